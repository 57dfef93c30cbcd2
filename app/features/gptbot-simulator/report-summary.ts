import type { SimulatorResult } from "./analysis-report";
import { ANALYSIS_REPORT_TEXT } from "./content";
import { LIVE_ACCESS_TEXT } from "./live-access.content";
import type { LiveAiAccessResult } from "./live-types";
import { GPTBOT_REPORT_EMAIL_TEXT } from "./report-email.content";

/** The report e-mail keeps five lines. */
const MAX_LINES = 5;

/** The page analysis: both scores and the word count, then its costliest issues. */
export function analysisReportSummary(result: Pick<SimulatorResult, "analysis">): string[] {
  const { analysis } = result;
  const issues = [...analysis.seoScore.issues, ...analysis.accessibility.issues].sort((a, b) => b.penalty - a.penalty);
  return [
    GPTBOT_REPORT_EMAIL_TEXT.score(ANALYSIS_REPORT_TEXT.seoScore, analysis.seoScore.score),
    GPTBOT_REPORT_EMAIL_TEXT.score(ANALYSIS_REPORT_TEXT.accessibilityScore, analysis.accessibility.score),
    GPTBOT_REPORT_EMAIL_TEXT.count(ANALYSIS_REPORT_TEXT.wordCount, analysis.readability.wordCount),
    ...issues.map((issue) => issue.message),
  ].slice(0, MAX_LINES);
}

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
