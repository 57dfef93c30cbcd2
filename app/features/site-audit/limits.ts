import type { ScreenshotKind } from "~/capabilities/browser/browser-facts";
import { TOOL_PREFILL_PARAM, prefilledToolHref } from "~/shared/tool-prefill";

/**
 * The site audit's bounds, one place for the screen, the endpoint and the store. The crawl's own
 * bounds (bytes, politeness, the SSRF-safe fetcher) are the crawler's; these are the audit's.
 */

/** Pages an audit may read, whatever AUDIT_MAX_PAGES says. */
export const AUDIT_MAX_PAGES_CAP = 500;

/** How long the crawl of one audit may run; the rules then take at most about a second. */
export const AUDIT_CRAWL_TIME_LIMIT_MS = 120_000;

/**
 * A report still "running" this long after it started belongs to a process that went away
 * (a restart, a crash): its page says so instead of waiting for ever.
 */
export const AUDIT_RUNNING_STALE_MS = 10 * 60_000;

/** While its report is being written, the report page looks again after this many seconds. */
export const AUDIT_PENDING_REFRESH_SECONDS = 3;

/** Report ids: 128 random bits in base64url (22 characters). */
export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The addresses of stored reports and their exports: rendered per request, so the server's
 * not-found shortcut (server/not-found.ts) lets exactly these through to React Router; any
 * other address under /seo-analizi/rapor/ gets the cached 404 page without a render.
 */
export const REPORT_PATH_PATTERN = /^\/seo-analizi\/rapor\/[A-Za-z0-9_-]{22}(?:\/(?:json|csv|pdf)|\/ekran\/(?:telefon|masaustu)\.jpg)?$/;

/** The report page of an id. */
export function reportPath(id: string): string {
  return `/seo-analizi/rapor/${id}`;
}

export const AUDIT_PAGE_PATH = "/seo-analizi";

/** Query parameters of /seo-analizi that start a new audit of a site, compared with an earlier report. */
export const REAUDIT_PARAMS = { site: TOOL_PREFILL_PARAM, previous: "onceki" } as const;

/**
 * The tools that work on one page get the first affected address; the others (sitemap,
 * llms.txt, robots.txt) the site's home page.
 */
const PAGE_TOOLS: ReadonlySet<string> = new Set(["/seo-araclari/meta-uretici", "/seo-araclari/canonical-uretici", "/seo-araclari/hreflang-uretici"]);

/** The link of a finding to the tool that fixes it, with the visitor's address in it. */
export function fixToolHref(tool: string, firstAffected: string | undefined, homeUrl: string): string {
  return prefilledToolHref(tool, PAGE_TOOLS.has(tool) && firstAffected ? firstAffected : homeUrl);
}

export type ReportExportFormat = "json" | "csv" | "pdf";
export const REPORT_EXPORT_FORMATS: readonly ReportExportFormat[] = ["json", "csv", "pdf"];

/** The file names of a report's screenshots under `/ekran/` (the audit's browser stage). */
export const SCREENSHOT_FILES: Record<ScreenshotKind, string> = { mobile: "telefon.jpg", desktop: "masaustu.jpg" };

/** Where a report's phone or desktop screenshot is served. */
export function reportScreenshotPath(id: string, kind: ScreenshotKind): string {
  return `${reportPath(id)}/ekran/${SCREENSHOT_FILES[kind]}`;
}

/** The screenshot a file name under `/ekran/` names, or null. */
export function screenshotKindOf(file: string): ScreenshotKind | null {
  const found = (Object.entries(SCREENSHOT_FILES) as [ScreenshotKind, string][]).find(([, name]) => name === file);
  return found ? found[0] : null;
}

/** Where a report's export downloads from. */
export function reportExportPath(id: string, format: ReportExportFormat): string {
  return `${reportPath(id)}/${format}`;
}
