/**
 * "Sitemi takip et" at scale (issue 47): a throwaway PostgreSQL server (tests/support/postgres.ts),
 * one web process (`node build/server/main.js`, RUN_WORKER=false) and two worker processes
 * (the same with RUN_WORKER=true, WORKER_CONCURRENCY=2, MONITOR_ENABLED: `--worker` would not run
 * the monitor's scheduler) of the production build (`npm run build` first), and 1,000 watched sites on loopback: one fixture process listening on 1,000 ports of
 * 127.0.0.1 (bench/site-monitor-fixtures.ts), a distinct "host:port" each, so each has its own
 * hourly request budget (TARGET_HOST_HOURLY_REQUESTS, left at its default), all allowed through
 * ANALYZER_ALLOWED_HOSTS (a list of "127.0.0.1:port" entries, about 16 KB). Every 20th site's home
 * page says noindex, so its first check stores an alert e-mail.
 *
 * 1,000 active watches are inserted straight into `site_watches`, all due at once: the worst case
 * (a confirmation spreads a watch's first check over the check period, and each check moves the
 * next one a period plus up to 5% ahead, so real watches come due a few a minute). Nothing else
 * drives the checks: each worker's own scheduler (scheduler.server.ts) claims up to 100 due
 * watches every 60 s and puts their `monitor-check` jobs in line, and the workers run them. There
 * is no setting to shorten that interval, so the figures include it: 1,000 watches need five
 * rounds of two schedulers, about five minutes. A watch has had its check when its signals are
 * filled and its next check lies a check period ahead (a claim alone moves it one hour).
 *
 * Meanwhile /api/health is asked one request at a time on the web process (goal p99 under
 * 100 ms), beside the same figure idle. Then: the size of the monitor's tables before and after
 * the cycle (growth per watch per daily check, × 30 for a month), pg-boss's tables apart, the
 * requests each site answered, and one site audit of a 100-page fixture site through the web
 * process (AUDIT_BROWSER=off: no screenshots) for the stored size of a weekly re-audit's report.
 * Last, the extrapolation to 10,000 watches.
 *
 * `SITE_MONITOR_WATCHES=n` runs another number of watches (sites). Without PostgreSQL's binaries
 * (POSTGRES_BIN_DIR, default /usr/lib/postgresql/15/bin) it prints why and gives no figures.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";
import { startTestPostgres } from "../tests/support/postgres";
import { cpuSeconds, startProcess, stopProcess, workerStarted } from "./jobs-scale";
import { waitForUrl } from "./production-server";
import { auditThroughEndpoint, healthLatency, percentile, startFixtureSites, tenths } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 70;
const WATCHES = Number(process.env.SITE_MONITOR_WATCHES ?? 1000);
const WORKERS = 2;
const WORKER_CONCURRENCY = 2;
/** Every n-th site's home page says noindex: an alert e-mail on its first check. */
const NOINDEX_EVERY = 20;
/**
 * As in app/features/site-monitor/scheduler.server.ts (SCHEDULER_INTERVAL_MS; BUSY_INTERVAL_MS, how
 * soon a scheduler that put checks in line looks again) and the default MONITOR_CHECK_HOURS.
 */
const SCHEDULER_INTERVAL_S = 60;
const BUSY_INTERVAL_S = 5;
const CHECK_HOURS = 24;
/** The extrapolation's size, and the cycle it should fit in. */
const TARGET_WATCHES = 10_000;
const TARGET_CYCLE_S = 3600;
/**
 * A check of a real site over the internet instead of loopback: three requests (home page,
 * robots.txt, sitemap), each a new connection with TLS, of a few hundred ms. An assumption, not
 * measured here.
 */
const ASSUMED_REAL_CHECK_S = 2;
const HEALTH_P99_GOAL_MS = 100;
const HEALTH_TIMEOUT_MS = 10_000;
const IDLE_HEALTH_CHECKS = 200;
const START_TIMEOUT_MS = 60_000;
/**
 * The bench stops waiting for the cycle after this and reports what was checked by then, the rate
 * and the time the rest would take at it: two schedulers whose rounds fall together claim from the
 * same head of the line, about 100 watches a minute between them, so 1,000 take about ten minutes.
 * `SITE_MONITOR_MAX_CYCLE_S=900` waits a whole cycle out.
 */
const CYCLE_TIMEOUT_MS = Number(process.env.SITE_MONITOR_MAX_CYCLE_S ?? 240) * 1000;
/** Jobs put in line less than this apart belong to one scheduler round. */
const ROUND_GAP_MS = 20_000;
const POLL_MS = 1000;
const BIN_DIR = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";
const MONITOR_TABLES = ["site_watches", "monitor_mails", "jobs", "job_events"];
const DAY_S = 24 * 3600;

