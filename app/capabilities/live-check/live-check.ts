/**
 * The contract of the live checks (hreflang "Canlı doğrula", canonical "Canlı kontrol", meta
 * "Sayfadan al", the AI crawler simulator's per-bot access): what the server fetched from the
 * visitor's site, as plain serialisable data, and the NDJSON lines the live-check endpoints
 * stream. Types only, so browser code uses them without importing server code.
 *
 * The server side is app/.server/live-check (a job with the crawler's limits, the SSRF-safe
 * fetcher, and the streaming endpoint factory); the browser side is
 * app/shared/browser/use-live-check.ts and app/shared/tool-ui/live-check-progress.tsx.
 */

/** A robots rule from `<meta name="robots|<bot>">` or an `X-Robots-Tag` header. */
export interface PageRobotsEntry {
  source: "meta" | "header";
  /** "*" for everybody, otherwise the lowercased crawler name the rule is scoped to ("gptbot"). */
  scope: string;
  /** Lowercased directives as written ("noindex", "noai", "max-snippet:50"). */
  directives: string[];
}

/** One `hreflang` annotation. */
export interface HreflangAnnotation {
  /** As written (case kept, trimmed): "en-GB", "x-default", "tr_TR". */
  hreflang: string;
  /** Absolute URL, fragment removed. */
  href: string;
  source: "html" | "header" | "sitemap";
}

/** What a live check reads from a fetched HTML page (bounded parse; see app/.server/live-check). */
export interface PageSignals {
  title: string | null;
  metaDescription: string | null;
  /** `<html lang>` as written, or null. */
  lang: string | null;
  /** Absolute URL of the first `<link rel="canonical">`, or null. */
  canonical: string | null;
  /** Its href exactly as written (relative or absolute), or null. */
  canonicalHref: string | null;
  /** How many `<link rel="canonical">` the page has (more than one is an error). */
  canonicalCount: number;
  /** Absolute canonical from the HTTP `Link` header, or null. */
  headerCanonical: string | null;
  /** `og:url`, absolute, or null. */
  ogUrl: string | null;
  /** `<link rel="alternate" hreflang>` and `Link: <…>; rel="alternate"; hreflang="…"` entries. */
  hreflang: HreflangAnnotation[];
  robots: PageRobotsEntry[];
  /** Words of visible text in the raw HTML (no scripts, styles, templates), what a crawler that does not run JavaScript reads. */
  wordCount: number;
  /** `<script>` elements (inline and external). */
  scriptCount: number;
  /** The body is (nearly) only an empty mount point (`<div id="root"></div>`) plus scripts. */
  emptyAppShell: boolean;
  /** The parse stopped at the element or depth cap; what came after was not read. */
  truncated: boolean;
}

/** A redirect answer on the way to the final URL. */
export interface RedirectHop {
  url: string;
  status: number;
}

/** One request to the visitor's site, as a live check saw it. Never an exception: failures are data. */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** Where the redirects ended (equals `url` without redirects or when nothing answered). */
  finalUrl: string;
  /** Status of the final answer; null when nothing answered (refused address, DNS, timeout, limit). */
  status: number | null;
  /** Every hop that answered with a redirect, in order (the final URL is not included). */
  redirects: RedirectHop[];
  /** Lowercased header names; a header sent more than once keeps its values apart. Empty when nothing answered. */
  headers: Record<string, string | string[]>;
  /** Media type of the final answer ("text/html"), or null. */
  contentType: string | null;
  /** Body bytes read. */
  bytes: number;
  /** Present when the final answer was HTML (any status); null otherwise. */
  signals: PageSignals | null;
  /** Why nothing (or nothing usable) came back, in Turkish; null when the site answered. */
  error: { code: string; message: string } | null;
  /** The user agent the request was sent with. */
  userAgent: string;
}

/** A text file of the site (robots.txt, llms.txt, a sitemap) as a live check read it. */
export interface FetchedText {
  url: string;
  finalUrl: string;
  status: number | null;
  /** The body when the answer was 2xx with an accepted media type; null otherwise. */
  text: string | null;
  contentType: string | null;
  error: { code: string; message: string } | null;
}

export interface LiveCheckProgress {
  /** Requests finished so far. */
  done: number;
  /** Requests planned so far (grows while the check discovers more, e.g. alternates). */
  total: number;
  /** The URL being fetched, when known. */
  current: string | null;
}

/**
 * A line of a live check's job (after the job's own lines, app/shared/jobs.ts): `started` when a
 * run begins, `progress` lines while it runs (with the items finished since the previous line,
 * e.g. one verdict per URL of a bulk check), then exactly one `result` or one `error`. "Durdur"
 * (POST /api/jobs/cancel) stops the check and every request it has in flight.
 */
export type LiveCheckLine<Item, Result> =
  /** A run begins: after a worker died mid-check, the second run starts over. */
  | { type: "started" }
  | ({ type: "progress"; items: Item[] } & LiveCheckProgress)
  | { type: "result"; result: Result }
  | { type: "error"; code: string; error: string };
