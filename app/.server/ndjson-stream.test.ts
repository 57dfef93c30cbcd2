import { afterEach, describe, expect, it, vi } from "vitest";
import { ndjsonResponse, throttle } from "./ndjson-stream";

afterEach(() => {
  vi.useRealTimers();
});

describe("throttle", () => {
  it("sends at once, then at most once per interval, and the last state on flush", () => {
    vi.useFakeTimers();
    const sent: number[] = [];
    let state = 0;
    const line = throttle(() => sent.push(state), 100);
    line.flush();
    for (let i = 1; i <= 25; i += 1) {
      state = i;
      line.schedule();
      vi.advanceTimersByTime(10);
    }
    // 250 ms of events every 10 ms: the first line, then one per 100 ms, each with the newest state.
    expect(sent).toEqual([0, 10, 20]);
    state = 26;
    line.flush();
    expect(sent).toEqual([0, 10, 20, 26]);
    // A flush clears the pending timer: nothing fires later.
    vi.advanceTimersByTime(500);
    expect(sent).toEqual([0, 10, 20, 26]);
  });

  it("cancel drops a pending send", () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const line = throttle(() => sent.push("x"), 100);
    line.flush();
    line.schedule();
    line.cancel();
    vi.advanceTimersByTime(500);
    expect(sent).toEqual(["x"]);
  });
});

describe("ndjsonResponse", () => {
  it("streams one JSON value per line and frees the job once, however it ends", async () => {
    let ended = 0;
    const response = ndjsonResponse<{ n: number }>(
      new AbortController().signal,
      async (_signal, write) => {
        write({ n: 1 });
        write({ n: 2 });
      },
      () => {
        ended += 1;
      },
    );
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(await response.text()).toBe('{"n":1}\n{"n":2}\n');
    expect(ended).toBe(1);
  });

  it("aborts the job's signal when the visitor goes away", async () => {
    const visitor = new AbortController();
    let jobSignal: AbortSignal | null = null;
    let ended = 0;
    const response = ndjsonResponse(
      visitor.signal,
      (signal) =>
        new Promise<void>((resolve) => {
          jobSignal = signal;
          signal.addEventListener("abort", () => resolve(), { once: true });
        }),
      () => {
        ended += 1;
      },
    );
    expect(response.status).toBe(200);
    visitor.abort();
    await vi.waitFor(() => expect(ended).toBe(1));
    expect((jobSignal as AbortSignal | null)?.aborted).toBe(true);
  });
});
