import type { AnyApiContract } from "./shared/api-contract";
import { HEALTH_API } from "./shared/health-contract";
import { JOB_CANCEL_API, JOB_FOLLOW_API } from "./shared/jobs";
import { CONTENT_WRITER_API } from "./features/content-writer/api-contract";
import { ANALYZE_API, LIVE_AI_ACCESS_API } from "./features/gptbot-simulator/api-contract";
import { CANONICAL_LIVE_API } from "./features/canonical/api-contract";
import { LIVE_HREFLANG_API } from "./features/hreflang/api-contract";
import { CONTACT_API, NEWSLETTER_API, REPORT_REQUEST_API } from "./features/leads/api-paths";
import { LIVE_META_API } from "./features/meta-tags/api-contract";
import { CAPTCHA_API, RANK_API } from "./features/rank-finder/api-contract";
import { SITE_CRAWL_API } from "./capabilities/crawl/api-contract";
import { SITE_AUDIT_API } from "./features/site-audit/api-contract";
import { WATCH_REQUEST_API } from "./features/site-monitor/api-contract";
import { UTM_SUGGESTIONS_API } from "./features/utm-builder/api-contract";

/**
 * The JSON API's route table: one resource route per path, named `routes/api/<file>.ts`, in the
 * order app/routes.ts lists them (it maps this list; the server's registry,
 * app/api-endpoints.server.ts, has an entry per file, and a test holds the three together).
 * Contracts only, so the route config loads no server code; imported by relative path, since
 * react-router.config.ts loads app/routes.ts before the `~/` alias exists.
 */
export const API_ROUTES: readonly { file: string; contract: AnyApiContract }[] = [
  { file: "health", contract: HEALTH_API },
  { file: "analyze", contract: ANALYZE_API },
  { file: "leads-contact", contract: CONTACT_API },
  { file: "leads-newsletter", contract: NEWSLETTER_API },
  { file: "leads-report", contract: REPORT_REQUEST_API },
  { file: "captcha", contract: CAPTCHA_API },
  { file: "rank", contract: RANK_API },
  { file: "utm-suggestions", contract: UTM_SUGGESTIONS_API },
  { file: "content-writer", contract: CONTENT_WRITER_API },
  { file: "site-crawl", contract: SITE_CRAWL_API },
  { file: "live-canonical", contract: CANONICAL_LIVE_API },
  { file: "live-meta", contract: LIVE_META_API },
  { file: "live-hreflang", contract: LIVE_HREFLANG_API },
  { file: "live-ai-access", contract: LIVE_AI_ACCESS_API },
  { file: "site-audit", contract: SITE_AUDIT_API },
  { file: "site-monitor", contract: WATCH_REQUEST_API },
  { file: "jobs-follow", contract: JOB_FOLLOW_API },
  { file: "jobs-cancel", contract: JOB_CANCEL_API },
];

/**
 * The body limit of a request to `pathname`: an endpoint's own where its contract sets one (a
 * report request carries the tool's result file), else `fallback`. The server reads every body
 * within this before anything else sees it.
 */
export function requestBodyLimit(pathname: string, fallback: number): number {
  return API_ROUTES.find((route) => route.contract.path === pathname)?.contract.bodyLimitBytes ?? fallback;
}
