/**
 * Chromium performance traces of one page load and what they say about the page's main thread:
 * the load itself (phone viewport, Lighthouse's trace categories), the time counted for each event
 * (the ×4 CPU rule), Lighthouse's task groups, blocking time, and what each long task is made of.
 * Used by bench/main-thread.ts; see its header for the options.
 */
import type { Browser } from "@playwright/test";
import { chromium } from "@playwright/test";

/** Lighthouse's mobile CPU multiplier. */
export const LIGHTHOUSE_SLOWDOWN = 4;
/** A task longer than this blocks input, for TBT. */
export const LONG_TASK_MS = 50;

// Lighthouse 12's categories (core/gather/gatherers/trace.js, without screenshots): the stack
// traces it records make starting a fetch dearer, and the goal is Lighthouse's figure.
const LIGHTHOUSE_CATEGORIES = [
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
];
/** Samples of the running script; only when asked for, since sampling costs main-thread time. */
const CPU_PROFILER = "disabled-by-default-v8.cpu_profiler";

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, when the trace records it. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    beginData?: { url?: string };
    data?: {
      url?: string;
      functionName?: string;
      type?: string;
      startTime?: number;
      cpuProfile?: {
        nodes?: {
          id: number;
          callFrame: {
            url: string;
            functionName: string;
            lineNumber?: number;
            columnNumber?: number;
          };
        }[];
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

/**
 * How event durations are counted. Wall clock: the page runs with DevTools' CPU throttling at
 * `slowdown` and durations are taken as they are, what a slow phone feels. CPU clock: the page runs
 * at full speed and each event's CPU time on the main thread is multiplied by `slowdown`, as
 * Lighthouse's simulated throttling multiplies; time the thread spent descheduled by a busy
 * machine's other processes is left out, so figures hold on a loaded machine. `simulated`: the page
 * ran at full speed and wall time is multiplied by `slowdown`, which is how Lighthouse's simulated
 * throttling counts a task (used to read Lighthouse's own traces, bench/lighthouse.ts).
 */
export interface Clock {
  cpu: boolean;
  slowdown: number;
  simulated?: boolean;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

/** One cold load of `url` (fresh context, nothing cached), traced until `waitMs` after `load`. */
export async function traceLoad(browser: Browser, url: string, options: { clock: Clock; profiler: boolean; waitMs: number }): Promise<Buffer> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (!options.clock.cpu && options.clock.slowdown !== 1)
      await cdp.send("Emulation.setCPUThrottlingRate", {
        rate: options.clock.slowdown,
      });
    await browser.startTracing(page, {
      categories: options.profiler ? [...LIGHTHOUSE_CATEGORIES, CPU_PROFILER] : LIGHTHOUSE_CATEGORIES,
    });
    await page.goto(url, { waitUntil: "load" });
    // Whatever the enhancement scripts, idle callbacks and sliced drawing do after load.
    await page.waitForTimeout(options.waitMs);
    return await browser.stopTracing();
  } finally {
    await context.close();
  }
}

/** Lighthouse's task groups (lighthouse/core/lib/tracehouse/task-groups.js), by trace event name. */
const GROUPS: Record<string, string[]> = {
  parseHTML: ["ParseHTML", "ParseAuthorStyleSheet"],
  styleLayout: ["ScheduleStyleRecalculation", "UpdateLayoutTree", "InvalidateLayout", "Layout"],
  paintCompositeRender: ["Animation", "HitTest", "PaintSetup", "Paint", "PaintImage", "RasterTask", "ScrollLayer", "UpdateLayer", "UpdateLayerTree", "CompositeLayers", "PrePaint", "Layerize"],
  scriptParseCompile: ["v8.compile", "v8.compileModule", "v8.parseOnBackground"],
  scriptEvaluation: ["EventDispatch", "EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireIdleCallback", "FireAnimationFrame", "RunMicrotasks", "V8.Execute"],
  garbageCollection: ["MinorGC", "MajorGC", "BlinkGC.AtomicPhase"],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((name) => [name, group] as const)));
export const GROUP_NAMES = [...Object.keys(GROUPS), "other"];
/** A top-level task; RunTask may be nested in ThreadControllerImpl::RunTask or the other way round. */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** A short name for a script or resource URL: its file name without the query. */
function shortUrl(url: string | undefined): string {
  if (!url) return "(no url)";
  const file = url.split("?")[0]?.split("/").pop() ?? url;
  return file === "" ? "(page)" : file;
}

