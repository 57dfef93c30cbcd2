import { renderedFacts } from "~/capabilities/audit-rules/.server/rendered-page";
import { runAudit } from "~/capabilities/audit-rules/.server/run-audit";
import { BROWSER_STAGE_TIME_LIMIT_MS, type StageResult } from "~/capabilities/browser/.server/browser-stage";
import type { CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import type { CrawlCounts } from "~/capabilities/crawl/site-crawl";
import { withOutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import type { JobKind, JobRun } from "~/.server/jobs/run-job";
import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { throttle } from "~/.server/ndjson-stream";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import type { AuditPage } from "~/capabilities/audit-rules/audit-page";
import { AUDIT_CRAWL_TIME_LIMIT_MS, AUDIT_MAX_PAGES_CAP, REPORT_ID_PATTERN } from "./limits";
import { detectPlatform } from "./platform";
import { buildReport, type AuditReport } from "./report";
import { newReportId, type AuditReportStore } from "./report-store.server";
import type { Screenshot, ScreenshotKind } from "~/capabilities/browser/browser-facts";
import type { SiteAuditLine, SiteAuditProgress } from "./schema";

/**
 * The site audit as a durable job (app/.server/jobs, docs/decisions/044): POST /api/site-audit
 * puts it in line, a worker (this process or `npm run worker`) runs it. A run writes the report's
 * "running" row under the id the job was given, streams its lines through the job's store
 * (`started`, `progress` at most every PROGRESS_INTERVAL_MS, then `result` or `error`), crawls the
 * site and runs the rules over the records with turns of the event loop between them.
 *
 * "Durdur" and the time limit stop the crawl, not the audit: the rules run over what was found and
 * the report is stored under the id the visitor already has.
 */

export const SITE_AUDIT_JOB = "site-audit";

export const PROGRESS_INTERVAL_MS = 250;

/** What the audit keeps of its time limit for the rules and the storing after the browser stage. */
const RULES_AND_SAVING_MS = 15_000;

type Services = ApiContext["services"];

/** What the endpoint stores for a worker to run. */
export interface SiteAuditJobInput {
  url: string;
  previousId?: string;
  reportId: string;
  maxPages: number;
}

function asInput(value: unknown): SiteAuditJobInput | null {
  if (typeof value !== "object" || value === null) return null;
  const input = value as Partial<SiteAuditJobInput>;
  if (typeof input.url !== "string" || typeof input.reportId !== "string" || !REPORT_ID_PATTERN.test(input.reportId)) return null;
  if (typeof input.maxPages !== "number" || !Number.isInteger(input.maxPages) || input.maxPages < 1) return null;
  if (input.previousId !== undefined && (typeof input.previousId !== "string" || !REPORT_ID_PATTERN.test(input.previousId))) return null;
  return { url: input.url, previousId: input.previousId, reportId: input.reportId, maxPages: input.maxPages };
}

export interface SiteAuditJobOptions {
  /** Crawl bounds (tests shorten them). */
  crawl?: Omit<CrawlOptions, "signal" | "onProgress" | "fetch" | "onHtmlPage" | "robotsVerdictsFor">;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

/** Pages one audit reads: AUDIT_MAX_PAGES within the audit's own cap (the visitor's audit and the watch's weekly one alike). */
export function auditMaxPages(services: Services): number {
  return Math.min(AUDIT_MAX_PAGES_CAP, services.env.AUDIT_MAX_PAGES);
}

/** How long one audit may run: its crawl, the requests after it, the browser stage, the rules and the storing. */
export const SITE_AUDIT_TIME_LIMIT_MS = AUDIT_CRAWL_TIME_LIMIT_MS + 30_000 + BROWSER_STAGE_TIME_LIMIT_MS;

/**
 * The audit's job: its crawl may take AUDIT_CRAWL_TIME_LIMIT_MS, the requests after it 25 s, the
 * browser stage BROWSER_STAGE_TIME_LIMIT_MS, the rules and the storing a few seconds more. A lease
 * shorter than that (JOB_LEASE_SECONDS) shortens the browser stage first: it plans to end
 * RULES_AND_SAVING_MS before the job's deadline.
 */
export function siteAuditJob(options: SiteAuditJobOptions = {}): JobKind<Services> {
  return {
    kind: SITE_AUDIT_JOB,
    timeLimitMs: SITE_AUDIT_TIME_LIMIT_MS,
    async run(job, services) {
      const input = asInput(job.input);
      if (!input) throw new Error("site audit job with an unreadable input");
      await auditSite(job, input, services, options);
    },
  };
}

async function previousReport(store: AuditReportStore, previousId: string | undefined, host: string): Promise<AuditReport | null> {
  if (!previousId) return null;
  const stored = await store.get(previousId);
  // Only a report of the same site compares; any other id is ignored, not an error.
  return stored?.status === "done" && stored.report.host === host ? stored.report : null;
}

/**
 * What one audit needs from whoever runs it: the site audit's job, or the watch's weekly re-audit
 * (its job, or the operator's command, which has no screen to stream to).
 */
export type AuditRunContext = Pick<JobRun, "id" | "attempt" | "signal" | "deadline" | "emit">;

/** What one audit leaves: the stored report, and the page records it was built from (not stored). */
export interface AuditedSite {
  report: AuditReport;
  pages: readonly AuditPage[];
}

/**
 * One audit of `input.url`, run and stored under `input.reportId`, under the outbound policy of
 * the address typed and with the browser stage as AUDIT_BROWSER says: the "running" row, the
 * lines, the crawl and the rules, the comparison with `input.previousId` when it is a done report
 * of the same site, the screenshots. A failure marks the report failed and is thrown again.
 */
export function auditSite(run: AuditRunContext, input: SiteAuditJobInput, services: Services, options: SiteAuditJobOptions = {}): Promise<AuditedSite> {
  return withOutboundPolicy(services, [input.url], (policy) => audit(run, input, services, policy, options));
}

/**
 * The audit as another feature runs it, handed over where the features are composed
 * (app/job-kinds.server.ts, the operator's command): the watched site's weekly re-audit
 * (site-monitor/re-audit.server.ts) runs exactly this audit, with the same bounds.
 */
export const SITE_AUDIT_RUNNER = { audit: auditSite, maxPages: auditMaxPages, timeLimitMs: SITE_AUDIT_TIME_LIMIT_MS, newReportId } as const;

async function audit(
  job: AuditRunContext,
  input: SiteAuditJobInput,
  services: Services,
  policy: Pick<SafeFetchOptions, "allowHosts" | "allowPorts" | "beforeRequest">,
  options: SiteAuditJobOptions,
): Promise<AuditedSite> {
  const { url } = input;
  const store = services.auditReports;
  let screenshots: StageResult["screenshots"] = {};
  const write = (line: SiteAuditLine): void => job.emit(line);
  const started = await store.begin(url, input.reportId);
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
        ...options.crawl,
        maxPages: input.maxPages,
        fetch: { ...options.fetch, ...policy },
        signal: job.signal,
        onProgress: (event) => {
          const counts: CrawlCounts = event.counts;
          progress = { ...progress, counts, current: event.type === "fetching" ? event.url : progress.current };
          lines.schedule();
        },
      },
      browser: async (samples) => {
        progress = { ...progress, phase: "browser", current: null, browser: { done: 0, total: samples.length } };
        lines.flush();
        const stage = await services.browser.run({
          pages: samples,
          policy: { ...options.fetch, ...policy },
          signal: job.signal,
          deadline: job.deadline - RULES_AND_SAVING_MS,
          readRendered: renderedFacts,
          onPage: (done, total) => {
            progress = { ...progress, browser: { done, total } };
            lines.schedule();
          },
        });
        screenshots = stage.screenshots;
        return stage.facts;
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
        platform: detectPlatform(run.site),
        browser: run.site.browser,
      },
      await previousReport(store, input.previousId, host),
    );
    for (const [kind, shot] of Object.entries(screenshots) as [ScreenshotKind, Screenshot][]) {
      try {
        await store.putScreenshot(report.id, kind, shot);
      } catch (error) {
        // A picture that could not be kept costs the report its picture, not the whole audit.
        log.warn("site_audit_screenshot_not_stored", { jobId: job.id, kind, error });
        if (report.browser) report.browser = { ...report.browser, screenshots: { ...report.browser.screenshots, [kind]: false } };
      }
    }
    await store.finish(report);
    write({ type: "result", reportId: report.id, score: report.score });
    log.info("site_audit_done", {
      jobId: job.id,
      host,
      stopReason: run.crawl.stopReason,
      pages: run.crawl.counts.fetched,
      score: report.score,
      findings: report.findings.length,
      platform: report.platform ?? null,
      browser: report.browser?.status ?? null,
      ms: Date.now() - begun,
    });
    return { report, pages: run.site.pages };
  } catch (error) {
    lines.cancel();
    log.error("site_audit_failed", { jobId: job.id, host, attempt: job.attempt, error });
    await store.fail(started.id).catch((failure: unknown) => log.error("site_audit_fail_not_stored", { error: failure }));
    // The job runner tries once more, and stores the Turkish error line after the second failure.
    throw error;
  }
}
