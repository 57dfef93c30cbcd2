import { ANALYSIS_TIME_LIMIT_MS, type AnalysisOutcome } from "~/features/gptbot-simulator/limits";
import type { AnalyzePageInput } from "~/features/gptbot-simulator/types";

/** The part of a Web Worker this module uses, so tests can hand in a stand-in. */
export interface AnalysisWorker {
  onmessage: ((event: MessageEvent<AnalysisOutcome>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(message: AnalyzePageInput): void;
  terminate(): void;
}

function createAnalysisWorker(): AnalysisWorker {
  return new Worker(new URL("./page-analysis.worker.ts", import.meta.url), { type: "module" }) as AnalysisWorker;
}

async function analyzeOnMainThread(input: AnalyzePageInput): Promise<AnalysisOutcome> {
  const { analyzePageWithinLimits } = await import("~/features/gptbot-simulator/analyze");
  return analyzePageWithinLimits(input);
}

/**
 * Analyses pasted HTML in a fresh Web Worker and gives up after the shared time limit,
 * terminating the worker (a synchronous parse cannot be interrupted from inside). Without Worker
 * support, or if the worker script cannot load, the same code runs on the main thread, where the
 * parse limits still bound it.
 */
export function analyzeInWorker(
  input: AnalyzePageInput,
  options: { timeoutMs?: number; createWorker?: () => AnalysisWorker } = {},
): Promise<AnalysisOutcome> {
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIME_LIMIT_MS;
  let worker: AnalysisWorker;
  try {
    if (!options.createWorker && typeof Worker === "undefined") return analyzeOnMainThread(input);
    worker = (options.createWorker ?? createAnalysisWorker)();
  } catch {
    return analyzeOnMainThread(input);
  }
  return new Promise<AnalysisOutcome>((resolve, reject) => {
    const finish = (settle: () => void): void => {
      clearTimeout(timer);
      worker.terminate();
      settle();
    };
    const timer = setTimeout(() => finish(() => resolve({ ok: false, refusal: "timeout" })), timeoutMs);
    worker.onmessage = (event) => finish(() => resolve(event.data));
    worker.onerror = (event) => {
      event.preventDefault();
      finish(() => analyzeOnMainThread(input).then(resolve, reject));
    };
    worker.postMessage(input);
  });
}
