/**
 * The contract between the /seo-analizi screen and POST /api/site-audit: what the screen sends
 * and the lines the endpoint streams back. Pure and free of Node APIs, so the screen imports it
 * (zod/mini, docs/decisions/007).
 *
 * The answer is NDJSON: one `started` line with the report's id (its link works from then on),
 * `progress` lines while the crawl and the rules run, then exactly one `result` or `error`.
 * Closing the connection ("Durdur", leaving the page) stops the crawl; the rules still run over
 * what was found and the report is stored under the id the `started` line gave.
 */
import * as z from "zod/mini";
import { typedHttpUrlField } from "~/capabilities/url/url-field";
import type { CrawlCounts } from "~/capabilities/crawl/site-crawl";
import { REPORT_ID_PATTERN } from "./limits";
import { SITE_AUDIT_MESSAGES, SITE_AUDIT_URL_MESSAGES } from "./messages.content";

export interface SiteAuditRequest {
  /** The site's address as typed (the rule of the other live tools). */
  url: string;
  /** The id of an earlier report of the same site, to show what changed since. */
  previousId?: string;
}

export const siteAuditRequestSchema = z.object(
  {
    url: typedHttpUrlField(SITE_AUDIT_URL_MESSAGES),
    previousId: z.optional(z.string().check(z.regex(REPORT_ID_PATTERN, { error: SITE_AUDIT_MESSAGES.invalidPrevious }))),
  },
  { error: SITE_AUDIT_MESSAGES.missingFields },
);

/** Where the audit is: reading pages, loading a few of them in a browser, running the rules, saving. */
export type SiteAuditPhase = "crawl" | "browser" | "rules" | "saving";

export interface SiteAuditProgress {
  phase: SiteAuditPhase;
  counts: CrawlCounts;
  /** The address being read, while crawling. */
  current: string | null;
  rules: { done: number; total: number };
  /** Pages the browser stage has loaded of those it samples (absent until it starts, and when no browser runs). */
  browser?: { done: number; total: number };
}

export type SiteAuditLine =
  | { type: "started"; reportId: string }
  | ({ type: "progress" } & SiteAuditProgress)
  | { type: "result"; reportId: string; score: number }
  | { type: "error"; code: string; error: string };
