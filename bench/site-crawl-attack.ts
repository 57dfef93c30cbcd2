/**
 * The hostile sites of issue 28 (items 3 to 5) against the production server (`npm run build`
 * first), one POST /api/site-crawl each, with the default crawl bounds (60 s, 500 pages, 50 MB):
 * a 480 KB robots.txt with thousands of disallowed links, 50 gzipped sitemaps that inflate to
 * 50 MB each, and 60 pages of 2,000 links of 2,000 characters (bench/site-crawl-attack-fixtures.ts,
 * in a process of their own). For each: how long the crawl took and how it ended, the bytes it
 * read (from its result), the size of the answer, the server's peak RSS growth (/proc, every
 * 20 ms) and GET /api/health latency meanwhile (two pollers, one request at a time each), beside
 * the goals: every job ends within its time limit + 1 s, RSS +≤ 150 MB, health p99 and maximum
 * under 200 ms. SITE_CRAWL_ATTACK_RUNS=5 crawls each site five times in a row (the long-links goal
 * holds in five runs out of five).
 * Before the fixes of items 3 and 4 these crawls held the event loop for 14 s and 65 s.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { CRAWL_DEFAULTS } from "../app/capabilities/crawl/.server/crawl";
import { startProductionServer } from "./production-server";
import { percentile, rssBytes } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 30;
/** A health check slower than this counts as this long (and as a timeout). */
const HEALTH_TIMEOUT_MS = 10_000;
/** /api/health while a hostile crawl runs: a visitor notices a pause longer than this. */
const HEALTH_GOAL_MS = 200;
/** Of each result line only its start is kept: the crawl's figures come before its pages. */
const RESULT_PREFIX_CHARS = 64 * 1024;

const SITES = {
  robots: "480 KB robots.txt, 10 pages of 400 disallowed links",
  sitemaps: "50 gzipped sitemaps of ~51 KB inflating to 50 MB each",
  "long-links": "60 pages of 2,000 links of ~2,000 characters",
} as const;
type SiteName = keyof typeof SITES;

interface AttackRun {
  ms: number;
  status: number;
  stopReason: string;
  bytesRead: number;
  fetched: number;
  responseBytes: number;
}

/** One crawl, its answer read to the end without keeping more than the start of each line. */
async function crawl(origin: string, siteUrl: string): Promise<AttackRun> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/site-crawl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: siteUrl, purpose: "sitemap" }),
  });
  let responseBytes = 0;
  let line = "";
  let last = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) {
    responseBytes += chunk.length;
    const parts = decoder.decode(chunk, { stream: true }).split("\n");
    for (const [i, part] of parts.entries()) {
      if (line.length < RESULT_PREFIX_CHARS) line += part.slice(0, RESULT_PREFIX_CHARS - line.length);
      if (i < parts.length - 1) {
        if (line !== "") last = line;
        line = "";
      }
    }
  }
  if (line !== "") last = line;
  const number = (name: string): number => Number(new RegExp(`"${name}":(\\d+)`).exec(last)?.[1] ?? Number.NaN);
  return {
    ms: performance.now() - started,
    status: response.status,
    stopReason: /"stopReason":"([a-z-]+)"/.exec(last)?.[1] ?? (/"type":"(\w+)"/.exec(last)?.[1] ?? "no answer"),
    bytesRead: number("bytesRead"),
    fetched: number("fetched"),
    responseBytes,
  };
}

/** One GET /api/health: its time, or HEALTH_TIMEOUT_MS when it did not answer. */
async function health(origin: string): Promise<number> {
  const t0 = performance.now();
  try {
    await (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) })).arrayBuffer();
    return performance.now() - t0;
  } catch {
    return HEALTH_TIMEOUT_MS;
  }
}

