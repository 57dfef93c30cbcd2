import { fork, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log } from "~/.server/log";
import type { BrowserFacts, BrowserPageError, BrowserPageFacts, RenderedFacts, SampleRole, Screenshot, ScreenshotKind } from "../browser-facts";
import { isPageReply, type PageReply, type PageRequest, type PageStep } from "./browser-protocol";
import { startGuardedProxy, type GuardedProxy, type GuardedProxyPolicy } from "./guarded-proxy";
import { killTree, treeMemoryBytes } from "./process-tree";

/**
 * The audit's browser stage: a few sampled pages loaded by a real Chromium, in a child process
 * (browser-child.ts) behind the guarded proxy (guarded-proxy.ts), one page and one step at a time.
 * This side holds every bound: the time of each step, the bytes of each page (the proxy), the
 * memory of the child and its Chromium, the job's signal and deadline, and BROWSER_CONCURRENCY
 * browsers per process. A bound crossed kills the child's whole process tree; the page says why
 * and the next page gets a fresh browser. The stage never throws: without figures it says "failed".
 */

/** How long Lighthouse may take on one page (load and analysis), and the rendered pass after it: 30 s a page in all. */
const MEASURE_TIME_LIMIT_MS = 22_000;
const RENDER_TIME_LIMIT_MS = 8_000;
/** The whole stage's bound, a browser start and five pages; the audit's job time limit counts it. */
export const BROWSER_STAGE_TIME_LIMIT_MS = 100_000;
/** What Lighthouse may wait for a page's load inside MEASURE_TIME_LIMIT_MS (its analysis takes a few seconds more). */
const LIGHTHOUSE_LOAD_MS = 15_000;
/** A step is not started with less time than this left: it could not finish. */
const MIN_STEP_MS = 5_000;
const MEMORY_POLL_MS = 250;

export interface BrowserStageOptions {
  /** The Chromium to run (auditBrowserExecutable); null: the stage is off. */
  executable: string | null;
  /** Browsers this process runs at once (BROWSER_CONCURRENCY). */
  concurrency: number;
  /** Memory (PSS) of the child and its Chromium together over which they are killed (BROWSER_MEMORY_MB). */
  memoryBytes: number;
  /** The built child (build/server/browser-worker.js); without it, the TypeScript source through tsx. */
  workerFile?: string;
  /** Each step's time bound (tests shorten them); default 22 s to measure and 8 s to render: 30 s a page. */
  stepTimeMs?: Partial<Record<PageStep, number>>;
}

export interface StagePage {
  url: string;
  role: SampleRole;
}

export interface StageInput {
  pages: readonly StagePage[];
  /** The job's outbound policy (allowed hosts and ports, the target host budget). */
  policy: GuardedProxyPolicy;
  signal: AbortSignal;
  /** When the stage must be over (epoch ms): the job's own limit, less the time its rules and saving need. */
  deadline: number;
  /** Reads a rendered DOM as the rules compare it with the raw page. */
  readRendered: (html: string, url: string) => Promise<RenderedFacts>;
  /** Called after each page: how many of how many (the screen's progress). */
  onPage?: (done: number, total: number) => void;
}

export interface StageResult {
  facts: BrowserFacts;
  screenshots: Partial<Record<ScreenshotKind, Screenshot>>;
}

export interface BrowserStage {
  /** The Chromium it starts; null when the stage is off. */
  readonly executable: string | null;
  run(input: StageInput): Promise<StageResult>;
}

function childEntry(workerFile: string | undefined): { file: string; execArgv: string[] } {
  if (workerFile) return { file: workerFile, execArgv: [] };
  return { file: fileURLToPath(new URL("./browser-child.ts", import.meta.url)), execArgv: ["--import", "tsx"] };
}

