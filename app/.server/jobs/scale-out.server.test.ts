import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { postgresTestDatabase } from "../../../tests/support/databases";
import { startFixtureSite } from "../../../tests/support/fixture-site";
import { killed, startJobProcess, type StartedJobProcess } from "../../../tests/support/job-processes";
import { readNdjson } from "~/shared/ndjson";

/*
 * Audits as durable jobs on PostgreSQL, scaled out: two web processes (RUN_WORKER=false) and two
 * worker processes, each its own OS process (tests/support/job-process.ts), on one database,
 * auditing the fixture site. Twenty visitors, a worker killed with SIGKILL while it runs audits,
 * and a visitor who reloads the page mid-audit and resumes on the other web process.
 */

const AUDITS = 20;

interface StreamLine {
  type: string;
  seq?: number;
  jobId?: string;
  reportId?: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function startProcess(role: "web" | "worker", databaseUrl: string, fixtureHost: string): Promise<StartedJobProcess> {
  return startJobProcess(role, databaseUrl, fixtureHost, cleanups);
}

function post(port: number, path: string, body: unknown, client: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify(body),
    signal,
  });
}

/** Reads an NDJSON answer to its end; `stopWhen` lets the reader leave early, as a reloading page does. */
async function readLines(response: Response, stopWhen?: (line: StreamLine) => boolean, controller?: AbortController): Promise<StreamLine[]> {
  expect(response.status).toBe(200);
  if (!response.body) throw new Error("no body");
  const lines: StreamLine[] = [];
  try {
    await readNdjson(response.body, (value) => {
      // Lines already in the chunk that ended the reading are not seen by the page that left.
      if (controller?.signal.aborted) return;
      const line = value as StreamLine;
      lines.push(line);
      if (stopWhen?.(line)) controller?.abort();
    });
  } catch (error) {
    if (!controller?.signal.aborted) throw error;
  }
  return lines;
}

function seqs(lines: readonly StreamLine[]): number[] {
  return lines.flatMap((line) => (typeof line.seq === "number" ? [line.seq] : []));
}

function jobIdOf(lines: readonly StreamLine[]): string {
  const jobId = lines[0]?.jobId;
  if (lines[0]?.type !== "job" || !jobId) throw new Error(`first line ${JSON.stringify(lines[0])}`);
  return jobId;
}

/** The stream of a job, whole: its lines numbered 1, 2, 3 … with none repeated, ending with the result. */
function expectWholeStream(lines: readonly StreamLine[]): string {
  expect(seqs(lines)).toEqual(seqs(lines).map((_, index) => index + 1));
  const last = lines.at(-1);
  if (last?.type !== "result" || !last.reportId) throw new Error(`the stream ended with ${JSON.stringify(last)}`);
  return last.reportId;
}

interface JobRow {
  id: string;
  state: string;
  attempts: number;
  worker: string | null;
  last_seq: number;
}

/** The process id in a worker's name ("host:pid:random"). */
function workerPid(worker: string | null): number {
  return Number(worker?.split(":").at(-2));
}

