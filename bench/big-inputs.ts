/**
 * Big inputs at the tools' limits (issue 33, docs/decisions/043): what a visitor waits for, from
 * the click (or the paste) to the painted result, in Debian's Chromium against the production
 * build, median of 5 fresh pages per row, beside its goal:
 *
 * - the keyword clusterer with 2,000, 10,000 and 50,000 keywords in the textarea, "Grupla" clicked;
 * - the sitemap generator's bulk mode, 50,000 URLs pasted → summary and preview shown, and 120,000
 *   URLs pasted → sitemap.zip ready to download;
 * - the production server's prerendered page against nginx serving the same file, started here
 *   from a temporary configuration (skipped, with a line saying so, where nginx is not installed).
 *
 * Each page is left to hydrate and go idle first, as a visitor reads before pasting. The start is
 * the click's or the paste's own event time; the end is the first frame after the result is in the
 * DOM (a MutationObserver, then requestAnimationFrame, then a task: the frame has been produced).
 *
 *   npm run build && npx tsx bench/run.ts big-inputs
 *
 * Options (environment): `BIG_INPUTS_RUNS=n` (default 5); `BIG_INPUTS_ONLY=cluster,sitemap,server`;
 * `BIG_INPUTS_TRACE=1` records one more run per row in a Chromium trace and prints, on stderr,
 * where the main thread and the worker spent the time between start and paint (the breakdown in
 * decision 043); `BIG_INPUTS_SERVER_S=n` seconds per load round (default 5); `BENCH_PORT` (5450);
 * `BIG_INPUTS_VERBOSE=1` logs each step of a run (to find which one hangs).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import autocannon from "autocannon";
import { generateKeywords } from "./clustering";
import { findNginx, startNginx } from "./nginx";
import { startProductionServer, waitForUrl, type ProductionServer } from "./production-server";
import { launchChromium, type TraceEvent } from "./trace";
import { runIfMain, type BenchRow } from "./types";

const env = process.env;
const RUNS = Number(env.BIG_INPUTS_RUNS ?? 5);
const PORT = Number(env.BENCH_PORT ?? 5450);
const NGINX_PORT = PORT + 1;
const ONLY = new Set((env.BIG_INPUTS_ONLY ?? "cluster,sitemap,server").split(","));
const TRACE = (env.BIG_INPUTS_TRACE ?? "0") !== "0";
const SERVER_ROUND_S = Number(env.BIG_INPUTS_SERVER_S ?? 5);
/** Alternating rounds of our server and nginx, so both see the same machine load. */
const SERVER_ROUNDS = 3;
const CONNECTIONS = 50;
const PAGE = "/web-tasarim";

const CLUSTER_PATH = "/seo-araclari/kelime-gruplayici";
const SITEMAP_PATH = "/seo-araclari/sitemap-uretici";
const SITEMAP_BASE = "https://www.ornek-ajans.com.tr";
/** After hydration, the idle-time warm-ups get this long before the visitor acts. */
const SETTLE_MS = 1_500;
/** A result that never comes fails the row instead of hanging the bench. */
const RESULT_TIMEOUT_MS = 120_000;

/** Issue 33's goals, in milliseconds and as a share of nginx. */
const GOALS = {
  cluster: { 2_000: 200, 10_000: 400, 50_000: 1_500 } as Record<number, number>,
  sitemapShown: 600,
  sitemapZip: 2_000,
  serverRatio: 0.9,
  serverP99OverNginxMs: 5,
};

const START_MARK = "big-input-start";
const PAINTED_MARK = "big-input-painted";

/**
 * Installed in the page before the action: resolves with milliseconds from the start event's time
 * to the frame after an element matching the selector has text matching the pattern. A string, not
 * a function: tsx would wrap a function's inner functions in a helper the page does not have.
 */
