import { describe, expect, it } from "vitest";
import { STARTED_LIVE_CHECK, applyLiveCheckLine, asLiveCheckLine, stopLiveCheck, type LiveCheckState } from "./live-check-state";

type State = LiveCheckState<string, { ok: boolean }>;
const running: State = { ...STARTED_LIVE_CHECK, items: [] };

describe("live check state", () => {
  it("accumulates the items of progress lines and ends at the result, keeping them", () => {
    let state = applyLiveCheckLine<string, { ok: boolean }>(running, { type: "progress", done: 1, total: 3, current: "https://a.example/", items: ["a"] });
    state = applyLiveCheckLine(state, { type: "progress", done: 3, total: 3, current: null, items: ["b", "c"] });
    expect(state).toEqual({ status: "running", done: 3, total: 3, current: null, items: ["a", "b", "c"] });
    state = applyLiveCheckLine(state, { type: "result", result: { ok: true } });
    expect(state).toEqual({ status: "done", result: { ok: true }, items: ["a", "b", "c"] });
    // Nothing moves a finished check.
    expect(applyLiveCheckLine(state, { type: "error", code: "x", error: "y" })).toBe(state);
  });

  it("fails with the server's Turkish message", () => {
    expect(applyLiveCheckLine(running, { type: "error", code: "internal", error: "Hata oluştu." })).toEqual({ status: "failed", error: "Hata oluştu.", items: [] });
  });

  it("stops a running check with what it had, and leaves other states alone", () => {
    const withItem: State = { ...running, done: 2, total: 5, items: ["a"] };
    expect(stopLiveCheck(withItem)).toEqual({ ...withItem, status: "stopped" });
    const idle: State = { status: "idle" };
    expect(stopLiveCheck(idle)).toBe(idle);
  });

  it("reads only lines of the protocol's shape", () => {
    expect(asLiveCheckLine({ type: "progress", done: 1, total: 2 })).toEqual({ type: "progress", done: 1, total: 2, current: null, items: [] });
    expect(asLiveCheckLine({ type: "progress", done: "1" })).toBeNull();
    expect(asLiveCheckLine({ type: "result", result: 5 })).toEqual({ type: "result", result: 5 });
    expect(asLiveCheckLine({ type: "error" })).toBeNull();
    expect(asLiveCheckLine([1])).toBeNull();
  });
});