describe("site audits on PostgreSQL with two web and two worker processes", () => {
  it("finishes twenty audits from twenty clients once each, through a worker's SIGKILL and a page reload on the other web process", async () => {
    const database = await postgresTestDatabase();
    cleanups.push(() => database.drop());
    const site = await startFixtureSite({ pages: 40, latencyMs: 60 });
    cleanups.push(() => site.close());
    const fixtureHost = `127.0.0.1:${site.port}`;
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());

    // The first process creates the tables; the others then start together.
    const webA = await startProcess("web", database.url, fixtureHost);
    const [webB, victim, survivor] = await Promise.all([
      startProcess("web", database.url, fixtureHost),
      startProcess("worker", database.url, fixtureHost),
      startProcess("worker", database.url, fixtureHost),
    ]);
    const url = `http://${fixtureHost}/`;
    const client = (index: number): string => `198.51.100.${index + 1}`;

    // Visitor 0 reloads: it reads its stream on A until a progress line, leaves, and follows the
    // job on B from the last line it saw.
    const reload = (async () => {
      const controller = new AbortController();
      const before = await readLines(
        await post(webA.port, "/api/site-audit", { url }, client(0), controller.signal),
        (line) => line.type === "progress",
        controller,
      );
      expect(before.at(-1)?.type).toBe("progress");
      const jobId = jobIdOf(before);
      const lastSeq = seqs(before).at(-1) ?? 0;
      const after = await readLines(await post(webB.port, "/api/jobs/follow", { id: jobId, after: lastSeq }, client(0)));
      expect(jobIdOf(after)).toBe(jobId);
      expect(seqs(after)[0]).toBe(lastSeq + 1);
      return [...before, ...after.slice(1)];
    })();
    // The other nineteen, every other one on each web process.
    const others = Array.from({ length: AUDITS - 1 }, async (_, index) => {
      const visitor = index + 1;
      return readLines(await post(visitor % 2 === 0 ? webA.port : webB.port, "/api/site-audit", { url }, client(visitor)));
    });

    const streamsRead = Promise.all([reload, ...others]);
    // Awaited below; should a check fail before, the streams the cleanup cuts must not be unhandled rejections.
    streamsRead.catch(() => undefined);

    // In the middle, once both workers have finished audits and the victim runs one that has
    // got going, the victim dies without a word.
    const jobRows = async (): Promise<JobRow[]> => (await sql.query<JobRow>("SELECT id, state, attempts, worker, last_seq FROM jobs")).rows;
    const onVictim = (row: JobRow): boolean => workerPid(row.worker) === victim.child.pid;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const rows = await jobRows();
      const doneBy = (pid: number | undefined) => rows.filter((row) => row.state === "done" && workerPid(row.worker) === pid).length;
      const going = rows.filter((row) => row.state === "running" && row.last_seq >= 2 && onVictim(row));
      if (doneBy(victim.child.pid) >= 2 && doneBy(survivor.child.pid) >= 2 && going.length > 0) break;
    }
    await killed(victim.child);
    // Read after the kill, so an audit that ended just before it is not counted: these stay
    // "running" under the dead worker's name until their lease is over.
    const cut = (await jobRows()).filter((row) => row.state === "running" && onVictim(row));
    expect(cut.length).toBeGreaterThan(0);

    const streams = await streamsRead;
    const reportIds = streams.map(expectWholeStream);
    expect(new Set(reportIds).size).toBe(AUDITS);
    const jobIds = streams.map(jobIdOf);

    const jobs = await jobRows();
    expect(jobs.map((job) => job.id).sort()).toEqual([...jobIds].sort());
    expect(jobs.every((job) => job.state === "done")).toBe(true);
    // The killed worker's audits ran again on the other worker; every other audit ran once.
    const cutIds = new Set(cut.map((job) => job.id));
    for (const job of jobs) {
      if (cutIds.has(job.id)) {
        expect(job.attempts).toBe(2);
        expect(workerPid(job.worker)).toBe(survivor.child.pid);
      } else {
        expect(job.attempts).toBe(1);
      }
    }
    expect(jobs.filter(onVictim).length).toBeGreaterThanOrEqual(2);
    const reports = (await sql.query<{ id: string; status: string; report: string | null }>("SELECT id, status, report FROM audit_reports")).rows;
    expect(reports.map((report) => report.id).sort()).toEqual([...reportIds].sort());
    expect(reports.every((report) => report.status === "done")).toBe(true);
    // Whole audits, not ones the time limit cut short: every one read the whole site.
    const pagesChecked = reports.map((report) => (JSON.parse(report.report ?? "null") as { crawl: { pagesChecked: number } }).crawl.pagesChecked);
    expect(Math.min(...pagesChecked)).toBeGreaterThanOrEqual(40);
  }, 150_000);
});
