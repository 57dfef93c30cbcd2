import type { BrowserPageError, LabMetrics, Opportunity, Screenshot, ScreenshotKind } from "../browser-facts";

/**
 * What the audit's worker and its browser child process (browser-child.ts) say to each other over
 * IPC, one page at a time. The child runs Chromium and Lighthouse, whose trace processing would
 * hold a web process's event loop for seconds; the worker keeps the proxy, the bounds and the kill.
 */

/**
 * Each page is asked for in two steps, each under its own time bound: "measure" (Lighthouse) and
 * "render" (the DOM after JavaScript and the screenshots), so a page whose second step runs out of
 * time keeps its figures.
 */
export type PageStep = "measure" | "render";

export interface PageRequest {
  type: "page";
  step: PageStep;
  url: string;
  /** The Chromium to start on the first page (fresh profile in `userDataDir`, every connection through `proxyUrl`). */
  executable: string;
  proxyUrl: string;
  userDataDir: string;
  /** Take the phone and desktop screenshots of this page (the home page). */
  screenshots: boolean;
  /** How long Lighthouse may wait for the page to load. */
  loadTimeoutMs: number;
}

export interface PageReply {
  type: "page";
  step: PageStep;
  url: string;
  lab: LabMetrics | null;
  opportunities: Opportunity[];
  /** The DOM after JavaScript ran (outerHTML, cut at RENDERED_HTML_CHARS); null when it could not be read. */
  renderedHtml: string | null;
  screenshots: Partial<Record<ScreenshotKind, Screenshot>>;
  error: BrowserPageError | null;
  /** What went wrong, for the log (never shown to the visitor). */
  problem: string | null;
}

/** Characters of the rendered DOM sent back: the crawler reads raw pages up to a few MB too. */
export const RENDERED_HTML_CHARS = 3_000_000;

export function isPageReply(message: unknown): message is PageReply {
  return typeof message === "object" && message !== null && (message as { type?: unknown }).type === "page";
}

export function isPageRequest(message: unknown): message is PageRequest {
  const request = message as Partial<PageRequest> | null;
  return (
    typeof request === "object" &&
    request !== null &&
    request.type === "page" &&
    (request.step === "measure" || request.step === "render") &&
    typeof request.url === "string" &&
    typeof request.executable === "string" &&
    typeof request.proxyUrl === "string" &&
    typeof request.userDataDir === "string"
  );
}
