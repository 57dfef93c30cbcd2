/**
 * "Siteyi tara": turns a site crawl into sitemap entries (only indexable pages), the list of pages
 * left out and why, and a crawl report (broken internal links, redirect chains, robots.txt blocks,
 * and the difference with the site's own sitemap), exportable as CSV.
 */
import { csvText } from "~/shared/csv";
import type { CrawlPage, CrawlResult, LastmodEvidence } from "~/capabilities/crawl/site-crawl";
import { ADDED_ENTRY_DEFAULTS, FIRST_ENTRY_DEFAULTS } from "./constants";
import { SITEMAP_CRAWL_TEXT } from "./content";
import { isW3cDate } from "./dates";
import { checkParsedHttpUrl } from "~/capabilities/url/http-url";
import type { SitemapEntry } from "./sitemap";

export const CRAWL_REPORT_CSV_FILE_NAME = "tarama-raporu.csv";

export type ExclusionReason =
  | { kind: "noindex"; source: "meta" | "header" | "both" }
  | { kind: "canonical"; canonical: string }
  | { kind: "status"; status: number }
  | { kind: "redirect"; target: string }
  | { kind: "non-html"; contentType: string | null }
  | { kind: "robots"; rule: string | null };

export interface ExcludedPage {
  url: string;
  reason: ExclusionReason;
}

export interface BrokenLink {
  url: string;
  status: number;
  /** Crawled pages (their final URLs) whose internal links point to it. */
  linkedFrom: string[];
}

export interface RedirectChain {
  /** Every hop, from the requested URL to the final one. */
  chain: string[];
  linkedFrom: string[];
}

export interface BlockedPage {
  url: string;
  /** The deciding robots.txt rule as the crawler names it ("Disallow: /x (line 3)"). */
  rule: string | null;
  foundOn: string | null;
}

export interface SitemapOnlyUrl {
  url: string;
  /** The site's sitemap file that lists it. */
  sitemap: string;
  /** Why it is not an indexable page of the crawl; null when the crawl never reached it. */
  reason: ExclusionReason | null;
}

export interface SitemapComparison {
  /** URLs the site's sitemaps list (after removing repeats). */
  listed: number;
  /** In the sitemap, but not found by the crawl or not indexable (dead or orphan entries). */
  sitemapOnly: SitemapOnlyUrl[];
  /** Indexable pages the crawl found that the sitemap does not list. */
  missing: string[];
}

export interface CrawlSitemapReport {
  entries: SitemapEntry[];
  excluded: ExcludedPage[];
  broken: BrokenLink[];
  redirects: RedirectChain[];
  blocked: BlockedPage[];
  /** Null when the site had no sitemap the crawler could read. */
  sitemap: SitemapComparison | null;
  /** False when a limit or the visitor's "Durdur" ended the crawl: every list is partial. */
  complete: boolean;
}

/** Absolute URL without fragment, in the form the sitemap tool prints; null if not http(s). */
export function normaliseCrawlUrl(url: string, base?: string): string | null {
  let parsed: URL;
  try {
    parsed = base === undefined ? new URL(url) : new URL(url, base);
  } catch {
    return null;
  }
  parsed.hash = "";
  const check = checkParsedHttpUrl(parsed);
  return check.ok ? check.href : null;
}

function key(url: string): string {
  return normaliseCrawlUrl(url) ?? url;
}

const LASTMOD_PREFERENCE: readonly LastmodEvidence["source"][] = ["json-ld", "article:modified_time", "last-modified"];

/**
 * The page's own modification date as a sitemap date (YYYY-MM-DD, UTC, what the editor's date
 * field holds), or "" when the page states none. A date the page itself declares (JSON-LD
 * dateModified, article:modified_time) wins over the server's Last-Modified header, which many
 * servers set to the moment of the request; among several of one kind the latest counts.
 */
export function lastmodFromEvidence(evidence: readonly LastmodEvidence[]): string {
  for (const source of LASTMOD_PREFERENCE) {
    let latest: number | null = null;
    for (const item of evidence) {
      if (item.source !== source) continue;
      const time = Date.parse(item.value);
      if (Number.isFinite(time) && (latest === null || time > latest)) latest = time;
    }
    if (latest !== null) {
      const date = new Date(latest).toISOString().slice(0, 10);
      if (isW3cDate(date)) return date;
    }
  }
  return "";
}

