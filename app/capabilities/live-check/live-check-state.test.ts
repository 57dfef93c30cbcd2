import { describe, expect, it } from "vitest";
import { STARTED_LIVE_CHECK, applyLiveCheckLine, asLiveCheckLine, queuedLiveCheck, reconnectingLiveCheck, stopLiveCheck, type LiveCheckState } from "./live-check-state";

type State = LiveCheckState<string, { ok: boolean }>;
const running: State = { ...STARTED_LIVE_CHECK, items: [] };

describe("live check state", () => {
  it("accumulates the items of progress lines and ends at the result, keeping them", () => {
    let state = applyLiveCheckLine<string, { ok: boolean }>(running, { type: "started" });
    state = applyLiveCheckLine(state, { type: "progress", done: 1, total: 3, current: "https://a.example/", items: ["a"] });
    state = applyLiveCheckLine(state, { type: "progress", done: 3, total: 3, current: null, items: ["b", "c"] });
    expect(state).toEqual({ status: "running", done: 3, total: 3, current: null, items: ["a", "b", "c"], queue: null, reconnecting: false });
    state = applyLiveCheckLine(state, { type: "result", result: { ok: true } });
    expect(state).toEqual({ status: "done", result: { ok: true }, items: ["a", "b", "c"] });
    // Nothing moves a finished check.
    expect(applyLiveCheckLine(state, { type: "error", code: "x", error: "y" })).toBe(state);
  });

  it("starts over at a `started` line: a retried run drops what the first one sent", () => {
    let state = applyLiveCheckLine<string, { ok: boolean }>(running, { type: "started" });
    state = applyLiveCheckLine(state, { type: "progress", done: 2, total: 4, current: "https://a.example/b", items: ["a", "b"] });
    state = applyLiveCheckLine(state, { type: "started" });
    expect(state).toEqual({ ...running, done: 0, total: 0, current: null, items: [] });
    state = applyLiveCheckLine(state, { type: "progress", done: 1, total: 4, current: null, items: ["a"] });
    state = applyLiveCheckLine(state, { type: "result", result: { ok: true } });
    // The items of the first run are not counted twice.
    expect(state).toEqual({ status: "done", result: { ok: true }, items: ["a"] });
  });

  it("shows its place in line while it waits, until the first line of the check", () => {
    const queued = queuedLiveCheck(running, { position: 2, etaSeconds: 40 });
    expect(queued).toEqual({ ...running, queue: { position: 2, etaSeconds: 40 } });
    expect(queuedLiveCheck(queued, { position: 1, etaSeconds: 20 })).toEqual({ ...running, queue: { position: 1, etaSeconds: 20 } });
    expect(applyLiveCheckLine(queued, { type: "started" })).toMatchObject({ status: "running", queue: null });
    expect(applyLiveCheckLine(queued, { type: "progress", done: 1, total: 2, current: null, items: ["a"] })).toMatchObject({
      status: "running",
      queue: null,
      done: 1,
      items: ["a"],
    });
    // Only a running check has a place in line.
    const idle: State = { status: "idle" };
    expect(queuedLiveCheck(idle, { position: 1, etaSeconds: 5 })).toBe(idle);
    const done: State = { status: "done", result: { ok: true }, items: [] };
    expect(queuedLiveCheck(done, { position: 1, etaSeconds: 5 })).toBe(done);
  });

  it("says when its stream is followed again, and keeps the state when nothing changes", () => {
    const reconnecting = reconnectingLiveCheck(running, true);
    expect(reconnecting).toEqual({ ...running, reconnecting: true });
    expect(reconnectingLiveCheck(reconnecting, true)).toBe(reconnecting);
    expect(reconnectingLiveCheck(reconnecting, false)).toEqual(running);
    expect(reconnectingLiveCheck(running, false)).toBe(running);
    // Progress keeps the flag; the screen clears it when lines come again.
    expect(applyLiveCheckLine(reconnecting, { type: "progress", done: 1, total: 2, current: null, items: [] })).toMatchObject({ reconnecting: true, done: 1 });
    const failed: State = { status: "failed", error: "x", items: [] };
    expect(reconnectingLiveCheck(failed, true)).toBe(failed);
  });

  it("fails with the server's Turkish message", () => {
    expect(applyLiveCheckLine(running, { type: "error", code: "internal", error: "Hata oluştu." })).toEqual({ status: "failed", error: "Hata oluştu.", items: [] });
  });

  it("stops a running check with what it had, and leaves other states alone", () => {
    const withItem: State = { ...running, done: 2, total: 5, items: ["a"] };
    expect(stopLiveCheck(withItem)).toEqual({ status: "stopped", done: 2, total: 5, current: null, items: ["a"] });
    // Stopped while waiting in line or reconnecting: neither the place nor the flag stays.
    expect(stopLiveCheck(reconnectingLiveCheck(queuedLiveCheck(withItem, { position: 1, etaSeconds: 5 }), true))).toEqual({
      status: "stopped",
      done: 2,
      total: 5,
      current: null,
      items: ["a"],
    });
    const idle: State = { status: "idle" };
    expect(stopLiveCheck(idle)).toBe(idle);
  });

  it("reads only lines of the protocol's shape", () => {
    expect(asLiveCheckLine({ type: "started", seq: 1 })).toEqual({ type: "started" });
    expect(asLiveCheckLine({ type: "progress", done: 1, total: 2 })).toEqual({ type: "progress", done: 1, total: 2, current: null, items: [] });
    expect(asLiveCheckLine({ type: "progress", done: "1" })).toBeNull();
    expect(asLiveCheckLine({ type: "result", result: 5 })).toEqual({ type: "result", result: 5 });
    expect(asLiveCheckLine({ type: "error" })).toBeNull();
    expect(asLiveCheckLine([1])).toBeNull();
    // The job's own lines are not the check's.
    expect(asLiveCheckLine({ type: "job", jobId: "x" })).toBeNull();
    expect(asLiveCheckLine({ type: "queued", position: 1, etaSeconds: 5 })).toBeNull();
  });
});
