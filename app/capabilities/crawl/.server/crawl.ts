import { SITE_URL } from "~/site/site-url";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";
import { minResolvedLength } from "~/capabilities/url/resolve-link";
import { robotsCompiler, robotsLines } from "~/capabilities/robots-txt/match";
import type { CompiledRobots } from "~/capabilities/robots-txt/match";
import {
  ByteBudget,
  ByteBudgetExceeded,
  HTML_CONTENT_TYPES,
  SafeFetchError,
  ROBOTS_MAX_BYTES,
  FetchAgent,
  effectivePort,
  fetchRobotsTxt,
  getHeader,
  isAllowedPort,
  mediaType,
  safeFetch,
} from "~/.server/safe-fetch";
import type { RobotsFetchResult, SafeFetchOptions, SafeFetchResult } from "~/.server/safe-fetch";
import { cpuTurns } from "~/.server/cpu-turns";
import { crawlDelayReader } from "./crawl-delay";
import { parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";
import { type FullFor, type LinkSink, canonicalFromLinkHeader, extractPageInTurns, normaliseDate } from "./page";
import { SITEMAP_DEFAULTS, readSitemaps, sitemapUrlsFromRobots } from "./sitemaps";
import type {
  CrawlCounts,
  CrawlNotKept,
  CrawlPage,
  CrawlProgress,
  CrawlResult,
  LastmodEvidence,
  ReadSitemapsResult,
  RobotsRecord,
  SkipReason,
  SkippedUrl,
  StopReason,
  UrlSource,
} from "~/capabilities/crawl/site-crawl";

/**
 * The site crawler shared by the live tools (sitemap "Siteyi tara", llms.txt "Siteden doldur",
 * live hreflang/canonical/meta checks). docs/decisions/023-site-crawler.md says why it is our
 * own loop on `safeFetch` and how it could move to a queue.
 *
 * API: `crawlSite(startUrl, options)` returns a promise of the full `CrawlResult`; progress is
 * reported through `options.onProgress` while it runs (a callback, so an endpoint can write
 * each event to a stream as it comes, and a queue worker could store them). The promise never
 * rejects for what happens on the site: cancel (`options.signal`), the time limit, the byte
 * budget and every fetch error end up in the result, which keeps everything found so far.
 * It rejects only for an invalid start URL (`SafeFetchError` "invalid_url"/"unsupported_protocol").
 *
 * Rules:
 * - Scope: the start URL's host and its `www.` twin, http or https, on 80, 443, the start URL's
 *   port or one of `fetch.allowPorts` (the fetcher's port policy). Other hosts, and other ports
 *   of the same host (a page could point us at its host's :25 or :6379), are recorded as skipped
 *   "off-host" (detail "blocked_port" for a port), never fetched.
 * - Sources: `<a href>` links (not rel=nofollow; none from a page whose meta robots or
 *   X-Robots-Tag says nofollow) and the site's own sitemaps (robots.txt `Sitemap:` lines, else
 *   /sitemap.xml; see sitemaps.ts for their bounds). Links come first: a URL found only in a
 *   sitemap is read when no linked URL is waiting, and a link to a sitemap URL still waiting moves
 *   it ahead. So a sitemap larger than `maxPages` does not crowd out the link graph (the audit's
 *   orphan rule needs it), and `linksExhausted` says whether the link graph was read to its end.
 * - robots.txt is read once per origin; URLs it disallows for `PusulaDijitalBot` are never
 *   requested. A robots.txt answering 5xx or not at all means "disallow everything" (RFC 9309).
 * - Politeness: at most `concurrency` (≤ 4) requests at a time for the whole job, which is also
 *   the per-host bound. `Crawl-delay` spaces the requests to an origin, capped at
 *   `maxCrawlDelayMs` (2 s): a site asking for 10 s would otherwise make 500 pages an 80-minute
 *   job, and the job's time limit stops us long before we could be a burden at 2 s.
 * - Pages are read once with GET (no HEAD); non-HTML answers are dropped after their headers.
 * - Bounds per job: `maxPages` (500) requested pages, `timeLimitMs` (60 s), `maxTotalBytes`
 *   (50 MB) read, pages and sitemaps together. Bytes are charged to one ByteBudget as they are
 *   read (the live checks' rule too), so the total holds with four requests in flight, and
 *   requests in flight never spend the budget before they read anything.
 * - What a job keeps is bounded too, since a small page can name many long URLs: links longer
 *   than URL_MAX_LENGTH are dropped, each page record lists at most `maxKeptLinksPerPage` links
 *   and the job's records `maxKeptLinkChars` characters of links in all, at most `maxFoundUrls`
 *   URLs are queued and `maxSkippedRecords` skipped URLs of `maxSkippedChars` in all listed (and reported through
 *   `onProgress`); beyond them only counts grow (`notKept`, `skippedNotListed`).
 * - A URL is read once: a request whose redirect reaches a URL another request was queued for or
 *   redirected through (in flight or done) stops there, and a queued URL that a redirect has
 *   reached is not requested; either records the other request's answer under its own URL.
 */

export const CRAWLER_PRODUCT_TOKEN = "PusulaDijitalBot";

export function crawlerUserAgent(siteUrl: string = SITE_URL): string {
  return `${CRAWLER_PRODUCT_TOKEN}/1.0 (+${siteUrl.replace(/\/+$/, "")}/seo-araclari)`;
}

export const CRAWL_DEFAULTS = {
  maxPages: 500,
  timeLimitMs: 60_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxBytesPerPage: 5 * 1024 * 1024,
  /** Sitemap files may be larger than pages (the protocol allows 50 MB uncompressed). */
  maxBytesPerSitemap: 10 * 1024 * 1024,
  requestTimeoutMs: 10_000,
  concurrency: 4,
  maxCrawlDelayMs: 2_000,
  /** Skipped URLs kept (and reported) one by one; beyond this only the counts grow. */
  maxSkippedRecords: 5_000,
  /**
   * Characters of addresses (the URL and the page it was found on) in the listed skipped records:
   * 5,000 records of ordinary addresses are under 1 M; 2,048-character ones stop at ~500.
   */
  maxSkippedChars: 2_000_000,
  /** Links listed in one page record (in-scope followable and nofollow ones together). */
  maxKeptLinksPerPage: 500,
  /**
   * Characters of links in all page records of a job: a 500-page site of 150 links of 70
   * characters each is 5 M; 2,048-character links stop at ~5,000.
   */
  maxKeptLinkChars: 10_000_000,
  /** In-scope URLs a job queues (links and sitemap entries); it requests at most `maxPages`. */
  maxFoundUrls: 10_000,
} as const;

/** Politeness is not configurable upwards. */
export const MAX_CONCURRENCY = 4;

export interface CrawlOptions {
  maxPages?: number;
  timeLimitMs?: number;
  maxTotalBytes?: number;
  maxBytesPerPage?: number;
  maxBytesPerSitemap?: number;
  requestTimeoutMs?: number;
  /** 1..4. */
  concurrency?: number;
  maxCrawlDelayMs?: number;
  maxSkippedRecords?: number;
  maxSkippedChars?: number;
  maxKeptLinksPerPage?: number;
  maxKeptLinkChars?: number;
  maxFoundUrls?: number;
  /** Read the site's sitemaps too (default true). */
  sitemaps?: boolean;
  sitemapLimits?: {
    maxEntriesPerFile?: number;
    maxUrls?: number;
    maxFiles?: number;
    maxUncompressedBytes?: number;
    maxUncompressedBytesPerJob?: number;
  };
  /** Origin named in the user agent (default SITE_URL). */
  siteUrl?: string;
  /**
   * More URLs to check besides what the crawl finds (the links of the site's own llms.txt),
   * queued right after the start URL. Off-host ones are skipped like any link; the ones fetched
   * count against `maxPages`.
   */
  extraUrls?: readonly string[];
  /** Recorded as `foundOn` of the extra URLs (e.g. the llms.txt that lists them). */
  extraUrlsFoundOn?: string | null;
  signal?: AbortSignal;
  onProgress?: (event: CrawlProgress) => void;
  /**
   * Handed every HTML page the crawl reads, with its body, before its record is added, and
   * awaited (so a reader can go through the body in event-loop turns). The crawl keeps nothing of
   * the body itself; the site audit reads its own records from it.
   */
  onHtmlPage?: (page: CrawledHtmlPage) => Promise<void>;
  /**
   * Product tokens besides ours whose robots.txt verdict on each origin's home page the robots
   * records report (`homeAllowedFor`), e.g. "googlebot" for the audit.
   */
  robotsVerdictsFor?: readonly string[];
  /**
   * Handed each origin's robots.txt rules for the tokens of `robotsVerdictsFor` once it is read
   * (an empty map when robots.txt is missing or unreachable, which `kind` tells apart), so a caller
   * can judge other URLs by another bot's verdict (the audit: sitemap URLs closed to Googlebot).
   */
  onRobotsRules?: (origin: string, kind: RobotsRecord["kind"], rules: ReadonlyMap<string, CompiledRobots>) => void;
  /**
   * Fetcher settings passed through: tests inject a resolver and the loopback allow-list. With
   * `agent`, the crawl uses the caller's connections (an audit's, whose probes follow) and leaves
   * closing them to the caller; without, it keeps its own for the job and closes them at its end.
   */
  fetch?: Pick<SafeFetchOptions, "lookup" | "allowHosts" | "allowPorts" | "beforeConnect" | "beforeRequest" | "agent">;
}

/** An HTML page as read, for `onHtmlPage`. */
export interface CrawledHtmlPage {
  url: string;
  finalUrl: string;
  status: number;
  redirects: string[];
  source: UrlSource;
  foundOn: string | null;
  headers: Record<string, string | string[]>;
  body: string;
  /** Bytes as sent (before decoding to text). */
  transferBytes: number;
  ttfbMs: number;
}

class JobStopped extends Error {}

/**
 * One page request's hold on the URLs it reads: the one it was queued for and every redirect hop.
 * Another request reaching one of them takes its answer instead of reading it again.
 */
interface Claim {
  running: boolean;
  /** The record the request produced, if it produced one. */
  page: CrawlPage | null;
  /** Requests that reached one of its URLs while it ran: recorded (or queued again) when it ends. */
  waiters: ClaimWaiter[];
}

interface ClaimWaiter {
  item: QueueItem;
  /** The URLs that answered the waiter with a redirect, the requested one first. */
  hops: string[];
  /** The claimed URL it reached. */
  at: string;
}

/** Thrown from the connection hook: a redirect reached a URL another request has claimed. */
class ClaimedElsewhere extends Error {
  constructor(
    readonly claim: Claim,
    readonly waiter: Omit<ClaimWaiter, "item">,
  ) {
    super("claimed elsewhere");
  }
}

/** Site-given text kept in a skipped record (a robots rule, a content type) is cut to this. */
const MAX_DETAIL_CHARS = 512;

function twinHosts(hostname: string): Set<string> {
  const bare = hostname.toLowerCase().replace(/^www\./, "");
  return new Set([bare, `www.${bare}`]);
}

function headerValues(headers: SafeFetchResult["headers"], name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : value;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new JobStopped());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new JobStopped());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/** A line `sitemapUrlsFromRobots` may read a URL from (it checks the rest). */
const SITEMAP_LINE = /^\s*sitemap\s*:/i;

