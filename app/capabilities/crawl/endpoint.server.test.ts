import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startLongLinksSite } from "../../../tests/support/long-links-site";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, postLiveCheck, readTimedLiveLines, startCanary, startLiveCheckApi, statusOnceFree, type TimedLine } from "../../../tests/support/live-check";
import { CRAWL_DEFAULTS } from "~/capabilities/crawl/.server/crawl";
import { LIVE_CHECK_MESSAGES, createLiveCheckEndpoint } from "~/capabilities/live-check/.server";
import { SAFE_FETCH_MESSAGES } from "~/.server/safe-fetch";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";
import type { CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import { completeResult } from "./crawl-state";
import { createSiteCrawlEndpoint, type SiteCrawlEndpointOptions } from "./endpoint.server";
import { SITE_CRAWL_MESSAGES } from "./messages.content";
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

/** The crawl's result as the screen puts it together: the result line and the progress lines' records. */
function resultOf(lines: TimedLine<SiteCrawlLine>[]): SiteCrawlResult {
  const last = lines.at(-1)?.line;
  if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
  const progress = lines.flatMap(({ line }) => (line.type === "progress" ? [line] : []));
  return completeResult(last.result, progress.flatMap((line) => line.pages), progress.flatMap((line) => line.skipped));
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

    // The progress lines carry every page and skipped URL once (so a stopped crawl keeps them), and
    // the result line none of them again.
    const streamedPages = progress.flatMap((l) => (l.line.type === "progress" ? l.line.pages : []));
    expect(new Set(streamedPages.map((p) => p.url)).size).toBe(streamedPages.length);
    expect(streamedPages).toHaveLength(result.crawl.counts.fetched);
    const resultLine = lines.at(-1)?.line;
    expect(resultLine?.type === "result" && Object.keys(resultLine.result.crawl)).not.toContain("pages");
    expect(resultLine?.type === "result" && Object.keys(resultLine.result.crawl)).not.toContain("skipped");
  });

  it("keeps and sends bounded records for a site of many long links, each page once (issue 28, item 5)", async () => {
    // 13 pages of 2,000 links of ~1,000 characters (a 1 KB <base href> and short relative links):
    // kept whole and sent twice, that was ~90 MB of answer from ~1 MB of pages.
    const site = await startLongLinksSite({ pages: 12, linksPerPage: 2_000, linkLength: 1_000, tooLong: 20 });
    defer(() => site.close());
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}` }, { crawl: { maxPages: 30 } });
    const response = await post(base, { url: `${site.origin}/`, purpose: "sitemap" });
    const text = await response.text();
    const lines = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as SiteCrawlLine);

    const pages = lines.flatMap((line) => (line.type === "progress" ? line.pages : []));
    const skipped = lines.flatMap((line) => (line.type === "progress" ? line.skipped : []));
    const last = lines.at(-1);
    if (last?.type !== "result") throw new Error(`last line is ${last?.type}`);
    // Each record travels once: in a progress line, not again in the result.
    expect("pages" in last.result.crawl).toBe(false);
    expect("skipped" in last.result.crawl).toBe(false);
    expect(new Set(pages.map((page) => page.url)).size).toBe(pages.length);
    expect(pages.filter((page) => page.title?.startsWith("Sayfa"))).toHaveLength(13);

    // What a page keeps, and the job in all; the rest is counted.
    const keptLinks = (page: CrawlPage): string[] => [...page.internalLinks, ...page.nofollowLinks];
    for (const page of pages) expect(keptLinks(page).length).toBeLessThanOrEqual(CRAWL_DEFAULTS.maxKeptLinksPerPage);
    const keptChars = pages.flatMap(keptLinks).reduce((sum, url) => sum + url.length, 0);
    expect(keptChars).toBeLessThanOrEqual(CRAWL_DEFAULTS.maxKeptLinkChars);
    expect(pages.flatMap(keptLinks).every((url) => url.length <= URL_MAX_LENGTH)).toBe(true);
    expect(last.result.crawl.notKept.longLinks).toBe(13 * 20);
    expect(last.result.crawl.notKept.pageLinks).toBe(pages.reduce((sum, page) => sum + page.linksNotKept, 0) - 13 * 20);
    expect(last.result.crawl.notKept.pageLinks).toBeGreaterThan(0);
    expect(skipped.length).toBeLessThanOrEqual(CRAWL_DEFAULTS.maxSkippedRecords);
    expect(last.result.crawl.skippedNotListed).toBe(last.result.crawl.counts.skipped - skipped.length);

    // The whole answer: the kept links, the listed skipped URLs (URL and page found on), a little per page.
    const skippedBound = CRAWL_DEFAULTS.maxSkippedRecords * (2 * URL_MAX_LENGTH + 1_000);
    expect(Buffer.byteLength(text)).toBeLessThan(CRAWL_DEFAULTS.maxKeptLinkChars * 1.1 + skippedBound + 30 * 20_000);
    expect(skipped.every((record: SkippedUrl) => record.url.length <= URL_MAX_LENGTH)).toBe(true);
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

  it("keeps to the ports the visitor typed: links and redirects to other ports are never requested", async () => {
    const hits: string[] = [];
    const server = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/smtp") {
        res.writeHead(302, { location: "http://public.example.test:25/" });
        return void res.end();
      }
      res.writeHead(req.url === "/" || req.url === "/a" ? 200 : 404, { "content-type": "text/html" });
      res.end('<a href="/a">a</a> <a href="/smtp">b</a> <a href="http://127.0.0.1:6379/">c</a> <a href="https://127.0.0.1:25/x">d</a>');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connects: string[] = [];
    const { base } = await startApi(
      { ANALYZER_ALLOWED_HOSTS: origin },
      {
        fetch: {
          lookup: async (name) => (name === "public.example.test" ? [{ address: "93.184.216.34", family: 4 }] : []),
          beforeConnect: ({ address, port }) => {
            connects.push(`${address}:${port}`);
            if (address !== "127.0.0.1") throw new Error(`test guard: refusing ${address}`);
          },
        },
      },
    );
    const { crawl } = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "sitemap" })));
    expect(crawl.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(["/", "/a"]);
    for (const url of ["http://127.0.0.1:6379/", "https://127.0.0.1:25/x"]) {
      expect(crawl.skipped).toContainEqual(expect.objectContaining({ url, reason: "off-host", detail: "blocked_port" }));
    }
    expect(crawl.skipped.find((s) => s.url.endsWith("/smtp"))).toMatchObject({ reason: "error", detail: "blocked_port" });
    expect(new Set(connects)).toEqual(new Set([origin]));
  });

  it("stops at the target host's hourly budget, shared by every visitor, then refuses up front", async () => {
    const site = await fixtureSite({ pages: 80 });
    const origin = `127.0.0.1:${site.port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin, TARGET_HOST_HOURLY_REQUESTS: "25" });
    const { crawl } = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "sitemap" })));
    expect(crawl.stopReason).toBe("host-budget");
    // robots.txt, sitemaps and pages all count; a request aborted by the stop may not have arrived.
    expect(site.requests.length).toBeLessThanOrEqual(25);
    expect(site.requests.length).toBeGreaterThanOrEqual(20);

    const refused = await post(base, { url: `http://${origin}/`, purpose: "llms-txt" });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "host_budget", error: SAFE_FETCH_MESSAGES.host_budget });
    // Nothing of the refused crawl (it would start with /llms.txt) was sent; the first one's total still holds.
    expect(site.requests.filter((r) => r.path === "/llms.txt")).toEqual([]);
    expect(site.requests.length).toBeLessThanOrEqual(25);
  });
});
