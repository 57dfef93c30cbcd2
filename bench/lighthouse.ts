/**
 * Lighthouse 12 (mobile, simulated throttling) with Debian's Chromium on the production server:
 * the four category scores plus LCP, TBT and CLS, and the longest main-thread task, overall and
 * after the first paint (the goal on tool pages), median of 3 runs per page. Needs a build.
 *
 * Scores on these shared machines move with their load, so every page is compared with control
 * pages measured in the same rounds (each round runs the controls and every page once, in turn):
 * - "control (our server)": a minimal HTML page served by our own server with all its headers,
 *   written into the build's client folder for the run and removed afterwards;
 * - "control (plain server)": the home page's HTML and assets from a bare static file server
 *   (no security headers), the same bytes our server sends.
 * - "control (our server, no isolation headers)": the first control through a proxy that only
 *   removes Cross-Origin-Opener-Policy, Cross-Origin-Resource-Policy and Origin-Agent-Cluster.
 * - "control with sliced work": the first control plus about as much script work after the first
 *   paint as a tool page does there, in 5 ms slices (decision 034).
 * Goals are relative to "control (our server)": score within 0.02, TBT within 50 ms (150 ms for
 * tool pages, which hydrate React). The other controls show what the headers themselves cost.
 *
 * Each run's own trace is also read by the main thread's CPU time × 4 (decision 034): blocking time
 * and longest task after the first paint, and the share of its tasks' wall time the thread ran.
 * Lighthouse counts wall time; on a shared two-core machine that includes the time the renderer
 * waited for a CPU while Lighthouse, Chromium's other processes or a build used both.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { startProductionServer } from "./production-server";
import { analyse, LIGHTHOUSE_SLOWDOWN, LONG_TASK_MS, type LoadAnalysis, type TraceEvent } from "./trace";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const LIGHTHOUSE_PAGES = [
  "/",
  "/web-tasarim",
  "/seo",
  "/blog",
  "/seo-araclari",
  "/seo-araclari/kelime-gruplayici",
  "/seo-araclari/meta-uretici",
  "/seo-araclari/gptbot-simulatoru",
  "/seo-araclari/icerik-yazari",
  "/akademi",
];
/** `LIGHTHOUSE_PAGES=/,/seo` measures a subset (controls are always measured). */
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(",").filter(Boolean) : LIGHTHOUSE_PAGES;
/** Headers whose cost per navigation a third control measures (decision 020). */
const ISOLATION_HEADERS = ["cross-origin-opener-policy", "cross-origin-resource-policy", "origin-agent-cluster"];
const TOOL_PAGES = new Set(["/seo-araclari", "/seo-araclari/kelime-gruplayici", "/seo-araclari/meta-uretici", "/seo-araclari/gptbot-simulatoru", "/seo-araclari/icerik-yazari"]);
export const CONTROL_PATH = "/__lighthouse-kontrol";
const SCORE_MARGIN = 0.02;
const TBT_MARGIN_MS = 50;
const TOOL_TBT_MARGIN_MS = 150;

/** As small as a page can be while passing every category: title, lang, viewport, description. */
export const CONTROL_HTML = `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kontrol sayfası</title><meta name="description" content="Lighthouse ölçümleri için en küçük kontrol sayfası.">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body><main><h1>Kontrol sayfası</h1><p>Aynı sunucu, aynı başlıklar, içerik yok.</p></main></body></html>
`;

/**
 * The control page plus work shaped like a tool page's hydration (decision 034): after the first
 * paint, a fixed amount of computation in slices that yield after 5 ms of wall time, as React's
 * scheduler does. About 150 ms of CPU time on these machines (600 ms at 4×), what the GPTBot
 * simulator's main thread does in the second after its first paint. Its blocking time is 0 on a
 * machine that gives the page a core; what it gets in a run is what that run's machine adds to
 * sliced work.
 */
