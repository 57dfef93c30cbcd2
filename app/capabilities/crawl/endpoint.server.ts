import { jobAdmission, submitJobResponse } from "~/.server/jobs/endpoints";
import { endpointHandler, firstIssue, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import { OUTBOUND_JOB_KEEP_MS, refuseSpentTargets } from "~/capabilities/live-check/.server/outbound-jobs";
import type { RateLimitRule } from "~/.server/rate-limit";
import { SITE_CRAWL_API } from "./api-contract";
import { SITE_CRAWL_JOB, type SiteCrawlJobInput } from "./job.server";
import { siteCrawlRateLimitMessage, SITE_CRAWL_MESSAGES } from "./messages.content";
import { siteCrawlRequestSchema, type SiteCrawlRequest } from "./schema";

/**
 * POST /api/site-crawl `{ url, purpose }`: the crawl of the visitor's site, put in line as a job
 * (job.server.ts runs it on a worker, every request through the SSRF-safe fetcher). Refused
 * before: a bad address (400), a full line (QUEUE_MAX_WAITING, 503), CRAWL_RATE_LIMIT crawls an
 * hour per client (429), the target host's hourly budget (429), a client whose crawl for the same
 * tool (`purpose`) still waits or runs (409, with that crawl's id to stop it). The answer is the job's stream (app/shared/jobs.ts): its id, its place in line
 * while it waits, then the crawl's own lines (./schema.ts); "Durdur" is POST /api/jobs/cancel.
 */

/** Per client address: CRAWL_RATE_LIMIT crawls an hour (10 by default). */
export function siteCrawlRateLimit(limit: number): RateLimitRule {
  return { bucket: "site-crawl", limit, windowMs: 60 * 60_000 };
}

export const siteCrawlEndpoint = serverEndpoint({
  contract: SITE_CRAWL_API,
  parse: { schema: siteCrawlRequestSchema, invalid: firstIssue(SITE_CRAWL_MESSAGES.invalidUrl) },
  // One crawl per tool: the sitemap generator's crawl never blocks the llms.txt generator's.
  rateLimit: jobAdmission<SiteCrawlRequest>(SITE_CRAWL_JOB, (env) => siteCrawlRateLimit(env.CRAWL_RATE_LIMIT), siteCrawlRateLimitMessage, (input) => input.purpose),
  handle: async ({ input: { url, purpose }, request, context: { services, clientIp } }) => {
    const spent = await refuseSpentTargets(services, [url]);
    if (spent) return spent;
    const input: SiteCrawlJobInput = { url, purpose };
    return submitJobResponse(services, request, { kind: SITE_CRAWL_JOB, clientIp, scope: purpose, input, keepMs: OUTBOUND_JOB_KEEP_MS });
  },
});

/** The handler of POST /api/site-crawl. */
export function createSiteCrawlEndpoint(): ApiHandler {
  return endpointHandler(siteCrawlEndpoint);
}
