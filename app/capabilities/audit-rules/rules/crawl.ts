import type { AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { isNoindex, siteIndex } from "../site-index";

/**
 * Crawlability and indexing: whether search engines can reach the pages (robots.txt, answers,
 * redirects) and whether the site tells them the truth about which pages count (sitemaps,
 * noindex). The crawl respects robots.txt as Googlebot would, so what it could not read, Google
 * could not either.
 */

const siteFact = (failed: boolean, url: string): { hits: Hit[]; applicable: number } => ({ hits: failed ? [{ url }] : [], applicable: 1 });
const robotsUrl = (site: AuditSite): string => `${siteIndex(site).origin}/robots.txt`;

/** Sitemap addresses the crawl read, and the verdict on each. */
function sitemapPages(site: AuditSite, judge: (page: AuditPage) => string | null): { hits: Hit[]; applicable: number } | "n/a" {
  const { pageAt } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const url of site.sitemaps.urls) {
    const page = pageAt(url);
    if (page === undefined) continue;
    applicable += 1;
    const detail = judge(page);
    if (detail !== null) hits.push({ url, detail });
  }
  return applicable === 0 ? "n/a" : { hits, applicable };
}

/** A chain as the finding shows it: each hop, then where it ended. */
export const chainOf = (page: AuditPage): string => [...page.redirects, page.finalUrl].join(" → ");

export const CRAWL_RULES = [
  siteRule({
    id: "crawl/robots-txt-missing",
    family: "crawl",
    severity: "notice",
    weight: 3,
    check: (site) => siteFact(site.robotsTxt.status === "missing", robotsUrl(site)),
  }),
  siteRule({
    id: "crawl/robots-txt-unreachable",
    family: "crawl",
    severity: "error",
    weight: 9,
    check: (site) => siteFact(site.robotsTxt.status === "unreachable", robotsUrl(site)),
  }),
  siteRule({
    id: "crawl/robots-blocks-all",
    family: "crawl",
    severity: "error",
    weight: 10,
    check: (site) => siteFact(site.robotsTxt.blocksAll, robotsUrl(site)),
  }),
  siteRule({
    id: "crawl/sitemap-missing",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => siteFact(site.sitemaps.urls.length === 0, `${siteIndex(site).origin}/sitemap.xml`),
  }),
  siteRule({
    id: "crawl/sitemap-not-in-robots",
    family: "crawl",
    severity: "notice",
    weight: 2,
    check: (site) => (site.robotsTxt.status !== "found" || site.sitemaps.urls.length === 0 ? "n/a" : siteFact(site.robotsTxt.sitemapLines === 0, robotsUrl(site))),
  }),
  pageRule({
    id: "crawl/client-error",
    family: "crawl",
    severity: "error",
    weight: 8,
    pages: "all",
    check: (page) => (page.status >= 400 && page.status < 500 ? String(page.status) : null),
  }),
  pageRule({
    id: "crawl/server-error",
    family: "crawl",
    severity: "error",
    weight: 9,
    pages: "all",
    check: (page) => (page.status >= 500 ? String(page.status) : null),
  }),
  pageRule({
    id: "crawl/redirect-chain",
    family: "crawl",
    severity: "warning",
    weight: 4,
    pages: "all",
    check: (page) => (page.redirects.length >= 2 ? chainOf(page) : null),
  }),
  pageRule({
    id: "crawl/noindex",
    family: "crawl",
    severity: "notice",
    weight: 1,
    check: (page) => isNoindex(page),
  }),
  siteRule({
    id: "crawl/noindex-in-sitemap",
    family: "crawl",
    severity: "error",
    weight: 6,
    check: (site) => sitemapPages(site, (page) => (isNoindex(page) ? "noindex" : null)),
  }),
  siteRule({
    id: "crawl/sitemap-not-ok",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) =>
      sitemapPages(site, (page) => (page.redirects.length > 0 ? chainOf(page) : page.status !== 200 ? String(page.status) : null)),
  }),
  siteRule({
    id: "crawl/sitemap-blocked",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => {
      if (site.sitemaps.urls.length === 0) return "n/a";
      const { inSitemap } = siteIndex(site);
      const hits = site.notFetched.filter((entry) => entry.reason === "robots" && inSitemap.has(entry.url)).map((entry) => ({ url: entry.url }));
      return { hits, applicable: site.sitemaps.urls.length };
    },
  }),
  siteRule({
    id: "crawl/orphan-page",
    family: "crawl",
    severity: "warning",
    weight: 4,
    check: (site) => {
      const { linkedTo } = siteIndex(site);
      const candidates = site.pages.filter((page) => page.source === "sitemap" && page.status === 200);
      if (candidates.length === 0) return "n/a";
      return { hits: candidates.filter((page) => !linkedTo.has(page.url) && !linkedTo.has(page.finalUrl)).map((page) => ({ url: page.url })), applicable: site.pages.length };
    },
  }),
];
