import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, liveCheckEndpoint, liveResult, readLiveLines, readTimedLiveLines, startLiveCheckApi, statusOnceFree } from "../../../../tests/support/live-check";
import type { FetchedPage, LiveCheckLine } from "~/capabilities/live-check/live-check";
import { createLiveCheckEndpoint, type LiveCheckEndpointOptions } from "./endpoint";
import { SAFE_FETCH_MESSAGES } from "~/.server/safe-fetch";
import { LIVE_CHECK_MESSAGES } from "./messages.content";
import { urlsInRequest } from "./outbound-jobs";

/*
 * The live checks' endpoint factory behind the server's own adapter on loopback, with a small
 * check defined here: fetch each URL, emit one item per page, answer the statuses.
 */

type Item = { url: string; status: number | null };
type Line = LiveCheckLine<Item, { pages: FetchedPage[] }>;

const EMPTY = "Adres listesi boş.";
const schema = z.object({ urls: z.array(z.string()).check(z.minLength(1, EMPTY), z.maxLength(30)) }, { error: EMPTY });

const checkStatuses = (options: LiveCheckEndpointOptions = {}) =>
  createLiveCheckEndpoint<{ urls: string[] }, Item, { pages: FetchedPage[] }>(
    {
      name: "test",
      schema,
      async run({ urls }, job) {
        job.plan(urls.length);
        const pages = await Promise.all(
          urls.map(async (url) => {
            const page = await job.fetchPage(url);
            job.emit({ url, status: page.status });
            return page;
          }),
        );
        return { pages };
      },
    },
    options,
  );

const PATH = "/api/live/test";

const defer = cleanUpAfterEach();

const { start: startApi, post } = liveCheckEndpoint(PATH, checkStatuses);

