import { useCallback, useEffect, useRef, useState } from "react";
import { LIVE_CHECK_TEXT } from "~/capabilities/live-check/content";
import { STARTED_LIVE_CHECK, applyLiveCheckLine, asLiveCheckLine, stopLiveCheck } from "~/capabilities/live-check/live-check-state";
import type { LiveCheckState } from "~/capabilities/live-check/live-check-state";
import { refusalMessage } from "~/shared/ndjson";
import type { ApiContract } from "~/shared/api-contract";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { streamApi } from "~/shared/browser/api-client";

export type { LiveCheckState } from "~/capabilities/live-check/live-check-state";

export interface LiveCheck<Request, Item, Result> {
  state: LiveCheckState<Item, Result>;
  /** Starts a check (a running one is cancelled first). */
  start: (request: Request) => void;
  /** Cancels the running check; the state becomes `stopped` with the items that had arrived. */
  stop: () => void;
  /** Back to `idle` (a running check is cancelled). */
  reset: () => void;
}

/**
 * One live check (`POST /api/live/<tool>`, app/shared/live-check.ts) for a screen: the request,
 * its NDJSON progress, the end. "Durdur" aborts the request, and closing the connection is what
 * cancels the check on the server (every request to the visitor's site in flight is aborted).
 * Leaving the page cancels too.
 */
export function useLiveCheck<Request, Item, Result>(contract: ApiContract<Request, never, LiveCheckLine<Item, Result>>): LiveCheck<Request, Item, Result> {
  const [state, setState] = useState<LiveCheckState<Item, Result>>({ status: "idle" });
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const stop = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setState((current) => stopLiveCheck(current));
  }, []);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ status: "idle" });
  }, []);

  const start = useCallback(
    (request: Request) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      setState({ ...STARTED_LIVE_CHECK, items: [] });
      // Only the request that is still the current one may change the state.
      const update = (next: (current: LiveCheckState<Item, Result>) => LiveCheckState<Item, Result>): void => {
        if (controllerRef.current === controller) setState(next);
      };
      void run<Request, Item, Result>(contract, request, controller.signal, update).finally(() => {
        if (controllerRef.current === controller) controllerRef.current = null;
      });
    },
    [contract],
  );

  return { state, start, stop, reset };
}

async function run<Request, Item, Result>(
  contract: ApiContract<Request, never, LiveCheckLine<Item, Result>>,
  request: Request,
  signal: AbortSignal,
  update: (next: (current: LiveCheckState<Item, Result>) => LiveCheckState<Item, Result>) => void,
): Promise<void> {
  const end = await streamApi(contract, request, signal, (value) => {
    const line = asLiveCheckLine<Item, Result>(value);
    if (line) update((current) => applyLiveCheckLine(current, line));
  });
  const fail = (error: string): void => update((current) => ({ status: "failed", error, items: "items" in current ? current.items : [] }));
  switch (end.kind) {
    case "aborted":
      return;
    case "network":
      return fail(LIVE_CHECK_TEXT.network);
    case "refused":
      // 400 (bad input), 429 (too many checks), 503 (busy): the API's `{ code, error }`.
      return fail(refusalMessage(end.body, LIVE_CHECK_TEXT.unexpected));
    case "ended":
      // Without a result or error line the server went away mid-check.
      update((current) => (current.status === "running" ? { status: "failed", error: LIVE_CHECK_TEXT.unexpected, items: current.items } : current));
  }
}
