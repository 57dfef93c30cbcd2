import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import type { RuleId } from "~/capabilities/audit-rules/rule";
import { REPORT_TEXT, atLineStart, groupPhrase } from "./content";
import { groupHits } from "./finding-groups";
import { firstFixes } from "./first-fixes";
import { SERVER_TOPIC_OF_RULE, knownPlatform, type PlatformId } from "./platform";
import { ADVISED_PLATFORMS, PLATFORM_ADVICE, PLATFORM_NAMES, type AdvisedPlatform, type PlatformAdvice } from "./platform.content";
import type { AuditReport, ReportFinding } from "./report";

/**
 * What the report page and the PDF say about a finding beyond the rule's own texts: the advice
 * for the site's platform, and the one-sentence first fixes at the top.
 */

const isAdvised = (platform: PlatformId): platform is AdvisedPlatform => (ADVISED_PLATFORMS as readonly string[]).includes(platform);

/** The platform the report names, checked (a stored report is data). */
export function reportPlatform(report: Pick<AuditReport, "platform">): PlatformId | null {
  return knownPlatform(report.platform);
}

/** The advice for the site's platform, for a rule whose generic fix assumes a web server of one's own; null otherwise. */
export function platformAdvice(platform: PlatformId | null, id: RuleId): (PlatformAdvice & { platformName: string }) | null {
  const topic = SERVER_TOPIC_OF_RULE[id];
  if (platform === null || topic === undefined || !isAdvised(platform)) return null;
  return { ...PLATFORM_ADVICE[platform][topic], platformName: PLATFORM_NAMES[platform] };
}

/** Where a fix text turns to the owner's developer: the rest is the developer's part. */
const DEVELOPER_PART = /\s*Geliştiriciniz için:\s*/;

/**
 * A fix text in its two parts: what the owner does, and what follows "Geliştiriciniz için:" for
 * their developer (null when the text has no such part), for the report page and the PDF to show
 * the developer's part on a line of its own. A text that is all developer's part is the owner's.
 */
export function splitFix(fix: string): { owner: string; developer: string | null } {
  const match = DEVELOPER_PART.exec(fix);
  if (match === null) return { owner: fix, developer: null };
  const owner = fix.slice(0, match.index).trim();
  const developer = fix.slice(match.index + match[0].length).trim();
  if (owner === "") return { owner: developer || fix, developer: null };
  return { owner, developer: developer === "" ? null : developer };
}

/** What to do, in the rule's own words: its fix up to the developer's part. */
export function ownerFix(id: RuleId): string | null {
  const fix = RULE_TEXTS[id]?.fix;
  return fix === undefined ? null : splitFix(fix).owner;
}

/** Abbreviations whose period ends no sentence ("(ör. Cloudflare)"). */
const ABBREVIATION = /(?:^|[\s(])(?:ör|örn|vb|vs|bkz|yak|No)$/;

/**
 * The first sentence of a text: up to the first . ! ? outside parentheses, after no
 * abbreviation, followed by a space and a capital letter, a quote or a tag.
 */
export function firstSentence(text: string): string {
  let depth = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (character === "(") depth += 1;
    else if (character === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0 && (character === "." || character === "!" || character === "?")) {
      if (/^\s+["“(]?[A-ZÇĞİÖŞÜ<]/.test(text.slice(index + 1, index + 4)) && !ABBREVIATION.test(text.slice(Math.max(0, index - 5), index))) {
        return text.slice(0, index + 1);
      }
    }
  }
  return text;
}

/**
 * Where a finding applies, as the first fixes say it: "Site genelinde" for a site-wide fact,
 * "Ürün sayfalarının 212'sinde" when one template holds every affected page, else "240 sayfada"
 * ("22 sayfanın hepsinde" when that is every page the rule judged).
 */
export function findingPlace(finding: ReportFinding, homeUrl: string): string {
  if (finding.applicable <= 1 && finding.affected <= 1) return REPORT_TEXT.siteWide;
  const { groups, rest } = groupHits(finding.hits, homeUrl);
  const [only] = groups;
  const place =
    only && groups.length === 1 && rest.length === 0 && finding.affected === finding.hits.length
      ? groupPhrase(only.kind, only.pattern, only.hits.length)
      : finding.affected >= finding.applicable
        ? REPORT_TEXT.onAllPages(finding.affected)
        : REPORT_TEXT.onPages(finding.affected);
  return atLineStart(place);
}

export interface FirstFix {
  finding: ReportFinding;
  title: string;
  /** One sentence: where, then what to do. */
  sentence: string;
}

/** The report's first fixes, each as one sentence; what a hosted platform decides for its owners is left out. */
export function reportFirstFixes(report: Pick<AuditReport, "findings" | "homeUrl" | "platform">): FirstFix[] {
  const platform = reportPlatform(report);
  const actionable = (finding: ReportFinding) => platformAdvice(platform, finding.id)?.owner !== "none";
  return firstFixes(report.findings, actionable).map((finding) => {
    const advice = platformAdvice(platform, finding.id);
    const action = firstSentence(advice?.text ?? ownerFix(finding.id) ?? "");
    const title = RULE_TEXTS[finding.id]?.title ?? finding.id;
    return { finding, title, sentence: action === "" ? `${findingPlace(finding, report.homeUrl)}.` : `${findingPlace(finding, report.homeUrl)}: ${action}` };
  });
}

/** The id of a finding's card on the report page, for the first fixes' links ("bulgu-core-title-missing"). */
export function findingAnchor(id: RuleId): string {
  return `bulgu-${id.replace(/[^a-z0-9-]/gi, "-")}`;
}