/** At most `limit` holders at once; a waiter gives up when its signal fires. */
function semaphore(limit: number): (signal: AbortSignal) => Promise<() => void> {
  let held = 0;
  const waiters: (() => void)[] = [];
  const release = (): void => {
    held -= 1;
    waiters.shift()?.();
  };
  return (signal) =>
    new Promise((resolve, reject) => {
      const take = (): void => {
        signal.removeEventListener("abort", onAbort);
        held += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          release();
        });
      };
      const onAbort = (): void => {
        const index = waiters.indexOf(take);
        if (index >= 0) waiters.splice(index, 1);
        reject(signal.reason instanceof Error ? signal.reason : new Error(String(signal.reason)));
      };
      if (signal.aborted) return onAbort();
      if (held < limit) return take();
      waiters.push(take);
      signal.addEventListener("abort", onAbort, { once: true });
    });
}

type StepOutcome = { reply: PageReply } | { error: BrowserPageError; problem: string };

/** One child process and its Chromium, asked one step at a time under the bounds. */
class BrowserChild {
  private readonly child: ChildProcess;
  private exited = false;
  private stderr = "";

  constructor(entry: { file: string; execArgv: string[] }) {
    this.child = fork(entry.file, [], { execArgv: entry.execArgv, serialization: "advanced", stdio: ["ignore", "ignore", "pipe", "ipc"] });
    this.child.stderr?.on("data", (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2_000);
    });
    this.child.once("exit", () => {
      this.exited = true;
    });
    try {
      if (this.child.pid) setPriority(this.child.pid, 10);
    } catch {
      // The child lowers its own priority too.
    }
  }

  get alive(): boolean {
    return !this.exited;
  }

  ask(request: PageRequest, timeMs: number, memoryBytes: number, signal: AbortSignal): Promise<StepOutcome> {
    return new Promise((resolve) => {
      let settled = false;
      const finish = (outcome: StepOutcome): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        clearInterval(watch);
        signal.removeEventListener("abort", onAbort);
        this.child.off("message", onMessage);
        this.child.off("exit", onExit);
        resolve(outcome);
      };
      const onMessage = (message: unknown): void => {
        if (isPageReply(message) && message.url === request.url && message.step === request.step) finish({ reply: message });
      };
      const onExit = (code: number | null, signalName: string | null): void =>
        finish({ error: "crashed", problem: `child exited (${code ?? signalName}): ${this.stderr.slice(-300)}` });
      const onAbort = (): void => {
        this.kill();
        finish({ error: "timeout", problem: `stopped: ${String(signal.reason)}` });
      };
      const timer = setTimeout(() => {
        this.kill();
        finish({ error: "timeout", problem: `${request.step} took over ${timeMs} ms` });
      }, timeMs);
      const watch = setInterval(() => {
        if (!this.child.pid) return;
        const rss = treeMemoryBytes(this.child.pid);
        if (rss > memoryBytes) {
          this.kill();
          finish({ error: "memory", problem: `${Math.round(rss / 1_048_576)} MB over the ceiling` });
        }
      }, MEMORY_POLL_MS);
      this.child.on("message", onMessage);
      this.child.once("exit", onExit);
      if (signal.aborted) return onAbort();
      signal.addEventListener("abort", onAbort, { once: true });
      if (this.exited) return onExit(this.child.exitCode, null);
      this.child.send(request);
    });
  }

  /** Kills the child and every Chromium process under it, at once. */
  kill(): void {
    if (this.child.pid) killTree(this.child.pid);
    this.exited = true;
  }
}

const unmeasured = (status: "off" | "failed"): BrowserFacts => ({ status, pages: [], screenshots: { mobile: false, desktop: false }, durationMs: 0 });

