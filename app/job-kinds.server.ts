import type { JobKind } from "./.server/jobs/run-job";
import { siteCrawlJob } from "./capabilities/crawl/job.server";
import { liveCheckJob } from "./capabilities/live-check/.server";
import { canonicalLiveTool } from "./features/canonical/live.server";
import { liveAiAccessTool } from "./features/gptbot-simulator/live-access.server";
import { liveHreflangTool } from "./features/hreflang/live.server";
import { liveMetaTool } from "./features/meta-tags/live.server";
import { SITE_AUDIT_RUNNER, siteAuditJob } from "./features/site-audit/job.server";
import { monitorCheckJob } from "./features/site-monitor/job.server";
import { monitorAuditJob, type MonitorAuditDeps } from "./features/site-monitor/re-audit.server";
import type { Services } from "./services.server";

/**
 * The site audit the watched sites' weekly re-audit runs: the `monitor-audit` job below and the
 * operator's `npm run monitor -- audit <id>` (runMonitorAudit(services, id, MONITOR_AUDITOR)).
 * Composed here because a feature never imports another.
 */
export const MONITOR_AUDITOR: MonitorAuditDeps = SITE_AUDIT_RUNNER;

/**
 * Every kind of durable job a worker runs (app/.server/jobs): the outbound work of the tools,
 * composed here. Each kind has its own run slots on a worker (WORKER_CONCURRENCY), so a quick
 * live check never waits behind audits.
 */
export const JOB_KINDS: readonly JobKind<Services>[] = [
  siteAuditJob(),
  siteCrawlJob(),
  monitorCheckJob(),
  monitorAuditJob(MONITOR_AUDITOR),
  liveCheckJob([liveMetaTool, canonicalLiveTool, liveHreflangTool, liveAiAccessTool]),
];
