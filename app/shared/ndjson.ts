/**
 * Newline-delimited JSON, read from a byte stream that arrives in arbitrary chunks: a line may be
 * split across chunks (even inside a multi-byte UTF-8 letter), several lines may share one chunk,
 * and the last line may lack its newline. Pure: no React, no Node APIs (the browser uses it).
 */
import { isJobId } from "./jobs";

/** Cuts text into complete lines; keeps the unfinished tail until more text (or the end) comes. */
export class NdjsonSplitter {
  private tail = "";

  /** The complete, non-blank lines `text` finishes (without their "\n" or "\r\n"). */
  push(text: string): string[] {
    const parts = (this.tail + text).split("\n");
    this.tail = parts.pop() ?? "";
    return parts.map(stripCarriageReturn).filter(isNotBlank);
  }

  /** At the end of the stream: the last line when it had no newline. */
  flush(): string[] {
    const rest = stripCarriageReturn(this.tail);
    this.tail = "";
    return isNotBlank(rest) ? [rest] : [];
  }
}

function stripCarriageReturn(line: string): string {
  return line.endsWith("\r") ? line.slice(0, -1) : line;
}

function isNotBlank(line: string): boolean {
  return line.trim() !== "";
}

/**
 * Reads `stream` to its end and calls `onLine` with each line's parsed JSON, in order. A line that
 * is not JSON is passed to `onInvalid` (when given) and skipped, so one bad line does not lose the
 * rest. Rejects when the stream errors (an abort, a dropped connection).
 */
export async function readNdjson(
  stream: ReadableStream<Uint8Array>,
  onLine: (value: unknown) => void,
  onInvalid?: (line: string) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const splitter = new NdjsonSplitter();
  const emit = (lines: string[]): void => {
    for (const line of lines) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        onInvalid?.(line);
        continue;
      }
      onLine(value);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      emit(splitter.push(decoder.decode(value, { stream: true })));
    }
    emit(splitter.push(decoder.decode()));
    emit(splitter.flush());
  } finally {
    reader.releaseLock();
  }
}

/** The Turkish message of a refused request (`{ code, error }` with 400, 429, 503, ...). */
export function refusalMessage(body: unknown, fallback: string): string {
  return typeof body === "object" && body !== null && "error" in body && typeof body.error === "string" && body.error !== "" ? body.error : fallback;
}

/**
 * The client's own job that blocks a new one (a 409 `client_busy` names it), so the screen can
 * offer to stop it; null for any other refusal.
 */
export function blockingJobOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("code" in body) || body.code !== "client_busy" || !("jobId" in body)) return null;
  return isJobId(body.jobId) ? body.jobId : null;
}