interface MonitorFixtures {
  hosts: string[];
  /** Requests each site answered so far, in the order of `hosts`. */
  requests(): Promise<number[]>;
  stop(): void;
}

async function startMonitorFixtures(count: number): Promise<MonitorFixtures> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./site-monitor-fixtures.ts", import.meta.url).pathname, String(count), String(NOINDEX_EVERY)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  try {
    const [line] = (await once(lines, "line")) as [string];
    const hosts = JSON.parse(line) as string[];
    if (hosts.length !== count) throw new Error(`the fixture process answered ${hosts.length} sites of ${count}`);
    const requests = async (): Promise<number[]> => {
      const answer = once(lines, "line") as Promise<[string]>;
      child.stdin.write("requests\n");
      const [text] = await answer;
      return JSON.parse(text) as number[];
    };
    return { hosts, requests, stop: () => child.kill() };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** 1,000 active watches, one per site and address, all due at `dueAt`, in one statement. */
async function insertWatches(db: pg.Client, hosts: readonly string[], dueAt: number): Promise<void> {
  const now = new Date(dueAt).toISOString();
  const audit = new Date(dueAt + 7 * DAY_S * 1000).toISOString();
  await db.query(
    `INSERT INTO site_watches (id, email, name, host, start_url, report_id, status, signals, pages, created_at, consent_at, confirmed_at,
       next_check_at, next_audit_at, last_engaged_at, ip_address, form_source)
     SELECT id, email, NULL, host, 'http://' || host || '/', NULL, 'active', '{}', '[]', $4, $4, $4, $4, $5, $4, '198.51.100.7', 'site-monitor'
     FROM unnest($1::text[], $2::text[], $3::text[]) AS w(id, email, host)`,
    [hosts.map(() => randomUUID()), hosts.map((_, index) => `sahip${index}@ornek.example`), hosts, now, audit],
  );
}

/** pg_total_relation_size of each table of `schema` named in `tables` (every table of the schema when null). */
async function tableBytes(db: pg.Client, schema: string, tables: readonly string[] | null): Promise<Map<string, number>> {
  const result = await db.query<{ name: string; bytes: string }>(
    `SELECT c.relname AS name, pg_total_relation_size(c.oid)::text AS bytes FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND n.nspname = $1 AND ($2::text[] IS NULL OR c.relname = ANY($2::text[]))`,
    [schema, tables],
  );
  return new Map(result.rows.map((row) => [row.name, Number(row.bytes)]));
}

const sum = (values: Iterable<number>): number => [...values].reduce((total, value) => total + value, 0);
const growth = (before: Map<string, number>, after: Map<string, number>, name: string): number => (after.get(name) ?? 0) - (before.get(name) ?? 0);

