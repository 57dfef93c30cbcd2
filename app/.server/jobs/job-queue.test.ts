import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { JOB_TEXT } from "../../shared/jobs.content";
import { captureLog } from "../../../tests/support/log-capture";
import { openDatabase, type DatabaseHandle } from "../db/connection";
import { log } from "../log";
import { createJobQueue, type JobQueue, type JobWorker } from "./job-queue";
import { jobClientKey } from "./endpoints";
import { followJob } from "./follow";
import type { JobKind, JobRun } from "./run-job";
import { runStopReason } from "./run-job";

/*
 * The job runner on both databases: SQLite with its in-process loop, PostgreSQL through pg-boss.
 * The jobs here are small functions whose behaviour each test sets; the audit itself is tested in
 * app/features/site-audit.
 */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Harness {
  database: DatabaseHandle;
  queue: JobQueue;
  start(kinds: JobKind<null>[], concurrency: number): Promise<JobWorker>;
}

async function harness(make: () => Promise<TestDatabase>, options: { leaseSeconds?: number; maxWaiting?: number } = {}): Promise<Harness> {
  const test = await make();
  const database = await openDatabase(test.url);
  const queue = createJobQueue(database, {
    leaseSeconds: options.leaseSeconds ?? 60,
    maxWaiting: options.maxWaiting ?? 200,
    keepDays: 1,
    pollMs: 100,
  });
  const workers: JobWorker[] = [];
  cleanups.push(async () => {
    for (const worker of workers) await worker.stop(2_000);
    await queue.close();
    await database.close();
    await test.drop();
  });
  return {
    database,
    queue,
    async start(kinds, concurrency) {
      const worker = await queue.startWorker(kinds, null, concurrency);
      workers.push(worker);
      return worker;
    },
  };
}

function kind(name: string, run: (job: JobRun) => Promise<void>, timeLimitMs = 30_000): JobKind<null> {
  return { kind: name, timeLimitMs, run: (job) => run(job) };
}

