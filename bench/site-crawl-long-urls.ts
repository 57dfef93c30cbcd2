/**
 * The live site crawl (POST /api/site-crawl) of a hostile site against the production server
 * (`npm run build` first; BUILD_DIR picks another build, to compare): 60 pages of 2,000 links of
 * about 2,000 characters each, written as a long `<base href>` and short relative links (issue 28,
 * item 5; tests/support/long-links-site.ts). Prints the crawl's time, the answer's size, the page
 * records it carried, and the server's RSS growth at its peak and /api/health p99 during it.
 */
import { readFileSync } from "node:fs";
import { startLongLinksSite } from "../tests/support/long-links-site";
import { startProductionServer } from "./production-server";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3991);
const PAGES = 60;
const LINKS_PER_PAGE = 2_000;
const LINK_LENGTH = 2_000;

function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match?.[1] ? Number(match[1]) * 1024 : 0;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Answer {
  ms: number;
  bytes: number;
  pageRecords: number;
  skippedRecords: number;
  fetched: number;
  stopReason: string;
  /** The answer broke off (the server closed it); the figures are what arrived. */
  error: string | null;
}

/** Reads the NDJSON answer line by line, keeping only counts (the old answer ran to ~1 GB). */
async function crawl(origin: string, siteUrl: string): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${origin}/api/site-crawl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ url: siteUrl, purpose: "sitemap" }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`site crawl answered ${response.status}`);
  const answer: Answer = { ms: 0, bytes: 0, pageRecords: 0, skippedRecords: 0, fetched: 0, stopReason: "", error: null };
  const decoder = new TextDecoder();
  // Parts of the line being received: joined once it ends (a line can be megabytes).
  let pending: string[] = [];
  const readLine = (line: string): void => {
    if (line === "") return;
    const value = JSON.parse(line) as {
      type: string;
      pages?: unknown[];
      skipped?: unknown[];
      result?: { crawl: { counts: { fetched: number }; stopReason: string; pages?: unknown[]; skipped?: unknown[] } };
    };
    answer.pageRecords += (value.pages?.length ?? 0) + (value.result?.crawl.pages?.length ?? 0);
    answer.skippedRecords += (value.skipped?.length ?? 0) + (value.result?.crawl.skipped?.length ?? 0);
    if (value.result) {
      answer.fetched = value.result.crawl.counts.fetched;
      answer.stopReason = value.result.crawl.stopReason;
    }
  };
  try {
    for await (const chunk of response.body) {
      answer.bytes += chunk.byteLength;
      const parts = decoder.decode(chunk, { stream: true }).split("\n");
      for (const part of parts.slice(0, -1)) {
        readLine(pending.join("") + part);
        pending = [];
      }
      pending.push(parts.at(-1) ?? "");
    }
    readLine(pending.join(""));
  } catch (error) {
    answer.error = String(error);
  }
  answer.ms = Date.now() - started;
  return answer;
}

export async function run(): Promise<BenchRow[]> {
  const site = await startLongLinksSite({ pages: PAGES, linksPerPage: LINKS_PER_PAGE, linkLength: LINK_LENGTH });
  const server = await startProductionServer(
    PORT,
    { ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}`, CRAWL_RATE_LIMIT: "1000" },
  );
  try {
    const pid = server.pid;
    if (pid === undefined) throw new Error("no server pid");
    const before = rssBytes(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 20);
    let crawling = true;
    const running = crawl(server.origin, `${site.origin}/`).finally(() => {
      crawling = false;
    });
    const latencies: number[] = [];
    let healthFailures = 0;
    while (crawling) {
      const t0 = performance.now();
      try {
        await (await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(10_000) })).arrayBuffer();
        latencies.push(performance.now() - t0);
      } catch {
        // A server whose event loop was blocked past its keep-alive timeout resets the socket;
        // one blocked for 10 s does not answer in time.
        healthFailures += 1;
      }
    }
    const answer = await running;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    const name = `site crawl, ${PAGES} pages x ${LINKS_PER_PAGE} links of ~${LINK_LENGTH} chars`;
    const ended = answer.error === null ? `${answer.fetched} fetched, ${answer.stopReason}` : `answer broke off: ${answer.error}`;
    return [
      { figure: `${name}: time (${ended})`, value: answer.ms, unit: "ms", goal: 61_000, goalKind: "max" },
      { figure: `${name}: answer size`, value: Math.round((answer.bytes / 1024 / 1024) * 10) / 10, unit: "MB" },
      { figure: `${name}: page records sent (each page once)`, value: answer.pageRecords, unit: "records", goal: answer.fetched, goalKind: "max" },
      { figure: `${name}: skipped records sent`, value: answer.skippedRecords, unit: "records" },
      { figure: `${name}: server peak RSS growth`, value: Math.round(((peak - before) / 1024 / 1024) * 10) / 10, unit: "MB", goal: 150, goalKind: "max" },
      { figure: `${name}: /api/health p99 during it (${latencies.length} requests)`, value: Math.round(percentile(latencies, 99) * 10) / 10, unit: "ms", goal: 100, goalKind: "max" },
      { figure: `${name}: /api/health requests that failed during it`, value: healthFailures, unit: "requests", goal: 0, goalKind: "max" },
    ];
  } finally {
    server.stop();
    await site.close();
  }
}

await runIfMain(import.meta.url, run);
