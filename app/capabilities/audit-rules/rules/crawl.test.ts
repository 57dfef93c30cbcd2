import { describe, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { ORIGIN, auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { CRAWL_RULES } from "./crawl";

const robots = (change: Partial<AuditSite["robotsTxt"]>): RuleFixture["site"] => (site) => ({ robotsTxt: { ...site.robotsTxt, ...change } });
const fromSitemap = { source: "sitemap", foundOn: `${ORIGIN}/sitemap.xml` } as const;

const FIXTURES: Record<(typeof CRAWL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "crawl/robots-txt-missing": [
    { site: robots({ status: "missing", sitemapLines: 0 }), expectHits: [`${ORIGIN}/robots.txt`] },
    { site: robots({ status: "found" }) },
  ],
  "crawl/robots-txt-unreachable": [{ site: robots({ status: "unreachable" }), expectHits: [`${ORIGIN}/robots.txt`] }, { site: robots({ status: "found" }) }],
  "crawl/robots-blocks-all": [{ site: robots({ blocksAll: true }), expectHits: [`${ORIGIN}/robots.txt`] }, { site: robots({ blocksAll: false }) }],
  "crawl/sitemap-missing": [
    // With no sitemap, robots.txt has no Sitemap line to give either.
    { site: (site) => ({ sitemaps: { ...site.sitemaps, files: 0, urls: [] }, robotsTxt: { ...site.robotsTxt, sitemapLines: 0 } }), expectHits: [`${ORIGIN}/sitemap.xml`] },
    { site: (site) => ({ sitemaps: { ...site.sitemaps, files: 2 } }) },
  ],
  "crawl/sitemap-not-in-robots": [
    { site: robots({ sitemapLines: 0 }), expectHits: [`${ORIGIN}/robots.txt`] },
    { site: robots({ sitemapLines: 2 }) },
  ],
  "crawl/client-error": [
    // A 404 page the crawl reached by the home page's link: that link is broken too.
    { pages: [auditPage("/eski-kampanya", { status: 404 })], inSitemap: false, alsoFires: ["links/broken-internal"] },
    { pages: [auditPage("/yeni-kampanya", { status: 200 })] },
  ],
  "crawl/server-error": [
    { pages: [auditPage("/cokuyor", { status: 503 })], inSitemap: false, alsoFires: ["links/broken-internal"] },
    { pages: [auditPage("/ayakta", { status: 200 })] },
  ],
  "crawl/redirect-chain": [
    // Found through an old link (not the site's own), so no internal link points at the chain.
    { pages: [auditPage("/hedef", { redirectedFrom: ["/eski", "/daha-eski"] })], linked: false, inSitemap: false },
    { pages: [auditPage("/tek-adim", { redirectedFrom: ["/eski-tek"] })], linked: false, inSitemap: false },
  ],
  "crawl/noindex": [
    { pages: [auditPage("/gizli", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="noindex, follow">` }))], inSitemap: false },
    // Addressed to another search engine's bot: Google may index it.
    { pages: [auditPage("/baska-bota", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow">`, headers: { ...p.headers, "x-robots-tag": "bingbot: noindex" } }))] },
  ],
  "crawl/noindex-in-sitemap": [
    // The page is noindex by its header: the noindex rule names it too.
    { pages: [auditPage("/sitemapte-gizli", (p) => ({ headers: { ...p.headers, "x-robots-tag": "noindex" } }))], alsoFires: ["crawl/noindex"] },
    { pages: [auditPage("/sitemapte-acik", (p) => ({ headers: { ...p.headers, "x-robots-tag": "max-image-preview:large" } }))] },
  ],
  "crawl/sitemap-not-ok": [
    { pages: [auditPage("/yeni-adres", { redirectedFrom: ["/eski-adres"] })], linked: false },
    { pages: [auditPage("/dogrudan")] },
  ],
  "crawl/sitemap-blocked": [
    {
      site: (site) => ({ notFetched: [{ url: `${ORIGIN}/uye/panel`, reason: "robots" }], sitemaps: { ...site.sitemaps, urls: [...site.sitemaps.urls, `${ORIGIN}/uye/panel`] } }),
      expectHits: [`${ORIGIN}/uye/panel`],
    },
    // Blocked, but not offered in the sitemap: a consistent choice.
    { site: () => ({ notFetched: [{ url: `${ORIGIN}/uye/panel`, reason: "robots" }] }) },
  ],
  "crawl/orphan-page": [
    { pages: [auditPage("/unutulmus", fromSitemap)], linked: false },
    { pages: [auditPage("/bagli", fromSitemap)] },
  ],
};

describe("crawl rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
