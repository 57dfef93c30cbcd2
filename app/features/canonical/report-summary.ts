import { checkCanonicalEntries, completePairs, type CanonicalEntry } from "./canonical";
import { CANONICAL_REPORT_TEXT } from "./report.content";

/** The report e-mail keeps five lines. */
const MAX_LINES = 5;

/** The tags made (repeated pairs once, as in the file), where they point, then the checks' warnings. */
export function canonicalReportSummary(entries: readonly CanonicalEntry[]): string[] {
  const pairs = new Map<string, boolean>();
  for (const { page, canonical } of completePairs(entries)) pairs.set(`${page.href} ${canonical.href}`, page.href === canonical.href);
  const self = [...pairs.values()].filter(Boolean).length;
  return [
    CANONICAL_REPORT_TEXT.tags(pairs.size),
    CANONICAL_REPORT_TEXT.targets(self, pairs.size - self),
    ...checkCanonicalEntries(entries).map((warning) => warning.message),
  ].slice(0, MAX_LINES);
}