export function createBrowserStage(options: BrowserStageOptions): BrowserStage {
  const acquire = semaphore(Math.max(1, options.concurrency));
  const stepTimeMs: Record<PageStep, number> = { measure: MEASURE_TIME_LIMIT_MS, render: RENDER_TIME_LIMIT_MS, ...options.stepTimeMs };
  const entry = childEntry(options.workerFile);
  return {
    executable: options.executable,
    async run(input) {
      const executable = options.executable;
      if (executable === null) return { facts: unmeasured("off"), screenshots: {} };
      // No page to load (the home page did not answer): speed could not be measured.
      if (input.pages.length === 0) return { facts: unmeasured("failed"), screenshots: {} };
      const begun = Date.now();
      const stopAt = Math.min(input.deadline, begun + BROWSER_STAGE_TIME_LIMIT_MS);
      const timeLeft = AbortSignal.timeout(Math.max(1, stopAt - begun));
      const signal = AbortSignal.any([input.signal, timeLeft]);
      const pages: BrowserPageFacts[] = [];
      const screenshots: StageResult["screenshots"] = {};
      let release: (() => void) | null = null;
      let userDataDir: string | null = null;
      let child: BrowserChild | null = null;
      let proxy: GuardedProxy | null = null;
      try {
        proxy = await startGuardedProxy(input.policy);
        release = await acquire(signal);
        // A fresh profile for each audit: no cookie, cache or service worker of another site.
        userDataDir = await mkdtemp(path.join(tmpdir(), "audit-browser-"));
        for (const sample of input.pages) {
          if (signal.aborted || stopAt - Date.now() < MIN_STEP_MS) break;
          const facts: BrowserPageFacts = { url: sample.url, role: sample.role, lab: null, opportunities: [], rendered: null, error: null };
          pages.push(facts);
          for (const step of ["measure", "render"] as const satisfies readonly PageStep[]) {
            const left = stopAt - Date.now();
            if (signal.aborted || left < MIN_STEP_MS) {
              facts.error ??= "timeout";
              break;
            }
            if (!child?.alive) child = new BrowserChild(entry);
            const request: PageRequest = {
              type: "page",
              step,
              url: sample.url,
              executable,
              proxyUrl: proxy.url,
              userDataDir,
              screenshots: sample.role === "home",
              loadTimeoutMs: LIGHTHOUSE_LOAD_MS,
            };
            // The byte bound is per load of the page: the screenshots' desktop width loads it again.
            proxy.startPage(step === "render" && request.screenshots ? 2 : 1);
            const outcome = await child.ask(request, Math.min(stepTimeMs[step], left), options.memoryBytes, signal);
            if (proxy.pageCapHit()) {
              // The page sent more than the bound and was cut off mid-load: what this step saw is not the page,
              // and a next load would be cut off too. Figures measured by the step before stay.
              facts.error = "too-large";
              break;
            }
            if ("error" in outcome) {
              facts.error ??= outcome.error;
              log.warn("browser_step_failed", { url: sample.url, step, error: outcome.error, problem: outcome.problem });
              continue;
            }
            const { reply } = outcome;
            if (reply.problem) log.info("browser_step_problem", { url: sample.url, step, problem: reply.problem });
            if (reply.error) facts.error ??= reply.error;
            if (step === "measure") {
              facts.lab = reply.lab;
              facts.opportunities = reply.opportunities;
            } else {
              if (reply.renderedHtml !== null) facts.rendered = await input.readRendered(reply.renderedHtml, sample.url);
              Object.assign(screenshots, reply.screenshots);
            }
          }
          input.onPage?.(pages.length, input.pages.length);
        }
      } catch (error) {
        log.warn("browser_stage_stopped", { error });
      } finally {
        child?.kill();
        release?.();
        await proxy?.close().catch((error: unknown) => log.warn("browser_proxy_close_failed", { error }));
        if (userDataDir) await rm(userDataDir, { recursive: true, force: true }).catch(() => undefined);
      }
      const measured = pages.some((page) => page.lab !== null);
      const facts: BrowserFacts = {
        status: measured ? "measured" : "failed",
        pages,
        screenshots: { mobile: screenshots.mobile !== undefined, desktop: screenshots.desktop !== undefined },
        durationMs: Date.now() - begun,
      };
      log.info("browser_stage_done", {
        pages: pages.length,
        measured: pages.filter((page) => page.lab !== null).length,
        errors: pages.map((page) => page.error).filter((error) => error !== null),
        refused: proxy?.refusals().length ?? 0,
        ms: facts.durationMs,
      });
      return { facts, screenshots };
    },
  };
}
