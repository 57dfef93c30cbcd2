import type { AuditOutcome, FamilyScore, RuleOutcome } from "~/capabilities/audit-rules/engine";
import { SEVERITIES, type Family, type Hit, type RuleId, type Severity } from "~/capabilities/audit-rules/rule";
import type { StopReason } from "~/capabilities/crawl/site-crawl";
import type { BrowserFacts } from "~/capabilities/browser/browser-facts";
import type { PlatformId } from "./platform";

/**
 * What a stored audit report holds: the scores, every failed rule with its affected addresses,
 * and the ids of the rules that passed or did not apply. The Turkish texts are not stored: the
 * report page and the exports read them from the rule catalogue by id, so a corrected text shows
 * in old reports too. The page records are not stored either (a few MB a site); what was found
 * is enough to show, export and compare with the next audit of the same site.
 */

export const REPORT_VERSION = 1;

/** What a report keeps at most, so one stored row stays small whatever the site holds. */
export const REPORT_LIMITS = {
  /** Affected addresses kept per rule (a page rule has at most one a page: 500). */
  hitsPerRule: 1_000,
  urlChars: 2_048,
  detailChars: 300,
  /**
   * Characters of addresses and details in the whole report beyond the REPORT_PAGE_HITS every
   * finding keeps: 150 findings of 1,000 long addresses would otherwise make a 350 MB row.
   */
  hitChars: 4_000_000,
} as const;

/** Affected addresses the report page lists under a finding; the exports carry them all. */
export const REPORT_PAGE_HITS = 20;
/** Template groups the report page shows a finding's pages in, and the addresses it lists of each (finding-groups.ts). */
export const REPORT_PAGE_GROUPS = 6;
export const REPORT_GROUP_HITS = 10;

export interface ReportFinding {
  id: RuleId;
  family: Family;
  severity: Severity;
  weight: number;
  /** Addresses the rule judged. */
  applicable: number;
  /** Addresses with the defect (may exceed hits.length when cut at REPORT_LIMITS.hitsPerRule). */
  affected: number;
  hits: Hit[];
}

export interface ReportComparison {
  previousId: string;
  previousAuditedAt: string;
  previousScore: number;
  /** Rules that failed last time and pass now. */
  fixed: RuleId[];
  /** Rules that fail now and did not last time. */
  appeared: RuleId[];
}

export interface AuditReport {
  version: typeof REPORT_VERSION;
  id: string;
  /** The address the visitor typed (normalised) and the home page it led to. */
  startUrl: string;
  homeUrl: string;
  /** Lower-case host of startUrl: what "the same site" means for a comparison. */
  host: string;
  auditedAt: string;
  expiresAt: string;
  crawl: {
    stopReason: StopReason;
    durationMs: number;
    pagesChecked: number;
    pagesFound: number;
    notFetched: number;
  };
  /** 0 to 100, and one per family (null: no rule of the family applied). */
  score: number;
  families: FamilyScore[];
  /** Failed rules, errors first, then by what they cost. */
  findings: ReportFinding[];
  passed: RuleId[];
  notApplicable: RuleId[];
  comparison: ReportComparison | null;
  /**
   * The platform the site seems to run on (platform.ts), for advice its owner can follow.
   * Absent when none was recognised, and in reports stored before it was kept.
   */
  platform?: PlatformId;
  /**
   * The browser stage's lab figures per sampled page and whether the screenshots were taken (the
   * images are stored beside the report, report-store.server.ts). Absent in reports stored before
   * the stage existed; status "off" when no browser ran.
   */
  browser?: ReportBrowser;
}

