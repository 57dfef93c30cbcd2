import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  abortLiveCheckWhen,
  cancelJobOf,
  cleanUpAfterEach,
  expectNoRequestAfter,
  expectRefusedAsInvalid,
  fixtureSite,
  leaveJobWhen,
  liveCheckEndpoint,
  liveResult,
  postLiveCheck,
  readLiveLines,
  readTimedLiveLines,
  startLiveCheckApi,
} from "../../../../tests/support/live-check";
import type { FetchedPage, LiveCheckLine } from "~/capabilities/live-check/live-check";
import { createLiveCheckEndpoint, liveCheckJob, liveCheckTool, type LiveCheckJobOptions } from "./endpoint";
import type { LiveJob } from "./job";
import { SAFE_FETCH_MESSAGES } from "~/.server/safe-fetch";
import { JOB_FOLLOW_API, type JobLine } from "~/shared/jobs";
import { JOB_TEXT } from "~/shared/jobs.content";
import { LIVE_CHECK_MESSAGES } from "./messages.content";
import { urlsInRequest } from "./outbound-jobs";

/*
 * The live checks' endpoint factory behind the server's own adapter on loopback, with a small
 * check defined here: fetch each URL, emit one item per page, answer the statuses.
 */

type Item = { url: string; status: number | null };
type Line = LiveCheckLine<Item, { pages: FetchedPage[] }>;
/** A job's stream: its own lines (id, place in line) and the check's, each of these with its `seq`. */
type StreamLine = Line | JobLine;

const EMPTY = "Adres listesi boş.";
const schema = z.object({ urls: z.array(z.string()).check(z.minLength(1, EMPTY), z.maxLength(30)) }, { error: EMPTY });

const checkStatuses = (options: LiveCheckJobOptions = {}) =>
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

/** Serves the check with the server trusting X-Forwarded-For, so that `postAs` poses as several clients. */
const startApiForClients = (env: Record<string, string>, handler = checkStatuses()): Promise<string> =>
  startLiveCheckApi({ path: PATH, handler, env, trustProxy: true });

/** Posts a check as the client at `ip`. */
function postAs(base: string, ip: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
    signal,
  });
}

/** The check's own lines, without the job's lines and without their `seq`. */
const checkLines = (lines: readonly StreamLine[]): Line[] =>
  lines.flatMap((line) => {
    if (line.type === "job" || line.type === "queued") return [];
    const { seq: _seq, ...rest } = line as Line & { seq?: number };
    return [rest as Line];
  });

/** The job's stream again from its start (POST /api/jobs/follow), read to its end. */
async function followToEnd(base: string, jobId: string): Promise<StreamLine[]> {
  const response = await postLiveCheck(base, JOB_FOLLOW_API.path, { id: jobId, after: 0 });
  expect(response.status).toBe(200);
  return readLiveLines<StreamLine>(response);
}

