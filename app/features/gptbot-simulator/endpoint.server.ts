import { z } from "zod";
import { endpointHandler, firstIssue, json, jsonError, rateLimited, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { PageAnalysisError } from "./analysis-pool.server";
import { analyzeUrl } from "./analyze-url.server";
import { outboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import { SafeFetchError } from "~/.server/safe-fetch";
import type { Services } from "~/services.server";
import type { SafeFetchErrorCode, SafeFetchOptions } from "~/.server/safe-fetch";
import { ANALYZE_API } from "./api-contract";
import { GPTBOT_USER_AGENT } from "~/capabilities/ai-crawlers/crawlers";
import { ANALYSIS_REFUSAL_MESSAGES, ANALYZE_MESSAGES, ANALYZER_MESSAGES, analyzeRateLimitMessage } from "./messages.content";
import { checkAnalyzeUrl } from "./schema";
import type { AnalyzeError, AnalyzeSuccess, RobotsStatus } from "./schema";

/**
 * POST /api/analyze `{ url }`: the GPTBot simulator. Fetches the page as GPTBot through the
 * SSRF guard (app/.server/safe-fetch: http/https only, every resolved address checked, the
 * connection pinned to the checked address, redirects re-checked, 10 s, 5 MB, HTML only), then
 * robots.txt of the final origin, and answers the pure analysis (AnalyzeSuccess), which runs in
 * the worker thread pool with parse limits and a time limit (app/.server/page-analysis), so a
 * hostile page never blocks this process. Failures answer `{ error, code }` with a Turkish
 * reason and a matching status (422 when the page is beyond the analysis limits).
 *
 * Abuse limits: input validated (zod, at most 2048 characters), ANALYZER_RATE_LIMIT analyses per
 * client address a minute (in the database, shared by replicas), at most the analysis pool's
 * capacity of jobs in flight per process, each counted from its fetch on (a page may buffer up to
 * 5 MB; 503 "busy" beyond), and a visitor who goes away cancels the fetch. Pasted HTML is analysed in the browser and never
 * reaches this endpoint.
 */

/** Per client address: ANALYZER_RATE_LIMIT analyses a minute (10 by default). */
export function analyzeRateLimit(limit: number): RateLimitRule {
  return { bucket: "analyze", limit, windowMs: 60_000 };
}

/** Refused input is the visitor's to fix (4xx); a site that misbehaves is an upstream failure (5xx). */
export const ANALYZE_STATUS: Readonly<Record<SafeFetchErrorCode, number>> = {
  invalid_url: 400,
  unsupported_protocol: 400,
  blocked_address: 403,
  blocked_port: 403,
  // The target's hourly request budget (all visitors together), not this visitor's quota.
  host_budget: 429,
  dns_failure: 422,
  not_html: 422,
  too_large: 422,
  http_status: 502,
  network: 502,
  too_many_redirects: 502,
  unsupported_encoding: 502,
  bad_encoding: 502,
  timeout: 504,
};

export const analyzeRequestSchema = z.object(
  {
    url: z.unknown().transform((value, context) => {
      const check = checkAnalyzeUrl(value);
      if (!check.ok) {
        context.addIssue({ code: "custom", message: check.message });
        return z.NEVER;
      }
      return check.url;
    }),
  },
  { error: ANALYZER_MESSAGES.emptyUrl },
);

export interface AnalyzeEndpointOptions {
  /** Extra safe-fetch options (tests inject a resolver and shorter time limits). */
  fetchOptions?: Omit<SafeFetchOptions, "acceptContentTypes" | "allowHosts" | "allowPorts" | "beforeRequest" | "userAgent" | "signal">;
}

function fail(status: number, code: string, error: string): Response {
  const body: AnalyzeError = { code, error };
  return json(body, status);
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

function busy(): Response {
  return jsonError(503, "busy", ANALYZE_MESSAGES.busy, { "Retry-After": "5" });
}

/** POST /api/analyze: the contract, its schema and rate limit, and the handler. */
export function analyzeServerEndpoint(options: AnalyzeEndpointOptions = {}) {
  return serverEndpoint({
    contract: ANALYZE_API,
    parse: { schema: analyzeRequestSchema, invalid: firstIssue(ANALYZER_MESSAGES.emptyUrl) },
    rateLimit: rateLimited((env) => analyzeRateLimit(env.ANALYZER_RATE_LIMIT), analyzeRateLimitMessage),
    handle: ({ input, request, context }) => analyze(input.url, request, context.services, options),
  });
}

/** The handler of POST /api/analyze. */
export function createAnalyzeEndpoint(options: AnalyzeEndpointOptions = {}): ApiHandler {
  return endpointHandler(analyzeServerEndpoint(options));
}

async function analyze(url: string, request: Request, services: Services, options: AnalyzeEndpointOptions): Promise<Response> {
  // The visitor going away (the request's signal) cancels the fetch and the analysis.
  const signal = request.signal;
  const started = Date.now();
  // The typed address's port is allowed besides 80 and 443; every request counts against its host's hourly budget.
  const policy = outboundPolicy(services, [url]);
  try {
    const result = await analyzeUrl(url, services.analysisPool, {
      ...options.fetchOptions,
      ...policy.fetch,
      userAgent: GPTBOT_USER_AGENT,
      signal,
    });
    const robots: RobotsStatus =
      result.robots.kind === "found"
        ? { kind: "found", url: result.robots.url }
        : result.robots.kind === "missing"
          ? { kind: "missing", url: result.robots.url, status: result.robots.status }
          : { kind: "unreachable", url: result.robots.url, reason: result.robots.error.message };
    const answer: AnalyzeSuccess = {
      analysis: result.analysis,
      robots,
      finalUrl: result.finalUrl,
      status: result.status,
      redirects: result.redirects,
      userAgent: GPTBOT_USER_AGENT,
    };
    log.info("page_analyzed", { host: hostOf(result.finalUrl), redirects: result.redirects.length, robots: robots.kind, ms: Date.now() - started });
    return json(answer);
  } catch (error) {
    if (signal.aborted && !(error instanceof SafeFetchError) && !(error instanceof PageAnalysisError)) {
      log.info("page_analysis_cancelled", { host: hostOf(url) });
      // Nobody reads an answer any more (499: "client closed request", as proxies log it).
      return new Response(null, { status: 499 });
    }
    if (error instanceof SafeFetchError) {
      // `detail` may name resolved addresses: logs only, never the response.
      log.info("page_analysis_refused", { code: error.code, host: hostOf(url), detail: error.detail });
      return fail(ANALYZE_STATUS[error.code], error.code, error.message);
    }
    if (error instanceof PageAnalysisError) {
      log.warn("page_analysis_refused", { code: error.reason, host: hostOf(url), ms: Date.now() - started });
      if (error.reason === "busy") return busy();
      return fail(422, `too_complex_${error.reason}`, ANALYSIS_REFUSAL_MESSAGES[error.reason]);
    }
    throw error;
  } finally {
    await policy.release();
  }
}

/** POST /api/analyze as the site serves it. */
export const analyzeEndpoint = analyzeServerEndpoint();
