import type { HreflangLiveResult } from "./live-check";
import { LIVE_HREFLANG_TEXT } from "./live.content";
import { HREFLANG_REPORT_TEXT } from "./report.content";

/** The report e-mail keeps five lines. */
const MAX_LINES = 5;

/** The live check: its count line, the fix pack's reach, then its problems (the set's first), each once. */
export function hreflangLiveReportSummary(result: HreflangLiveResult): string[] {
  const problems = [...result.clusterProblems, ...result.pages.flatMap((page) => page.problems)];
  return [
    LIVE_HREFLANG_TEXT.summary(result.pages.length, problems.length),
    HREFLANG_REPORT_TEXT.fixPack(result.fixPack.pages.length),
    ...(result.fixPack.leftOut.length > 0 ? [LIVE_HREFLANG_TEXT.fixLeftOut(result.fixPack.leftOut.length)] : []),
    ...new Set(problems.map((problem) => problem.message)),
  ].slice(0, MAX_LINES);
}
