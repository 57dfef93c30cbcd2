import { callApi, streamApi } from "~/shared/browser/api-client";
import type { NdjsonCallEnd } from "~/shared/browser/post-ndjson";
import { JOB_CANCEL_API, JOB_FOLLOW_API, asJobLine, isJobId, isTerminalLine, seqOf } from "~/shared/jobs";

/**
 * Following one durable job from a screen (app/shared/jobs.ts), whatever the tool: the first call
 * (the tool's POST, or a follow by id after a reload), then, while the job has not ended, the
 * stream followed again by the job's id from the last line seen after it broke, waiting a little
 * longer each time. Any replica answers.
 */

/** Waits before each attempt to follow a broken stream again. */
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 3_000, 5_000, 5_000, 5_000, 5_000];

/** One call that streams a job's lines: the tool's POST, or POST /api/jobs/follow. */
export type JobStreamCall = (signal: AbortSignal, onLine: (value: unknown) => void) => Promise<NdjsonCallEnd>;

/** The job a screen follows; `jobId` is set from the stream's first line (or known from a reload). */
export interface FollowedJob {
  jobId: string | null;
}

export interface JobStreamEvents {
  /** Every line as delivered (the job's own lines too), each once. */
  onLine: (value: unknown) => void;
  /** True while the stream is broken and followed again, false once lines come again. */
  onReconnecting?: (reconnecting: boolean) => void;
}

export interface JobStreamOutcome {
  /** A `result` or `error` line arrived: the job is over and the screen has its end. */
  ended: boolean;
  /** Any line arrived at all. */
  heard: boolean;
  /** How the last call ended (a refusal's body, a network failure, an aborted follow). */
  end: NdjsonCallEnd;
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

/** Follows `job` from `first` to its end (or until `signal` aborts), reconnecting after breaks. */
export async function followJobStream(first: JobStreamCall, job: FollowedJob, signal: AbortSignal, events: JobStreamEvents): Promise<JobStreamOutcome> {
  let lastSeq = 0;
  let ended = false;
  let heard = false;
  let reconnecting = false;
  const onLine = (value: unknown): void => {
    const jobLine = asJobLine(value);
    if (jobLine?.type === "job") job.jobId = jobLine.jobId;
    // A line repeated by a follow that overlapped the broken stream is not applied twice.
    const seq = seqOf(value);
    if (seq !== null) {
      if (seq <= lastSeq) return;
      lastSeq = seq;
    }
    heard = true;
    if (reconnecting) {
      reconnecting = false;
      events.onReconnecting?.(false);
    }
    if (isTerminalLine(value)) ended = true;
    events.onLine(value);
  };
  let end = await first(signal, onLine);
  for (const delay of RECONNECT_DELAYS_MS) {
    // A refusal, the end of the job, or the screen letting go: nothing to follow.
    if (ended || signal.aborted || end.kind === "refused" || job.jobId === null) break;
    if (!reconnecting) {
      reconnecting = true;
      events.onReconnecting?.(true);
    }
    await wait(delay, signal);
    if (signal.aborted) break;
    end = await streamApi(JOB_FOLLOW_API, { id: job.jobId, after: lastSeq }, signal, onLine);
  }
  return { ended, heard, end };
}

/** "Durdur": stops the job wherever it runs (a waiting one leaves the line); resolves once the server has it. */
export async function cancelJob(jobId: string | null): Promise<void> {
  if (jobId) await callApi(JOB_CANCEL_API, { id: jobId });
}

/** A job a tab follows, with the address it was started for. */
export interface RememberedJob {
  jobId: string;
  url: string;
}

/**
 * The job this tab follows under `key`, kept in sessionStorage (this tab only) so a reload picks
 * it up again; `write(null)` once it is over or stopped.
 */
export function rememberedJob(key: string): { read: () => RememberedJob | null; write: (job: RememberedJob | null) => void } {
  return {
    read() {
      try {
        const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
        if (typeof value !== "object" || value === null) return null;
        const { jobId, url } = value as Partial<RememberedJob>;
        return isJobId(jobId) && typeof url === "string" ? { jobId, url } : null;
      } catch {
        return null;
      }
    },
    write(job) {
      try {
        if (job) window.sessionStorage.setItem(key, JSON.stringify(job));
        else window.sessionStorage.removeItem(key);
      } catch {
        // Private mode without storage: a reload then starts over, nothing else changes.
      }
    },
  };
}
