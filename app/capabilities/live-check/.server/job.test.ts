import { describe, expect, it, vi } from "vitest";
import { cleanUpAfterEach, fixtureSite } from "../../../../tests/support/live-check";
import { LiveJob, type LiveJobOptions } from "./job";
import { LIVE_CHECK_MESSAGES } from "./messages.content";

/* The live checks' job against the generated fixture website on loopback. */

const defer = cleanUpAfterEach();

/** Lets real I/O run until `condition` holds; the bound only stops a test that would hang. */
async function until(condition: () => boolean): Promise<void> {
  for (let turns = 0; !condition(); turns += 1) {
    if (turns > 1_000_000) throw new Error("the condition never held");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function job(origin: string, options: LiveJobOptions<string> = {}): LiveJob<string> {
  const created = new LiveJob<string>({ ...options, fetch: { allowHosts: [origin.replace("http://", "")], ...options.fetch } });
  defer(async () => created.finish());
  return created;
}

describe("LiveJob.fetchPage", () => {
  it("answers a page with its signals, and an error status as data, not an exception", async () => {
    const { origin } = await fixtureSite({ pages: 4 });
    const live = job(origin);
    const page = await live.fetchPage(`${origin}/canonical-elsewhere`);
    expect(page).toMatchObject({ status: 200, contentType: "text/html", error: null, redirects: [] });
    expect(page.signals?.canonical).toBe(`${origin}/p/1`);
    expect(page.userAgent).toBe(live.defaultUserAgent);

    const missing = await live.fetchPage(`${origin}/broken`);
    expect(missing.status).toBe(404);
    expect(missing.signals?.title).toBe("Bulunamadı");
  });

  it("names every redirect hop with its status", async () => {
    const { origin } = await fixtureSite({ pages: 4 });
    const page = await job(origin).fetchPage(`${origin}/redirect-1`);
    expect(page.redirects).toEqual([
      { url: `${origin}/redirect-1`, status: 301 },
      { url: `${origin}/redirect-2`, status: 302 },
    ]);
    expect(page.finalUrl).toBe(`${origin}/p/2`);
  });

  it("never connects to a private address that is not allow-listed, and says why in Turkish", async () => {
    const site = await fixtureSite({ pages: 2 });
    const { origin } = site;
    const connections: string[] = [];
    const live = new LiveJob({ fetch: { beforeConnect: (info) => connections.push(info.url) } });
    defer(async () => live.finish());
    const page = await live.fetchPage(`${origin}/p/0`);
    expect(page.status).toBeNull();
    expect(page.error?.code).toBe("blocked_address");
    expect(page.error?.message).toMatch(/özel\/yerel bir ağa/);
    expect(connections).toEqual([]);
    expect(site.requests).toEqual([]);
  });

  it("sends the user agent it is given (per-bot checks)", async () => {
    const site = await fixtureSite({ pages: 2 });
    const { origin } = site;
    await job(origin).fetchPage(`${origin}/p/0`, { userAgent: "GPTBot/1.3" });
    expect(site.requests.map((r) => r.userAgent)).toEqual(["GPTBot/1.3"]);
  });
});

describe("LiveJob limits", () => {
  it("sends no request beyond maxRequests", async () => {
    const site = await fixtureSite({ pages: 8 });
    const { origin } = site;
    const live = job(origin, { limits: { maxRequests: 3 } });
    const pages = await Promise.all([0, 1, 2, 3, 4].map((n) => live.fetchPage(`${origin}/p/${n}`)));
    expect(pages.filter((p) => p.status === 200)).toHaveLength(3);
    expect(pages.filter((p) => p.error?.code === "request-limit")).toHaveLength(2);
    expect(pages.find((p) => p.error)?.error?.message).toBe(LIVE_CHECK_MESSAGES.requestLimit(3));
    expect(site.requests).toHaveLength(3);
    // The refusal is the check's reason too, without aborting what was already answered.
    expect(live.stopReason).toBe("request-limit");
    expect(live.stopMessage).toBe(LIVE_CHECK_MESSAGES.requestLimit(3));
  });

  it("keeps at most four requests open to one host", async () => {
    const site = await fixtureSite({ pages: 16, latencyMs: 150 });
    const { origin } = site;
    const live = job(origin);
    await Promise.all(Array.from({ length: 12 }, (_, n) => live.fetchPage(`${origin}/p/${n}`)));
    expect(site.requests).toHaveLength(12);
    expect(site.peakOpen()).toBeLessThanOrEqual(4);
    expect(site.peakOpen()).toBeGreaterThan(1);
  });

  it("spaces the requests that ask for it", async () => {
    const site = await fixtureSite({ pages: 6 });
    const { origin } = site;
    // The job's clock is faked and moves only to the next request's slot once the previous
    // request has reached the site, so the gaps the site sees are exact whatever the machine's
    // load (real sockets still carry the requests).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    defer(async () => {
      vi.useRealTimers();
    });
    const live = job(origin);
    const all = Promise.all([0, 1, 2, 3].map((n) => live.fetchPage(`${origin}/p/${n}`, { minIntervalMs: 200 })));
    await until(() => site.requests.length >= 1);
    for (let arrived = 2; arrived <= 4; arrived += 1) {
      await vi.advanceTimersToNextTimerAsync();
      await until(() => site.requests.length >= arrived);
    }
    expect((await all).map((page) => page.status)).toEqual([200, 200, 200, 200]);
    const times = site.requests.map((r) => r.at);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i += 1) expect((times[i] ?? 0) - (times[i - 1] ?? 0)).toBeGreaterThanOrEqual(200);
  });

  it("stops at the byte budget: later requests are not sent", async () => {
    const site = await fixtureSite({ pages: 6 });
    const { origin } = site;
    const live = job(origin, { limits: { maxTotalBytes: 400, maxBytesPerPage: 300 } });
    const first = await live.fetchPage(`${origin}/p/0`);
    expect(first.status).toBe(200);
    const results = [];
    for (const n of [1, 2, 3]) results.push(await live.fetchPage(`${origin}/p/${n}`));
    expect(results.some((p) => p.error?.code === "byte-limit")).toBe(true);
    expect(live.totalBytes).toBeLessThanOrEqual(400);
    expect(site.requests.length).toBeLessThanOrEqual(3);
  });

  it("ends at the time limit, aborting the request in flight", async () => {
    const { origin } = await fixtureSite({ pages: 2, slowPage: true });
    const live = job(origin, { limits: { timeLimitMs: 300 } });
    const started = Date.now();
    const page = await live.fetchPage(`${origin}/slow`);
    // Only catches a hang (over 15 times the limit): the error code says which limit ended it.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(page.error?.code).toBe("time-limit");
    expect(live.stopReason).toBe("time-limit");
    expect((await live.fetchPage(`${origin}/p/0`)).error?.code).toBe("time-limit");
  });

  it("cancels with the visitor's signal: the request in flight is closed, no later one is sent", async () => {
    const site = await fixtureSite({ pages: 4, slowPage: true });
    const { origin } = site;
    const visitor = new AbortController();
    const live = job(origin, { signal: visitor.signal });
    const pending = live.fetchPage(`${origin}/slow`);
    await expect.poll(() => site.requests.length).toBe(1);
    visitor.abort();
    expect((await pending).error).toEqual({ code: "cancelled", message: LIVE_CHECK_MESSAGES.cancelled });
    expect((await live.fetchPage(`${origin}/p/0`)).error?.code).toBe("cancelled");
    expect(site.requests).toHaveLength(1);
    await expect.poll(() => site.peakOpen() > 0 && site.requests.length === 1).toBe(true);
  });

  it("reports progress: planned and finished requests, and the URL being fetched", async () => {
    const { origin } = await fixtureSite({ pages: 4 });
    const seen: { done: number; total: number; current: string | null }[] = [];
    const live = job(origin, { onProgress: (progress) => seen.push(progress) });
    live.plan(2);
    await live.fetchPage(`${origin}/p/0`);
    await live.fetchPage(`${origin}/p/1`);
    expect(seen[0]).toEqual({ done: 0, total: 2, current: null });
    expect(seen).toContainEqual({ done: 0, total: 2, current: `${origin}/p/0` });
    expect(seen.at(-1)).toEqual({ done: 2, total: 2, current: null });
  });
});

describe("LiveJob.fetchText", () => {
  it("gives the text only for an accepted type with 2xx, the status otherwise", async () => {
    const { origin } = await fixtureSite({ pages: 2, llmsTxt: true });
    const live = job(origin);
    const robots = await live.fetchText(`${origin}/robots.txt`, { accept: ["text/plain"] });
    expect(robots.text).toContain("Disallow: /private/");
    const html = await live.fetchText(`${origin}/p/0`, { accept: ["text/plain"] });
    expect(html).toMatchObject({ status: 200, text: null, contentType: "text/html" });
    const missing = await live.fetchText(`${origin}/yok.txt`, { accept: ["text/plain"] });
    expect(missing).toMatchObject({ status: 404, text: null, error: null });
  });
});
