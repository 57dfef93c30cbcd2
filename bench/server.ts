/**
 * Server throughput: requests per second and p99 latency for a prerendered page and for an
 * unknown address (the 404 page, rendered once at start-up and served from memory), with autocannon (concurrency 50, 10 s) against the production server, and
 * the same prerendered file served by nginx in the same run (installed from Debian if missing).
 * Everything listens on 127.0.0.1 only. Needs `npm run build` first.
 */
import { execFileSync, spawnSync } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { findNginx, NGINX_BINARY, startNginx } from "./nginx";
import { startProductionServer, waitForUrl } from "./production-server";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const NGINX_PORT = PORT + 1;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const PAGE = "/web-tasarim";

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { requestsPerSecond: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx };
}

function ensureNginx(): string {
  const installed = findNginx();
  if (installed) return installed;
  process.stderr.write("installing nginx from Debian...\n");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "ignore" });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "ignore", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return NGINX_BINARY;
}

export async function run(): Promise<BenchRow[]> {
  const buildDir = path.resolve(process.env.BUILD_DIR || "build");
  const server = await startProductionServer(PORT);
  const dir = server.dir;
  const nginx = startNginx(ensureNginx(), path.join(buildDir, "client"), NGINX_PORT, dir);
  try {
    await waitForUrl(`http://127.0.0.1:${NGINX_PORT}${PAGE}`);
    // Same bytes on both sides: gzip, as browsers ask.
    const gzip = { "accept-encoding": "gzip" };
    const node = await load(`http://127.0.0.1:${PORT}${PAGE}`, gzip);
    const notFound = await load(`http://127.0.0.1:${PORT}/bu-sayfa-yok`, gzip);
    const reference = await load(`http://127.0.0.1:${NGINX_PORT}${PAGE}`, gzip);
    const ratio = Math.round((node.requestsPerSecond / reference.requestsPerSecond) * 100) / 100;
    // Unknown addresses are free to generate, so they must cost about what a real page costs.
    const notFoundRatio = Math.round((notFound.requestsPerSecond / node.requestsPerSecond) * 100) / 100;
    return [
      { figure: `server: prerendered ${PAGE}, requests/s (c=${CONNECTIONS}, ${DURATION_S} s)`, value: node.requestsPerSecond, unit: "req/s" },
      { figure: `server: prerendered ${PAGE}, p99 latency`, value: node.p99, unit: "ms" },
      { figure: "server: 404 page (unknown address), requests/s", value: notFound.requestsPerSecond, unit: "req/s" },
      { figure: "server: 404 page, p99 latency", value: notFound.p99, unit: "ms" },
      { figure: "server: 404 / prerendered page throughput ratio", value: notFoundRatio, unit: "×", goal: 0.5, goalKind: "min" },
      { figure: `nginx: same file, requests/s`, value: reference.requestsPerSecond, unit: "req/s" },
      // The fast path negotiates the encoding once per Accept-Encoding value (server/static-files.ts).
      { figure: "server / nginx throughput ratio (prerendered page)", value: ratio, unit: "×", goal: 0.9, goalKind: "min" },
      { figure: "server: non-2xx answers for the prerendered page", value: node.non2xx, unit: "responses", goal: 0, goalKind: "max" },
    ];
  } finally {
    nginx.kill("SIGQUIT");
    server.stop();
  }
}

await runIfMain(import.meta.url, run);
