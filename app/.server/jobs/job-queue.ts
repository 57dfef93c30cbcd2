import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { CompiledQuery, type Transaction } from "kysely";
import type { PgBoss } from "pg-boss";
import type { DatabaseHandle } from "../db/connection";
import type { Database } from "../db/schema";
import { JOB_TEXT } from "../../shared/jobs.content";
import { log } from "../log";
import { createJobStore, MAX_JOB_ATTEMPTS, type JobStore, type StartedRun, type SubmitRefusal } from "./job-store";
import { runJob, type JobKind, type RunOutcome, type RunningJob } from "./run-job";

/**
 * The one job runner of the outbound work (docs/decisions/044). Every job is a row of the jobs
 * table (job-store.ts); what differs is how a worker learns of it:
 *
 * - PostgreSQL: pg-boss carries the job's id to whichever worker process fetches it (web
 *   processes, `npm run worker`), with its expiry as the lease and one retry. The row and the
 *   pg-boss job are written in one transaction, so a submitted job is never lost between them.
 * - SQLite: the worker runs in the web process and claims the oldest waiting row itself.
 *
 * The screens never see the difference: they follow the job's stored lines by its id.
 */

export interface JobQueueOptions {
  leaseSeconds: number;
  maxWaiting: number;
  /** Days a job and its lines are kept (the report's expiry). */
  keepDays: number;
  /** How often the in-process loop looks for work it was not told about, and sweeps (tests shorten it). */
  pollMs?: number;
}

export interface JobQueue {
  store: JobStore;
  /** "postgres (pg-boss)" or "sqlite (in-process)". */
  delivery: string;
  submit(kind: string, clientKey: string, input: unknown, options?: SubmitOptions): Promise<{ ok: true; id: string } | { ok: false; reason: SubmitRefusal }>;
  /**
   * Starts up to `concurrency` runs at a time of each of the given kinds in this process (a quick
   * live check never waits behind audits); returns how to stop them.
   */
  startWorker<Context>(kinds: readonly JobKind<Context>[], context: Context, concurrency: number): Promise<JobWorker>;
  close(): Promise<void>;
}

export interface SubmitOptions {
  /** How long the job and its lines are kept; default the queue's `keepDays` (a report's life). */
  keepMs?: number;
}

export interface JobWorker {
  /** Runs going on now. */
  running(): number;
  /**
   * Takes no new run and waits up to `timeoutMs` for the running ones; those still going then go
   * back in line (a deploy: another worker runs them at once, not after their lease). True when
   * every run ended by itself.
   */
  stop(timeoutMs: number): Promise<boolean>;
}

const DAY_MS = 24 * 60 * 60_000;
/** Expired jobs are swept about this often by each worker. */
const SWEEP_EVERY_MS = 60 * 60_000;

function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const store = createJobStore(database.db);
  return database.dialect === "postgres" ? pgBossQueue(store, database, options) : inProcessQueue(store, options);
}

