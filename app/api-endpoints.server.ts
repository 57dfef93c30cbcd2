import type { AnyServerEndpoint } from "~/.server/json-api";
import { endpointRoute } from "~/.server/json-api";
import { healthEndpoint } from "~/.server/health";
import { jobCancelEndpoint, jobFollowEndpoint } from "~/.server/jobs/endpoints";
import { canonicalLiveEndpoint } from "~/features/canonical/live.server";
import { contentWriterEndpoints } from "~/features/content-writer/endpoint.server";
import { analyzeEndpoint } from "~/features/gptbot-simulator/endpoint.server";
import { liveAiAccessEndpoint } from "~/features/gptbot-simulator/live-access.server";
import { liveHreflangEndpoint } from "~/features/hreflang/live.server";
import { contactEndpoint, newsletterEndpoint, reportRequestEndpoint } from "~/features/leads/endpoint.server";
import { liveMetaEndpoint } from "~/features/meta-tags/live.server";
import { rankEndpoints } from "~/features/rank-finder/endpoint.server";
import { siteCrawlEndpoint } from "~/capabilities/crawl/endpoint.server";
import { siteAuditEndpoint } from "~/features/site-audit/endpoint.server";
import { watchRequestEndpoint } from "~/features/site-monitor/endpoint.server";
import { utmSuggestionsEndpoint } from "~/features/utm-builder/endpoint.server";

/**
 * Every server endpoint of the JSON API, by the resource route that serves its path
 * (`routes/api/<file>.ts`, listed in app/api-routes.ts). app/api-routes.test.ts holds the route
 * table, these entries and the route files together.
 */
export const API_ENDPOINTS: Readonly<Record<string, readonly AnyServerEndpoint[]>> = {
  health: [healthEndpoint],
  analyze: [analyzeEndpoint],
  "leads-contact": [contactEndpoint],
  "leads-newsletter": [newsletterEndpoint],
  "leads-report": [reportRequestEndpoint],
  captcha: [rankEndpoints.captcha],
  rank: [rankEndpoints.rank],
  "utm-suggestions": [utmSuggestionsEndpoint],
  "content-writer": contentWriterEndpoints,
  "site-crawl": [siteCrawlEndpoint],
  "live-canonical": [canonicalLiveEndpoint],
  "live-meta": [liveMetaEndpoint],
  "live-hreflang": [liveHreflangEndpoint],
  "live-ai-access": [liveAiAccessEndpoint],
  "site-audit": [siteAuditEndpoint],
  "site-monitor": [watchRequestEndpoint],
  "jobs-follow": [jobFollowEndpoint],
  "jobs-cancel": [jobCancelEndpoint],
};

/** The `loader` and `action` of `routes/api/<file>.ts`. */
export function apiResourceRoute(file: string): ReturnType<typeof endpointRoute> {
  const endpoints = API_ENDPOINTS[file];
  if (!endpoints) throw new Error(`app/api-endpoints.server.ts has no endpoint for routes/api/${file}.ts`);
  return endpointRoute(endpoints);
}
