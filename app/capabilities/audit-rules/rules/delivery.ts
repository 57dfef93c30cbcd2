import type { AuditPage } from "../audit-page";
import { pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * Delivery: how fast and how lightly the HTML reaches the visitor. The server's answer (TTFB,
 * compression, caching headers) and what in the HTML holds up the first paint (blocking scripts
 * and stylesheets in the head) or weighs on every visit (inline code, page weight). What only a
 * real browser or the assets themselves can tell (Core Web Vitals, JS and CSS bytes) is not here.
 */

/** web.dev's TTFB thresholds: good up to 0.8 s, poor beyond 1.8 s. */
export const TTFB_GOOD_MS = 800;
export const TTFB_POOR_MS = 1_800;
/** Googlebot indexes the first 2 MB of an HTML file and ignores the rest (Search Central, "Googlebot"). */
export const GOOGLEBOT_HTML_LIMIT_CHARS = 2 * 1024 * 1024;
/** About ten times the median page's HTML (~30 KB, HTTP Archive): beyond it the page is slow to download and parse on a phone. */
export const HEAVY_HTML_CHARS = 300_000;
/** Below this, compression saves too little to matter (Lighthouse skips such responses too). */
export const COMPRESSIBLE_MIN_CHARS = 1_400;
/** Inline code is downloaded again on every page view, never cached: fine for ~14 KB of critical CSS, not for bundles. */
export const HEAVY_INLINE_CHARS = 100_000;
export const MANY_BLOCKING_STYLESHEETS = 4;
export const MANY_SCRIPTS = 25;

/**
 * The compression rules read the home page's answer to a request that offered gzip and br, as a
 * browser does (`AuditSite.compressionProbe`). The crawl itself asks for identity (to keep its
 * byte cap honest), so no server compresses the pages' own records: they must not be judged by
 * Content-Encoding.
 */
const ENCODINGS = new Set(["gzip", "br", "zstd", "deflate", "compress", "x-gzip"]);

const headerList = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

type Headers = AuditPage["headers"];

const isCompressed = (headers: Headers): boolean => headerList(headers["content-encoding"]).some((encoding) => ENCODINGS.has(encoding));

/** Cache-Control directives by name (without their values). */
const cacheDirectives = (headers: Headers): Set<string> => new Set(headerList(headers["cache-control"]).map((directive) => directive.split("=")[0]?.trim() ?? ""));

/** A stylesheet the browser must have before it paints: in the head, for the screen (a `print` one is the async-loading trick). */
const blocksRender = (media: string | null): boolean => {
  const query = (media ?? "").trim().toLowerCase();
  return query !== "print" && query !== "not all";
};

const kb = (chars: number): string => `${Math.round(chars / 1024)} KB`;

export const DELIVERY_RULES = [
  pageRule({
    id: "delivery/ttfb-slow",
    family: "delivery",
    severity: "notice",
    weight: 3,
    check: (page) => {
      if (page.ttfbMs === null) return "n/a";
      // Above TTFB_POOR_MS the page has the stronger finding instead.
      return page.ttfbMs > TTFB_GOOD_MS && page.ttfbMs <= TTFB_POOR_MS ? `${page.ttfbMs} ms` : null;
    },
  }),
  pageRule({
    id: "delivery/ttfb-very-slow",
    family: "delivery",
    severity: "warning",
    weight: 5,
    check: (page) => (page.ttfbMs === null ? "n/a" : page.ttfbMs > TTFB_POOR_MS ? `${page.ttfbMs} ms` : null),
  }),
  siteRule({
    id: "delivery/not-compressed",
    family: "delivery",
    severity: "warning",
    weight: 5,
    check: (site) => {
      const probe = site.compressionProbe;
      if (probe === null) return "n/a";
      const home = siteIndex(site).pageAt(probe.url);
      if (home !== undefined && home.htmlChars < COMPRESSIBLE_MIN_CHARS) return "n/a";
      return { hits: isCompressed(probe.headers) ? [] : [{ url: probe.url, ...(home ? { detail: kb(home.htmlChars) } : {}) }], applicable: 1 };
    },
  }),
  siteRule({
    id: "delivery/vary-accept-encoding-missing",
    family: "delivery",
    severity: "notice",
    weight: 1,
    check: (site) => {
      const probe = site.compressionProbe;
      if (probe === null) return "n/a";
      const cache = cacheDirectives(probe.headers);
      // Only a shared cache (a CDN, a proxy) can hand the compressed copy to a client that cannot read it, and it keeps no private or no-store answer.
      if (!isCompressed(probe.headers) || cache.has("private") || cache.has("no-store")) return "n/a";
      const vary = headerList(probe.headers.vary);
      return { hits: vary.includes("accept-encoding") || vary.includes("*") ? [] : [{ url: probe.url, ...(probe.headers.vary ? { detail: probe.headers.vary } : {}) }], applicable: 1 };
    },
  }),
  pageRule({
    id: "delivery/cache-policy-missing",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => page.headers["cache-control"] === undefined && page.headers.expires === undefined,
  }),
  pageRule({
    id: "delivery/no-store",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => {
      // A page that sets cookies may show one visitor's data, which no-store rightly keeps out of every cache.
      if (page.cookies.length > 0) return "n/a";
      return cacheDirectives(page.headers).has("no-store") ? (page.headers["cache-control"] ?? true) : null;
    },
  }),
  pageRule({
    id: "delivery/html-over-googlebot-limit",
    family: "delivery",
    severity: "error",
    weight: 6,
    check: (page) => (page.htmlChars > GOOGLEBOT_HTML_LIMIT_CHARS ? kb(page.htmlChars) : null),
  }),
  pageRule({
    id: "delivery/html-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    // Past Googlebot's limit the page has the stronger finding instead.
    check: (page) => (page.htmlChars > HEAVY_HTML_CHARS && page.htmlChars <= GOOGLEBOT_HTML_LIMIT_CHARS ? kb(page.htmlChars) : null),
  }),
  pageRule({
    id: "delivery/render-blocking-script",
    family: "delivery",
    severity: "warning",
    weight: 4,
    check: (page) => {
      // A module script is deferred by default; async and defer let the parser go on.
      const blocking = page.scripts.filter((script) => script.inHead && !script.async && !script.defer && !script.module);
      return blocking.length === 0 ? null : blocking.map((script) => script.src ?? "").join(" | ");
    },
  }),
  pageRule({
    id: "delivery/render-blocking-stylesheets",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const blocking = page.stylesheets.filter((sheet) => sheet.inHead && blocksRender(sheet.media));
      return blocking.length > MANY_BLOCKING_STYLESHEETS ? String(blocking.length) : null;
    },
  }),
  pageRule({
    id: "delivery/too-many-scripts",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.scripts.length > MANY_SCRIPTS ? String(page.scripts.length) : null),
  }),
  pageRule({
    id: "delivery/inline-scripts-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.inlineScriptChars > HEAVY_INLINE_CHARS ? kb(page.inlineScriptChars) : null),
  }),
  pageRule({
    id: "delivery/inline-styles-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.inlineStyleChars > HEAVY_INLINE_CHARS ? kb(page.inlineStyleChars) : null),
  }),
];
