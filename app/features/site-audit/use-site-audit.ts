import { useCallback, useEffect, useRef, useState } from "react";
import { streamApi } from "~/shared/browser/api-client";
import { cancelJob, followJobStream, rememberedJob, type JobStreamCall } from "~/shared/browser/job-stream";
import { JOB_FOLLOW_API, isTerminalLine } from "~/shared/jobs";
import { blockingJobOf, refusalMessage } from "~/shared/ndjson";
import { useStopBlockingJob } from "~/shared/tool-ui/blocking-job";
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
  /** Stops the client's own job that refused this one (`state.blockingJobId`), then starts the same request again. */
  stopBlockingAndRetry: (jobId: string) => Promise<void>;
}

/** The audit this tab follows, so a reload picks it up again. */
const followed = rememberedJob("seo-analizi-is");

/**
 * One audit of POST /api/site-audit for the /seo-analizi screen. The audit is a job on the
 * server: leaving the page stops following it, not the audit, and the stream is followed again
 * by the job's id after a dropped connection or a reload (app/shared/browser/job-stream.ts), from
 * the last line seen.
 */
export function useSiteAudit(): SiteAudit {
  const [state, setState] = useState<SiteAuditState>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);
  const jobRef = useRef<{ jobId: string | null; reportId: string | null }>({ jobId: null, reportId: null });

  /** Follows one audit from `first` (its POST, or a follow by id) to its end, reconnecting as needed. */
  const follow = useCallback((url: string, jobId: string | null, first: JobStreamCall) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const job = { jobId, reportId: null as string | null };
    jobRef.current = job;
    setState(startedAudit(url, jobId));
    const update = (next: (current: SiteAuditState) => SiteAuditState): void => {
      if (controllerRef.current === controller) setState(next);
    };
    const onLine = (value: unknown): void => {
      const line = asSiteAuditLine(value);
      if (!line) return;
      if (line.type === "job") followed.write({ jobId: line.jobId, url });
      if (line.type === "started") job.reportId = line.reportId;
      if (isTerminalLine(line)) followed.write(null);
      update((current) => applySiteAuditLine(current, line));
    };
    const onReconnecting = (reconnecting: boolean): void => update((current) => reconnectingAudit(current, reconnecting));
    void (async () => {
      const { ended, heard, end } = await followJobStream(first, job, controller.signal, { onLine, onReconnecting });
      if (ended || controller.signal.aborted) return;
      followed.write(null);
      // A reload's audit that is gone (expired, or deleted): the visitor did not just ask for
      // anything, so the form is simply ready again.
      if (jobId !== null && !heard && end.kind === "refused") {
        update(() => ({ status: "idle" }));
        return;
      }
      const fail = (error: string, blockingJobId?: string): void => update(() => ({ status: "failed", error, ...(blockingJobId ? { blockingJobId } : {}) }));
      if (end.kind === "network") fail(AUDIT_FORM_TEXT.errorNetwork);
      else if (end.kind === "refused") fail(refusalMessage(end.body, AUDIT_FORM_TEXT.errorUnexpected), blockingJobOf(end.body) ?? undefined);
      else fail(AUDIT_FORM_TEXT.errorUnexpected);
    })().finally(() => {
      if (controllerRef.current === controller) controllerRef.current = null;
    });
  }, []);

  // A reload in the middle of an audit follows it again from its first line, once hydrated
  // (`follow` never changes: the first render's is the current one).
  const resume = useRef(follow);
  useEffect(() => {
    const job = followed.read();
    if (job) resume.current(job.url, job.jobId, (signal, onLine) => streamApi(JOB_FOLLOW_API, { id: job.jobId, after: 0 }, signal, onLine));
    return () => controllerRef.current?.abort();
  }, []);

  const stop = useCallback(() => {
    const { jobId, reportId } = jobRef.current;
    void cancelJob(jobId);
    if (reportId || !jobId) {
      // The report of what was found is being written under the id the screen has: its page waits for it.
      controllerRef.current?.abort();
      controllerRef.current = null;
      followed.write(null);
      setState(stopSiteAudit);
    }
    // Still in line: the stream says when it has left it.
  }, []);

  const start = useCallback(
    (request: SiteAuditRequest) => follow(request.url, null, (signal, onLine) => streamApi(SITE_AUDIT_API, request, signal, onLine)),
    [follow],
  );

  const { start: startRemembered, stopBlockingAndRetry } = useStopBlockingJob(start);
  return { state, start: startRemembered, stop, stopBlockingAndRetry };
}