const MEASURE_IN_PAGE = `([startEvent, selector, pattern, startMark, paintedMark]) => new Promise((resolve) => {
  let start = null;
  const matches = () => {
    const element = document.querySelector(selector);
    return element !== null && new RegExp(pattern).test(element.textContent);
  };
  document.addEventListener(startEvent, (event) => {
    start = event.timeStamp;
    performance.mark(startMark, { startTime: event.timeStamp });
  }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (start === null || !matches()) return;
    observer.disconnect();
    const from = start;
    requestAnimationFrame(() => setTimeout(() => {
      performance.mark(paintedMark);
      resolve(performance.now() - from);
    }, 0));
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
})`;

/** Arms the measurement; the promise it answers settles once the action's result is painted. */
async function armMeasurement(page: Page, startEvent: "click" | "paste", selector: string, pattern: string): Promise<() => Promise<number>> {
  // Playwright would wait for a promise the expression returned: the expression returns nothing.
  await page.evaluate(`void (window.__bigInput = (${MEASURE_IN_PAGE})(${JSON.stringify([startEvent, selector, pattern, START_MARK, PAINTED_MARK])}))`);
  return async () => {
    const painted = page.evaluate("window.__bigInput") as Promise<number>;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result painted within ${RESULT_TIMEOUT_MS} ms`)), RESULT_TIMEOUT_MS);
    });
    try {
      return await Promise.race([painted, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function openSettled(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"], viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(SETTLE_MS);
  return page;
}

/** One timed action on a fresh page; with `trace`, the trace's breakdown is printed too. */
const step = (what: string): void => {
  if (env.BIG_INPUTS_VERBOSE) process.stderr.write(`  ${new Date().toISOString()} ${what}\n`);
};

async function timed(browser: Browser, url: string, prepare: (page: Page) => Promise<() => Promise<number>>, trace: string | null): Promise<number> {
  const page = await openSettled(browser, url);
  try {
    const act = await prepare(page);
    step("prepared");
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const ms = await act();
    if (trace) printBreakdown(trace, JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] });
    return ms;
  } finally {
    await page.context().close();
  }
}

/** As a visitor fills it: locator.fill takes minutes over a list this long. */
async function pasteInto(page: Page, field: Locator, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
}

function clusterAction(keywords: string): (page: Page) => Promise<() => Promise<number>> {
  return async (page) => {
    await pasteInto(page, page.getByLabel("Anahtar kelimeler (her satıra bir kelime)", { exact: true }), keywords);
    await page.waitForTimeout(SETTLE_MS);
    return async () => {
      const painted = await armMeasurement(page, "click", "[data-testid=cluster-summary]", ".");
      await page.getByRole("button", { name: "Grupla", exact: true }).click();
      return painted();
    };
  };
}

function sitemapAction(urls: string, done: RegExp): (page: Page) => Promise<() => Promise<number>> {
  return async (page) => {
    await page.getByLabel("Base URL", { exact: true }).fill(SITEMAP_BASE);
    await page.getByRole("button", { name: "Toplu yapıştır" }).click();
    await page.evaluate((text) => navigator.clipboard.writeText(text), urls);
    await page.getByLabel("URL listesi (her satıra bir adres)").focus();
    await page.waitForTimeout(SETTLE_MS);
    return async () => {
      const painted = await armMeasurement(page, "paste", "[data-testid=sitemap-bulk-status]", done.source);
      await page.keyboard.press("ControlOrMeta+V");
      return painted();
    };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function clickToPaint(browser: Browser, figure: string, url: string, prepare: (page: Page) => Promise<() => Promise<number>>, goal: number): Promise<BenchRow> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) times.push(await timed(browser, url, prepare, null));
  if (TRACE) await timed(browser, url, prepare, figure);
  process.stderr.write(`${figure}: ${times.map((ms) => Math.round(ms)).join(", ")} ms\n`);
  return { figure: `${figure}, click → painted (median of ${RUNS})`, value: Math.round(median(times)), unit: "ms", goal, goalKind: "max" };
}

function sitemapUrls(count: number): string {
  return Array.from({ length: count }, (_, n) => `${SITEMAP_BASE}/kategori-${n % 40}/urun-${n}`).join("\n");
}

// ---------------------------------------------------------------------------------------------
// Trace breakdown: self time per event name and per part, on the page's main thread and on each
// worker, between the start and the paint.

const TRACE_CATEGORIES = [
  "toplevel",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-v8.compile",
];

const PARTS: [RegExp, string][] = [
  [/compile|Compile|parseOnBackground|StreamingCompile/, "script compile (module load)"],
  [/EvaluateScript|evaluateModule/, "script evaluate (module load)"],
  [/Serializ|Deserializ|postMessage|PostMessage/, "message clone"],
  [/GC|Gc/, "garbage collection"],
  [/UpdateLayoutTree|RecalculateStyles|Layout|InvalidateLayout/, "style and layout"],
  [/Paint|Layerize|Commit|Raster|Composite|UpdateLayer/, "paint"],
  [/ParseHTML|ParseAuthorStyleSheet/, "parse HTML/CSS"],
  [/FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8.Execute|v8.run|HandlePostMessage|EventListener/, "script run"],
];

function partOf(name: string): string {
  return PARTS.find(([pattern]) => pattern.test(name))?.[1] ?? "other";
}

function printBreakdown(figure: string, trace: { traceEvents: TraceEvent[] }): void {
  const events = trace.traceEvents;
  const start = events.find((event) => event.name === START_MARK);
  const end = events.find((event) => event.name === PAINTED_MARK);
  if (!start || !end) {
    process.stderr.write(`${figure}: trace without its marks\n`);
    return;
  }
  const threadNames = new Map(events.filter((event) => event.ph === "M" && event.name === "thread_name").map((event) => [`${event.pid}:${event.tid}`, event.args?.name ?? "?"]));
  const from = start.ts;
  const to = end.ts;
  const lines = [`\n== ${figure}: ${((to - from) / 1000).toFixed(0)} ms from start to paint ==`];
  const threads = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph !== "X" || event.dur === undefined || event.pid !== start.pid) continue;
    const key = `${event.pid}:${event.tid}`;
    const list = threads.get(key) ?? [];
    list.push(event);
    threads.set(key, list);
  }
  for (const [key, list] of threads) {
    const name = threadNames.get(key) ?? key;
    if (name !== "CrRendererMain" && !name.includes("Worker")) continue;
    const self = new Map<string, number>();
    const stack: { end: number; name: string; childUs: number; own: number }[] = [];
    const pop = (until: number): void => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (!done) break;
        self.set(done.name, (self.get(done.name) ?? 0) + Math.max(0, done.own - done.childUs));
        const parent = stack.at(-1);
        if (parent) parent.childUs += done.own;
      }
    };
    for (const event of [...list].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
      pop(event.ts);
      const eventEnd = event.ts + (event.dur ?? 0);
      const clipped = Math.max(0, Math.min(eventEnd, to) - Math.max(event.ts, from));
      const parent = stack.at(-1);
      if (parent && eventEnd > parent.end) continue;
      stack.push({ end: eventEnd, name: event.name, childUs: 0, own: clipped });
    }
    pop(Number.POSITIVE_INFINITY);
    const parts = new Map<string, number>();
    let busy = 0;
    for (const [eventName, us] of self) {
      if (eventName === "RunTask" || eventName === "ThreadControllerImpl::RunTask") continue;
      parts.set(partOf(eventName), (parts.get(partOf(eventName)) ?? 0) + us);
      busy += us;
    }
    if (busy < 1_000) continue;
    lines.push(`  ${name}: ${(busy / 1000).toFixed(0)} ms busy`);
    for (const [part, us] of [...parts].sort((a, b) => b[1] - a[1])) if (us >= 1_000) lines.push(`    ${part}: ${(us / 1000).toFixed(0)} ms`);
    const topNames = [...self].filter(([eventName]) => !eventName.endsWith("RunTask")).sort((a, b) => b[1] - a[1]).slice(0, 8);
    lines.push(`    top events: ${topNames.map(([eventName, us]) => `${eventName} ${(us / 1000).toFixed(0)}`).join(", ")}`);
  }
  process.stderr.write(`${lines.join("\n")}\n`);
}

// ---------------------------------------------------------------------------------------------
// Server against nginx.

interface LoadResult {
  requestsPerSecond: number;
  p99: number;
}

async function load(url: string): Promise<LoadResult> {
  // gzip on both sides, as browsers ask: the same bytes go over the wire.
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SERVER_ROUND_S, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

async function serverRows(server: ProductionServer): Promise<BenchRow[]> {
  const nginxBinary = findNginx();
  if (!nginxBinary) {
    console.log("big-inputs: nginx is not installed here, so the server / nginx rows are skipped (apt-get install nginx to measure them).");
    return [];
  }
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  const nginx = startNginx(nginxBinary, path.resolve(env.BUILD_DIR || "build", "client"), NGINX_PORT, dir);
  try {
    await waitForUrl(`http://127.0.0.1:${NGINX_PORT}${PAGE}`);
    const ours: LoadResult[] = [];
    const theirs: LoadResult[] = [];
    for (let round = 0; round < SERVER_ROUNDS; round++) {
      ours.push(await load(`${server.origin}${PAGE}`));
      theirs.push(await load(`http://127.0.0.1:${NGINX_PORT}${PAGE}`));
    }
    const ourRate = median(ours.map((r) => r.requestsPerSecond));
    const nginxRate = median(theirs.map((r) => r.requestsPerSecond));
    const ourP99 = median(ours.map((r) => r.p99));
    const nginxP99 = median(theirs.map((r) => r.p99));
    const rounds = `median of ${SERVER_ROUNDS} alternating ${SERVER_ROUND_S} s rounds, c=${CONNECTIONS}`;
    return [
      { figure: `server: prerendered ${PAGE}, requests/s (${rounds})`, value: Math.round(ourRate), unit: "req/s" },
      { figure: `nginx: same file, requests/s (${rounds})`, value: Math.round(nginxRate), unit: "req/s" },
      { figure: "server / nginx throughput (same run)", value: Math.round((ourRate / nginxRate) * 100) / 100, unit: "×", goal: GOALS.serverRatio, goalKind: "min" },
      { figure: `server p99 over nginx p99 (nginx ${nginxP99} ms)`, value: ourP99 - nginxP99, unit: "ms", goal: GOALS.serverP99OverNginxMs, goalKind: "max" },
    ];
  } finally {
    nginx.kill("SIGQUIT");
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<BenchRow[]> {
  const server = await startProductionServer(PORT);
  const browser = await launchChromium();
  const rows: BenchRow[] = [];
  try {
    if (ONLY.has("cluster")) {
      for (const count of [2_000, 10_000, 50_000]) {
        const keywords = generateKeywords(count).join("\n");
        rows.push(await clickToPaint(browser, `keyword clusterer: ${count.toLocaleString("en")} keywords`, `${server.origin}${CLUSTER_PATH}`, clusterAction(keywords), GOALS.cluster[count] ?? Number.NaN));
      }
    }
    if (ONLY.has("sitemap")) {
      rows.push(await clickToPaint(browser, "bulk sitemap: 50,000 URLs pasted → output shown", `${server.origin}${SITEMAP_PATH}`, sitemapAction(sitemapUrls(50_000), /sitemap\.xml hazır/), GOALS.sitemapShown));
      rows.push(await clickToPaint(browser, "bulk sitemap: 120,000 URLs pasted → zip ready", `${server.origin}${SITEMAP_PATH}`, sitemapAction(sitemapUrls(120_000), /dosyaya bölündü/), GOALS.sitemapZip));
    }
  } finally {
    await browser.close();
  }
  try {
    if (ONLY.has("server")) rows.push(...(await serverRows(server)));
  } finally {
    server.stop();
  }
  return rows;
}

await runIfMain(import.meta.url, run);
