import { useCallback, useEffect, useRef, useState } from "react";
import { CRAWL_CLIENT_ERRORS } from "./content";
import { applySiteCrawlLine, asSiteCrawlLine, refusalMessage, startedSiteCrawl, stopSiteCrawl } from "./crawl-state";
import type { SiteCrawlState } from "./crawl-state";
import { streamApi } from "~/shared/browser/api-client";
import { SITE_CRAWL_API } from "./api-contract";
import type { SiteCrawlPurpose, SiteCrawlRequest } from "./schema";

export type { SiteCrawlState } from "./crawl-state";

export interface SiteCrawl {
  state: SiteCrawlState;
  /** Starts a crawl of `url` (a running one is cancelled first). */
  start: (url: string) => void;
  /** Cancels the running crawl; the state becomes `stopped` with the partial result. */
  stop: () => void;
}

/**
 * One live crawl of POST /api/site-crawl for a screen: the request, its NDJSON progress, the end.
 *
 * Stopping: "Durdur" aborts the request, and closing the connection is what cancels the crawl on
 * the server (every request to the visitor's site in flight is aborted), so no `result` can arrive
 * after it. The hook then ends in `{ status: "stopped", counts, result }`: the last counts, and
 * the partial result put together from the pages the progress lines carried. A crawl that ends at one of the
 * server's limits (pages, time, bytes) is not "stopped": it ends in `done` with the partial
 * result and `result.crawl.stopReason` naming the limit. Leaving the page (unmount) cancels too.
 */
export function useSiteCrawl(purpose: SiteCrawlPurpose): SiteCrawl {
  const [state, setState] = useState<SiteCrawlState>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setState((current) => stopSiteCrawl(current, Date.now()));
  }, []);

  const start = useCallback(
    (url: string) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState(startedSiteCrawl(url, Date.now()));
      // Only the request that is still the current one may change the state.
      const update = (next: (current: SiteCrawlState) => SiteCrawlState): void => {
        if (controllerRef.current === controller) setState(next);
      };
      void run(url, purpose, controller.signal, update).finally(() => {
        if (controllerRef.current === controller) controllerRef.current = null;
      });
    },
    [purpose],
  );

  return { state, start, stop };
}

async function run(
  url: string,
  purpose: SiteCrawlPurpose,
  signal: AbortSignal,
  update: (next: (current: SiteCrawlState) => SiteCrawlState) => void,
): Promise<void> {
  const request: SiteCrawlRequest = { url, purpose };
  const end = await streamApi(SITE_CRAWL_API, request, signal, (value) => {
    const line = asSiteCrawlLine(value);
    if (line) update((current) => applySiteCrawlLine(current, line));
  });
  const fail = (error: string): void => update(() => ({ status: "failed", error }));
  switch (end.kind) {
    case "aborted":
      return;
    case "network":
      return fail(CRAWL_CLIENT_ERRORS.network);
    case "refused":
      // 400 (bad address), 429 (too many crawls), 503 (busy): the API's `{ code, error }`.
      return fail(refusalMessage(end.body, CRAWL_CLIENT_ERRORS.unexpected));
    case "ended":
      // Without a result or error line the server went away mid-crawl.
      update((current) => (current.status === "running" ? { status: "failed", error: CRAWL_CLIENT_ERRORS.unexpected } : current));
  }
}
