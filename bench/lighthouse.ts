/**
 * Lighthouse 12 (mobile, simulated throttling) with Debian's Chromium on the production server:
 * the four category scores plus LCP, TBT and CLS, median of 3 runs per page. Needs a build.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const LIGHTHOUSE_PAGES = ["/", "/web-tasarim", "/seo", "/blog", "/seo-araclari", "/seo-araclari/kelime-gruplayici", "/akademi"];

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function lighthouse(url: string, output: string): Report {
  const result = spawnSync(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${output}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed for ${url}: ${result.stderr.slice(-500)}`);
  return JSON.parse(readFileSync(output, "utf8")) as Report;
}

export async function run(): Promise<BenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lh-"));
  const server = spawn(process.execPath, [path.resolve(process.env.BUILD_DIR || "build", "server/main.js")], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "error", DATABASE_URL: path.join(dir, "lh.db") },
    stdio: "ignore",
  });
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        await fetch(`http://127.0.0.1:${PORT}/api/health`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    const rows: BenchRow[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const reports = Array.from({ length: RUNS }, (_, index) => {
        const output = path.join(dir, `lh-${index}.json`);
        // One retry: Chromium occasionally fails to start on a busy machine.
        try {
          return lighthouse(`http://127.0.0.1:${PORT}${page}`, output);
        } catch {
          return lighthouse(`http://127.0.0.1:${PORT}${page}`, output);
        }
      });
      const score = (category: string) => median(reports.map((report) => report.categories[category]?.score ?? 0));
      const audit = (id: string) => median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
      rows.push(
        { figure: `lighthouse ${page}: performance`, value: score("performance"), unit: "", goal: 0.98, goalKind: "min" },
        { figure: `lighthouse ${page}: accessibility`, value: score("accessibility"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: best practices`, value: score("best-practices"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: SEO`, value: score("seo"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: LCP`, value: Math.round(audit("largest-contentful-paint")), unit: "ms" },
        { figure: `lighthouse ${page}: TBT`, value: Math.round(audit("total-blocking-time")), unit: "ms" },
        { figure: `lighthouse ${page}: CLS`, value: Math.round(audit("cumulative-layout-shift") * 1000) / 1000, unit: "", goal: 0, goalKind: "max" },
      );
    }
    return rows;
  } finally {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
