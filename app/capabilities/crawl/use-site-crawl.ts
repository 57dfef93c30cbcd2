import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { streamApi } from "~/shared/browser/api-client";
import { cancelJob, followJobStream, rememberedJob, type FollowedJob, type JobStreamCall } from "~/shared/browser/job-stream";
import { JOB_FOLLOW_API, asJobLine, isTerminalLine } from "~/shared/jobs";
import { blockingJobOf } from "~/shared/ndjson";
import { useStopBlockingJob } from "~/shared/tool-ui/blocking-job";
import { SITE_CRAWL_API } from "./api-contract";
import { CRAWL_CLIENT_ERRORS } from "./content";
import {
  applySiteCrawlLine,
  asSiteCrawlLine,
  queuedSiteCrawl,
  reconnectingSiteCrawl,
  refusalMessage,
  startedSiteCrawl,
  stopSiteCrawl,
  stoppingSiteCrawl,
} from "./crawl-state";
import type { SiteCrawlState } from "./crawl-state";
import type { SiteCrawlPurpose, SiteCrawlRequest } from "./schema";

export type { SiteCrawlState } from "./crawl-state";

export interface SiteCrawl {
  state: SiteCrawlState;
  /** Starts a crawl of `url` (a running one is stopped first). */
  start: (url: string) => void;
  /** Stops the running crawl; the state becomes `stopped` with the partial result. */
  stop: () => void;
  /** Stops the client's own job that refused this one (`state.blockingJobId`), then starts the same request again. */
  stopBlockingAndRetry: (jobId: string) => Promise<void>;
}

/** How long "Durdur" waits for the stopped job's last lines before it keeps what it has. */
export const STOP_GRACE_MS = 5_000;

interface Following {
  controller: AbortController;
  job: FollowedJob;
}

/** The crawl each screen's tab follows, so a reload picks it up again (app/shared/browser/job-stream.ts). */
const REMEMBERED_KEYS: Record<SiteCrawlPurpose, string> = { sitemap: "site-haritasi-tarama", "llms-txt": "llms-txt-tarama" };

/**
 * One live crawl of POST /api/site-crawl for a screen. The crawl is a job on the server: the
 * screen shows its place in line while it waits, then its progress, and follows it again by its
 * id when the stream breaks (app/shared/browser/job-stream.ts).
 *
 * Stopping: "Durdur" stops the job on the server (every request to the visitor's site in flight
 * within a second) and follows its last lines, which carry every page whose body had arrived
 * before the stop (at most STOP_GRACE_MS, then it keeps what it has). The hook then ends in
 * `{ status: "stopped", counts, result }`: the last counts, and the partial result put together
 * from the pages the lines carried. A crawl that ends at one of the
 * server's limits (pages, time, bytes) is not "stopped": it ends in `done` with the partial
 * result and `result.crawl.stopReason` naming the limit. Leaving the page for another stops the
 * crawl too; a reload follows it again (the tab remembers its id) and shows where it is.
 */
