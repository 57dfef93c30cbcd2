import { SEVERITY_FACTOR } from "~/capabilities/audit-rules/engine";
import type { ReportFinding } from "./report";

/**
 * "Önce bunları yapın": the few findings worth fixing first, chosen by what each costs the score
 * (docs/decisions/037): weight × severity factor × √(affected ÷ applicable). A warning on every
 * page can come before an error on one page in a hundred, as it costs more. Pure, over the
 * stored findings, so an old report gets its first fixes too.
 */

export const FIRST_FIXES = {
  /** Shown whenever the report has this many findings an owner can act on. */
  min: 3,
  max: 5,
  /** A fourth or fifth fix is shown only when it costs at least this share of the first one. */
  keepShare: 0.25,
} as const;

/** What a finding costs the score, as the engine counts it (the score's loss before normalising). */
export function findingCost(finding: Pick<ReportFinding, "weight" | "severity" | "affected" | "applicable">): number {
  const share = finding.applicable > 0 ? Math.min(1, finding.affected / finding.applicable) : 1;
  return finding.weight * SEVERITY_FACTOR[finding.severity] * Math.sqrt(share);
}

/**
 * The 3 to 5 most costly findings, most costly first (report order among equals). `actionable`
 * leaves out what the owner cannot change (a header a hosted platform decides): such a finding
 * stays in the list below, but it is not a fix to start with.
 */
export function firstFixes(findings: readonly ReportFinding[], actionable: (finding: ReportFinding) => boolean = () => true): ReportFinding[] {
  const ranked = findings
    .map((finding, index) => ({ finding, index, cost: findingCost(finding) }))
    .filter((entry) => actionable(entry.finding))
    .sort((a, b) => b.cost - a.cost || a.index - b.index);
  const top = ranked[0]?.cost ?? 0;
  return ranked
    .slice(0, FIRST_FIXES.max)
    .filter((entry, position) => position < FIRST_FIXES.min || entry.cost >= top * FIRST_FIXES.keepShare)
    .map((entry) => entry.finding);
}
