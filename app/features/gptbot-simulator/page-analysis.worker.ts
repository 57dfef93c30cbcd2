import { analyzePageWithinLimits } from "~/features/gptbot-simulator/analyze";
import type { AnalyzePageInput } from "~/features/gptbot-simulator/types";

/**
 * Module Web Worker for pasted HTML: the analysis is synchronous CPU work on whatever the visitor
 * pasted (up to 5 MB), so it runs here and the page stays responsive; the screen terminates this
 * worker when the time limit passes (analyze-in-worker.ts).
 */
self.onmessage = (event: MessageEvent<AnalyzePageInput>) => {
  self.postMessage(analyzePageWithinLimits(event.data));
};
