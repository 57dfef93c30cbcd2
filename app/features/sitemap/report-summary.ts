import type { CrawlSitemapReport } from "./from-crawl";
import { SITEMAP_REPORT_TEXT } from "./report.content";
import type { SkippedCounts } from "./sitemap";

/**
 * The sitemap.xml and, after a site crawl, what the crawl found, in at most five lines for the
 * report e-mail: the file first (it is the attachment), then the findings by weight.
 */
export function sitemapReportSummary(
  file: { urlCount: number; skipped: SkippedCounts },
  crawl: CrawlSitemapReport | null,
): string[] {
  const lines = [SITEMAP_REPORT_TEXT.urls(file.urlCount)];
  const { invalidUrls, duplicateUrls } = file.skipped;
  if (invalidUrls + duplicateUrls > 0) lines.push(SITEMAP_REPORT_TEXT.skipped(invalidUrls, duplicateUrls));
  if (crawl === null) return lines;
  if (crawl.broken.length + crawl.redirects.length + crawl.blocked.length > 0) {
    lines.push(SITEMAP_REPORT_TEXT.crawlProblems(crawl.broken.length, crawl.redirects.length, crawl.blocked.length));
  }
  if (crawl.excluded.length > 0) lines.push(SITEMAP_REPORT_TEXT.crawlExcluded(crawl.excluded.length));
  lines.push(
    crawl.sitemap === null
      ? SITEMAP_REPORT_TEXT.noSitemap
      : SITEMAP_REPORT_TEXT.sitemapDiff(crawl.sitemap.missing.length, crawl.sitemap.sitemapOnly.length),
  );
  if (!crawl.complete) lines.push(SITEMAP_REPORT_TEXT.partial);
  return lines.slice(0, 5);
}
