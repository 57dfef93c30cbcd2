import { useCallback, useEffect, useRef, useState } from "react";
import { callApi, streamApi } from "~/shared/browser/api-client";
import type { NdjsonCallEnd } from "~/shared/browser/post-ndjson";
import { JOB_CANCEL_API, JOB_FOLLOW_API, isJobId, isTerminalLine, seqOf } from "~/shared/jobs";
import { refusalMessage } from "~/shared/ndjson";
import { SITE_AUDIT_API } from "./api-contract";
import { applySiteAuditLine, asSiteAuditLine, reconnectingAudit, startedAudit, stopSiteAudit, type SiteAuditState } from "./audit-state";
import { AUDIT_FORM_TEXT } from "./content";
import type { SiteAuditRequest } from "./schema";

export interface SiteAudit {
  state: SiteAuditState;
  start: (request: SiteAuditRequest) => void;
  /**
   * "Durdur": stops the job wherever it runs. Once running, the report of what was found follows
   * (the screen opens its page at once); still in line, it just leaves the line.
   */
  stop: () => void;
}

/** The audit this tab follows, so a reload picks it up again (sessionStorage: this tab only). */
const FOLLOWED_KEY = "seo-analizi-is";

/** Tries to follow a job again after its stream broke, waiting a little longer each time. */
const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 3_000, 5_000, 5_000, 5_000, 5_000];

interface Followed {
  jobId: string;
  url: string;
}

function readFollowed(): Followed | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(FOLLOWED_KEY) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { jobId, url } = value as Partial<Followed>;
    return isJobId(jobId) && typeof url === "string" ? { jobId, url } : null;
  } catch {
    return null;
  }
}

function writeFollowed(followed: Followed | null): void {
  try {
    if (followed) window.sessionStorage.setItem(FOLLOWED_KEY, JSON.stringify(followed));
    else window.sessionStorage.removeItem(FOLLOWED_KEY);
  } catch {
    // Private mode without storage: a reload then starts over, nothing else changes.
  }
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * One audit of POST /api/site-audit for the /seo-analizi screen. The audit is a job on the
 * server: leaving the page stops following it, not the audit, and the stream is followed again
 * by the job's id after a dropped connection or a reload (POST /api/jobs/follow), from the last
 * line seen.
 */
export function useSiteAudit(): SiteAudit {
  const [state, setState] = useState<SiteAuditState>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);
  const jobRef = useRef<{ jobId: string | null; reportId: string | null }>({ jobId: null, reportId: null });

  /** Follows one audit from `first` (its POST, or a follow by id) to its end, reconnecting as needed. */
  const follow = useCallback(
    (url: string, jobId: string | null, first: (signal: AbortSignal, onLine: (value: unknown) => void) => Promise<NdjsonCallEnd>) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      jobRef.current = { jobId, reportId: null };
      setState(startedAudit(url, jobId));
      const update = (next: (current: SiteAuditState) => SiteAuditState): void => {
        if (controllerRef.current === controller) setState(next);
      };
      let lastSeq = 0;
      let ended = false;
      let heard = false;
      const onLine = (value: unknown): void => {
        const line = asSiteAuditLine(value);
        if (!line) return;
        heard = true;
        lastSeq = seqOf(value) ?? lastSeq;
        if (line.type === "job") {
          jobRef.current.jobId = line.jobId;
          writeFollowed({ jobId: line.jobId, url });
        }
        if (line.type === "started") jobRef.current.reportId = line.reportId;
        if (isTerminalLine(line)) {
          ended = true;
          writeFollowed(null);
        }
        update((current) => reconnectingAudit(applySiteAuditLine(current, line), false));
      };
      void (async () => {
        let end = await first(controller.signal, onLine);
        for (const delay of RECONNECT_DELAYS_MS) {
          const followedId = jobRef.current.jobId;
          // A refusal, the end of the job, or "Durdur" after the report id was known: nothing to follow.
          if (ended || controller.signal.aborted || end.kind === "refused" || followedId === null) break;
          update((current) => reconnectingAudit(current, true));
          await wait(delay, controller.signal);
          if (controller.signal.aborted) break;
          end = await streamApi(JOB_FOLLOW_API, { id: followedId, after: lastSeq }, controller.signal, onLine);
        }
        if (ended || controller.signal.aborted) return;
        writeFollowed(null);
        // A reload's audit that is gone (expired, or deleted): the visitor did not just ask for
        // anything, so the form is simply ready again.
        if (jobId !== null && !heard && end.kind === "refused") {
          update(() => ({ status: "idle" }));
          return;
        }
        const fail = (error: string): void => update(() => ({ status: "failed", error }));
        if (end.kind === "network") fail(AUDIT_FORM_TEXT.errorNetwork);
        else if (end.kind === "refused") fail(refusalMessage(end.body, AUDIT_FORM_TEXT.errorUnexpected));
        else fail(AUDIT_FORM_TEXT.errorUnexpected);
      })().finally(() => {
        if (controllerRef.current === controller) controllerRef.current = null;
      });
    },
    [],
  );

  // A reload in the middle of an audit follows it again from its first line, once hydrated
  // (`follow` never changes: the first render's is the current one).
  const resume = useRef(follow);
  useEffect(() => {
    const followed = readFollowed();
    if (followed) {
      resume.current(followed.url, followed.jobId, (signal, onLine) => streamApi(JOB_FOLLOW_API, { id: followed.jobId, after: 0 }, signal, onLine));
    }
    return () => controllerRef.current?.abort();
  }, []);

  const stop = useCallback(() => {
    const { jobId, reportId } = jobRef.current;
    if (jobId) void callApi(JOB_CANCEL_API, { id: jobId });
    if (reportId || !jobId) {
      // The report of what was found is being written under the id the screen has: its page waits for it.
      controllerRef.current?.abort();
      controllerRef.current = null;
      writeFollowed(null);
      setState(stopSiteAudit);
    }
    // Still in line: the stream says when it has left it.
  }, []);

  const start = useCallback(
    (request: SiteAuditRequest) => follow(request.url, null, (signal, onLine) => streamApi(SITE_AUDIT_API, request, signal, onLine)),
    [follow],
  );

  return { state, start, stop };
}
