/**
 * The contract between the live screens (sitemap "Siteyi tara", llms.txt "Siteden doldur") and
 * POST /api/site-crawl: what the screen sends, and the lines the endpoint streams back while the
 * crawl runs. Pure and free of Node APIs, so the screens import it.
 *
 * The crawl is a job (app/shared/jobs.ts): its stream opens with the job's lines (its id, its
 * place in line), then one `SiteCrawlLine` per line: `started`, `progress` lines while pages are
 * fetched (they carry the page and skipped records), then exactly one `result` (also after a
 * limit: the partial result's summary) or one `error`. "Durdur" stops the job (POST
 * /api/jobs/cancel) and every request in flight within a second.
 */
import * as z from "zod/mini";
import { typedHttpUrlField } from "~/capabilities/url/url-field";
import type { CrawlCounts, CrawlPage, CrawlResult, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import { SITE_CRAWL_MESSAGES } from "./messages.content";

/** What the crawl is for: "llms-txt" also reads the site's existing /llms.txt. */
export const SITE_CRAWL_PURPOSES = ["sitemap", "llms-txt"] as const;
export type SiteCrawlPurpose = (typeof SITE_CRAWL_PURPOSES)[number];

export interface SiteCrawlRequest {
  /** The site's address as typed (the same URL rule as the other live tools). */
  url: string;
  purpose: SiteCrawlPurpose;
}

/**
 * The request as the server checks it (the screens may run it first): the address follows the
 * rule of the other live tools (app/shared/http-url.ts: http/https, at most 2048 characters, a
 * bare host read as https) and comes out normalised. zod/mini, because the screens import this
 * module (docs/decisions/007).
 */
export const siteCrawlRequestSchema = z.object(
  {
    url: typedHttpUrlField({ empty: SITE_CRAWL_MESSAGES.emptyUrl, invalid: SITE_CRAWL_MESSAGES.invalidUrl, tooLong: SITE_CRAWL_MESSAGES.urlTooLong }),
    purpose: z.enum(SITE_CRAWL_PURPOSES, { error: SITE_CRAWL_MESSAGES.invalidPurpose }),
  },
  { error: SITE_CRAWL_MESSAGES.missingFields },
);

/** The site's own /llms.txt, read when the purpose is "llms-txt". */
export interface ExistingLlmsTxt {
  url: string;
  /** HTTP status, or null when it could not be fetched at all. */
  status: number | null;
  /** The text when it answered 200 with text; null otherwise. */
  text: string | null;
}

export interface SiteCrawlResult {
  crawl: CrawlResult;
  llmsTxt: ExistingLlmsTxt | null;
}

/**
 * The `result` line: the crawl without its page and skipped records, which the progress lines
 * have already carried, each once (a 500-page crawl would otherwise travel twice).
 */
export interface SiteCrawlSummary {
  crawl: Omit<CrawlResult, "pages" | "skipped">;
  llmsTxt: ExistingLlmsTxt | null;
}

export type SiteCrawlLine =
  /** A run of the crawl begins: after a worker died mid-crawl, the second run starts over. */
  | { type: "started" }
  /**
   * `pages` and `skipped` are the records found since the previous line: the only place they
   * travel, so the screen puts the result together from them, and a screen whose visitor presses
   * "Durdur" keeps what the crawl had found (it stops following the job at once). At most `maxSkippedRecords` skipped URLs travel; the counts say how many more.
   */
  | { type: "progress"; counts: CrawlCounts; current: string | null; pages: CrawlPage[]; skipped: SkippedUrl[] }
  | { type: "result"; result: SiteCrawlSummary }
  | { type: "error"; code: string; error: string };
