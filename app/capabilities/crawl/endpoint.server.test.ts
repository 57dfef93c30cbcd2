import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startLongLinksSite } from "../../../tests/support/long-links-site";
import {
  abortLiveCheckWhen,
  cancelJobOf,
  cleanUpAfterEach,
  expectNoRequestAfter,
  expectRefusedAsInvalid,
  fixtureSite,
  leaveJobWhen,
  readLiveLines,
  readTimedLiveLines,
  sleep,
  startCanary,
  startLiveCheckApi,
  type TimedLine,
} from "../../../tests/support/live-check";
import { CRAWL_DEFAULTS } from "~/capabilities/crawl/.server/crawl";
import { createLiveCheckEndpoint } from "~/capabilities/live-check/.server";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { SAFE_FETCH_MESSAGES } from "~/.server/safe-fetch";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";
import type { CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import { JOB_FOLLOW_API, type JobLine } from "~/shared/jobs";
import { JOB_TEXT } from "~/shared/jobs.content";
import { completeResult } from "./crawl-state";
import { createSiteCrawlEndpoint } from "./endpoint.server";
import { siteCrawlJob, type SiteCrawlJobOptions } from "./job.server";
import { SITE_CRAWL_MESSAGES } from "./messages.content";
import type { SiteCrawlLine, SiteCrawlResult } from "./schema";

/* The endpoint behind the server's own adapter on loopback, crawling the generated fixture site. */

const defer = cleanUpAfterEach();

/** A line of the crawl's answer: the job's own (its id, its place in line) or the crawl's. */
type Line = SiteCrawlLine | JobLine;

/**
 * The site crawl with the worker that runs it (`options` are the job kind's), and beside it a
 * one-page live check: another kind of job, with run slots of its own. The server trusts
 * X-Forwarded-For, so that a test may pose as several clients.
 */
async function startApi(env: Record<string, string>, options: SiteCrawlJobOptions = {}): Promise<{ base: string }> {
  const base = await startLiveCheckApi({
    env,
    trustProxy: true,
    routes: [
      { method: "POST", path: "/api/site-crawl", handler: { handler: createSiteCrawlEndpoint(), jobKinds: [siteCrawlJob(options)] } },
      { method: "POST", path: "/api/live/one-page", handler: onePageCheck },
    ],
  });
  return { base };
}

/** POSTs `body` as JSON to `path` as the client at `ip` (the server trusts X-Forwarded-For here). */
function postAs(base: string, path: string, body: unknown, ip: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(body), signal });
}

/** A crawl as the client at `ip` (one crawl at a time per client: each test's crawls that overlap pose as clients of their own). */
const post = (base: string, body: unknown, ip = "203.0.113.1", signal?: AbortSignal): Promise<Response> => postAs(base, "/api/site-crawl", body, ip, signal);
const readLines = (response: Response, onLine?: (line: Line) => void): Promise<TimedLine<Line>[]> => readTimedLiveLines<Line>(response, onLine);

/** The crawl's own lines (without the job's id and place in line), in order. */
function crawlLines(lines: readonly TimedLine<Line>[]): TimedLine<SiteCrawlLine>[] {
  return lines.flatMap((timed) => (timed.line.type === "job" || timed.line.type === "queued" ? [] : [timed as TimedLine<SiteCrawlLine>]));
}

/** The crawl's result as the screen puts it together: the result line and the progress lines' records. */
function resultOf(lines: TimedLine<Line>[]): SiteCrawlResult {
  const last = lines.at(-1)?.line;
  if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
  const progress = lines.flatMap(({ line }) => (line.type === "progress" ? [line] : []));
  return completeResult(last.result, progress.flatMap((line) => line.pages), progress.flatMap((line) => line.skipped));
}

/** A live check of one page: a job of the "live-check" kind, beside the crawls' "site-crawl". */
const onePageCheck = createLiveCheckEndpoint<{ url: string }, never, number | null>({
  name: "one-page",
  schema: { safeParse: (input) => ({ success: true, data: input as { url: string } }) },
  run: async ({ url }, job) => (await job.fetchPage(url)).status,
});

/**
 * Reads the answer to its end (`lines`); `seen` resolves at the first line `accept` takes, with
 * the lines read so far (the last one is that line), or, when the stream ended without such a
 * line, with all of them (the test's expectations then fail instead of hanging).
 */
