import { expect, test, type TestInfo } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { ownClientAddress } from "./helpers";

/*
 * POST /api/site-crawl against the production server, over real HTTP (compression and the
 * Express adapter included): the crawl is a job whose NDJSON lines must arrive while it runs;
 * "Durdur" (POST /api/jobs/cancel) must stop it, and a client that merely goes away does not:
 * it follows the job again by its id.
 */

// One fixture port for this file: its tests run in order.
test.describe.configure({ mode: "default" });

const ORIGIN = `127.0.0.1:${E2E_CRAWL_FIXTURE_PORTS.api}`;

interface Line {
  type: string;
  jobId?: string;
  seq?: number;
  counts?: { found: number; fetched: number; skipped: number };
  /** Progress lines carry the page records, each once; the result line none of them. */
  pages?: { url: string }[];
  result?: { crawl: { stopReason: string; counts: { fetched: number }; pages?: unknown }; llmsTxt: unknown };
}

let site: FixtureSite | null = null;
test.afterEach(async () => {
  await site?.close();
  site = null;
});

/** POSTs to the server as this test's own client (a client has one crawl at a time). */
function post(baseURL: string, path: string, body: unknown, testInfo: TestInfo, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseURL}${path}`, {
    method: "POST",
    // As a browser asks: compression must not buffer the stream.
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br", "x-forwarded-for": ownClientAddress(testInfo) },
    body: JSON.stringify(body),
    signal,
  });
}

function crawl(baseURL: string, testInfo: TestInfo, signal?: AbortSignal): Promise<Response> {
  return post(baseURL, "/api/site-crawl", { url: `http://${ORIGIN}/`, purpose: "sitemap" }, testInfo, signal);
}

/** Reads the stream line by line, with each line's arrival time; `onLine` may abort. */
async function readLines(response: Response, onLine: (line: Line) => void = () => undefined): Promise<{ line: Line; at: number }[]> {
  const lines: { line: Line; at: number }[] = [];
  const decoder = new TextDecoder();
  let tail = "";
  if (!response.body) throw new Error("no body");
  for await (const chunk of response.body) {
    const parts = (tail + decoder.decode(chunk, { stream: true })).split("\n");
    tail = parts.pop() ?? "";
    for (const part of parts) {
      if (part.trim() === "") continue;
      const line = JSON.parse(part) as Line;
      lines.push({ line, at: Date.now() });
      onLine(line);
    }
  }
  return lines;
}

test("a crawl of the fixture site streams progress lines while it runs, then its result", async ({ baseURL }, testInfo) => {
  // The last numbered page answers only once a progress line with a fetched page has reached this
  // client: the crawl cannot end before one did, however fast or slow the machine.
  let sawProgress = (): void => undefined;
  const progressSeen = new Promise<void>((resolve) => (sawProgress = resolve));
  site = await startFixtureSite({ pages: 120, latencyMs: 20, port: E2E_CRAWL_FIXTURE_PORTS.api, hold: (path) => (path === "/p/119" ? progressSeen : undefined) });
  const response = await crawl(baseURL ?? "", testInfo);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
  expect(response.headers.get("content-encoding")).toBeNull();
  const lines = await readLines(response, (line) => {
    if (line.type === "progress" && (line.counts?.fetched ?? 0) > 0) sawProgress();
  });

  expect(lines[0]?.line.type).toBe("job");
  expect(lines.at(-1)?.line.type).toBe("result");
  expect(lines.filter((l) => l.line.type === "result")).toHaveLength(1);
  // Every line of the crawl carries its place in the job's sequence, in order.
  const seqs = lines.flatMap((l) => (typeof l.line.seq === "number" ? [l.line.seq] : []));
  expect(seqs).toEqual(seqs.map((_, index) => index + 1));
  const progress = lines.filter((l) => l.line.type === "progress");
  // The first line at once, at least one while the crawl ran (the held page), the last one.
  expect(progress.length).toBeGreaterThanOrEqual(3);
  const fetched = progress.map((l) => l.line.counts?.fetched ?? -1);
  expect(fetched).toEqual([...fetched].sort((a, b) => a - b));

  const result = lines.at(-1)?.line.result;
  expect(result?.crawl.stopReason).toBe("done");
  const pages = progress.flatMap((l) => l.line.pages ?? []);
  expect(pages.filter((p) => /\/p\/\d+$/.test(p.url))).toHaveLength(120);
  expect(new Set(pages.map((p) => p.url)).size).toBe(pages.length);
  expect(result?.crawl.pages).toBeUndefined();
  expect(result?.llmsTxt).toBeNull();
});

test("'Durdur' stops the crawl: the fixture site gets no request after the stop + 1 s; going away alone does not", async ({ baseURL }, testInfo) => {
  site = await startFixtureSite({ pages: 400, latencyMs: 50, port: E2E_CRAWL_FIXTURE_PORTS.api });
  const base = baseURL ?? "";
  const controller = new AbortController();
  const response = await crawl(base, testInfo, controller.signal);
  expect(response.status).toBe(200);
  // The visitor goes away after a few pages: the crawl runs on, and is followed again by its id.
  let jobId = "";
  let lastSeq = 0;
  await readLines(response, (line) => {
    if (line.type === "job") jobId = line.jobId ?? "";
    lastSeq = line.seq ?? lastSeq;
    if (line.type === "progress" && (line.counts?.fetched ?? 0) >= 5) controller.abort();
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  expect(jobId).not.toBe("");
  const leftAt = Date.now();
  const follower = new AbortController();
  const followed = await post(base, "/api/jobs/follow", { id: jobId, after: lastSeq }, testInfo, follower.signal);
  expect(followed.status).toBe(200);
  let stoppedAt = 0;
  const after = await readLines(followed, (line) => {
    // Fetched pages went on after the visitor left: "Durdur" now.
    if (line.type === "progress" && (line.counts?.fetched ?? 0) >= 15 && stoppedAt === 0) {
      stoppedAt = Date.now();
      void post(base, "/api/jobs/cancel", { id: jobId }, testInfo);
    }
  });
  expect(stoppedAt).toBeGreaterThan(0);
  expect(site.requests.filter((r) => r.at > leftAt).length).toBeGreaterThan(0);
  // The stopped crawl ends its stream with its partial result.
  expect(after.at(-1)?.line.result?.crawl.stopReason).toBe("cancelled");
  // A hang-catching bound, not a speed goal: the worker sees the stop within 400 ms and aborts
  // every request in flight at once (a request already on its way lands); 1 s is the promise.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const requests = site.requests;
  expect(requests.filter((r) => r.at > stoppedAt + 1000).map((r) => r.path)).toEqual([]);
  // Far from the site's 400 pages: the crawl really ended.
  expect(requests.length).toBeLessThan(200);
});