export function useSiteCrawl(purpose: SiteCrawlPurpose): SiteCrawl {
  const [state, setState] = useState<SiteCrawlState>({ status: "idle" });
  const followingRef = useRef<Following | null>(null);
  const remembered = useMemo(() => rememberedJob(REMEMBERED_KEYS[purpose]), [purpose]);

  /** Lets go of the crawl being followed and stops its job; resolves once the server has the stop. */
  const release = useCallback((): Promise<void> => {
    const following = followingRef.current;
    if (!following) return Promise.resolve();
    followingRef.current = null;
    following.controller.abort();
    remembered.write(null);
    return cancelJob(following.job.jobId);
  }, [remembered]);

  const follow: FollowCrawl = useCallback(
    (url, jobId, first, before = Promise.resolve()) => {
      const following: Following = { controller: new AbortController(), job: { jobId } };
      followingRef.current = following;
      setState(startedSiteCrawl(url, Date.now()));
      // Only the crawl that is still the current one may change the state.
      const update = (next: (current: SiteCrawlState) => SiteCrawlState): void => {
        if (followingRef.current === following) setState(next);
      };
      void before
        .then(() => run(first, following, update, { resumed: jobId !== null, remember: (id) => remembered.write(id ? { jobId: id, url } : null) }))
        .finally(() => {
          if (followingRef.current === following) followingRef.current = null;
        });
    },
    [remembered],
  );

  // A reload in the middle of a crawl follows it again from its first line, once hydrated
  // (`follow` and `release` change only with the purpose, which a screen never changes).
  const resume = useRef(follow);
  useEffect(() => {
    const job = remembered.read();
    if (job) resume.current(job.url, job.jobId, (signal, onLine) => streamApi(JOB_FOLLOW_API, { id: job.jobId, after: 0 }, signal, onLine));
    return () => void release();
  }, [remembered, release]);

  const stop = useCallback(() => {
    const following = followingRef.current;
    if (!following) return;
    const at = Date.now();
    // The job stops on the server and ends with the lines of what it read (a page whose body had
    // arrived is kept): the screen follows them for a moment rather than dropping them.
    setState((current) => stoppingSiteCrawl(current, at));
    void cancelJob(following.job.jobId);
    setTimeout(() => {
      if (followingRef.current !== following) return;
      void release();
      setState((current) => stopSiteCrawl(current, at));
    }, STOP_GRACE_MS);
  }, [release]);

  const start = useCallback(
    (url: string) => {
      const request: SiteCrawlRequest = { url, purpose };
      // The previous crawl's stop reaches the server before the new crawl, which it would otherwise refuse as a second one.
      follow(url, null, (signal, onLine) => streamApi(SITE_CRAWL_API, request, signal, onLine), release());
    },
    [purpose, follow, release],
  );

  const { start: startRemembered, stopBlockingAndRetry } = useStopBlockingJob(start);
  return { state, start: startRemembered, stop, stopBlockingAndRetry };
}

/** Follows one crawl from `first` (its POST, or a follow by id after a reload), once `before` has settled. */
type FollowCrawl = (url: string, jobId: string | null, first: JobStreamCall, before?: Promise<void>) => void;

async function run(
  first: JobStreamCall,
  following: Following,
  update: (next: (current: SiteCrawlState) => SiteCrawlState) => void,
  tab: { resumed: boolean; remember: (jobId: string | null) => void },
): Promise<void> {
  const { signal } = following.controller;
  if (signal.aborted) return;
  const onLine = (value: unknown): void => {
    const jobLine = asJobLine(value);
    if (jobLine?.type === "job") tab.remember(jobLine.jobId);
    if (jobLine?.type === "queued") update((current) => queuedSiteCrawl(current, jobLine));
    const line = asSiteCrawlLine(value);
    if (line) update((current) => applySiteCrawlLine(current, line));
    if (isTerminalLine(value)) tab.remember(null);
  };
  const { ended, heard, end } = await followJobStream(first, following.job, signal, {
    onLine,
    onReconnecting: (reconnecting) => update((current) => reconnectingSiteCrawl(current, reconnecting)),
  });
  if (ended || signal.aborted) return;
  tab.remember(null);
  // A reload's crawl that is gone (over an hour old): the visitor asked for nothing just now.
  if (tab.resumed && !heard && end.kind === "refused") return update(() => ({ status: "idle" }));
  const fail = (error: string, blockingJobId?: string): void => update(() => ({ status: "failed", error, ...(blockingJobId ? { blockingJobId } : {}) }));
  switch (end.kind) {
    case "network":
      return fail(CRAWL_CLIENT_ERRORS.network);
    case "refused":
      // 400 (bad address), 409 (a crawl of theirs still runs), 429 (too many crawls), 503 (line full): the API's `{ code, error }`.
      return fail(refusalMessage(end.body, CRAWL_CLIENT_ERRORS.unexpected), blockingJobOf(end.body) ?? undefined);
    default:
      // Without a result or error line, and no way to follow the job again.
      return fail(CRAWL_CLIENT_ERRORS.unexpected);
  }
}
