import type { Parser } from "htmlparser2";

/** Thrown by a parser's handler when the page's limits are reached: ends the parse, not the job. */
export class StopParse extends Error {}

/**
 * A streaming parser whose handlers may throw StopParse: `write` answers false once one did (and
 * from then on), `end` finishes the parse unless it was stopped.
 */
export function stoppableParse(parser: Parser): { write: (chunk: string) => boolean; end: () => void } {
  let stopped = false;
  const run = (step: () => void): boolean => {
    if (stopped) return false;
    try {
      step();
    } catch (error) {
      if (!(error instanceof StopParse)) throw error;
      stopped = true;
    }
    return !stopped;
  };
  return { write: (chunk) => run(() => parser.write(chunk)), end: () => void run(() => parser.end()) };
}
