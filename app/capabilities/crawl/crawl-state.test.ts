import { describe, expect, it } from "vitest";
import type { CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import {
  EMPTY_COUNTS,
  applySiteCrawlLine,
  asSiteCrawlLine,
  queuedSiteCrawl,
  reconnectingSiteCrawl,
  refusalMessage,
  startedSiteCrawl,
  stopSiteCrawl,
  stoppingSiteCrawl,
} from "./crawl-state";
import type { SiteCrawlState } from "./crawl-state";
import type { SiteCrawlSummary } from "./schema";

const running = startedSiteCrawl("https://ornek.com/", 1_000);
const pageA = { url: "https://ornek.com/", finalUrl: "https://ornek.com/", status: 200 } as unknown as CrawlPage;
const pageB = { url: "https://ornek.com/b", finalUrl: "https://ornek.com/b", status: 200 } as unknown as CrawlPage;
const skippedC = { url: "https://ornek.com/c", reason: "robots", detail: "Disallow: /c", contentType: null, foundOn: null } as SkippedUrl;
const progress = (counts: typeof EMPTY_COUNTS, current: string | null, pages: CrawlPage[] = [], skipped: SkippedUrl[] = []) =>
  ({ type: "progress", counts, current, pages, skipped }) as const;
const crawl = { startUrl: "https://ornek.com/", stopReason: "done" } as unknown as SiteCrawlSummary["crawl"];

describe("asSiteCrawlLine", () => {
  it("accepts the four line types and refuses anything else", () => {
    expect(asSiteCrawlLine({ type: "started", seq: 1 })).toEqual({ type: "started" });
    expect(asSiteCrawlLine({ type: "progress", counts: { found: 3, fetched: 1, skipped: 0 }, current: "https://ornek.com/a", pages: [pageA] })).toEqual({
      type: "progress",
      counts: { found: 3, fetched: 1, skipped: 0 },
      current: "https://ornek.com/a",
      pages: [pageA],
      skipped: [],
    });
    expect(asSiteCrawlLine({ type: "result", result: { crawl, llmsTxt: null } })?.type).toBe("result");
    expect(asSiteCrawlLine({ type: "error", code: "internal", error: "Hata" })).toEqual({ type: "error", code: "internal", error: "Hata" });
    expect(asSiteCrawlLine({ type: "progress", counts: { found: "3" } })).toBeNull();
    expect(asSiteCrawlLine(["progress"])).toBeNull();
    expect(asSiteCrawlLine(null)).toBeNull();
    // The job's own lines are not the crawl's.
    expect(asSiteCrawlLine({ type: "job", jobId: "x" })).toBeNull();
    expect(asSiteCrawlLine({ type: "queued", position: 1, etaSeconds: 5 })).toBeNull();
  });
});

describe("applySiteCrawlLine", () => {
  it("moves from progress to done, and ignores lines after the end", () => {
    const progressed = applySiteCrawlLine(running, progress({ found: 5, fetched: 2, skipped: 1 }, "https://ornek.com/b"));
    expect(progressed).toEqual({ ...running, counts: { found: 5, fetched: 2, skipped: 1 }, current: "https://ornek.com/b", queue: null, reconnecting: false });
    const done = applySiteCrawlLine(progressed, { type: "result", result: { crawl, llmsTxt: null } });
    expect(done).toEqual({ status: "done", result: { crawl: { ...crawl, pages: [], skipped: [] }, llmsTxt: null } });
    expect(applySiteCrawlLine(done, { type: "error", code: "internal", error: "Hata" })).toBe(done);
  });

  it("completes the result line with the records the progress lines carried (they travel once)", () => {
    let state: SiteCrawlState = applySiteCrawlLine(running, progress({ found: 3, fetched: 1, skipped: 0 }, null, [pageA]));
    state = applySiteCrawlLine(state, progress({ found: 3, fetched: 2, skipped: 1 }, null, [pageB], [skippedC]));
    const done = applySiteCrawlLine(state, { type: "result", result: { crawl, llmsTxt: null } });
    expect(done).toEqual({ status: "done", result: { crawl: { ...crawl, pages: [pageA, pageB], skipped: [skippedC] }, llmsTxt: null } });
  });

  it("starts over at a `started` line: a retried run drops the records the first one sent", () => {
    let state: SiteCrawlState = applySiteCrawlLine(running, { type: "started" });
    expect(state).toEqual(running);
    state = applySiteCrawlLine(state, progress({ found: 3, fetched: 2, skipped: 1 }, "https://ornek.com/b", [pageA, pageB], [skippedC]));
    state = applySiteCrawlLine(state, { type: "started" });
    expect(state).toEqual(running);
    state = applySiteCrawlLine(state, progress({ found: 2, fetched: 1, skipped: 0 }, null, [pageA]));
    const done = applySiteCrawlLine(state, { type: "result", result: { crawl, llmsTxt: null } });
    // The records of the first run are not counted twice.
    expect(done).toEqual({ status: "done", result: { crawl: { ...crawl, pages: [pageA], skipped: [] }, llmsTxt: null } });
  });

  it("shows its place in line while it waits, until the first line of the crawl", () => {
    const queued = queuedSiteCrawl(running, { position: 3, etaSeconds: 90 });
    expect(queued).toEqual({ ...running, queue: { position: 3, etaSeconds: 90 } });
    expect(queuedSiteCrawl(queued, { position: 1, etaSeconds: 30 })).toEqual({ ...running, queue: { position: 1, etaSeconds: 30 } });
    expect(applySiteCrawlLine(queued, { type: "started" })).toEqual(running);
    expect(applySiteCrawlLine(queued, progress({ found: 2, fetched: 1, skipped: 0 }, null, [pageA]))).toEqual({
      ...running,
      counts: { found: 2, fetched: 1, skipped: 0 },
      pages: [pageA],
    });
    // Only a running crawl has a place in line.
    const idle: SiteCrawlState = { status: "idle" };
    expect(queuedSiteCrawl(idle, { position: 1, etaSeconds: 5 })).toBe(idle);
    const failed: SiteCrawlState = { status: "failed", error: "x" };
    expect(queuedSiteCrawl(failed, { position: 1, etaSeconds: 5 })).toBe(failed);
    // "Durdur" while it waits: stopped with nothing found.
    expect(stopSiteCrawl(queued, 2_000)).toMatchObject({ status: "stopped", counts: EMPTY_COUNTS, result: { crawl: { stopReason: "cancelled", pages: [], skipped: [] } } });
  });

  it("says when its stream is followed again, and keeps the state when nothing changes", () => {
    const reconnecting = reconnectingSiteCrawl(running, true);
    expect(reconnecting).toEqual({ ...running, reconnecting: true });
    expect(reconnectingSiteCrawl(reconnecting, true)).toBe(reconnecting);
    expect(reconnectingSiteCrawl(reconnecting, false)).toEqual(running);
    expect(reconnectingSiteCrawl(running, false)).toBe(running);
    // Progress keeps the flag; the screen clears it when lines come again.
    expect(applySiteCrawlLine(reconnecting, progress({ found: 1, fetched: 1, skipped: 0 }, null))).toMatchObject({ reconnecting: true, counts: { fetched: 1 } });
    const failed: SiteCrawlState = { status: "failed", error: "x" };
    expect(reconnectingSiteCrawl(failed, true)).toBe(failed);
  });

  it("after Durdur, keeps following: the stopped job's last lines bring the page whose body had arrived", () => {
    const stopping = stoppingSiteCrawl(applySiteCrawlLine(running, progress({ found: 2, fetched: 0, skipped: 0 }, "https://ornek.com/")), 2_000);
    expect(stopping).toMatchObject({ status: "running", stopping: { at: 2_000 } });
    // Pressed twice: the first press's time holds.
    expect(stoppingSiteCrawl(stopping, 3_000)).toBe(stopping);
    const withPage = applySiteCrawlLine(stopping, progress({ found: 2, fetched: 1, skipped: 0 }, null, [pageA]));
    const summary = { crawl: { ...crawl, stopReason: "cancelled", counts: { found: 2, fetched: 1, skipped: 1 } }, llmsTxt: null } as SiteCrawlSummary;
    const stopped = applySiteCrawlLine(withPage, { type: "result", result: summary });
    expect(stopped).toMatchObject({ status: "stopped", counts: { fetched: 1 }, result: { crawl: { stopReason: "cancelled", pages: [pageA] } } });
  });

  it("after Durdur of a crawl still in line, ends stopped with nothing rather than failed", () => {
    const stopping = stoppingSiteCrawl(queuedSiteCrawl(running, { position: 2, etaSeconds: 30 }), 2_000);
    const stopped = applySiteCrawlLine(stopping, { type: "error", code: "cancelled", error: "İş sırada beklerken durduruldu." });
    expect(stopped).toMatchObject({ status: "stopped", counts: EMPTY_COUNTS, result: { crawl: { stopReason: "cancelled", pages: [] } } });
    // Without Durdur, the same line is a failure with the server's message.
    expect(applySiteCrawlLine(running, { type: "error", code: "cancelled", error: "x" })).toEqual({ status: "failed", error: "x" });
  });

  it("ends in failed with the server's message on an error line", () => {
    expect(applySiteCrawlLine(running, { type: "error", code: "internal", error: "Beklenmeyen" })).toEqual({ status: "failed", error: "Beklenmeyen" });
  });

  it("collects the records the progress lines carry, and a stop turns them into the partial result", () => {
    let state: SiteCrawlState = applySiteCrawlLine(running, progress({ found: 3, fetched: 1, skipped: 0 }, "https://ornek.com/b", [pageA]));
    state = applySiteCrawlLine(state, progress({ found: 3, fetched: 2, skipped: 1 }, null, [pageB], [skippedC]));
    const stopped = stopSiteCrawl(state, 4_500);
    expect(stopped.status).toBe("stopped");
    if (stopped.status !== "stopped") return;
    expect(stopped.counts).toEqual({ found: 3, fetched: 2, skipped: 1 });
    expect(stopped.result.llmsTxt).toBeNull();
    expect(stopped.result.crawl).toMatchObject({
      startUrl: "https://ornek.com/",
      stopReason: "cancelled",
      durationMs: 3_500,
      counts: { found: 3, fetched: 2, skipped: 1 },
      pages: [pageA, pageB],
      skipped: [skippedC],
    });
    // Lines after the stop change nothing, and stopping twice keeps the first result.
    expect(applySiteCrawlLine(stopped, progress(EMPTY_COUNTS, null, [pageA]))).toBe(stopped);
    expect(stopSiteCrawl(stopped, 9_000)).toBe(stopped);
  });
});

describe("refusalMessage", () => {
  it("takes the API's Turkish error, or the fallback", () => {
    expect(refusalMessage({ code: "busy", error: "Şu anda yoğunuz" }, "yedek")).toBe("Şu anda yoğunuz");
    expect(refusalMessage("<html>", "yedek")).toBe("yedek");
    expect(refusalMessage({ error: "" }, "yedek")).toBe("yedek");
  });
});
