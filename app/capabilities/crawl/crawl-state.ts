/**
 * The state of one live crawl as the screens see it, and how each NDJSON line of
 * POST /api/site-crawl moves it. Pure, so it is tested without a browser.
 */
import type { CrawlCounts, CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import type { JobWaitState, QueuePlace } from "~/shared/jobs";
import type { SiteCrawlLine, SiteCrawlResult, SiteCrawlSummary } from "./schema";

export { refusalMessage } from "~/shared/ndjson";

/**
 * - `running`: the crawl waits in line (`queue`) or streams progress (`current` is the URL being
 *   fetched, when known); `reconnecting` while its stream is followed again after a break.
 * - `done`: the server sent its `result` (also when it stopped at a limit: see
 *   `result.crawl.stopReason`), completed with the pages and skipped URLs the progress lines
 *   carried (the result line does not repeat them).
 * - `stopped`: the visitor pressed "Durdur": the crawl's job is stopped on the server and the
 *   screen stops following it at once; `result` is the partial result put together from the
 *   pages and skipped URLs the progress lines carried (stopReason "cancelled"), so the screen
 *   still shows and uses what was found.
 * - `failed`: a Turkish message for the visitor (the server's own, or the client's).
 */
export type SiteCrawlState =
  | { status: "idle" }
  | ({
      status: "running";
      counts: CrawlCounts;
      current: string | null;
      startUrl: string;
      startedAt: number;
      pages: CrawlPage[];
      skipped: SkippedUrl[];
      /** "Durdur" was pressed: the job is stopping, and its last lines still carry what it read. */
      stopping?: { at: number };
    } & JobWaitState)
  | { status: "done"; result: SiteCrawlResult }
  | { status: "stopped"; counts: CrawlCounts; result: SiteCrawlResult }
  | { status: "failed"; error: string; /** The client's own crawl of this tool that blocked this one (409). */ blockingJobId?: string };

export const EMPTY_COUNTS: CrawlCounts = { found: 0, fetched: 0, skipped: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCounts(value: unknown): value is CrawlCounts {
  return (
    isRecord(value) &&
    typeof value.found === "number" &&
    typeof value.fetched === "number" &&
    typeof value.skipped === "number"
  );
}

/** A line's shape, checked as far as the state needs it (the server is ours; this guards drift). */
export function asSiteCrawlLine(value: unknown): SiteCrawlLine | null {
  if (!isRecord(value)) return null;
  if (value.type === "started") return { type: "started" };
  if (value.type === "progress" && isCounts(value.counts)) {
    const current = typeof value.current === "string" ? value.current : null;
    // The records are the server's own; their inner shape is trusted like the result's.
    const pages = Array.isArray(value.pages) ? (value.pages as CrawlPage[]) : [];
    const skipped = Array.isArray(value.skipped) ? (value.skipped as SkippedUrl[]) : [];
    return { type: "progress", counts: value.counts, current, pages, skipped };
  }
  if (value.type === "result" && isRecord(value.result) && isRecord(value.result.crawl)) {
    return { type: "result", result: value.result as unknown as SiteCrawlSummary };
  }
  if (value.type === "error" && typeof value.error === "string") {
    return { type: "error", code: typeof value.code === "string" ? value.code : "internal", error: value.error };
  }
  return null;
}

/** The state after `line`; a line after the end (`done`, `failed`, `stopped`) changes nothing. */
export function applySiteCrawlLine(state: SiteCrawlState, line: SiteCrawlLine): SiteCrawlState {
  if (state.status !== "running") return state;
  switch (line.type) {
    case "started":
      // A run begins (again, after its worker died): what an earlier run sent is dropped.
      return { ...state, queue: null, counts: EMPTY_COUNTS, current: null, pages: [], skipped: [] };
    case "progress":
      return {
        ...state,
        queue: null,
        counts: line.counts,
        current: line.current,
        pages: line.pages.length > 0 ? [...state.pages, ...line.pages] : state.pages,
        skipped: line.skipped.length > 0 ? [...state.skipped, ...line.skipped] : state.skipped,
      };
    case "result": {
      const result = completeResult(line.result, state.pages, state.skipped);
      // The stopped job's own end: every page whose body arrived before the stop is in it.
      if (state.stopping) return { status: "stopped", counts: result.crawl.counts, result };
      return { status: "done", result };
    }
    case "error":
      // A job stopped while it still waited in line ends with the "cancelled" error line.
      if (state.stopping && line.code === "cancelled") return stopSiteCrawl(state, state.stopping.at);
      return { status: "failed", error: line.error };
  }
}

/** The crawl's result: the summary of the `result` line with the records the progress lines carried. */
export function completeResult(summary: SiteCrawlSummary, pages: CrawlPage[], skipped: SkippedUrl[]): SiteCrawlResult {
  return { crawl: { ...summary.crawl, pages, skipped }, llmsTxt: summary.llmsTxt };
}

/** A new crawl of `startUrl`, before its first line. */
export function startedSiteCrawl(startUrl: string, now: number): Extract<SiteCrawlState, { status: "running" }> {
  return { status: "running", counts: EMPTY_COUNTS, current: null, startUrl, startedAt: now, pages: [], skipped: [], queue: null, reconnecting: false };
}

/** The crawl's place in line while it waits. */
export function queuedSiteCrawl(state: SiteCrawlState, queue: QueuePlace): SiteCrawlState {
  return state.status === "running" ? { ...state, queue } : state;
}

/** The crawl's stream broke and is followed again (or lines come again). */
export function reconnectingSiteCrawl(state: SiteCrawlState, reconnecting: boolean): SiteCrawlState {
  return state.status === "running" && state.reconnecting !== reconnecting ? { ...state, reconnecting } : state;
}

/** "Durdur" pressed: the crawl waits for its job's last lines (see `stopSiteCrawl`). */
export function stoppingSiteCrawl(state: SiteCrawlState, now: number): SiteCrawlState {
  return state.status === "running" && !state.stopping ? { ...state, stopping: { at: now } } : state;
}

/**
 * A running crawl becomes `stopped` with the partial result of what its lines carried: when its
 * job ended without a result (stopped while in line), or when the last lines did not come in time.
 */
export function stopSiteCrawl(state: SiteCrawlState, now: number): SiteCrawlState {
  if (state.status !== "running") return state;
  return {
    status: "stopped",
    counts: state.counts,
    result: {
      crawl: {
        startUrl: state.startUrl,
        userAgent: "",
        stopReason: "cancelled",
        durationMs: now - state.startedAt,
        bytesRead: 0,
        counts: state.counts,
        pages: state.pages,
        skipped: state.skipped,
        skippedNotListed: 0,
        notKept: { longLinks: 0, pageLinks: 0, urls: 0 },
        robots: [],
        sitemaps: { files: [], urls: [], urlsTruncated: false },
      },
      llmsTxt: null,
    },
  };
}
