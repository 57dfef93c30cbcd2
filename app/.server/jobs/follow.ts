import { JOB_TEXT } from "../../shared/jobs.content";
import { isTerminalLine, type JobLine } from "../../shared/jobs";
import type { JobStore } from "./job-store";

/**
 * A job's stream as the screens read it, from any replica: the stored lines after `after`, the
 * place in line while the job waits, and the end. It reads the database (the lines of a job run
 * by another process arrive that way), a few queries a poll, and stops when the visitor goes away:
 * the job runs on without them.
 */

/** How often a follower looks for new lines while its job runs, and for its place while it waits. */
export const FOLLOW_RUNNING_POLL_MS = 400;
export const FOLLOW_WAITING_POLL_MS = 1_000;
/** A waiting job's place is sent again this often even when unchanged, which keeps proxies from closing an idle stream. */
const QUEUED_REPEAT_MS = 15_000;
/** A kind with no finished run yet is estimated at this many seconds a run. */
const DEFAULT_RUN_SECONDS = 30;
const LINES_PER_READ = 200;

export interface FollowOptions {
  runningPollMs?: number;
  waitingPollMs?: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/** How long a follower holds a job's last line back while its worker records the end (a few ms as a rule). */
const END_WAIT_MS = 2_000;
const END_POLL_MS = 25;

/**
 * Waits until the job's row is no longer running: its worker stores the last line and then
 * records the end, and a screen that has the last line may start the tool again at once (a
 * client's running job would refuse it).
 */
async function untilOver(store: JobStore, id: string, signal: AbortSignal): Promise<void> {
  const deadline = Date.now() + END_WAIT_MS;
  while (!signal.aborted && Date.now() < deadline) {
    const job = await store.get(id);
    if (!job || job.state !== "running") return;
    await sleep(END_POLL_MS, signal);
  }
}

/** Seconds until a job `position` in line starts, from how long runs of its kind took and how many run at once. */
export function etaSeconds(position: number, running: number, meanRunSeconds: number | null): number {
  const perRun = meanRunSeconds ?? DEFAULT_RUN_SECONDS;
  return Math.max(1, Math.round(Math.ceil(position / Math.max(1, running)) * perRun));
}

export async function followJob(
  store: JobStore,
  id: string,
  after: number,
  signal: AbortSignal,
  write: (line: JobLine | Record<string, unknown>) => void,
  options: FollowOptions = {},
): Promise<void> {
  const job = await store.get(id);
  if (!job) {
    write({ type: "error", code: "job_not_found", error: JOB_TEXT.notFound });
    return;
  }
  write({ type: "job", jobId: id });
  let seen = after;
  let lastQueued = "";
  let lastQueuedAt = 0;
  let meanRun: number | null | undefined;
  let ended = false;
  while (!signal.aborted) {
    const lines = await store.eventsAfter(id, seen, LINES_PER_READ);
    for (const { seq, line } of lines) {
      if (isTerminalLine(line)) {
        ended = true;
        await untilOver(store, id, signal);
      }
      write({ ...(line as Record<string, unknown>), seq });
      seen = seq;
    }
    if (ended) return;
    if (lines.length === LINES_PER_READ) continue;
    // New lines mean the job runs: its row is read only when nothing came, which halves the
    // queries of a running job's followers (twenty of them on one web process are most of its work).
    if (lines.length > 0) {
      await sleep(options.runningPollMs ?? FOLLOW_RUNNING_POLL_MS, signal);
      continue;
    }
    const current = await store.get(id);
    if (!current) {
      write({ type: "error", code: "job_not_found", error: JOB_TEXT.notFound });
      return;
    }
    if (current.state === "waiting") {
      const place = await store.position(id);
      meanRun ??= await store.meanRunSeconds(current.kind);
      const position = place.ahead + 1;
      const queued = { type: "queued" as const, position, etaSeconds: etaSeconds(position, place.running, meanRun) };
      const text = JSON.stringify(queued);
      if (text !== lastQueued || Date.now() - lastQueuedAt > QUEUED_REPEAT_MS) {
        write(queued);
        lastQueued = text;
        lastQueuedAt = Date.now();
      }
    } else if (current.state !== "running" && current.lastSeq <= seen) {
      // Over, and every stored line sent. A finished job's last line ended the stream already
      // (a follower resuming after it gets nothing more). Otherwise none did: it stopped in line,
      // or its worker died on its last attempt.
      if (current.state === "cancelled") write({ type: "error", code: "cancelled", error: JOB_TEXT.cancelled });
      else if (current.state === "failed") write({ type: "error", code: "job_failed", error: current.error ?? JOB_TEXT.failed });
      return;
    }
    await sleep(
      current.state === "waiting" ? (options.waitingPollMs ?? FOLLOW_WAITING_POLL_MS) : (options.runningPollMs ?? FOLLOW_RUNNING_POLL_MS),
      signal,
    );
  }
}