/** What an event inside a long task is, in the words of decision 031's findings table. */
function partOf(event: TraceEvent): string | null {
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

interface Span {
  event: TraceEvent;
  start: number;
  end: number;
  /** Microseconds counted for the span under the clock. */
  cost: number;
}

/** Events of one thread as spans (begin/end pairs joined), parents before children. */
function spansOf(events: TraceEvent[], clock: Clock): Span[] {
  const spans: Span[] = [];
  const open: TraceEvent[] = [];
  const factor = clock.cpu || clock.simulated ? clock.slowdown : 1;
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    if (event.ph === "X" && event.dur !== undefined) {
      spans.push({
        event,
        start: event.ts,
        end: event.ts + event.dur,
        cost: (clock.cpu ? (event.tdur ?? event.dur) : event.dur) * factor,
      });
    } else if (event.ph === "B") open.push(event);
    else if (event.ph === "E") {
      const begin = open.pop();
      // Begin/end pairs carry no CPU time: their wall time stands in for it.
      if (begin)
        spans.push({
          event: begin,
          start: begin.ts,
          end: event.ts,
          cost: (event.ts - begin.ts) * factor,
        });
    }
  }
  return spans.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The page's main thread: the one that parsed its HTML (the trace also holds other renderers). */
function mainThread(events: TraceEvent[], url: string, clock: Clock): { pid: number; tid: number } {
  const parser = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
  if (parser) return { pid: parser.pid, tid: parser.tid };
  // Without a parse of the URL (a redirect, say): the busiest renderer main thread.
  let best = { pid: -1, tid: -1 };
  let bestCost = -1;
  for (const thread of events.filter((event) => event.ph === "M" && event.name === "thread_name" && event.args?.name === "CrRendererMain")) {
    const cost = spansOf(
      events.filter((event) => event.pid === thread.pid && event.tid === thread.tid),
      clock,
    )
      .filter((span) => TASK_NAMES.has(span.event.name))
      .reduce((sum, span) => sum + span.cost, 0);
    if (cost > bestCost) [best, bestCost] = [{ pid: thread.pid, tid: thread.tid }, cost];
  }
  return best;
}

interface Sample {
  ts: number;
  url: string;
  fn: string;
}

/** The CPU profile's samples in one renderer, each with the script file and function it was in. */
function samplesOf(events: TraceEvent[], pid: number): Sample[] {
  const nodes = new Map<number, { url: string; fn: string }>();
  const out: Sample[] = [];
  const starts = events.filter((event) => event.pid === pid && event.name === "Profile" && event.id).map((event) => event.args?.data?.startTime ?? event.ts);
  let clock = Math.min(...starts);
  for (const event of events) {
    if (event.pid !== pid || event.name !== "ProfileChunk") continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      nodes.set(node.id, {
        url: node.callFrame.url,
        fn: `${node.callFrame.functionName || "(anonymous)"}:${node.callFrame.lineNumber ?? 0}:${node.callFrame.columnNumber ?? 0}`,
      });
    }
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0;
      const node = nodes.get(id);
      out.push({ ts: clock, url: node?.url ?? "", fn: node?.fn ?? "" });
    });
  }
  return out;
}

/** One task over the listing threshold: milliseconds per part, per script file, per function. */
export interface LongTask {
  /** Milliseconds after the page's HTML began to be parsed. */
  start: number;
  ms: number;
  parts: [string, number][];
  files: [string, number][];
  functions: [string, number][];
}

export interface LoadAnalysis {
  /** Milliseconds of main-thread self time per Lighthouse group. */
  groups: Record<string, number>;
  /** Milliseconds of self time per group and event name (what "other" is made of). */
  names: Map<string, number>;
  /** Blocking time of the whole load: the part of each top-level task beyond 50 ms. */
  blockingMs: number;
  longestTaskMs: number;
  /** As Lighthouse counts TBT: only what follows the first contentful paint, 50 ms off each task. */
  blockingAfterFcpMs: number;
  longestAfterFcpMs: number;
  /** Tasks over `listMs` with their parts (empty when no listing was asked for). */
  tasks: LongTask[];
}

