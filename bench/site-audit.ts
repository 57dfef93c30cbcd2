/**
 * The free site audit (issue 30) on fixture websites of 100 and 500 pages on loopback
 * (bench/site-crawl-fixtures.ts, in processes of their own), with the crawler's politeness
 * limits (4 requests at a time).
 *
 * Through POST /api/site-audit on the production server (`npm run build` first; a throwaway
 * SQLite database; AUDIT_MAX_PAGES=500, so the 100-page site's extra case pages are read too):
 * the end-to-end time of one audit of each size, from the POST to the result line (crawl, every
 * rule, the report stored); the server's peak RSS growth (/proc, every 20 ms) during one
 * 500-page audit and during two at once; /api/health p50 and p99, asked one request at a time
 * while two 500-page audits run, beside the same figures with the server idle (these machines
 * are shared and noisy). Audits are jobs run by the server's own worker: "two at once" is two
 * jobs on WORKER_CONCURRENCY=2 (the default). Each audit poses as a client of its own
 * (TRUST_PROXY_HOPS=1, X-Forwarded-For): a client's second audit while its first still runs is
 * refused (409). The single 500-page audit runs first,
 * on a fresh server, so that its RSS growth includes what the first audit of a process loads.
 *
 * In this process: the rule engine alone over the 500 page records, in CPU time, and `runAudit`
 * without the server (time, and this process's RSS growth), to tell the engine's share from the
 * server's.
 */
import { runAudit } from "../app/capabilities/audit-rules/.server/run-audit";
import { ALL_RULES } from "../app/capabilities/audit-rules/catalogue";
import { runRules } from "../app/capabilities/audit-rules/engine";
import { startProductionServer } from "./production-server";
import { auditThroughEndpoint, healthWhile, idleHealthLatencies, percentile, sampleRssGrowth, startFixtureSites, tenths, type EndpointAudit } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 40;
const SMALL = 100;
const LARGE = 500;
/** The goals: 100 pages in 5 s, 500 in 15 s, end to end. */
const TIME_GOAL_MS: Record<number, number> = { [SMALL]: 5_000, [LARGE]: 15_000 };
const RSS_GOAL_MB_PER_AUDIT = 150;
const HEALTH_P99_GOAL_MS = 100;
const IDLE_HEALTH_CHECKS = 200;
/** Rounds of two audits at once: enough health checks for a p99, well inside the bench's few minutes. */
const PAIR_ROUNDS = 2;
/** A health check slower than this counts as this long: a stalled server still ends the bench. */
const HEALTH_TIMEOUT_MS = 10_000;
const ENGINE_ROUNDS = 5;

