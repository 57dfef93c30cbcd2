import type { SimulatorResult } from "./analysis-report";
import { ANALYSIS_REPORT_TEXT } from "./content";
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
