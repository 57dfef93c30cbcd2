import { formatNumber } from "~/shared/format";
import { URL_MAX_LENGTH, checkTypedHttpUrl } from "~/capabilities/url/http-url";
import type { UrlCheck } from "~/capabilities/url/http-url";
import { ANALYZER_MESSAGES } from "./messages.content";
import type { PageAnalysis } from "./types";

/**
 * The contract between the simulator screen and POST /api/analyze: the URL check both sides run
 * (the screen first, for an instant message; the server again, because anybody can call it) and
 * the shapes of the answer. Pure and free of Node APIs, so the screen can import it.
 */

/** Largest pasted HTML analysed in the browser; the same cap the server applies to fetched pages. */
export const PASTED_HTML_MAX_BYTES = 5 * 1024 * 1024;

export { URL_MAX_LENGTH };
export type { UrlCheck };

export const URL_TOO_LONG_MESSAGE = `Adres en fazla ${formatNumber(URL_MAX_LENGTH)} karakter olabilir.`;

/**
 * The shared address rule (app/shared/http-url.ts) with the simulator's messages: empty →
 * 'Lütfen geçerli bir URL girin!'; anything that is not an absolute http(s) URL with a host (and
 * without credentials) → 'Lütfen geçerli bir URL formatı girin!'.
 */
export function checkAnalyzeUrl(raw: unknown): UrlCheck {
  return checkTypedHttpUrl(raw, { empty: ANALYZER_MESSAGES.emptyUrl, invalid: ANALYZER_MESSAGES.invalidUrl, tooLong: URL_TOO_LONG_MESSAGE });
}

/** What the analysis knows about robots.txt of the page's origin (RFC 9309 §2.3.1). */
export type RobotsStatus =
  | { kind: "found"; url: string }
  /** 4xx: no robots.txt, every crawler may fetch everything. */
  | { kind: "missing"; url: string; status: number }
  /** 5xx or no answer: crawlers must assume everything is disallowed; `reason` is Turkish. */
  | { kind: "unreachable"; url: string; reason: string };

export interface AnalyzeSuccess {
  analysis: PageAnalysis;
  robots: RobotsStatus;
  /** Where the page finally came from, after redirects. */
  finalUrl: string;
  status: number;
  redirects: string[];
  /** The User-Agent the page was fetched with. */
  userAgent: string;
}

export interface AnalyzeError {
  /** Turkish reason, shown as is. */
  error: string;
  code: string;
}

export type AnalyzeResponse = AnalyzeSuccess | AnalyzeError;
