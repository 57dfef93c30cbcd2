import { setLogDestination } from "../../app/.server/log";

/** The lines the logger writes while a capture runs, each as written (one JSON object, no newline). */
export interface LogCapture {
  lines: string[];
  /** Each line parsed; a line that is not exactly one JSON object fails the test here. */
  records(): Record<string, unknown>[];
  /** Sends lines back to stdout/stderr. */
  stop(): void;
}

/** Points the logger at an in-memory stream (app/.server/log.ts, setLogDestination) until `stop`. */
export function captureLog(): LogCapture {
  const lines: string[] = [];
  setLogDestination({
    write(chunk: string) {
      // pino writes each line whole, ending in its one newline.
      lines.push(chunk.endsWith("\n") ? chunk.slice(0, -1) : chunk);
    },
  });
  return {
    lines,
    records: () =>
      lines.map((line) => {
        if (line.includes("\n")) throw new Error(`a log line spans several lines: ${line.slice(0, 200)}`);
        return JSON.parse(line) as Record<string, unknown>;
      }),
    stop: () => setLogDestination(null),
  };
}
