import { expect, test } from "@playwright/test";
import { E2E_CRAWL_FIXTURE_PORTS } from "../../playwright.config";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";

/*
 * POST /api/site-crawl against the production server, over real HTTP (compression and the
 * Express adapter included): the NDJSON lines must arrive while the crawl runs, and a client that
 * goes away must stop the crawl.
 */

// One fixture port for this file: its tests run in order.
test.describe.configure({ mode: "default" });

const ORIGIN = `127.0.0.1:${E2E_CRAWL_FIXTURE_PORTS.api}`;

interface Line {
  type: string;
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

function crawl(baseURL: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseURL}/api/site-crawl`, {
    method: "POST",
    // As a browser asks: compression must not buffer the stream.
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
    body: JSON.stringify({ url: `http://${ORIGIN}/`, purpose: "sitemap" }),
    signal,
  });
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

test("a crawl of the fixture site streams progress lines while it runs, then its result", async ({ baseURL }) => {
  // The last numbered page answers only once a progress line with a fetched page has reached this
  // client: the crawl cannot end before one did, however fast or slow the machine.
  let sawProgress = (): void => undefined;
  const progressSeen = new Promise<void>((resolve) => (sawProgress = resolve));
  site = await startFixtureSite({ pages: 120, latencyMs: 20, port: E2E_CRAWL_FIXTURE_PORTS.api, hold: (path) => (path === "/p/119" ? progressSeen : undefined) });
  const response = await crawl(baseURL ?? "");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
  expect(response.headers.get("content-encoding")).toBeNull();
  const lines = await readLines(response, (line) => {
    if (line.type === "progress" && (line.counts?.fetched ?? 0) > 0) sawProgress();
  });

  expect(lines.at(-1)?.line.type).toBe("result");
  expect(lines.filter((l) => l.line.type === "result")).toHaveLength(1);
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

test("aborting the request stops the crawl: the fixture site gets no request after abort + 1 s", async ({ baseURL }) => {
  site = await startFixtureSite({ pages: 400, latencyMs: 50, port: E2E_CRAWL_FIXTURE_PORTS.api });
  const controller = new AbortController();
  const response = await crawl(baseURL ?? "", controller.signal);
  expect(response.status).toBe(200);
  let abortedAt = 0;
  await readLines(response, (line) => {
    if (line.type === "progress" && (line.counts?.fetched ?? 0) >= 10 && abortedAt === 0) {
      abortedAt = Date.now();
      controller.abort();
    }
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  expect(abortedAt).toBeGreaterThan(0);
  // A hang-catching bound, not a speed goal: the server stops the job within tens of ms of the
  // visitor leaving (a request already on its way lands at once); 1 s is over 10 times that.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const requests = site.requests;
  expect(requests.filter((r) => r.at > abortedAt + 1000).map((r) => r.path)).toEqual([]);
  // Far from the site's 400 pages: the crawl really ended.
  expect(requests.length).toBeLessThan(200);
});
