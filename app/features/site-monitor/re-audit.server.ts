import type { AuditPage } from "~/capabilities/audit-rules/audit-page";
import type { RuleId } from "~/capabilities/audit-rules/rule";
import { isNoindex } from "~/capabilities/audit-rules/site-index";
import type { JobKind, JobRun } from "~/.server/jobs/run-job";
import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { isoTime } from "~/.server/time";
import { composeSummaryMail } from "./watch-mails.server";
import { RECHECKED_PAGES } from "./signals";

/**
 * The weekly re-audit of a watched site: the full site audit of its start address, stored as a
 * report like a visitor's, compared with the watch's previous report (the one its owner subscribed
 * from, then each re-audit's). When a problem was fixed or a new one appeared, the owner gets one
 * summary e-mail. The watch then keeps the new report, the first pages indexable in it (the daily
 * light check re-reads them for noindex) and the time of the next re-audit.
 *
 * The audit itself is the site audit's (app/features/site-audit/job.server.ts `auditSite`), handed
 * in by whoever composes the features (app/job-kinds.server.ts, the operator command): a feature
 * never imports another. It runs with the same settings as a visitor's audit, browser stage
 * included.
 *
 * Safe to run twice for a slot: the summary's key carries the slot, so a second run that finds the
 * same changes stores nothing more (and one after a finished first run compares with its report).
 * Each run writes a report under a fresh id: no one holds its link before the summary is stored,
 * and the row of a run that died reads as failed and expires with the others.
 */

export const MONITOR_AUDIT_JOB = "monitor-audit";

type Services = ApiContext["services"];

const DAY_MS = 24 * 60 * 60_000;

/** What one audit needs from whoever runs it (a job's run, or the operator's command). */
export type AuditRunContext = Pick<JobRun, "id" | "attempt" | "signal" | "deadline" | "emit">;

/** The part of a stored report the re-audit reads (site-audit/report.ts AuditReport). */
export interface AuditedReport {
  id: string;
  homeUrl: string;
  score: number;
  /** Against `previousId` when it was a done report of the same site; null otherwise. */
  comparison: { previousScore: number; fixed: RuleId[]; appeared: RuleId[] } | null;
}

/**
 * The site audit, run and stored under `input.reportId`, compared with `input.previousId`
 * (site-audit/job.server.ts `auditSite` has this shape). It throws when the audit failed.
 */
export type SiteAuditor = (
  run: AuditRunContext,
  input: { url: string; reportId: string; maxPages: number; previousId?: string },
  services: Services,
) => Promise<{ report: AuditedReport; pages: readonly AuditPage[] }>;

export interface MonitorAuditDeps {
  audit: SiteAuditor;
  /** Pages the audit reads (the site audit's own bound, site-audit/job.server.ts `auditMaxPages`). */
  maxPages: (services: Services) => number;
  /** How long one audit may take: the operator's run stops after it (the job's runner has its own). */
  timeLimitMs: number;
  /** A fresh report id (site-audit/report-store.server.ts `newReportId`). */
  newReportId: () => string;
}

export interface MonitorAuditOptions {
  /**
   * The time the re-audit was due at: its summary's key. The operator's run now has a slot of its
   * own (the time it started), so it sends its own summary.
   */
  slot?: string;
  /** The job's run; the operator's command gets one of its own, with no screen to stream to. */
  run?: AuditRunContext;
  now?: () => number;
}

export type MonitorAuditOutcome =
  /** No such watch, or not active (unconfirmed, unsubscribed, ended): nothing audited. */
  | { kind: "skipped" }
  | {
      kind: "audited";
      reportId: string;
      /** Whether a summary was stored by this run (false: nothing changed, or stored before for the slot). */
      summary: boolean;
      fixed: number;
      appeared: number;
      pages: string[];
    };

export interface MonitorAuditInput {
  watchId: string;
  /** The time the re-audit was due at: its summary's key. */
  slot: string;
}

function asInput(value: unknown): MonitorAuditInput | null {
  const input = value as Partial<MonitorAuditInput> | null;
  if (typeof input !== "object" || input === null) return null;
  if (typeof input.watchId !== "string" || typeof input.slot !== "string") return null;
  return { watchId: input.watchId, slot: input.slot };
}

/**
 * The pages the light check re-reads for noindex: the first RECHECKED_PAGES pages of the audit
 * that answered 200 as HTML, are not noindex and are not the home page (the light check reads
 * that one anyway), on the home page's origin, each once, in the crawl's order (links from the
 * home page come first: the pages that matter most to the site).
 */