const WORK_CONTROL_PATH = `${CONTROL_PATH}/dilimli-is`;
const WORK_CONTROL_HTML = CONTROL_HTML.replace(
  "</body>",
  `<script>
let units = 5500;
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  const start = performance.now();
  while (units > 0 && performance.now() - start < 5) {
    units--;
    let sum = 0;
    for (let i = 0; i < 10000; i++) sum += Math.sqrt(i);
    if (sum < 0) console.log(sum); // uses the result, so the loop cannot be optimised away
  }
  if (units > 0) channel.port2.postMessage(null);
};
requestAnimationFrame(() => setTimeout(() => channel.port2.postMessage(null)));
</script></body>`,
);

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { duration?: number; startTime?: number }[] } }>;
}

/**
 * One Lighthouse run and its own trace read twice (decision 034): by wall time, as Lighthouse's
 * simulated throttling counts a task, and by the main thread's CPU time. Both are multiplied by 4.
 * On a machine whose cores are busy with other work, a task's wall time includes the time its
 * thread waited for a CPU; its CPU time does not.
 */
interface Run {
  report: Report;
  wall: LoadAnalysis;
  cpu: LoadAnalysis;
}

/** Longest main-thread task Lighthouse saw (0 when none passed its 50 ms reporting threshold). */
function longestTask(report: Report): number {
  return Math.max(0, ...(report.audits["long-tasks"]?.details?.items ?? []).map((item) => item.duration ?? 0));
}

/**
 * Longest task that starts after the first contentful paint: hydration and what runs after it,
 * the work the "no task over 50 ms" is about on tool pages (decisions 031, 033). The
 * task that ends with the first paint renders the prerendered first screen; it is listed in the
 * row above.
 */
function longestTaskAfterFirstPaint(report: Report): number {
  const fcp = report.audits["first-contentful-paint"]?.numericValue ?? 0;
  const items = report.audits["long-tasks"]?.details?.items ?? [];
  return Math.max(0, ...items.filter((item) => (item.startTime ?? 0) >= fcp).map((item) => item.duration ?? 0));
}

/**
 * The share of its tasks' wall time the page's main thread spent running, over the whole load: 100 %
 * on a machine with a core to spare; lower when the thread waited for a CPU (or, rarely, for a lock).
 */
function onCpuPercent(run: Run): number {
  const total = (analysis: LoadAnalysis) => Object.values(analysis.groups).reduce((sum, ms) => sum + ms, 0);
  return (100 * total(run.cpu)) / Math.max(1, total(run.wall));
}

