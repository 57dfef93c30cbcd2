/**
 * What the benchmarks against the production server (bench/production-server.ts) measure while it
 * works: the server process's memory, read from /proc so that the figure is the server's and not
 * the benchmark's; /api/health latency, asked one request at a time so that each answer waits
 * only for the server; and the loopback fixture websites, served from a process of their own so
 * that serving them does not slow down the latency measured here.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { SITE_AUDIT_API } from "../app/features/site-audit/api-contract";
import type { SiteAuditLine } from "../app/features/site-audit/schema";

/** How often the server's RSS is read: short enough to see a peak that lasts a GC cycle. */
const RSS_SAMPLE_MS = 20;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Milliseconds to one decimal, as the benchmark tables print them. */
export function tenths(value: number): number {
  return Math.round(value * 10) / 10;
}

export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match?.[1] ? Number(match[1]) * 1024 : 0;
}

/** Samples a process's RSS from now on; `stop` answers the peak growth over the RSS at the start, in MB. */
export function sampleRssGrowth(pid: number): { stop(): number } {
  const before = rssBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, RSS_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(sampler);
      peak = Math.max(peak, rssBytes(pid));
      return (peak - before) / 1024 / 1024;
    },
  };
}

/**
 * One GET /api/health, its answer read to the end, in milliseconds. With `timeoutMs`, a check
 * slower than that is abandoned and counts as that long (a stalled server still ends the bench).
 */
export async function healthLatency(origin: string, timeoutMs?: number): Promise<number> {
  const t0 = performance.now();
  try {
    const init = timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) };
    await (await fetch(`${origin}/api/health`, init)).arrayBuffer();
    return performance.now() - t0;
  } catch (error) {
    if (timeoutMs === undefined) throw error;
    return timeoutMs;
  }
}

/** `count` health checks in a row: the same machine without load, for comparison (these machines are shared and noisy). */
export async function idleHealthLatencies(origin: string, count: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) latencies.push(await healthLatency(origin));
  return latencies;
}

/** Health checks one at a time until `work` settles: its result and every latency measured meanwhile. */
export async function healthWhile<T>(origin: string, work: Promise<T>, timeoutMs?: number): Promise<{ result: T; latencies: number[] }> {
  let running = true;
  const done = work.finally(() => {
    running = false;
  });
  const latencies: number[] = [];
  while (running) latencies.push(await healthLatency(origin, timeoutMs));
  return { result: await done, latencies };
}

/**
 * `count` fixture websites of `pages` pages each (bench/site-crawl-fixtures.ts) in a child
 * process, as "127.0.0.1:port" hosts for ANALYZER_ALLOWED_HOSTS; `stop` ends the process.
 */
/** TCP connections a fixture site was given, and how many are still open. */
export interface FixtureConnections {
  opened: number;
  open: number;
}

export async function startFixtureSites(
  count: number,
  pages: number,
): Promise<{ hosts: string[]; stop: () => void; connections: () => Promise<FixtureConnections[]> }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./site-crawl-fixtures.ts", import.meta.url).pathname, String(count), String(pages)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  try {
    const [line] = (await once(lines, "line")) as [string];
    const hosts = (JSON.parse(line) as number[]).map((port) => `127.0.0.1:${port}`);
    if (hosts.length !== count) throw new Error(`the fixture process answered ${hosts.length} sites of ${count}`);
    // Asked one at a time: each question gets the next line.
    const connections = async (): Promise<FixtureConnections[]> => {
      const answer = once(lines, "line") as Promise<[string]>;
      child.stdin.write("connections\n");
      const [text] = await answer;
      return JSON.parse(text) as FixtureConnections[];
    };
    return { hosts, stop: () => child.kill(), connections };
  } catch (error) {
    child.kill();
    throw error;
  }
}

/** The lines of an NDJSON answer as they arrive, each with the time it arrived (performance.now()). */
export async function* arrivingLines<Line>(body: ReadableStream<Uint8Array>): AsyncGenerator<{ line: Line; at: number }> {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    const at = performance.now();
    for (const line of lines) if (line.trim() !== "") yield { line: JSON.parse(line) as Line, at };
  }
  pending += decoder.decode();
  if (pending.trim() !== "") yield { line: JSON.parse(pending) as Line, at: performance.now() };
}

let clients = 0;

/**
 * A client address of its own for each job a bench starts (documentation range, RFC 5737; the
 * server trusts one proxy hop): a client has one job per tool at a time.
 */
export function nextClient(): string {
  clients += 1;
  return `198.51.100.${clients % 250}`;
}

export interface EndpointAudit {
  /** From the POST to the result line. */
  ms: number;
  reportId: string;
  /** Pages the crawl read, from the last progress line. */
  fetched: number;
  score: number;
}

/** One site audit through POST /api/site-audit as a client of its own, its answer read to the end; an error line or a refusal throws. */
export async function auditThroughEndpoint(origin: string, siteUrl: string): Promise<EndpointAudit> {
  const started = performance.now();
  const response = await fetch(`${origin}${SITE_AUDIT_API.path}`, {
    method: SITE_AUDIT_API.method,
    // As a browser asks: compression must not hold the stream back.
    headers: { "content-type": "application/json", "accept-encoding": "gzip, deflate, br", "x-forwarded-for": nextClient() },
    body: JSON.stringify({ url: siteUrl }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`site audit answered ${response.status}: ${await response.text()}`);
  let fetched = 0;
  for await (const { line, at } of arrivingLines<SiteAuditLine>(response.body)) {
    if (line.type === "progress") fetched = line.counts.fetched;
    else if (line.type === "result") return { ms: at - started, reportId: line.reportId, fetched, score: line.score };
    else if (line.type === "error") throw new Error(`site audit error line: ${line.code}`);
  }
  throw new Error("the site audit ended without a result line");
}
