import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readNdjson } from "../../app/shared/ndjson";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";

/*
 * Issue 28, "Done when", in the job runner's terms (crawls and live checks are durable jobs, one
 * run at a time per kind here): two live checks stopped mid-way with "Durdur" free the runner, and
 * a site crawl and a live check then run at once, both successfully within 5 s. Before the fix of
 * issue 28 a stopped check kept its run slot forever (a request waiting for its host's turn never
 * woke), and every later check waited behind it. A third visitor's check meanwhile waits in line
 * and shows its place, instead of a 503.
 *
 * The spec starts its own server of the build on ports of its own, derived from E2E_PORT as
 * playwright.config.ts derives the others.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVER_PORT = BASE_PORT + 4100;
const FIXTURE_PORT = BASE_PORT + 4101;
const BUILD_DIR = process.env.BUILD_DIR || "build";
const BASE = `http://127.0.0.1:${SERVER_PORT}`;
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const DATABASE = path.join(tmpdir(), `e2e-live-engine-jobs-${SERVER_PORT}-${process.pid}.db`);

/** The bound for the crawl and the check after the cancels (both take about a second here). */
const AFTER_CANCEL_BOUND_MS = 5_000;
/** Hang-catching bound for the server to answer its health check after start. */
const SERVER_START_BOUND_MS = 60_000;

let server: ChildProcess | null = null;
let site: FixtureSite | null = null;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_BOUND_MS + 10_000);
  // Every answer waits, so a 20-address check on this one host is still running when cancelled.
  site = await startFixtureSite({ pages: 8, latencyMs: 150, port: FIXTURE_PORT });
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, `${BUILD_DIR}/server/main.js`], {
    env: {
      ...process.env,
      PORT: String(SERVER_PORT),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: DATABASE,
      ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${FIXTURE_PORT}`,
      CRAWL_RATE_LIMIT: "1000",
      LIVE_CHECK_RATE_LIMIT: "1000",
      WORKER_CONCURRENCY: "1",
      // Each visitor poses with an address of its own (one job per tool per visitor).
      TRUST_PROXY_HOPS: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + SERVER_START_BOUND_MS;
  for (;;) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  server = null;
  await site?.close();
  site = null;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${DATABASE}${suffix}`, { force: true });
});

interface Line {
  type: string;
  jobId?: string;
  done?: number;
  position?: number;
  result?: { requested?: number; stopReason?: string | null; crawl?: { stopReason: string; counts: { fetched: number } } };
}

function post(apiPath: string, body: unknown, visitor: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${BASE}${apiPath}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": visitor },
    body: JSON.stringify(body),
    signal,
  });
}

/** Reads the NDJSON answer to its end; `onLine` may abort the request (the read then rejects). */
async function readLines(response: Response, onLine: (line: Line) => void = () => undefined): Promise<Line[]> {
  const lines: Line[] = [];
  if (!response.body) throw new Error("no body");
  await readNdjson(response.body, (value) => {
    const line = value as Line;
    lines.push(line);
    onLine(line);
  });
  return lines;
}

const metaUrls = (count: number): string[] => Array.from({ length: count }, (_, n) => `${FIXTURE}/p/${n % 8}?n=${n}`);

/** Starts a 20-address meta check on the fixture's one host and presses "Durdur" once four are done. */
async function stoppedMidWay(visitor: string): Promise<void> {
  const reading = new AbortController();
  const response = await post("/api/live/meta", { urls: metaUrls(20) }, visitor, reading.signal);
  expect(response.status).toBe(200);
  let jobId = "";
  let doneWhenStopped = -1;
  const stops: Promise<Response>[] = [];
  await readLines(response, (line) => {
    if (line.type === "job") jobId = line.jobId ?? "";
    if (doneWhenStopped < 0 && line.type === "progress" && (line.done ?? 0) >= 4) {
      doneWhenStopped = line.done ?? 0;
      stops.push(post("/api/jobs/cancel", { id: jobId }, visitor));
      reading.abort();
    }
  }).catch((error: unknown) => {
    if (!reading.signal.aborted) throw error;
  });
  expect(stops).toHaveLength(1);
  expect((await stops[0])?.status).toBe(200);
  // Mid-way: some addresses answered, the rest in flight or waiting for the host's turn.
  expect(doneWhenStopped).toBeGreaterThanOrEqual(4);
  expect(doneWhenStopped).toBeLessThan(20);
}

test("two live checks stopped mid-way leave the runner free: a crawl and a live check then run at once within 5 s", async () => {
  // Both checks run one after the other (one live check at a time): the second waits in line first.
  await Promise.all([stoppedMidWay("198.51.100.1"), stoppedMidWay("198.51.100.2")]);

  const bound = AbortSignal.timeout(AFTER_CANCEL_BOUND_MS);
  const [crawlResponse, checkResponse] = await Promise.all([
    post("/api/site-crawl", { url: `${FIXTURE}/`, purpose: "sitemap" }, "198.51.100.1", bound),
    post("/api/live/meta", { urls: metaUrls(6) }, "198.51.100.1", bound),
  ]);
  expect([crawlResponse.status, checkResponse.status]).toEqual([200, 200]);
  const [crawl, check] = await Promise.all([readLines(crawlResponse), readLines(checkResponse)]);

  const crawlResult = crawl.at(-1);
  expect(crawlResult?.type).toBe("result");
  expect(crawlResult?.result?.crawl?.stopReason).toBe("done");
  expect(crawlResult?.result?.crawl?.counts.fetched).toBeGreaterThanOrEqual(8);
  expect(check.at(-1)).toMatchObject({ type: "result", result: { requested: 6, stopReason: null } });
});

test("a visitor beyond the runner's capacity waits in line and then gets the result, never a 503", async () => {
  const first = await post("/api/live/meta", { urls: metaUrls(20) }, "198.51.100.3");
  const second = await post("/api/live/meta", { urls: metaUrls(3) }, "198.51.100.4");
  expect([first.status, second.status]).toEqual([200, 200]);
  const [firstLines, secondLines] = await Promise.all([readLines(first), readLines(second)]);
  expect(firstLines.at(-1)).toMatchObject({ type: "result", result: { requested: 20, stopReason: null } });
  const place = secondLines.find((line) => line.type === "queued");
  expect(place?.position).toBe(1);
  expect(secondLines.findIndex((line) => line.type === "queued")).toBeLessThan(secondLines.findIndex((line) => line.type === "started"));
  expect(secondLines.at(-1)).toMatchObject({ type: "result", result: { requested: 3, stopReason: null } });
});
