/**
 * The live site crawl (POST /api/site-crawl) against the production server (`npm run build`
 * first): a crawl of a 500-page fixture website on loopback (allowed through
 * ANALYZER_ALLOWED_HOSTS, with the crawler's politeness limits: 4 requests at a time), its time,
 * pages per second, the TCP connections the site was given (one kept-alive agent per job, so a
 * few rather than one per request) and whether any was left open after the job, the server's
 * peak RSS growth; whether progress lines arrive while it runs
 * (the stream is not buffered by compression or the adapter); then /api/health p99 while two
 * crawls run at once. The fixture sites (bench/site-crawl-fixtures.ts) and the server run in
 * processes of their own, so that the latency measured here is the server's.
 *
 * Crawls are jobs run by the server's own worker: "two at once" is two jobs on
 * WORKER_CONCURRENCY=2 (the default). Each crawl poses as a client of its own (TRUST_PROXY_HOPS=1,
 * X-Forwarded-For): a client's second crawl while its first still waits or runs is refused (409).
 * The answer is the job's stream (app/shared/jobs.ts): its id, its place in line while it waits,
 * then the crawl's lines (started, progress, one result); an error line or a refusal throws.
 */
import { SITE_CRAWL_API } from "../app/capabilities/crawl/api-contract";
import type { SiteCrawlLine } from "../app/capabilities/crawl/schema";
import type { JobLine } from "../app/shared/jobs";
import { startProductionServer } from "./production-server";
import { arrivingLines, healthWhile, idleHealthLatencies, nextClient, percentile, sampleRssGrowth, startFixtureSites, tenths } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3990);
const PAGES = 500;
const ROUNDS = 3;

interface CrawlRun {
  /** From the POST to the result line. */
  ms: number;
  fetched: number;
  progressLines: number;
  /** Progress lines that arrived more than 100 ms before the result. */
  earlyLines: number;
  stopReason: string;
}

/** A line of the answer: the job's own (its id, its place in line) or the crawl's. */
type Line = SiteCrawlLine | JobLine;

async function crawl(origin: string, siteUrl: string): Promise<CrawlRun> {
  const started = performance.now();
  const response = await fetch(`${origin}${SITE_CRAWL_API.path}`, {
    method: SITE_CRAWL_API.method,
    // As a browser asks: the stream must still arrive line by line (no-transform).
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br", "x-forwarded-for": nextClient() },
    body: JSON.stringify({ url: siteUrl, purpose: "sitemap" }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`site crawl answered ${response.status}: ${await response.text()}`);
  const progressArrivals: number[] = [];
  let result: { at: number; fetched: number; stopReason: string } | null = null;
  for await (const { line, at } of arrivingLines<Line>(response.body)) {
    if (line.type === "progress") progressArrivals.push(at);
    else if (line.type === "result") result = { at, fetched: line.result.crawl.counts.fetched, stopReason: line.result.crawl.stopReason };
    else if (line.type === "error") throw new Error(`site crawl error line: ${line.code}`);
  }
  if (!result) throw new Error("the site crawl ended without a result line");
  const end = result.at;
  return {
    ms: end - started,
    fetched: result.fetched,
    progressLines: progressArrivals.length,
    earlyLines: progressArrivals.filter((at) => end - at > 100).length,
    stopReason: result.stopReason,
  };
}

export async function run(): Promise<BenchRow[]> {
  const fixtures = await startFixtureSites(3, PAGES);
  const { hosts } = fixtures;
  const server = await startProductionServer(PORT, {
    ANALYZER_ALLOWED_HOSTS: hosts.join(","),
    CRAWL_RATE_LIMIT: "1000",
    WORKER_CONCURRENCY: "2",
    TRUST_PROXY_HOPS: "1",
    TARGET_HOST_HOURLY_REQUESTS: "1000000",
  });
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error("no server pid");
    const rss = sampleRssGrowth(pid);
    const single = await crawl(server.origin, `http://${hosts[0]}/`);
    const growth = rss.stop();
    // The job has ended: its connections should be closing; give the FINs a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [sockets] = await fixtures.connections();
    if (!sockets) throw new Error("no connection count from the fixture process");

    const idle = await idleHealthLatencies(server.origin, 200);

    // Two crawls at once (two clients; WORKER_CONCURRENCY=2 runs both) while /api/health is asked
    // one request at a time; three rounds, for enough samples to read a p99.
    const latencies: number[] = [];
    const pair: CrawlRun[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const both = Promise.all([crawl(server.origin, `http://${hosts[1]}/`), crawl(server.origin, `http://${hosts[2]}/`)]);
      const { result, latencies: meanwhile } = await healthWhile(server.origin, both);
      latencies.push(...meanwhile);
      pair.push(...result);
    }

    const seconds = single.ms / 1000;
    return [
      { figure: `site crawl: ${PAGES}-page fixture, time (${single.fetched} pages, ${single.stopReason})`, value: Math.round(single.ms), unit: "ms", goal: 10_000, goalKind: "max" },
      { figure: `site crawl: TCP connections opened for ${single.fetched} pages`, value: sockets.opened, unit: "connections", goal: 20, goalKind: "max" },
      { figure: "site crawl: connections still open 0.5 s after the job", value: sockets.open, unit: "connections", goal: 0, goalKind: "max" },
      { figure: "site crawl: pages per second", value: Math.round((single.fetched / seconds) * 10) / 10, unit: "pages/s" },
      { figure: "site crawl: server peak RSS growth", value: tenths(growth), unit: "MB", goal: 100, goalKind: "max" },
      { figure: `site crawl: progress lines arrived while it ran (of ${single.progressLines})`, value: single.earlyLines, unit: "lines", goal: 2, goalKind: "min" },
      { figure: `site crawl: /api/health p99 during two crawls (${latencies.length} requests)`, value: tenths(percentile(latencies, 99)), unit: "ms", goal: 100, goalKind: "max" },
      { figure: "site crawl: /api/health p99 idle, same machine (200 requests)", value: tenths(percentile(idle, 99)), unit: "ms" },
      { figure: "site crawl: /api/health p50 during two crawls", value: tenths(percentile(latencies, 50)), unit: "ms" },
      { figure: "site crawl: two concurrent crawls, slowest", value: Math.round(Math.max(...pair.map((p) => p.ms))), unit: "ms" },
    ];
  } finally {
    server.stop();
    fixtures.stop();
  }
}

await runIfMain(import.meta.url, run);
