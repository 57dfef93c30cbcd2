import { cpuTurns } from "~/.server/cpu-turns";
import { effectivePort, type SafeFetchOptions } from "~/.server/safe-fetch";
import { crawlerUserAgent, type CrawlOptions } from "~/capabilities/crawl/.server/crawl";

/** What a probe takes of the audit's crawl options. */
export type ProbeCrawlOptions = Pick<CrawlOptions, "fetch" | "siteUrl" | "signal">;

/**
 * How long the requests after the crawl may take in all. The job's time limit leaves 30 s after a
 * crawl that used its whole time (features/site-audit/job.server.ts), and the rules and the
 * storing need a few of them; past this, what has not answered is unchecked (it proves nothing and
 * fails no rule).
 */
export const PROBES_TOTAL_MS = 25_000;

/**
 * The settings of one more request to the audited site after its crawl: the crawl's fetch settings
 * (SSRF and port policy, the target host's hourly budget), the home page's port, our crawler's user
 * agent, the audit's signal (its cancel and the probes' deadline) and `timeoutMs`. Every probe
 * builds its requests from here, so none can leave a part of the policy out.
 */
export function probeFetchOptions(homeUrl: string, crawl: ProbeCrawlOptions, timeoutMs: number): SafeFetchOptions {
  const fetch = crawl.fetch ?? {};
  return {
    ...fetch,
    allowPorts: [effectivePort(new URL(homeUrl)), ...(fetch.allowPorts ?? [])],
    userAgent: crawlerUserAgent(crawl.siteUrl),
    timeoutMs,
    ...(crawl.signal ? { signal: crawl.signal } : {}),
  };
}

/** `signal` (the audit's cancel), aborted as well once `ms` have passed: a group of probes' time in all. */
export function withTimeLimit(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const deadline = AbortSignal.timeout(ms);
  return signal ? AbortSignal.any([signal, deadline]) : deadline;
}

/** Runs the tasks, `concurrency` at a time, giving the event loop its turn between them. */
export async function runPooled(tasks: readonly (() => Promise<void>)[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let task = tasks[next++]; task; task = tasks[next++]) {
      await task();
      await cpuTurns.takeTurnIfDue();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}