export function indexablePages(pages: readonly AuditPage[], homeUrl: string): string[] {
  const home = new URL(homeUrl);
  const chosen: string[] = [];
  for (const page of pages) {
    if (chosen.length >= RECHECKED_PAGES) break;
    // A "named" page was read only to judge a tag pointing at it; an empty record is not HTML.
    if (page.status !== 200 || page.source === "named" || page.htmlChars === 0 || isNoindex(page)) continue;
    let url: URL;
    try {
      url = new URL(page.finalUrl);
    } catch {
      continue;
    }
    url.hash = "";
    if (url.origin !== home.origin || url.href === home.href || chosen.includes(url.href)) continue;
    chosen.push(url.href);
  }
  return chosen;
}

/** A run of its own for the operator's re-audit now: no lines to stream, stopped at the audit's time limit. */
function ownRun(watchId: string, timeLimitMs: number, now: number): AuditRunContext {
  return { id: `${MONITOR_AUDIT_JOB}:${watchId}`, attempt: 1, signal: AbortSignal.timeout(timeLimitMs), deadline: now + timeLimitMs, emit: () => undefined };
}

/**
 * One re-audit of one watch, now: what the `monitor-audit` job runs, and what the operator's
 * `npm run monitor -- audit <id>` calls (synchronously, with `deps` from the site audit).
 */
export async function runMonitorAudit(services: Services, watchId: string, deps: MonitorAuditDeps, options: MonitorAuditOptions = {}): Promise<MonitorAuditOutcome> {
  const now = options.now ?? Date.now;
  const { watches, mails } = services.monitor;
  const watch = await watches.get(watchId);
  if (watch?.status !== "active") return { kind: "skipped" };
  const reportId = deps.newReportId();
  const slot = options.slot ?? isoTime(now());
  const run = options.run ?? ownRun(watch.id, deps.timeLimitMs, now());
  const { report, pages } = await deps.audit(
    run,
    { url: watch.start_url, reportId, maxPages: deps.maxPages(services), ...(watch.report_id ? { previousId: watch.report_id } : {}) },
    services,
  );
  // The audit took minutes: an owner who unsubscribed meanwhile gets nothing, and their watch is
  // not written again.
  const current = await watches.get(watch.id);
  if (current?.status !== "active") return { kind: "skipped" };
  const fixed = report.comparison?.fixed ?? [];
  const appeared = report.comparison?.appeared ?? [];
  let summary = false;
  if (report.comparison && (fixed.length > 0 || appeared.length > 0)) {
    const links = { siteUrl: services.env.SITE_URL, secret: services.newsletterSecret() };
    const composed = composeSummaryMail(current, { previousScore: report.comparison.previousScore, score: report.score, fixed, appeared }, links);
    // Stored before the watch moves on to the new report: a run that dies between the two runs
    // again, finds the same changes and stores nothing twice (the key carries the slot).
    summary = await mails.store({ ...composed, watchId: current.id, kind: "summary", recipient: current.email, dedupeKey: `${current.id}:summary:${slot}` }, now());
  }
  const kept = indexablePages(pages, report.homeUrl);
  await watches.rememberAudit(current.id, { reportId: report.id, pages: kept, nextAuditAt: now() + services.env.MONITOR_AUDIT_DAYS * DAY_MS });
  log.info("monitor_audit_done", { watchId: current.id, host: current.host, reportId: report.id, score: report.score, fixed: fixed.length, appeared: appeared.length, summary, pages: kept.length });
  return { kind: "audited", reportId: report.id, summary, fixed: fixed.length, appeared: appeared.length, pages: kept };
}

/**
 * The weekly re-audit as a durable job (app/.server/jobs): the scheduler (scheduler.server.ts)
 * claims a due watch and puts its re-audit in line under the watch's own client key, with its
 * slot. Its time limit is the site audit's.
 */
export function monitorAuditJob(deps: MonitorAuditDeps): JobKind<Services> {
  return {
    kind: MONITOR_AUDIT_JOB,
    timeLimitMs: deps.timeLimitMs,
    async run(job, services) {
      const input = asInput(job.input);
      if (!input) throw new Error("monitor audit job with an unreadable input");
      await runMonitorAudit(services, input.watchId, deps, { slot: input.slot, run: job });
    },
  };
}