export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(BIN_DIR, "initdb"))) {
    console.log(`site-monitor: skipped, no PostgreSQL in ${BIN_DIR} (apt-get install postgresql, or set POSTGRES_BIN_DIR)`);
    return [];
  }
  const postgres = await startTestPostgres();
  const children: ChildProcess[] = [];
  let fixtures: MonitorFixtures | undefined;
  let auditSite: Awaited<ReturnType<typeof startFixtureSites>> | undefined;
  const db = new pg.Client({ connectionString: postgres.url });
  let connected = false;
  try {
    fixtures = await startMonitorFixtures(WATCHES);
    auditSite = await startFixtureSites(1, 100);
    const [auditHost] = auditSite.hosts;
    if (!auditHost) throw new Error("no audit fixture site");
    const env = {
      DATABASE_URL: postgres.url,
      LOG_LEVEL: "info",
      ANALYZER_ALLOWED_HOSTS: [...fixtures.hosts, auditHost].join(","),
      AUDIT_BROWSER: "off",
      TRUST_PROXY_HOPS: "1",
      WORKER_CONCURRENCY: String(WORKER_CONCURRENCY),
      MONITOR_ENABLED: "true",
      MONITOR_CHECK_HOURS: String(CHECK_HOURS),
      NEWSLETTER_SECRET: "bench-site-monitor-secret-0123456789",
      SITE_URL: "https://www.ajans.example",
    };
    const origin = `http://127.0.0.1:${PORT}`;
    // The web process creates the tables alone; the workers start after it.
    const web = startProcess([], { ...env, LOG_LEVEL: "error", RUN_WORKER: "false", PORT: String(PORT) });
    web.stdout?.resume();
    children.push(web);
    await waitForUrl(`${origin}/api/health`, START_TIMEOUT_MS);
    // Production servers with RUN_WORKER=true, each on a port of its own: `main.js --worker` (npm
    // run worker) starts its services without the background loops (startOutbox: false,
    // server/production.ts), and with them without the monitor scheduler.
    const workers = Array.from({ length: WORKERS }, (_, index) => {
      const child = startProcess([], { ...env, RUN_WORKER: "true", PORT: String(PORT + 1 + index) });
      children.push(child);
      return child;
    });
    await Promise.all(workers.map(workerStarted));
    await db.connect();
    connected = true;

    const idle: number[] = [];
    for (let i = 0; i < IDLE_HEALTH_CHECKS; i += 1) idle.push(await healthLatency(origin, HEALTH_TIMEOUT_MS));

    // Each scheduler's first round comes 60 s after its worker started: the cycle is measured from
    // the moment the watches are due, so it includes that wait (the worst case).
    const t0 = Date.now();
    await insertWatches(db, fixtures.hosts, t0);
    const before = await tableBytes(db, "public", [...MONITOR_TABLES, "rate_limits"]);
    const bossBefore = await tableBytes(db, "pgboss", null);
    const workerCpu = sum(workers.map((child) => cpuSeconds(child.pid)));
    const checkedBy = new Date(t0 + (CHECK_HOURS / 2) * 3600_000).toISOString();

    let done = 0;
    let halfAt: number | null = null;
    let running = true;
    const progress = (async () => {
      while (running) {
        const result = await db.query<{ done: string }>(`SELECT count(*)::text AS done FROM site_watches WHERE signals <> '{}' AND next_check_at > $1`, [checkedBy]);
        done = Number(result.rows[0]?.done ?? 0);
        if (halfAt === null && done >= WATCHES / 2) halfAt = Date.now();
        if (done >= WATCHES || Date.now() - t0 > CYCLE_TIMEOUT_MS) running = false;
        else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    })();
    const busy: number[] = [];
    while (running) busy.push(await healthLatency(origin, HEALTH_TIMEOUT_MS));
    await progress;
    const cycleS = (Date.now() - t0) / 1000;
    const complete = done >= WATCHES;
    const workerCores = Math.round(((sum(workers.map((child) => cpuSeconds(child.pid))) - workerCpu) / cycleS) * 100) / 100;

    const after = await tableBytes(db, "public", [...MONITOR_TABLES, "rate_limits"]);
    const bossAfter = await tableBytes(db, "pgboss", null);
    const runs = await db.query<{ ms: string | null; state: string; created_at: string }>(
      `SELECT (extract(epoch FROM (finished_at::timestamptz - started_at::timestamptz)) * 1000)::text AS ms, state, created_at FROM jobs WHERE kind = 'monitor-check'`,
    );
    const runMs = runs.rows.filter((row) => row.ms !== null).map((row) => Number(row.ms));
    const states = new Map<string, number>();
    for (const row of runs.rows) states.set(row.state, (states.get(row.state) ?? 0) + 1);
    const stateText = [...states].map(([state, count]) => `${count} ${state}`).join(", ");
    // The scheduler rounds as the jobs' creation times show them: how many each put in line.
    const created = runs.rows.map((row) => Date.parse(row.created_at)).sort((a, b) => a - b);
    const rounds: { at: number; count: number }[] = [];
    for (const at of created) {
      const last = rounds.at(-1);
      if (last && at - last.at < ROUND_GAP_MS) last.count += 1;
      else rounds.push({ at, count: 1 });
    }
    const roundText = rounds.map((round) => `${Math.round((round.at - t0) / 1000)} s: ${round.count}`).join(", ");
    // Checks put in line a minute: from the first round to a round's length after the last.
    const firstAt = created[0] ?? Number.NaN;
    const lastAt = created.at(-1) ?? Number.NaN;
    const perMinute = (created.length * 60_000) / (lastAt - firstAt + BUSY_INTERVAL_S * 1000);
    const projectedS = complete ? cycleS : (rounds[0] ? (rounds[0].at - t0) / 1000 : SCHEDULER_INTERVAL_S) + (WATCHES / perMinute) * 60;
    const lastQueuedS = runs.rows.length === 0 ? Number.NaN : Math.max(...runs.rows.map((row) => Date.parse(row.created_at))) / 1000 - t0 / 1000;
    const mails = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM monitor_mails`);
    // A check whose requests were refused (a spent host budget, a refused address) still fills the
    // signals, with home-down bad: only an answered home page counts as a real check here.
    const answered = await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM site_watches WHERE signals::jsonb ->> 'home-down' = 'ok'`);
    const perSite = await fixtures.requests();

    // One weekly re-audit's stored report: the report row's column and its job's lines (kept with it).
    let reportBytes = Number.NaN;
    let auditPages = 0;
    let reportRawKb = Number.NaN;
    try {
      const audit = await auditThroughEndpoint(origin, `http://${auditHost}/`);
      auditPages = audit.fetched;
      const stored = await db.query<{ report: string; raw: string; lines: string }>(
        `SELECT pg_column_size(r.report)::text AS report, octet_length(r.report)::text AS raw,
           (SELECT coalesce(sum(pg_column_size(e.*)), 0) FROM job_events e JOIN jobs j ON j.id = e.job_id WHERE j.kind = 'site-audit')::text AS lines
         FROM audit_reports r WHERE r.id = $1`,
        [audit.reportId],
      );
      reportBytes = Number(stored.rows[0]?.report ?? 0) + Number(stored.rows[0]?.lines ?? 0);
      reportRawKb = Math.round(Number(stored.rows[0]?.raw ?? 0) / 1024);
    } catch (error) {
      // The cycle's figures stand without it.
      process.stderr.write(`site-monitor: the audit for the report size failed: ${String(error)}\n`);
    }

    // Growth of one daily cycle, per watch.
    const monitorGrowth = sum(MONITOR_TABLES.map((name) => growth(before, after, name)));
    const perWatchCycle = monitorGrowth / WATCHES;
    const bossPerWatchCycle = (sum(bossAfter.values()) - sum(bossBefore.values())) / WATCHES;
    const breakdown = MONITOR_TABLES.map((name) => `${name} ${Math.round(growth(before, after, name) / 1024)} KB`).join(", ");
    const requestsPerCheck = sum(perSite) / WATCHES;
    const maxPerSite = Math.max(...perSite);

    // The extrapolation: the schedulers put checks in line at the measured rate (bounded by the
    // share of the job line checks may fill, whatever the workers) after their first look; the
    // workers run WORKER_CONCURRENCY checks each at a time, each taking the measured mean run time.
    const meanRunS = sum(runMs) / Math.max(1, runMs.length) / 1000;
    const schedulerS = SCHEDULER_INTERVAL_S + (TARGET_WATCHES / perMinute) * 60;
    const runnersS = (workers: number, checkS: number): number => (TARGET_WATCHES * checkS) / (workers * WORKER_CONCURRENCY);
    const workersFor = (checkS: number): number => {
      for (let workers = 1; workers < 1000; workers += 1) if (Math.max(schedulerS, runnersS(workers, checkS)) <= TARGET_CYCLE_S) return workers;
      return Number.NaN;
    };
    const setup = `${WATCHES} watched sites all due at once, ${WORKERS} workers × WORKER_CONCURRENCY=${WORKER_CONCURRENCY} on PostgreSQL, the workers' own schedulers`;
    const timedOut = busy.filter((ms) => ms >= HEALTH_TIMEOUT_MS).length;
    const minutes = (seconds: number): number => Math.round(seconds / 6) / 10;
    return [
      {
        figure: `site monitor: ${setup}: due to the last check done${complete ? "" : ` (DID NOT FINISH: ${done} of ${WATCHES} checked)`}`,
        value: Math.round(cycleS),
        unit: "s",
      },
      {
        figure: `site monitor: checks that read their site's home page (${perSite.filter((count) => count === 0).length} sites got no request)`,
        value: Number(answered.rows[0]?.count ?? 0),
        unit: `of ${WATCHES}`,
      },
      { figure: "site monitor: due to half the watches checked", value: halfAt === null ? Number.NaN : Math.round((halfAt - t0) / 1000), unit: "s" },
      { figure: `site monitor: due to the last check put in line (first look after ${SCHEDULER_INTERVAL_S} s, then every ${BUSY_INTERVAL_S} s while checks go in line)`, value: Math.round(lastQueuedS), unit: "s" },
      { figure: `site monitor: checks put in line a minute, both workers' schedulers together (jobs created at ${roundText})`, value: Math.round(perMinute), unit: "checks" },
      {
        figure: `site monitor: due to the last check done ${complete ? "(measured)" : `(projected at that rate: the bench stopped waiting after ${Math.round(CYCLE_TIMEOUT_MS / 1000)} s)`}`,
        value: Math.round(projectedS),
        unit: "s",
      },
      { figure: `site monitor: one check's run time p50 (${runMs.length} jobs: ${stateText})`, value: Math.round(percentile(runMs, 50)), unit: "ms" },
      { figure: "site monitor: one check's run time p99", value: Math.round(percentile(runMs, 99)), unit: "ms" },
      { figure: "site monitor: CPU of the two worker processes over the cycle", value: workerCores, unit: "cores" },
      {
        figure: `site monitor: /api/health p99 on the web process (RUN_WORKER=false) during the cycle (${busy.length} requests, ${timedOut} timed out)`,
        value: tenths(percentile(busy, 99)),
        unit: "ms",
        goal: HEALTH_P99_GOAL_MS,
        goalKind: "max",
      },
      { figure: "site monitor: /api/health p50 during the cycle", value: tenths(percentile(busy, 50)), unit: "ms" },
      { figure: `site monitor: /api/health p99 idle, same processes (${IDLE_HEALTH_CHECKS} requests)`, value: tenths(percentile(idle, 99)), unit: "ms" },
      { figure: `site monitor: requests to each watched site per check (mean; most to one site ${maxPerSite})`, value: Math.round(requestsPerCheck * 10) / 10, unit: "requests" },
      { figure: `site monitor: requests to each watched site per day (MONITOR_CHECK_HOURS=${CHECK_HOURS}; the weekly re-audit not included)`, value: Math.round(requestsPerCheck * (24 / CHECK_HOURS) * 10) / 10, unit: "requests" },
      {
        figure: `site monitor: database growth per watch per daily check (${breakdown}; ${mails.rows[0]?.count ?? "?"} alert mails stored)`,
        value: Math.round(perWatchCycle),
        unit: "bytes",
      },
      {
        figure: "site monitor: the same × 30, per watch per month (an upper bound: check jobs go after a day, updated watch rows are reused after vacuum)",
        value: Math.round((perWatchCycle * 30) / 102.4) / 10,
        unit: "KB",
      },
      { figure: "site monitor: pg-boss tables' growth per watch per daily check (its jobs are deleted after they end)", value: Math.round(bossPerWatchCycle), unit: "bytes" },
      {
        figure: `site monitor: one stored audit report of a ${auditPages}-page site with its job's lines, as stored (compressed; the report's JSON ${reportRawKb} KB; AUDIT_BROWSER=off: no screenshots)`,
        value: Math.round(reportBytes / 102.4) / 10,
        unit: "KB",
      },
      { figure: "site monitor: weekly re-audit reports per watch per month (× 4.3; each kept AUDIT_REPORT_DAYS, default 30)", value: Math.round((reportBytes * 4.3) / 102.4) / 10, unit: "KB" },
      {
        figure: `site monitor: ${TARGET_WATCHES} watches all due at once: the schedulers putting them in line at the measured ${Math.round(perMinute)} a minute, after their first look`,
        value: minutes(schedulerS),
        unit: "min",
      },
      {
        figure: `site monitor: ${TARGET_WATCHES} watches, ${WORKERS} workers: the checks at the measured mean run time (${Math.round(meanRunS * 1000)} ms, loopback)`,
        value: minutes(runnersS(WORKERS, meanRunS)),
        unit: "min",
      },
      { figure: `site monitor: ${TARGET_WATCHES} watches, ${WORKERS} workers: the checks at an assumed ${ASSUMED_REAL_CHECK_S} s a check over the internet`, value: minutes(runnersS(WORKERS, ASSUMED_REAL_CHECK_S)), unit: "min" },
      {
        figure: `site monitor: workers for ${TARGET_WATCHES} watches all due at once within ${TARGET_CYCLE_S / 60} min (loopback run time)`,
        value: workersFor(meanRunS),
        unit: "workers",
      },
      { figure: `site monitor: workers for the same at an assumed ${ASSUMED_REAL_CHECK_S} s a check`, value: workersFor(ASSUMED_REAL_CHECK_S), unit: "workers" },
      {
        figure: `site monitor: ${TARGET_WATCHES} watches spread over the day as confirmations spread them: checks due a minute`,
        value: Math.round((TARGET_WATCHES / (CHECK_HOURS * 60)) * 10) / 10,
        unit: "checks",
      },
    ];
  } finally {
    if (connected) await db.end().catch(() => undefined);
    await Promise.all(children.map(stopProcess));
    fixtures?.stop();
    auditSite?.stop();
    postgres.stop();
  }
}

await runIfMain(import.meta.url, run);
