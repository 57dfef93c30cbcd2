import { describe, expect, it } from "vitest";
import type { CrawlResult } from "~/shared/site-crawl";
import { EMPTY_COUNTS, applySiteCrawlLine, asSiteCrawlLine, refusalMessage } from "./crawl-state";
import type { SiteCrawlState } from "./crawl-state";

const running: SiteCrawlState = { status: "running", counts: EMPTY_COUNTS, current: null };
const crawl = { startUrl: "https://ornek.com/", pages: [] } as unknown as CrawlResult;

describe("asSiteCrawlLine", () => {
  it("accepts the three line types and refuses anything else", () => {
    expect(asSiteCrawlLine({ type: "progress", counts: { found: 3, fetched: 1, skipped: 0 }, current: "https://ornek.com/a" })).toEqual({
      type: "progress",
      counts: { found: 3, fetched: 1, skipped: 0 },
      current: "https://ornek.com/a",
    });
    expect(asSiteCrawlLine({ type: "result", result: { crawl, llmsTxt: null } })?.type).toBe("result");
    expect(asSiteCrawlLine({ type: "error", code: "internal", error: "Hata" })).toEqual({ type: "error", code: "internal", error: "Hata" });
    expect(asSiteCrawlLine({ type: "progress", counts: { found: "3" } })).toBeNull();
    expect(asSiteCrawlLine(["progress"])).toBeNull();
    expect(asSiteCrawlLine(null)).toBeNull();
  });
});

describe("applySiteCrawlLine", () => {
  it("moves from progress to done, and ignores lines after the end", () => {
    const progressed = applySiteCrawlLine(running, { type: "progress", counts: { found: 5, fetched: 2, skipped: 1 }, current: "https://ornek.com/b" });
    expect(progressed).toEqual({ status: "running", counts: { found: 5, fetched: 2, skipped: 1 }, current: "https://ornek.com/b" });
    const done = applySiteCrawlLine(progressed, { type: "result", result: { crawl, llmsTxt: null } });
    expect(done).toEqual({ status: "done", result: { crawl, llmsTxt: null } });
    expect(applySiteCrawlLine(done, { type: "error", code: "internal", error: "Hata" })).toBe(done);
  });

  it("ends in failed with the server's message on an error line", () => {
    expect(applySiteCrawlLine(running, { type: "error", code: "internal", error: "Beklenmeyen" })).toEqual({ status: "failed", error: "Beklenmeyen" });
  });

  it("keeps a stopped crawl stopped", () => {
    const stopped: SiteCrawlState = { status: "stopped", counts: { found: 4, fetched: 2, skipped: 0 } };
    expect(applySiteCrawlLine(stopped, { type: "progress", counts: EMPTY_COUNTS, current: null })).toBe(stopped);
  });
});

describe("refusalMessage", () => {
  it("takes the API's Turkish error, or the fallback", () => {
    expect(refusalMessage({ code: "busy", error: "Şu anda yoğunuz" }, "yedek")).toBe("Şu anda yoğunuz");
    expect(refusalMessage("<html>", "yedek")).toBe("yedek");
    expect(refusalMessage({ error: "" }, "yedek")).toBe("yedek");
  });
});
