import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { Database, JobState, JobsTable } from "../db/schema";
import { isJobId } from "../../shared/jobs";
import { isoTime } from "../time";

/**
 * The jobs table and its events (docs/decisions/044): the one record of every job, whatever
 * delivers it to a worker (pg-boss on PostgreSQL, the in-process loop on SQLite). Screens,
 * /api/health and `npm run jobs` read it; workers write it under their attempt number.
 */

/** Runs a job may begin; the second failure ends it. */
export const MAX_JOB_ATTEMPTS = 2;

export interface JobRecord {
  id: string;
  kind: string;
  state: JobState;
  attempts: number;
  lastSeq: number;
  cancelRequested: boolean;
  error: string | null;
  worker: string | null;
  clientKey: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  leaseUntil: string | null;
}

export interface StoredEvent {
  seq: number;
  line: unknown;
}

export type SubmitRefusal = "client_busy" | "queue_full";

export interface QueueStats {
  waiting: number;
  running: number;
  /** Seconds the oldest waiting job has waited; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** A started run: its attempt number fences every later write. */
export interface StartedRun {
  id: string;
  kind: string;
  input: unknown;
  attempt: number;
}

function record(row: Selectable<JobsTable>): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    lastSeq: row.last_seq,
    cancelRequested: row.cancel_requested === 1,
    error: row.error,
    worker: row.worker,
    clientKey: row.client_key,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    leaseUntil: row.lease_until,
  };
}

const ACTIVE: JobState[] = ["waiting", "running"];

function isUniqueViolation(error: unknown): boolean {
  const text = String((error as { code?: unknown }).code ?? "") + String(error);
  return text.includes("23505") || text.includes("SQLITE_CONSTRAINT") || text.includes("UNIQUE constraint");
}

export interface JobStore {
  db: Kysely<Database>;
  /**
   * Stores a waiting job, unless the client already has one of this kind waiting or running or
   * `maxWaiting` jobs already wait. `handOver` runs in the same transaction (pg-boss's send).
   */
  submit(job: {
    kind: string;
    clientKey: string;
    input: unknown;
    expiresAt: string;
    maxWaiting: number;
    handOver?: (trx: Transaction<Database>, id: string) => Promise<void>;
  }): Promise<{ ok: true; id: string } | { ok: false; reason: SubmitRefusal }>;
  get(id: string): Promise<JobRecord | null>;
  /** Whether the client has a job of this kind waiting or running (one they stopped does not count: it ends within a second). */
  /** The job of `kind` this client still has waiting or running (and not being stopped), or null. */
  activeJobId(kind: string, clientKey: string): Promise<string | null>;
  /** Begins a run of a waiting job (or of a running one whose lease ran out); null when it is not to run. */
  start(id: string, worker: string, leaseMs: number): Promise<StartedRun | null>;
  /** The oldest waiting job of one of `kinds`, started (the in-process loop's claim). */
  claimNext(worker: string, leaseMs: number, kinds: readonly string[]): Promise<StartedRun | null>;
  /** Stores the run's next event; false once the run lost the job (a later attempt, an expired lease). */
  append(run: StartedRun, line: unknown): Promise<boolean>;
  /** Ends the run: done, or failed with the Turkish reason. False when the run had lost the job. */
  finish(run: StartedRun, outcome: { state: "done" | "cancelled" } | { state: "failed"; error: string }): Promise<boolean>;
  /**
   * A worker shutting down gives a running job back: in line again as before this run began (its
   * attempt not spent), or cancelled when its visitor had stopped it. False when the run had lost
   * the job already.
   */
  handBack(run: StartedRun): Promise<boolean>;
  /** Gives a failed run's job another try, or fails it for good after MAX_JOB_ATTEMPTS. */
  retryOrFail(run: StartedRun, error: string): Promise<"retry" | "failed" | "lost">;
  /** Events after `afterSeq`, in order. */
  eventsAfter(id: string, afterSeq: number, limit: number): Promise<StoredEvent[]>;
  /** The jobs of its kind ahead of a waiting job in line, and those of its kind running now (each kind has its own run slots). */
  position(id: string): Promise<{ ahead: number; running: number }>;
  /** Mean seconds of the last finished runs of a kind, null when none finished yet. */
  meanRunSeconds(kind: string): Promise<number | null>;
  /** "Durdur": a waiting job is cancelled at once; a running one is flagged for its worker. */
  cancel(id: string): Promise<JobRecord | null>;
  /** Whether a run should stop: cancelled, or no longer its attempt. */
  runStatus(run: StartedRun): Promise<"go" | "cancel" | "lost">;
  /** Running jobs whose lease ran out: to run again, or failed after MAX_JOB_ATTEMPTS. */
  expiredRuns(now: number): Promise<{ id: string; kind: string; attempts: number }[]>;
  /** Puts a job whose run was lost back in line (in-process delivery), or fails it after the last attempt. */
  requeueOrFail(id: string, attempts: number, error: string): Promise<void>;
  stats(): Promise<QueueStats>;
  list(limit: number): Promise<JobRecord[]>;
  /** Deletes jobs and events past their expiry; returns how many jobs went. */
  sweep(now: number): Promise<number>;
}

