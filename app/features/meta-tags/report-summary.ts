import { LIVE_META_TEXT } from "./live.content";
import { rowWarnings, type LiveMetaRow } from "./live-rows";
import { META_REPORT_TEXT } from "./report.content";

/** Warning lines after the count line (the e-mail keeps five lines in all). */
const WARNING_LINES = 4;

/** The table's count line, then its most frequent warnings with how many pages have each. */
export function metaReportSummary(rows: readonly LiveMetaRow[]): string[] {
  const pages = new Map<string, number>();
  for (const row of rows) {
    for (const warning of new Set(rowWarnings(row))) pages.set(warning, (pages.get(warning) ?? 0) + 1);
  }
  const withIssues = rows.filter((row) => row.issues > 0).length;
  const warnings = [...pages].sort((a, b) => b[1] - a[1]).slice(0, WARNING_LINES);
  return [LIVE_META_TEXT.resultSummary(rows.length, withIssues), ...warnings.map(([warning, count]) => META_REPORT_TEXT.warning(warning, count))];
}

/** The site the table is about: the pages' origin when they share one, else none. */
export function metaReportSite(rows: readonly LiveMetaRow[]): string | null {
  const origins = new Set<string>();
  for (const row of rows) {
    try {
      origins.add(new URL(row.page.url).origin);
    } catch {
      return null;
    }
  }
  const [origin] = origins;
  return origins.size === 1 && origin !== undefined ? origin : null;
}