describe("createLiveCheckEndpoint", () => {
  it("streams progress with the finished items, throttled, then one result", async () => {
    const { host } = await fixtureSite({ pages: 12, latencyMs: 60 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
    const urls = [...Array.from({ length: 10 }, (_, n) => `http://${host}/p/${n}`), `http://${host}/broken`];
    const response = await post(base, { urls });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = await readTimedLiveLines<Line>(response);
    expect(lines.at(-1)?.line.type).toBe("result");
    const progress = lines.flatMap(({ line, at }) => (line.type === "progress" ? [{ ...line, at }] : []));
    expect(progress[0]).toMatchObject({ done: 0, items: [] });
    expect(progress.at(-1)).toMatchObject({ done: 11, total: 11 });
    expect(progress.flatMap((p) => p.items).sort((a, b) => a.url.localeCompare(b.url))).toEqual(
      urls.map((url) => ({ url, status: url.endsWith("/broken") ? 404 : 200 })).sort((a, b) => a.url.localeCompare(b.url)),
    );
    // Throttled (app/.server/ndjson-stream.test.ts times it): 11 requests make 33 progress events
    // (start, end, item), far fewer lines go out.
    expect(progress.length).toBeLessThan(33);
  });

  it("answers 400 with the schema's Turkish message, before any request", async () => {
    const base = await startApi({});
    await expectRefusedAsInvalid((body) => post(base, body), [[{ urls: [] }, EMPTY]]);
  });

  it("answers 429 after LIVE_CHECK_RATE_LIMIT checks an hour", async () => {
    const { host } = await fixtureSite({ pages: 2 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, LIVE_CHECK_RATE_LIMIT: "2" });
    for (let i = 0; i < 2; i += 1) await readLiveLines<Line>(await post(base, { urls: [`http://${host}/p/0`] }));
    const refused = await post(base, { urls: [`http://${host}/p/0`] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Çok fazla canlı kontrol başlattınız\. Lütfen .+ sonra tekrar deneyin\.$/);
  });

  it("answers 503 busy beyond CRAWL_MAX_JOBS running jobs, and has a slot again once the visitor cancels", async () => {
    const { host } = await fixtureSite({ pages: 2, slowPage: true });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, CRAWL_MAX_JOBS: "1" });
    const first = new AbortController();
    const running = await post(base, { urls: [`http://${host}/slow`] }, first.signal);
    expect(running.status).toBe(200);
    const busy = await post(base, { urls: [`http://${host}/p/0`] });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("10");
    expect(await busy.json()).toEqual({ code: "busy", error: LIVE_CHECK_MESSAGES.busy });
    first.abort();
    await running.body?.cancel().catch(() => undefined);
    expect(await statusOnceFree(() => post(base, { urls: [`http://${host}/p/0`] }))).toBe(200);
  });

  it("stops its requests when the visitor goes away", async () => {
    const site = await fixtureSite({ pages: 200, latencyMs: 100 });
    const { host } = site;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
    const visitor = new AbortController();
    const urls = Array.from({ length: 30 }, (_, n) => `http://${host}/p/${n}`);
    const response = await post(base, { urls }, visitor.signal);
    const abortedAt = await abortLiveCheckWhen<Line>(response, visitor, (line) => line.type === "progress" && line.done >= 4);
    // A hang-catching bound, not a speed goal: on loopback the job stops within a few ms of the
    // abort (a request already on its way lands at once); the margin is over 10 times that.
    await expectNoRequestAfter(site, abortedAt + 500, 800);
    expect(site.requests.length).toBeLessThan(20);
  });

  it("gives the slot back when a stopped check's run never settles (the slot cannot outlive the job)", async () => {
    const { host } = await fixtureSite({ pages: 2 });
    // A check that ignores the stop: its run never settles once it has started.
    const stuck = createLiveCheckEndpoint<{ urls: string[] }, Item, { pages: FetchedPage[] }>(
      { name: "stuck", schema, run: () => new Promise(() => undefined) },
      { limits: { timeLimitMs: 300, stopGraceMs: 200 } },
    );
    const base = await startLiveCheckApi({ path: PATH, handler: stuck, env: { ANALYZER_ALLOWED_HOSTS: host, CRAWL_MAX_JOBS: "1" } });
    // Stopped by its time limit: the answer ends with the error line.
    const lines = await readLiveLines<Line>(await post(base, { urls: [`http://${host}/p/0`] }));
    expect(lines.at(-1)).toEqual({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
    // Stopped by the visitor leaving: the slot is free again all the same.
    const visitor = new AbortController();
    const running = await post(base, { urls: [`http://${host}/p/0`] }, visitor.signal);
    expect(running.status).toBe(200);
    visitor.abort();
    await running.body?.cancel().catch(() => undefined);
    expect(await statusOnceFree(() => post(base, { urls: [`http://${host}/p/0`] }))).toBe(200);
  });

  it("reports a private address as a finding without connecting to it", async () => {
    const connects: string[] = [];
    const base = await startApi({}, { fetch: { beforeConnect: ({ address }) => connects.push(address) } });
    const lines = await readLiveLines<Line>(await post(base, { urls: ["http://10.0.0.1/", "http://[::1]:8080/"] }));
    expect(lines.at(-1)?.type).toBe("result");
    expect(liveResult(lines).pages.map((p) => p.error?.code)).toEqual(["blocked_address", "blocked_address"]);
    expect(connects).toEqual([]);
  });

  it("refuses redirects to ports the visitor did not type, without connecting", async () => {
    // A site on loopback whose pages bounce to a public host's SMTP and Redis ports.
    const site = http.createServer((req, res) => {
      const port = req.url === "/smtp" ? 25 : 6379;
      res.writeHead(302, { location: `http://public.example.test:${port}/` });
      res.end();
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    defer(() => new Promise<void>((resolve) => site.close(() => resolve())));
    const host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
    const connects: string[] = [];
    const base = await startApi(
      { ANALYZER_ALLOWED_HOSTS: host },
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
    const lines = await readLiveLines<Line>(await post(base, { urls: [`http://${host}/smtp`, `http://${host}/redis`] }));
    expect(lines.at(-1)?.type).toBe("result");
    expect(liveResult(lines).pages.map((p) => p.error)).toEqual([
      { code: "blocked_port", message: SAFE_FETCH_MESSAGES.blocked_port },
      { code: "blocked_port", message: SAFE_FETCH_MESSAGES.blocked_port },
    ]);
    expect(connects).toEqual([host, host]);
  });

  it("stops at the target host's hourly budget, shared by every visitor, then refuses up front", async () => {
    const site = await fixtureSite({ pages: 20 });
    const { host } = site;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, TARGET_HOST_HOURLY_REQUESTS: "6" });
    const urls = Array.from({ length: 12 }, (_, n) => `http://${host}/p/${n}`);
    const lines = await readLiveLines<Line>(await post(base, { urls }));
    const pages = liveResult(lines).pages;
    expect(pages.filter((p) => p.status === 200)).toHaveLength(6);
    for (const page of pages.filter((p) => p.status === null)) {
      expect(page.error).toEqual({ code: "host-budget", message: LIVE_CHECK_MESSAGES.hostBudget });
    }
    expect(site.requests).toHaveLength(6);

    const refused = await post(base, { urls: [`http://${host}/p/0`] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ code: "host_budget", error: SAFE_FETCH_MESSAGES.host_budget });
    expect(site.requests).toHaveLength(6);
    // The refusal freed its job slot: another site can still be checked at once.
    const other = await fixtureSite({ pages: 2 });
    const next = await startApi({ ANALYZER_ALLOWED_HOSTS: other.host, TARGET_HOST_HOURLY_REQUESTS: "6", CRAWL_MAX_JOBS: "1" });
    expect((await post(next, { urls: [`http://${other.host}/p/0`] })).status).toBe(200);
  });
});

describe("urlsInRequest", () => {
  it("finds the addresses a visitor typed into each tool's request, whose ports are then allowed", () => {
    expect(urlsInRequest({ url: "https://ornek.com.tr:8443/tr/", sitemapUrl: "http://ornek.com.tr:8080/site.xml" })).toEqual([
      "https://ornek.com.tr:8443/tr/",
      "http://ornek.com.tr:8080/site.xml",
    ]);
    expect(urlsInRequest({ urls: ["https://a.example/", "http://b.example:81/"], purpose: "sitemap", limit: 3 })).toEqual([
      "https://a.example/",
      "http://b.example:81/",
    ]);
    expect(urlsInRequest(null)).toEqual([]);
  });
});

