import { afterAll, describe, expect, it } from "vitest";
import { HTML_LIMITS } from "~/features/gptbot-simulator/limits";
import { PageAnalysisError, createAnalysisPool } from "./analysis-pool.server";
import type { PageAnalysis } from "./types";

/*
 * The pool runs the real worker file in real threads. The time-limit case needs HTML that is slow
 * but inside the parse limits: stray closing tags at the maximum depth make htmlparser2 scan its
 * whole stack for each one (~1 µs apiece).
 */

const pool = createAnalysisPool({ threads: 1, timeoutMs: 4_000 });
afterAll(() => pool.close());

const url = "https://example.com/";

describe("analysis pool", () => {
  it("analyses in a worker thread", async () => {
    const analysis = await pool.analyze({ url, html: "<html lang=tr><title>Merhaba</title><h1>Başlık</h1></html>" });
    expect(analysis.title).toBe("Merhaba");
    expect(analysis.headings).toEqual([{ level: 1, text: "Başlık" }]);
  });

  it("refuses 200,000 unclosed <div>s at the depth limit, fast", async () => {
    const started = Date.now();
    const failure = await pool.analyze({ url, html: "<div>".repeat(200_000) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PageAnalysisError);
    expect((failure as PageAnalysisError).reason).toBe("depth");
    // Only catches a hang (about 0.1 s here, over 10 times that on a loaded machine); the speed
    // is the analyzer-attack benchmark's business.
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("refuses too many elements", async () => {
    const html = "<i></i>".repeat(HTML_LIMITS.maxElements + 1);
    await expect(pool.analyze({ url, html })).rejects.toMatchObject({ reason: "elements" });
  });

  it("terminates an analysis over its time limit and keeps serving afterwards", async () => {
    const short = createAnalysisPool({ threads: 1, timeoutMs: 1_000 });
    try {
      // Several seconds of work: well past the limit even on a fast machine.
      const slow = "<div>".repeat(HTML_LIMITS.maxDepth - 1) + "</span>".repeat(5_000_000);
      const started = Date.now();
      await expect(short.analyze({ url, html: slow })).rejects.toMatchObject({ reason: "timeout" });
      // Only catches a hang (10 times the limit): the reason says the time limit ended it.
      expect(Date.now() - started).toBeLessThan(10_000);
      // The replacement thread starts inside the same 1 s limit, and starting one (with the
      // TypeScript loader) can take longer than that on a loaded machine: a few tries tell a pool
      // that serves again from one that never does, whatever the load.
      let after: PageAnalysis | null = null;
      for (let attempt = 0; attempt < 5 && after === null; attempt += 1) {
        after = await short.analyze({ url, html: "<title>Sonra</title>" }).catch((error: unknown) => {
          if (error instanceof PageAnalysisError && error.reason === "timeout") return null;
          throw error;
        });
      }
      expect(after?.title).toBe("Sonra");
    } finally {
      await short.close();
    }
  });

  it("stops when the caller cancels", async () => {
    const controller = new AbortController();
    const slow = "<div>".repeat(HTML_LIMITS.maxDepth - 1) + "</span>".repeat(1_500_000);
    const running = pool.analyze({ url, html: slow }, controller.signal);
    setTimeout(() => controller.abort(new Error("ziyaretçi ayrıldı")), 50);
    await expect(running).rejects.toThrow("ziyaretçi ayrıldı");
  });

  it("answers busy when the queue is full", async () => {
    const tiny = createAnalysisPool({ threads: 1, maxQueue: 1, timeoutMs: 2_000 });
    try {
      const slow = "<div>".repeat(HTML_LIMITS.maxDepth - 1) + "</span>".repeat(300_000);
      const results = await Promise.allSettled([0, 1, 2, 3].map(() => tiny.analyze({ url, html: slow })));
      const reasons = results.map((r) => (r.status === "rejected" ? (r.reason as PageAnalysisError).reason : "ok"));
      expect(reasons).toContain("busy");
    } finally {
      await tiny.close();
    }
  });

  it("holds a reserved place until it is released: one cap for fetch and analysis", async () => {
    const tiny = createAnalysisPool({ threads: 1, maxQueue: 1 });
    try {
      const first = tiny.reserve();
      const second = tiny.reserve();
      expect(() => tiny.reserve()).toThrow(PageAnalysisError);
      await expect(tiny.analyze({ url, html: "<title>x</title>" })).rejects.toMatchObject({ reason: "busy" });
      first.release();
      first.release();
      const third = tiny.reserve();
      expect(() => tiny.reserve()).toThrow(PageAnalysisError);
      second.release();
      third.release();
      expect((await tiny.analyze({ url, html: "<title>Sonra</title>" })).title).toBe("Sonra");
    } finally {
      await tiny.close();
    }
  });
});
