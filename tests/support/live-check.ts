import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect } from "vitest";
import type { ApiHandler } from "../../app/.server/json-api";
import { loadEnv } from "../../app/.server/env";
import { createServices, type ServicesOptions } from "../../app/services.server";
import type { LiveCheckLine } from "../../app/capabilities/live-check/live-check";
import { readNdjson } from "../../app/shared/ndjson";
import { sqliteTestDatabase } from "./databases";
import { startFixtureSite, type FixtureSite, type FixtureSiteOptions } from "./fixture-site";
import { serveApi, type ApiRoute } from "./serve-api";

/*
 * The harness the live checks' endpoint tests share: it serves an endpoint on loopback behind the
 * server's own adapter, starts the fixture site (and a canary no check may reach), posts a check
 * and reads its NDJSON answer. Everything a helper starts is closed after each test through
 * `cleanUpAfterEach()`. Builders for the contract's data are in live-check-builders.ts (no server
 * code, for the pure tests).
 */

// ---------------------------------------------------------------------------------------------
// Cleanup

type Cleanup = () => Promise<void>;

let active: Cleanup[] | null = null;

/**
 * Call once at the top of a test file: whatever the helpers below start (and whatever the test
 * hands to the returned `defer`) is closed after each test, the latest first.
 */
export function cleanUpAfterEach(): (cleanup: Cleanup) => void {
  const cleanups: Cleanup[] = [];
  active = cleanups;
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => void cleanups.push(cleanup);
}

function defer(cleanup: Cleanup): void {
  if (!active) throw new Error("call cleanUpAfterEach() at the top of the test file first");
  active.push(cleanup);
}

// ---------------------------------------------------------------------------------------------
// Servers

export type LiveCheckApiOptions = { env?: Record<string, string>; services?: ServicesOptions; trustProxy?: boolean } & (
  | { path: string; handler: ApiHandler }
  | { routes: readonly ApiRoute[] }
);

/**
 * POST `path` answered by `handler` (or several `routes`) on a real server on loopback, with its
 * own SQLite database and services built from `env`; returns the server's base URL.
 */
export async function startLiveCheckApi(options: LiveCheckApiOptions): Promise<string> {
  const database = sqliteTestDatabase();
  const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", ...options.env }), {
    startOutbox: false,
    ...options.services,
  });
  const routes = "routes" in options ? options.routes : [{ method: "POST" as const, path: options.path, handler: options.handler }];
  const served = await serveApi(services, routes, { trustProxy: options.trustProxy });
  defer(async () => {
    await served.close();
    await services.close();
    await database.drop();
  });
  return served.base;
}

export interface LiveCheckClient<Options> {
  /** Serves the endpoint `create(options)` makes (see startLiveCheckApi); returns the base URL. */
  start(env?: Record<string, string>, options?: Options): Promise<string>;
  /** POSTs `body` as JSON to the endpoint's path. */
  post(base: string, body: unknown, signal?: AbortSignal): Promise<Response>;
}

/** The two things a test of one live-check endpoint does with it: serve it, and post to it. */
export function liveCheckEndpoint<Options>(path: string, create: (options?: Options) => ApiHandler): LiveCheckClient<Options> {
  return {
    start: (env = {}, options) => startLiveCheckApi({ path, handler: create(options), env }),
    post: (base, body, signal) => postLiveCheck(base, path, body, signal),
  };
}

export interface LiveFixtureSite extends FixtureSite {
  /** "127.0.0.1:<port>", as ANALYZER_ALLOWED_HOSTS names it. */
  host: string;
  /** "http://127.0.0.1:<port>". */
  origin: string;
}

/** The fixture website (tests/support/fixture-site.ts) on loopback, closed after the test. */
export async function fixtureSite(options: FixtureSiteOptions): Promise<LiveFixtureSite> {
  const site = await startFixtureSite(options);
  defer(() => site.close());
  const host = `127.0.0.1:${site.port}`;
  return Object.assign(site, { host, origin: `http://${host}` });
}

export interface Canary {
  port: number;
  /** Every connection ("connection") and request (its path) that reached it: must stay empty. */
  hits: string[];
}