const top = (map: Map<string, number>, n: number): [string, number][] =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .filter(([, ms]) => ms >= 1);

/**
 * Self time of every span inside a top-level task, attributed like Lighthouse: to the span's group,
 * else its nearest grouped ancestor's; for the listing, likewise to its part (decision 031's words).
 */
export function analyse(events: TraceEvent[], url: string, clock: Clock, listMs: number | null): LoadAnalysis {
  const main = mainThread(events, url, clock);
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const spans = spansOf(own, clock);
  const parses = own.filter((event) => event.name === "ParseHTML").map((event) => event.ts);
  const navigationStart = parses.length > 0 ? Math.min(...parses) : (spans[0]?.start ?? 0);
  const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === main.pid)?.ts ?? navigationStart;
  const samples = listMs === null ? [] : samplesOf(events, main.pid);

  const result: LoadAnalysis = {
    groups: Object.fromEntries(GROUP_NAMES.map((name) => [name, 0])),
    names: new Map(),
    blockingMs: 0,
    longestTaskMs: 0,
    blockingAfterFcpMs: 0,
    longestAfterFcpMs: 0,
    tasks: [],
  };
  const stack: {
    span: Span;
    group: string;
    part: string | null;
    childMs: number;
  }[] = [];
  let parts = new Map<string, number>();

  const finishTask = (task: Span): void => {
    const ms = task.cost / 1000;
    if (listMs === null || ms <= listMs || task.start < navigationStart) return;
    const files = new Map<string, number>();
    const functions = new Map<string, number>();
    const within = samples.filter((sample) => sample.ts >= task.start && sample.ts <= task.end);
    for (const sample of within) {
      // Each sample stands for an equal share of the task's counted time.
      const share = ms / within.length;
      const file = sample.url ? shortUrl(sample.url) : sample.fn.startsWith("(") ? (sample.fn.split(":")[0] ?? sample.fn) : "(native)";
      files.set(file, (files.get(file) ?? 0) + share);
      if (sample.url) functions.set(`${file} ${sample.fn}`, (functions.get(`${file} ${sample.fn}`) ?? 0) + share);
    }
    result.tasks.push({
      start: (task.start - navigationStart) / 1000,
      ms,
      parts: top(parts, 8),
      files: top(files, 6),
      functions: top(functions, 8),
    });
  };
  const close = (until: number): void => {
    while (stack.length > 0 && (stack.at(-1)?.span.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const selfMs = Math.max(0, done.span.cost / 1000 - done.childMs);
      result.groups[done.group] = (result.groups[done.group] ?? 0) + selfMs;
      const key = `${done.group} ${done.span.event.name}`;
      result.names.set(key, (result.names.get(key) ?? 0) + selfMs);
      if (done.part) parts.set(done.part, (parts.get(done.part) ?? 0) + selfMs);
      const parent = stack.at(-1);
      if (parent) parent.childMs += done.span.cost / 1000;
      else finishTask(done.span);
    }
  };
  for (const span of spans) {
    close(span.start);
    const parent = stack.at(-1);
    // Only top-level tasks and what runs inside them count as main-thread work.
    if (!parent && !TASK_NAMES.has(span.event.name)) continue;
    if (parent && span.end > parent.span.end) continue;
    if (!parent) {
      const ms = span.cost / 1000;
      result.blockingMs += Math.max(0, ms - LONG_TASK_MS);
      result.longestTaskMs = Math.max(result.longestTaskMs, ms);
      if (span.end > fcp && span.start >= navigationStart) {
        // The share of the task after the first paint, counted like the task itself.
        const after = (ms * (span.end - Math.max(span.start, fcp))) / Math.max(1, span.end - span.start);
        result.blockingAfterFcpMs += Math.max(0, after - LONG_TASK_MS);
        result.longestAfterFcpMs = Math.max(result.longestAfterFcpMs, after);
      }
      parts = new Map();
    }
    stack.push({
      span,
      group: GROUP_OF.get(span.event.name) ?? parent?.group ?? "other",
      part: partOf(span.event) ?? parent?.part ?? null,
      childMs: 0,
    });
  }
  close(Number.POSITIVE_INFINITY);
  return result;
}
