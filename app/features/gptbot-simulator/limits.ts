import type { PageAnalysis } from "./types";

/**
 * CPU bounds of one page analysis, shared by the server (worker thread pool) and the browser
 * (Web Worker for pasted HTML).
 *
 * htmlparser2 keeps its open-element stack with `Array#unshift`, so every tag costs time in
 * proportion to the nesting depth at that point: 200,000 unclosed `<div>`s take ~18 s. Capping
 * the depth turns that square into a line; capping the element count bounds the line. Real
 * pages stay far below both (a large shop listing has ~30,000 elements and depth < 60; browsers
 * themselves stop nesting at 512), and a page above them is itself an SEO finding.
 * The time limit is the last line of defence for whatever else is slow: it is enforced from
 * outside the thread that runs the analysis (terminating it), never by the analysis itself.
 */
export const HTML_LIMITS = {
  maxDepth: 1_024,
  maxElements: 250_000,
} as const;

/** Wall-clock budget of one analysis, queueing in the pool included. */
export const ANALYSIS_TIME_LIMIT_MS = 5_000;

export type HtmlLimitKind = "depth" | "elements";

/** Thrown by the extraction as soon as a limit is crossed, so the parser stops right there. */
export class HtmlLimitError extends Error {
  constructor(
    readonly kind: HtmlLimitKind,
    readonly limit: number,
  ) {
    super(`HTML exceeds the analysis limit: ${kind} > ${limit}`);
    this.name = "HtmlLimitError";
  }
}

/** Why an analysis did not produce a result; each has a Turkish explanation below. */
export type AnalysisRefusal = HtmlLimitKind | "timeout" | "memory";

/** Structured-clone safe, so it crosses worker boundaries unchanged (Error subclasses do not). */
export type AnalysisOutcome = { ok: true; analysis: PageAnalysis } | { ok: false; refusal: AnalysisRefusal };