/** One crawl of `siteUrl` through the server at `origin`, with its memory and /api/health watched meanwhile. */
async function attack(origin: string, pid: number, siteUrl: string, label: string, description: string): Promise<BenchRow[]> {
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 20);
  const latencies: number[] = [];
  let crawling = true;
  const pollers = [0, 1].map(async () => {
    while (crawling) latencies.push(await health(origin));
  });
  const result = await crawl(origin, siteUrl).finally(() => {
    crawling = false;
  });
  await Promise.all(pollers);
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(pid));
  process.stderr.write(`${label} (${description}): HTTP ${result.status}, ${result.stopReason}, ${Math.round(result.ms)} ms\n`);
  return [
    {
      figure: `${label} (${description}): crawl time (${result.stopReason}, ${result.fetched} pages)`,
      value: Math.round(result.ms),
      unit: "ms",
      goal: CRAWL_DEFAULTS.timeLimitMs + 1_000,
      goalKind: "max",
    },
    // A crawl the server refused or broke off is no measurement: it fails here.
    { figure: `${label}: pages read`, value: Number.isFinite(result.fetched) ? result.fetched : 0, unit: "pages", goal: 1, goalKind: "min" },
    { figure: `${label}: bytes read (crawl result)`, value: Math.round((result.bytesRead / 1024 / 1024) * 10) / 10, unit: "MB" },
    { figure: `${label}: size of the answer`, value: Math.round((result.responseBytes / 1024 / 1024) * 10) / 10, unit: "MB" },
    { figure: `${label}: server peak RSS growth`, value: Math.round(((peak - before) / 1024 / 1024) * 10) / 10, unit: "MB", goal: 150, goalKind: "max" },
    { figure: `${label}: /api/health p50 meanwhile`, value: Math.round(percentile(latencies, 50) * 10) / 10, unit: "ms" },
    {
      figure: `${label}: /api/health p99 meanwhile (${latencies.length} checks, ${latencies.filter((l) => l >= HEALTH_TIMEOUT_MS).length} timed out)`,
      value: Math.round(percentile(latencies, 99) * 10) / 10,
      unit: "ms",
      goal: HEALTH_GOAL_MS,
      goalKind: "max",
    },
    { figure: `${label}: /api/health maximum meanwhile`, value: Math.round(Math.max(...latencies) * 10) / 10, unit: "ms", goal: HEALTH_GOAL_MS, goalKind: "max" },
  ];
}

export async function run(): Promise<BenchRow[]> {
  const fixtures = spawn(process.execPath, ["--import", "tsx", new URL("./site-crawl-attack-fixtures.ts", import.meta.url).pathname], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const [firstLine] = (await once(createInterface({ input: fixtures.stdout }), "line")) as [string];
  const ports = JSON.parse(firstLine) as Record<SiteName, number>;
  const hosts = Object.values(ports).map((port) => `127.0.0.1:${port}`);
  const rows: BenchRow[] = [];
  // One fresh server per crawl: a run starts from the same memory, and the target host budget
  // (1,000 requests a host a day) does not refuse the next run.
  const withServer = async <T>(work: (server: Awaited<ReturnType<typeof startProductionServer>>, pid: number) => Promise<T>): Promise<T> => {
    const server = await startProductionServer(PORT, { ANALYZER_ALLOWED_HOSTS: hosts.join(","), CRAWL_RATE_LIMIT: "1000" });
    try {
      if (server.pid === undefined) throw new Error("no server pid");
      return await work(server, server.pid);
    } finally {
      await server.stop();
    }
  };
  try {
    // The same machine without a crawl, for comparison: these machines are shared and noisy.
    const idle: number[] = await withServer(async (server) => {
      const latencies: number[] = [];
      for (let i = 0; i < 200; i += 1) latencies.push(await health(server.origin));
      return latencies;
    });
    rows.push(
      { figure: "site-crawl attack: /api/health p50 idle, same machine (200 checks)", value: Math.round(percentile(idle, 50) * 10) / 10, unit: "ms" },
      { figure: "site-crawl attack: /api/health p99 idle, same machine", value: Math.round(percentile(idle, 99) * 10) / 10, unit: "ms" },
    );
    // SITE_CRAWL_ATTACK_SITES=long-links,robots runs only those (when working on one of them).
    const only = process.env.SITE_CRAWL_ATTACK_SITES?.split(",");
    const sites = (Object.entries(SITES) as [SiteName, string][]).filter(([name]) => !only || only.includes(name));
    const runs = Math.max(1, Number(process.env.SITE_CRAWL_ATTACK_RUNS ?? 1));
    for (const [name, description] of sites) {
      for (let run = 1; run <= runs; run += 1) {
        const label = `site-crawl attack, ${name}${runs > 1 ? ` (run ${run})` : ""}`;
        rows.push(...(await withServer((server, pid) => attack(server.origin, pid, `http://127.0.0.1:${ports[name]}/`, label, description))));
      }
    }
  } finally {
    fixtures.kill();
  }
  return rows;
}

await runIfMain(import.meta.url, run);
