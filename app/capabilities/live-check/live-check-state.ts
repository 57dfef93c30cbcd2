/**
 * The state of one live check as a screen sees it, and how each NDJSON line moves it. Pure, so it
 * is tested without a browser; app/shared/browser/use-live-check.ts drives it.
 */
import type { JobWaitState, QueuePlace } from "~/shared/jobs";
import type { LiveCheckLine, LiveCheckProgress } from "./live-check";

/**
 * - `running`: the check waits in line (`queue`), then requests are being made (`items`: the
 *   pieces finished so far, e.g. verdicts of a bulk check, in the order they finished);
 *   `reconnecting` while its stream is followed again after a break.
 * - `done`: the server sent its `result`.
 * - `stopped`: the visitor pressed "Durdur": the check's job is stopped on the server and the
 *   screen stops following it, so no result comes, and the items that had arrived stay on screen.
 * - `failed`: a Turkish message (the server's, or the client's when the connection broke).
 */
export type LiveCheckState<Item, Result> =
  | { status: "idle" }
  | ({ status: "running"; items: Item[] } & LiveCheckProgress & JobWaitState)
  | { status: "done"; result: Result; items: Item[] }
  | ({ status: "stopped"; items: Item[] } & LiveCheckProgress)
  | { status: "failed"; error: string; items: Item[]; /** The client's own check of this tool that blocked this one (409). */ blockingJobId?: string };

export const STARTED_LIVE_CHECK = { status: "running", done: 0, total: 0, current: null, items: [], queue: null, reconnecting: false } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A line's shape, checked as far as the state needs it (the server is ours; this guards drift). */
export function asLiveCheckLine<Item, Result>(value: unknown): LiveCheckLine<Item, Result> | null {
  if (!isRecord(value)) return null;
  if (value.type === "started") return { type: "started" };
  if (value.type === "progress" && typeof value.done === "number" && typeof value.total === "number") {
    return {
      type: "progress",
      done: value.done,
      total: value.total,
      current: typeof value.current === "string" ? value.current : null,
      // The items are the server's own; their inner shape is trusted like the result's.
      items: Array.isArray(value.items) ? (value.items as Item[]) : [],
    };
  }
  if (value.type === "result" && "result" in value) return { type: "result", result: value.result as Result };
  if (value.type === "error" && typeof value.error === "string") {
    return { type: "error", code: typeof value.code === "string" ? value.code : "internal", error: value.error };
  }
  return null;
}

/** The state after `line`; a line after the end changes nothing. */
export function applyLiveCheckLine<Item, Result>(state: LiveCheckState<Item, Result>, line: LiveCheckLine<Item, Result>): LiveCheckState<Item, Result> {
  if (state.status !== "running") return state;
  switch (line.type) {
    case "started":
      // A run begins (again, after its worker died): what an earlier run sent is dropped.
      return { ...state, queue: null, done: 0, total: 0, current: null, items: [] };
    case "progress":
      return {
        ...state,
        queue: null,
        done: line.done,
        total: line.total,
        current: line.current,
        items: line.items.length > 0 ? [...state.items, ...line.items] : state.items,
      };
    case "result":
      return { status: "done", result: line.result, items: state.items };
    case "error":
      return { status: "failed", error: line.error, items: state.items };
  }
}

/** "Durdur": a running check becomes `stopped`, keeping its progress and items. */
export function stopLiveCheck<Item, Result>(state: LiveCheckState<Item, Result>): LiveCheckState<Item, Result> {
  if (state.status !== "running") return state;
  const { queue: _queue, reconnecting: _reconnecting, ...progress } = state;
  return { ...progress, status: "stopped" };
}

/** The check's place in line while it waits. */
export function queuedLiveCheck<Item, Result>(state: LiveCheckState<Item, Result>, queue: QueuePlace): LiveCheckState<Item, Result> {
  return state.status === "running" ? { ...state, queue } : state;
}

/** The check's stream broke and is followed again (or lines come again). */
export function reconnectingLiveCheck<Item, Result>(state: LiveCheckState<Item, Result>, reconnecting: boolean): LiveCheckState<Item, Result> {
  return state.status === "running" && state.reconnecting !== reconnecting ? { ...state, reconnecting } : state;
}