/** Counts this worker's runs and lets `stop` wait for them to end. */
function runTracker() {
  let count = 0;
  const idle: (() => void)[] = [];
  return {
    running: (): number => count,
    /** Resolves true once no run is going on, or false after `timeoutMs`. */
    settled(timeoutMs: number): Promise<boolean> {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
    async track<T>(work: Promise<T>): Promise<T> {
      count += 1;
      try {
        return await work;
      } finally {
        count -= 1;
        if (count === 0) for (const resolve of idle.splice(0)) resolve();
      }
    },
  };
}

/** How long a shutting-down worker waits for the runs it gave back to unwind (their signal fired). */
const HANDED_BACK_SETTLE_MS = 2_000;

/**
 * Waits up to `timeoutMs` for this worker's runs to end, then gives the ones still going back to
 * the line; `redeliver` tells the queue about each (pg-boss), so another worker takes it at once.
 */
async function drain(
  tracker: ReturnType<typeof runTracker>,
  running: Map<string, RunningJob>,
  timeoutMs: number,
  redeliver: (run: StartedRun) => Promise<void>,
): Promise<boolean> {
  if (await tracker.settled(timeoutMs)) return true;
  await Promise.all(
    [...running.values()].map(async (job) => {
      try {
        if (await job.handBack()) await redeliver(job.run);
      } catch (error) {
        // Its lease still brings it back, later.
        log.error("job_hand_back_failed", { jobId: job.run.id, error });
      }
    }),
  );
  await tracker.settled(HANDED_BACK_SETTLE_MS);
  return false;
}

function kindsByName<Context>(kinds: readonly JobKind<Context>[]): Map<string, JobKind<Context>> {
  return new Map(kinds.map((kind) => [kind.kind, kind]));
}

function expiresAt(options: JobQueueOptions, submit: SubmitOptions | undefined): string {
  return new Date(Date.now() + (submit?.keepMs ?? options.keepDays * DAY_MS)).toISOString();
}

/** Runs past their lease whose worker is gone: back in line, or failed after the last attempt. */
async function recoverExpiredRuns(store: JobStore, onlyLastAttempts: boolean): Promise<void> {
  for (const run of await store.expiredRuns(Date.now())) {
    if (onlyLastAttempts && run.attempts < MAX_JOB_ATTEMPTS) continue;
    log.warn("job_lease_expired", { jobId: run.id, kind: run.kind, attempt: run.attempts });
    await store.requeueOrFail(run.id, run.attempts, JOB_TEXT.failed);
  }
}

function inProcessQueue(store: JobStore, options: JobQueueOptions): JobQueue {
  const leaseMs = options.leaseSeconds * 1000;
  const pollMs = options.pollMs ?? 1_000;
  const wakers = new Set<() => void>();
  return {
    store,
    delivery: "sqlite (in-process)",
    async submit(kind, clientKey, input, submitOptions) {
      const result = await store.submit({ kind, clientKey, input, expiresAt: expiresAt(options, submitOptions), maxWaiting: options.maxWaiting });
      if (result.ok) for (const wake of wakers) wake();
      return result;
    },
    async startWorker(kinds, context, concurrency) {
      const byName = kindsByName(kinds);
      const worker = workerName();
      const tracker = runTracker();
      const running = new Map<string, RunningJob>();
      const runningByKind = new Map<string, number>();
      const kindsWithRoom = (): string[] => [...byName.keys()].filter((name) => (runningByKind.get(name) ?? 0) < concurrency);
      let stopped = false;
      let lastSweep = 0;
      let timer: ReturnType<typeof setTimeout> | null = null;
      let looking = false;

      // One loop claims waiting rows while a kind has a free run slot; a submit or a finished run wakes it.
      const look = async (): Promise<void> => {
        if (looking || stopped) return;
        looking = true;
        try {
          await recoverExpiredRuns(store, false);
          if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
            lastSweep = Date.now();
            await store.sweep(Date.now());
          }
          while (!stopped) {
            const run = await store.claimNext(worker, leaseMs, kindsWithRoom());
            if (!run) break;
            const kind = byName.get(run.kind);
            if (!kind) {
              await store.finish(run, { state: "failed", error: JOB_TEXT.failed });
              continue;
            }
            runningByKind.set(run.kind, (runningByKind.get(run.kind) ?? 0) + 1);
            void tracker
              .track(runJob(store, kind, run, { worker, leaseMs, context, running }))
              .finally(() => {
                runningByKind.set(run.kind, (runningByKind.get(run.kind) ?? 1) - 1);
                void look();
              });
          }
        } catch (error) {
          log.error("job_loop_failed", { error });
        } finally {
          looking = false;
        }
      };
      const tick = (): void => {
        void look().finally(() => {
          if (!stopped) timer = setTimeout(tick, pollMs);
        });
      };
      const wake = (): void => void look();
      wakers.add(wake);
      tick();
      log.info("job_worker_started", { worker, delivery: "sqlite (in-process)", concurrency, kinds: [...byName.keys()] });
      return {
        running: tracker.running,
        async stop(timeoutMs) {
          stopped = true;
          wakers.delete(wake);
          if (timer) clearTimeout(timer);
          // A job given back waits in the table: the next process's loop claims it.
          return drain(tracker, running, timeoutMs, async () => undefined);
        },
      };
    },
    async close() {},
  };
}

/** pg-boss's own tables live in this schema, beside ours. */
const PG_BOSS_SCHEMA = "pgboss";