/**
 * robots.txt read once for the crawler: its rules compiled (`compileRobots`), its Crawl-delay and
 * its Sitemap lines, from one walk over its lines in slices, with a turn of the event loop
 * between them.
 */
async function readRobotsInTurns(
  robotsTxt: string,
  origin: string,
  verdictsFor: readonly string[],
): Promise<
  Pick<OriginState, "rules" | "sitemapLines"> & { crawlDelay: number | null; homeAllowedFor: Record<string, boolean>; rulesFor: Map<string, CompiledRobots> }
> {
  const compiler = robotsCompiler(CRAWLER_PRODUCT_TOKEN);
  const others = verdictsFor.map((token) => [token, robotsCompiler(token)] as const);
  const delay = crawlDelayReader(CRAWLER_PRODUCT_TOKEN);
  const sitemapLines: string[] = [];
  for (const line of robotsLines(robotsTxt)) {
    compiler.line(line);
    for (const [, other] of others) other.line(line);
    delay.line(line);
    if (SITEMAP_LINE.test(line)) sitemapLines.push(line);
    await cpuTurns.takeTurnIfDue();
  }
  const crawlDelay = delay.done();
  const homeAllowedFor: Record<string, boolean> = {};
  const rulesFor = new Map<string, CompiledRobots>();
  for (const [token, other] of others) {
    await cpuTurns.takeTurn();
    const compiled = other.done();
    rulesFor.set(token, compiled);
    homeAllowedFor[token] = compiled.match(`${origin}/`).allowed;
  }
  await cpuTurns.takeTurn();
  return { rules: compiler.done(), crawlDelay, sitemapLines: sitemapLines.join("\n"), homeAllowedFor, rulesFor };
}

