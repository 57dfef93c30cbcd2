/**
 * What a site crawl finds, as plain serialisable data: the crawler (app/.server/crawler) produces
 * it, the crawl endpoint streams it, and the screens that build on a crawl (sitemap, llms.txt)
 * read it. Types only, so browser code can use them without importing server code.
 */

export interface RobotsDirectives {
  noindex: boolean;
  nofollow: boolean;
}

export type LastmodSource = "last-modified" | "json-ld" | "article:modified_time";

/** A modification date the site itself states; never inferred. `value` is ISO 8601 (UTC). */
export interface LastmodEvidence {
  source: LastmodSource;
  value: string;
}

export interface SitemapEntry {
  loc: string;
  /** As written in the file; the crawler does not treat it as evidence of a change by itself. */
  lastmod: string | null;
  /** Its `<xhtml:link rel="alternate" hreflang>` entries, read only when the reader is asked to. */
  alternates?: SitemapAlternate[];
}

/** One `<xhtml:link rel="alternate" hreflang href>` of a sitemap entry, as written (the href may be relative). */
export interface SitemapAlternate {
  hreflang: string;
  href: string;
}

export type SitemapRefusal = "too-large" | "nested-index" | "not-sitemap" | "limit" | "off-host" | "fetch-error";

export interface SitemapFileRecord {
  url: string;
  kind: "urlset" | "index" | "unknown" | null;
  /** The index that listed it; null for robots.txt lines and /sitemap.xml. */
  parent: string | null;
  gzip: boolean;
  entries: number;
  truncated: boolean;
  refused: SitemapRefusal | null;
  /** Fetch error code (safe-fetch) when `refused` is "fetch-error". */
  errorCode: string | null;
  /** The answer's status when `errorCode` is "http_status" (the file answered, with an error). */
  httpStatus?: number;
}

export interface SitemapUrl extends SitemapEntry {
  /** The sitemap file that listed it. */
  sitemap: string;
}

export interface ReadSitemapsResult {
  files: SitemapFileRecord[];
  urls: SitemapUrl[];
  /** `maxUrls` was reached: later entries were dropped. */
  urlsTruncated: boolean;
}

export type SkipReason =
  | "robots"
  | "off-host"
  | "non-html"
  /** A job bound (pages, time, bytes) ended the crawl before this URL was fetched. */
  | "limit"
  /** The visitor cancelled while it was waiting or in flight. */
  | "cancelled"
  /** The request failed without an HTTP answer; `errorCode` says how (timeout, blocked_address, ...). */
  | "error";

export type UrlSource = "start" | "link" | "sitemap" | "redirect";

export interface SkippedUrl {
  url: string;
  reason: SkipReason;
  /** safe-fetch error code for "error"; the robots rule ("Disallow: /x (line 3)") for "robots". */
  detail: string | null;
  contentType: string | null;
  /** The page that linked to it, or the sitemap that listed it. */
  foundOn: string | null;
}

export interface CrawlPage {
  /** The URL requested. */
  url: string;
  finalUrl: string;
  /** URLs that answered with a redirect, in order (the final URL excluded). */
  redirects: string[];
  status: number;
  contentType: string | null;
  title: string | null;
  metaDescription: string | null;
  canonical: { html: string | null; header: string | null };
  robots: { meta: RobotsDirectives; header: RobotsDirectives; noindex: boolean; nofollow: boolean };
  /** Only dates the site states: Last-Modified, JSON-LD dateModified, article:modified_time. */
  lastmod: LastmodEvidence[];
  /** In-scope `<a href>` targets (followable ones), unique, page order. */
  internalLinks: string[];
  /** In-scope targets of rel=nofollow links (listed, never followed). */
  nofollowLinks: string[];
  /**
   * Links of the page left out of the two lists above: longer than 2,048 characters, or beyond
   * what the crawler keeps per page and per job (docs/decisions/023, "What a job keeps").
   */
  linksNotKept: number;
  /** Followable links to other hosts (or refused ports): distinct as written on the page. */
  externalLinks: number;
  bytes: number;
  source: UrlSource;
  foundOn: string | null;
  /** safe-fetch error code when the answer was not a readable 2xx page ("http_status" for 4xx/5xx). */
  error: string | null;
}

export interface CrawlCounts {
  /** In-scope URLs discovered (start, links, sitemaps, redirects). */
  found: number;
  fetched: number;
  skipped: number;
}

export type CrawlProgress =
  | { type: "fetching"; url: string; counts: CrawlCounts }
  | { type: "page"; url: string; page: CrawlPage; counts: CrawlCounts }
  | { type: "skipped"; url: string; skipped: SkippedUrl; counts: CrawlCounts }
  | { type: "sitemap"; url: string; sitemap: SitemapFileRecord; counts: CrawlCounts };

/** "host-budget": the site's hourly request budget, shared by every visitor, was spent (TARGET_HOST_HOURLY_REQUESTS). */
export type StopReason = "done" | "page-limit" | "time-limit" | "byte-limit" | "cancelled" | "host-budget";

export interface RobotsRecord {
  origin: string;
  kind: "found" | "missing" | "unreachable";
  crawlDelaySeconds: number | null;
  /** The delay applied (capped). */
  appliedDelayMs: number;
  /** `Sitemap:` lines in the file. */
  sitemapLines: number;
  /** Whether each product token of the crawl's `robotsVerdictsFor` may fetch the origin's home page ("missing" allows all). */
  homeAllowedFor?: Record<string, boolean>;
}

export interface CrawlNotKept {
  /** Links longer than 2,048 characters once resolved: neither listed nor followed. */
  longLinks: number;
  /** Links read but left out of the pages' link lists (per-page and per-job bounds). */
  pageLinks: number;
  /** In-scope URLs not queued because the job already knew its maximum (a repeat counts again). */
  urls: number;
}

export interface CrawlResult {
  startUrl: string;
  userAgent: string;
  stopReason: StopReason;
  durationMs: number;
  bytesRead: number;
  counts: CrawlCounts;
  pages: CrawlPage[];
  skipped: SkippedUrl[];
  /** Skipped URLs beyond `maxSkippedRecords` (counted, not listed). */
  skippedNotListed: number;
  /** What the job's bounds left out, counted (docs/decisions/023, "What a job keeps"). */
  notKept: CrawlNotKept;
  robots: RobotsRecord[];
  sitemaps: ReadSitemapsResult;
  /**
   * Every URL found through a link was read or skipped for its own reason (robots, off-host …):
   * no bound of the job cut the link graph short, so a page nothing linked to is truly unlinked
   * from the pages read. Sitemap URLs left unread do not count: they are read after the links.
   * Absent from results rebuilt from progress lines.
   */
  linksExhausted?: boolean;
}