/** A server on loopback that no check may reach (it is not on the allow-list), closed after the test. */
export async function startCanary(): Promise<Canary> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? "");
    res.end("canary");
  });
  server.on("connection", () => hits.push("connection"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  defer(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.address() as AddressInfo).port, hits };
}

// ---------------------------------------------------------------------------------------------
// Requests and answers

export function postLiveCheck(base: string, path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), signal });
}

/** Every NDJSON line of the answer, in order; `onLine` sees each as it arrives. */
export async function readLiveLines<Line>(response: Response, onLine?: (line: Line) => void): Promise<Line[]> {
  return (await readTimedLiveLines<Line>(response, onLine)).map(({ line }) => line);
}

export interface TimedLine<Line> {
  line: Line;
  /** Date.now() when it arrived. */
  at: number;
}

/** Like readLiveLines, with the time each line arrived (for throttling checks). */
export async function readTimedLiveLines<Line>(response: Response, onLine?: (line: Line) => void): Promise<TimedLine<Line>[]> {
  const lines: TimedLine<Line>[] = [];
  if (!response.body) throw new Error("no body");
  await readNdjson(response.body, (value) => {
    const line = value as Line;
    lines.push({ line, at: Date.now() });
    onLine?.(line);
  });
  return lines;
}

/** The items of every progress line, in the order they streamed. */
export function liveItems<Item, Result>(lines: readonly LiveCheckLine<Item, Result>[]): Item[] {
  return lines.flatMap((line) => (line.type === "progress" ? line.items : []));
}

/** The result of the last line; throws when the answer did not end with one. */
export function liveResult<Item, Result>(lines: readonly LiveCheckLine<Item, Result>[]): Result {
  const last = lines.at(-1);
  if (last?.type !== "result") throw new Error(`last line is ${JSON.stringify(last)}`);
  return last.result;
}

/** Posts a check that must be accepted (200) and reads it to its result. */
export async function runLiveCheck<Item, Result>(
  base: string,
  path: string,
  body: unknown,
): Promise<{ lines: LiveCheckLine<Item, Result>[]; result: Result }> {
  const response = await postLiveCheck(base, path, body);
  expect(response.status).toBe(200);
  const lines = await readLiveLines<LiveCheckLine<Item, Result>>(response);
  return { lines, result: liveResult(lines) };
}

/**
 * Reads the answer and, at the first line `shouldAbort` accepts, aborts `controller` as a visitor
 * leaving would; the read then fails, which is expected only once aborted. Expects that a line
 * did ask for the abort, and returns when it was sent (Date.now()).
 */
export async function abortLiveCheckWhen<Line>(response: Response, controller: AbortController, shouldAbort: (line: Line) => boolean): Promise<number> {
  let abortedAt = 0;
  await readLiveLines<Line>(response, (line) => {
    if (abortedAt === 0 && shouldAbort(line)) {
      abortedAt = Date.now();
      controller.abort();
    }
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  expect(abortedAt).toBeGreaterThan(0);
  return abortedAt;
}

/**
 * Waits `waitMs`, then expects that no request reached the site after `at` (Date.now() time).
 * Callers pass the abort time plus a margin for a request already on its way: a bound that only
 * catches a job that goes on, at least 10 times the few ms the stop takes on loopback, never a
 * speed goal.
 */
export async function expectNoRequestAfter(site: FixtureSite, at: number, waitMs: number): Promise<void> {
  await sleep(waitMs);
  expect(site.requests.filter((request) => request.at > at)).toEqual([]);
}

/** Each body is refused with 400 and exactly its Turkish validation message, in order. */
export async function expectRefusedAsInvalid(send: (body: unknown) => Promise<Response>, cases: readonly (readonly [unknown, string])[]): Promise<void> {
  for (const [body, error] of cases) {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "validation", error });
  }
}

/**
 * Sends `request` every 50 ms (at most 40 times, discarding the bodies) until it answers 200, as
 * a freed job slot should soon allow; returns the last status.
 */
export async function statusOnceFree(request: () => Promise<Response>): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 40 && status !== 200; attempt += 1) {
    await sleep(50);
    const again = await request();
    status = again.status;
    await again.body?.cancel();
  }
  return status;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
