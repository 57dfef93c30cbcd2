import { refuseSpentTargets } from "~/capabilities/live-check/.server/outbound-jobs";
import { jobAdmission, submitJobResponse } from "~/.server/jobs/endpoints";
import { endpointHandler, firstIssue, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import type { RateLimitRule } from "~/.server/rate-limit";
import { SITE_AUDIT_API } from "./api-contract";
import { SITE_AUDIT_JOB, auditMaxPages, type SiteAuditJobInput } from "./job.server";
import { SITE_AUDIT_MESSAGES, siteAuditRateLimitMessage } from "./messages.content";
import { newReportId } from "./report-store.server";
import { siteAuditRequestSchema } from "./schema";

/**
 * POST /api/site-audit `{ url, previousId? }`: the free site audit, put in line as a job
 * (job.server.ts runs it on a worker). Refused before: a bad address (400), a full line
 * (QUEUE_MAX_WAITING, 503), AUDIT_RATE_LIMIT an hour per client (429), the target host's hourly
 * budget (429), a client whose audit still waits or runs (409). The answer is the job's stream:
 * its id, its place in line while it waits, then the audit's own lines; the screen follows it
 * again by id after a dropped connection or a reload (POST /api/jobs/follow).
 */

export function siteAuditRateLimit(limit: number): RateLimitRule {
  return { bucket: "site-audit", limit, windowMs: 60 * 60_000 };
}

export const siteAuditEndpoint = serverEndpoint({
  contract: SITE_AUDIT_API,
  parse: { schema: siteAuditRequestSchema, invalid: firstIssue(SITE_AUDIT_MESSAGES.invalidUrl) },
  rateLimit: jobAdmission(SITE_AUDIT_JOB, (env) => siteAuditRateLimit(env.AUDIT_RATE_LIMIT), siteAuditRateLimitMessage),
  handle: async ({ input: { url, previousId }, request, context: { services, clientIp } }) => {
    const spent = await refuseSpentTargets(services, [url]);
    if (spent) return spent;
    const input: SiteAuditJobInput = {
      url,
      previousId,
      reportId: newReportId(),
      maxPages: auditMaxPages(services),
    };
    return submitJobResponse(services, request, { kind: SITE_AUDIT_JOB, clientIp, input });
  },
});

/** The handler of POST /api/site-audit. */
export function createSiteAuditEndpoint(): ApiHandler {
  return endpointHandler(siteAuditEndpoint);
}
