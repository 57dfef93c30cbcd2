/**
 * Where a page's main-thread time goes while it loads, and what each long task is (decisions 031
 * and 032). Loads each page of a build in Debian's Chromium with a phone viewport, records a
 * performance trace with Lighthouse's categories (bench/trace.ts) and reports, per page, the
 * median over the runs of: main-thread time in Lighthouse's groups (HTML & CSS parsing, style &
 * layout, rendering, script evaluation, script compilation, garbage collection, other), blocking
 * time and longest task over the whole load, and TBT and longest task after the first contentful
 * paint, as Lighthouse counts them. The minimal control page of the Lighthouse benchmark is loaded
 * first in each round, so a busy machine shows in its figures too. Needs a build (BUILD_DIR).
 *
 *   npm run bench -- main-thread
 *   BUILD_DIR=build BENCH_PORT=3960 MAIN_THREAD_PAGES=/seo-araclari/meta-uretici MAIN_THREAD_CLOCK=cpu MAIN_THREAD_TASKS=1 npx tsx bench/run.ts main-thread
 *
 * Options (environment):
 * - `MAIN_THREAD_PAGES=/,/seo`: the pages (default /,/web-tasarim,/seo); `MAIN_THREAD_RUNS=n`
 *   loads per page (default 3).
 * - `MAIN_THREAD_CLOCK=cpu`: count the main thread's own CPU time of an unthrottled load, × 4, as
 *   Lighthouse's simulated throttling multiplies; time the thread waited for a busy machine's other
 *   processes is left out, so builds can be compared on a loaded machine. Default `wall`: wall time
 *   with DevTools slowing the CPU 4×. `MAIN_THREAD_SLOWDOWN=n` changes the 4.
 * - `MAIN_THREAD_BUILDS=build-old,build`: compare builds, one server each, every page loaded from
 *   each build in turn within every round, so both see the same machine load.
 * - `MAIN_THREAD_TASKS=1`: also list every task over 50 ms (`MAIN_THREAD_MIN_MS=30` lowers the line)
 *   with what ran in it (evaluation and compilation per script file, calls, timers, style, layout,
 *   paint, garbage collection) and the script files its CPU-profile samples fell in;
 *   `MAIN_THREAD_FUNCTIONS=1` adds the functions. The profiler this turns on costs main-thread
 *   time itself, so compare group figures only between runs with the same setting.
 * - `MAIN_THREAD_DETAIL=1`: the largest event names per group (what "other" is made of).
 * - `MAIN_THREAD_WAIT_MS=n`: how long the trace goes on after `load` (default 1500, 6000 with
 *   the task listing: lazy chunks, idle callbacks, the clustering worker's start).
 * - `MAIN_THREAD_OUT=dir`: keep each trace (open it in the browser's Performance panel).
 * - `BENCH_PORT`: the first server's port (default 3500).
 * The listing and the detail go to stderr, the figures to the benchmark table.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONTROL_HTML, CONTROL_PATH } from "./lighthouse";
import { startProductionServer } from "./production-server";
import { analyse, GROUP_NAMES, launchChromium, LIGHTHOUSE_SLOWDOWN, traceLoad, type Clock, type LoadAnalysis, type TraceEvent } from "./trace";
import { runIfMain, type BenchRow } from "./types";

const env = process.env;
/** An on/off option: set and not "0". */
const on = (name: string): boolean => (env[name] ?? "0") !== "0";
const PORT = Number(env.BENCH_PORT ?? 3500);
const RUNS = Number(env.MAIN_THREAD_RUNS ?? 3);
const PAGES = (env.MAIN_THREAD_PAGES ?? "/,/web-tasarim,/seo").split(",").filter(Boolean);
const CLOCK: Clock = {
  cpu: env.MAIN_THREAD_CLOCK === "cpu",
  slowdown: Number(env.MAIN_THREAD_SLOWDOWN ?? LIGHTHOUSE_SLOWDOWN),
};
const LIST_MS = on("MAIN_THREAD_TASKS") ? Number(env.MAIN_THREAD_MIN_MS ?? 50) : null;
const WAIT_MS = Number(env.MAIN_THREAD_WAIT_MS ?? (LIST_MS === null ? 1500 : 6000));
const OUT = env.MAIN_THREAD_OUT;

interface BuildServer {
  build: string;
  origin: string;
  stop(): void;
}

