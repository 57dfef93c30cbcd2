import { LIVE_ACCESS_TEXT } from "./live-access.content";
import type { LiveAiAccessResult } from "./live-types";

/** The report e-mail keeps five lines. */
const MAX_LINES = 5;

/** The live AI-crawler check: the bots' count line, then the text coverage, llms.txt and robots.txt verdicts. */
export function liveAccessReportSummary(result: LiveAiAccessResult): string[] {
  if (result.refused !== null) return [LIVE_ACCESS_TEXT.refused(result.refused)];
  const count = (status: LiveAiAccessResult["bots"][number]["status"]) => result.bots.filter((bot) => bot.status === status).length;
  return [
    LIVE_ACCESS_TEXT.summary(count("allowed"), count("restricted"), count("blocked")),
    result.coverage.verdict,
    result.llmsTxt.verdict,
    result.robotsTxt.note,
    ...(result.stopped !== null ? [LIVE_ACCESS_TEXT.stopped(result.stopped)] : []),
  ].slice(0, MAX_LINES);
}
