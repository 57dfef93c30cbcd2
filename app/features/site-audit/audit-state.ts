import { asJobLine, type JobLine, type JobWaitState } from "~/shared/jobs";
import type { SiteAuditLine, SiteAuditProgress } from "./schema";

/**
 * The /seo-analizi screen's state, from the lines POST /api/site-audit streams. Pure, so the
 * screen's behaviour is tested without a browser.
 *
 * - running: the job's id comes first (it lets the screen follow the job again after a dropped
 *   connection or a reload, and stop it), then its place in line while it waits (`queue`), then
 *   the report id once a worker starts it (null before), then progress. `reconnecting` while the
 *   screen follows it again.
 * - cancelled: stopped while still waiting in line; nothing was read.
 * - stopped: the visitor pressed "Durdur"; the server writes the report of what was found under
 *   the id, and the screen opens its page (which waits for it).
 * - done: the report is stored; the screen opens it.
 */
export type SiteAuditState =
  | { status: "idle" }
  | ({
      status: "running";
      url: string;
      jobId: string | null;
      /** A second run began (its first one's worker died): the progress started over. */
      restarted: boolean;
      reportId: string | null;
      progress: SiteAuditProgress;
    } & JobWaitState)
  | { status: "cancelled"; message: string }
  | { status: "stopped"; reportId: string | null; progress: SiteAuditProgress }
  | { status: "done"; reportId: string; score: number }
  | { status: "failed"; error: string; /** The client's own audit that blocked this one (409). */ blockingJobId?: string };

/** What the screen reads from the audit's stream: the audit's own lines and the job's. */
export type SiteAuditStreamLine = SiteAuditLine | Extract<JobLine, { type: "job" | "queued" }>;

export function startedAudit(url: string, jobId: string | null = null): SiteAuditState {
  return {
    status: "running",
    url,
    jobId,
    queue: null,
    reconnecting: false,
    restarted: false,
    reportId: null,
    progress: { phase: "crawl", counts: { found: 0, fetched: 0, skipped: 0 }, current: null, rules: { done: 0, total: 0 } },
  };
}

/** A line as the stream delivered it, checked for the fields the screen reads. */
export function asSiteAuditLine(value: unknown): SiteAuditStreamLine | null {
  const jobLine = asJobLine(value);
  if (jobLine) return jobLine;
  if (typeof value !== "object" || value === null || !("type" in value)) return null;
  const line = value as { type: unknown };
  switch (line.type) {
    case "started":
      return typeof (value as { reportId?: unknown }).reportId === "string" ? (value as SiteAuditLine) : null;
    case "progress": {
      const progress = value as Partial<SiteAuditProgress>;
      return typeof progress.counts === "object" && progress.counts !== null && typeof progress.rules === "object" ? (value as SiteAuditLine) : null;
    }
    case "result":
      return typeof (value as { reportId?: unknown }).reportId === "string" ? (value as SiteAuditLine) : null;
    case "error":
      return typeof (value as { error?: unknown }).error === "string" ? (value as SiteAuditLine) : null;
    default:
      return null;
  }
}

export function applySiteAuditLine(state: SiteAuditState, line: SiteAuditStreamLine): SiteAuditState {
  if (state.status !== "running") return state;
  switch (line.type) {
    case "job":
      return { ...state, jobId: line.jobId };
    case "queued":
      return { ...state, queue: { position: line.position, etaSeconds: line.etaSeconds } };
    case "started":
      return { ...state, queue: null, restarted: state.restarted || state.reportId !== null, reportId: line.reportId };
    case "progress": {
      const { type: _type, ...rest } = line;
      // Only the progress itself: a stored line also carries its `seq`.
      const progress: SiteAuditProgress = { phase: rest.phase, counts: rest.counts, current: rest.current, rules: rest.rules, ...(rest.browser ? { browser: rest.browser } : {}) };
      return { ...state, queue: null, progress };
    }
    case "result":
      return { status: "done", reportId: line.reportId, score: line.score };
    case "error":
      return line.code === "cancelled" ? { status: "cancelled", message: line.error } : { status: "failed", error: line.error };
  }
}

export function reconnectingAudit(state: SiteAuditState, reconnecting: boolean): SiteAuditState {
  return state.status === "running" ? { ...state, reconnecting } : state;
}

export function stopSiteAudit(state: SiteAuditState): SiteAuditState {
  if (state.status !== "running") return state;
  return { status: "stopped", reportId: state.reportId, progress: state.progress };
}
