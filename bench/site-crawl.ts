/**
 * The live site crawl (POST /api/site-crawl) against the production server (`npm run build`
 * first): a crawl of a 500-page fixture website on loopback (allowed through
 * ANALYZER_ALLOWED_HOSTS, with the crawler's politeness limits: 4 requests at a time), its time,
 * pages per second and the server's peak RSS growth; whether progress lines arrive while it runs
 * (the stream is not buffered by compression or the adapter); then /api/health p99 while two
 * crawls run at once. The fixture sites (bench/site-crawl-fixtures.ts) and the server run in
 * processes of their own, so that the latency measured here is the server's.
 */
import { startProductionServer } from "./production-server";
import { healthWhile, idleHealthLatencies, percentile, sampleRssGrowth, startFixtureSites, tenths } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3990);
const PAGES = 500;
const ROUNDS = 3;

interface CrawlRun {
  ms: number;
  fetched: number;
  progressLines: number;
  /** Progress lines that arrived more than 100 ms before the result. */
  earlyLines: number;
  stopReason: string;
}

async function crawl(origin: string, siteUrl: string): Promise<CrawlRun> {
  const started = Date.now();
  const response = await fetch(`${origin}/api/site-crawl`, {
    method: "POST",
    // As a browser asks: the stream must still arrive line by line (no-transform).
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br" },
    body: JSON.stringify({ url: siteUrl, purpose: "sitemap" }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`site crawl answered ${response.status}`);
  const arrivals: number[] = [];
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of response.body) {
    const part = decoder.decode(chunk, { stream: true });
    for (let i = 0; i < part.split("\n").length - 1; i += 1) arrivals.push(Date.now());
    text += part;
  }
  const lines = text.trim().split("\n").map((line) => JSON.parse(line) as { type: string; result?: { crawl: { counts: { fetched: number }; stopReason: string } } });
  const result = lines.at(-1)?.result;
  if (!result) throw new Error("no result line");
  const end = arrivals.at(-1) ?? Date.now();
  return {
    ms: Date.now() - started,
    fetched: result.crawl.counts.fetched,
    progressLines: lines.filter((line) => line.type === "progress").length,
    earlyLines: arrivals.filter((at) => end - at > 100).length,
    stopReason: result.crawl.stopReason,
  };
}

export async function run(): Promise<BenchRow[]> {
  const fixtures = await startFixtureSites(3, PAGES);
  const { hosts } = fixtures;
  const server = await startProductionServer(PORT, { ANALYZER_ALLOWED_HOSTS: hosts.join(","), CRAWL_RATE_LIMIT: "1000", CRAWL_MAX_JOBS: "2", TARGET_HOST_HOURLY_REQUESTS: "1000000" });
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error("no server pid");
    const rss = sampleRssGrowth(pid);
    const single = await crawl(server.origin, `http://${hosts[0]}/`);
    const growth = rss.stop();

    const idle = await idleHealthLatencies(server.origin, 200);

    // Two crawls at once (the default CRAWL_MAX_JOBS) while /api/health is asked one request at a
    // time; three rounds, for enough samples to read a p99.
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
      { figure: "site crawl: pages per second", value: Math.round((single.fetched / seconds) * 10) / 10, unit: "pages/s" },
      { figure: "site crawl: server peak RSS growth", value: tenths(growth), unit: "MB", goal: 100, goalKind: "max" },
      { figure: `site crawl: progress lines arrived while it ran (of ${single.progressLines})`, value: single.earlyLines, unit: "lines", goal: 2, goalKind: "min" },
      { figure: `site crawl: /api/health p99 during two crawls (${latencies.length} requests)`, value: tenths(percentile(latencies, 99)), unit: "ms", goal: 100, goalKind: "max" },
      { figure: "site crawl: /api/health p99 idle, same machine (200 requests)", value: tenths(percentile(idle, 99)), unit: "ms" },
      { figure: "site crawl: /api/health p50 during two crawls", value: tenths(percentile(latencies, 50)), unit: "ms" },
      { figure: "site crawl: two concurrent crawls, slowest", value: Math.max(...pair.map((p) => p.ms)), unit: "ms" },
    ];
  } finally {
    server.stop();
    fixtures.stop();
  }
}

await runIfMain(import.meta.url, run);
