import { TURKISH_PARSE_FALLBACK } from "~/.server/api-messages.content";
import { jobAdmission, submitJobResponse, type JobEndpoint } from "~/.server/jobs/endpoints";
import type { JobKind, JobRun } from "~/.server/jobs/run-job";
import { endpointHandler, firstIssue, type AnyServerEndpoint, type ApiContext, type EndpointPipeline } from "~/.server/json-api";
import { log } from "~/.server/log";
import { throttle } from "~/.server/ndjson-stream";
import type { RateLimitRule } from "~/.server/rate-limit";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import type { ApiContract } from "~/shared/api-contract";
import type { LiveCheckLine, LiveCheckProgress } from "~/capabilities/live-check/live-check";
import { LIVE_CHECK_LIMITS, LiveJob } from "./job";
import type { LiveCheckLimits } from "./job";
import { LIVE_CHECK_MESSAGES, liveCheckRateLimitMessage } from "./messages.content";
import { OUTBOUND_JOB_KEEP_MS, refuseSpentTargets, urlsInRequest, withOutboundPolicy } from "./outbound-jobs";
import type { OutboundPolicy } from "./outbound-jobs";

type Services = ApiContext["services"];

/**
 * The endpoint of one live check, `POST /api/live/<tool>` (docs/decisions/025-live-checks.md),
 * and the job that runs every tool's checks (app/.server/jobs, docs/decisions/044 and 045):
 *
 * - the body is one JSON object, checked by the tool's schema (a Turkish message per problem);
 * - refused before it goes in line: a full line (QUEUE_MAX_WAITING, 503), LIVE_CHECK_RATE_LIMIT
 *   checks per client address an hour, the tools together (429), a spent target host (429), a
 *   client whose check of this tool still waits or runs (409);
 * - the answer is the job's stream (app/shared/jobs.ts): its id, its place in line, then the
 *   check's lines (app/capabilities/live-check/live-check.ts): `started`, `progress` at most every
 *   LIVE_PROGRESS_INTERVAL_MS carrying the items finished since, then one `result`;
 * - the tool's `run` gets a LiveJob (the crawler's limits, SSRF-safe fetches, never throws for a
 *   site's failures); "Durdur" (POST /api/jobs/cancel) stops it and every request in flight.
 */

const LIVE_CHECK_JOB = "live-check";

/** Each line is a row a follower reads on its next poll (every 400 ms): more often would only add writes. */
const LIVE_PROGRESS_INTERVAL_MS = 250;

/** Per client address: LIVE_CHECK_RATE_LIMIT live checks an hour (30 by default), all tools together. */
export function liveCheckRateLimit(limit: number): RateLimitRule {
  return { bucket: "live-check", limit, windowMs: 60 * 60_000 };
}

/** What `safeParse` of a zod or zod/mini schema answers, as far as the endpoint reads it. */
type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

export interface LiveCheckDefinition<Request, Item, Result> {
  /** The tool ("hreflang"): its jobs, logs and per-client limit. */
  name: string;
  /** Its path and types (the tool's api-contract.ts); tests that serve a check of their own leave it out. */
  contract?: ApiContract<unknown, never, LiveCheckLine<Item, Result>>;
  schema: { safeParse: (input: unknown, params: typeof TURKISH_PARSE_FALLBACK) => SafeParseResult<Request> };
  /** The check; items it emits go out with the progress lines. */
  run: (request: Request, job: LiveJob<Item>) => Promise<Result>;
}

/** A tool's check as the job holds it, its types erased: the stored request is checked by the tool's own schema again. */
export interface LiveCheckTool {
  name: string;
  /** The check of a stored request, or null when the request does not parse. */
  prepare(request: unknown): ((job: LiveJob<unknown>) => Promise<unknown>) | null;
}

export function liveCheckTool<Request, Item, Result>(definition: LiveCheckDefinition<Request, Item, Result>): LiveCheckTool {
  return {
    name: definition.name,
    prepare(request) {
      const parsed = definition.schema.safeParse(request, TURKISH_PARSE_FALLBACK);
      if (!parsed.success) return null;
      // The job's items are this tool's: LiveJob only passes them on to the progress lines.
      return (job) => definition.run(parsed.data, job as LiveJob<Item>);
    },
  };
}

export interface LiveCheckJobOptions {
  /** Tests shorten the limits. */
  limits?: Partial<LiveCheckLimits>;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

/** What the endpoint stores for a worker: the tool and the visitor's request as its schema read it. */
interface LiveCheckJobInput {
  tool: string;
  request: unknown;
}

/** The server endpoint of one live check, for the registry (app/api-endpoints.server.ts). */
export function liveCheckServerEndpoint<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result> & Required<Pick<LiveCheckDefinition<Request, Item, Result>, "contract">>,
): AnyServerEndpoint {
  return { contract: definition.contract, ...liveCheckPipeline(definition) };
}

