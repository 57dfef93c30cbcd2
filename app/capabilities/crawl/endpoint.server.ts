import { crawlSite, crawlerUserAgent } from "~/capabilities/crawl/.server/crawl";
import type { CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import { endpointHandler, firstIssue, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import { admitTargets, outboundJobAdmission } from "~/capabilities/live-check/.server/outbound-jobs";
import type { OutboundPolicy } from "~/capabilities/live-check/.server/outbound-jobs";
import { log } from "~/.server/log";
import { NDJSON_RESPONSE_HEADERS, ndjsonResponse, throttle } from "~/.server/ndjson-stream";
import type { RateLimitRule } from "~/.server/rate-limit";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import type { CrawlCounts, CrawlPage, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import { SITE_CRAWL_API } from "./api-contract";
import { readLlmsTxt } from "./.server/llms-txt";
import { sameHostLlmsLinks } from "./llms-links";
import { SITE_CRAWL_MESSAGES, siteCrawlRateLimitMessage } from "./messages.content";
import { siteCrawlRequestSchema } from "./schema";
import type { ExistingLlmsTxt, SiteCrawlLine, SiteCrawlPurpose } from "./schema";

/**
 * POST /api/site-crawl `{ url, purpose }`: crawls the visitor's site (app/.server/crawler, every
 * request through the SSRF-safe fetcher) and streams the crawl as NDJSON (the contract is in
 * ./schema.ts; docs/decisions/024-site-crawl-endpoint.md says why a POST stream and not SSE).
 *
 * - Limits: CRAWL_RATE_LIMIT crawls per client address an hour (in the database, shared by
 *   replicas) and one of the CRAWL_MAX_JOBS slots this process shares between crawls and live
 *   checks (503 "busy" with Retry-After beyond it; a refused request does not use up the
 *   visitor's hourly quota).
 * - Stream: one `progress` line at once, then at most one every PROGRESS_INTERVAL_MS while the
 *   crawl runs, a last `progress`, then one `result` (the partial result after a limit) or one
 *   `error` (app/.server/ndjson-stream.ts). Page and skipped records travel once, in the
 *   progress lines; the result line carries the rest of the crawl's result.
 * - Cancel: the visitor going away (the request's signal, aborted by the server adapter) or the
 *   stream being cancelled aborts the crawl and every request it has in flight.
 * - purpose "llms-txt": the site's /llms.txt is read too (text only, at most 1 MB) and its links
 *   to the site are checked by the crawl (they count against the page limit).
 */

export const PROGRESS_INTERVAL_MS = 100;

/** Per client address: CRAWL_RATE_LIMIT crawls an hour (10 by default). */
export function siteCrawlRateLimit(limit: number): RateLimitRule {
  return { bucket: "site-crawl", limit, windowMs: 60 * 60_000 };
}

export const SITE_CRAWL_RESPONSE_HEADERS = NDJSON_RESPONSE_HEADERS;

export interface SiteCrawlEndpointOptions {
  /** Crawl bounds (tests shorten them); the purpose-specific options are the endpoint's. */
  crawl?: Omit<CrawlOptions, "signal" | "onProgress" | "extraUrls" | "extraUrlsFoundOn" | "fetch">;
  /** Resolver and connection hook (tests); the allow-list always comes from ANALYZER_ALLOWED_HOSTS. */
  fetch?: Pick<SafeFetchOptions, "lookup" | "beforeConnect">;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** POST /api/site-crawl: the contract, its schema, the rate limit and job slot, and the handler. */
export function siteCrawlServerEndpoint(options: SiteCrawlEndpointOptions = {}) {
  return serverEndpoint({
    contract: SITE_CRAWL_API,
    parse: { schema: siteCrawlRequestSchema, invalid: firstIssue(SITE_CRAWL_MESSAGES.invalidUrl) },
    rateLimit: outboundJobAdmission({
      rule: (env) => siteCrawlRateLimit(env.CRAWL_RATE_LIMIT),
      rateLimitMessage: siteCrawlRateLimitMessage,
      busyMessage: SITE_CRAWL_MESSAGES.busy,
      busyEvent: "site_crawl_busy",
    }),
    handle: async ({ input: { url, purpose }, request, context: { services }, release }) => {
      const targets = await admitTargets(services, release, [url]);
      if (!targets.ok) return targets.response;
      const { policy } = targets;
      return ndjsonResponse<SiteCrawlLine>(
        request.signal,
        // The unused budget goes back before the stream ends (and before the slot is free).
        (signal, write) => runCrawl(url, purpose, policy.fetch, options, signal, write).finally(policy.release),
        release,
      );
    },
  });
}

/** The handler of POST /api/site-crawl. */
export function createSiteCrawlEndpoint(options: SiteCrawlEndpointOptions = {}): ApiHandler {
  return endpointHandler(siteCrawlServerEndpoint(options));
}

async function runCrawl(
  url: string,
  purpose: SiteCrawlPurpose,
  policy: OutboundPolicy["fetch"],
  options: SiteCrawlEndpointOptions,
  signal: AbortSignal,
  write: (line: SiteCrawlLine) => void,
): Promise<void> {
  let latest: { counts: CrawlCounts; current: string | null } = { counts: { found: 0, fetched: 0, skipped: 0 }, current: url };
  // Records since the last line: a visitor who stops the crawl keeps what it had found.
  const found: { pages: CrawlPage[]; skipped: SkippedUrl[] } = { pages: [], skipped: [] };
  const progress = throttle(
    () => write({ type: "progress", counts: latest.counts, current: latest.current, pages: found.pages.splice(0), skipped: found.skipped.splice(0) }),
    PROGRESS_INTERVAL_MS,
  );
  // A line at once, so the visitor's browser gets the headers before the first page is in.
  progress.flush();
  const started = Date.now();
  try {
    const fetchOptions: SafeFetchOptions = { ...options.fetch, ...policy, userAgent: crawlerUserAgent(options.crawl?.siteUrl), signal };
    let llmsTxt: ExistingLlmsTxt | null = null;
    let extraUrls: string[] = [];
    if (purpose === "llms-txt") {
      llmsTxt = await readLlmsTxt(url, fetchOptions);
      if (llmsTxt.text !== null) extraUrls = sameHostLlmsLinks(llmsTxt.text, llmsTxt.url, url);
    }
    const crawl = await crawlSite(url, {
      ...options.crawl,
      fetch: { ...options.fetch, ...policy },
      signal,
      extraUrls,
      extraUrlsFoundOn: llmsTxt?.url ?? null,
      onProgress: (event) => {
        latest = { counts: event.counts, current: event.type === "fetching" ? event.url : latest.current };
        if (event.type === "page") found.pages.push(event.page);
        else if (event.type === "skipped") found.skipped.push(event.skipped);
        progress.schedule();
      },
    });
    latest = { counts: crawl.counts, current: null };
    progress.flush();
    // The records went out with the progress lines; the result line is the rest.
    const { pages: _pages, skipped: _skipped, ...summary } = crawl;
    write({ type: "result", result: { crawl: summary, llmsTxt } });
    log.info("site_crawl_done", {
      host: hostOf(url),
      purpose,
      stopReason: crawl.stopReason,
      fetched: crawl.counts.fetched,
      skipped: crawl.counts.skipped,
      ms: Date.now() - started,
    });
  } catch (error) {
    progress.cancel();
    log.error("site_crawl_failed", { host: hostOf(url), purpose, error: String(error) });
    write({ type: "error", code: "internal", error: SITE_CRAWL_MESSAGES.unexpected });
  }
}

/** POST /api/site-crawl as the site serves it. */
export const siteCrawlEndpoint = siteCrawlServerEndpoint();
