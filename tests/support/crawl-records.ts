import type { CrawlPage, CrawlResult } from "../../app/capabilities/crawl/site-crawl";

/** A crawled page as the crawler records an ordinary indexable one; tests override what matters. */
export function crawledPage(origin: string, path: string, overrides: Partial<CrawlPage> = {}): CrawlPage {
  const url = `${origin}${path}`;
  return {
    url,
    finalUrl: url,
    redirects: [],
    status: 200,
    contentType: "text/html; charset=utf-8",
    title: null,
    metaDescription: null,
    canonical: { html: null, header: null },
    robots: {
      meta: { noindex: false, nofollow: false },
      header: { noindex: false, nofollow: false },
      noindex: false,
      nofollow: false,
    },
    lastmod: [],
    internalLinks: [],
    nofollowLinks: [],
    linksNotKept: 0,
    externalLinks: 0,
    bytes: 100,
    source: "link",
    foundOn: `${origin}/`,
    error: null,
    ...overrides,
  };
}

/** A finished crawl of `pages` with nothing skipped and no sitemap, unless `rest` says otherwise. */
export function crawlResultOf(origin: string, pages: CrawlPage[], rest: Partial<CrawlResult> = {}): CrawlResult {
  return {
    startUrl: `${origin}/`,
    userAgent: "PusulaDijitalBot/1.0",
    stopReason: "done",
    durationMs: 10,
    bytesRead: 1000,
    counts: { found: pages.length, fetched: pages.length, skipped: 0 },
    pages,
    skipped: [],
    skippedNotListed: 0,
    notKept: { longLinks: 0, pageLinks: 0, urls: 0 },
    robots: [],
    sitemaps: { files: [], urls: [], urlsTruncated: false },
    ...rest,
  };
}
