import { crawlSite, crawlerUserAgent, CRAWL_DEFAULTS } from "~/capabilities/crawl/.server/crawl";
import type { CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import { withOutboundPolicy, type OutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import type { JobKind, JobRun } from "~/.server/jobs/run-job";
import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { throttle } from "~/.server/ndjson-stream";
import { withFetchAgent, type SafeFetchOptions } from "~/.server/safe-fetch";
import type { CrawlCounts, CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import { readLlmsTxt } from "./.server/llms-txt";
import { sameHostLlmsLinks } from "./llms-links";
import { SITE_CRAWL_PURPOSES, type ExistingLlmsTxt, type SiteCrawlLine, type SiteCrawlPurpose } from "./schema";

/**
 * The site crawl behind "Siteyi tara" (sitemap) and "Siteden doldur" (llms.txt) as a durable job
 * (app/.server/jobs): POST /api/site-crawl puts it in line, a worker runs it and stores its lines
 * (the contract is in ./schema.ts): `started`, `progress` at most every PROGRESS_INTERVAL_MS with
 * the page and skipped records found since the last one, then one `result` with the rest.
 *
 * "Durdur" (the job's signal) stops the crawl; the screen has kept what the lines carried.
 * purpose "llms-txt": the site's /llms.txt is read too (text only, at most 1 MB) and its links to
 * the site are checked by the crawl (they count against the page limit).
 */

export const SITE_CRAWL_JOB = "site-crawl";

/** Each line is a row a follower reads on its next poll (every 400 ms): more often would only add writes. */
export const PROGRESS_INTERVAL_MS = 250;

type Services = ApiContext["services"];

export interface SiteCrawlJobInput {
  url: string;
  purpose: SiteCrawlPurpose;
}

function asInput(value: unknown): SiteCrawlJobInput | null {
  if (typeof value !== "object" || value === null) return null;
  const { url, purpose } = value as Partial<SiteCrawlJobInput>;
  if (typeof url !== "string" || !SITE_CRAWL_PURPOSES.some((known) => known === purpose)) return null;
  return { url, purpose: purpose as SiteCrawlPurpose };
}

export interface SiteCrawlJobOptions {
  /** Crawl bounds (tests shorten them); the purpose-specific options are the job's. */
  crawl?: Omit<CrawlOptions, "signal" | "onProgress" | "extraUrls" | "extraUrlsFoundOn" | "fetch">;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

/** The crawl stops itself at its time limit; the llms.txt read and the last lines take a few seconds more. */
export function siteCrawlJob(options: SiteCrawlJobOptions = {}): JobKind<Services> {
  return {
    kind: SITE_CRAWL_JOB,
    timeLimitMs: (options.crawl?.timeLimitMs ?? CRAWL_DEFAULTS.timeLimitMs) + 20_000,
    async run(job, services) {
      const input = asInput(job.input);
      if (!input) throw new Error("site crawl job with an unreadable input");
      // The llms.txt read and the crawl share the job's kept-alive connections (docs/decisions/050).
      await withOutboundPolicy(services, [input.url], (fetch) => withFetchAgent((agent) => crawl(job, input, { ...fetch, agent }, options)));
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

async function crawl(job: JobRun, { url, purpose }: SiteCrawlJobInput, policy: OutboundPolicy["fetch"] & Pick<SafeFetchOptions, "agent">, options: SiteCrawlJobOptions): Promise<void> {
  const write = (line: SiteCrawlLine): void => job.emit(line);
  // A second attempt (its worker died) starts over: the screen drops what the first one sent.
  write({ type: "started" });
  let latest: { counts: CrawlCounts; current: string | null } = { counts: { found: 0, fetched: 0, skipped: 0 }, current: url };
  // Records since the last line: a visitor who stops the crawl keeps what it had found.
  const found: { pages: CrawlPage[]; skipped: SkippedUrl[] } = { pages: [], skipped: [] };
  const progress = throttle(
    () => write({ type: "progress", counts: latest.counts, current: latest.current, pages: found.pages.splice(0), skipped: found.skipped.splice(0) }),
    PROGRESS_INTERVAL_MS,
  );
  progress.flush();
  const started = Date.now();
  try {
    const fetchOptions: SafeFetchOptions = { ...options.fetch, ...policy, userAgent: crawlerUserAgent(options.crawl?.siteUrl), signal: job.signal };
    let llmsTxt: ExistingLlmsTxt | null = null;
    let extraUrls: string[] = [];
    if (purpose === "llms-txt") {
      llmsTxt = await readLlmsTxt(url, fetchOptions);
      if (llmsTxt.text !== null) extraUrls = sameHostLlmsLinks(llmsTxt.text, llmsTxt.url, url);
    }
    const result = await crawlSite(url, {
      ...options.crawl,
      fetch: { ...options.fetch, ...policy },
      signal: job.signal,
      extraUrls,
      extraUrlsFoundOn: llmsTxt?.url ?? null,
      onProgress: (event) => {
        latest = { counts: event.counts, current: event.type === "fetching" ? event.url : latest.current };
        if (event.type === "page") found.pages.push(event.page);
        else if (event.type === "skipped") found.skipped.push(event.skipped);
        progress.schedule();
      },
    });
    latest = { counts: result.counts, current: null };
    progress.flush();
    // The records went out with the progress lines; the result line is the rest.
    const { pages: _pages, skipped: _skipped, ...summary } = result;
    write({ type: "result", result: { crawl: summary, llmsTxt } });
    log.info("site_crawl_done", {
      jobId: job.id,
      host: hostOf(url),
      purpose,
      stopReason: result.stopReason,
      fetched: result.counts.fetched,
      skipped: result.counts.skipped,
      ms: Date.now() - started,
    });
  } catch (error) {
    progress.cancel();
    log.error("site_crawl_failed", { jobId: job.id, host: hostOf(url), purpose, attempt: job.attempt, error });
    // The job runner tries once more, and stores the Turkish error line after the second failure.
    throw error;
  }
}
