import { RANK_TEXT } from "./content";
import { rankResultMessage } from "./messages.content";
import { DEVICE_LABELS } from "./request-labels.content";
import { RANK_REPORT_TEXT } from "./report.content";
import type { RankSuccess } from "./schema";

/** The live check: where the site stands, for which keyword and device. */
export function rankReportSummary(result: RankSuccess): string[] {
  return [
    rankResultMessage(result.rank),
    RANK_REPORT_TEXT.detail(RANK_TEXT.keywordLabel, result.keyword),
    RANK_REPORT_TEXT.detail(RANK_TEXT.deviceLegend, DEVICE_LABELS[result.device]),
  ];
}
