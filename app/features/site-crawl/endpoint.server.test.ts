import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, postLiveCheck, readTimedLiveLines, startCanary, startLiveCheckApi, statusOnceFree, type TimedLine } from "../../../tests/support/live-check";
import { LIVE_CHECK_MESSAGES, createLiveCheckEndpoint } from "~/.server/live-check";
import { createSiteCrawlEndpoint, type SiteCrawlEndpointOptions } from "./endpoint.server";
import { SITE_CRAWL_MESSAGES } from "./messages";
import type { SiteCrawlLine, SiteCrawlResult } from "./schema";

/* The endpoint behind the server's own adapter on loopback, crawling the generated fixture site. */

const defer = cleanUpAfterEach();

/** The site crawl, and beside it a one-page live check that competes for the same job slots. */
async function startApi(env: Record<string, string>, options: SiteCrawlEndpointOptions = {}): Promise<{ base: string }> {
  const base = await startLiveCheckApi({
    env,
    routes: [
      { method: "POST", path: "/api/site-crawl", handler: createSiteCrawlEndpoint(options) },
      { method: "POST", path: "/api/live/one-page", handler: onePageCheck },
    ],
  });
  return { base };
}

const post = (base: string, body: unknown, signal?: AbortSignal): Promise<Response> => postLiveCheck(base, "/api/site-crawl", body, signal);
const readLines = (response: Response): Promise<TimedLine<SiteCrawlLine>[]> => readTimedLiveLines<SiteCrawlLine>(response);

function resultOf(lines: TimedLine<SiteCrawlLine>[]): SiteCrawlResult {
  const last = lines.at(-1)?.line;
  if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
  return last.result;
}

/** A live check of one page: it takes one of the CRAWL_MAX_JOBS slots the crawls use too. */
const onePageCheck = createLiveCheckEndpoint<{ url: string }, never, number | null>({
  name: "one-page",
  schema: { safeParse: (input) => ({ success: true, data: input as { url: string } }) },
  run: async ({ url }, job) => (await job.fetchPage(url)).status,
});

/** CRAWL_MAX_JOBS = 1 and a crawl of a 300-page site taking that slot; `first` cancels it. */
async function oneCrawlRunning(): Promise<{ base: string; origin: string; first: AbortController; running: Response }> {
  const site = await fixtureSite({ pages: 300, latencyMs: 40 });
  const origin = site.host;
  const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin, CRAWL_MAX_JOBS: "1" });
  const first = new AbortController();
  const running = await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, first.signal);
  expect(running.status).toBe(200);
  return { base, origin, first, running };
}