function readUntil(response: Response, accept: (line: Line) => boolean): { seen: Promise<Line[]>; lines: Promise<TimedLine<Line>[]> } {
  const sofar: Line[] = [];
  let see = (_lines: Line[]): void => {};
  const seen = new Promise<Line[]>((resolve) => (see = resolve));
  const lines = readLines(response, (line) => {
    sofar.push(line);
    if (accept(line)) see([...sofar]);
  });
  void lines.then(
    () => see([...sofar]),
    () => see([...sofar]),
  );
  return { seen, lines };
}

/**
 * WORKER_CONCURRENCY = 1 and a crawl of a 300-page site (4 requests at a time, 40 ms each: seconds)
 * by the client 203.0.113.1 taking the site-crawl kind's run slot, read up to its first progress
 * line (it runs); `rest` reads its stream on to the end. `otherHosts` may be crawled too.
 */
async function oneCrawlRunning(otherHosts: readonly string[] = []): Promise<{ base: string; origin: string; running: Response; jobId: string; rest: Promise<TimedLine<Line>[]> }> {
  const site = await fixtureSite({ pages: 300, latencyMs: 40 });
  const origin = site.host;
  const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: [origin, ...otherHosts].join(","), WORKER_CONCURRENCY: "1" });
  const running = await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, "203.0.113.1");
  expect(running.status).toBe(200);
  const { seen, lines } = readUntil(running, (line) => line.type === "progress");
  const sofar = await seen;
  expect(sofar.at(-1)?.type).toBe("progress");
  const first = sofar[0];
  if (first?.type !== "job") throw new Error(`first line is ${JSON.stringify(first)}`);
  return { base, origin, running, jobId: first.jobId, rest: lines };
}

/**
 * Posts a crawl as `ip` once that client's previous one has ended: its row is marked done just
 * after its result line is stored, so a crawl posted the moment the result arrived may still find
 * it running (409). Any other answer is returned as is.
 */
async function postOnceEnded(base: string, body: unknown, ip = "203.0.113.1"): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await post(base, body, ip);
    if (response.status !== 409 || attempt >= 20) return response;
    await response.body?.cancel();
    await sleep(50);
  }
}

