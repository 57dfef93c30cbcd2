import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gzipBomb, startFixtureSite } from "../../../../tests/support/fixture-site";
import { startLongLinksSite } from "../../../../tests/support/long-links-site";
import type { LongLinksSite } from "../../../../tests/support/long-links-site";
import type { FixtureSite } from "../../../../tests/support/fixture-site";
import type { LookupAll } from "~/.server/safe-fetch";
import { crawlSite, crawlerUserAgent } from "./crawl";
import type { CrawlOptions } from "./crawl";
import type { CrawlProgress } from "~/capabilities/crawl/site-crawl";

const HOST = "site.example.test";
const lookup: LookupAll = async (hostname) => {
  if (hostname === HOST || hostname === `www.${HOST}`) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

let site: FixtureSite | null = null;
let canary: http.Server | null = null;
afterEach(async () => {
  vi.useRealTimers();
  await site?.close();
  site = null;
  await new Promise<void>((resolve) => (canary ? canary.close(() => resolve()) : resolve()));
  canary = null;
});

function options(port: number, extra: CrawlOptions = {}): CrawlOptions {
  return {
    siteUrl: "https://www.example.com",
    fetch: { lookup, allowHosts: [`${HOST}:${port}`, `www.${HOST}:${port}`] },
    ...extra,
  };
}
const start = (port: number): string => `http://${HOST}:${port}/`;
const paths = (s: FixtureSite): string[] => s.requests.map((r) => r.path);

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("crawlSite: the job's kept-alive connections", () => {
  it("reads 60 pages over a few connections and leaves none open when it ends", async () => {
    site = await startFixtureSite({ pages: 60 });
    const result = await crawlSite(start(site.port), options(site.port));
    expect(result.counts.fetched).toBeGreaterThan(60);
    const { opened } = site.connections();
    // Four workers, and undici's occasional extra socket when an answer's end and the next request cross.
    expect(opened).toBeLessThanOrEqual(8);
    await until(() => site?.connections().open === 0);
    expect(site.connections().open).toBe(0);
  });

  it("closes its connections when it is cancelled mid-crawl", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    site = await startFixtureSite({ pages: 30, hold: (path) => (path === "/p/5" ? held : undefined) });
    const controller = new AbortController();
    const crawling = crawlSite(start(site.port), options(site.port, { signal: controller.signal, onProgress: (e) => e.type === "fetching" && e.url.endsWith("/p/5") && setTimeout(() => controller.abort(), 20) }));
    const result = await crawling;
    release();
    expect(result.stopReason).toBe("cancelled");
    await until(() => site?.connections().open === 0);
    expect(site.connections().open).toBe(0);
  });
});

