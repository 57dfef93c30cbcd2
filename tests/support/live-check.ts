import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect } from "vitest";
import { endpointHandler, type ApiHandler } from "../../app/.server/json-api";
import { jobCancelEndpoint, jobFollowEndpoint, type JobEndpoint } from "../../app/.server/jobs/endpoints";
import { JOB_CANCEL_API, JOB_FOLLOW_API } from "../../app/shared/jobs";
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

/** A route whose handler may be an endpoint that puts jobs in line, served with the job kinds that run them. */
export type LiveCheckRoute = Omit<ApiRoute, "handler"> & { handler: ApiHandler | JobEndpoint };

export type LiveCheckApiOptions = { env?: Record<string, string>; services?: ServicesOptions; trustProxy?: boolean } & (
  | { path: string; handler: ApiHandler | JobEndpoint }
  | { routes: readonly LiveCheckRoute[] }
);

/**
 * POST `path` answered by `handler` (or several `routes`) on a real server on loopback, with its
 * own SQLite database and services built from `env`; returns the server's base URL. An endpoint
 * that puts jobs in line (a crawl, a live check) is served with a worker running its job kinds in
 * the same process, and with the endpoints that follow and stop a job by its id.
 */
export async function startLiveCheckApi(options: LiveCheckApiOptions): Promise<string> {
  const database = sqliteTestDatabase();
  const given: readonly LiveCheckRoute[] = "routes" in options ? options.routes : [{ method: "POST" as const, path: options.path, handler: options.handler }];
  const jobKinds = given.flatMap((route) => (typeof route.handler === "function" ? [] : route.handler.jobKinds));
  const routes: ApiRoute[] = given.map((route) => ({ ...route, handler: typeof route.handler === "function" ? route.handler : route.handler.handler }));
  for (const [contract, endpoint] of [
    [JOB_FOLLOW_API, jobFollowEndpoint],
    [JOB_CANCEL_API, jobCancelEndpoint],
  ] as const) {
    if (!routes.some((route) => route.path === contract.path)) routes.push({ method: "POST", path: contract.path, handler: endpointHandler(endpoint) });
  }
  // No browser stage unless a test asks for one (AUDIT_BROWSER): it adds half a minute to an audit.
  const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", AUDIT_BROWSER: "off", ...options.env }), {
    startOutbox: false,
    ...(jobKinds.length > 0 ? { jobKinds } : {}),
    ...options.services,
  });
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
export function liveCheckEndpoint<Options>(path: string, create: (options?: Options) => JobEndpoint): LiveCheckClient<Options> {
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

/**
 * Every NDJSON line of the answer, in order; `onLine` sees each as it arrives. A job's stream
 * (a crawl, a live check) opens with the job's own lines (app/shared/jobs.ts) and its tool's
 * lines carry their `seq`.
 */
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

/** POST /api/jobs/cancel of the server that sent `response`: "Durdur" of the job it streams. */
export async function cancelJobOf(response: Response, jobId: string): Promise<Response> {
  return fetch(new URL(JOB_CANCEL_API.path, response.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id: jobId }),
  });
}

/**
 * Reads the answer and, at the first line `shouldStop` accepts, stops reading (aborts
 * `controller`) as a visitor leaving the page would: the job runs on without them. The read then
 * fails, which is expected only once aborted. Expects that a line did ask for it, and returns
 * when (Date.now()) and the job's id from the stream's first line.
 */
export async function leaveJobWhen<Line>(
  response: Response,
  controller: AbortController,
  shouldStop: (line: Line, jobId: string | null) => boolean,
): Promise<{ at: number; jobId: string | null }> {
  let at = 0;
  let jobId: string | null = null;
  let left: () => void = () => undefined;
  const leaving = new Promise<void>((resolve) => (left = resolve));
  const reading = readLiveLines<Line>(response, (line) => {
    const value = line as { type?: unknown; jobId?: unknown };
    if (value.type === "job" && typeof value.jobId === "string") jobId = value.jobId;
    if (at === 0 && shouldStop(line, jobId)) {
      at = Date.now();
      controller.abort();
      left();
    }
  }).catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  // Once the visitor has left, the read is not waited for: a body already fully received may not
  // notice the abort at once, and the job's end is not what this measures.
  await Promise.race([reading, leaving]);
  expect(at).toBeGreaterThan(0);
  return { at, jobId };
}

/**
 * Reads the answer and, at the first line `shouldAbort` accepts, presses "Durdur" as the screens
 * do: stops the job (POST /api/jobs/cancel with the id of the stream's first line) and stops
 * reading (aborts `controller`). Expects that a line did ask for the stop, and returns when it
 * was sent (Date.now()).
 */
export async function abortLiveCheckWhen<Line>(response: Response, controller: AbortController, shouldAbort: (line: Line) => boolean): Promise<number> {
  const stops: Promise<Response>[] = [];
  const { at, jobId } = await leaveJobWhen<Line>(response, controller, (line, id) => {
    if (!shouldAbort(line)) return false;
    if (id) stops.push(cancelJobOf(response, id));
    return true;
  });
  expect(jobId).not.toBeNull();
  expect(stops).toHaveLength(1);
  expect((await stops[0])?.status).toBe(200);
  return at;
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

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
