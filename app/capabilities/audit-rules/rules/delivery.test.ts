import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import type { AuditPage } from "../audit-page";
import { ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { DELIVERY_RULES } from "./delivery";
import { GOOGLEBOT_HTML_LIMIT_CHARS, HEAVY_HTML_CHARS, HEAVY_INLINE_CHARS, MANY_BLOCKING_STYLESHEETS, MANY_SCRIPTS, jqueryVersion } from "./delivery";

/** The clean site's three pages timed at `values` (home, /hizmetler, /iletisim). */
const ttfbs = (values: (number | null)[]): RuleFixture["site"] => (site) => ({ pages: site.pages.map((page, i) => ({ ...page, ttfbMs: i < values.length ? (values[i] ?? null) : page.ttfbMs })) });
const withHeaders = (headers: Record<string, string | string[]>) => (p: PageParts) => ({ headers: { ...p.headers, ...headers } });
const withoutHeader = (name: string) => (p: PageParts) => ({ headers: Object.fromEntries(Object.entries(p.headers).filter(([key]) => key !== name)) });
const withHead = (extra: string) => (p: PageParts) => ({ headExtra: `${p.headExtra}${extra}` });
const withBody = (extra: string) => (p: PageParts) => ({ body: `${p.body}${extra}` });
/** The home page's answer to a request offering br and gzip. */
const probed = (headers: AuditPage["headers"]): RuleFixture["site"] => () => ({
  compressionProbe: { url: `${ORIGIN}/`, headers },
});
/** Markup that weighs `chars` without adding text, elements or links (what a page builder's leftovers look like to the rules). */
const padding = (chars: number): string => `<!--${"x".repeat(chars)}-->`;
const stylesheets = (count: number, from = 0): string => Array.from({ length: count }, (_, i) => `<link rel="stylesheet" href="/css/parca-${from + i}.css">`).join("");
const deferred = (...sources: string[]): string => sources.map((src) => `<script src="${src}" defer></script>`).join("");
const scripts = (count: number, attributes = "defer"): string => Array.from({ length: count }, (_, i) => `<script src="/js/eklenti-${i}.js" ${attributes}></script>`).join("");

const FIXTURES: Record<(typeof DELIVERY_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "delivery/ttfb-slow": [
    // Judged on the median of the site's samples, at the home page.
    { site: ttfbs([1_200, 950, 300]), expectHits: [`${ORIGIN}/`] },
    // One cold sample of 2.6 s (a new connection, four requests at once) does not make the site slow; 0.8 s is still "good".
    { site: ttfbs([800, 2_600, 120]) },
  ],
  "delivery/ttfb-very-slow": [{ site: ttfbs([2_600, 1_900, 3_100]), expectHits: [`${ORIGIN}/`] }, { site: ttfbs([450, 2_600, 380]) }],
  "delivery/not-compressed": [
    { site: probed({ "cache-control": "public, max-age=300" }), expectHits: [`${ORIGIN}/`] },
    // Asked for identity (as the crawl asks), no page of the site is compressed: only the probe counts.
    { pages: [auditPage("/kimlikle-okunan", withoutHeader("content-encoding"))], site: probed({ "content-encoding": "gzip", vary: "Accept-Encoding" }) },
  ],
  "delivery/vary-accept-encoding-missing": [
    { site: probed({ "content-encoding": "br" }), expectHits: [`${ORIGIN}/`] },
    // Vary is a case-insensitive list; a private answer never sits in a shared cache.
    { site: probed({ "content-encoding": "br", vary: "Accept, accept-encoding" }) },
  ],
  "delivery/cache-policy-missing": [
    { pages: [auditPage("/kuralsiz", withoutHeader("cache-control"))] },
    // max-age=0 is a decision (always check back), and Expires alone is an older way of saying how long.
    {
      pages: [
        auditPage("/her-seferinde-kontrol", withHeaders({ "cache-control": "max-age=0, must-revalidate", etag: '"5f2a-1"' })),
        auditPage("/eski-usul", (p) => ({ headers: { ...withoutHeader("cache-control")(p).headers, expires: "Thu, 26 Nov 2026 11:00:00 GMT" } })),
      ],
    },
  ],
  "delivery/no-store": [
    { pages: [auditPage("/saklanmayan", withHeaders({ "cache-control": "no-store" }))] },
    // no-cache still lets the browser keep the page; a page that sets a session keeps no-store rightly.
    {
      pages: [
        auditPage("/no-cache", withHeaders({ "cache-control": "no-cache, must-revalidate" })),
        auditPage("/hesabim", withHeaders({ "cache-control": "private, no-store", "set-cookie": ["oturum=abc; Path=/; Secure; HttpOnly; SameSite=Lax"] })),
      ],
    },
  ],
  "delivery/html-over-googlebot-limit": [
    { pages: [auditPage("/dev-sayfa", withBody(padding(GOOGLEBOT_HTML_LIMIT_CHARS)))] },
    { pages: [auditPage("/buyukce-sayfa", withBody(padding(HEAVY_HTML_CHARS - 20_000)))] },
  ],
  "delivery/html-heavy": [
    { pages: [auditPage("/agir-sayfa", withBody(padding(HEAVY_HTML_CHARS + 50_000)))] },
    { pages: [auditPage("/buyukce-sayfa", withBody(padding(HEAVY_HTML_CHARS - 20_000)))] },
  ],
  "delivery/render-blocking-script": [
    { pages: [auditPage("/bekleten-script", withHead('<script src="/js/jquery.min.js"></script>'))] },
    // defer, async and modules do not hold the parser; a consent manager's text/plain script does not run; a script at the end of the body comes after the content.
    {
      pages: [
        auditPage("/bekletmeyen-script", (p) => ({
          headExtra: `${p.headExtra}<script src="/js/site.js" defer></script><script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script><script type="module" src="/js/app.mjs"></script><script type="text/plain" data-cookieconsent="statistics" src="/js/olcum.js"></script>`,
          body: `${p.body}<script src="/js/sayfa-sonu.js"></script>`,
        })),
      ],
    },
  ],
  "delivery/render-blocking-stylesheets": [
    { pages: [auditPage("/cok-stil", withHead(stylesheets(MANY_BLOCKING_STYLESHEETS + 1)))] },
    // A print stylesheet (the async-loading trick) and one in the body do not hold the first paint.
    {
      pages: [
        auditPage("/az-stil", (p) => ({
          headExtra: `${p.headExtra}${stylesheets(MANY_BLOCKING_STYLESHEETS)}<link rel="stylesheet" href="/css/geri-kalan.css" media="print" onload="this.media='all'">`,
          body: `${p.body}${stylesheets(1, MANY_BLOCKING_STYLESHEETS + 1)}`,
        })),
      ],
    },
  ],
  "delivery/too-many-scripts": [
    { pages: [auditPage("/cok-script", withBody(scripts(MANY_SCRIPTS + 1)))] },
    // Scripts held back until consent (type="text/plain") are not loaded.
    { pages: [auditPage("/onayli-script", withBody(`${scripts(MANY_SCRIPTS - 5)}${scripts(10, 'type="text/plain" data-cookieconsent="marketing"')}`))] },
  ],
  "delivery/inline-scripts-heavy": [
    { pages: [auditPage("/gomulu-script", withBody(`<script>window.urunler = "${"u".repeat(HEAVY_INLINE_CHARS)}";</script>`))] },
    // Page data in a JSON block is not code, and a consent manager's text/plain block does not run.
    { pages: [auditPage("/gomulu-veri", withBody(`<script>window.dataLayer = window.dataLayer || [];</script><script type="application/json" id="sayfa-verisi">{"urunler":"${"u".repeat(HEAVY_INLINE_CHARS)}"}</script>`))] },
  ],
  "delivery/inline-styles-heavy": [
    { pages: [auditPage("/gomulu-stil", withHead(`<style>${".k{color:red}".repeat(HEAVY_INLINE_CHARS / 10)}</style>`))] },
    // About 14 KB of critical CSS inline, the rest loaded after the first paint: the recommended pattern.
    { pages: [auditPage("/kritik-stil", withHead(`<style>${".k{color:red}".repeat(1_200)}</style><link rel="stylesheet" href="/css/tum.css" media="print" onload="this.media='all'">`))] },
  ],
  "delivery/old-jquery": [
    {
      pages: [
        auditPage("/eski-wordpress", withBody(deferred("/wp-includes/js/jquery/jquery.js?ver=1.12.4-wp", "/wp-includes/js/jquery/jquery-migrate.min.js?ver=1.4.1"))),
        auditPage("/eski-cdn", withBody(deferred("https://code.jquery.com/jquery-1.11.0.min.js"))),
        auditPage("/eski-cdnjs", withBody(deferred("https://cdnjs.cloudflare.com/ajax/libs/jquery/2.2.4/jquery.min.js"))),
      ],
    },
    // jQuery 3 beside jQuery UI 1.13, Migrate 3 and a plugin whose versions start with 1: only jQuery's own version counts.
    {
      pages: [
        auditPage(
          "/guncel",
          withBody(
            deferred(
              "/wp-includes/js/jquery/jquery.min.js?ver=3.7.1",
              "/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1",
              "/wp-includes/js/jquery/ui/core.min.js?ver=1.13.2",
              "https://cdn.jsdelivr.net/npm/jquery-validation@1.19.5/dist/jquery.validate.min.js",
              "https://code.jquery.com/ui/1.13.2/jquery-ui.min.js",
            ),
          ),
        ),
      ],
    },
  ],
  "delivery/duplicate-scripts": [
    {
      pages: [
        auditPage("/iki-kez", withBody(deferred("/js/slider.js?v=2", "/js/menu.js", "/js/slider.js?v=2"))),
        auditPage("/iki-jquery", withBody(deferred("/wp-includes/js/jquery/jquery.min.js?ver=3.7.1", "https://code.jquery.com/jquery-3.7.1.min.js"))),
      ],
    },
    // Two tag manager containers and gtag for Analytics and Ads are different scripts; jQuery beside jQuery UI is one copy each.
    {
      pages: [
        auditPage(
          "/etiketler",
          withBody(
            `<script src="https://www.googletagmanager.com/gtm.js?id=GTM-AAA111" async></script><script src="https://www.googletagmanager.com/gtm.js?id=GTM-BBB222" async></script>` +
              `<script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123" async></script><script src="https://www.googletagmanager.com/gtag/js?id=AW-123456" async></script>` +
              deferred("/wp-includes/js/jquery/jquery.min.js?ver=3.7.1", "https://code.jquery.com/ui/1.13.2/jquery-ui.min.js", "/js/bootstrap.bundle.min.js"),
          ),
        ),
      ],
    },
  ],
};

describe("delivery rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("reads jQuery's version from the file, the folder or WordPress's ?ver=, and nothing from other scripts", () => {
    expect(jqueryVersion("https://code.jquery.com/jquery-1.12.4.min.js")).toBe("1.12.4");
    expect(jqueryVersion("https://ornek.example/wp-includes/js/jquery/jquery.min.js?ver=1.12.4")).toBe("1.12.4");
    expect(jqueryVersion("https://ajax.googleapis.com/ajax/libs/jquery/1.11.0/jquery.min.js")).toBe("1.11.0");
    expect(jqueryVersion("https://cdn.jsdelivr.net/npm/jquery@2.2.4/dist/jquery.slim.min.js")).toBe("2.2.4");
    expect(jqueryVersion("https://ornek.example/js/jquery.min.js")).toBe("");
    expect(jqueryVersion("https://ornek.example/js/jquery-ui-1.12.1.min.js")).toBeNull();
    expect(jqueryVersion("https://ornek.example/js/jquery.fancybox.min.js?ver=1.3.4")).toBeNull();
  });
});
