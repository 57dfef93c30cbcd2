import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
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

/** jQuery's own file (not jQuery UI, Migrate or a plugin): jquery.js, jquery.min.js, jquery-1.12.4.min.js, jquery.slim.min.js. */
const JQUERY_FILE = /^jquery(?:[-.]v?(\d+(?:\.\d+){1,2}))?(?:\.slim)?(?:\.min)?\.js$/i;
const VERSION = /^v?(\d+(?:\.\d+){1,2})(?:-wp)?$/i;

function parsedUrl(src: string): URL | null {
  try {
    return new URL(src);
  } catch {
    return null;
  }
}

/**
 * The jQuery version a script address shows: in the file name (jquery-1.12.4.min.js), the folder
 * (cdnjs' /jquery/1.11.0/, jsDelivr's /jquery@1.12.4/) or WordPress's ?ver=1.12.4-wp. "" for
 * jQuery of an unknown version, null for another script.
 */
export function jqueryVersion(src: string): string | null {
  const url = parsedUrl(src);
  if (url === null) return null;
  const segments = url.pathname.split("/");
  const file = JQUERY_FILE.exec(segments.at(-1) ?? "");
  if (file === null) return null;
  if (file[1] !== undefined) return file[1];
  for (let i = segments.length - 2; i >= 0; i--) {
    const segment = segments[i] ?? "";
    const pinned = /^jquery@v?(\d+(?:\.\d+){1,2})$/i.exec(segment)?.[1];
    if (pinned !== undefined) return pinned;
    if (segments[i - 1]?.toLowerCase() === "jquery") {
      const folder = VERSION.exec(segment)?.[1];
      if (folder !== undefined) return folder;
    }
  }
  const query = url.searchParams.get("ver") ?? url.searchParams.get("v") ?? url.searchParams.get("version");
  return (query === null ? undefined : VERSION.exec(query.trim())?.[1]) ?? "";
}

/** Libraries a page loads once (a second copy is parsed and run again, and may break the first's plugins), by their file name. */
const LIBRARY_FILES: readonly [string, RegExp][] = [
  ["jquery-ui", /^jquery-ui(?:[-.]\d+(?:\.\d+)*)?(?:\.min)?\.js$/i],
  ["bootstrap", /^bootstrap(?:\.bundle)?(?:[-.]\d+(?:\.\d+)*)?(?:\.min)?\.js$/i],
  ["swiper", /^swiper(?:-bundle)?(?:\.min)?\.js$/i],
  ["slick", /^slick(?:\.min)?\.js$/i],
  ["owl.carousel", /^owl\.carousel(?:\.min)?\.js$/i],
  ["lodash", /^lodash(?:\.min)?\.js$/i],
  ["moment", /^moment(?:-with-locales)?(?:\.min)?\.js$/i],
  ["gsap", /^(?:gsap|TweenMax)(?:\.min)?\.js$/i],
];

/** The library a script address loads ("jquery", "bootstrap" …); null for any other script. */
function libraryOf(src: string): string | null {
  if (jqueryVersion(src) !== null) return "jquery";
  const file = parsedUrl(src)?.pathname.split("/").at(-1) ?? "";
  return LIBRARY_FILES.find(([, pattern]) => pattern.test(file))?.[0] ?? null;
}

/**
 * The site's time to first byte: the median of its HTML pages' samples, and how many there were.
 * Each sample is one cold request (a new connection, four in flight at once), so one page's time
 * says as much about the moment as about the server; the median over the site does not swing on
 * a slow first connection or a busy second. null when no page was timed.
 */
