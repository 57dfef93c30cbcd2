import { formatNumber } from "~/shared/format";
import { ANALYZER_MESSAGES } from "./constants";
import type { PageAnalysis } from "./types";

/**
 * The contract between the simulator screen and POST /api/analyze: the URL check both sides run
 * (the screen first, for an instant message; the server again, because anybody can call it) and
 * the shapes of the answer. Pure and free of Node APIs, so the screen can import it.
 */

export const URL_MAX_LENGTH = 2048;
/** Largest pasted HTML analysed in the browser; the same cap the server applies to fetched pages. */
export const PASTED_HTML_MAX_BYTES = 5 * 1024 * 1024;

export const URL_TOO_LONG_MESSAGE = `Adres en fazla ${formatNumber(URL_MAX_LENGTH)} karakter olabilir.`;

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/**
 * Empty → 'Lütfen geçerli bir URL girin!'; anything that is not an absolute http(s) URL with a
 * host (and without credentials) → 'Lütfen geçerli bir URL formatı girin!'. A bare host name
 * ("ornek.com.tr/blog") is read as https, the way people type addresses.
 */
export function checkAnalyzeUrl(raw: unknown): UrlCheck {
  if (typeof raw !== "string" || raw.trim() === "") return { ok: false, message: ANALYZER_MESSAGES.emptyUrl };
  const trimmed = raw.trim();
  if (trimmed.length > URL_MAX_LENGTH) return { ok: false, message: URL_TOO_LONG_MESSAGE };
  let url: URL;
  try {
    url = new URL(HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, message: ANALYZER_MESSAGES.invalidUrl };
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "" || url.username !== "" || url.password !== "") {
    return { ok: false, message: ANALYZER_MESSAGES.invalidUrl };
  }
  if (url.href.length > URL_MAX_LENGTH) return { ok: false, message: URL_TOO_LONG_MESSAGE };
  return { ok: true, url: url.href };
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