interface Target {
  label: string;
  url: string;
  tool: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Asynchronous on purpose: the plain control server runs in this process and must keep answering. */
async function lighthouse(url: string, output: string): Promise<Run> {
  const child = spawn(
    path.resolve("node_modules/.bin/lighthouse"),
    [
      url,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${output}`,
      // Writes the run's trace beside the report (`<name>-0.trace.json`), read below.
      "--save-assets",
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString("utf8")).slice(-2000);
  });
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (status !== 0) throw new Error(`lighthouse failed for ${url}: ${stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  const assets = output.replace(/\.json$/, "-0");
  const trace = JSON.parse(readFileSync(`${assets}.trace.json`, "utf8")) as { traceEvents: TraceEvent[] };
  rmSync(`${assets}.trace.json`, { force: true });
  rmSync(`${assets}.devtoolslog.json`, { force: true });
  return {
    report,
    wall: analyse(trace.traceEvents, url, { cpu: false, simulated: true, slowdown: LIGHTHOUSE_SLOWDOWN }, null),
    cpu: analyse(trace.traceEvents, url, { cpu: true, slowdown: LIGHTHOUSE_SLOWDOWN }, null),
  };
}

async function lighthouseWithRetry(url: string, output: string): Promise<Run> {
  // One retry: Chromium occasionally fails to start on a busy machine.
  try {
    return await lighthouse(url, output);
  } catch {
    return lighthouse(url, output);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain",
};

/** A bare static server: files and gzip, no security headers, no caching logic. */
function startPlainServer(root: string): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const candidates = [path.join(root, pathname), path.join(root, pathname, "index.html")];
    const file = candidates.find((candidate) => candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile());
    if (!file) {
      res.writeHead(404);
      return void res.end();
    }
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") && existsSync(`${file}.gz`);
    res.writeHead(200, {
      "content-type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(await readFile(gzip ? `${file}.gz` : file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Forwards to our server and drops the given headers from every answer. */
function startStrippingProxy(target: number, strip: readonly string[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: "127.0.0.1", port: target, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !strip.includes(name)));
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

export async function run(): Promise<BenchRow[]> {
  const clientDir = path.resolve(process.env.BUILD_DIR || "build", "client");
  const controlDir = path.join(clientDir, CONTROL_PATH);
  mkdirSync(controlDir, { recursive: true });
  writeFileSync(path.join(controlDir, "index.html"), CONTROL_HTML);
  mkdirSync(path.join(clientDir, WORK_CONTROL_PATH), { recursive: true });
  writeFileSync(path.join(clientDir, WORK_CONTROL_PATH, "index.html"), WORK_CONTROL_HTML);
  // Started after the control page is written: the server reads the client build once.
  const server = await startProductionServer(PORT);
  const dir = server.dir;
  const plain = await startPlainServer(clientDir);
  // With LIGHTHOUSE_HEADER_STUDY=1, one more control per header, each without only that header.
  const strippedSets = [ISOLATION_HEADERS, ...(process.env.LIGHTHOUSE_HEADER_STUDY ? ISOLATION_HEADERS.map((name) => [name]) : [])];
  const proxies = await Promise.all(strippedSets.map((strip) => startStrippingProxy(PORT, strip)));
  const origin = server.origin;
  try {
    const controls: Target[] = [
      { label: "control (our server)", url: `${origin}${CONTROL_PATH}`, tool: false },
      { label: "control with sliced work (our server)", url: `${origin}${WORK_CONTROL_PATH}`, tool: false },
      { label: "control (plain server, home page)", url: `http://127.0.0.1:${(plain.address() as AddressInfo).port}/`, tool: false },
      ...proxies.map((proxy, index) => ({
        label: `control (our server without ${strippedSets[index]?.length === 1 ? strippedSets[index]?.[0] : "COOP, CORP, Origin-Agent-Cluster"})`,
        url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${CONTROL_PATH}`,
        tool: false,
      })),
    ];
    const pageTargets: Target[] = PAGES.map((page) => ({ label: page, url: `${origin}${page}`, tool: TOOL_PAGES.has(page) }));
    // The header study also loads each page through every header-stripping proxy.
    const studyTargets: Target[] = process.env.LIGHTHOUSE_HEADER_STUDY
      ? PAGES.flatMap((page) =>
          proxies.map((proxy, index) => ({
            label: `${page} without ${strippedSets[index]?.join(", ") ?? ""}`,
            url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${page}`,
            tool: TOOL_PAGES.has(page),
          })),
        )
      : [];
    const targets: Target[] = [...controls, ...pageTargets, ...studyTargets];
    const runs = new Map<string, Run[]>(targets.map((target) => [target.label, []]));
    // Rounds rather than page after page: a burst of load hits controls and pages alike.
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        runs.get(target.label)?.push(await lighthouseWithRetry(target.url, path.join(dir, "lh.json")));
      }
    }

    const of = <T>(label: string, read: (run: Run) => T): T[] => (runs.get(label) ?? []).map(read);
    const score = (label: string, category: string) => median(of(label, (run) => run.report.categories[category]?.score ?? 0));
    const audit = (label: string, id: string) => median(of(label, (run) => run.report.audits[id]?.numericValue ?? Number.NaN));
    /** The median over the runs of one figure, rounded. */
    const roundedMedian = (label: string, read: (run: Run) => number) => Math.round(median(of(label, read)));
    const controlLabel = controls[0]?.label ?? "";
    const controlScore = score(controlLabel, "performance");
    const controlTbt = Math.round(audit(controlLabel, "total-blocking-time"));
    const controlCpuBlocking = roundedMedian(controlLabel, (run) => run.cpu.blockingAfterFcpMs);

    const rows: BenchRow[] = [];
    for (const control of controls) {
      rows.push(
        { figure: `lighthouse ${control.label}: performance`, value: score(control.label, "performance"), unit: "" },
        { figure: `lighthouse ${control.label}: TBT`, value: Math.round(audit(control.label, "total-blocking-time")), unit: "ms" },
        {
          figure: `lighthouse ${control.label}: longest task after first paint`,
          value: roundedMedian(control.label, (run) => longestTaskAfterFirstPaint(run.report)),
          unit: "ms",
        },
        { figure: `lighthouse ${control.label}: blocking after first paint by CPU time`, value: roundedMedian(control.label, (run) => run.cpu.blockingAfterFcpMs), unit: "ms" },
        { figure: `lighthouse ${control.label}: longest task after first paint by CPU time`, value: roundedMedian(control.label, (run) => run.cpu.longestAfterFcpMs), unit: "ms" },
        { figure: `lighthouse ${control.label}: main thread on a CPU`, value: roundedMedian(control.label, onCpuPercent), unit: "%" },
      );
    }
    for (const target of targets.slice(controls.length)) {
      const page = target.label;
      const tbtMargin = target.tool ? TOOL_TBT_MARGIN_MS : TBT_MARGIN_MS;
      rows.push(
        {
          figure: `lighthouse ${page}: performance (control ${controlScore})`,
          value: score(page, "performance"),
          unit: "",
          goal: Math.round((controlScore - SCORE_MARGIN) * 100) / 100,
          goalKind: "min",
        },
        {
          figure: `lighthouse ${page}: TBT (control ${controlTbt} ms)`,
          value: Math.round(audit(page, "total-blocking-time")),
          unit: "ms",
          goal: controlTbt + tbtMargin,
          goalKind: "max",
        },
        {
          figure: `lighthouse ${page}: longest main-thread task`,
          value: roundedMedian(page, (run) => longestTask(run.report)),
          unit: "ms",
        },
        {
          figure: `lighthouse ${page}: longest task after first paint`,
          value: roundedMedian(page, (run) => longestTaskAfterFirstPaint(run.report)),
          unit: "ms",
          ...(target.tool ? { goal: LONG_TASK_MS, goalKind: "max" as const } : {}),
        },
        // The same run's trace by the main thread's CPU time: what the page asked of the CPU, without
        // the time its thread waited for one (decision 034).
        {
          figure: `lighthouse ${page}: blocking after first paint by CPU time (control ${controlCpuBlocking} ms)`,
          value: roundedMedian(page, (run) => run.cpu.blockingAfterFcpMs),
          unit: "ms",
          goal: controlCpuBlocking + tbtMargin,
          goalKind: "max",
        },
        {
          figure: `lighthouse ${page}: longest task after first paint by CPU time`,
          value: roundedMedian(page, (run) => run.cpu.longestAfterFcpMs),
          unit: "ms",
          ...(target.tool ? { goal: LONG_TASK_MS, goalKind: "max" as const } : {}),
        },
        { figure: `lighthouse ${page}: main thread on a CPU`, value: roundedMedian(page, onCpuPercent), unit: "%" },
        { figure: `lighthouse ${page}: accessibility`, value: score(page, "accessibility"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: best practices`, value: score(page, "best-practices"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: SEO`, value: score(page, "seo"), unit: "", goal: 1, goalKind: "min" },
        { figure: `lighthouse ${page}: LCP`, value: Math.round(audit(page, "largest-contentful-paint")), unit: "ms" },
        { figure: `lighthouse ${page}: CLS`, value: Math.round(audit(page, "cumulative-layout-shift") * 1000) / 1000, unit: "", goal: 0, goalKind: "max" },
      );
    }
    return rows;
  } finally {
    server.stop();
    for (const helper of [plain, ...proxies]) {
      helper.closeAllConnections();
      helper.close();
    }
    rmSync(controlDir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