export function medianTtfb(site: AuditSite): { ms: number; samples: number } | null {
  const samples = site.pages
    .filter(isHtmlPage)
    .map((page) => page.ttfbMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  if (samples.length === 0) return null;
  const middle = Math.floor(samples.length / 2);
  const ms = samples.length % 2 === 1 ? (samples[middle] ?? 0) : Math.round(((samples[middle - 1] ?? 0) + (samples[middle] ?? 0)) / 2);
  return { ms, samples: samples.length };
}

/** A site-wide TTFB finding: the median, at the home page, when `judge` finds it slow. */
const ttfbFinding = (judge: (ms: number) => boolean) => (site: AuditSite) => {
  const median = medianTtfb(site);
  if (median === null) return "n/a" as const;
  return { hits: judge(median.ms) ? [{ url: site.homeUrl, detail: `${median.ms} ms (${median.samples})` }] : [], applicable: 1 };
};

export const DELIVERY_RULES = [
  /**
   * The median TTFB of the site's pages (medianTtfb; the detail gives it and the number of
   * samples) is over TTFB_GOOD_MS, up to TTFB_POOR_MS (beyond it, the stronger finding instead).
   * n/a: no HTML page was timed (none answered 2xx).
   */
  siteRule({
    id: "delivery/ttfb-slow",
    family: "delivery",
    severity: "notice",
    weight: 3,
    check: ttfbFinding((ms) => ms > TTFB_GOOD_MS && ms <= TTFB_POOR_MS),
  }),
  // The median TTFB is over TTFB_POOR_MS. n/a: no HTML page was timed.
  siteRule({
    id: "delivery/ttfb-very-slow",
    family: "delivery",
    severity: "warning",
    weight: 5,
    check: ttfbFinding((ms) => ms > TTFB_POOR_MS),
  }),
  // n/a: the compression probe got no answer (or was not sent: the home page did not answer 200), or the home page is too small to gain from compression.
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
  // n/a: no compression probe answer, an uncompressed answer, or one no shared cache may keep (private, no-store).
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
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/cache-policy-missing",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => page.headers["cache-control"] === undefined && page.headers.expires === undefined,
  }),
  // n/a: the page sets cookies (it may show one visitor's data).
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
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/html-over-googlebot-limit",
    family: "delivery",
    severity: "error",
    weight: 6,
    check: (page) => (page.htmlChars > GOOGLEBOT_HTML_LIMIT_CHARS ? kb(page.htmlChars) : null),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/html-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    // Past Googlebot's limit the page has the stronger finding instead.
    check: (page) => (page.htmlChars > HEAVY_HTML_CHARS && page.htmlChars <= GOOGLEBOT_HTML_LIMIT_CHARS ? kb(page.htmlChars) : null),
  }),
  // n/a: never on an HTML page.
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
  // n/a: never on an HTML page.
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
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/too-many-scripts",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.scripts.length > MANY_SCRIPTS ? String(page.scripts.length) : null),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/inline-scripts-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.inlineScriptChars > HEAVY_INLINE_CHARS ? kb(page.inlineScriptChars) : null),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "delivery/inline-styles-heavy",
    family: "delivery",
    severity: "notice",
    weight: 2,
    check: (page) => (page.inlineStyleChars > HEAVY_INLINE_CHARS ? kb(page.inlineStyleChars) : null),
  }),
  /**
   * jQuery 1 and 2 have known security holes (CVE-2015-9251, CVE-2019-11358, CVE-2020-11022 and
   * -11023), fixed only in 3.x, and weigh more than 3.x. n/a: the page loads no jQuery from an
   * address, or one whose address does not show its version.
   */
  pageRule({
    id: "delivery/old-jquery",
    family: "delivery",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const versions = page.scripts.flatMap((script) => {
        const version = script.src === null ? null : jqueryVersion(script.src);
        return version === null || version === "" ? [] : [{ src: script.src ?? "", version }];
      });
      if (versions.length === 0) return "n/a";
      const old = versions.find(({ version }) => /^[12]\./.test(version));
      return old === undefined ? null : `jQuery ${old.version} (${old.src})`;
    },
  }),
  /**
   * The same script address twice, or a library (jQuery, Bootstrap …) loaded from two addresses:
   * the second copy is downloaded and run again. The same address with another query (a tag
   * manager's two containers, gtag for Analytics and Ads) is two scripts, not one twice. n/a: the
   * page loads fewer than two scripts from addresses.
   */
  pageRule({
    id: "delivery/duplicate-scripts",
    family: "delivery",
    severity: "warning",
    weight: 3,
    check: (page) => {
      const sources = page.scripts.flatMap((script) => (script.src === null ? [] : [script.src]));
      if (sources.length < 2) return "n/a";
      const seen = new Map<string, string>();
      for (const src of sources) {
        const library = libraryOf(src);
        for (const key of [`url ${src}`, ...(library === null ? [] : [`library ${library}`])]) {
          const first = seen.get(key);
          if (first !== undefined) return first === src ? src : `${library ?? ""}: ${first} | ${src}`;
          seen.set(key, src);
        }
      }
      return null;
    },
  }),
];
