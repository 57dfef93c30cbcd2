import { FAMILY_NAMES, RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import type { Family, RuleId, Severity } from "~/capabilities/audit-rules/rule";
import type { StopReason } from "~/capabilities/crawl/site-crawl";
import { escapeJsonForAnyReader } from "~/capabilities/markup/markup";
import { reportFirstFixes, reportPlatform } from "./finding-advice";
import { groupHits, type TemplateKind } from "./finding-groups";
import type { PlatformId } from "./platform";
import type { AuditReport, ReportBrowser } from "./report";

/**
 * The site audit as a JSON document for machine consumers (README, "Site audit export format").
 * Its own name and version, apart from the stored report's shape: the storage may change while
 * this contract stays. Adding a field keeps the version; renaming, removing or changing the
 * meaning of one raises it.
 */
export const EXPORT_FORMAT = "site-audit-report";
export const EXPORT_FORMAT_VERSION = 1;

export interface ExportedFinding {
  rule: RuleId;
  family: Family;
  severity: Severity;
  /** Turkish title from the rule catalogue (the rule id when a retired rule has none). */
  title: string;
  weight: number;
  /** Addresses the rule judged, and how many of them have the defect. */
  applicable: number;
  affected: number;
  /** The affected addresses the report kept: all of them up to REPORT_LIMITS.hitsPerRule (1,000). */
  addresses: { url: string; detail?: string }[];
  /**
   * The kept addresses that share a page template (finding-groups.ts), largest first: its kind
   * (`product`, `category`, `blog`, `news`, `tag`, `brand`, `author`, `service`, or null for a
   * folder without a known template), its folder, and how many of `addresses` are under it.
   */
  groups: { template: TemplateKind | null; folder: string; count: number }[];
}

export interface ExportedReport {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  id: string;
  startUrl: string;
  homeUrl: string;
  host: string;
  auditedAt: string;
  expiresAt: string;
  crawl: { stopReason: StopReason; durationMs: number; pagesChecked: number; pagesFound: number; notFetched: number };
  score: number;
  families: { family: Family; name: string; score: number | null; failed: number; passed: number }[];
  severities: Record<Severity, string>;
  findings: ExportedFinding[];
  passed: RuleId[];
  notApplicable: RuleId[];
  /** The platform the site seems to run on (`wordpress`, `wix`, `shopify` …), null when none was recognised. */
  platform: PlatformId | null;
  /** Rule ids of the findings the report puts first ("Önce bunları yapın"), in that order. */
  firstFixes: RuleId[];
  comparison: { previousId: string; previousAuditedAt: string; previousScore: number; fixed: RuleId[]; appeared: RuleId[] } | null;
  /**
   * The browser stage: `status` ("measured", "off": no browser ran, "failed": it measured no page),
   * per sampled page its address, why it was sampled (`home`, `most-linked`, `deep`, `template`),
   * Lighthouse's lab figures on its mobile profile (`score` 0–100, `lcpMs`, `cls`, `tbtMs`, `fcpMs`,
   * `siMs`; null with `error` saying why), which screenshots were taken, and the stage's time. null
   * for reports stored before the stage existed.
   */
  browser: ReportBrowser | null;
}

export function exportedReport(report: AuditReport): ExportedReport {
  return {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    id: report.id,
    startUrl: report.startUrl,
    homeUrl: report.homeUrl,
    host: report.host,
    auditedAt: report.auditedAt,
    expiresAt: report.expiresAt,
    crawl: { ...report.crawl },
    score: report.score,
    families: report.families.map(({ family, score, failed, passed }) => ({ family, name: FAMILY_NAMES[family], score, failed, passed })),
    severities: { ...SEVERITY_NAMES },
    findings: report.findings.map((finding) => ({
      rule: finding.id,
      family: finding.family,
      severity: finding.severity,
      title: RULE_TEXTS[finding.id]?.title ?? finding.id,
      weight: finding.weight,
      applicable: finding.applicable,
      affected: finding.affected,
      addresses: finding.hits.map((hit) => (hit.detail === undefined ? { url: hit.url } : { url: hit.url, detail: hit.detail })),
      groups: groupHits(finding.hits, report.homeUrl).groups.map((group) => ({ template: group.kind, folder: group.pattern, count: group.hits.length })),
    })),
    passed: [...report.passed],
    notApplicable: [...report.notApplicable],
    platform: reportPlatform(report),
    firstFixes: reportFirstFixes(report).map((fix) => fix.finding.id),
    comparison: report.comparison && { ...report.comparison, fixed: [...report.comparison.fixed], appeared: [...report.comparison.appeared] },
    browser: report.browser ? { ...report.browser, pages: report.browser.pages.map((page) => ({ ...page })) } : null,
  };
}

export function reportJson(report: AuditReport): string {
  return `${escapeJsonForAnyReader(JSON.stringify(exportedReport(report), null, 2))}\n`;
}
