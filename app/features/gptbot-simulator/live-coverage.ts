import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { COVERAGE_TEXT as T } from "./live-access.content";
import type { TextCoverage } from "./live-types";
import { THIN_CONTENT_WORDS } from "./rules";

/**
 * How much of a page's text a crawler that does not run JavaScript gets: the words of the raw
 * HTML's visible text and whether the page is an empty application shell (a mount point and
 * scripts), from the signals the live job read (app/.server/live-check/signals.ts). Below
 * THIN_CONTENT_WORDS (the simulator's thin content rule) the text is called thin.
 */
export function textCoverage(page: FetchedPage | null): TextCoverage {
  if (page === null || page.signals === null) {
    const reason = page === null ? "" : (page.error?.message ?? (page.contentType ? T.notHtml(page.contentType) : ""));
    return { kind: "unavailable", wordCount: null, scriptCount: null, verdict: T.unavailable, detail: T.unavailableDetail(reason) };
  }
  const { wordCount, scriptCount, emptyAppShell } = page.signals;
  if (emptyAppShell) return { kind: "empty-shell", wordCount, scriptCount, verdict: T.shell, detail: T.shellDetail(wordCount, scriptCount) };
  if (wordCount < THIN_CONTENT_WORDS) return { kind: "thin", wordCount, scriptCount, verdict: T.thin(wordCount), detail: T.thinDetail(scriptCount) };
  return { kind: "ok", wordCount, scriptCount, verdict: T.ok(wordCount), detail: T.okDetail };
}
