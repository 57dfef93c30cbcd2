import { runAudit } from "~/capabilities/audit-rules/.server/run-audit";
import type { CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import type { CrawlCounts } from "~/capabilities/crawl/site-crawl";
import { admitTargets, outboundJobAdmission } from "~/capabilities/live-check/.server/outbound-jobs";
import type { OutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import { endpointHandler, firstIssue, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import { log } from "~/.server/log";
import { ndjsonResponse, throttle } from "~/.server/ndjson-stream";
import type { RateLimitRule } from "~/.server/rate-limit";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import { SITE_AUDIT_API } from "./api-contract";
import { AUDIT_CRAWL_TIME_LIMIT_MS, AUDIT_MAX_PAGES_CAP } from "./limits";
import { SITE_AUDIT_MESSAGES, siteAuditRateLimitMessage } from "./messages.content";
import { buildReport, type AuditReport } from "./report";
import type { AuditReportStore } from "./report-store.server";
import { siteAuditRequestSchema, type SiteAuditLine, type SiteAuditProgress } from "./schema";

/**
 * POST /api/site-audit `{ url, previousId? }`: the free site audit. Admission as the other
 * outbound jobs (one of the CRAWL_MAX_JOBS slots, AUDIT_RATE_LIMIT an hour per client, the target
 * host's hourly budget); then a report row is written ("running"), its id streamed at once, the
 * site crawled (AUDIT_MAX_PAGES pages, AUDIT_CRAWL_TIME_LIMIT_MS) and the rules run over the
 * records with turns of the event loop between them; progress lines at most every
 * PROGRESS_INTERVAL_MS, then the stored report's id and score.
 *
 * The visitor going away (or "Durdur") stops the crawl, not the audit: the rules run over what
 * was found and the report is stored under the id the visitor already has, so stopping keeps
 * what was found. The slot is held until the report is stored.
 */

export const PROGRESS_INTERVAL_MS = 250;

export function siteAuditRateLimit(limit: number): RateLimitRule {
  return { bucket: "site-audit", limit, windowMs: 60 * 60_000 };
}

export interface SiteAuditEndpointOptions {
  /** Crawl bounds (tests shorten them). */
  crawl?: Omit<CrawlOptions, "signal" | "onProgress" | "fetch" | "onHtmlPage" | "robotsVerdictsFor">;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

export function siteAuditServerEndpoint(options: SiteAuditEndpointOptions = {}) {
  return serverEndpoint({
    contract: SITE_AUDIT_API,
    parse: { schema: siteAuditRequestSchema, invalid: firstIssue(SITE_AUDIT_MESSAGES.invalidUrl) },
    rateLimit: outboundJobAdmission({
      rule: (env) => siteAuditRateLimit(env.AUDIT_RATE_LIMIT),
      rateLimitMessage: siteAuditRateLimitMessage,
      busyMessage: SITE_AUDIT_MESSAGES.busy,
      busyEvent: "site_audit_busy",
    }),
    handle: async ({ input: { url, previousId }, request, context: { services }, release }) => {
      const targets = await admitTargets(services, release, [url]);
      if (!targets.ok) return targets.response;
      const { policy } = targets;
      const store = services.auditReports;
      let started: { id: string; expiresAt: string };
      try {
        started = await store.begin(url);
      } catch (error) {
        release();
        await policy.release();
        throw error;
      }
      const maxPages = Math.min(AUDIT_MAX_PAGES_CAP, services.env.AUDIT_MAX_PAGES);
      return ndjsonResponse<SiteAuditLine>(
        request.signal,
        (signal, write) =>
          audit({ url, previousId, maxPages, started, store, policy: policy.fetch, options, signal, write }).finally(policy.release),
        release,
      );
    },
  });
}

interface AuditJob {
  url: string;
  previousId: string | undefined;
  maxPages: number;
  started: { id: string; expiresAt: string };
  store: AuditReportStore;
  policy: OutboundPolicy["fetch"];
  options: SiteAuditEndpointOptions;
  signal: AbortSignal;
  write: (line: SiteAuditLine) => void;
}

async function previousReport(store: AuditReportStore, previousId: string | undefined, host: string): Promise<AuditReport | null> {
  if (!previousId) return null;
  const stored = await store.get(previousId);
  // Only a report of the same site compares; any other id is ignored, not an error.
  return stored?.status === "done" && stored.report.host === host ? stored.report : null;
}

async function audit(job: AuditJob): Promise<void> {
  const { url, started, store, write } = job;
  write({ type: "started", reportId: started.id });
  let progress: SiteAuditProgress = { phase: "crawl", counts: { found: 0, fetched: 0, skipped: 0 }, current: url, rules: { done: 0, total: 0 } };
  const lines = throttle(() => write({ type: "progress", ...progress }), PROGRESS_INTERVAL_MS);
  lines.flush();
  const begun = Date.now();
  const host = new URL(url).host.toLowerCase();
  try {
    const run = await runAudit(url, {
      crawl: {
        timeLimitMs: AUDIT_CRAWL_TIME_LIMIT_MS,
        ...job.options.crawl,
        maxPages: job.maxPages,
        fetch: { ...job.options.fetch, ...job.policy },
        signal: job.signal,
        onProgress: (event) => {
          const counts: CrawlCounts = event.counts;
          progress = { ...progress, counts, current: event.type === "fetching" ? event.url : progress.current };
          lines.schedule();
        },
      },
      onRuleDone: (done, total) => {
        progress = { ...progress, phase: "rules", current: null, rules: { done, total } };
        lines.schedule();
      },
    });
    progress = { ...progress, phase: "saving" };
    lines.flush();
    const report = buildReport(
      {
        id: started.id,
        startUrl: url,
        homeUrl: run.site.homeUrl,
        auditedAt: run.site.auditedAt,
        expiresAt: started.expiresAt,
        crawl: run.crawl,
        outcome: run.outcome,
      },
      await previousReport(store, job.previousId, host),
    );
    await store.finish(report);
    write({ type: "result", reportId: report.id, score: report.score });
    log.info("site_audit_done", {
      host,
      stopReason: run.crawl.stopReason,
      pages: run.crawl.counts.fetched,
      score: report.score,
      findings: report.findings.length,
      ms: Date.now() - begun,
    });
  } catch (error) {
    lines.cancel();
    log.error("site_audit_failed", { host, error: String(error) });
    await store.fail(started.id).catch((failure: unknown) => log.error("site_audit_fail_not_stored", { error: String(failure) }));
    write({ type: "error", code: "internal", error: SITE_AUDIT_MESSAGES.unexpected });
  }
}

/** The handler of POST /api/site-audit. */
export function createSiteAuditEndpoint(options: SiteAuditEndpointOptions = {}): ApiHandler {
  return endpointHandler(siteAuditServerEndpoint(options));
}

/** POST /api/site-audit as the site serves it. */
export const siteAuditEndpoint = siteAuditServerEndpoint();
