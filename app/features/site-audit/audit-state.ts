import type { SiteAuditLine, SiteAuditProgress } from "./schema";

/**
 * The /seo-analizi screen's state, from the lines POST /api/site-audit streams. Pure, so the
 * screen's behaviour is tested without a browser.
 *
 * - running: the report id is known from the first line (null before it), progress follows.
 * - stopped: the visitor pressed "Durdur"; the server writes the report of what was found under
 *   the id, and the screen opens its page (which waits for it).
 * - done: the report is stored; the screen opens it.
 */
export type SiteAuditState =
  | { status: "idle" }
  | { status: "running"; url: string; reportId: string | null; progress: SiteAuditProgress }
  | { status: "stopped"; reportId: string | null; progress: SiteAuditProgress }
  | { status: "done"; reportId: string; score: number }
  | { status: "failed"; error: string };

export function startedAudit(url: string): SiteAuditState {
  return {
    status: "running",
    url,
    reportId: null,
    progress: { phase: "crawl", counts: { found: 0, fetched: 0, skipped: 0 }, current: null, rules: { done: 0, total: 0 } },
  };
}

/** A line as the stream delivered it, checked for the fields the screen reads. */
export function asSiteAuditLine(value: unknown): SiteAuditLine | null {
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

export function applySiteAuditLine(state: SiteAuditState, line: SiteAuditLine): SiteAuditState {
  if (state.status !== "running") return state;
  switch (line.type) {
    case "started":
      return { ...state, reportId: line.reportId };
    case "progress": {
      const { type: _type, ...progress } = line;
      return { ...state, progress };
    }
    case "result":
      return { status: "done", reportId: line.reportId, score: line.score };
    case "error":
      return { status: "failed", error: line.error };
  }
}

export function stopSiteAudit(state: SiteAuditState): SiteAuditState {
  if (state.status !== "running") return state;
  return { status: "stopped", reportId: state.reportId, progress: state.progress };
}