/** Follows a job to its end and returns its lines (the screen's view). */
async function linesOf(queue: JobQueue, id: string, after = 0): Promise<Record<string, unknown>[]> {
  const lines: Record<string, unknown>[] = [];
  await followJob(queue.store, id, after, new AbortController().signal, (line) => lines.push(line as Record<string, unknown>), {
    runningPollMs: 50,
    waitingPollMs: 50,
  });
  return lines;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)("durable jobs on %s", (_dialect, make) => {
  it("runs every job once, at most `concurrency` at a time, its lines stored in order", async () => {
    const { queue, start } = await harness(make);
    let running = 0;
    let most = 0;
    const ran: string[] = [];
    await start(
      [
        kind("count", async (job) => {
          running += 1;
          most = Math.max(most, running);
          ran.push(job.id);
          for (let step = 1; step <= 3; step += 1) {
            job.emit({ type: "progress", step });
            await sleep(20);
          }
          job.emit({ type: "result", value: (job.input as { n: number }).n * 2 });
          running -= 1;
        }),
      ],
      2,
    );
    const ids: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const submitted = await queue.submit("count", `client-${n}`, { n });
      if (!submitted.ok) throw new Error(submitted.reason);
      ids.push(submitted.id);
    }
    const all = await Promise.all(ids.map((id) => linesOf(queue, id)));
    all.forEach((lines, n) => {
      const stored = lines.filter((line) => typeof line.seq === "number");
      expect(stored.map((line) => line.seq)).toEqual([1, 2, 3, 4]);
      expect(stored.at(-1)).toEqual({ type: "result", value: n * 2, seq: 4 });
    });
    // Following a finished job again after its last line gives nothing more, and no error.
    expect(await linesOf(queue, ids[0] ?? "", 4)).toEqual([{ type: "job", jobId: ids[0] }]);
    expect(ran.sort()).toEqual([...ids].sort());
    expect(most).toBeLessThanOrEqual(2);
    const records = await Promise.all(ids.map((id) => queue.store.get(id)));
    expect(records.map((record) => [record?.state, record?.attempts])).toEqual(ids.map(() => ["done", 1]));
    expect(await queue.store.stats()).toEqual({ waiting: 0, running: 0, oldestWaitingSeconds: 0 });
  });

  it("every log line a run writes, its kind's own included, carries jobId and kind", async () => {
    const { queue, start } = await harness(make);
    const capture = captureLog();
    cleanups.push(async () => capture.stop());
    let tries = 0;
    await start(
      [
        kind("logs", async () => {
          tries += 1;
          log.warn("kind_line", { tries });
          await sleep(10);
          // Still in the run's context after an await.
          if (tries === 1) throw new Error("first try fails", { cause: new Error("root cause") });
        }),
      ],
      1,
    );
    const submitted = await queue.submit("logs", "client", {});
    if (!submitted.ok) throw new Error(submitted.reason);
    await linesOf(queue, submitted.id);
    const ofJob = capture.records().filter((line) => ["job_started", "kind_line", "job_failed", "job_done"].includes(String(line.event)));
    expect(ofJob.map((line) => line.event)).toEqual(["job_started", "kind_line", "job_failed", "job_started", "kind_line", "job_done"]);
    for (const line of ofJob) expect(line).toMatchObject({ jobId: submitted.id, kind: "logs" });
    const failed = ofJob.find((line) => line.event === "job_failed");
    expect(failed?.error).toMatchObject({ type: "Error", message: "first try fails: root cause" });
    expect(String((failed?.error as { stack?: unknown }).stack)).toContain("caused by: Error: root cause");
  });

  it("gives a waiting job its place in line; one job per client and kind; a full line is refused", async () => {
    const { queue } = await harness(make, { maxWaiting: 3 });
    const first = await queue.submit("slow", "a", {});
    const second = await queue.submit("slow", "b", {});
    expect(await queue.submit("slow", "a", {})).toEqual({ ok: false, reason: "client_busy" });
    // Another kind is another line for the same client.
    expect((await queue.submit("other", "a", {})).ok).toBe(true);
    expect(await queue.submit("slow", "c", {})).toEqual({ ok: false, reason: "queue_full" });
    if (!first.ok || !second.ok) throw new Error("not submitted");
    expect(await queue.store.position(first.id)).toEqual({ ahead: 0, running: 0 });
    expect(await queue.store.position(second.id)).toEqual({ ahead: 1, running: 0 });
    const stats = await queue.store.stats();
    expect(stats.waiting).toBe(3);
    // Leaving the line frees the client's place and the queue's.
    expect((await queue.store.cancel(first.id))?.state).toBe("cancelled");
    expect(await queue.store.position(second.id)).toEqual({ ahead: 0, running: 0 });
    expect((await queue.submit("slow", "a", {})).ok).toBe(true);
    const lines = await linesOf(queue, first.id);
    expect(lines).toEqual([
      { type: "job", jobId: first.id },
      { type: "error", code: "cancelled", error: JOB_TEXT.cancelled },
    ]);
  });

  it("gives each kind its own run slots: a quick job never waits behind a long one of another kind", async () => {
    const { queue, start } = await harness(make);
    let releaseLong: () => void = () => undefined;
    const longHeld = new Promise<void>((resolve) => (releaseLong = resolve));
    await start(
      [
        kind("long", async (job) => {
          job.emit({ type: "started" });
          await longHeld;
          job.emit({ type: "result" });
        }),
        kind("quick", async (job) => job.emit({ type: "result", quick: true })),
      ],
      1,
    );
    const long = await queue.submit("long", "a", {});
    if (!long.ok) throw new Error(long.reason);
    for (let tries = 0; tries < 100 && (await queue.store.get(long.id))?.state !== "running"; tries += 1) await sleep(50);
    const second = await queue.submit("long", "b", {});
    const quick = await queue.submit("quick", "a", {});
    if (!second.ok || !quick.ok) throw new Error("not submitted");
    // The long kind's one slot is taken: its second job waits, first in its own line.
    expect(await queue.store.position(second.id)).toEqual({ ahead: 0, running: 1 });
    expect((await linesOf(queue, quick.id)).at(-1)).toMatchObject({ type: "result", quick: true });
    expect((await queue.store.get(second.id))?.state).toBe("waiting");
    releaseLong();
    expect((await linesOf(queue, second.id)).at(-1)).toMatchObject({ type: "result" });
  });

  it("lets a client start again at once after 'Durdur', while the stopped job still unwinds", async () => {
    const { queue, start } = await harness(make);
    let unwound = false;
    await start(
      [
        kind("crawl", async (job) => {
          job.emit({ type: "started" });
          await new Promise<void>((resolve) => job.signal.addEventListener("abort", () => resolve()));
          // A crawl takes a moment to stop: its requests in flight are aborted, its last lines written.
          await sleep(300);
          unwound = true;
          job.emit({ type: "result", stopped: true });
        }),
      ],
      2,
    );
    const first = await queue.submit("crawl", "a", {});
    if (!first.ok) throw new Error(first.reason);
    for (let tries = 0; tries < 100 && (await queue.store.get(first.id))?.state !== "running"; tries += 1) await sleep(50);
    expect(await queue.submit("crawl", "a", {})).toEqual({ ok: false, reason: "client_busy" });
    await queue.store.cancel(first.id);
    expect(await queue.store.activeJobId("crawl", "a")).toBeNull();
    const again = await queue.submit("crawl", "a", {});
    expect(again.ok).toBe(true);
    expect(unwound).toBe(false);
    // The stopped job still ends as it should.
    expect((await linesOf(queue, first.id)).at(-1)).toMatchObject({ type: "result", stopped: true });
    expect(unwound).toBe(true);
    if (again.ok) await queue.store.cancel(again.id);
  });

  it("stores the job of a client whose forwarded address is longer than the client column", async () => {
    const { queue } = await harness(make);
    const key = jobClientKey("x".repeat(5_000), "meta");
    expect((await queue.submit("long-client", key, {})).ok).toBe(true);
    expect(await queue.submit("long-client", key, {})).toEqual({ ok: false, reason: "client_busy" });
  });

  it("stops a running job within a second of 'Durdur', wherever it runs", async () => {
    const { queue, start } = await harness(make);
    let reason: string | null = null;
    await start(
      [
        kind("wait", async (job) => {
          job.emit({ type: "started" });
          await new Promise<void>((resolve) => job.signal.addEventListener("abort", () => resolve()));
          reason = runStopReason(job.signal);
          job.emit({ type: "result", stopped: true });
        }),
      ],
      1,
    );
    const submitted = await queue.submit("wait", "a", {});
    if (!submitted.ok) throw new Error(submitted.reason);
    for (let tries = 0; tries < 100 && (await queue.store.get(submitted.id))?.state !== "running"; tries += 1) await sleep(50);
    await sleep(100);
    const asked = Date.now();
    await queue.store.cancel(submitted.id);
    const lines = await linesOf(queue, submitted.id);
    const stoppedAfter = Date.now() - asked;
    expect(reason).toBe("cancel");
    expect(stoppedAfter).toBeLessThan(1_000);
    expect(lines.at(-1)).toMatchObject({ type: "result", stopped: true });
  });

  it("tries a failing job once more, and ends the second failure with the Turkish error line", async () => {
    const { queue, start } = await harness(make);
    const attempts = new Map<string, number>();
    await start(
      [
        kind("flaky", async (job) => {
          attempts.set(job.id, job.attempt);
          job.emit({ type: "progress", attempt: job.attempt });
          const { failTimes } = job.input as { failTimes: number };
          if (job.attempt <= failTimes) throw new Error(`attempt ${job.attempt} fails`);
          job.emit({ type: "result", attempt: job.attempt });
        }),
      ],
      1,
    );
    const once = await queue.submit("flaky", "a", { failTimes: 1 });
    const twice = await queue.submit("flaky", "b", { failTimes: 2 });
    if (!once.ok || !twice.ok) throw new Error("not submitted");
    const onceLines = await linesOf(queue, once.id);
    expect(onceLines.at(-1)).toMatchObject({ type: "result", attempt: 2 });
    expect((await queue.store.get(once.id))?.state).toBe("done");
    const twiceLines = await linesOf(queue, twice.id);
    expect(twiceLines.at(-1)).toMatchObject({ type: "error", code: "job_failed", error: JOB_TEXT.failed });
    const failed = await queue.store.get(twice.id);
    expect([failed?.state, failed?.attempts, failed?.error]).toEqual(["failed", 2, JOB_TEXT.failed]);
  });

  it("runs a job again once the lease of a worker that stopped answering is over, and fences the old run out", { timeout: 30_000 }, async () => {
    const { queue, start } = await harness(make, { leaseSeconds: 3 });
    let releaseStuck: () => void = () => undefined;
    let staleWriteKept: boolean | null = null;
    await start(
      [
        kind(
          "stuck",
          async (job) => {
            if (job.attempt === 1) {
              // A worker that hangs and ignores its signal: only its lease ending frees the job.
              job.emit({ type: "progress", attempt: 1 });
              await new Promise<void>((resolve) => (releaseStuck = resolve));
              const run = { id: job.id, kind: "stuck", input: job.input, attempt: 1 };
              staleWriteKept = await queue.store.append(run, { type: "result", attempt: 1 });
              return;
            }
            job.emit({ type: "result", attempt: job.attempt });
          },
          60_000,
        ),
      ],
      2,
    );
    const submitted = await queue.submit("stuck", "a", {});
    if (!submitted.ok) throw new Error(submitted.reason);
    const lines = await linesOf(queue, submitted.id);
    expect(lines.at(-1)).toMatchObject({ type: "result", attempt: 2 });
    releaseStuck();
    for (let tries = 0; tries < 40 && staleWriteKept === null; tries += 1) await sleep(50);
    expect(staleWriteKept).toBe(false);
    const record = await queue.store.get(submitted.id);
    expect([record?.state, record?.attempts]).toEqual(["done", 2]);
  });

  it("a worker shutting down gives its running job back: another worker runs it at once, its attempt not spent", { timeout: 30_000 }, async () => {
    // A long lease: only the hand-back can bring the job back within the test.
    const { queue, start } = await harness(make, { leaseSeconds: 60 });
    let runs = 0;
    const job = kind("deploy", async (run) => {
      runs += 1;
      run.emit({ type: "started", run: runs });
      if (runs === 1) {
        await new Promise<void>((resolve) => run.signal.addEventListener("abort", () => resolve()));
        // A run that writes on its way out after the hand-back: dropped.
        run.emit({ type: "result", run: 1 });
        return;
      }
      run.emit({ type: "result", run: runs });
    });
    const first = await start([job], 1);
    const submitted = await queue.submit("deploy", "a", {});
    if (!submitted.ok) throw new Error(submitted.reason);
    for (let tries = 0; tries < 100 && (await queue.store.get(submitted.id))?.state !== "running"; tries += 1) await sleep(50);
    const stoppedAt = Date.now();
    expect(await first.stop(200)).toBe(false);
    expect((await queue.store.get(submitted.id))?.state).toBe("waiting");
    await start([job], 1);
    const lines = await linesOf(queue, submitted.id);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(lines.filter((line) => line.type === "started").map((line) => line.run)).toEqual([1, 2]);
    expect(lines.filter((line) => line.type === "result")).toMatchObject([{ type: "result", run: 2 }]);
    const record = await queue.store.get(submitted.id);
    expect([record?.state, record?.attempts]).toEqual(["done", 1]);
  });

  it("deletes jobs and their lines after their expiry (the queue's days, or the job's own keep)", async () => {
    const { queue, start, database } = await harness(make);
    await start([kind("quick", async (job) => job.emit({ type: "result" }))], 1);
    const submitted = await queue.submit("quick", "a", {});
    const brief = await queue.submit("quick", "b", {}, { keepMs: 60 * 60_000 });
    if (!submitted.ok || !brief.ok) throw new Error("not submitted");
    await linesOf(queue, submitted.id);
    await linesOf(queue, brief.id);
    expect(await queue.store.sweep(Date.now())).toBe(0);
    expect(await queue.store.sweep(Date.now() + 2 * 60 * 60_000)).toBe(1);
    expect(await queue.store.get(brief.id)).toBeNull();
    expect(await queue.store.sweep(Date.now() + 2 * 24 * 60 * 60_000)).toBe(1);
    expect(await queue.store.get(submitted.id)).toBeNull();
    const events = await database.db.selectFrom("job_events").select("seq").where("job_id", "=", submitted.id).execute();
    expect(events).toEqual([]);
  });
});