/** One production server per build, each serving the control page beside the build's own. */
async function startServers(builds: string[]): Promise<BuildServer[]> {
  const servers: BuildServer[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      const controlDir = path.join(path.resolve(build, "client"), CONTROL_PATH);
      mkdirSync(controlDir, { recursive: true });
      writeFileSync(path.join(controlDir, "index.html"), CONTROL_HTML);
      const previous = env.BUILD_DIR;
      env.BUILD_DIR = build;
      try {
        const server = await startProductionServer(PORT + index);
        servers.push({
          build,
          origin: server.origin,
          stop: () => (server.stop(), rmSync(controlDir, { recursive: true, force: true })),
        });
      } catch (error) {
        rmSync(controlDir, { recursive: true, force: true });
        throw error;
      } finally {
        env.BUILD_DIR = previous;
      }
    }
  } catch (error) {
    for (const server of servers) server.stop();
    throw error;
  }
  return servers;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function printTasks(label: string, run: number, load: LoadAnalysis): void {
  const clock = CLOCK.cpu ? `CPU time ×${CLOCK.slowdown}` : `${CLOCK.slowdown}× throttled, wall time`;
  const lines = [
    `\n=== ${label} run ${run + 1} (${clock}): after first paint TBT ${Math.round(load.blockingAfterFcpMs)} ms, longest ${Math.round(load.longestAfterFcpMs)} ms; whole load ${Math.round(load.blockingMs)} ms blocking, ${load.tasks.length} task(s) over ${LIST_MS} ms`,
  ];
  const list = (entries: [string, number][]): string => entries.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(" | ");
  for (const task of load.tasks) {
    lines.push(`  task at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`, `    parts: ${list(task.parts)}`, `    files: ${list(task.files)}`);
    if (on("MAIN_THREAD_FUNCTIONS")) lines.push(`    functions: ${list(task.functions)}`);
  }
  process.stderr.write(`${lines.join("\n")}\n`);
}

export async function run(): Promise<BenchRow[]> {
  const builds = (env.MAIN_THREAD_BUILDS ?? env.BUILD_DIR ?? "build").split(",").filter(Boolean);
  const label = (build: string, target: string): string => `${builds.length > 1 ? `[${build}] ` : ""}${target === CONTROL_PATH ? "control" : target}`;
  const targets = [CONTROL_PATH, ...PAGES];
  const results = new Map<string, LoadAnalysis[]>(builds.flatMap((build) => targets.map((target) => [label(build, target), []])));
  if (OUT) mkdirSync(OUT, { recursive: true });
  const servers = await startServers(builds);
  const browser = await launchChromium();
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const target of targets) {
        for (const server of servers) {
          const url = `${server.origin}${target}`;
          const buffer = await traceLoad(browser, url, {
            clock: CLOCK,
            profiler: LIST_MS !== null,
            waitMs: WAIT_MS,
          });
          const name = label(server.build, target);
          if (OUT) writeFileSync(path.join(OUT, `${name.replaceAll(/[^\w-]+/g, "_")}-${round + 1}.json`), buffer);
          const load = analyse(
            (
              JSON.parse(buffer.toString("utf8")) as {
                traceEvents: TraceEvent[];
              }
            ).traceEvents,
            url,
            CLOCK,
            LIST_MS,
          );
          results.get(name)?.push(load);
          if (LIST_MS !== null) printTasks(name, round, load);
        }
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }

  const rows: BenchRow[] = [];
  for (const build of builds) {
    const control = results.get(label(build, CONTROL_PATH)) ?? [];
    for (const target of targets) {
      const name = label(build, target);
      const runs = results.get(name) ?? [];
      // Each page's figure with the control page's beside it: the machine's load moves both.
      const row = (figure: string, pick: (load: LoadAnalysis) => number): BenchRow => ({
        figure: `main thread ${name}: ${figure}${target === CONTROL_PATH ? "" : ` (control ${Math.round(median(control.map(pick)))} ms)`}`,
        value: Math.round(median(runs.map(pick))),
        unit: "ms",
      });
      rows.push(
        ...GROUP_NAMES.map((group) => row(group, (load) => load.groups[group] ?? 0)),
        row("total", (load) => Object.values(load.groups).reduce((a, b) => a + b, 0)),
        row("blocking (tasks beyond 50 ms)", (load) => load.blockingMs),
        row("longest task", (load) => load.longestTaskMs),
        row("TBT after first contentful paint", (load) => load.blockingAfterFcpMs),
        row("longest task after first contentful paint", (load) => load.longestAfterFcpMs),
      );
      if (on("MAIN_THREAD_DETAIL")) {
        // Averaged over the runs: the first load of a browser also pays for its warm-up.
        const sums = new Map<string, number>();
        for (const load of runs) for (const [event, ms] of load.names) sums.set(event, (sums.get(event) ?? 0) + ms / runs.length);
        const top = [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
        for (const [event, ms] of top) process.stderr.write(`${name} ${event}: ${ms.toFixed(1)} ms\n`);
      }
    }
  }
  return rows;
}

await runIfMain(import.meta.url, run);