describe("POST /api/site-crawl", () => {
  it("streams progress lines while the crawl runs, then one result", async () => {
    // The last numbered page answers only once a progress line with a fetched page has reached
    // the visitor: the crawl cannot end before one did, however fast or slow the machine.
    let sawProgress = (): void => {};
    const progressSeen = new Promise<void>((resolve) => (sawProgress = resolve));
    const site = await fixtureSite({ pages: 60, latencyMs: 15, hold: (path) => (path === "/p/59" ? progressSeen : undefined) });
    const origin = `127.0.0.1:${site.port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });
    const response = await post(base, { url: `http://${origin}/`, purpose: "sitemap" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store, no-transform");
    const lines = await readTimedLiveLines<SiteCrawlLine>(response, (line) => {
      if (line.type === "progress" && line.counts.fetched > 0) sawProgress();
    });

    const types = lines.map((l) => l.line.type);
    expect(types.filter((t) => t === "result")).toHaveLength(1);
    expect(types.at(-1)).toBe("result");
    const progress = lines.filter((l) => l.line.type === "progress");
    // The first line at once, at least one while the crawl ran (the held page), the last one.
    expect(progress.length).toBeGreaterThanOrEqual(3);
    // Throttled (app/.server/ndjson-stream.test.ts times the interval with fake timers): 60 pages
    // make over 120 progress events, far fewer lines go out.
    expect(progress.length).toBeLessThan(60);
    const fetched = progress.map((l) => (l.line.type === "progress" ? l.line.counts.fetched : -1));
    expect(fetched).toEqual([...fetched].sort((a, b) => a - b));

    const result = resultOf(lines);
    expect(result.llmsTxt).toBeNull();
    expect(result.crawl.stopReason).toBe("done");
    expect(result.crawl.pages.filter((p) => /^\/p\/\d+$/.test(new URL(p.url).pathname))).toHaveLength(60);
    const lastProgress = progress.at(-1)?.line;
    expect(lastProgress?.type === "progress" && lastProgress.counts).toEqual(result.crawl.counts);

    // The progress lines carry every page and skipped URL once, so a stopped crawl keeps them.
    const streamedPages = progress.flatMap((l) => (l.line.type === "progress" ? l.line.pages : []));
    const streamedSkipped = progress.flatMap((l) => (l.line.type === "progress" ? l.line.skipped : []));
    expect(streamedPages.map((p) => p.url).sort()).toEqual(result.crawl.pages.map((p) => p.url).sort());
    expect(streamedSkipped.map((s) => s.url).sort()).toEqual(result.crawl.skipped.map((s) => s.url).sort());
  });

  it("answers 400 with a Turkish message for a bad address or purpose, before any crawl", async () => {
    const { base } = await startApi({});
    const cases: [unknown, string][] = [
      [{ url: "", purpose: "sitemap" }, SITE_CRAWL_MESSAGES.emptyUrl],
      [{ url: "ftp://ornek.com/", purpose: "sitemap" }, SITE_CRAWL_MESSAGES.invalidUrl],
      [{ url: `https://ornek.com/${"a".repeat(2048)}`, purpose: "sitemap" }, SITE_CRAWL_MESSAGES.urlTooLong],
      [{ url: "https://ornek.com/", purpose: "robots" }, SITE_CRAWL_MESSAGES.invalidPurpose],
    ];
    await expectRefusedAsInvalid((body) => post(base, body), cases);
  });

  it("answers 429 with Retry-After after CRAWL_RATE_LIMIT crawls an hour", async () => {
    const site = await fixtureSite({ pages: 3 });
    const origin = `127.0.0.1:${site.port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin, CRAWL_RATE_LIMIT: "2" });
    for (let i = 0; i < 2; i += 1) {
      const response = await post(base, { url: `http://${origin}/`, purpose: "sitemap" });
      expect(response.status).toBe(200);
      await readLines(response);
    }
    const refused = await post(base, { url: `http://${origin}/`, purpose: "sitemap" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe("rate_limited");
    expect(body.error).toMatch(/^Çok fazla tarama başlattınız\. Lütfen .+ sonra tekrar deneyin\.$/);
  });

  it("answers 503 'şu anda yoğun' with Retry-After while CRAWL_MAX_JOBS crawls run, and frees the slot on cancel", async () => {
    const { base, origin, first, running } = await oneCrawlRunning();

    const busy = await post(base, { url: `http://${origin}/`, purpose: "sitemap" });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("10");
    expect(await busy.json()).toEqual({ code: "busy", error: SITE_CRAWL_MESSAGES.busy });
    expect(SITE_CRAWL_MESSAGES.busy).toContain("şu anda yoğun");

    first.abort();
    await running.body?.cancel().catch(() => undefined);
    // The aborted crawl gives its slot back once its requests in flight have ended.
    expect(await statusOnceFree(() => post(base, { url: `http://${origin}/`, purpose: "sitemap" }))).toBe(200);
  });

  it("shares its CRAWL_MAX_JOBS slots with the live checks", async () => {
    const { base, origin, first, running } = await oneCrawlRunning();
    const live = await postLiveCheck(base, "/api/live/one-page", { url: `http://${origin}/p/0` });
    expect(live.status).toBe(503);
    expect(await live.json()).toEqual({ code: "busy", error: LIVE_CHECK_MESSAGES.busy });
    first.abort();
    await running.body?.cancel().catch(() => undefined);
  });

  it("stops fetching when the client aborts: no request reaches the site after abort + 1 s", async () => {
    const site = await fixtureSite({ pages: 300, latencyMs: 40 });
    const origin = `127.0.0.1:${site.port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });
    const controller = new AbortController();
    const response = await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, controller.signal);
    const abortedAt = await abortLiveCheckWhen<SiteCrawlLine>(response, controller, (line) => line.type === "progress" && line.counts.fetched >= 10);
    const requestsAtAbort = site.requests.length;
    // A hang-catching bound, not a speed goal: on loopback the job stops within a few ms of the
    // abort (a request already on its way lands at once); the margin is over 10 times that.
    await expectNoRequestAfter(site, abortedAt + 1000, 1500);
    // Far from the 300 pages the site has: the crawl really stopped.
    expect(site.requests.length).toBeLessThan(requestsAtAbort + 10);
    expect(site.requests.length).toBeLessThan(150);
  });

  it("reads the site's llms.txt for the llms-txt purpose and checks the links it lists", async () => {
    const llmsTxt = "# Örnek\n\n> Özet\n\n## Belgeler\n\n- [Belge](/belge): var\n- [Ölü](/olu-baglanti)\n- [Dış](https://baska.example.test/)\n";
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      const path = req.url ?? "/";
      requests.push(path);
      if (path === "/llms.txt") {
        res.writeHead(200, { "content-type": "text/markdown; charset=utf-8" });
        return void res.end(llmsTxt);
      }
      if (path === "/" || path === "/belge") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return void res.end(`<!doctype html><html><head><title>${path}</title></head><body>x</body></html>`);
      }
      res.writeHead(404, { "content-type": "text/html" });
      res.end("yok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });

    const result = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "llms-txt" })));
    expect(result.llmsTxt).toEqual({ url: `http://${origin}/llms.txt`, status: 200, text: llmsTxt });
    const byPath = new Map(result.crawl.pages.map((p) => [new URL(p.url).pathname, p]));
    expect(byPath.get("/belge")).toMatchObject({ status: 200, foundOn: `http://${origin}/llms.txt` });
    expect(byPath.get("/olu-baglanti")).toMatchObject({ status: 404, error: "http_status" });
    expect(requests).not.toContain("https://baska.example.test/");

    // A site without one: status 404, no text; the sitemap purpose never asks for it.
    const site = await fixtureSite({ pages: 2 });
    const fixtureOrigin = `127.0.0.1:${site.port}`;
    const other = await startApi({ ANALYZER_ALLOWED_HOSTS: fixtureOrigin });
    const missing = resultOf(await readLines(await post(other.base, { url: `http://${fixtureOrigin}/`, purpose: "llms-txt" })));
    expect(missing.llmsTxt).toEqual({ url: `http://${fixtureOrigin}/llms.txt`, status: 404, text: null });
  });

  it("never connects to a private address, whether asked for or redirected to", async () => {
    const canary = await startCanary();
    const site = await fixtureSite({ pages: 3, canaryPort: canary.port });
    const origin = `127.0.0.1:${site.port}`;
    const connects: string[] = [];
    const { base } = await startApi(
      { ANALYZER_ALLOWED_HOSTS: origin },
      { fetch: { beforeConnect: ({ address, port }) => connects.push(`${address}:${port}`) } },
    );

    const direct = resultOf(await readLines(await post(base, { url: "http://10.0.0.1/", purpose: "llms-txt" })));
    expect(direct.crawl.pages).toEqual([]);
    expect(direct.llmsTxt).toEqual({ url: "http://10.0.0.1/llms.txt", status: null, text: null });
    expect(direct.crawl.skipped[0]).toMatchObject({ url: "http://10.0.0.1/", reason: "error" });
    expect(connects).toEqual([]);

    const redirected = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "sitemap" })));
    expect(redirected.crawl.skipped.find((s) => s.url.endsWith("/to-canary"))).toMatchObject({ reason: "error", detail: "blocked_address" });
    expect(canary.hits).toEqual([]);
    expect(new Set(connects)).toEqual(new Set([origin]));
  });
});
