/**
 * Audits as durable jobs, scaled out on PostgreSQL (issue 32): a throwaway PostgreSQL server
 * (tests/support/postgres.ts), two web processes (`node build/server/main.js`, RUN_WORKER=false)
 * and two worker processes (`node build/server/main.js --worker`) of the production build
 * (`npm run build` first), and a 100-page fixture website on loopback in a process of its own
 * (bench/site-crawl-fixtures.ts; AUDIT_MAX_PAGES=500, so its extra case pages are read too).
 *
 * Twenty audits from twenty clients (TRUST_PROXY_HOPS=1, X-Forwarded-For) are posted at once,
 * every other one to each web process, and read to their result line: the time from the posts
 * to the first and to the last report. Meanwhile /api/health is asked one request at a time,
 * in turn of the two web processes: its p50 and p99 beside the same figures with everything
 * idle (these machines are shared and noisy), and the deepest queue it reported.
 *
 * WORKER_CONCURRENCY=2 per worker, four audits at once in all: the default, and what the site
 * audit benchmark runs in one process. An audit waits on its site most of the time (four
 * requests at a time) but analyses every page and runs every rule on the CPU; on two cores
 * shared by the web processes, the database and the fixture site, more runs at once would only
 * queue for the CPU, and the web processes' health answers with them.
 *
 * Without PostgreSQL's binaries (POSTGRES_BIN_DIR, default /usr/lib/postgresql/15/bin) it prints
 * why and gives no figures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { SITE_AUDIT_API } from "../app/features/site-audit/api-contract";
import { startTestPostgres } from "../tests/support/postgres";
import { waitForUrl } from "./production-server";
import { percentile, startFixtureSites, tenths } from "./server-load";
import { runIfMain, type BenchRow } from "./types";
import { SERVER_NODE_FLAGS } from "../server/node-flags";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 60;
const PAGES = 100;
const AUDITS = 20;
/** `JOBS_SCALE_WORKER_CONCURRENCY=n` compares another setting (see above). */
const WORKER_CONCURRENCY = Number(process.env.JOBS_SCALE_WORKER_CONCURRENCY ?? 2);
const HEALTH_P99_GOAL_MS = 100;
const IDLE_HEALTH_CHECKS = 200;
/** A health check slower than this counts as this long: a stalled server still ends the bench. */
const HEALTH_TIMEOUT_MS = 10_000;
/** Every process loads the whole server build first, on two shared cores. */
const START_TIMEOUT_MS = 60_000;
const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

interface Health {
  ms: number;
  /** Jobs waiting in line, as the answer reported them; null when it did not answer. */
  waiting: number | null;
}

/** One GET /api/health read to the end, in milliseconds, with the queue depth it reported. */
async function health(origin: string): Promise<Health> {
  const t0 = performance.now();
  try {
    const response = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    const body = (await response.json()) as { jobs?: { waiting?: number } };
    return { ms: performance.now() - t0, waiting: body.jobs?.waiting ?? null };
  } catch {
    return { ms: HEALTH_TIMEOUT_MS, waiting: null };
  }
}

/** Clock ticks a second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user and system, every thread); 0 once it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name, which may hold spaces, in parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** One process of the production build, on loopback. */
export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, path.resolve(process.env.BUILD_DIR || "build", "server/main.js"), ...args], {
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    // Their warnings (no lead delivery configured, test-only allowed hosts) would bury the table.
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/** Resolves on the worker's "job_worker_started" log line; its later lines are read and dropped. */
export function workerStarted(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error("no stdout"));
    const timer = setTimeout(() => reject(new Error("a worker did not start in time")), START_TIMEOUT_MS);
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.includes('"job_worker_started"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`a worker ended early (${code})`));
    });
  });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** One audit as client `client`, read to its result line; ms from `t0` to that line. */
