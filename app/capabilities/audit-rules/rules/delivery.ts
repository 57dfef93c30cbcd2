import type { AuditPage } from "../audit-page";
import { pageRule } from "../rule";

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
 * The compression rules read the Content-Encoding of an answer to a request that offered gzip and
 * br, as a browser does. A fetch that asks for identity (safe-fetch does, to keep its byte cap
 * honest) gets no encoding from any server, so its records must not be judged by them.
 */
const ENCODINGS = new Set(["gzip", "br", "zstd", "deflate", "compress", "x-gzip"]);

const headerList = (value: string | undefined): string[] =>
  (value ?? "")
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

const isCompressed = (page: AuditPage): boolean => headerList(page.headers["content-encoding"]).some((encoding) => ENCODINGS.has(encoding));

/** Cache-Control directives by name (without their values). */
const cacheDirectives = (page: AuditPage): Set<string> => new Set(headerList(page.headers["cache-control"]).map((directive) => directive.split("=")[0]?.trim() ?? ""));

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
  pageRule({
    id: "delivery/not-compressed",
    family: "delivery",
    severity: "warning",
    weight: 5,
    check: (page) => (page.htmlChars < COMPRESSIBLE_MIN_CHARS ? "n/a" : isCompressed(page) ? null : kb(page.htmlChars)),
  }),
  pageRule({
    id: "delivery/vary-accept-encoding-missing",
    family: "delivery",
    severity: "notice",
    weight: 1,
    check: (page) => {
      const cache = cacheDirectives(page);
      // Only a shared cache (a CDN, a proxy) can hand the compressed copy to a client that cannot read it, and it keeps no private or no-store answer.
      if (!isCompressed(page) || cache.has("private") || cache.has("no-store")) return "n/a";
      const vary = headerList(page.headers.vary);
      return vary.includes("accept-encoding") || vary.includes("*") ? null : (page.headers.vary ?? true);
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
      return cacheDirectives(page).has("no-store") ? (page.headers["cache-control"] ?? true) : null;
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