/** What a report keeps of the browser stage: the figures to show; the opportunities are findings already. */
export interface ReportBrowser {
  status: BrowserFacts["status"];
  pages: Pick<BrowserFacts["pages"][number], "url" | "role" | "lab" | "error">[];
  screenshots: BrowserFacts["screenshots"];
  durationMs: number;
}

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/** The report's findings with their addresses cut to REPORT_LIMITS, in order, sharing one budget. */
function boundedFindings(outcomes: readonly RuleOutcome[]): ReportFinding[] {
  let budget = REPORT_LIMITS.hitChars;
  return outcomes.map((outcome) => {
    const hits: Hit[] = [];
    for (const hit of outcome.hits) {
      if (hits.length >= REPORT_LIMITS.hitsPerRule || (hits.length >= REPORT_PAGE_HITS && budget <= 0)) break;
      const url = cut(hit.url, REPORT_LIMITS.urlChars);
      const kept: Hit = hit.detail === undefined ? { url } : { url, detail: cut(hit.detail, REPORT_LIMITS.detailChars) };
      if (hits.length >= REPORT_PAGE_HITS) budget -= url.length + (kept.detail?.length ?? 0);
      hits.push(kept);
    }
    const { id, family, severity, weight, applicable } = outcome;
    return { id, family, severity, weight, applicable, affected: outcome.hits.length, hits };
  });
}

const severityRank = (severity: Severity) => SEVERITIES.indexOf(severity);

export interface ReportInput {
  id: string;
  startUrl: string;
  homeUrl: string;
  auditedAt: string;
  expiresAt: string;
  crawl: { stopReason: StopReason; durationMs: number; counts: { found: number; fetched: number; skipped: number } };
  outcome: AuditOutcome;
  platform?: PlatformId | null;
  browser?: BrowserFacts | null;
}

export function buildReport(input: ReportInput, previous: AuditReport | null = null): AuditReport {
  const { outcome } = input;
  const failed = outcome.outcomes.filter((rule) => rule.status === "failed");
  // What a failed rule costs: its weight times the share of addresses it affects (as the score).
  const cost = (rule: RuleOutcome) => rule.weight * Math.sqrt(Math.min(1, rule.hits.length / Math.max(1, rule.applicable)));
  const findings = boundedFindings([...failed].sort((a, b) => severityRank(a.severity) - severityRank(b.severity) || cost(b) - cost(a)));
  const report: AuditReport = {
    version: REPORT_VERSION,
    id: input.id,
    startUrl: input.startUrl,
    homeUrl: input.homeUrl,
    host: new URL(input.startUrl).host.toLowerCase(),
    auditedAt: input.auditedAt,
    expiresAt: input.expiresAt,
    crawl: {
      stopReason: input.crawl.stopReason,
      durationMs: input.crawl.durationMs,
      pagesChecked: input.crawl.counts.fetched,
      pagesFound: input.crawl.counts.found,
      notFetched: input.crawl.counts.skipped,
    },
    score: outcome.score,
    families: outcome.families,
    findings,
    passed: outcome.outcomes.filter((rule) => rule.status === "passed").map((rule) => rule.id),
    notApplicable: outcome.outcomes.filter((rule) => rule.status === "n/a").map((rule) => rule.id),
    comparison: null,
    ...(input.platform ? { platform: input.platform } : {}),
    ...(input.browser ? { browser: reportBrowser(input.browser) } : {}),
  };
  return previous ? { ...report, comparison: compareReports(previous, report) } : report;
}

function reportBrowser(facts: BrowserFacts): ReportBrowser {
  return {
    status: facts.status,
    pages: facts.pages.map(({ url, role, lab, error }) => ({ url: cut(url, REPORT_LIMITS.urlChars), role, lab, error })),
    screenshots: facts.screenshots,
    durationMs: facts.durationMs,
  };
}

/** What changed between two audits of the same site, rule by rule. */
export function compareReports(previous: AuditReport, current: AuditReport): ReportComparison {
  const before = new Set(previous.findings.map((finding) => finding.id));
  const now = new Set(current.findings.map((finding) => finding.id));
  return {
    previousId: previous.id,
    previousAuditedAt: previous.auditedAt,
    previousScore: previous.score,
    fixed: [...before].filter((id) => !now.has(id) && current.passed.includes(id)),
    appeared: [...now].filter((id) => !before.has(id)),
  };
}
