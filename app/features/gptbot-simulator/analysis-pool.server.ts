import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { ANALYSIS_TIME_LIMIT_MS } from "~/features/gptbot-simulator/limits";
import type { AnalysisOutcome, AnalysisRefusal } from "~/features/gptbot-simulator/limits";
import type { AnalyzePageInput, PageAnalysis } from "~/features/gptbot-simulator/types";

/**
 * Page analysis runs off the main thread, in a small pool of worker threads, with a hard time
 * limit: the analysis is synchronous CPU work on untrusted HTML, and on the main thread one bad
 * page would stall every other request (health checks included) for as long as it takes.
 * A task over its limit is aborted, which terminates its thread; Piscina starts a fresh one.
 *
 * Piscina rather than a hand-written pool: queueing, abort-terminates-the-thread, thread
 * replacement and resource limits are exactly what it does, and it is widely used.
 */

export type AnalysisFailure = AnalysisRefusal | "busy";

/**
 * Marks every PageAnalysisError, whichever copy of this module made it. The development server
 * loads this file twice: server/dev.ts creates the pool (services) through tsx and Vite loads the
 * endpoint, so a plain `instanceof` there saw a refusal thrown by the other copy's class as an
 * unknown error (a 500 instead of the 422). The production server had the same two copies until it
 * was bundled once (docs/decisions/001). A registered symbol is the same in both.
 */
const PAGE_ANALYSIS_ERROR = Symbol.for("pusula-dijital.page-analysis-error");

/** The analysis gave up; `reason` keys ANALYSIS_REFUSAL_MESSAGES (or "busy": queue full). */
export class PageAnalysisError extends Error {
  readonly [PAGE_ANALYSIS_ERROR] = true;

  constructor(readonly reason: AnalysisFailure) {
    super(`page analysis refused: ${reason}`);
    this.name = "PageAnalysisError";
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && PAGE_ANALYSIS_ERROR in value;
  }
}

export interface AnalysisSlot {
  /** Rejects with PageAnalysisError on a limit, or with the signal's reason when cancelled. */
  analyze(input: AnalyzePageInput, signal?: AbortSignal): Promise<PageAnalysis>;
  /** Gives the place back; idempotent. */
  release(): void;
}

export interface AnalysisPool {
  /** Rejects with PageAnalysisError on a limit, or with the signal's reason when cancelled. */
  analyze(input: AnalyzePageInput, signal?: AbortSignal): Promise<PageAnalysis>;
  /**
   * Takes one of the pool's places for a whole job (fetching the page, then analysing it), or
   * throws PageAnalysisError("busy") at once when all are taken: the pool's capacity is the one
   * bound on analyses in flight, the pages they buffer included.
   */
  reserve(): AnalysisSlot;
  close(): Promise<void>;
}

export interface AnalysisPoolOptions {
  /** Worker threads; default: one core is left to the main thread that serves requests. */
  threads?: number;
  timeoutMs?: number;
  /** Jobs allowed to wait (for their page or a thread) beyond one per thread; then "busy" at once. */
  maxQueue?: number;
  /** The built worker (build/server/analysis-worker.js); without it, the TypeScript source through tsx. */
  workerFile?: string;
}

/** Memory a worker may use: a 5 MB page needs well under 100 MB; runaway input is cut off. */
const WORKER_HEAP_MB = 256;

/**
 * The built server names its worker file: this module is bundled into a chunk of the React Router
 * build, whose place in build/server is the bundler's choice. From source (development server,
 * tests) the TypeScript file beside this one runs through tsx's loader.
 */
function workerEntry(workerFile: string | undefined): { filename: string; execArgv: string[] } {
  if (workerFile) return { filename: workerFile, execArgv: [] };
  return { filename: fileURLToPath(new URL("./analysis-worker.server.ts", import.meta.url)), execArgv: ["--import", "tsx"] };
}

function defaultThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

export function createAnalysisPool(options: AnalysisPoolOptions = {}): AnalysisPool {
  const threads = options.threads ?? defaultThreads();
  const timeoutMs = options.timeoutMs ?? ANALYSIS_TIME_LIMIT_MS;
  // Counted here rather than with Piscina's maxQueue, whose capacity also counts threads that
  // are still starting: the bound must hold exactly.
  const capacity = threads + (options.maxQueue ?? threads * 4);
  let accepted = 0;
  const { filename, execArgv } = workerEntry(options.workerFile);
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: 0,
    maxThreads: threads,
    // Keep warm threads for a minute: starting one costs ~50 ms of parsing the analyzer's code.
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });

  async function run(input: AnalyzePageInput, signal: AbortSignal | undefined): Promise<PageAnalysis> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let outcome: AnalysisOutcome;
    try {
      outcome = (await pool.run(input, { signal: combined })) as AnalysisOutcome;
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new PageAnalysisError("timeout");
      if (error instanceof Error && "code" in error && error.code === "ERR_WORKER_OUT_OF_MEMORY") {
        throw new PageAnalysisError("memory");
      }
      throw error;
    }
    if (!outcome.ok) throw new PageAnalysisError(outcome.refusal);
    return outcome.analysis;
  }

  function reserve(): AnalysisSlot {
    if (accepted >= capacity) throw new PageAnalysisError("busy");
    accepted += 1;
    let released = false;
    return {
      analyze: run,
      release() {
        if (released) return;
        released = true;
        accepted -= 1;
      },
    };
  }

  return {
    reserve,
    async analyze(input, signal) {
      const slot = reserve();
      try {
        return await slot.analyze(input, signal);
      } finally {
        slot.release();
      }
    },
    async close() {
      await pool.destroy();
    },
  };
}