function isHtml(contentType: string | null): boolean {
  if (contentType === null) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "text/html" || type === "application/xhtml+xml";
}

/** The first declared canonical (HTML link, then Link header) that is not the page itself. */
function canonicalElsewhere(page: CrawlPage, self: string): string | null {
  for (const declared of [page.canonical.html, page.canonical.header]) {
    if (declared === null || declared.trim() === "") continue;
    const canonical = normaliseCrawlUrl(declared.trim(), page.finalUrl);
    if (canonical !== null && canonical !== self) return canonical;
  }
  return null;
}

/** Why the page at its final URL is not indexable, or null when it is. */
function pageExclusion(page: CrawlPage, self: string): ExclusionReason | null {
  if (page.status !== 200) return { kind: "status", status: page.status };
  if (!isHtml(page.contentType)) return { kind: "non-html", contentType: page.contentType };
  const { meta, header } = page.robots;
  if (page.robots.noindex || meta.noindex || header.noindex) {
    return { kind: "noindex", source: meta.noindex && header.noindex ? "both" : header.noindex ? "header" : "meta" };
  }
  const canonical = canonicalElsewhere(page, self);
  if (canonical !== null) return { kind: "canonical", canonical };
  return null;
}

function isHomePage(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.pathname === "/" && parsed.search === "";
  } catch {
    return false;
  }
}

export function buildCrawlSitemap(result: CrawlResult): CrawlSitemapReport {
  const start = key(result.startUrl);
  const entryUrls = new Map<string, string>();
  /** Every URL the crawl has a verdict on (requested and final), for the sitemap comparison. */
  const verdicts = new Map<string, ExclusionReason | null>();
  const excluded: ExcludedPage[] = [];
  const excludedSeen = new Set<string>();
  const exclude = (url: string, reason: ExclusionReason): void => {
    if (excludedSeen.has(url)) return;
    excludedSeen.add(url);
    excluded.push({ url, reason });
    if (!verdicts.has(url)) verdicts.set(url, reason);
  };

  // Which crawled pages link to which URL, for broken links and redirects.
  const linkedFrom = new Map<string, Set<string>>();
  for (const page of result.pages) {
    const from = key(page.finalUrl);
    for (const link of page.internalLinks) {
      const target = key(link);
      if (target === from) continue;
      let set = linkedFrom.get(target);
      if (set === undefined) linkedFrom.set(target, (set = new Set()));
      set.add(from);
    }
  }
  const referrers = (url: string): string[] => [...(linkedFrom.get(url) ?? [])].sort();

  const broken: BrokenLink[] = [];
  const brokenSeen = new Set<string>();
  const redirects: RedirectChain[] = [];
  const entries: { url: string; lastmod: string }[] = [];

  for (const page of result.pages) {
    const requested = key(page.url);
    const final = key(page.finalUrl);
    if (page.redirects.length > 0 || requested !== final) {
      const hops = [...page.redirects.map(key), final].filter((url, i, all) => i === 0 || url !== all[i - 1]);
      if (hops[0] !== requested) hops.unshift(requested);
      redirects.push({ chain: hops, linkedFrom: referrers(requested) });
      for (const hop of hops.slice(0, -1)) exclude(hop, { kind: "redirect", target: final });
    }

    const reason = pageExclusion(page, final);
    if (reason === null) {
      verdicts.set(final, null);
      if (!entryUrls.has(final)) {
        entryUrls.set(final, final);
        entries.push({ url: final, lastmod: lastmodFromEvidence(page.lastmod) });
      }
      continue;
    }
    // The final URL may already be an entry (fetched earlier under its own address).
    if (verdicts.get(final) !== null) exclude(final, reason);
    if (reason.kind === "status" && page.status >= 400 && !brokenSeen.has(final)) {
      const from = referrers(final);
      if (final !== requested) from.push(...referrers(requested).filter((url) => !from.includes(url)));
      // A dead address only the sitemap lists is no link; the sitemap comparison reports it.
      if (from.length > 0 || page.source !== "sitemap") {
        brokenSeen.add(final);
        broken.push({ url: final, status: page.status, linkedFrom: from });
      }
    }
  }

  const blocked: BlockedPage[] = [];
  for (const skipped of result.skipped) {
    const url = key(skipped.url);
    if (skipped.reason === "robots") {
      blocked.push({ url, rule: skipped.detail, foundOn: skipped.foundOn });
      exclude(url, { kind: "robots", rule: skipped.detail });
    } else if (skipped.reason === "non-html") {
      exclude(url, { kind: "non-html", contentType: skipped.contentType });
    }
  }

  entries.sort((a, b) => {
    const rank = (url: string): number => (url === start ? 0 : isHomePage(url) ? 1 : 2);
    return rank(a.url) - rank(b.url) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);
  });
  const sitemapEntries: SitemapEntry[] = entries.map(({ url, lastmod }) => ({
    url,
    ...(url === start || isHomePage(url) ? FIRST_ENTRY_DEFAULTS : ADDED_ENTRY_DEFAULTS),
    lastmod,
  }));

  let sitemap: SitemapComparison | null = null;
  if (result.sitemaps.urls.length > 0) {
    const listed = new Map<string, string>();
    for (const item of result.sitemaps.urls) {
      const url = normaliseCrawlUrl(item.loc);
      if (url !== null && !listed.has(url)) listed.set(url, item.sitemap);
    }
    const sitemapOnly: SitemapOnlyUrl[] = [];
    for (const [url, file] of listed) {
      const verdict = verdicts.get(url);
      if (verdict === null) continue;
      sitemapOnly.push({ url, sitemap: file, reason: verdict ?? null });
    }
    const missing = sitemapEntries.map((entry) => entry.url).filter((url) => !listed.has(url));
    sitemap = { listed: listed.size, sitemapOnly, missing };
  }

  return {
    entries: sitemapEntries,
    excluded,
    broken,
    redirects,
    blocked,
    sitemap,
    complete: result.stopReason === "done",
  };
}

