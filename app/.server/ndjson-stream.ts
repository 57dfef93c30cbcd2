import { API_RESPONSE_HEADERS } from "./json-api";

/**
 * A streamed JSON answer (application/x-ndjson: one JSON value per line) for the long jobs that
 * report progress while they run: the site crawl and the live checks. The response and its
 * headers go out at once; the job writes lines as it goes. The visitor going away (the request's
 * signal, aborted by the server adapter) or the stream being cancelled aborts the job's signal.
 */

export const NDJSON_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  ...API_RESPONSE_HEADERS,
  "Content-Type": "application/x-ndjson; charset=utf-8",
  // no-transform keeps the compression middleware (and proxies) from buffering the stream.
  "Cache-Control": "no-store, no-transform",
  // Reverse proxies (nginx) would otherwise buffer the stream too.
  "X-Accel-Buffering": "no",
};

/**
 * Runs `job` and streams what it writes. `onEnd` runs exactly once when the job is over
 * (finished, failed or cancelled): it frees the job's slot.
 */
export function ndjsonResponse<Line>(
  requestSignal: AbortSignal,
  job: (signal: AbortSignal, write: (line: Line) => void) => Promise<void>,
  onEnd: () => void,
): Response {
  const controller = new AbortController();
  const cancel = (): void => controller.abort();
  if (requestSignal.aborted) cancel();
  requestSignal.addEventListener("abort", cancel, { once: true });
  const encoder = new TextEncoder();
  let closed = false;

  const stream = new ReadableStream<Uint8Array>({
    start(streamController) {
      const write = (line: Line): void => {
        if (closed) return;
        try {
          streamController.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
        } catch {
          closed = true;
        }
      };
      // Not awaited: the response (and its headers) goes out at once, the lines follow.
      void job(controller.signal, write).finally(() => {
        requestSignal.removeEventListener("abort", cancel);
        onEnd();
        if (closed) return;
        closed = true;
        try {
          streamController.close();
        } catch {
          // Already errored by a cancel.
        }
      });
    },
    cancel() {
      closed = true;
      cancel();
    },
  });
  return new Response(stream, { status: 200, headers: NDJSON_RESPONSE_HEADERS });
}

/**
 * Calls `send` at most once every `intervalMs` while `schedule()` is called, and always after the
 * last call once `flush()` runs: progress lines for a job whose events come much faster.
 */
export function throttle(send: () => void, intervalMs: number): { schedule: () => void; flush: () => void; cancel: () => void } {
  let lastSent = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    lastSent = Date.now();
    send();
  };
  return {
    schedule() {
      if (timer) return;
      const wait = intervalMs - (Date.now() - lastSent);
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    flush: fire,
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