interface OriginState {
  robots: RobotsFetchResult;
  /** robots.txt read once for the crawler's token; null when there is none to obey. */
  rules: CompiledRobots | null;
  /** Its `Sitemap:` lines, for `sitemapUrlsFromRobots`. */
  sitemapLines: string;
  delayMs: number;
  nextStart: number;
}

type Place = "on-host" | "off-host" | "blocked-port";

interface QueueItem {
  url: string;
  source: UrlSource;
  foundOn: string | null;
  /** Queued again after the request it waited for failed: read without taking any claim's answer. */
  retry?: boolean;
}

export async function crawlSite(startUrl: string, options: CrawlOptions = {}): Promise<CrawlResult> {
  const started = Date.now();
  const maxPages = options.maxPages ?? CRAWL_DEFAULTS.maxPages;
  const maxTotalBytes = options.maxTotalBytes ?? CRAWL_DEFAULTS.maxTotalBytes;
  const maxBytesPerPage = options.maxBytesPerPage ?? CRAWL_DEFAULTS.maxBytesPerPage;
  const maxBytesPerSitemap = options.maxBytesPerSitemap ?? CRAWL_DEFAULTS.maxBytesPerSitemap;
  const requestTimeoutMs = options.requestTimeoutMs ?? CRAWL_DEFAULTS.requestTimeoutMs;
  const concurrency = Math.max(1, Math.min(MAX_CONCURRENCY, options.concurrency ?? CRAWL_DEFAULTS.concurrency));
  const maxCrawlDelayMs = options.maxCrawlDelayMs ?? CRAWL_DEFAULTS.maxCrawlDelayMs;
  const maxSkippedRecords = options.maxSkippedRecords ?? CRAWL_DEFAULTS.maxSkippedRecords;
  const maxSkippedChars = options.maxSkippedChars ?? CRAWL_DEFAULTS.maxSkippedChars;
  let skippedChars = 0;
  const maxKeptLinksPerPage = options.maxKeptLinksPerPage ?? CRAWL_DEFAULTS.maxKeptLinksPerPage;
  const maxKeptLinkChars = options.maxKeptLinkChars ?? CRAWL_DEFAULTS.maxKeptLinkChars;
  const maxFoundUrls = options.maxFoundUrls ?? CRAWL_DEFAULTS.maxFoundUrls;
  const userAgent = crawlerUserAgent(options.siteUrl);

  let start: URL;
  try {
    start = new URL(startUrl);
  } catch (cause) {
    throw new SafeFetchError("invalid_url", "invalid start URL", { cause, detail: startUrl });
  }
  if (start.protocol !== "http:" && start.protocol !== "https:") {
    throw new SafeFetchError("unsupported_protocol", "unsupported protocol", { detail: start.protocol });
  }
  start.hash = "";
  const hosts = twinHosts(start.hostname);
  const portPolicy = { allowHosts: options.fetch?.allowHosts ?? [], allowPorts: [effectivePort(start), ...(options.fetch?.allowPorts ?? [])] };
  const isOnHostAnyPort = (u: URL): boolean => (u.protocol === "http:" || u.protocol === "https:") && hosts.has(u.hostname.toLowerCase());
  const parse = (url: string): URL | null => {
    try {
      return new URL(url);
    } catch {
      return null;
    }
  };
  /** Crawled ("on-host"), or skipped as another host's or as a port of ours the policy refuses. */
  const placeOf = (u: URL | null): Place => (u === null || !isOnHostAnyPort(u) ? "off-host" : isAllowedPort(u, portPolicy) ? "on-host" : "blocked-port");
  const isOnHost = (url: string): boolean => placeOf(parse(url)) === "on-host";

  // One controller for the job: cancel, time limit and byte budget all abort it, and with it
  // every request in flight (each safeFetch gets its signal).
  const controller = new AbortController();
  // Widened on purpose: `stop()` assigns it from callbacks, which narrowing does not see.
  let stopReason = "done" as StopReason;
  const stop = (reason: StopReason): void => {
    if (controller.signal.aborted) return;
    stopReason = reason;
    controller.abort(new JobStopped(reason));
  };
  const onCancel = (): void => stop("cancelled");
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener("abort", onCancel, { once: true });
  const timer = setTimeout(() => stop("time-limit"), options.timeLimitMs ?? CRAWL_DEFAULTS.timeLimitMs);
  // The job's kept-alive connections (docs/decisions/050): closed below however the crawl ends.
  const ownAgent = options.fetch?.agent ? null : new FetchAgent();
  const agent = options.fetch?.agent ?? (ownAgent as FetchAgent);

  const pages: CrawlPage[] = [];
  const skipped: SkippedUrl[] = [];
  let skippedCount = 0;
  let skippedNotListed = 0;
  let skippedForLimit = false;
  const notKept: CrawlNotKept = { longLinks: 0, pageLinks: 0, urls: 0 };
  let keptLinkChars = 0;
  const seen = new Set<string>();
  /** The first claim on each URL a page request was queued for or redirected through. */
  const claims = new Map<string, Claim>();
  const claimOf = new WeakMap<QueueItem, Claim>();
  const skippedOffHost = new Set<string>();
  /** URLs found through links (and the start URL, extra URLs, retries): read first. */
  const queue: QueueItem[] = [];
  let queueHead = 0;
  /**
   * URLs found only in the sitemaps: read when no link is waiting. Read first in first out behind
   * the links, a sitemap larger than the page budget would fill the budget before the home page's
   * links were followed, and the audit would know nothing of the site's link graph.
   */
  const sitemapQueue: QueueItem[] = [];
  let sitemapHead = 0;
  /** Sitemap URLs still waiting in `sitemapQueue`: a link to one moves it to `queue`. */
  const sitemapPending = new Map<string, QueueItem>();
  /** A URL found through a link was left unread (a bound ended the job, or no room to queue it). */
  let linksCut = false;
  const origins = new Map<string, Promise<OriginState>>();
  const robotsRecords: RobotsRecord[] = [];
  // Spent: the job stops at once, aborting the other requests in flight.
  const budget = new ByteBudget(maxTotalBytes, () => stop("byte-limit"));
  let pagesStarted = 0;

  const counts = (): CrawlCounts => ({ found: seen.size, fetched: pages.length, skipped: skippedCount });
  const emit = (event: CrawlProgress): void => {
    try {
      options.onProgress?.(event);
    } catch {
      // A failing listener (closed stream) must not break the job; cancel is the signal's job.
    }
  };
  /** Skipped URLs past the listed records: counted only; the next event's counts carry them. */
  const countUnlisted = (count: number): void => {
    skippedCount += count;
    skippedNotListed += count;
  };
  const skip = (entry: Omit<SkippedUrl, "contentType" | "detail"> & Partial<SkippedUrl>): void => {
    if (entry.reason === "limit") skippedForLimit = true;
    // A sitemap named in robots.txt or a redirect target may be longer than any link kept.
    const foundOn = entry.foundOn !== null && entry.foundOn.length <= URL_MAX_LENGTH ? entry.foundOn : null;
    const chars = entry.url.length + (foundOn?.length ?? 0);
    if (skipped.length >= maxSkippedRecords || skippedChars + chars > maxSkippedChars) return countUnlisted(1);
    skippedCount += 1;
    skippedChars += chars;
    const record: SkippedUrl = {
      ...entry,
      detail: entry.detail?.slice(0, MAX_DETAIL_CHARS) ?? null,
      contentType: entry.contentType?.slice(0, MAX_DETAIL_CHARS) ?? null,
      foundOn,
    };
    skipped.push(record);
    emit({ type: "skipped", url: record.url, skipped: record, counts: counts() });
  };

  const chargeRequest = options.fetch?.beforeRequest;
  const baseFetch = (maxBytes: number): SafeFetchOptions => ({
    ...options.fetch,
    ...portPolicy,
    // A spent per-target-host budget ends the job: every later request would be refused too.
    ...(chargeRequest
      ? {
          beforeRequest: async (url: URL, signal: AbortSignal): Promise<void> => {
            try {
              await chargeRequest(url, signal);
            } catch (error) {
              if (error instanceof SafeFetchError && error.code === "host_budget") stop("host-budget");
              throw error;
            }
          },
        }
      : {}),
    userAgent,
    timeoutMs: requestTimeoutMs,
    maxBytes,
    budget,
    signal: controller.signal,
    keepRawBody: true,
    agent,
  });

  /** Stops the job when the budget has nothing left; true when it did (or it was already stopped). */
  const budgetSpent = (): boolean => {
    if (budget.exhausted) stop("byte-limit");
    return controller.signal.aborted;
  };

  const originState = (origin: string): Promise<OriginState> => {
    let state = origins.get(origin);
    if (!state) {
      state = (async () => {
        if (budgetSpent()) throw new JobStopped();
        const robots = await fetchRobotsTxt(origin, { ...baseFetch(ROBOTS_MAX_BYTES), keepRawBody: false });
        if (budgetSpent()) throw new JobStopped();
        const read = robots.kind === "found" ? await readRobotsInTurns(robots.body, origin, options.robotsVerdictsFor ?? []) : null;
        const rules = read?.rules ?? null;
        const declared = read?.crawlDelay ?? null;
        const delayMs = Math.min(maxCrawlDelayMs, Math.round((declared ?? 0) * 1000));
        robotsRecords.push({
          origin,
          kind: robots.kind,
          crawlDelaySeconds: declared,
          appliedDelayMs: delayMs,
          sitemapLines: read?.sitemapLines.split("\n").filter(Boolean).length ?? 0,
          ...(options.robotsVerdictsFor ? { homeAllowedFor: read?.homeAllowedFor ?? {} } : {}),
        });
        options.onRobotsRules?.(origin, robots.kind, read?.rulesFor ?? new Map());
        await cpuTurns.takeTurn();
        if (controller.signal.aborted) throw new JobStopped();
        return { robots, rules, sitemapLines: read?.sitemapLines ?? "", delayMs, nextStart: Date.now() + delayMs };
      })();
      origins.set(origin, state);
    }
    return state;
  };

  /** Waits for the origin's Crawl-delay slot. */
  const gate = async (state: OriginState): Promise<void> => {
    if (state.delayMs === 0) return;
    const now = Date.now();
    const at = Math.max(now, state.nextStart);
    state.nextStart = at + state.delayMs;
    await sleep(at - now, controller.signal);
  };

  /** Queues `url`, or records it as skipped off-host; `place` when the caller has parsed it already. */
  const enqueue = (url: string, source: UrlSource, foundOn: string | null, place?: Place): void => {
    if (seen.has(url)) {
      // Listed in a sitemap and linked too: read it among the links, as found through the link.
      if (source !== "sitemap" && sitemapPending.delete(url)) queue.push({ url, source, foundOn });
      return;
    }
    const where = place ?? placeOf(parse(url));
    if (where !== "on-host") {
      if (skippedOffHost.has(url)) return;
      // Beyond the listed records the set stops growing, so a repeated link may count again.
      if (skippedOffHost.size < maxSkippedRecords) skippedOffHost.add(url);
      skip({ url, reason: "off-host", foundOn, detail: where === "blocked-port" ? "blocked_port" : null });
      return;
    }
    if (seen.size >= maxFoundUrls) {
      notKept.urls += 1;
      if (source !== "sitemap") linksCut = true;
      return;
    }
    seen.add(url);
    if (source !== "sitemap") return void queue.push({ url, source, foundOn });
    const item: QueueItem = { url, source, foundOn };
    sitemapQueue.push(item);
    sitemapPending.set(url, item);
  };

  /** The next URL to read: a linked one first, else a sitemap one still waiting. */
  const nextItem = (): QueueItem | undefined => {
    const linked = queue[queueHead];
    if (linked !== undefined) {
      queueHead += 1;
      return linked;
    }
    while (sitemapHead < sitemapQueue.length) {
      const item = sitemapQueue[sitemapHead];
      sitemapHead += 1;
      // Moved to the links' queue since.
      if (item !== undefined && sitemapPending.get(item.url) === item) {
        sitemapPending.delete(item.url);
        return item;
      }
    }
    return undefined;
  };

  /** Connection hook of a page request: claims each hop, and stops at one claimed elsewhere. */
  const claimHops = (item: QueueItem): NonNullable<SafeFetchOptions["beforeConnect"]> => {
    const hops: string[] = [];
    return (info) => {
      const url = info.url.split("#")[0] ?? info.url;
      const claim = claimOf.get(item);
      const held = claims.get(url);
      // A claim that ended without a record (an error, robots) gives nothing to take.
      if (hops.length > 0 && !item.retry && held !== undefined && held !== claim && (held.running || held.page !== null)) {
        throw new ClaimedElsewhere(held, { hops: [...hops], at: url });
      }
      hops.push(url);
      if (claim !== undefined && !claims.has(url)) claims.set(url, claim);
      options.fetch?.beforeConnect?.(info);
    };
  };

  /** The record of `item` whose request reached `at`, a URL of `page`'s request: that answer, under its own URL. */
  const recordFromClaim = ({ item, hops, at }: ClaimWaiter, page: CrawlPage): void => {
    const rest = page.redirects.indexOf(at);
    addPage({
      ...page,
      url: item.url,
      redirects: [...hops, ...(rest >= 0 ? page.redirects.slice(rest) : [])],
      // Listed on the claiming request's record already.
      internalLinks: [],
      nofollowLinks: [],
      linksNotKept: 0,
      bytes: 0,
      source: item.source,
      foundOn: item.foundOn,
    });
  };

  /**
   * Reads `item` unless another request has claimed its URL (reached it through a redirect): then
   * that request's answer is recorded for it, at once or when that request ends.
   */
  const fetchPage = async (item: QueueItem): Promise<void> => {
    const held = item.retry ? undefined : claims.get(item.url);
    if (held?.running) return void held.waiters.push({ item, hops: [], at: item.url });
    if (held?.page) return recordFromClaim({ item, hops: [], at: item.url }, held.page);
    const claim: Claim = { running: true, page: null, waiters: [] };
    claimOf.set(item, claim);
    if (!claims.has(item.url)) claims.set(item.url, claim);
    try {
      await readPage(item);
    } catch (error) {
      if (!(error instanceof ClaimedElsewhere)) throw error;
      if (error.claim.running) error.claim.waiters.push({ item, ...error.waiter });
      else if (error.claim.page !== null) recordFromClaim({ item, ...error.waiter }, error.claim.page);
      // It ended without a record while this request unwound.
      else queue.push({ ...item, retry: true });
    } finally {
      claim.running = false;
      for (const waiter of claim.waiters.splice(0)) {
        if (claim.page !== null) recordFromClaim(waiter, claim.page);
        // Nothing to take (the request failed): the waiter reads its URL itself, to the end.
        else queue.push({ ...waiter.item, retry: true });
      }
    }
  };

  const errorCode = (error: unknown): string => (error instanceof SafeFetchError ? error.code : "network");

  // Skipping URLs (robots, off-host, the page limit) and reading links run thousands of steps in a
  // row whose awaits yield only to microtasks: each step takes a turn of the loop when due.
  const yieldIfDue = cpuTurns.takeTurnIfDue;

  const readPage = async (item: QueueItem): Promise<void> => {
    const origin = new URL(item.url).origin;
    const state = await originState(origin);
    if (state.robots.kind === "unreachable") {
      skip({ url: item.url, reason: "error", detail: `robots.txt: ${state.robots.error.code}`, foundOn: item.foundOn });
      return;
    }
    // The page limit first: past it, the rest of the queue is only recorded, never matched.
    if (pagesStarted >= maxPages) {
      if (item.source !== "sitemap") linksCut = true;
      skip({ url: item.url, reason: "limit", detail: "pages", foundOn: item.foundOn });
      return;
    }
    if (state.rules) {
      const verdict = state.rules.match(item.url);
      if (!verdict.allowed) {
        const rule = verdict.rule ? `Disallow: ${verdict.rule.path} (line ${verdict.rule.line})` : null;
        skip({ url: item.url, reason: "robots", detail: rule, foundOn: item.foundOn });
        return;
      }
    }
    pagesStarted += 1;
    if (budgetSpent()) throw new JobStopped();
    try {
      await gate(state);
      emit({ type: "fetching", url: item.url, counts: counts() });
      let response: SafeFetchResult;
      try {
        response = await safeFetch(item.url, { ...baseFetch(maxBytesPerPage), acceptContentTypes: HTML_CONTENT_TYPES, beforeConnect: claimHops(item) });
      } catch (error) {
        if (controller.signal.aborted || error instanceof ByteBudgetExceeded) throw new JobStopped();
        if (error instanceof ClaimedElsewhere) throw error;
        if (error instanceof SafeFetchError && error.code === "not_html") {
          skip({ url: item.url, reason: "non-html", contentType: mediaType(error.detail) ?? error.detail ?? null, foundOn: item.foundOn });
          return;
        }
        if (error instanceof SafeFetchError && error.code === "http_status" && error.status !== undefined) {
          await recordPage(item, {
            finalUrl: error.detail ?? item.url,
            redirects: [],
            status: error.status,
            contentType: null,
            error: "http_status",
          });
          return;
        }
        skip({ url: item.url, reason: "error", detail: errorCode(error), foundOn: item.foundOn });
        return;
      }
      await recordPage(item, response);
    } finally {
      budgetSpent();
    }
  };

  /**
   * Takes one page's links as its parse reads them (see LinkSink in page.ts): lists the on-host
   * ones its record keeps, counts the followable off-host ones, and holds for the queue only what
   * the queue or the skipped list still has room for. Those are queued once the whole page is read,
   * since only then is it known whether its links may be followed (a meta robots "nofollow" may
   * come last). The rest is counted and let go at once, however many long links the page names.
   */
  const pageLinks = () => {
    const internal: string[] = [];
    const nofollow: string[] = [];
    const kept = new Set<string>();
    let notKeptHere = 0;
    let external = 0;
    const toQueue: { url: string; place: Place }[] = [];
    let onHostToQueue = 0;
    /** Sitemap URLs still waiting that a link of this page moves ahead (already counted in `seen`). */
    let promoted = 0;
    let queueFull = 0;
    let offHostUnlisted = 0;
    const keep = (url: string, list: string[]): void => {
      if (kept.has(url)) return;
      if (kept.size >= maxKeptLinksPerPage || keptLinkChars + url.length > maxKeptLinkChars) {
        notKeptHere += 1;
        notKept.pageLinks += 1;
        return;
      }
      kept.add(url);
      list.push(url);
      keptLinkChars += url.length;
    };
    const take: LinkSink = (parsed, isNofollow) => {
      const url = parsed.href;
      const place = placeOf(parsed);
      if (place === "on-host") keep(url, isNofollow ? nofollow : internal);
      if (isNofollow) return;
      if (place !== "on-host") {
        external += 1;
        if (skippedOffHost.has(url)) return;
        if (skipped.length + toQueue.length - onHostToQueue - promoted >= maxSkippedRecords) offHostUnlisted += 1;
        else toQueue.push({ url, place });
        return;
      }
      if (seen.has(url)) {
        // Waiting in the sitemaps' queue: the link moves it ahead (see enqueue).
        if (sitemapPending.has(url)) {
          toQueue.push({ url, place });
          promoted += 1;
        }
        return;
      }
      if (seen.size + onHostToQueue >= maxFoundUrls) {
        queueFull += 1;
        return;
      }
      toQueue.push({ url, place });
      onHostToQueue += 1;
    };
    // Whether a page's base is one of our hosts, by base: a page has one or two (its URL, <base>).
    const onHostBases = new Map<string, boolean>();
    /**
     * A same-origin relative link this page's record and the job's queue have no room for is
     * counted as such without being resolved (see FullFor in page.ts). Counted by link, not by
     * address: one already queued counts as not queued too, which only happens past the bounds.
     */
    const fullFor: FullFor = (base, href, isNofollow) => {
      let onHost = onHostBases.get(base.href);
      if (onHost === undefined) onHostBases.set(base.href, (onHost = placeOf(base) === "on-host"));
      if (!onHost) return false;
      const recordFull = kept.size >= maxKeptLinksPerPage || keptLinkChars + minResolvedLength(href, base) > maxKeptLinkChars;
      if (!recordFull || (!isNofollow && seen.size + onHostToQueue < maxFoundUrls)) return false;
      notKeptHere += 1;
      notKept.pageLinks += 1;
      if (!isNofollow) queueFull += 1;
      return true;
    };
    return {
      take,
      fullFor,
      record: () => ({ internalLinks: internal, nofollowLinks: nofollow, linksNotKept: notKeptHere, externalLinks: external }),
      /** Queues the page's followable links, found on `foundOn`. */
      follow: async (foundOn: string): Promise<void> => {
        for (const { url, place } of toQueue.splice(0)) {
          enqueue(url, "link", foundOn, place);
          await yieldIfDue();
        }
        notKept.urls += queueFull;
        if (queueFull > 0) linksCut = true;
        countUnlisted(offHostUnlisted);
      },
    };
  };

  const recordPage = async (
    item: QueueItem,
    response: Pick<SafeFetchResult, "finalUrl" | "redirects" | "status"> &
      Partial<Pick<SafeFetchResult, "headers" | "body" | "rawBody" | "ttfbMs">> & { contentType?: string | null; error?: string },
  ): Promise<void> => {
    const headers = response.headers ?? {};
    const contentType = response.contentType !== undefined ? response.contentType : (getHeader(headers, "content-type") ?? null);
    const headerRobots = parseRobotsDirectives(headerValues(headers, "x-robots-tag"), CRAWLER_PRODUCT_TOKEN);
    if (response.body !== undefined && options.onHtmlPage) {
      await options.onHtmlPage({
        url: item.url,
        finalUrl: response.finalUrl,
        status: response.status,
        redirects: response.redirects,
        source: item.source,
        foundOn: item.foundOn,
        headers,
        body: response.body,
        transferBytes: response.rawBody?.length ?? response.body.length,
        ttfbMs: response.ttfbMs ?? 0,
      });
    }
    const links = pageLinks();
    const extract = response.body !== undefined ? await extractPageInTurns(response.body, response.finalUrl, CRAWLER_PRODUCT_TOKEN, links.take, links.fullFor) : null;
    const metaRobots = extract?.metaRobots ?? { noindex: false, nofollow: false };
    const lastmod: LastmodEvidence[] = [];
    const lastModified = normaliseDate(getHeader(headers, "last-modified"));
    if (lastModified) lastmod.push({ source: "last-modified", value: lastModified });
    lastmod.push(...(extract?.lastmod ?? []));
    const longLinks = extract?.longLinks ?? 0;
    notKept.longLinks += longLinks;
    const linkRecord = links.record();
    const page: CrawlPage = {
      url: item.url,
      finalUrl: response.finalUrl,
      redirects: response.redirects,
      status: response.status,
      contentType,
      title: extract?.title ?? null,
      metaDescription: extract?.metaDescription ?? null,
      canonical: {
        html: extract?.canonical ?? null,
        header: canonicalFromLinkHeader(headerValues(headers, "link"), response.finalUrl),
      },
      robots: {
        meta: metaRobots,
        header: headerRobots,
        noindex: metaRobots.noindex || headerRobots.noindex,
        nofollow: metaRobots.nofollow || headerRobots.nofollow,
      },
      lastmod,
      ...linkRecord,
      linksNotKept: linkRecord.linksNotKept + longLinks,
      bytes: response.rawBody?.length ?? 0,
      source: item.source,
      foundOn: item.foundOn,
      error: response.error ?? null,
    };
    const claim = claimOf.get(item);
    if (claim !== undefined && claim.page === null) claim.page = page;
    addPage(page);
    // The redirect target is the same page: never fetch it again under its own URL.
    if (page.finalUrl !== item.url && isOnHost(page.finalUrl) && !seen.has(page.finalUrl)) seen.add(page.finalUrl);
    // Links found on an address longer than any link kept would carry it as their `foundOn`.
    if (!page.robots.nofollow && page.finalUrl.length <= URL_MAX_LENGTH) await links.follow(page.finalUrl);
  };

  const addPage = (page: CrawlPage): void => {
    pages.push(page);
    emit({ type: "page", url: page.url, page, counts: counts() });
  };

  let sitemapResult: ReadSitemapsResult = { files: [], urls: [], urlsTruncated: false };

  try {
    enqueue(start.href, "start", null);
    for (const extra of options.extraUrls ?? []) {
      let url: URL;
      try {
        url = new URL(extra, start);
      } catch {
        continue;
      }
      url.hash = "";
      enqueue(url.href, "link", options.extraUrlsFoundOn ?? null);
    }
    if (options.sitemaps !== false) {
      try {
        const startState = await originState(start.origin);
        const roots =
          startState.robots.kind === "found"
            ? sitemapUrlsFromRobots(startState.sitemapLines, startState.robots.url)
            : [];
        sitemapResult = await readSitemaps({
          roots: roots.length > 0 ? roots : [new URL("/sitemap.xml", start).href],
          isOnHost,
          errorCode: (error) => {
            if (controller.signal.aborted) throw new JobStopped();
            return errorCode(error);
          },
          signal: controller.signal,
          ...options.sitemapLimits,
          maxUncompressedBytes: options.sitemapLimits?.maxUncompressedBytes ?? SITEMAP_DEFAULTS.maxUncompressedBytes,
          onFile: (sitemap) => emit({ type: "sitemap", url: sitemap.url, sitemap, counts: counts() }),
          fetchFile: async (url) => {
            const state = await originState(new URL(url).origin);
            if (budgetSpent()) throw new JobStopped();
            try {
              await gate(state);
              emit({ type: "fetching", url, counts: counts() });
              const response = await safeFetch(url, { ...baseFetch(maxBytesPerSitemap), headers: { accept: "application/xml,text/xml;q=0.9,*/*;q=0.5" } });
              return { finalUrl: response.finalUrl, bytes: response.rawBody ?? Buffer.from(response.body) };
            } catch (error) {
              if (error instanceof ByteBudgetExceeded) throw new JobStopped();
              throw error;
            } finally {
              budgetSpent();
            }
          },
        });
        for (const entry of sitemapResult.urls) {
          enqueue(entry.loc, "sitemap", entry.sitemap);
          await yieldIfDue();
        }
      } catch (error) {
        if (!(error instanceof JobStopped) && !controller.signal.aborted) throw error;
      }
    }

    // The worker pool: `concurrency` workers take URLs from the shared queue. A worker that finds
    // the queue empty waits while others are busy, since their pages may add links.
    let busy = 0;
    let wake: (() => void) | null = null;
    const notify = (): void => {
      const w = wake;
      wake = null;
      w?.();
    };
    const worker = async (): Promise<void> => {
      for (;;) {
        await yieldIfDue();
        if (controller.signal.aborted) return;
        const item = nextItem();
        if (item === undefined) {
          if (busy === 0) return notify();
          await new Promise<void>((resolve) => {
            const previous = wake;
            wake = () => {
              previous?.();
              resolve();
            };
          });
          continue;
        }
        busy += 1;
        try {
          await fetchPage(item);
        } catch (error) {
          if (!(error instanceof JobStopped) && !controller.signal.aborted) {
            skip({ url: item.url, reason: "error", detail: errorCode(error), foundOn: item.foundOn });
          } else {
            if (item.source !== "sitemap") linksCut = true;
            skip({ url: item.url, reason: stopReason === "cancelled" ? "cancelled" : "limit", detail: stopReason, foundOn: item.foundOn });
          }
        } finally {
          busy -= 1;
          notify();
        }
      }
    };
    const onStop = (): void => notify();
    controller.signal.addEventListener("abort", onStop, { once: true });
    await Promise.all(Array.from({ length: concurrency }, () => worker()));
    controller.signal.removeEventListener("abort", onStop);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCancel);
    await ownAgent?.close();
  }

  // Whatever is still queued was found but not fetched: say why.
  const leftReason: SkipReason = stopReason === "cancelled" ? "cancelled" : "limit";
  if (queueHead < queue.length) linksCut = true;
  for (const item of [...queue.slice(queueHead), ...sitemapQueue.slice(sitemapHead).filter((entry) => sitemapPending.get(entry.url) === entry)]) {
    skip({ url: item.url, reason: leftReason, detail: stopReason, foundOn: item.foundOn });
  }
  if (stopReason === "done" && pagesStarted >= maxPages && skippedForLimit) stopReason = "page-limit";

  return {
    startUrl: start.href,
    userAgent,
    stopReason,
    durationMs: Date.now() - started,
    bytesRead: budget.used,
    counts: counts(),
    pages,
    skipped,
    skippedNotListed,
    notKept,
    robots: robotsRecords,
    sitemaps: sitemapResult,
    linksExhausted: !linksCut,
  };
}