/** The reason as the report and the CSV word it. */
export function describeExclusion(reason: ExclusionReason): string {
  const text = SITEMAP_CRAWL_TEXT;
  switch (reason.kind) {
    case "noindex":
      return text.reasonNoindex(reason.source);
    case "canonical":
      return text.reasonCanonical(reason.canonical);
    case "status":
      return text.reasonStatus(reason.status);
    case "redirect":
      return text.reasonRedirect(reason.target);
    case "non-html":
      return text.reasonNonHtml(reason.contentType);
    case "robots":
      return text.reasonRobots(reason.rule);
  }
}

export function describeSitemapOnly(item: SitemapOnlyUrl): string {
  const why = item.reason === null ? SITEMAP_CRAWL_TEXT.notFoundByCrawl : describeExclusion(item.reason);
  return `${why}; ${SITEMAP_CRAWL_TEXT.listedIn(item.sitemap)}`;
}

/** The report as CSV: one row per finding (type, URL, detail, linking pages), CRLF line ends. */
export function crawlReportToCsv(report: CrawlSitemapReport): string {
  const text = SITEMAP_CRAWL_TEXT;
  const rows: string[][] = [[...text.csvHeaders]];
  const join = (urls: readonly string[]): string => urls.join(" ");
  for (const link of report.broken) rows.push([text.csvTypeBroken, link.url, text.brokenDetail(link.status), join(link.linkedFrom)]);
  for (const chain of report.redirects) {
    rows.push([text.csvTypeRedirect, chain.chain[0] ?? "", chain.chain.join(" → "), join(chain.linkedFrom)]);
  }
  for (const page of report.blocked) rows.push([text.csvTypeBlocked, page.url, page.rule ?? "", page.foundOn ?? ""]);
  for (const page of report.excluded) {
    // Broken, redirected and blocked pages already have their own rows above.
    if (page.reason.kind === "redirect" || page.reason.kind === "robots") continue;
    if (page.reason.kind === "status" && report.broken.some((link) => link.url === page.url)) continue;
    rows.push([text.csvTypeExcluded, page.url, describeExclusion(page.reason), ""]);
  }
  if (report.sitemap !== null) {
    for (const item of report.sitemap.sitemapOnly) rows.push([text.csvTypeSitemapOnly, item.url, describeSitemapOnly(item), ""]);
    for (const url of report.sitemap.missing) rows.push([text.csvTypeMissing, url, text.missingDetail, ""]);
  }
  return csvText(rows, { bom: true });
}
