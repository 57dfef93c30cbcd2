import { describe, expect, it, onTestFinished, vi } from "vitest";
import { analyzePageWithinLimits } from "~/features/gptbot-simulator/analyze";
import type { AnalysisOutcome } from "~/features/gptbot-simulator/limits";
import type { AnalyzePageInput } from "~/features/gptbot-simulator/types";
import { analyzeInWorker, type AnalysisWorker } from "./analyze-in-worker";

/** A stand-in worker: answers like the real one after `delayMs`, or never, or fails to load. */
function fakeWorker(behaviour: "answer" | "hang" | "error", delayMs = 0) {
  const state = { terminated: false };
  const worker: AnalysisWorker = {
    onmessage: null,
    onerror: null,
    postMessage(message: AnalyzePageInput) {
      if (behaviour === "hang") return;
      setTimeout(() => {
        if (state.terminated) return;
        if (behaviour === "error") {
          worker.onerror?.({ preventDefault() {} } as ErrorEvent);
          return;
        }
        worker.onmessage?.({ data: analyzePageWithinLimits(message) } as MessageEvent<AnalysisOutcome>);
      }, delayMs);
    },
    terminate() {
      state.terminated = true;
    },
  };
  return { worker, state };
}

const input = { url: "https://example.com/", html: "<title>Yapıştırılan</title>" };

describe("analyzeInWorker", () => {
  it("returns the worker's analysis and terminates the worker", async () => {
    const { worker, state } = fakeWorker("answer");
    const outcome = await analyzeInWorker(input, { createWorker: () => worker });
    expect(outcome.ok && outcome.analysis.title).toBe("Yapıştırılan");
    expect(state.terminated).toBe(true);
  });

  it("gives up at the time limit and terminates the busy worker", async () => {
    const { worker, state } = fakeWorker("hang");
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    let outcome: AnalysisOutcome | null = null;
    void analyzeInWorker(input, { createWorker: () => worker, timeoutMs: 50 }).then((answer) => (outcome = answer));
    await vi.advanceTimersByTimeAsync(49);
    expect(outcome).toBeNull();
    expect(state.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ ok: false, refusal: "timeout" });
    expect(state.terminated).toBe(true);
  });

  it("passes on the parse-limit refusal", async () => {
    const { worker } = fakeWorker("answer");
    const outcome = await analyzeInWorker({ url: input.url, html: "<div>".repeat(5_000) }, { createWorker: () => worker });
    expect(outcome).toEqual({ ok: false, refusal: "depth" });
  });

  it("falls back to the main thread when the worker script fails", async () => {
    const { worker } = fakeWorker("error");
    const outcome = await analyzeInWorker(input, { createWorker: () => worker });
    expect(outcome.ok && outcome.analysis.title).toBe("Yapıştırılan");
  });
});
