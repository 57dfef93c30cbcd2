import express, { type Request, type Router } from "express";
import { z } from "zod";
import { TURKISH_PARSE_FALLBACK } from "~/.server/api-messages";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { PageAnalysisError } from "./analysis-pool.server";
import { analyzeUrl } from "./analyze-url.server";
import { SafeFetchError, parseAllowHosts } from "~/.server/safe-fetch";
import type { SafeFetchErrorCode, SafeFetchOptions } from "~/.server/safe-fetch";
import type { Services } from "~/services.server";
import { ANALYZER_MESSAGES, GPTBOT_USER_AGENT } from "./constants";
import { ANALYSIS_REFUSAL_MESSAGES } from "./limits";
import { checkAnalyzeUrl } from "./request";
import type { AnalyzeError, AnalyzeSuccess, RobotsStatus } from "./request";

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
 * client address a minute (in the database, shared by replicas), at most
 * MAX_CONCURRENT_ANALYSES fetches in flight per process (each may buffer up to 5 MB), and a
 * visitor who goes away cancels the fetch. Pasted HTML is analysed in the browser and never
 * reaches this endpoint.
 */

export const MAX_CONCURRENT_ANALYSES = 8;

export const ANALYZE_MESSAGES = {
  busy: "Sunucu şu anda çok sayıda sayfa analiz ediyor. Lütfen birkaç saniye sonra tekrar deneyin.",
} as const;

export function analyzeRateLimitMessage(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds > 90 ? `${Math.ceil(retryAfterSeconds / 60)} dakika` : `${retryAfterSeconds} saniye`;
  return `Çok fazla analiz isteği gönderdiniz. Lütfen ${wait} sonra tekrar deneyin.`;
}

/** Per client address: ANALYZER_RATE_LIMIT analyses a minute (10 by default). */
export function analyzeRateLimit(limit: number): RateLimitRule {
  return { bucket: "analyze", limit, windowMs: 60_000 };
}

/** Refused input is the visitor's to fix (4xx); a site that misbehaves is an upstream failure (5xx). */
export const ANALYZE_STATUS: Readonly<Record<SafeFetchErrorCode, number>> = {
  invalid_url: 400,
  unsupported_protocol: 400,
  blocked_address: 403,
  dns_failure: 422,
  not_html: 422,
  too_large: 422,
  http_status: 502,
  network: 502,
  too_many_redirects: 502,
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

export interface AnalyzeRouterOptions {
  /** Extra safe-fetch options (tests inject a resolver and shorter time limits). */
  fetchOptions?: Omit<SafeFetchOptions, "acceptContentTypes" | "allowHosts" | "userAgent" | "signal">;
}

function fail(code: string, error: string): AnalyzeError {
  return { code, error };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

export function createAnalyzeRouter(services: Services, options: AnalyzeRouterOptions = {}): Router {
  const router = express.Router();
  const allowHosts = parseAllowHosts(services.env.ANALYZER_ALLOWED_HOSTS);
  if (allowHosts.length > 0) {
    log.warn("analyzer_allow_hosts", { hosts: allowHosts, note: "test-only: these private addresses may be fetched" });
  }
  const rule = analyzeRateLimit(services.env.ANALYZER_RATE_LIMIT);
  let inFlight = 0;

  router.post("/analyze", async (req: Request, res) => {
    const parsed = analyzeRequestSchema.safeParse(req.body, TURKISH_PARSE_FALLBACK);
    if (!parsed.success) {
      res.status(400).json(fail("validation", parsed.error.issues[0]?.message ?? ANALYZER_MESSAGES.emptyUrl));
      return;
    }
    const url = parsed.data.url;

    const limit = await services.rateLimiter.hit(rule, req.ip ?? "unknown");
    if (!limit.allowed) {
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      res.status(429).json(fail("rate_limited", analyzeRateLimitMessage(limit.retryAfterSeconds)));
      return;
    }
    if (inFlight >= MAX_CONCURRENT_ANALYSES) {
      res.setHeader("Retry-After", "5");
      res.status(503).json(fail("busy", ANALYZE_MESSAGES.busy));
      return;
    }

    const controller = new AbortController();
    const onClose = (): void => {
      if (!res.writableFinished) controller.abort(new Error("client went away"));
    };
    res.on("close", onClose);
    inFlight += 1;
    const started = Date.now();
    try {
      const result = await analyzeUrl(url, services.analysisPool, {
        ...options.fetchOptions,
        allowHosts,
        userAgent: GPTBOT_USER_AGENT,
        signal: controller.signal,
      });
      const robots: RobotsStatus =
        result.robots.kind === "found"
          ? { kind: "found", url: result.robots.url }
          : result.robots.kind === "missing"
            ? { kind: "missing", url: result.robots.url, status: result.robots.status }
            : { kind: "unreachable", url: result.robots.url, reason: result.robots.error.message };
      const body: AnalyzeSuccess = {
        analysis: result.analysis,
        robots,
        finalUrl: result.finalUrl,
        status: result.status,
        redirects: result.redirects,
        userAgent: GPTBOT_USER_AGENT,
      };
      log.info("page_analyzed", { host: hostOf(result.finalUrl), redirects: result.redirects.length, robots: robots.kind, ms: Date.now() - started });
      res.json(body);
    } catch (error) {
      if (controller.signal.aborted && !(error instanceof SafeFetchError) && !(error instanceof PageAnalysisError)) {
        log.info("page_analysis_cancelled", { host: hostOf(url) });
        return;
      }
      if (error instanceof SafeFetchError) {
        // `detail` may name resolved addresses: logs only, never the response.
        log.info("page_analysis_refused", { code: error.code, host: hostOf(url), detail: error.detail });
        res.status(ANALYZE_STATUS[error.code]).json(fail(error.code, error.message));
        return;
      }
      if (error instanceof PageAnalysisError) {
        log.warn("page_analysis_refused", { code: error.reason, host: hostOf(url), ms: Date.now() - started });
        if (error.reason === "busy") {
          res.setHeader("Retry-After", "5");
          res.status(503).json(fail("busy", ANALYZE_MESSAGES.busy));
        } else {
          res.status(422).json(fail(`too_complex_${error.reason}`, ANALYSIS_REFUSAL_MESSAGES[error.reason]));
        }
        return;
      }
      throw error;
    } finally {
      inFlight -= 1;
      res.off("close", onClose);
    }
  });

  return router;
}
