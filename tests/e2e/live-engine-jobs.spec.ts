import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { readNdjson } from "../../app/shared/ndjson";
import { startFixtureSite, type FixtureSite } from "../support/fixture-site";

/*
 * Issue 28, "Done when": a production server with CRAWL_MAX_JOBS=2 gets two live checks that are
 * cancelled mid-way (the visitor's "Durdur" aborts the request), and then runs a site crawl and a
 * live check at once, both successfully within 5 s. Before the fix the two cancelled checks kept
 * both slots forever (a request waiting for its host's turn never woke), and every crawl and
 * check answered 503 until a restart.
 *
 * The spec starts its own server of the build (the shared one runs with CRAWL_MAX_JOBS=8) on
 * ports of its own, derived from E2E_PORT as playwright.config.ts derives the others.
 */

const BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVER_PORT = BASE_PORT + 4100;
const FIXTURE_PORT = BASE_PORT + 4101;
const BUILD_DIR = process.env.BUILD_DIR || "build";
const BASE = `http://127.0.0.1:${SERVER_PORT}`;
const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const DATABASE = path.join(tmpdir(), `e2e-live-engine-slots-${SERVER_PORT}-${process.pid}.db`);

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
  server = spawn(process.execPath, [`${BUILD_DIR}/server/main.js`], {
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
      CRAWL_MAX_JOBS: "2",
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
  done?: number;
  result?: { requested?: number; stopReason?: string | null; crawl?: { stopReason: string; counts: { fetched: number } } };
}

function post(apiPath: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${BASE}${apiPath}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal });
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

/** Starts a 20-address meta check on the fixture's one host and cancels it once four are done. */
async function cancelledMidWay(): Promise<void> {
  const visitor = new AbortController();
  const response = await post("/api/live/meta", { urls: metaUrls(20) }, visitor.signal);
  expect(response.status).toBe(200);
  let doneWhenCancelled = -1;
  await readLines(response, (line) => {
    if (doneWhenCancelled < 0 && line.type === "progress" && (line.done ?? 0) >= 4) {
      doneWhenCancelled = line.done ?? 0;
      visitor.abort();
    }
  }).catch((error: unknown) => {
    if (!visitor.signal.aborted) throw error;
  });
  // Mid-way: some addresses answered, the rest in flight or waiting for the host's turn.
  expect(doneWhenCancelled).toBeGreaterThanOrEqual(4);
  expect(doneWhenCancelled).toBeLessThan(20);
}

/** Posts until the server takes the job (503 "busy" while the slots are not yet back), then reads it to its end. */
async function runWhenAdmitted(apiPath: string, body: unknown, signal: AbortSignal): Promise<Line[]> {
  for (;;) {
    const response = await post(apiPath, body, signal);
    if (response.status === 200) return readLines(response);
    expect(response.status).toBe(503);
    await response.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("with CRAWL_MAX_JOBS=2, two live checks cancelled mid-way leave both slots free: a crawl and a live check then run at once within 5 s", async () => {
  await Promise.all([cancelledMidWay(), cancelledMidWay()]);

  const bound = AbortSignal.timeout(AFTER_CANCEL_BOUND_MS);
  const [crawl, check] = await Promise.all([
    runWhenAdmitted("/api/site-crawl", { url: `${FIXTURE}/`, purpose: "sitemap" }, bound),
    runWhenAdmitted("/api/live/meta", { urls: metaUrls(6) }, bound),
  ]);

  const crawlResult = crawl.at(-1);
  expect(crawlResult?.type).toBe("result");
  expect(crawlResult?.result?.crawl?.stopReason).toBe("done");
  expect(crawlResult?.result?.crawl?.counts.fetched).toBeGreaterThanOrEqual(8);
  expect(check.at(-1)).toEqual({ type: "result", result: { requested: 6, stopReason: null } });
});