async function endpointRows(): Promise<BenchRow[]> {
  const large = await startFixtureSites(3, LARGE);
  let small: Awaited<ReturnType<typeof startFixtureSites>> | undefined;
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  try {
    small = await startFixtureSites(1, SMALL);
    const [single, left, right] = large.hosts;
    const [smallHost] = small.hosts;
    if (!single || !left || !right || !smallHost) throw new Error("missing fixture sites");
    server = await startProductionServer(PORT, {
      ANALYZER_ALLOWED_HOSTS: [...large.hosts, smallHost].join(","),
      AUDIT_MAX_PAGES: String(LARGE),
      AUDIT_RATE_LIMIT: "1000",
      CRAWL_RATE_LIMIT: "1000",
      WORKER_CONCURRENCY: "2",
      TRUST_PROXY_HOPS: "1",
      TARGET_HOST_HOURLY_REQUESTS: "1000000",
    });
    const { origin, pid } = server;
    if (pid === undefined) throw new Error("no server pid");

    const oneRss = sampleRssGrowth(pid);
    const largeAudit = await auditThroughEndpoint(origin, `http://${single}/`);
    const oneGrowth = oneRss.stop();
    const smallAudit = await auditThroughEndpoint(origin, `http://${smallHost}/`);

    const idle = await idleHealthLatencies(origin, IDLE_HEALTH_CHECKS);
    const busy: number[] = [];
    const pairMs: number[] = [];
    let pairGrowth = 0;
    for (let round = 0; round < PAIR_ROUNDS; round += 1) {
      const pairRss = sampleRssGrowth(pid);
      const both = Promise.all([auditThroughEndpoint(origin, `http://${left}/`), auditThroughEndpoint(origin, `http://${right}/`)]);
      const { result, latencies } = await healthWhile(origin, both, HEALTH_TIMEOUT_MS);
      pairGrowth = Math.max(pairGrowth, pairRss.stop());
      busy.push(...latencies);
      pairMs.push(...result.map((audit) => audit.ms));
    }
    const timedOut = busy.filter((ms) => ms >= HEALTH_TIMEOUT_MS).length;

    const timeRow = (pages: number, audit: EndpointAudit): BenchRow => ({
      figure: `site audit endpoint: ${pages}-page fixture, POST to result line (${audit.fetched} pages read, score ${audit.score})`,
      value: Math.round(audit.ms),
      unit: "ms",
      goal: TIME_GOAL_MS[pages],
      goalKind: "max",
    });
    return [
      timeRow(SMALL, smallAudit),
      timeRow(LARGE, largeAudit),
      { figure: `site audit endpoint: server peak RSS growth, one ${LARGE}-page audit (fresh server)`, value: tenths(oneGrowth), unit: "MB", goal: RSS_GOAL_MB_PER_AUDIT, goalKind: "max" },
      {
        figure: `site audit endpoint: server peak RSS growth, two ${LARGE}-page audits at once (worst of ${PAIR_ROUNDS} rounds; goal ${RSS_GOAL_MB_PER_AUDIT} MB per audit)`,
        value: tenths(pairGrowth),
        unit: "MB",
        goal: 2 * RSS_GOAL_MB_PER_AUDIT,
        goalKind: "max",
      },
      {
        figure: `site audit endpoint: /api/health p99 during two audits (${busy.length} requests, ${timedOut} timed out)`,
        value: tenths(percentile(busy, 99)),
        unit: "ms",
        goal: HEALTH_P99_GOAL_MS,
        goalKind: "max",
      },
      { figure: "site audit endpoint: /api/health p50 during two audits", value: tenths(percentile(busy, 50)), unit: "ms" },
      { figure: `site audit endpoint: /api/health p99 idle, same machine (${IDLE_HEALTH_CHECKS} requests)`, value: tenths(percentile(idle, 99)), unit: "ms" },
      { figure: "site audit endpoint: /api/health p50 idle, same machine", value: tenths(percentile(idle, 50)), unit: "ms" },
      { figure: `site audit endpoint: two ${LARGE}-page audits at once, slowest`, value: Math.round(Math.max(...pairMs)), unit: "ms" },
    ];
  } finally {
    server?.stop();
    small?.stop();
    large.stop();
  }
}

async function inProcessRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pages of [SMALL, LARGE]) {
    const site = await startFixtureSites(1, pages);
    try {
      const [host] = site.hosts;
      if (!host) throw new Error("no fixture site");
      const rss = process.memoryUsage().rss;
      let rssPeak = rss;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
      const started = performance.now();
      const audit = await runAudit(`http://${host}/`, { crawl: { maxPages: pages, fetch: { allowHosts: [host] } } });
      const ms = performance.now() - started;
      clearInterval(sampler);
      rows.push({
        figure: `site audit in-process (runAudit): ${pages}-page fixture, crawl and all ${ALL_RULES.length} rules (${audit.site.pages.length} records, ${audit.crawl.stopReason})`,
        value: Math.round(ms),
        unit: "ms",
        goal: TIME_GOAL_MS[pages],
        goalKind: "max",
      });
      if (pages === LARGE) {
        rows.push({
          figure: `site audit in-process (runAudit): ${LARGE} pages, peak RSS growth of the bench process`,
          value: Math.round((rssPeak - rss) / 1024 / 1024),
          unit: "MB",
          goal: RSS_GOAL_MB_PER_AUDIT,
          goalKind: "max",
        });
        let best = Number.POSITIVE_INFINITY;
        for (let round = 0; round < ENGINE_ROUNDS; round += 1) {
          const cpu = process.cpuUsage();
          await runRules(audit.site, ALL_RULES);
          const used = process.cpuUsage(cpu);
          best = Math.min(best, (used.user + used.system) / 1000);
        }
        rows.push({ figure: `rule engine alone over ${audit.site.pages.length} page records (CPU, best of ${ENGINE_ROUNDS})`, value: Math.round(best), unit: "ms", goal: 1_000, goalKind: "max" });
      }
    } finally {
      site.stop();
    }
  }
  return rows;
}

export async function run(): Promise<BenchRow[]> {
  return [...(await endpointRows()), ...(await inProcessRows())];
}

await runIfMain(import.meta.url, run);
