/**
 * Where a page's main-thread time goes while it loads: a Chromium performance trace of each page
 * (mobile viewport, CPU slowed 4× like Lighthouse's mobile profile), broken down into the groups
 * Lighthouse uses (HTML & CSS parsing, style & layout, rendering, script, garbage collection,
 * other). Needs a build; BUILD_DIR selects it. Medians of MAIN_THREAD_RUNS runs (default 3).
 *
 * `MAIN_THREAD_PAGES=/,/seo` selects pages; the minimal control page of the Lighthouse benchmark
 * is always measured first in each round, so a busy machine shows in its figures too.
 * `MAIN_THREAD_DETAIL=1` also prints the largest event names per group (what "other" is made of).
 * `MAIN_THREAD_BUILDS=build-old,build` compares builds: one server per build, each page loaded from
 * each build in turn within every round, so both see the same machine load.
 * `MAIN_THREAD_CLOCK=cpu` counts the main thread's own CPU time instead of wall time, on an
 * unthrottled load multiplied by 4 afterwards (as Lighthouse's simulated throttling does): time
 * the thread spent waiting for a busy machine's other processes is left out, so two builds can be
 * compared on a loaded machine.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CONTROL_HTML, CONTROL_PATH } from "./lighthouse";
import { startProductionServer } from "./production-server";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const PAGES = (process.env.MAIN_THREAD_PAGES ?? "/,/web-tasarim,/seo").split(",").filter(Boolean);
const CPU_SLOWDOWN = 4;
const CPU_CLOCK = process.env.MAIN_THREAD_CLOCK === "cpu";

/** Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js), by trace event name. */
const GROUPS: Record<string, string[]> = {
  parseHTML: ["ParseHTML", "ParseAuthorStyleSheet"],
  styleLayout: ["ScheduleStyleRecalculation", "UpdateLayoutTree", "InvalidateLayout", "Layout"],
  paintCompositeRender: [
    "Animation",
    "HitTest",
    "PaintSetup",
    "Paint",
    "PaintImage",
    "RasterTask",
    "ScrollLayer",
    "UpdateLayer",
    "UpdateLayerTree",
    "CompositeLayers",
    "PrePaint",
    "Layerize",
  ],
  scriptParseCompile: ["v8.compile", "v8.compileModule", "v8.parseOnBackground"],
  scriptEvaluation: [
    "EventDispatch",
    "EvaluateScript",
    "v8.evaluateModule",
    "FunctionCall",
    "TimerFire",
    "FireIdleCallback",
    "FireAnimationFrame",
    "RunMicrotasks",
    "V8.Execute",
  ],
  garbageCollection: ["MinorGC", "MajorGC", "BlinkGC.AtomicPhase"],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group] as const)));
const GROUP_NAMES = [...Object.keys(GROUPS), "other"];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, when the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; beginData?: { url?: string } };
}

interface Breakdown {
  /** Milliseconds of main-thread time per group. */
  groups: Record<string, number>;
  /** Milliseconds of self time per event name (for MAIN_THREAD_DETAIL). */
  names: Map<string, { group: string; ms: number }>;
  /** Blocking time as TBT counts it: the part of each top-level task beyond 50 ms. */
  blockingMs: number;
  longestTaskMs: number;
}

interface Span {
  name: string;
  start: number;
  end: number;
  /** Microseconds counted for the span: wall time, or CPU time × 4 with MAIN_THREAD_CLOCK=cpu. */
  cost: number;
}