export function createJobStore(db: Kysely<Database>, clock: () => number = Date.now): JobStore {
  const now = (): string => isoTime(clock());
  // The line's order is created_at: two jobs put in line by this process within one millisecond
  // still get distinct, increasing times (across processes a tie falls back to the id).
  let lastCreated = 0;
  const createdAt = (): string => {
    lastCreated = Math.max(clock(), lastCreated + 1);
    return isoTime(lastCreated);
  };

  async function startWhere(id: string, worker: string, leaseMs: number, attempts: number): Promise<StartedRun | null> {
    const at = clock();
    const row = await db
      .updateTable("jobs")
      .set({ state: "running", attempts: attempts + 1, worker, lease_until: isoTime(at + leaseMs), started_at: isoTime(at) })
      .where("id", "=", id)
      .where("attempts", "=", attempts)
      .where((where) =>
        where.or([where("state", "=", "waiting"), where.and([where("state", "=", "running"), where("lease_until", "<", isoTime(at))])]),
      )
      .where("cancel_requested", "=", 0)
      .returning(["id", "kind", "input", "attempts"])
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, kind: row.kind, input: JSON.parse(row.input) as unknown, attempt: row.attempts };
  }

  async function ended(id: string, state: JobState, error: string | null, attempt?: number): Promise<boolean> {
    let query = db.updateTable("jobs").set({ state, error, finished_at: now(), lease_until: null }).where("id", "=", id).where("state", "in", ACTIVE);
    if (attempt !== undefined) query = query.where("attempts", "=", attempt);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    db,
    async submit(job) {
      const id = randomUUID();
      try {
        return await db.transaction().execute(async (trx) => {
          const waiting = await trx
            .selectFrom("jobs")
            .select((select) => select.fn.countAll<number | string>().as("count"))
            .where("state", "=", "waiting")
            .executeTakeFirstOrThrow();
          if (Number(waiting.count) >= job.maxWaiting) return { ok: false as const, reason: "queue_full" as const };
          await trx
            .insertInto("jobs")
            .values({
              id,
              kind: job.kind,
              client_key: job.clientKey,
              state: "waiting",
              input: JSON.stringify(job.input),
              created_at: createdAt(),
              expires_at: job.expiresAt,
            })
            .execute();
          await job.handOver?.(trx, id);
          return { ok: true as const, id };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, reason: "client_busy" };
        throw error;
      }
    },
    async get(id) {
      if (!isJobId(id)) return null;
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? record(row) : null;
    },
    async activeJobId(kind, clientKey) {
      const row = await db
        .selectFrom("jobs")
        .select("id")
        .where("kind", "=", kind)
        .where("client_key", "=", clientKey)
        .where("state", "in", ACTIVE)
        .where("cancel_requested", "=", 0)
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async start(id, worker, leaseMs) {
      const row = await db.selectFrom("jobs").select(["attempts", "state"]).where("id", "=", id).executeTakeFirst();
      if (!row || row.attempts >= MAX_JOB_ATTEMPTS) return null;
      return startWhere(id, worker, leaseMs, row.attempts);
    },
    async claimNext(worker, leaseMs, kinds) {
      if (kinds.length === 0) return null;
      // Two processes on one SQLite file may race for a row: the loser's update matches nothing
      // (the attempt moved on) and it tries the next one.
      for (let tries = 0; tries < 5; tries += 1) {
        const next = await db
          .selectFrom("jobs")
          .select(["id", "attempts"])
          .where("state", "=", "waiting")
          .where("cancel_requested", "=", 0)
          .where("kind", "in", kinds)
          .orderBy("created_at")
          .orderBy("id")
          .limit(1)
          .executeTakeFirst();
        if (!next) return null;
        const run = await startWhere(next.id, worker, leaseMs, next.attempts);
        if (run) return run;
      }
      return null;
    },
    async append(run, line) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable("jobs")
          .set({ last_seq: sql<number>`last_seq + 1` })
          .where("id", "=", run.id)
          .where("attempts", "=", run.attempt)
          .where("state", "=", "running")
          .returning("last_seq")
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .insertInto("job_events")
          .values({ job_id: run.id, seq: row.last_seq, line: JSON.stringify(line), created_at: now() })
          .execute();
        return true;
      });
    },
    finish: (run, outcome) => ended(run.id, outcome.state, outcome.state === "failed" ? outcome.error : null, run.attempt),
    async handBack(run) {
      const ours = db.updateTable("jobs").where("id", "=", run.id).where("attempts", "=", run.attempt).where("state", "=", "running");
      const stopped = await ours.where("cancel_requested", "=", 1).set({ state: "cancelled", finished_at: now(), lease_until: null }).executeTakeFirst();
      if (Number(stopped.numUpdatedRows) > 0) return true;
      const back = await ours
        .where("cancel_requested", "=", 0)
        .set({ state: "waiting", attempts: run.attempt - 1, worker: null, lease_until: null, started_at: null })
        .executeTakeFirst();
      return Number(back.numUpdatedRows) > 0;
    },
    async retryOrFail(run, error) {
      if (run.attempt >= MAX_JOB_ATTEMPTS) return (await ended(run.id, "failed", error, run.attempt)) ? "failed" : "lost";
      const result = await db
        .updateTable("jobs")
        .set({ state: "waiting", worker: null, lease_until: null, error })
        .where("id", "=", run.id)
        .where("attempts", "=", run.attempt)
        .where("state", "=", "running")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? "retry" : "lost";
    },
    async eventsAfter(id, afterSeq, limit) {
      const rows = await db
        .selectFrom("job_events")
        .select(["seq", "line"])
        .where("job_id", "=", id)
        .where("seq", ">", afterSeq)
        .orderBy("seq")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ seq: row.seq, line: JSON.parse(row.line) as unknown }));
    },
    async position(id) {
      const mine = await db.selectFrom("jobs").select(["created_at", "id", "kind"]).where("id", "=", id).executeTakeFirst();
      if (!mine) return { ahead: 0, running: 0 };
      const counts = await db
        .selectFrom("jobs")
        .select((select) => [
          select.fn.count<number | string>(sql`case when state = 'running' then 1 end`).as("running"),
          select.fn
            .count<number | string>(
              sql`case when state = 'waiting' and (created_at < ${mine.created_at} or (created_at = ${mine.created_at} and id < ${mine.id})) then 1 end`,
            )
            .as("ahead"),
        ])
        .where("state", "in", ACTIVE)
        .where("kind", "=", mine.kind)
        .executeTakeFirstOrThrow();
      return { ahead: Number(counts.ahead), running: Number(counts.running) };
    },
    async meanRunSeconds(kind) {
      const rows = await db
        .selectFrom("jobs")
        .select(["started_at", "finished_at"])
        .where("kind", "=", kind)
        .where("state", "=", "done")
        .orderBy("finished_at", "desc")
        .limit(20)
        .execute();
      const seconds = rows
        .map((row) => (row.started_at && row.finished_at ? (Date.parse(row.finished_at) - Date.parse(row.started_at)) / 1000 : NaN))
        .filter((value) => Number.isFinite(value) && value >= 0);
      return seconds.length > 0 ? seconds.reduce((sum, value) => sum + value, 0) / seconds.length : null;
    },
    async cancel(id) {
      if (!isJobId(id)) return null;
      await db
        .updateTable("jobs")
        .set({ state: "cancelled", cancel_requested: 1, finished_at: now() })
        .where("id", "=", id)
        .where("state", "=", "waiting")
        .execute();
      await db.updateTable("jobs").set({ cancel_requested: 1 }).where("id", "=", id).where("state", "=", "running").execute();
      const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? record(row) : null;
    },
    async runStatus(run) {
      const row = await db.selectFrom("jobs").select(["state", "attempts", "cancel_requested"]).where("id", "=", run.id).executeTakeFirst();
      if (!row || row.state !== "running" || row.attempts !== run.attempt) return "lost";
      return row.cancel_requested === 1 ? "cancel" : "go";
    },
    async expiredRuns(at) {
      return db
        .selectFrom("jobs")
        .select(["id", "kind", "attempts"])
        .where("state", "=", "running")
        .where("lease_until", "<", isoTime(at))
        .orderBy("created_at")
        .limit(100)
        .execute();
    },
    async requeueOrFail(id, attempts, error) {
      const base = db.updateTable("jobs").where("id", "=", id).where("attempts", "=", attempts).where("state", "=", "running");
      if (attempts >= MAX_JOB_ATTEMPTS) {
        await base.set({ state: "failed", error, finished_at: now(), lease_until: null }).execute();
      } else {
        await base.set({ state: "waiting", worker: null, lease_until: null }).execute();
      }
    },
    async stats() {
      const row = await db
        .selectFrom("jobs")
        .select((select) => [
          select.fn.count<number | string>(sql`case when state = 'waiting' then 1 end`).as("waiting"),
          select.fn.count<number | string>(sql`case when state = 'running' then 1 end`).as("running"),
          select.fn.min<string | null>(sql`case when state = 'waiting' then created_at end`).as("oldest"),
        ])
        .where("state", "in", ACTIVE)
        .executeTakeFirstOrThrow();
      const oldest = row.oldest ? Math.max(0, Math.round((clock() - Date.parse(row.oldest)) / 1000)) : 0;
      return { waiting: Number(row.waiting), running: Number(row.running), oldestWaitingSeconds: oldest };
    },
    async list(limit) {
      const rows = await db.selectFrom("jobs").selectAll().orderBy("created_at", "desc").limit(limit).execute();
      return rows.map(record);
    },
    async sweep(at) {
      const cutoff = isoTime(at);
      const expired = db.selectFrom("jobs").select("id").where("expires_at", "<=", cutoff);
      await db.deleteFrom("job_events").where("job_id", "in", expired).execute();
      const result = await db.deleteFrom("jobs").where("expires_at", "<=", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
