import { useCallback, useEffect, useRef, useState } from "react";
import { LIVE_CHECK_TEXT } from "~/capabilities/live-check/content";
import {
  STARTED_LIVE_CHECK,
  applyLiveCheckLine,
  asLiveCheckLine,
  queuedLiveCheck,
  reconnectingLiveCheck,
  stopLiveCheck,
} from "~/capabilities/live-check/live-check-state";
import type { LiveCheckState } from "~/capabilities/live-check/live-check-state";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import type { ApiContract } from "~/shared/api-contract";
import { streamApi } from "~/shared/browser/api-client";
import { cancelJob, followJobStream, type FollowedJob } from "~/shared/browser/job-stream";
import { asJobLine } from "~/shared/jobs";
import { blockingJobOf, refusalMessage } from "~/shared/ndjson";
import { useStopBlockingJob } from "~/shared/tool-ui/blocking-job";

export type { LiveCheckState } from "~/capabilities/live-check/live-check-state";

export interface LiveCheck<Request, Item, Result> {
  state: LiveCheckState<Item, Result>;
  /** Starts a check (a running one is stopped first). */
  start: (request: Request) => void;
  /** Stops the running check; the state becomes `stopped` with the items that had arrived. */
  stop: () => void;
  /** Back to `idle` (a running check is stopped). */
  reset: () => void;
  /** Stops the client's own job that refused this one (`state.blockingJobId`), then starts the same request again. */
  stopBlockingAndRetry: (jobId: string) => Promise<void>;
}

interface Following {
  controller: AbortController;
  job: FollowedJob;
}

/**
 * One live check (`POST /api/live/<tool>`) for a screen. The check is a job on the server: the
 * screen shows its place in line while it waits, then its progress, and follows it again by its
 * id when the stream breaks (app/shared/browser/job-stream.ts). "Durdur" stops the job (every
 * request to the visitor's site in flight within a second) and the screen stops following it at
 * once. Leaving the page stops the check too.
 */
export function useLiveCheck<Request, Item, Result>(contract: ApiContract<Request, never, LiveCheckLine<Item, Result>>): LiveCheck<Request, Item, Result> {
  const [state, setState] = useState<LiveCheckState<Item, Result>>({ status: "idle" });
  const followingRef = useRef<Following | null>(null);

  /** Lets go of the check being followed and stops its job; resolves once the server has the stop. */
  const release = useCallback((): Promise<void> => {
    const following = followingRef.current;
    if (!following) return Promise.resolve();
    followingRef.current = null;
    following.controller.abort();
    return cancelJob(following.job.jobId);
  }, []);

  useEffect(() => () => void release(), [release]);

  const stop = useCallback(() => {
    if (!followingRef.current) return;
    void release();
    setState((current) => stopLiveCheck(current));
  }, [release]);

  const reset = useCallback(() => {
    void release();
    setState({ status: "idle" });
  }, [release]);

  const start = useCallback(
    (request: Request) => {
      // The previous check's stop reaches the server before the new check, which it would otherwise refuse as a second one.
      const stopped = release();
      const following: Following = { controller: new AbortController(), job: { jobId: null } };
      followingRef.current = following;
      setState({ ...STARTED_LIVE_CHECK, items: [] });
      // Only the check that is still the current one may change the state.
      const update = (next: (current: LiveCheckState<Item, Result>) => LiveCheckState<Item, Result>): void => {
        if (followingRef.current === following) setState(next);
      };
      void stopped
        .then(() => run<Request, Item, Result>(contract, request, following, update))
        .finally(() => {
          if (followingRef.current === following) followingRef.current = null;
        });
    },
    [contract, release],
  );

  const { start: startRemembered, stopBlockingAndRetry } = useStopBlockingJob(start);
  return { state, start: startRemembered, stop, reset, stopBlockingAndRetry };
}

async function run<Request, Item, Result>(
  contract: ApiContract<Request, never, LiveCheckLine<Item, Result>>,
  request: Request,
  following: Following,
  update: (next: (current: LiveCheckState<Item, Result>) => LiveCheckState<Item, Result>) => void,
): Promise<void> {
  const { signal } = following.controller;
  if (signal.aborted) return;
  const onLine = (value: unknown): void => {
    const jobLine = asJobLine(value);
    if (jobLine?.type === "queued") update((current) => queuedLiveCheck(current, jobLine));
    const line = asLiveCheckLine<Item, Result>(value);
    if (line) update((current) => applyLiveCheckLine(current, line));
  };
  const { ended, end } = await followJobStream((callSignal, callLine) => streamApi(contract, request, callSignal, callLine), following.job, signal, {
    onLine,
    onReconnecting: (reconnecting) => update((current) => reconnectingLiveCheck(current, reconnecting)),
  });
  if (ended || signal.aborted) return;
  const fail = (error: string, blockingJobId?: string): void =>
    update((current) => ({ status: "failed", error, items: "items" in current ? current.items : [], ...(blockingJobId ? { blockingJobId } : {}) }));
  switch (end.kind) {
    case "network":
      return fail(LIVE_CHECK_TEXT.network);
    case "refused":
      // 400 (bad input), 409 (a check of theirs still runs), 429 (too many checks), 503 (line full): the API's `{ code, error }`.
      return fail(refusalMessage(end.body, LIVE_CHECK_TEXT.unexpected), blockingJobOf(end.body) ?? undefined);
    default:
      // Without a result or error line, and no way to follow the job again.
      return fail(LIVE_CHECK_TEXT.unexpected);
  }
}