async function audit(origin: string, siteUrl: string, client: string, t0: number): Promise<number> {
  const response = await fetch(`${origin}${SITE_AUDIT_API.path}`, {
    method: SITE_AUDIT_API.method,
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br", "x-forwarded-for": client },
    body: JSON.stringify({ url: siteUrl }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`site audit answered ${response.status}: ${await response.text()}`);
  const decoder = new TextDecoder();
  let pending = "";
  let last: { type?: string; code?: string } | null = null;
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) if (line.trim() !== "") last = JSON.parse(line) as { type?: string; code?: string };
  }
  if (pending.trim() !== "") last = JSON.parse(pending) as { type?: string; code?: string };
  if (last?.type !== "result") throw new Error(`an audit ended with ${JSON.stringify(last)}`);
  return performance.now() - t0;
}

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(BIN_DIR, "initdb"))) {
    console.log(`jobs-scale: skipped, no PostgreSQL in ${BIN_DIR} (apt-get install postgresql, or set POSTGRES_BIN_DIR)`);
    return [];
  }
  const postgres = await startTestPostgres();
  const children: ChildProcess[] = [];
  let fixtures: Awaited<ReturnType<typeof startFixtureSites>> | undefined;
  try {
    fixtures = await startFixtureSites(1, PAGES);
    const [host] = fixtures.hosts;
    if (!host) throw new Error("no fixture site");
    const env = {
      DATABASE_URL: postgres.url,
      LOG_LEVEL: "info",
      ANALYZER_ALLOWED_HOSTS: host,
      AUDIT_MAX_PAGES: "500",
      AUDIT_RATE_LIMIT: "1000",
      TARGET_HOST_HOURLY_REQUESTS: "1000000",
      TRUST_PROXY_HOPS: "1",
      WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
    };
    const origins = [0, 1].map((index) => `http://127.0.0.1:${PORT + index}`);
    const webs: ChildProcess[] = [];
    const workerProcesses: ChildProcess[] = [];
    const cpuOf = (processes: ChildProcess[]): number => processes.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
    const web = (index: number): ChildProcess => {
      const child = startProcess([], { ...env, LOG_LEVEL: "error", RUN_WORKER: "false", PORT: String(PORT + index) });
      child.stdout?.resume();
      children.push(child);
      webs.push(child);
      return child;
    };
    // The first process creates the tables alone; the others start together after it.
    web(0);
    await waitForUrl(`${origins[0]}/api/health`, START_TIMEOUT_MS);
    web(1);
    const workers = [0, 1].map(() => {
      const child = startProcess(["--worker"], env);
      children.push(child);
      workerProcesses.push(child);
      return workerStarted(child);
    });
    await Promise.all([waitForUrl(`${origins[1]}/api/health`, START_TIMEOUT_MS), ...workers]);

    const idle: number[] = [];
    for (let i = 0; i < IDLE_HEALTH_CHECKS; i += 1) idle.push((await health(origins[i % 2] ?? "")).ms);

    const webCpu = cpuOf(webs);
    const workerCpu = cpuOf(workerProcesses);
    const t0 = performance.now();
    const audits = Promise.all(
      Array.from({ length: AUDITS }, (_, index) => audit(origins[index % 2] ?? "", `http://${host}/`, `198.51.100.${index + 1}`, t0)),
    );
    let running = true;
    const ended = audits.finally(() => {
      running = false;
    });
    const busy: number[] = [];
    let deepest = 0;
    for (let i = 0; running; i += 1) {
      const answer = await health(origins[i % 2] ?? "");
      busy.push(answer.ms);
      deepest = Math.max(deepest, answer.waiting ?? 0);
    }
    const reports = await ended;
    const wallSeconds = (performance.now() - t0) / 1000;
    // Share of one core each pair of processes used while the audits ran.
    const cores = (used: number): number => Math.round((used / wallSeconds) * 100) / 100;
    const webCores = cores(cpuOf(webs) - webCpu);
    const workerCores = cores(cpuOf(workerProcesses) - workerCpu);
    const timedOut = busy.filter((ms) => ms >= HEALTH_TIMEOUT_MS).length;
    const setup = `${AUDITS} audits of a ${PAGES}-page fixture, 2 web + 2 worker processes × WORKER_CONCURRENCY=${WORKER_CONCURRENCY}`;
    return [
      { figure: `jobs scale-out: ${setup}, posts to the last report`, value: Math.round(Math.max(...reports)), unit: "ms" },
      { figure: "jobs scale-out: posts to the first report", value: Math.round(Math.min(...reports)), unit: "ms" },
      { figure: "jobs scale-out: posts to the median report", value: Math.round(percentile(reports, 50)), unit: "ms" },
      {
        figure: `jobs scale-out: /api/health p99 on the web processes while they run (${busy.length} requests, ${timedOut} timed out)`,
        value: tenths(percentile(busy, 99)),
        unit: "ms",
        goal: HEALTH_P99_GOAL_MS,
        goalKind: "max",
      },
      { figure: "jobs scale-out: /api/health p50 while they run", value: tenths(percentile(busy, 50)), unit: "ms" },
      { figure: `jobs scale-out: /api/health p99 idle, same processes (${IDLE_HEALTH_CHECKS} requests)`, value: tenths(percentile(idle, 99)), unit: "ms" },
      { figure: "jobs scale-out: /api/health p50 idle, same processes", value: tenths(percentile(idle, 50)), unit: "ms" },
      { figure: "jobs scale-out: most jobs waiting in line, as /api/health reported", value: deepest, unit: "jobs" },
      { figure: "jobs scale-out: CPU of the two web processes while the audits ran (following 20 streams, answering health)", value: webCores, unit: "cores" },
      { figure: "jobs scale-out: CPU of the two worker processes while the audits ran", value: workerCores, unit: "cores" },
    ];
  } finally {
    await Promise.all(children.map(stopProcess));
    fixtures?.stop();
    postgres.stop();
  }
}

await runIfMain(import.meta.url, run);
