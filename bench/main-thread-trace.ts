/**
 * What each long main-thread task of a page load is (decision 031): loads each page in Debian's
 * Chromium, records a performance trace (Lighthouse's trace categories plus the CPU profiler) and
 * prints every task that takes over 50 ms on Lighthouse's mobile profile, with what ran inside it
 * (script evaluation per file, compilation, timers, style and layout, garbage collection) and the
 * script files whose code took the most samples.
 *
 * Like Lighthouse's simulated throttling, the page runs at full speed and durations are multiplied
 * by 4; unlike Lighthouse, the figure multiplied is the main thread's CPU time in the task (the
 * trace's thread duration), not its wall time, so that other processes on a shared, loaded machine
 * (which deschedule the renderer) do not lengthen the tasks. TRACE_THROTTLE=4 slows the CPU with
 * DevTools instead (then wall time is reported as is). Not part of `npm run bench`: a diagnosis
 * tool, run against a build:
 *
 *   BUILD_DIR=build BENCH_PORT=3960 TRACE_PAGES=/seo-araclari/meta-uretici TRACE_RUNS=3 npx tsx bench/main-thread-trace.ts
 *
 * TRACE_OUT=dir also keeps each trace (open it in the browser's Performance panel).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startProductionServer } from "./production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const RUNS = Number(process.env.TRACE_RUNS ?? 1);
/** DevTools CPU throttling; 1 (none) by default, see above. */
const THROTTLE = Number(process.env.TRACE_THROTTLE ?? 1);
/** Lighthouse's mobile CPU multiplier, applied to CPU time when the page runs unthrottled. */
const SLOWDOWN = THROTTLE === 1 ? 4 : 1;
const LONG_TASK_MS = 50;
/** Tasks listed: over 50 ms unless TRACE_MIN_MS lowers it (to see what is just under the line). */
const LIST_MS = Number(process.env.TRACE_MIN_MS ?? LONG_TASK_MS);
const PAGES = (process.env.TRACE_PAGES ?? "/seo-araclari/meta-uretici,/seo-araclari/gptbot-simulatoru,/seo-araclari/kelime-gruplayici,/seo-araclari")
  .split(",")
  .filter(Boolean);
// Lighthouse 12's categories (core/gather/gatherers/trace.js, without screenshots): the stack
// traces it records make starting a fetch dearer, and the goal is Lighthouse's figure.
const CATEGORIES = [
  "toplevel",
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "blink.console",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.frame",
  "disabled-by-default-v8.cpu_profiler",
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event. */
  tdur?: number;
  pid: number;
  tid: number;
  cat: string;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      frame?: string;
      type?: string;
      cpuProfile?: {
        nodes?: { id: number; callFrame: { url: string; functionName: string; lineNumber?: number; columnNumber?: number } }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/** A short name for a script or resource URL: its file name without the build hash. */
function shortUrl(url: string | undefined): string {
  if (!url) return "(no url)";
  const file = url.split("?")[0]?.split("/").pop() ?? url;
  return file === "" ? "(page)" : file;
}

/** What an event inside a task is, in the words of the findings table. */
function label(event: TraceEvent): string | null {
  const data = event.args?.data;
  switch (event.name) {
    case "EvaluateScript":
    case "v8.evaluateModule":
      return `evaluate ${shortUrl(data?.url)}`;
    case "v8.compile":
    case "v8.compileModule":
    case "V8.CompileCode":
      return `compile ${shortUrl(data?.url)}`;
    case "FunctionCall":
      return `call ${shortUrl(data?.url)} ${data?.functionName ?? ""}`.trim();
    case "TimerFire":
      return "timer";
    case "FireIdleCallback":
      return "idle callback";
    case "FireAnimationFrame":
      return "animation frame";
    case "EventDispatch":
      return `event ${data?.type ?? ""}`.trim();
    case "ParseHTML":
      return "parse HTML";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style recalc";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
      return "paint";
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
    case "V8.GC_MARK_COMPACTOR":
      return "garbage collection";
    case "RunMicrotasks":
    case "V8.RunMicrotasks":
      return "microtasks";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    default:
      return null;
  }
}

interface Sample {
  ts: number;
  url: string;
  fn: string;
}

/** The CPU profile's samples on one thread, each with the script file and function it was in. */
function samples(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, { url: string; fn: string }>();
  const out: Sample[] = [];
  const profiles = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === "Profile" && event.id) profiles.set(event.id, (event.args?.data as { startTime?: number } | undefined)?.startTime ?? event.ts);
  }
  let clock = Math.min(...profiles.values());
  for (const event of events) {
    if (event.pid !== pid || event.name !== "ProfileChunk") continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, { url: node.callFrame.url, fn: `${node.callFrame.functionName || "(anonymous)"}:${node.callFrame.lineNumber ?? 0}:${node.callFrame.columnNumber ?? 0}` });
    }
    const ids = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    ids.forEach((id, index) => {
      clock += deltas[index] ?? 0;
      const node = nodes.get(id);
      out.push({ ts: clock, url: node?.url ?? "", fn: node?.fn ?? "" });
    });
  }
  return out;
}

interface TaskReport {
  start: number;
  ms: number;
  parts: [string, number][];
  files: [string, number][];
  functions: [string, number][];
}

interface Analysis {
  tasks: TaskReport[];
  /** Blocking time of the whole load (every task over 50 ms). */
  tbt: number;
  /** As Lighthouse counts it: only what follows the first contentful paint, minus 50 ms per task. */
  tbtAfterFcp: number;
  /** Longest task ending after the first contentful paint. */
  longestAfterFcp: number;
}

