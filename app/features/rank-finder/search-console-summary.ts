import { SEARCH_CONSOLE_REPORT_TEXT } from "./search-console-summary.content";
import { quickWins, sortRows, type GscReport } from "./search-console-report";
import { SEARCH_CONSOLE_TEXT } from "./search-console.content";

/** Queries named in the e-mail; the attachment has them all. */
const TOP_QUERIES = 3;

/** The Search Console import: what was read, the top queries by clicks, the second page's count. */
export function searchConsoleReportSummary(report: GscReport): string[] {
  const top = sortRows(report.queries, { column: "clicks", direction: "descending" }).slice(0, TOP_QUERIES);
  const quick = quickWins(report.queries).length;
  return [
    SEARCH_CONSOLE_TEXT.readDone(report.queries.length, report.pages.length),
    ...top.map((row) => SEARCH_CONSOLE_REPORT_TEXT.topQuery(row.key, row.clicks, row.position)),
    ...(quick > 0 ? [SEARCH_CONSOLE_REPORT_TEXT.quickWins(quick)] : []),
  ];
}
