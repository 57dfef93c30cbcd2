import { collectHreflangLinks, type HreflangEntry, type HreflangWarning } from "./hreflang";
import type { HreflangLiveResult } from "./live-check";
import { LIVE_HREFLANG_TEXT } from "./live.content";
import { HREFLANG_REPORT_TEXT } from "./report.content";

/** The report e-mail keeps five lines. */
const MAX_LINES = 5;

/** The generated set: how many tags, its x-default, then the checks that ask for a fix. */
export function hreflangReportSummary(baseUrl: string, entries: readonly HreflangEntry[], warnings: readonly HreflangWarning[]): string[] {
  const links = collectHreflangLinks(baseUrl, entries);
  const xDefault = links.find((link) => link.hreflang === "x-default");
  return [
    HREFLANG_REPORT_TEXT.tags(links.length),
    ...(xDefault ? [HREFLANG_REPORT_TEXT.xDefault(xDefault.href)] : []),
    ...warnings.filter((warning) => warning.severity === "warning").map((warning) => warning.message),
  ].slice(0, MAX_LINES);
}

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
