import { JOB_TEXT } from "../../shared/jobs.content";
import { log, withLogContext } from "../log";
import type { JobStore, StartedRun } from "./job-store";
import { MAX_JOB_ATTEMPTS } from "./job-store";

/**
 * One kind of durable job (an audit): how to run it and how long it may take. `run` gets the
 * stored input, a signal that fires on "Durdur", on the time limit and when the run lost its job,
 * and `emit`, which stores a progress line in order (the screen streams them from any replica).
 */
export interface JobKind<Context> {
  kind: string;
  /** How long a run may take; the runner also stops it before its lease runs out. */
  timeLimitMs: number;
  run(job: JobRun, context: Context): Promise<void>;
}

export interface JobRun {
  id: string;
  attempt: number;
  input: unknown;
  signal: AbortSignal;
  /** When the time limit fires (epoch ms): a stage that may run long plans its work to end before it. */
  deadline: number;
  /** Stores the next line; lines are written in the order emitted. */
  emit(line: unknown): void;
}

export type RunOutcome = "done" | "cancelled" | "retry" | "failed" | "lost";

/** A run in progress, as its worker holds it while shutting down. */
export interface RunningJob {
  run: StartedRun;
  /**
   * Stops the run and gives its job back to the line (JobStore.handBack) once the lines already
   * on their way are stored; the run writes nothing after it. True when the job went back.
   */
  handBack(): Promise<boolean>;
}

/** How often a running job looks at its row: "Durdur" reaches it within this, then stops at once. */
export const CANCEL_POLL_MS = 400;

/** A run stops this long before its lease ends, so no second run can overlap it. */
export const LEASE_MARGIN_MS = 5_000;

/** Why the runner aborted a run: the kinds may tell the cases apart. */
export type RunStopReason = "cancel" | "time" | "lost";

export function runStopReason(signal: AbortSignal): RunStopReason | null {
  const reason: unknown = signal.reason;
  return reason === "cancel" || reason === "time" || reason === "lost" ? reason : null;
}

interface RunJobOptions<Context> {
  worker: string;
  leaseMs: number;
  context: Context;
  running?: Map<string, RunningJob>;
}

/**
 * Runs one started job to its end under its lease: polls for "Durdur" and for having lost the
 * job, stops it at its time limit, stores its lines, and records the outcome. A failure is tried
 * once more (MAX_JOB_ATTEMPTS); the second one stores the Turkish error line and fails the job.
 */
export function runJob<Context>(
  store: JobStore,
  kind: JobKind<Context>,
  run: StartedRun,
  options: RunJobOptions<Context>,
): Promise<RunOutcome> {
  // Every line the run writes, down to the kinds' own (site_audit_failed...), names the job; a
  // fresh context, so a loop started inside a request does not lend its request id to the job.
  return withLogContext({ jobId: run.id, kind: run.kind }, () => runInContext(store, kind, run, options));
}

async function runInContext<Context>(
  store: JobStore,
  kind: JobKind<Context>,
  run: StartedRun,
  options: RunJobOptions<Context>,
): Promise<RunOutcome> {
  const controller = new AbortController();
  const stop = (reason: RunStopReason): void => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const limitMs = Math.max(1_000, Math.min(kind.timeLimitMs, options.leaseMs - LEASE_MARGIN_MS));
  const deadline = Date.now() + limitMs;
  const limit = setTimeout(() => stop("time"), limitMs);
  let polling = false;
  const poll = setInterval(() => {
    if (polling) return;
    polling = true;
    store
      .runStatus(run)
      .then((status) => {
        if (status !== "go") stop(status);
      })
      .catch((error: unknown) => log.warn("job_status_failed", { jobId: run.id, error }))
      .finally(() => {
        polling = false;
      });
  }, CANCEL_POLL_MS);
  let writes: Promise<unknown> = Promise.resolve();
  let handedBack = false;
  const emit = (line: unknown): void => {
    if (handedBack) return;
    writes = writes
      .then(() => store.append(run, line))
      .then((kept) => {
        if (!kept) stop("lost");
      })
      .catch((error: unknown) => log.warn("job_event_not_stored", { jobId: run.id, error }));
  };
  options.running?.set(run.id, {
    run,
    async handBack() {
      handedBack = true;
      // "lost": the run ends without recording an outcome; the next worker runs the job again.
      stop("lost");
      await writes;
      const back = await store.handBack(run);
      log.warn("job_handed_back", { jobId: run.id, kind: run.kind, attempt: run.attempt, back });
      return back;
    },
  });
  const begun = Date.now();
  log.info("job_started", { jobId: run.id, kind: run.kind, attempt: run.attempt, worker: options.worker });
  try {
    await kind.run({ id: run.id, attempt: run.attempt, input: run.input, signal: controller.signal, deadline, emit }, options.context);
    await writes;
    const reason = runStopReason(controller.signal);
    if (reason === "lost") return "lost";
    // A run stopped by "Durdur" or its time limit still ended its work (an audit stores what it
    // found): its row is done; only the outcome names the stop.
    const state = reason === "cancel" ? "cancelled" : "done";
    const kept = await store.finish(run, { state: "done" });
    log.info("job_done", { jobId: run.id, kind: run.kind, attempt: run.attempt, stop: reason, ms: Date.now() - begun });
    return kept ? state : "lost";
  } catch (error) {
    await writes;
    log.error("job_failed", { jobId: run.id, kind: run.kind, attempt: run.attempt, error, ms: Date.now() - begun });
    if (runStopReason(controller.signal) === "lost") return "lost";
    if (run.attempt >= MAX_JOB_ATTEMPTS) await store.append(run, { type: "error", code: "job_failed", error: JOB_TEXT.failed });
    return store.retryOrFail(run, JOB_TEXT.failed);
  } finally {
    clearTimeout(limit);
    clearInterval(poll);
    options.running?.delete(run.id);
  }
}