describe("createLiveCheckEndpoint", () => {
  it("streams progress with the finished items, throttled, then one result", async () => {
    const { host } = await fixtureSite({ pages: 12, latencyMs: 60 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
    const urls = [...Array.from({ length: 10 }, (_, n) => `http://${host}/p/${n}`), `http://${host}/broken`];
    const response = await post(base, { urls });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = await readTimedLiveLines<StreamLine>(response);
    // The job's id first; the check's own lines follow, `started` first, each with its place in the job's sequence.
    expect(lines[0]?.line.type).toBe("job");
    const own = lines.filter(({ line }) => line.type !== "job" && line.type !== "queued");
    expect(own[0]?.line.type).toBe("started");
    expect(own.map(({ line }) => (line as { seq?: unknown }).seq)).toEqual(own.map((_, index) => index + 1));
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

  it("puts another client's check in line beyond WORKER_CONCURRENCY running checks, and refuses the same client's second (409) until Durdur", async () => {
    const { host } = await fixtureSite({ pages: 2, slowPage: true });
    const base = await startApiForClients({ ANALYZER_ALLOWED_HOSTS: host, WORKER_CONCURRENCY: "1" });
    const first = new AbortController();
    const running = await postAs(base, "203.0.113.1", { urls: [`http://${host}/slow`] }, first.signal);
    expect(running.status).toBe(200);
    // Its page never ends: it runs, and runs on once its visitor stops reading.
    const { jobId: runningId } = await leaveJobWhen<StreamLine>(running, first, (line) => line.type === "started");
    if (!runningId) throw new Error("no job line");
    const again = await postAs(base, "203.0.113.1", { urls: [`http://${host}/p/0`] });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: "client_busy", error: JOB_TEXT.clientBusy, jobId: expect.any(String) });
    // Another client is not refused: its check waits in line, first in it.
    const waiting = new AbortController();
    const second = await postAs(base, "203.0.113.2", { urls: [`http://${host}/p/0`] }, waiting.signal);
    expect(second.status).toBe(200);
    const seen: StreamLine[] = [];
    const { jobId: waitingId } = await leaveJobWhen<StreamLine>(second, waiting, (line) => {
      seen.push(line);
      return line.type !== "job";
    });
    if (!waitingId) throw new Error("no job line");
    expect(seen.at(-1)).toMatchObject({ type: "queued", position: 1 });
    const secondAgain = await postAs(base, "203.0.113.2", { urls: [`http://${host}/p/1`] });
    expect(secondAgain.status).toBe(409);
    expect(await secondAgain.json()).toEqual({ code: "client_busy", error: JOB_TEXT.clientBusy, jobId: expect.any(String) });
    // "Durdur" of the running check: its client may start another at once, and the waiting check runs to its result.
    expect((await cancelJobOf(running, runningId)).status).toBe(200);
    const next = await postAs(base, "203.0.113.1", { urls: [`http://${host}/p/1`] });
    expect(next.status).toBe(200);
    const waited = await followToEnd(base, waitingId);
    const types = waited.map((line) => line.type);
    expect(types.indexOf("queued")).toBeLessThan(types.indexOf("started"));
    expect(liveResult(checkLines(waited)).pages.map((page) => page.status)).toEqual([200]);
    expect(liveResult(checkLines(await readLiveLines<StreamLine>(next))).pages.map((page) => page.status)).toEqual([200]);
    // The stopped check ended too.
    expect((await followToEnd(base, runningId)).at(-1)?.type).toBe("result");
  });

  it("runs on when the visitor goes away: following the job again reads it to its result", async () => {
    // Slow enough that the visitor leaves well before the check ends.
    const site = await fixtureSite({ pages: 20, latencyMs: 250 });
    const { host } = site;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
    const visitor = new AbortController();
    const urls = Array.from({ length: 12 }, (_, n) => `http://${host}/p/${n}`);
    const { jobId } = await leaveJobWhen<StreamLine>(await post(base, { urls }, visitor.signal), visitor, (line) => line.type === "started");
    if (!jobId) throw new Error("no job line");
    const lines = checkLines(await followToEnd(base, jobId));
    expect(liveResult(lines).pages.map((page) => page.status)).toEqual(urls.map(() => 200));
    expect(site.requests).toHaveLength(12);
  });

  it("stops its requests when the visitor presses Durdur: nothing reaches the site after Durdur + 1 s", async () => {
    const site = await fixtureSite({ pages: 200, latencyMs: 600 });
    const { host } = site;
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
    const visitor = new AbortController();
    const urls = Array.from({ length: 30 }, (_, n) => `http://${host}/p/${n}`);
    const response = await post(base, { urls }, visitor.signal);
    let jobId = "";
    const abortedAt = await abortLiveCheckWhen<StreamLine>(response, visitor, (line) => {
      if (line.type === "job") jobId = line.jobId;
      return line.type === "progress" && line.done >= 4;
    });
    // A hang-catching bound, not a speed goal: the run sees "Durdur" within its poll (~400 ms)
    // and stops at once (a request already on its way lands); the bound is the 1 s.
    await expectNoRequestAfter(site, abortedAt + 1000, 1200);
    expect(site.requests.length).toBeLessThan(20);
    // The stopped check still ends with what it found.
    expect((await followToEnd(base, jobId)).at(-1)?.type).toBe("result");
  });

  it("gives the run slot back when a stopped check's run never settles (the slot cannot outlive the job)", async () => {
    const { host } = await fixtureSite({ pages: 2 });
    // A check that ignores the stop: its run never settles once it has started.
    const stuck = createLiveCheckEndpoint<{ urls: string[] }, Item, { pages: FetchedPage[] }>(
      { name: "stuck", schema, run: () => new Promise(() => undefined) },
      { limits: { timeLimitMs: 300, stopGraceMs: 200 } },
    );
    const base = await startApiForClients({ ANALYZER_ALLOWED_HOSTS: host, WORKER_CONCURRENCY: "1" }, stuck);
    const body = { urls: [`http://${host}/p/0`] };
    // Stopped by its time limit: the answer ends with the error line.
    const lines = checkLines(await readLiveLines<StreamLine>(await postAs(base, "203.0.113.1", body)));
    expect(lines.at(0)).toEqual({ type: "started" });
    expect(lines.at(-1)).toEqual({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
    // Stopped by "Durdur": the client may start again at once, and the one run slot is free again
    // all the same (the next check runs, and ends at its own time limit).
    const visitor = new AbortController();
    const running = await postAs(base, "203.0.113.1", body, visitor.signal);
    expect(running.status).toBe(200);
    await abortLiveCheckWhen<StreamLine>(running, visitor, (line) => line.type === "started");
    const next = await postAs(base, "203.0.113.1", body);
    expect(next.status).toBe(200);
    const nextLines = checkLines(await readLiveLines<StreamLine>(next));
    expect(nextLines.at(0)).toEqual({ type: "started" });
    expect(nextLines.at(-1)).toEqual({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
  });

  it("reports a private address as a finding without connecting to it", async () => {
    const connects: string[] = [];
    const base = await startApi({}, { fetch: { beforeConnect: ({ address }) => connects.push(address) } });
    const lines = checkLines(await readLiveLines<StreamLine>(await post(base, { urls: ["http://10.0.0.1/", "http://[::1]:8080/"] })));
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
    const lines = checkLines(await readLiveLines<StreamLine>(await post(base, { urls: [`http://${host}/smtp`, `http://${host}/redis`] })));
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
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host, TARGET_HOST_HOURLY_REQUESTS: "6", WORKER_CONCURRENCY: "1" });
    const urls = Array.from({ length: 12 }, (_, n) => `http://${host}/p/${n}`);
    const lines = checkLines(await readLiveLines<StreamLine>(await post(base, { urls })));
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
    // The refusal left no job behind: the same visitor's next check (of an address whose host has
    // budget left) is accepted and runs at once, with no wait in line.
    const next = await post(base, { urls: ["http://10.0.0.1/"] });
    expect(next.status).toBe(200);
    const nextLines = await readLiveLines<StreamLine>(next);
    expect(nextLines.some((line) => line.type === "queued")).toBe(false);
    expect(liveResult(checkLines(nextLines)).pages.map((p) => p.error?.code)).toEqual(["blocked_address"]);
    expect(site.requests).toHaveLength(6);
  });
});

describe("the live-check job", () => {
  it("runs each tool's checks under its own name: one client may run two tools at once, but not one tool twice", async () => {
    const site = await fixtureSite({ pages: 8, latencyMs: 300 });
    const tool = (name: string) => ({
      name,
      schema,
      run: async ({ urls }: { urls: string[] }, job: LiveJob<Item>) => ({ pages: await Promise.all(urls.map((url) => job.fetchPage(url))) }),
    });
    const base = await startLiveCheckApi({
      routes: [
        { method: "POST", path: "/api/live/first", handler: createLiveCheckEndpoint(tool("first")).handler },
        { method: "POST", path: "/api/live/second", handler: createLiveCheckEndpoint(tool("second")).handler },
      ],
      env: { ANALYZER_ALLOWED_HOSTS: site.host, WORKER_CONCURRENCY: "2" },
      // One job kind for every tool, as app/job-kinds.server.ts composes it.
      services: { jobKinds: [liveCheckJob([liveCheckTool(tool("first")), liveCheckTool(tool("second"))])] },
    });
    const urls = [`${site.origin}/p/1`, `${site.origin}/p/2`];
    const first = await postLiveCheck(base, "/api/live/first", { urls });
    const second = await postLiveCheck(base, "/api/live/second", { urls });
    expect([first.status, second.status]).toEqual([200, 200]);
    const again = await postLiveCheck(base, "/api/live/first", { urls });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: "client_busy", error: JOB_TEXT.clientBusy, jobId: expect.any(String) });
    for (const response of [first, second]) {
      const lines = await readLiveLines<StreamLine>(response);
      // Both ran at once: neither waited in line.
      expect(lines.some((line) => line.type === "queued")).toBe(false);
      expect(lines.at(-1)).toMatchObject({ type: "result", result: { pages: [{ status: 200 }, { status: 200 }] } });
    }
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

