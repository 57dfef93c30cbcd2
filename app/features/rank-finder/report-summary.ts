import { RANK_TEXT } from "./content";
import { rankResultMessage } from "./messages.content";
import { DEVICE_LABELS } from "./request-labels.content";
import { RANK_REPORT_TEXT } from "./report.content";
import type { RankSuccess } from "./schema";
import { quickWins, sortRows, type GscReport } from "./search-console-report";
import { SEARCH_CONSOLE_TEXT } from "./search-console.content";

/** Queries named in the e-mail; the attachment has them all. */
const TOP_QUERIES = 3;

/** The live check: where the site stands, for which keyword and device. */
export function rankReportSummary(result: RankSuccess): string[] {
  return [
    rankResultMessage(result.rank),
    RANK_REPORT_TEXT.detail(RANK_TEXT.keywordLabel, result.keyword),
    RANK_REPORT_TEXT.detail(RANK_TEXT.deviceLegend, DEVICE_LABELS[result.device]),
  ];
}

/** The Search Console import: what was read, the top queries by clicks, the second page's count. */
export function searchConsoleReportSummary(report: GscReport): string[] {
  const top = sortRows(report.queries, { column: "clicks", direction: "descending" }).slice(0, TOP_QUERIES);
  const quick = quickWins(report.queries).length;
  return [
    SEARCH_CONSOLE_TEXT.readDone(report.queries.length, report.pages.length),
    ...top.map((row) => RANK_REPORT_TEXT.topQuery(row.key, row.clicks, row.position)),
    ...(quick > 0 ? [RANK_REPORT_TEXT.quickWins(quick)] : []),
  ];
}
