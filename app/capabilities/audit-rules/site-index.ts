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
    index = { pageAt: (url) => byUrl.get(url), namedPageAt: (url) => byUrl.get(url) ?? named.get(url), linkedTo, inSitemap: new Set(site.sitemaps.urls), origin: new URL(site.homeUrl).origin };
    indexes.set(site, index);
  }
  return index;
}

/** The page tells Google not to index it (meta robots or X-Robots-Tag, for every bot or for Googlebot). */
export function isNoindex(page: AuditPage): boolean {
  const header = page.headers["x-robots-tag"];
  return parseRobotsDirectives([...page.metaRobots, ...(header === undefined ? [] : [header])], "googlebot").noindex;
}
