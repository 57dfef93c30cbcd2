import { collectHreflangLinks, type HreflangEntry, type HreflangWarning } from "./hreflang";
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
