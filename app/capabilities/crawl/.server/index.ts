export { CRAWLER_PRODUCT_TOKEN, CRAWL_DEFAULTS, MAX_CONCURRENCY, crawlSite, crawlerUserAgent } from "./crawl";
export type { CrawlOptions } from "./crawl";
export { SITEMAP_DEFAULTS, parseSitemap, readSitemaps, sitemapText, sitemapUrlsFromRobots } from "./sitemaps";
export type { ParsedSitemap } from "./sitemaps";
export type * from "~/capabilities/crawl/site-crawl";
