/**
 * What the audit knows about one page: a compact, serialisable record read in one bounded pass
 * over its HTML and headers (page-record.ts). The rules read only these records, never HTML, so a
 * rule is a small pure function, the records of a 500-page site fit in a few MB, and a stored
 * report can be checked again by newer rules without crawling again.
 */

/** Response headers the rules read, by lower-case name; repeated headers joined with ", ". */
export const AUDITED_HEADERS = [
  "cache-control",
  "content-encoding",
  "content-security-policy",
  "content-type",
  "etag",
  "expires",
  "last-modified",
  "link",
  "referrer-policy",
  "strict-transport-security",
  "vary",
  "x-content-type-options",
  "x-frame-options",
  "x-robots-tag",
  "server",
  "x-powered-by",
] as const;
export type AuditedHeader = (typeof AUDITED_HEADERS)[number];

/** What the record keeps of a page at most: beyond these a list is cut and flagged. */
export const RECORD_LIMITS = {
  titles: 5,
  descriptions: 5,
  canonicals: 5,
  headings: 200,
  headingChars: 200,
  textChars: 20_000,
  images: 200,
  links: 500,
  /**
   * Characters of link addresses in one record: 500 links of 2,048 characters would be 1 MB a
   * page, 500 MB for a 500-page audit; ordinary pages (150 links of 70 characters) use a tenth.
   */
  linkChars: 100_000,
  linkTextChars: 100,
  scripts: 100,
  stylesheets: 100,
  hreflang: 300,
  jsonLdBlocks: 20,
  jsonLdChars: 100_000,
  forms: 50,
  insecureResources: 50,
  headerChars: 4_096,
  metaChars: 1_000,
  cookies: 20,
  metaCsp: 5,
  /** Characters kept of an hreflang href as written: enough to tell whether it is absolute and to show it. */
  hreflangHrefChars: 200,
} as const;

export interface AuditImage {
  src: string | null;
  /** null when the attribute is absent; "" when it is empty (decorative, which is fine). */
  alt: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  /** Order among the page's images, from 0: the first ones are likely above the fold. */
  index: number;
  /**
   * Inside `<noscript>`: a fallback (a tracking pixel, a lazy-loading script's copy) that a browser
   * running scripts never shows, so the image rules leave it out.
   */
  inNoscript: boolean;
  /** A WebP, AVIF or JPEG XL version is offered beside `src` (a `<picture>` source or the srcset). */
  modernSource: boolean;
  /** Words of visible text before the image: with `index`, how far down the page it likely is. */
  wordsBefore: number;
}

export interface AuditLink {
  /** Absolute, without fragment. */
  url: string;
  /** Same host as the page (or its www twin). */
  internal: boolean;
  nofollow: boolean;
  /** The anchor's text, or its image's alt, or its aria-label; "" when it has none. */
  text: string;
}

export interface AuditScript {
  src: string | null;
  inHead: boolean;
  async: boolean;
  defer: boolean;
  module: boolean;
}

export interface AuditStylesheet {
  href: string;
  inHead: boolean;
  media: string | null;
}

export interface AuditHreflang {
  lang: string;
  href: string;
}

/** One `<script type="application/ld+json">` block, parsed. */
export interface AuditJsonLd {
  /** JSON.parse failed (the block is unusable for search engines). */
  invalid: boolean;
  /** The parsed value, for the structured-data rules; null when invalid or cut. */
  value: unknown;
}

export interface AuditForm {
  action: string | null;
  method: string;
}

export interface AuditCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

export interface AuditPage {
  /** The address requested (as linked or listed). */
  url: string;
  /** Where the answer came from, after redirects. */
  finalUrl: string;
  status: number;
  /** Addresses that answered with a redirect, in order (the final one excluded). */
  redirects: string[];
  /** How the crawl found it. */
  source: "start" | "link" | "sitemap" | "redirect";
  /** The page linking to it, or the sitemap listing it. */
  foundOn: string | null;
  /** Bytes of the HTML as sent (compressed when it was). */
  transferBytes: number;
  /** Characters of the HTML once decoded. */
  htmlChars: number;
  /** Milliseconds from the request to the first byte of the answer; null when unknown. */
  ttfbMs: number | null;
  headers: Partial<Record<AuditedHeader, string>>;
  cookies: AuditCookie[];
  lang: string | null;
  charset: string | null;
  viewport: string | null;
  titles: string[];
  descriptions: string[];
  /** Absolute `<link rel="canonical">` targets, in order; "" for one without a usable href. */
  canonicals: string[];
  metaRobots: string[];
  metaRefresh: string | null;
  headings: { level: number; text: string }[];
  /** Visible text of the body (no script, style or template), whitespace collapsed, cut at RECORD_LIMITS.textChars. */
  text: string;
  wordCount: number;
  images: AuditImage[];
  links: AuditLink[];
  scripts: AuditScript[];
  stylesheets: AuditStylesheet[];
  /** Characters of inline `<script>` and `<style>` content. */
  inlineScriptChars: number;
  inlineStyleChars: number;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  hreflang: AuditHreflang[];
  jsonLd: AuditJsonLd[];
  forms: AuditForm[];
  /** http:// addresses of resources (img, script, link, iframe, source, video, audio) on an https page. */
  insecureResources: string[];
  favicon: boolean;
  /** Lists cut at RECORD_LIMITS, or the parse stopped at its element or depth cap. */
  truncated: boolean;
  /**
   * The insecureResources browsers refuse to load on an https page (scripts, stylesheets, frames,
   * embeds …): all but the img, audio, video and source addresses they upgrade to https instead.
   */
  blockedInsecureResources: string[];
  /** Policies of `<meta http-equiv="Content-Security-Policy">`, in order (browsers enforce them beside the header's). */
  metaCsp: string[];
  /**
   * Levels of the body's headings that have no name at all: no text, no image alt, no
   * aria-label(ledby), no SVG (`headings` keeps their text only, so an image heading reads "" there).
   */
  unnamedHeadings: number[];
  /** The `<link rel="canonical">` hrefs as written, beside `canonicals` (a relative one breaks on copies of the page). */
  canonicalHrefs: string[];
  /**
   * `<link rel="canonical">` elements after the head ended: Google reads a canonical only in the
   * head. An element inside `<noscript>` does not end it here, as it does not for a crawler
   * running scripts (to which a noscript's content is text).
   */
  canonicalsInBody: number;
  /** The hrefs of the hreflang links as written, beside `hreflang` (Google asks for fully-qualified addresses). */
  hreflangHrefs: string[];
}

/** Site-wide facts besides the pages: what the crawl read once for the whole site. */
export interface AuditSite {
  startUrl: string;
  /** The start address after redirects (the home page as served). */
  homeUrl: string;
  /** When the audit ran (ISO); rules about dates (a stale copyright year) compare with it. */
  auditedAt: string;
  /** robots.txt of the home page's origin: whether it was read, how many `Sitemap:` lines it has, and whether it keeps Googlebot off the home page. */
  robotsTxt: { status: "found" | "missing" | "unreachable"; sitemapLines: number; blocksAll: boolean };
  sitemaps: { files: number; urls: string[]; truncated: boolean; errors: number };
  /** Addresses found but not fetched, with why (robots, limits, off-host …), as the crawl recorded them. */
  notFetched: { url: string; reason: string }[];
  /**
   * The home page's headers when asked for as a browser asks, offering br and gzip (the crawl asks
   * for identity, to count the bytes a site sends); null when that request failed.
   */
  compressionProbe: { url: string; headers: Partial<Record<AuditedHeader, string>> } | null;
  pages: AuditPage[];
}
