export { CRAWLER_PRODUCT_TOKEN, CRAWL_DEFAULTS, MAX_CONCURRENCY, crawlSite, crawlerUserAgent } from "./crawl";
export type {
  CrawlCounts,
  CrawlOptions,
  CrawlPage,
  CrawlProgress,
  CrawlResult,
  RobotsRecord,
  SkipReason,
  SkippedUrl,
  StopReason,
  UrlSource,
} from "./crawl";
export { SITEMAP_DEFAULTS, parseSitemap, readSitemaps, sitemapText, sitemapUrlsFromRobots } from "./sitemaps";
export type { ParsedSitemap, ReadSitemapsResult, SitemapEntry, SitemapFileRecord, SitemapRefusal, SitemapUrl } from "./sitemaps";
export type { LastmodEvidence, RobotsDirectives } from "./page";