describe("POST /api/site-crawl", () => {
  it("streams the job's id, then started and progress lines while the crawl runs, then one result", async () => {
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
    const all = await readLines(response, (line) => {
      if (line.type === "progress" && line.counts.fetched > 0) sawProgress();
    });
    expect(all[0]?.line).toEqual({ type: "job", jobId: expect.any(String) });
    const lines = crawlLines(all);
    // Every crawl line carries its place in the job's sequence, in order.
    expect(lines.map(({ line }) => (line as { seq?: unknown }).seq)).toEqual(lines.map((_, index) => index + 1));

    const types = lines.map((l) => l.line.type);
    expect(types[0]).toBe("started");
    expect(types.filter((t) => t === "started")).toHaveLength(1);
    expect(types.filter((t) => t === "result")).toHaveLength(1);
    expect(types.at(-1)).toBe("result");
    const progress = lines.filter((l) => l.line.type === "progress");
    expect(types[1]).toBe("progress");
    // The first line at once, at least one while the crawl ran (the held page), the last one.
    expect(progress.length).toBeGreaterThanOrEqual(3);
    // Throttled (app/.server/ndjson-stream.test.ts times the interval with fake timers): 60 pages
    // make over 120 progress events, far fewer lines go out.
    expect(progress.length).toBeLessThan(60);
    const fetched = progress.map((l) => (l.line.type === "progress" ? l.line.counts.fetched : -1));
    expect(fetched).toEqual([...fetched].sort((a, b) => a - b));

    const result = resultOf(all);
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
      .map((line) => JSON.parse(line) as Line);

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
      const response = await postOnceEnded(base, { url: `http://${origin}/`, purpose: "sitemap" });
      expect(response.status).toBe(200);
      expect(resultOf(await readLines(response)).crawl.stopReason).toBe("done");
    }
    const refused = await postOnceEnded(base, { url: `http://${origin}/`, purpose: "sitemap" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await refused.json()) as { code: string; error: string };
    expect(body.code).toBe("rate_limited");
    expect(body.error).toMatch(/^Çok fazla tarama başlattınız\. Lütfen .+ sonra tekrar deneyin\.$/);
    // Another client has its own quota.
    const other = await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, "203.0.113.9");
    expect(other.status).toBe(200);
    expect(resultOf(await readLines(other)).crawl.stopReason).toBe("done");
  });

  it("puts a crawl beyond WORKER_CONCURRENCY in line and runs it once the first is stopped; a client's second crawl is refused (409) until its first is stopped", async () => {
    const small = await fixtureSite({ pages: 3 });
    const { base, running, jobId, rest } = await oneCrawlRunning([small.host]);
    const smallCrawl = { url: `${small.origin}/`, purpose: "sitemap" };

    // The same client, while its crawl runs: refused in the same tool, whatever site it asks for,
    // and told which crawl blocks, so that its new screen can stop it.
    const sameClient = await post(base, { url: `${small.origin}/`, purpose: "sitemap" }, "203.0.113.1");
    expect(sameClient.status).toBe(409);
    expect(await sameClient.json()).toEqual({ code: "client_busy", error: JOB_TEXT.clientBusy, jobId });
    // Another tool's crawl (the llms.txt generator's "Siteden doldur") is not blocked by it: it is
    // put in line. Stopped while it waits, it leaves the line to the next client.
    const otherTool = await post(base, { url: `${small.origin}/`, purpose: "llms-txt" }, "203.0.113.1");
    expect(otherTool.status).toBe(200);
    const otherToolLines = readUntil(otherTool, (line) => line.type === "queued");
    const otherToolJob = (await otherToolLines.seen)[0];
    if (otherToolJob?.type !== "job") throw new Error(`first line is ${JSON.stringify(otherToolJob)}`);
    expect(otherToolJob.jobId).not.toBe(jobId);
    expect((await cancelJobOf(running, otherToolJob.jobId)).status).toBe(200);
    await otherToolLines.lines;

    // Another client: accepted, and told its place in line while the first runs.
    const second = await post(base, smallCrawl, "203.0.113.2");
    expect(second.status).toBe(200);
    const waiting = readUntil(second, (line) => line.type === "queued");
    const queuedSoFar = await waiting.seen;
    expect(queuedSoFar.at(-1)).toEqual({ type: "queued", position: 1, etaSeconds: expect.any(Number) });
    const queued = queuedSoFar.at(-1);
    expect(queued?.type === "queued" && queued.etaSeconds).toBeGreaterThan(0);
    // Its client is refused a second crawl while the first waits, too.
    const waitingClient = await post(base, smallCrawl, "203.0.113.2");
    expect(waitingClient.status).toBe(409);
    const waitingBody = (await waitingClient.json()) as { jobId?: string };
    // Its own waiting crawl, never the first client's.
    expect(waitingBody).toEqual({ code: "client_busy", error: JOB_TEXT.clientBusy, jobId: expect.any(String) });
    expect(waitingBody.jobId).not.toBe(jobId);
    expect(queuedSoFar[0]).toEqual({ type: "job", jobId: waitingBody.jobId });

    // "Durdur" of the running crawl: its client may start another at once, and the one in line runs.
    const cancelledAt = Date.now();
    const stopped = await cancelJobOf(running, jobId);
    expect(stopped.status).toBe(200);
    const again = await post(base, smallCrawl, "203.0.113.1");
    expect(again.status).toBe(200);
    const [firstLines, secondLines, againLines] = await Promise.all([rest, waiting.lines, readLines(again)]);

    expect(resultOf(firstLines).crawl.stopReason).toBe("cancelled");
    const secondTypes = secondLines.map(({ line }) => line.type);
    // The place in line comes before the crawl's own lines, and the crawl starts only once the first stopped.
    expect(secondTypes.indexOf("queued")).toBeLessThan(secondTypes.indexOf("started"));
    expect(secondLines.find(({ line }) => line.type === "started")?.at).toBeGreaterThanOrEqual(cancelledAt);
    const places = secondLines.flatMap(({ line }) => (line.type === "queued" ? [line.position] : []));
    expect(places).toEqual([...places].sort((a, b) => b - a));
    expect(resultOf(secondLines).crawl.stopReason).toBe("done");
    expect(resultOf(secondLines).crawl.counts.fetched).toBeGreaterThanOrEqual(3);
    expect(resultOf(againLines).crawl.stopReason).toBe("done");
  });

  it("runs a crawl and a live check at the same time: each kind has its own run slots, even with WORKER_CONCURRENCY=1", async () => {
    const { base, origin, running, jobId, rest } = await oneCrawlRunning();
    // The crawl's client may run a live check beside its crawl (another kind of job).
    const live = await postAs(base, "/api/live/one-page", { url: `http://${origin}/p/0` }, "203.0.113.1");
    expect(live.status).toBe(200);
    const liveLines = await readLiveLines<LiveCheckLine<never, number | null> | JobLine>(live);
    expect(liveLines.map((line) => line.type)).toContain("started");
    expect(liveLines.at(-1)).toMatchObject({ type: "result", result: 200 });
    // The crawl ran all along: it ends by "Durdur", not by itself (had the check waited for its slot, the crawl would have been done).
    expect((await cancelJobOf(running, jobId)).status).toBe(200);
    expect(resultOf(await rest).crawl.stopReason).toBe("cancelled");
  });

  it('stops fetching on "Durdur": no request reaches the site after the stop + 1 s', async () => {
    const site = await fixtureSite({ pages: 300, latencyMs: 40 });
    const origin = `127.0.0.1:${site.port}`;
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });
    const controller = new AbortController();
    const response = await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, undefined, controller.signal);
    const abortedAt = await abortLiveCheckWhen<Line>(response, controller, (line) => line.type === "progress" && line.counts.fetched >= 10);
    const requestsAtAbort = site.requests.length;
    // A hang-catching bound, not a speed goal: the job sees "Durdur" within its poll (400 ms) and
    // stops at once (a request already on its way lands at once); the margin is the 1 s.
    await expectNoRequestAfter(site, abortedAt + 1000, 1500);
    // Far from the 300 pages the site has: the crawl really stopped (until the job's next look at
    // its row, at most 400 ms, 4 requests of 40 ms at a time may still go out).
    expect(site.requests.length).toBeLessThan(requestsAtAbort + 40);
    expect(site.requests.length).toBeLessThan(150);
  });

  it("runs on when the visitor goes away: following the job again gives the rest of its lines, up to the result", async () => {
    const site = await fixtureSite({ pages: 40, latencyMs: 20 });
    const { base } = await startApi({ ANALYZER_ALLOWED_HOSTS: site.host });
    const controller = new AbortController();
    const response = await post(base, { url: `${site.origin}/`, purpose: "sitemap" }, undefined, controller.signal);
    const before: Line[] = [];
    const { jobId } = await leaveJobWhen<Line>(response, controller, (line) => {
      before.push(line);
      return line.type === "progress";
    });
    if (jobId === null) throw new Error("no job line");
    const lastSeq = Math.max(...before.map((line) => (line as { seq?: number }).seq ?? 0));
    expect(lastSeq).toBeGreaterThanOrEqual(2);
    const after = await readLines(await postAs(base, JOB_FOLLOW_API.path, { id: jobId, after: lastSeq }, "203.0.113.1"));
    expect(after[0]?.line).toEqual({ type: "job", jobId });
    expect(crawlLines(after).map(({ line }) => (line as { seq?: unknown }).seq)[0]).toBe(lastSeq + 1);
    const last = after.at(-1)?.line;
    if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
    expect(last.result.crawl.stopReason).toBe("done");
    expect(last.result.crawl.counts.fetched).toBeGreaterThanOrEqual(40);
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

    const direct = resultOf(await readLines(await post(base, { url: "http://10.0.0.1/", purpose: "llms-txt" }, "203.0.113.1")));
    expect(direct.crawl.pages).toEqual([]);
    expect(direct.llmsTxt).toEqual({ url: "http://10.0.0.1/llms.txt", status: null, text: null });
    expect(direct.crawl.skipped[0]).toMatchObject({ url: "http://10.0.0.1/", reason: "error" });
    expect(connects).toEqual([]);

    const redirected = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, "203.0.113.2")));
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
    const { crawl } = resultOf(await readLines(await post(base, { url: `http://${origin}/`, purpose: "sitemap" }, "203.0.113.1")));
    expect(crawl.stopReason).toBe("host-budget");
    // robots.txt, sitemaps and pages all count; a request aborted by the stop may not have arrived.
    expect(site.requests.length).toBeLessThanOrEqual(25);
    expect(site.requests.length).toBeGreaterThanOrEqual(20);

    // Another visitor's crawl of the same host.
    const refused = await post(base, { url: `http://${origin}/`, purpose: "llms-txt" }, "203.0.113.2");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ code: "host_budget", error: SAFE_FETCH_MESSAGES.host_budget });
    // Nothing of the refused crawl (it would start with /llms.txt) was sent; the first one's total still holds.
    expect(site.requests.filter((r) => r.path === "/llms.txt")).toEqual([]);
    expect(site.requests.length).toBeLessThanOrEqual(25);
  });
});
