/**
 * Hostile pages against the production server: while POST /api/analyze works on a 5 MB worst-case
 * page (served by a loopback fixture the analyzer is allowed to fetch), GET /api/health is polled
 * without pause. Before the analysis moved to worker threads, one 1 MB page of unclosed <div>s held
 * the whole process for 33 s. Figures per page: how long the analysis took to answer (or give up),
 * its status, and the health check's p99 latency meanwhile. Loopback only; needs `npm run build`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ANALYSIS_TIME_LIMIT_MS, HTML_LIMITS } from "../app/features/gptbot-simulator/limits";
import { startProductionServer } from "./production-server";
import { percentile } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 10;
const FIVE_MB = 5 * 1024 * 1024 - 1024;
const ROUNDS = 3;

function fill(prefix: string, unit: string, bytes = FIVE_MB): string {
  return prefix + unit.repeat(Math.floor((bytes - Buffer.byteLength(prefix)) / Buffer.byteLength(unit)));
}

/** Worst cases found in review: each defeats a different part of the parser. */
const PAGES: Record<string, string> = {
  // The reported attack, at the fetch limit: quadratic open-element stack.
  "unclosed <div>s": fill("", "<div>"),
  // Inside the depth limit, then closing tags that match nothing: each scans the whole stack.
  "stray closing tags at depth 1,023": fill("<div>".repeat(HTML_LIMITS.maxDepth - 1), "</span>"),
  // Flat, just under the element limit, with attributes and entities to decode.
  "flat elements with attributes and entities": fill("", '<a href="/x?a=1&amp;b=2" title="&ouml;&uuml;">&#351;</a>'),
};

export async function run(): Promise<BenchRow[]> {
  const fixture = http.createServer((req, res) => {
    const page = PAGES[decodeURIComponent((req.url ?? "/").slice(1))];
    if (page === undefined) {
      res.writeHead(404);
      return void res.end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(page);
  });
  await new Promise<void>((resolve) => fixture.listen(0, "127.0.0.1", resolve));
  const fixtureHost = `127.0.0.1:${(fixture.address() as AddressInfo).port}`;

  const server = await startProductionServer(PORT, { ANALYZER_ALLOWED_HOSTS: fixtureHost, ANALYZER_RATE_LIMIT: "1000", TARGET_HOST_HOURLY_REQUESTS: "1000000" });
  const origin = server.origin;
  const rows: BenchRow[] = [];
  try {
    for (const [name, html] of Object.entries(PAGES)) {
      const mb = (Buffer.byteLength(html) / (1024 * 1024)).toFixed(1);
      const health: number[] = [];
      const durations: number[] = [];
      const statuses = new Set<number>();
      let analysing = true;
      // Two pollers, back to back, for as long as the analyses run.
      const pollers = [0, 1].map(async () => {
        while (analysing) {
          const started = performance.now();
          const response = await fetch(`${origin}/api/health`);
          await response.arrayBuffer();
          health.push(performance.now() - started);
        }
      });
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now();
        const response = await fetch(`${origin}/api/analyze`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ url: `http://${fixtureHost}/${encodeURIComponent(name)}` }),
        });
        await response.arrayBuffer();
        durations.push(performance.now() - started);
        statuses.add(response.status);
      }
      analysing = false;
      await Promise.all(pollers);
      rows.push(
        {
          figure: `analyzer attack, ${name} (${mb} MB): slowest of ${ROUNDS} answers (HTTP ${[...statuses].join("/")})`,
          value: Math.round(Math.max(...durations)),
          unit: "ms",
          // Fetch of 5 MB on loopback plus the analysis's own limit.
          goal: ANALYSIS_TIME_LIMIT_MS + 1_000,
          goalKind: "max",
        },
        {
          figure: `analyzer attack, ${name}: /api/health p99 meanwhile (${health.length} checks)`,
          value: Math.round(percentile(health, 99) * 10) / 10,
          unit: "ms",
          goal: 100,
          goalKind: "max",
        },
      );
    }
  } finally {
    server.stop();
    fixture.closeAllConnections();
    fixture.close();
  }
  return rows;
}

await runIfMain(import.meta.url, run);