function analyse(events: TraceEvent[], pageUrl: string): Analysis {
  // The page's renderer: the main thread that parsed the page's HTML (the browser's own pages,
  // such as the new tab page, run in other renderers of the same trace).
  const parse = events.find((e) => e.name === "ParseHTML" && (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url === pageUrl);
  if (!parse) throw new Error(`no renderer parsed ${pageUrl} in the trace`);
  const main = { pid: parse.pid, tid: parse.tid };
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const navigationStart = Math.min(...own.filter((e) => e.name === "ParseHTML").map((e) => e.ts));
  // Outermost tasks only: a RunTask may be nested in ThreadControllerImpl::RunTask or vice versa.
  const candidates = own.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const top: TraceEvent[] = [];
  for (const event of candidates) {
    const last = top[top.length - 1];
    if (last && event.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(event);
  }
  const cpu = samples(events, main.pid);
  const tasks: TaskReport[] = [];
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === main.pid)?.ts ?? navigationStart;
  let tbt = 0;
  let tbtAfterFcp = 0;
  let longestAfterFcp = 0;
  for (const task of top) {
    const ms = (SLOWDOWN === 1 ? (task.dur ?? 0) : (task.tdur ?? task.dur ?? 0) * SLOWDOWN) / 1000;
    const end = task.ts + (task.dur ?? 0);
    if (end > fcp && task.ts >= navigationStart) {
      // The share of the task after the first paint, scaled like the task itself.
      const after = (ms * (end - Math.max(task.ts, fcp))) / Math.max(1, task.dur ?? 1);
      tbtAfterFcp += Math.max(0, after - LONG_TASK_MS);
      longestAfterFcp = Math.max(longestAfterFcp, after);
    }
    if (ms <= LIST_MS || task.ts < navigationStart) continue;
    tbt += Math.max(0, ms - LONG_TASK_MS);
    // Self time per label: an event's time minus the labelled events nested in it.
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const labelled = inside.map((e) => ({ e, l: label(e) })).filter((x): x is { e: TraceEvent; l: string } => x.l !== null);
    const parts = new Map<string, number>();
    labelled.forEach(({ e, l }, index) => {
      let self = e.dur ?? 0;
      const stop = e.ts + (e.dur ?? 0);
      // Direct children only: skip grandchildren by tracking the covered end.
      let covered = e.ts;
      for (const { e: child } of labelled.slice(index + 1)) {
        if (child.ts >= stop) break;
        if (child.ts < covered) continue;
        self -= child.dur ?? 0;
        covered = child.ts + (child.dur ?? 0);
      }
      // Wall time within the task, scaled to the task's share (CPU time × slowdown).
      parts.set(l, (parts.get(l) ?? 0) + (Math.max(0, self) / Math.max(1, task.dur ?? 1)) * ms);
    });
    const files = new Map<string, number>();
    const functions = new Map<string, number>();
    const within = cpu.filter((s) => s.ts >= task.ts && s.ts <= end);
    const sampleMs = within.length > 0 ? ms / within.length : 0;
    for (const s of within) {
      const file = s.url ? shortUrl(s.url) : s.fn.startsWith("(") ? (s.fn.split(":")[0] ?? s.fn) : "(native)";
      files.set(file, (files.get(file) ?? 0) + sampleMs);
      if (s.url) functions.set(`${shortUrl(s.url)} ${s.fn}`, (functions.get(`${shortUrl(s.url)} ${s.fn}`) ?? 0) + sampleMs);
    }
    const sorted = (map: Map<string, number>, n: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).filter(([, v]) => v >= 1);
    tasks.push({ start: (task.ts - navigationStart) / 1000, ms, parts: sorted(parts, 8), files: sorted(files, 6), functions: sorted(functions, 8) });
  }
  return { tasks, tbt, tbtAfterFcp, longestAfterFcp };
}

async function main(): Promise<void> {
  const server = await startProductionServer(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const out = process.env.TRACE_OUT;
  if (out) mkdirSync(out, { recursive: true });
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const page of PAGES) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        if (THROTTLE !== 1) await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
        await browser.startTracing(tab, { categories: CATEGORIES });
        await tab.goto(`${server.origin}${page}`, { waitUntil: "load" });
        // Long enough for lazy chunks, idle callbacks and the clustering worker's start.
        await tab.waitForTimeout(6000);
        const buffer = await browser.stopTracing();
        await context.close();
        const trace = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
        if (out) writeFileSync(path.join(out, `${page.replaceAll("/", "_") || "_"}-${run}.json`), buffer);
        const { tasks, tbt, tbtAfterFcp, longestAfterFcp } = analyse(trace.traceEvents, `${server.origin}${page}`);
        console.log(
          `\n=== ${page} run ${run + 1} (${THROTTLE === 1 ? "CPU time ×4" : `${THROTTLE}× throttled`}): after first paint TBT ${Math.round(tbtAfterFcp)} ms, longest ${Math.round(longestAfterFcp)} ms; whole load ${Math.round(tbt)} ms blocking, ${tasks.length} task(s) over ${LIST_MS} ms`,
        );
        for (const task of tasks) {
          console.log(`  task at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
          console.log(`    parts: ${task.parts.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" | ")}`);
          console.log(`    files: ${task.files.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" | ")}`);
          if (process.env.TRACE_FUNCTIONS) console.log(`    functions: ${task.functions.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(" | ")}`);
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
