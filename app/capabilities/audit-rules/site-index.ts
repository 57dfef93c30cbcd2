import { parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";
import type { AuditPage, AuditSite } from "./audit-page";

/**
 * Lookups the site rules share, built once per site (a WeakMap keyed by the site record, so a
 * rule asks for them and the engine need not know which rule uses what).
 */
export interface SiteIndex {
  /** Pages by the address requested and by the address they ended at. */
  pageAt: (url: string) => AuditPage | undefined;
  /**
   * A crawled page as pageAt finds it, else a page read only because a crawled page names it in a
   * canonical or hreflang tag (AuditSite.namedPages): what the rules judging those tags look at.
   */
  namedPageAt: (url: string) => AuditPage | undefined;
  /** Addresses some page of the site links to (internal links only). */
  linkedTo: ReadonlySet<string>;
  inSitemap: ReadonlySet<string>;
  origin: string;
  /** Pages by their comparable address (comparableUrl), requested or final: a link to `/x` finds the page at `/x/`. */
  pageLike: (url: string) => AuditPage | undefined;
  /**
   * Comparable addresses (comparableUrl) some page reaches through an internal link to another
   * address: each link's target, and where a crawled target's redirects ended.
   */
  reached: ReadonlySet<string>;
}

/**
 * The address in a form two spellings of one page share: host in lower case without `www.`, no
 * scheme or default port, percent-escapes in upper case, no trailing slash, no empty `?`. A link
 * to `http://Example.com/x` and a page at `https://www.example.com/x/` compare equal; path case
 * and parameters still count (servers may tell them apart).
 */
export function comparableUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.host.toLowerCase().replace(/^www\./, "");
    const path = parsed.pathname.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()).replace(/\/+$/, "");
    return `${host}${path || "/"}${parsed.search}`;
  } catch {
    return url;
  }
}

const indexes = new WeakMap<AuditSite, SiteIndex>();

export function siteIndex(site: AuditSite): SiteIndex {
  let index = indexes.get(site);
  if (index === undefined) {
    const byUrl = new Map<string, AuditPage>();
    for (const page of site.pages) {
      if (!byUrl.has(page.url)) byUrl.set(page.url, page);
    }
    for (const page of site.pages) {
      if (!byUrl.has(page.finalUrl)) byUrl.set(page.finalUrl, page);
    }
    const linkedTo = new Set<string>();
    for (const page of site.pages) {
      for (const link of page.links) if (link.internal && link.url !== page.url) linkedTo.add(link.url);
    }
    const named = new Map<string, AuditPage>();
    for (const page of site.namedPages) {
      if (!named.has(page.url)) named.set(page.url, page);
      if (!named.has(page.finalUrl)) named.set(page.finalUrl, page);
    }
    const byComparable = new Map<string, AuditPage>();
    for (const page of site.pages) {
      for (const url of [page.url, page.finalUrl]) {
        const key = comparableUrl(url);
        if (!byComparable.has(key)) byComparable.set(key, page);
      }
    }
    const reached = new Set<string>();
    for (const page of site.pages) {
      const own = comparableUrl(page.url);
      const landed = comparableUrl(page.finalUrl);
      for (const link of page.links) {
        if (!link.internal) continue;
        const key = comparableUrl(link.url);
        if (key === own || key === landed) continue;
        reached.add(key);
        const target = byUrl.get(link.url) ?? byComparable.get(key);
        if (target !== undefined) reached.add(comparableUrl(target.finalUrl));
      }
    }
    index = {
      pageAt: (url) => byUrl.get(url),
      namedPageAt: (url) => byUrl.get(url) ?? named.get(url),
      linkedTo,
      inSitemap: new Set(site.sitemaps.urls),
      origin: new URL(site.homeUrl).origin,
      pageLike: (url) => byUrl.get(url) ?? byComparable.get(comparableUrl(url)),
      reached,
    };
    indexes.set(site, index);
  }
  return index;
}

/** The page tells Google not to index it (meta robots or X-Robots-Tag, for every bot or for Googlebot). */
export function isNoindex(page: AuditPage): boolean {
  const header = page.headers["x-robots-tag"];
  return parseRobotsDirectives([...page.metaRobots, ...(header === undefined ? [] : [header])], "googlebot").noindex;
}