function pgBossQueue(store: JobStore, database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const leaseMs = options.leaseSeconds * 1000;
  // pg-boss expires a job this long after it started; our lease ends a little before, so the retry
  // it then delivers finds the row's lease already over.
  const expireInSeconds = options.leaseSeconds + 2;
  const superviseSeconds = Math.max(1, Math.min(60, Math.round(options.leaseSeconds / 4)));
  // pg-boss keeps its rows as long as our report; ours are swept by expires_at.
  const deleteAfterSeconds = options.keepDays * 24 * 60 * 60;
  let boss: Promise<PgBoss> | null = null;
  const created = new Set<string>();
  // This process's pg-boss workers by kind: a job submitted here wakes them instead of waiting for their next poll.
  const localWorkers = new Map<string, string[]>();

  const connect = (): Promise<PgBoss> =>
    (boss ??= (async () => {
      // Loaded only on PostgreSQL: the SQLite default never needs it.
      const { PgBoss: PgBossClass } = await import("pg-boss");
      const instance = new PgBossClass({
        connectionString: database.url,
        schema: PG_BOSS_SCHEMA,
        max: 4,
        // Its supervision is what turns a killed worker's job into a retry: often enough that a
        // job waits little more than its lease.
        superviseIntervalSeconds: superviseSeconds,
        monitorIntervalSeconds: superviseSeconds,
        schedule: false,
      });
      instance.on("error", (error: unknown) => log.error("pg_boss_error", { error }));
      await instance.start();
      return instance;
    })());

  const queueFor = async (kind: string): Promise<PgBoss> => {
    const instance = await connect();
    if (!created.has(kind)) {
      if (!(await instance.getQueue(kind))) {
        try {
          await instance.createQueue(kind, { retryLimit: MAX_JOB_ATTEMPTS - 1, retryDelay: 1, expireInSeconds, deleteAfterSeconds });
        } catch (error) {
          // Another process created it first.
          if (!(await instance.getQueue(kind))) throw error;
        }
      }
      created.add(kind);
    }
    return instance;
  };

  return {
    store,
    delivery: "postgres (pg-boss)",
    async submit(kind, clientKey, input, submitOptions) {
      const instance = await queueFor(kind);
      return store
        .submit({
          kind,
          clientKey,
          input,
          expiresAt: expiresAt(options, submitOptions),
          maxWaiting: options.maxWaiting,
          handOver: async (trx: Transaction<Database>, id: string) => {
            const db = {
              executeSql: async (text: string, values: unknown[]) => ({
                rows: (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as unknown[],
              }),
            };
            await instance.send(kind, { id }, { id, retryLimit: MAX_JOB_ATTEMPTS - 1, retryDelay: 1, expireInSeconds, db });
          },
        })
        .then((result) => {
          if (result.ok) for (const workId of localWorkers.get(kind) ?? []) instance.notifyWorker(workId);
          return result;
        });
    },
    async startWorker(kinds, context, concurrency) {
      const worker = workerName();
      const tracker = runTracker();
      const running = new Map<string, RunningJob>();
      const instance = await connect();
      const workIds: { kind: string; id: string }[] = [];
      for (const kind of kinds) {
        await queueFor(kind.kind);
        const handle = async (jobs: { data: unknown }[]): Promise<void> => {
          for (const job of jobs) {
            const id = (job.data as { id?: unknown } | null)?.id;
            if (typeof id !== "string") continue;
            const run: StartedRun | null = await store.start(id, worker, leaseMs);
            if (!run) continue;
            const outcome: RunOutcome = await tracker.track(runJob(store, kind, run, { worker, leaseMs, context, running }));
            // pg-boss retries a job whose handler threw: the row is waiting again for that retry.
            if (outcome === "retry") throw new Error(`job ${id} failed on attempt ${run.attempt}`);
          }
        };
        // One pg-boss worker per run slot: each fetches one job, runs it, then fetches again.
        for (let slot = 0; slot < concurrency; slot += 1) {
          const workId = await instance.work(kind.kind, { batchSize: 1, pollingIntervalSeconds: 0.5 }, handle);
          workIds.push({ kind: kind.kind, id: workId });
          localWorkers.set(kind.kind, [...(localWorkers.get(kind.kind) ?? []), workId]);
        }
      }
      // Runs whose worker died on their last attempt are failed here; pg-boss retries the others.
      const recovery = setInterval(
        () => {
          recoverExpiredRuns(store, true).catch((error: unknown) => log.error("job_recovery_failed", { error }));
        },
        Math.max(1_000, Math.min(30_000, leaseMs / 4)),
      );
      const sweep = setInterval(() => {
        store.sweep(Date.now()).catch((error: unknown) => log.error("job_sweep_failed", { error }));
      }, SWEEP_EVERY_MS);
      log.info("job_worker_started", { worker, delivery: "postgres (pg-boss)", concurrency, kinds: kinds.map((kind) => kind.kind) });
      return {
        running: tracker.running,
        async stop(timeoutMs) {
          clearInterval(recovery);
          clearInterval(sweep);
          localWorkers.clear();
          for (const { kind, id } of workIds) await instance.offWork(kind, { id }).catch(() => undefined);
          return drain(tracker, running, timeoutMs, async (run) => {
            // The pg-boss job of this run is over (its expiry would only deliver it again later);
            // a new one carries the job to whichever worker fetches it first.
            await instance.complete(run.kind, run.id).catch(() => undefined);
            await instance.send(run.kind, { id: run.id }, { retryLimit: MAX_JOB_ATTEMPTS - 1, retryDelay: 1, expireInSeconds });
          });
        },
      };
    },
    async close() {
      if (boss) await (await boss).stop({ graceful: true, close: true, timeout: 5_000 }).catch(() => undefined);
    },
  };
}
