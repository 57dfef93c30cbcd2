import type { TURKISH_PARSE_FALLBACK } from "~/.server/api-messages.content";
import { endpointHandler, firstIssue, type AnyServerEndpoint, type ApiHandler, type EndpointPipeline } from "~/.server/json-api";
import { log } from "~/.server/log";
import { ndjsonResponse, throttle } from "~/.server/ndjson-stream";
import type { RateLimitRule } from "~/.server/rate-limit";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import type { ApiContract } from "~/shared/api-contract";
import type { LiveCheckLine, LiveCheckProgress } from "~/capabilities/live-check/live-check";
import { LiveJob } from "./job";
import type { LiveCheckLimits } from "./job";
import { LIVE_CHECK_MESSAGES, liveCheckRateLimitMessage } from "./messages.content";
import { admitTargets, outboundJobAdmission, urlsInRequest } from "./outbound-jobs";
import type { OutboundPolicy } from "./outbound-jobs";

/**
 * The endpoint of one live check, `POST /api/live/<tool>` (docs/decisions/025-live-checks.md):
 *
 * - the body is one JSON object, checked by the tool's schema (a Turkish message per problem);
 * - LIVE_CHECK_RATE_LIMIT checks per client address an hour, the four tools together (in the
 *   database, shared by replicas), and one of the CRAWL_MAX_JOBS slots the site crawl uses too
 *   (503 "busy" with Retry-After beyond it; a refused request keeps its hourly quota);
 * - the answer streams NDJSON (app/shared/live-check.ts): a `progress` line at once, then at
 *   most one every PROGRESS_INTERVAL_MS carrying the items finished since, then one `result`
 *   or one `error`;
 * - the tool's `run` gets a LiveJob (the crawler's limits, SSRF-safe fetches, never throws for
 *   a site's failures); the visitor going away cancels it and every request in flight.
 */

export const LIVE_PROGRESS_INTERVAL_MS = 100;

/** Per client address: LIVE_CHECK_RATE_LIMIT live checks an hour (30 by default), all tools together. */
export function liveCheckRateLimit(limit: number): RateLimitRule {
  return { bucket: "live-check", limit, windowMs: 60 * 60_000 };
}

/** What `safeParse` of a zod or zod/mini schema answers, as far as the endpoint reads it. */
type SafeParseResult<T> = { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };

export interface LiveCheckDefinition<Request, Item, Result> {
  /** The tool, for logs ("hreflang"). */
  name: string;
  /** Its path and types (the tool's api-contract.ts); tests that serve a check of their own leave it out. */
  contract?: ApiContract<unknown, never, LiveCheckLine<Item, Result>>;
  schema: { safeParse: (input: unknown, params: typeof TURKISH_PARSE_FALLBACK) => SafeParseResult<Request> };
  /** The check; items it emits go out with the progress lines. */
  run: (request: Request, job: LiveJob<Item>) => Promise<Result>;
}

export interface LiveCheckEndpointOptions {
  /** Tests shorten the limits. */
  limits?: Partial<LiveCheckLimits>;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

/** The server endpoint of one live check, for the registry (app/api-endpoints.server.ts). */
export function liveCheckServerEndpoint<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result> & Required<Pick<LiveCheckDefinition<Request, Item, Result>, "contract">>,
  options: LiveCheckEndpointOptions = {},
): AnyServerEndpoint {
  return { contract: definition.contract, ...liveCheckPipeline(definition, options) };
}

function liveCheckPipeline<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result>,
  options: LiveCheckEndpointOptions,
): EndpointPipeline<Request> {
  return {
    parse: { schema: definition.schema, invalid: firstIssue(LIVE_CHECK_MESSAGES.missingFields) },
    rateLimit: outboundJobAdmission({
      rule: (env) => liveCheckRateLimit(env.LIVE_CHECK_RATE_LIMIT),
      rateLimitMessage: liveCheckRateLimitMessage,
      busyMessage: LIVE_CHECK_MESSAGES.busy,
      busyEvent: "live_check_busy",
    }),
    handle: async ({ input, request, context: { services }, release }) => {
      // The ports of the addresses the visitor typed are allowed besides 80 and 443 (not those of links found on the way).
      const visitorUrls = urlsInRequest(input);
      const targets = await admitTargets(services, release, visitorUrls);
      if (!targets.ok) return targets.response;
      const { policy } = targets;
      return ndjsonResponse<LiveCheckLine<Item, Result>>(
        request.signal,
        // The unused budget goes back before the stream ends (and before the slot is free).
        (signal, write) => runCheck(definition, input, { ...options, fetch: { ...options.fetch, ...policy.fetch } }, signal, write).finally(policy.release),
        release,
      );
    },
  };
}

export function createLiveCheckEndpoint<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result>,
  options: LiveCheckEndpointOptions = {},
): ApiHandler {
  return endpointHandler(liveCheckPipeline(definition, options));
}

async function runCheck<Request, Item, Result>(
  definition: LiveCheckDefinition<Request, Item, Result>,
  input: Request,
  options: LiveCheckEndpointOptions & { fetch: Pick<SafeFetchOptions, "lookup" | "beforeConnect"> & OutboundPolicy["fetch"] },
  signal: AbortSignal,
  write: (line: LiveCheckLine<Item, Result>) => void,
): Promise<void> {
  let progress: LiveCheckProgress = { done: 0, total: 0, current: null };
  const items: Item[] = [];
  const progressLine = throttle(() => write({ type: "progress", ...progress, items: items.splice(0) }), LIVE_PROGRESS_INTERVAL_MS);
  // A line at once, so the browser gets the headers before the first request is answered.
  progressLine.flush();
  const job = new LiveJob<Item>({
    ...(options.limits ? { limits: options.limits } : {}),
    fetch: options.fetch,
    signal,
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
    const outcome = await settledOrAbandoned(definition.run(input, job), job);
    if (!outcome.settled) {
      // The slot must not outlive the check: a stopped job sends nothing more (every request
      // aborted, no new one sent), so the slot goes back even though `run` never settled.
      log.error("live_check_hung_after_stop", { tool: definition.name, stopReason: job.stopReason, ms: Date.now() - started });
      progressLine.flush();
      write({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
      return;
    }
    const { result } = outcome;
    progressLine.flush();
    write({ type: "result", result });
    log.info("live_check_done", {
      tool: definition.name,
      requests: job.requestCount,
      bytes: job.totalBytes,
      stopReason: job.stopReason,
      ms: Date.now() - started,
    });
  } catch (error) {
    log.error("live_check_failed", { tool: definition.name, error: String(error) });
    progressLine.flush();
    write({ type: "error", code: "internal", error: LIVE_CHECK_MESSAGES.unexpected });
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
