/**
 * Turns of the event loop for the server's long CPU work over untrusted input (a crawl's pages,
 * robots.txt, sitemaps, the live checks' pages), shared by every job in the process.
 *
 * Work that only awaited `setImmediate` now and then still held the loop for as long as all of it
 * together: each of a crawl's four workers, resumed in the same turn, ran its own 10 ms, so one
 * turn of the loop carried 40 ms of crawling (more with two crawls), and a health check that needs
 * a few turns waited 100-250 ms (issue 28). Here the waiting work is resumed one piece per turn, in
 * the order it asked, and each piece may run `SLICE_MS` from the moment it was resumed: whatever
 * the number of jobs, a request waits at most about one slice per turn it needs.
 *
 * Written here rather than taken from a library: it is a queue of resolvers and one setImmediate,
 * and the libraries that schedule work (p-queue, Piscina) bound concurrency or move work to
 * threads, not how long one turn of the main thread's loop lasts.
 */

/**
 * Longest stretch of CPU work between two turns of the event loop. A request needs a few turns:
 * with 10 ms slices /api/health answered at p99 89-113 ms beside the long-links site of
 * `npm run bench -- site-crawl-attack`, with 5 ms at 66-77 ms, for the same crawl time.
 */
export const SLICE_MS = 5;

export interface CpuTurns {
  /** Waits for a turn of the event loop of its own; resolves when this work may run a new slice. */
  takeTurn(): Promise<void>;
  /** `takeTurn` once the current slice is used up (`SLICE_MS` since the last turn was given); else nothing to wait for. */
  takeTurnIfDue(): Promise<void> | undefined;
}

export function createCpuTurns(now: () => number = () => performance.now(), sliceMs = SLICE_MS): CpuTurns {
  const waiting: (() => void)[] = [];
  let scheduled = false;
  let sliceStartedAt = now();

  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(giveTurn);
  };

  // One waiter per turn: its continuation runs in this turn's microtasks, and the next waiter's
  // turn comes after the loop has polled for I/O (requests) again.
  function giveTurn(): void {
    scheduled = false;
    const next = waiting.shift();
    sliceStartedAt = now();
    if (waiting.length > 0) schedule();
    next?.();
  }

  const takeTurn = (): Promise<void> =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      schedule();
    });

  return {
    takeTurn,
    // Work resumed by I/O rather than by a turn given here counts against the slice last given:
    // after a long wait it takes a turn at its first check, in line behind the others.
    takeTurnIfDue: () => (now() - sliceStartedAt >= sliceMs ? takeTurn() : undefined),
  };
}

/** The process's one schedule: jobs share it so that together they hold each turn for one slice. */
export const cpuTurns: CpuTurns = createCpuTurns();

/**
 * Characters handed to a streaming parser at a time by `feedInTurns`: a slice of short relative
 * links under a long `<base href>` is about 200 links of 2,048 characters to resolve, a few ms.
 */
export const FEED_SLICE_CHARS = 4096;

/**
 * Feeds `text` to a streaming parser's `write` in slices, taking a turn of the event loop between
 * them when due, until the text ends or `write` answers false (the parser's limits stopped it):
 * parsing a 5 MB page in one piece held the server for hundreds of milliseconds.
 */
export async function feedInTurns(text: string, write: (slice: string) => boolean, turns: CpuTurns = cpuTurns): Promise<void> {
  for (let at = 0; at < text.length; at += FEED_SLICE_CHARS) {
    if (!write(text.slice(at, at + FEED_SLICE_CHARS))) return;
    await turns.takeTurnIfDue();
  }
}
