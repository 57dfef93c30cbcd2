/**
 * Entry of the analysis worker threads (see analysis-pool.ts). Bundled on its own to
 * build/server/analysis-worker.js; in development and tests it runs from source through tsx.
 */
import { analyzePageWithinLimits } from "~/features/gptbot-simulator/analyze";

export default analyzePageWithinLimits;