describe("crawlSite on the fixture site", () => {
  it("finds every page through links and sitemaps and records what it read", async () => {
    site = await startFixtureSite({ pages: 40 });
    const events: CrawlProgress[] = [];
    const result = await crawlSite(start(site.port), options(site.port, { onProgress: (e) => events.push(e) }));
    const byPath = new Map(result.pages.map((p) => [new URL(p.url).pathname, p]));

    expect(result.stopReason).toBe("done");
    for (let n = 0; n < 40; n += 1) expect(byPath.get(`/p/${n}`)?.status).toBe(200);
    // Read once (the redirect chain's target /p/2 is also linked directly), with our user agent.
    const pageRequests = paths(site).filter((p) => p.startsWith("/p/"));
    expect(new Set(pageRequests).size).toBe(pageRequests.length);
    expect(site.requests.every((r) => r.userAgent === crawlerUserAgent("https://www.example.com"))).toBe(true);
    expect(crawlerUserAgent("https://www.example.com")).toBe("PusulaDijitalBot/1.0 (+https://www.example.com/seo-araclari)");
    expect(paths(site).filter((p) => p === "/robots.txt")).toHaveLength(1);

    const home = byPath.get("/");
    expect(home?.title).toBe("Ana sayfa");
    expect(home?.metaDescription).toBe("Ana sayfa description");
    expect(home?.canonical.html).toBe(start(site.port));
    expect(home?.internalLinks).toContain(`${start(site.port)}article`); // fragment removed
    expect(home?.nofollowLinks).toEqual([`${start(site.port)}nofollow-target`]);
    expect(home?.externalLinks).toBe(1);
    expect(byPath.get("/p/3")?.lastmod).toEqual([{ source: "last-modified", value: "2026-11-10T08:00:00.000Z" }]);
    expect(byPath.get("/article")?.lastmod).toEqual([
      { source: "json-ld", value: "2026-11-01T07:00:00.000Z" },
      { source: "article:modified_time", value: "2026-11-02T09:00:00.000Z" },
    ]);
    expect(byPath.get("/noindex-meta")?.robots).toMatchObject({ noindex: true, meta: { noindex: true } });
    expect(byPath.get("/noindex-header")?.robots).toMatchObject({ noindex: true, header: { noindex: true } });
    expect(byPath.get("/canonical-elsewhere")?.canonical.html).toBe(`${start(site.port)}p/1`);
    expect(byPath.get("/canonical-header")?.canonical.header).toBe(`${start(site.port)}p/2`);
    expect(byPath.get("/redirect-1")).toMatchObject({
      finalUrl: `${start(site.port)}p/2`,
      redirects: [`${start(site.port)}redirect-1`, `${start(site.port)}redirect-2`],
      status: 200,
    });
    expect(byPath.get("/broken")).toMatchObject({ status: 404, error: "http_status", foundOn: start(site.port) });
    expect(byPath.get("/gone-from-site")).toMatchObject({ status: 404, source: "sitemap" });

    const skippedBy = (reason: string) => result.skipped.filter((s) => s.reason === reason).map((s) => s.url);
    expect(skippedBy("robots")).toEqual([`${start(site.port)}private/secret`]);
    expect(result.skipped.find((s) => s.reason === "robots")?.detail).toBe("Disallow: /private/ (line 2)");
    expect(skippedBy("off-host")).toEqual(["http://other.example.test/"]);
    expect(result.skipped.find((s) => s.reason === "non-html")).toMatchObject({ contentType: "application/pdf" });
    // Never requested: disallowed, nofollow link, link on a nofollow page.
    for (const never of ["/private/secret", "/nofollow-target", "/only-from-nofollow"]) expect(paths(site)).not.toContain(never);

    expect(result.sitemaps.files.map((f) => [new URL(f.url).pathname, f.kind, f.gzip, f.refused])).toEqual([
      ["/sitemap_index.xml", "index", false, null],
      ["/sitemaps/pages-1.xml", "urlset", false, null],
      ["/sitemaps/pages-2.xml.gz", "urlset", true, null],
    ]);
    expect(result.sitemaps.urls).toHaveLength(43);

    // Progress: counts only grow, the last event matches the result.
    const fetchedCounts = events.map((e) => e.counts.fetched);
    expect(fetchedCounts).toEqual([...fetchedCounts].sort((a, b) => a - b));
    expect(events.at(-1)?.counts).toEqual(result.counts);
    expect(events.some((e) => e.type === "fetching" && e.url.endsWith("/p/7"))).toBe(true);
    expect(result.counts.fetched).toBe(result.pages.length);
  });

  it("reads a page once when one link redirects to it and another links to it, in either order", async () => {
    // With the sitemaps, /p/2 (listed) may be read while the home page loads, before its
    // /redirect-1 → 301 /redirect-2 → 302 /p/2; without them, the redirect comes first and /p/0's link to /p/2 later.
    for (const sitemaps of [true, false]) {
      await site?.close();
      site = await startFixtureSite({ pages: 40 });
      const result = await crawlSite(start(site.port), options(site.port, { sitemaps }));
      const requested = paths(site).filter((p) => p !== "/robots.txt" && !p.includes("sitemap"));
      expect(requested.filter((p) => p === "/p/2")).toHaveLength(1);
      expect(new Set(requested).size).toBe(requested.length);
      // The redirect's record still says where it leads and what answered there.
      expect(result.pages.find((p) => p.url.endsWith("/redirect-1"))).toMatchObject({
        finalUrl: `${start(site.port)}p/2`,
        redirects: [`${start(site.port)}redirect-1`, `${start(site.port)}redirect-2`],
        status: 200,
        title: "Sayfa 2",
      });
      expect(result.pages.filter((p) => p.finalUrl.endsWith("/p/2")).length).toBeGreaterThanOrEqual(1);
      expect(result.stopReason).toBe("done");
    }
  });

  it("ends a redirect loop between two linked URLs as an error for each, without waiting on itself", async () => {
    const hits: string[] = [];
    canary = http.createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/a" || req.url === "/b") {
        res.writeHead(302, { location: req.url === "/a" ? "/b" : "/a" });
        return void res.end();
      }
      res.writeHead(req.url === "/" ? 200 : 404, { "content-type": "text/html" });
      res.end('<a href="/a">a</a><a href="/b">b</a>');
    });
    await new Promise<void>((resolve) => canary?.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
    const result = await crawlSite(`${origin}/`, { fetch: { allowHosts: [origin.slice("http://".length)] }, sitemaps: false });
    expect(result.stopReason).toBe("done");
    for (const path of ["/a", "/b"]) {
      expect(result.skipped.find((s) => s.url === `${origin}${path}`)).toMatchObject({ reason: "error", detail: "too_many_redirects" });
    }
    // Bounded: each of the two reads its chain of 6 hops at most twice (once more after the other failed).
    expect(hits.filter((path) => path === "/a" || path === "/b").length).toBeLessThanOrEqual(4 * 6);
  });

  it("drops links and ignores a <base href> longer than 2,048 characters, and counts them", async () => {
    const hostile: LongLinksSite = await startLongLinksSite({ pages: 3, linksPerPage: 10, linkLength: 200, tooLong: 5 });
    try {
      const local = (extra: CrawlOptions): CrawlOptions => ({ fetch: { allowHosts: [`127.0.0.1:${hostile.port}`] }, sitemaps: false, ...extra });
      const longBase = await crawlSite(`${hostile.origin}/long-base`, local({ maxPages: 1 }));
      // The base is ignored: the link resolves against the page's own address.
      expect(longBase.pages[0]?.internalLinks).toEqual([`${hostile.origin}/p0`]);

      const result = await crawlSite(`${hostile.origin}/`, local({ maxPages: 2 }));
      const home = result.pages.find((p) => p.url === `${hostile.origin}/`);
      expect(home?.internalLinks.length).toBe(3 + 4);
      expect(home?.nofollowLinks.length).toBe(3);
      expect(home?.linksNotKept).toBe(5);
      expect(result.notKept.longLinks).toBe(10);
      expect(hostile.requests.some((path) => path.length > 2_048)).toBe(false);
    } finally {
      await hostile.close();
    }
  });

  it("keeps at most maxKeptLinksPerPage links per page, maxKeptLinkChars in all and maxFoundUrls queued", async () => {
    const hostile = await startLongLinksSite({ pages: 4, linksPerPage: 404, linkLength: 100 });
    try {
      const result = await crawlSite(`${hostile.origin}/`, {
        fetch: { allowHosts: [`127.0.0.1:${hostile.port}`] },
        sitemaps: false,
        maxPages: 5,
        maxKeptLinksPerPage: 150,
        maxKeptLinkChars: 500 * 100,
        maxFoundUrls: 300,
        maxSkippedRecords: 50,
      });
      const kept = result.pages.map((p) => p.internalLinks.length + p.nofollowLinks.length);
      expect(Math.max(...kept)).toBe(150);
      const chars = result.pages.flatMap((p) => [...p.internalLinks, ...p.nofollowLinks]).reduce((sum, url) => sum + url.length, 0);
      expect(chars).toBeLessThanOrEqual(500 * 100);
      expect(result.notKept.pageLinks).toBe(result.pages.reduce((sum, p) => sum + p.linksNotKept, 0));
      expect(result.counts.found).toBe(300);
      expect(result.notKept.urls).toBeGreaterThan(0);
      expect(result.skipped).toHaveLength(50);
      expect(result.skippedNotListed).toBe(result.counts.skipped - 50);
      expect(result.stopReason).toBe("page-limit");
    } finally {
      await hostile.close();
    }
  });

  it("counts the links it has no room for without resolving them, once the record and the queue are full", async () => {
    const hostile = await startLongLinksSite({ pages: 6, linksPerPage: 1_000, linkLength: 1_500 });
    let urlsBuilt = 0;
    const CountingUrl = class extends URL {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        urlsBuilt += 1;
      }
    };
    vi.stubGlobal("URL", CountingUrl);
    try {
      const result = await crawlSite(`${hostile.origin}/`, {
        fetch: { allowHosts: [`127.0.0.1:${hostile.port}`] },
        sitemaps: false,
        maxPages: 6,
        maxKeptLinksPerPage: 100,
        maxFoundUrls: 200,
      });
      vi.unstubAllGlobals();
      const fetched = result.pages.filter((p) => p.status === 200);
      expect(fetched.length).toBeGreaterThanOrEqual(6);
      // Every link of every page is accounted for: kept on the record, or counted as not kept.
      for (const page of fetched) expect(page.internalLinks.length + page.nofollowLinks.length + page.linksNotKept).toBe(1_000);
      expect(result.counts.found).toBe(200);
      expect(result.notKept.urls).toBeGreaterThan(0);
      // 6,000 links read; past the first page's, only what fit was built.
      expect(urlsBuilt).toBeLessThan(2_500);
    } finally {
      vi.unstubAllGlobals();
      await hostile.close();
    }
  });

  it("lists skipped URLs up to maxSkippedChars characters of addresses, and counts the rest", async () => {
    const hostile = await startLongLinksSite({ pages: 3, linksPerPage: 300, linkLength: 1_000 });
    try {
      const result = await crawlSite(`${hostile.origin}/`, {
        fetch: { allowHosts: [`127.0.0.1:${hostile.port}`] },
        sitemaps: false,
        maxPages: 3,
        maxSkippedChars: 20_000,
      });
      const chars = result.skipped.reduce((sum, record) => sum + record.url.length + (record.foundOn?.length ?? 0), 0);
      expect(chars).toBeLessThanOrEqual(20_000);
      expect(result.skipped.length).toBeGreaterThan(0);
      expect(result.skippedNotListed).toBeGreaterThan(0);
      expect(result.skippedNotListed).toBe(result.counts.skipped - result.skipped.length);
    } finally {
      await hostile.close();
    }
  });

  it("never has more than 4 requests open and never requests disallowed URLs", async () => {
    site = await startFixtureSite({ pages: 60, latencyMs: 15 });
    const result = await crawlSite(start(site.port), options(site.port, { concurrency: 16 }));
    expect(result.pages.length).toBeGreaterThan(60);
    expect(site.peakOpen()).toBeLessThanOrEqual(4);
    expect(site.peakOpen()).toBeGreaterThan(1);
    expect(paths(site).some((p) => p.startsWith("/private/"))).toBe(false);
  });

  it("spaces requests by Crawl-delay, capped at maxCrawlDelayMs", async () => {
    site = await startFixtureSite({ pages: 4, crawlDelay: 30 });
    // The crawler's clock is faked and only moves while no request is in flight, so a request's
    // start, its arrival and the gaps between them are exact: the verdict cannot depend on how
    // busy the machine is (real sockets still carry the requests).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const starts: number[] = [];
    const open = new Set<string>();
    let done = false;
    const pending = crawlSite(
      start(site.port),
      options(site.port, {
        maxCrawlDelayMs: 150,
        sitemaps: false,
        maxPages: 5,
        onProgress: (e) => {
          if (e.type === "fetching") {
            starts.push(Date.now());
            open.add(e.url);
          } else if (e.type === "page" || e.type === "skipped") open.delete(e.url);
        },
      }),
    ).finally(() => (done = true));
    for (let steps = 0; !done; steps += 1) {
      // Real I/O goes on between fake milliseconds; the bound only stops a crawler that never ends.
      while (!done && open.size > 0) await new Promise((resolve) => setImmediate(resolve));
      if (done) break;
      expect(steps).toBeLessThan(10_000);
      await vi.advanceTimersByTimeAsync(10);
    }
    const result = await pending;
    expect(result.robots[0]).toMatchObject({ crawlDelaySeconds: 30, appliedDelayMs: 150 });
    expect(result.pages).toHaveLength(5);
    expect(starts).toHaveLength(5);
    const gaps = (times: number[]): number[] => times.slice(1).map((at, i) => at - (times[i] ?? 0));
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(150);
    for (const gap of gaps(site.requests.map((r) => r.at))) expect(gap).toBeGreaterThanOrEqual(150);
  });

  it("stops at the page limit: 600 pages, 500 fetched", async () => {
    site = await startFixtureSite({ pages: 600 });
    const began = performance.now();
    const result = await crawlSite(start(site.port), options(site.port, { maxPages: 500 }));
    const seconds = (performance.now() - began) / 1000;
    const pageRequests = site.requests.filter((r) => r.path !== "/robots.txt" && !r.path.includes("sitemap"));
    // The home page's links are read first: its redirect is one page of two requests (/redirect-1,
    // /redirect-2; /p/2's answer is taken, not read again) and its PDF one page answered by headers.
    expect(pageRequests.filter((r) => r.path !== "/redirect-2")).toHaveLength(500);
    expect(result.pages.length + result.skipped.filter((s) => s.reason === "non-html").length).toBe(500);
    expect(result.pages.map((p) => new URL(p.url).pathname)).toEqual(expect.arrayContaining(["/", "/article", "/redirect-1", "/broken"]));
    expect(result.stopReason).toBe("page-limit");
    expect(result.skipped.filter((s) => s.reason === "limit").length).toBeGreaterThan(100);
    console.info(`600-page fixture, 500-page limit: ${seconds.toFixed(2)} s, ${(500 / seconds).toFixed(0)} pages/s`);
  });

  it("cancel aborts every request in flight, keeps the partial result, and nothing arrives after it", async () => {
    site = await startFixtureSite({ pages: 300, latencyMs: 40 });
    const controller = new AbortController();
    let fetched = 0;
    const pending = crawlSite(
      start(site.port),
      options(site.port, {
        signal: controller.signal,
        onProgress: (e) => {
          if (e.type === "page") fetched += 1;
          if (fetched === 20) controller.abort();
        },
      }),
    );
    const result = await pending;
    const abortedAt = Date.now();
    expect(result.stopReason).toBe("cancelled");
    expect(result.pages.length).toBeGreaterThanOrEqual(20);
    expect(result.pages.length).toBeLessThan(300);
    expect(result.skipped.some((s) => s.reason === "cancelled")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // A hang-catching bound, not a speed goal: a request already written when the crawl aborted
    // may still be read by the site a few ms later; 500 ms is over 10 times that.
    expect(site.requests.filter((r) => r.at > abortedAt + 500)).toEqual([]);
  });

  it("ends a page that never finishes with the job's time limit and returns what it has", async () => {
    site = await startFixtureSite({ pages: 4, slowPage: true });
    const began = Date.now();
    // 1.5 s leaves the four quick pages time to be read on a loaded machine; only /slow, which
    // never ends, must meet the limit. Its request timeout is set beyond the hang bound, so only
    // the job's time limit can end it in time.
    const result = await crawlSite(start(site.port), options(site.port, { timeLimitMs: 1_500, requestTimeoutMs: 30_000, sitemaps: false }));
    // Only catches a hang (10 times the limit): the stop reason says which limit ended it.
    expect(Date.now() - began).toBeLessThan(15_000);
    expect(result.stopReason).toBe("time-limit");
    expect(result.pages.length).toBeGreaterThan(3);
    expect(paths(site)).toContain("/slow");
  });

  it("ends a page that never finishes with the request timeout and goes on", async () => {
    site = await startFixtureSite({ pages: 4, slowPage: true });
    // The timeout applies to every page: at 300 ms the home page itself timed out once on a loaded
    // machine (1 run in 20 beside two CPU burners), so /slow was never found. 2 s is far beyond
    // what a fixture page takes, and only /slow, which never ends, reaches it.
    const result = await crawlSite(start(site.port), options(site.port, { requestTimeoutMs: 2_000, sitemaps: false }));
    expect(result.stopReason).toBe("done");
    expect(result.skipped.find((s) => s.url.endsWith("/slow"))).toMatchObject({ reason: "error", detail: "timeout" });
  });

  it("checks extra URLs nothing links to, and counts them against the page limit", async () => {
    site = await startFixtureSite({ pages: 4 });
    const llmsTxt = `${start(site.port)}llms.txt`;
    const result = await crawlSite(
      start(site.port),
      options(site.port, {
        sitemaps: false,
        extraUrls: ["/only-from-nofollow#x", "http://other.example.test/a", "http://[bad"],
        extraUrlsFoundOn: llmsTxt,
      }),
    );
    const extra = result.pages.find((p) => new URL(p.url).pathname === "/only-from-nofollow");
    expect(extra).toMatchObject({ status: 404, source: "link", foundOn: llmsTxt });
    expect(result.skipped).toContainEqual(expect.objectContaining({ url: "http://other.example.test/a", reason: "off-host", foundOn: llmsTxt }));

    await site.close();
    site = await startFixtureSite({ pages: 4 });
    const limited = await crawlSite(start(site.port), options(site.port, { sitemaps: false, maxPages: 2, extraUrls: ["/p/3", "/article"] }));
    expect(limited.stopReason).toBe("page-limit");
    expect(limited.pages.map((p) => new URL(p.url).pathname).sort()).toEqual(["/", "/p/3"]);
    expect(paths(site).filter((p) => p !== "/robots.txt").sort()).toEqual(["/", "/p/3"]);
  });

  it("stops at the byte budget", async () => {
    site = await startFixtureSite({ pages: 200 });
    const result = await crawlSite(start(site.port), options(site.port, { maxTotalBytes: 20_000, maxBytesPerPage: 2_000 }));
    expect(result.stopReason).toBe("byte-limit");
    expect(result.bytesRead).toBeLessThanOrEqual(20_000);
    expect(result.pages.length).toBeLessThan(200);
  });

  it("counts the bytes it reads, not what four requests in flight might read (issue 28, item 2)", async () => {
    // The whole site is a few dozen KB; reserving 500 KB per robots.txt and 5 MB per page before
    // sending spent a 6 MB budget with one page read.
    site = await startFixtureSite({ pages: 40, latencyMs: 20 });
    const result = await crawlSite(start(site.port), options(site.port, { maxTotalBytes: 6 * 1024 * 1024 }));
    expect(result.stopReason).toBe("done");
    expect(result.pages.filter((p) => /\/p\/\d+$/.test(p.url))).toHaveLength(40);
    expect(result.bytesRead).toBeGreaterThan(0);
    expect(result.bytesRead).toBeLessThan(200 * 1024);
  });

  it("never connects to a private address it is redirected or linked to (canary)", async () => {
    let connections = 0;
    canary = http.createServer((_req, res) => res.end("canary"));
    canary.on("connection", () => {
      connections += 1;
    });
    await new Promise<void>((resolve) => canary?.listen(0, "127.0.0.1", resolve));
    const canaryPort = (canary.address() as AddressInfo).port;
    site = await startFixtureSite({ pages: 4, canaryPort });
    const result = await crawlSite(start(site.port), options(site.port, { sitemaps: false }));
    expect(connections).toBe(0);
    // The redirect's target is refused by the fetcher's per-hop check...
    expect(result.skipped.find((s) => s.url.endsWith("/to-canary"))).toMatchObject({ reason: "error", detail: "blocked_address" });
    // ...and the www twin on the canary's port is not the site: another port is another service.
    expect(result.skipped.find((s) => s.url === `http://www.${HOST}:${canaryPort}/`)).toMatchObject({
      reason: "off-host",
      detail: "blocked_port",
    });
  });

  it("keeps to the site's ports: links to its host's :25 or :6379 are skipped, never requested", async () => {
    site = await startFixtureSite({ pages: 4 });
    const attempts: string[] = [];
    const smtp = `http://${HOST}:25/`;
    const redis = `http://www.${HOST}:6379/x`;
    const typed = `http://${HOST}:8080/`;
    const result = await crawlSite(
      start(site.port),
      options(site.port, {
        sitemaps: false,
        extraUrls: [smtp, redis, typed],
        fetch: {
          lookup,
          allowHosts: [`${HOST}:${site.port}`],
          allowPorts: [8080],
          beforeConnect: (info) => attempts.push(info.url),
        },
      }),
    );
    expect(result.stopReason).toBe("done");
    for (const url of [smtp, redis]) {
      expect(result.skipped).toContainEqual(expect.objectContaining({ url, reason: "off-host", detail: "blocked_port" }));
    }
    // A port the visitor typed stays in scope (here it is loopback, so the address policy refuses it).
    expect(result.skipped.find((s) => s.url === typed)).toMatchObject({ reason: "error", detail: "robots.txt: blocked_address" });
    expect(attempts.filter((url) => /:(25|6379)\//.test(url))).toEqual([]);
    expect(result.pages.find((p) => p.url === start(site?.port ?? 0))?.status).toBe(200);
  });
});

describe("crawlSite reads links before sitemap URLs", () => {
  /** A home page linking to `links`, a sitemap listing 30 products, /urun/3 among them also linked. */
  const shop = (links: string[]): http.Server =>
    http.createServer((req, res) => {
      const origin = `http://${req.headers.host}`;
      if (req.url === "/robots.txt") return void res.end(`Sitemap: ${origin}/sitemap.xml\n`);
      if (req.url === "/sitemap.xml") {
        res.writeHead(200, { "content-type": "application/xml" });
        return void res.end(`<urlset>${Array.from({ length: 30 }, (_, i) => `<url><loc>${origin}/urun/${i + 1}</loc></url>`).join("")}</urlset>`);
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<html><body>${req.url === "/" ? links.map((link) => `<a href="${link}">x</a>`).join("") : "<p>ürün</p>"}</body></html>`);
    });

  it("follows the home page's links first, a linked sitemap URL among them, and says when it read every link", async () => {
    canary = shop(["/kategori", "/urun/3"]);
    await new Promise<void>((resolve) => canary?.listen(0, "127.0.0.1", resolve));
    const { port } = canary.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const result = await crawlSite(`${origin}/`, { concurrency: 1, maxPages: 4, fetch: { allowHosts: [`127.0.0.1:${port}`] } });
    expect(result.pages.map((p) => [new URL(p.url).pathname, p.source])).toEqual([
      ["/", "start"],
      ["/kategori", "link"],
      ["/urun/3", "link"],
      ["/urun/1", "sitemap"],
    ]);
    expect(result.stopReason).toBe("page-limit");
    expect(result.linksExhausted).toBe(true);
    // Never read twice, nor skipped again from the sitemap's queue.
    expect(result.skipped.filter((s) => s.url === `${origin}/urun/3`)).toEqual([]);
  });

  it("says the link graph was cut when the page budget ends before the links do", async () => {
    canary = shop(["/a", "/b", "/c", "/d"]);
    await new Promise<void>((resolve) => canary?.listen(0, "127.0.0.1", resolve));
    const { port } = canary.address() as AddressInfo;
    const result = await crawlSite(`http://127.0.0.1:${port}/`, { concurrency: 1, maxPages: 3, fetch: { allowHosts: [`127.0.0.1:${port}`] } });
    expect(result.pages.map((p) => p.source)).toEqual(["start", "link", "link"]);
    expect(result.linksExhausted).toBe(false);
  });
});

describe("crawlSite against sitemap bombs", () => {
  it("refuses a gzip bomb at the inflate cap, with bounded memory", async () => {
    site = await startFixtureSite({ pages: 3, sitemapBomb: "gzip" });
    // The fixture builds its bomb (about 180 MB before compression) in this same process: built
    // before the measurement, so the growth is the crawler's alone.
    gzipBomb();
    const before = process.memoryUsage().rss;
    const result = await crawlSite(start(site.port), options(site.port));
    const growth = process.memoryUsage().rss - before;
    expect(result.sitemaps.files).toEqual([expect.objectContaining({ refused: "too-large", gzip: true })]);
    expect(result.sitemaps.urls).toEqual([]);
    expect(result.pages.length).toBeGreaterThan(0);
    expect(growth).toBeLessThan(200 * 1024 * 1024);
  });

  it("reads one level of an index of 50,000 nested indexes and refuses the rest", async () => {
    site = await startFixtureSite({ pages: 3, sitemapBomb: "nested" });
    const result = await crawlSite(start(site.port), options(site.port, { sitemapLimits: { maxFiles: 5 } }));
    const nestedRequests = paths(site).filter((p) => p.startsWith("/nested/"));
    expect(nestedRequests).toHaveLength(4);
    const refusals = result.sitemaps.files.map((f) => f.refused);
    expect(refusals).toEqual([null, "nested-index", "nested-index", "nested-index", "nested-index", "limit"]);
    expect(result.sitemaps.files[0]).toMatchObject({ kind: "index", entries: 50_000, truncated: false });
    expect(result.sitemaps.files.at(-1)?.entries).toBe(50_000 - 4);
  });
});