/** Complete events of one thread, with begin/end pairs joined into spans. */
function spansOf(events: TraceEvent[]): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === "X" && event.dur !== undefined) {
      const cost = CPU_CLOCK ? (event.tdur ?? event.dur) * CPU_SLOWDOWN : event.dur;
      spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur, cost });
    }
    else if (event.ph === "B") open.push(event);
    else if (event.ph === "E") {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts, cost: (event.ts - begin.ts) * (CPU_CLOCK ? CPU_SLOWDOWN : 1) });
    }
  }
  // Parents before children: earlier start first, longer first when two start together.
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Self time of every span, attributed like Lighthouse: a span's group, else its nearest grouped ancestor's. */
export function breakdown(events: TraceEvent[], url: string): Breakdown {
  // The page's main thread is the one that parsed its HTML: the trace also holds other renderers
  // (about:blank, contexts of earlier loads shutting down).
  const parser = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  const threadNames = events.filter(
    (event) =>
      event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain" && (!parser || (event.pid === parser.pid && event.tid === parser.tid)),
  );
  let best: Span[] = [];
  let bestTotal = -1;
  for (const thread of threadNames) {
    const spans = spansOf(events.filter((event) => event.pid === thread.pid && event.tid === thread.tid));
    const total = spans.filter((span) => span.name === "RunTask").reduce((sum, span) => sum + span.cost, 0);
    if (total > bestTotal) {
      best = spans;
      bestTotal = total;
    }
  }
  const groups: Record<string, number> = Object.fromEntries(GROUP_NAMES.map((name) => [name, 0]));
  const names = new Map<string, { group: string; ms: number }>();
  let blockingMs = 0;
  let longestTaskMs = 0;
  const stack: { span: Span; group: string; childMs: number }[] = [];
  const close = (until: number): void => {
    while (stack.length > 0 && (stack.at(-1)?.span.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const selfMs = Math.max(0, done.span.cost / 1000 - done.childMs);
      groups[done.group] = (groups[done.group] ?? 0) + selfMs;
      const entry = names.get(done.span.name) ?? { group: done.group, ms: 0 };
      entry.ms += selfMs;
      names.set(done.span.name, entry);
      const parent = stack.at(-1);
      if (parent) parent.childMs += done.span.cost / 1000;
    }
  };
  for (const span of best) {
    close(span.start);
    const parent = stack.at(-1);
    // Only top-level tasks and what runs inside them count as main-thread work.
    if (!parent && span.name !== "RunTask") continue;
    if (parent && span.end > parent.span.end) continue;
    if (!parent) {
      const ms = span.cost / 1000;
      blockingMs += Math.max(0, ms - 50);
      longestTaskMs = Math.max(longestTaskMs, ms);
    }
    stack.push({ span, group: GROUP_OF.get(span.name) ?? parent?.group ?? "other", childMs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return { groups, names, blockingMs, longestTaskMs };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function run(): Promise<BenchRow[]> {
  const builds = (process.env.MAIN_THREAD_BUILDS ?? process.env.BUILD_DIR ?? "build").split(",").filter(Boolean);
  const servers: { build: string; origin: string; stop(): void }[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const label = (build: string, target: string): string =>
    `${builds.length > 1 ? `[${build}] ` : ""}${target === CONTROL_PATH ? "control" : target}`;
  const targets = [CONTROL_PATH, ...PAGES];
  const results = new Map<string, Breakdown[]>(builds.flatMap((build) => targets.map((target) => [label(build, target), []])));
  try {
    for (const [index, build] of builds.entries()) {
      const controlDir = path.join(path.resolve(build, "client"), CONTROL_PATH);
      mkdirSync(controlDir, { recursive: true });
      writeFileSync(path.join(controlDir, "index.html"), CONTROL_HTML);
      const previous = process.env.BUILD_DIR;
      process.env.BUILD_DIR = build;
      const server = await startProductionServer(PORT + index);
      process.env.BUILD_DIR = previous;
      servers.push({ build, origin: server.origin, stop: () => (server.stop(), rmSync(controlDir, { recursive: true, force: true })) });
    }
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        for (const server of servers) {
          // A fresh context per load: nothing cached, like Lighthouse's cold load.
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          if (!CPU_CLOCK) await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
          await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute", "blink", "loading", "toplevel", "__metadata"] });
          const url = `${server.origin}${target}`;
          await page.goto(url, { waitUntil: "load" });
          // Whatever the enhancement script and the first paints do after load.
          await page.waitForTimeout(1500);
          const trace = JSON.parse((await browser.stopTracing()).toString("utf8")) as { traceEvents: TraceEvent[] };
          results.get(label(server.build, target))?.push(breakdown(trace.traceEvents, url));
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }

  const rows: BenchRow[] = [];
  for (const [label, runs] of results) {
    for (const group of GROUP_NAMES) {
      rows.push({ figure: `main thread ${label}: ${group}`, value: Math.round(median(runs.map((r) => r.groups[group] ?? 0))), unit: "ms" });
    }
    rows.push(
      { figure: `main thread ${label}: total`, value: Math.round(median(runs.map((r) => Object.values(r.groups).reduce((a, b) => a + b, 0)))), unit: "ms" },
      { figure: `main thread ${label}: blocking (tasks beyond 50 ms)`, value: Math.round(median(runs.map((r) => r.blockingMs))), unit: "ms" },
      { figure: `main thread ${label}: longest task`, value: Math.round(median(runs.map((r) => r.longestTaskMs))), unit: "ms" },
    );
    if (process.env.MAIN_THREAD_DETAIL) {
      // Averaged over the runs: the first load of a browser also pays for its warm-up.
      const sums = new Map<string, { group: string; ms: number }>();
      for (const result of runs) {
        for (const [name, { group, ms }] of result.names) {
          const entry = sums.get(`${group} ${name}`) ?? { group, ms: 0 };
          entry.ms += ms / runs.length;
          sums.set(`${group} ${name}`, entry);
        }
      }
      const top = [...sums.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15);
      for (const [name, { ms }] of top) process.stderr.write(`${label} ${name}: ${ms.toFixed(1)} ms\n`);
    }
  }
  return rows;
}

await runIfMain(import.meta.url, run);