function liveCheckPipeline<Request, Item, Result>(definition: LiveCheckDefinition<Request, Item, Result>): EndpointPipeline<Request> {
  return {
    parse: { schema: definition.schema, invalid: firstIssue(LIVE_CHECK_MESSAGES.missingFields) },
    rateLimit: jobAdmission(LIVE_CHECK_JOB, (env) => liveCheckRateLimit(env.LIVE_CHECK_RATE_LIMIT), liveCheckRateLimitMessage, definition.name),
    handle: async ({ input, request, context: { services, clientIp } }) => {
      const spent = await refuseSpentTargets(services, urlsInRequest(input));
      if (spent) return spent;
      const job: LiveCheckJobInput = { tool: definition.name, request: input };
      return submitJobResponse(services, request, {
        kind: LIVE_CHECK_JOB,
        clientIp,
        scope: definition.name,
        input: job,
        keepMs: OUTBOUND_JOB_KEEP_MS,
      });
    },
  };
}

/**
 * The endpoint of one live check with the job that runs it, for tests that serve a check of their
 * own (tests/support/live-check.ts).
 */
export function createLiveCheckEndpoint<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result>,
  options: LiveCheckJobOptions = {},
): JobEndpoint {
  return { handler: endpointHandler(liveCheckPipeline(definition)), jobKinds: [liveCheckJob([liveCheckTool(definition)], options)] };
}

/** The job of every live check: one kind, the tool named in its input. */
export function liveCheckJob(tools: readonly LiveCheckTool[], options: LiveCheckJobOptions = {}): JobKind<Services> {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const limits: LiveCheckLimits = { ...LIVE_CHECK_LIMITS, ...options.limits };
  return {
    kind: LIVE_CHECK_JOB,
    // The check stops itself at its own limit; a check that ignores the stop is given up after the grace.
    timeLimitMs: limits.timeLimitMs + limits.stopGraceMs + 5_000,
    async run(job, services) {
      const input = job.input as Partial<LiveCheckJobInput> | null;
      const tool = typeof input?.tool === "string" ? byName.get(input.tool) : undefined;
      const check = tool?.prepare(input?.request);
      if (!tool || !check) throw new Error("live check job with an unreadable input");
      await withOutboundPolicy(services, urlsInRequest(input?.request), (fetch) =>
        runCheck(tool.name, check, { ...options, fetch: { ...options.fetch, ...fetch } }, job),
      );
    },
  };
}

async function runCheck(
  name: string,
  check: (job: LiveJob<unknown>) => Promise<unknown>,
  options: LiveCheckJobOptions & { fetch: Pick<SafeFetchOptions, "lookup" | "beforeConnect"> & OutboundPolicy["fetch"] },
  run: JobRun,
): Promise<void> {
  const write = (line: LiveCheckLine<unknown, unknown>): void => run.emit(line);
  // A second attempt (its worker died) starts over: the screen drops what the first one sent.
  write({ type: "started" });
  let progress: LiveCheckProgress = { done: 0, total: 0, current: null };
  const items: unknown[] = [];
  const progressLine = throttle(() => write({ type: "progress", ...progress, items: items.splice(0) }), LIVE_PROGRESS_INTERVAL_MS);
  progressLine.flush();
  const job = new LiveJob<unknown>({
    ...(options.limits ? { limits: options.limits } : {}),
    fetch: options.fetch,
    signal: run.signal,
    onProgress: (next) => {
      progress = next;
      progressLine.schedule();
    },
    onItem: (item) => {
      items.push(item);
      progressLine.schedule();
    },
  });
  const started = Date.now();
  try {
    const outcome = await settledOrAbandoned(check(job), job);
    if (!outcome.settled) {
      // The run slot must not outlive the check: a stopped job sends nothing more (every request
      // aborted, no new one sent), so the slot goes back even though `run` never settled.
      log.error("live_check_hung_after_stop", { jobId: run.id, tool: name, stopReason: job.stopReason, ms: Date.now() - started });
      progressLine.flush();
      write({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
      return;
    }
    progressLine.flush();
    write({ type: "result", result: outcome.result });
    log.info("live_check_done", {
      jobId: run.id,
      tool: name,
      requests: job.requestCount,
      bytes: job.totalBytes,
      stopReason: job.stopReason,
      ms: Date.now() - started,
    });
  } catch (error) {
    progressLine.cancel();
    log.error("live_check_failed", { jobId: run.id, tool: name, attempt: run.attempt, error });
    // The job runner tries once more, and stores the Turkish error line after the second failure.
    throw error;
  } finally {
    job.finish();
  }
}

/** The run's result, or `settled: false` when it has not settled `stopGraceMs` after the job stopped. */
async function settledOrAbandoned<Result, Item>(run: Promise<Result>, job: LiveJob<Item>): Promise<{ settled: true; result: Result } | { settled: false }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const abandoned = new Promise<{ settled: false }>((resolve) => {
    void job.whenStopped().then(() => {
      if (!over) timer = setTimeout(() => resolve({ settled: false }), job.limits.stopGraceMs);
    });
  });
  try {
    return await Promise.race([run.then((result) => ({ settled: true as const, result })), abandoned]);
  } finally {
    over = true;
    clearTimeout(timer);
  }
}
