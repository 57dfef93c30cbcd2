import { describe, expect, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { RULE_TEXTS } from "../catalogue.content";
import { runRules } from "../engine";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, failures, fixtureSite, renderedAs, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { RenderedFacts } from "~/capabilities/browser/browser-facts";
import type { CRAWL_RULES } from "./crawl";

const robots = (change: Partial<AuditSite["robotsTxt"]>): RuleFixture["site"] => (site) => ({ robotsTxt: { ...site.robotsTxt, ...change } });
const fromSitemap = { source: "sitemap", foundOn: `${ORIGIN}/sitemap.xml` } as const;
const PROBE = `${ORIGIN}/pusula-404-kontrol-5e2f9a`;
/** About 200 words: not thin, but short enough for the soft-404 rule to read its text. */
const SHORT_TEXT = BODY_TEXT.split(" ").slice(0, 200).join(" ");
const titled = (title: string, body?: string) => (p: PageParts) => ({
  title,
  headExtra: p.headExtra.replaceAll(p.title ?? "", title),
  body: body ?? p.body.replace(`<h1>${p.title}</h1>`, `<h1>${title}</h1>`),
});

/** The browser stage read /hizmetler with `change` after its scripts ran (the rest of the clean site as served). */
type SiteChange = (site: AuditSite) => Partial<AuditSite>;
const rendered = (change: Partial<RenderedFacts>): SiteChange => (site) => ({
  browser: site.browser && {
    ...site.browser,
    pages: site.browser.pages.map((page) => (page.url === `${ORIGIN}/hizmetler` && page.rendered ? { ...page, rendered: { ...page.rendered, ...change } } : page)),
  },
});
const renderedLinks = (...paths: string[]): SiteChange => (site) => {
  const raw = site.pages.find((page) => page.url === `${ORIGIN}/hizmetler`);
  return rendered({ internalLinks: [...(raw ? renderedAs(raw).internalLinks : []), ...paths.map((path) => `${ORIGIN}${path}`)] })(site);
};
const HIZMETLER = [`${ORIGIN}/hizmetler`];

const FIXTURES: Record<(typeof CRAWL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "crawl/links-need-javascript": [
    { site: renderedLinks("/ekibimiz", "/referanslar", "/kariyer"), expectHits: HIZMETLER },
    // Two links a cookie banner or chat widget adds, and links the HTML already has, are no finding.
    { site: renderedLinks("/gizlilik", "/sohbet", "/iletisim", "/") },
  ],
  "crawl/title-changed-by-javascript": [
    { site: rendered({ title: "Kampanya! | Örnek Firma" }), expectHits: HIZMETLER },
    // The same title with other spaces is the same title.
    { site: (site) => rendered({ title: `  ${site.pages.find((page) => page.url === HIZMETLER[0])?.titles[0]?.replace(" ", "   ")}  ` })(site) },
  ],
  "crawl/robots-changed-by-javascript": [
    { site: rendered({ robots: "noindex, follow" }), expectHits: HIZMETLER },
    // A snippet directive added by a script changes neither indexing nor following.
    { site: rendered({ robots: "max-image-preview:large" }) },
  ],
  "crawl/canonical-changed-by-javascript": [
    { site: rendered({ canonical: `${ORIGIN}/hizmetlerimiz` }), expectHits: HIZMETLER },
    { site: rendered({ canonical: `${ORIGIN}/hizmetler` }) },
  ],
  "crawl/robots-txt-missing": [
    { site: robots({ status: "missing", sitemapLines: 0 }), expectHits: [`${ORIGIN}/robots.txt`] },
    { site: robots({ status: "found" }) },
  ],
  "crawl/robots-txt-unreachable": [{ site: robots({ status: "unreachable" }), expectHits: [`${ORIGIN}/robots.txt`] }, { site: robots({ status: "found" }) }],
  "crawl/robots-blocks-all": [{ site: robots({ blocksAll: true }), expectHits: [`${ORIGIN}/robots.txt`] }, { site: robots({ blocksAll: false }) }],
  "crawl/sitemap-missing": [
    // With no sitemap, robots.txt has no Sitemap line to give either.
    { site: (site) => ({ sitemaps: { ...site.sitemaps, files: 0, urls: [] }, robotsTxt: { ...site.robotsTxt, sitemapLines: 0 } }), expectHits: [`${ORIGIN}/sitemap.xml`] },
    { site: (site) => ({ sitemaps: { ...site.sitemaps, files: 2 } }) },
  ],
  "crawl/sitemap-invalid": [
    // Found, but too large to read: no URL came from it, and sitemap-missing does not claim there is none.
    {
      site: (site) => ({
        sitemaps: { ...site.sitemaps, files: 1, urls: [], errors: 1 },
        sitemapFiles: { problems: [{ url: `${ORIGIN}/sitemap.xml`, problem: "too-large", status: null }], unknown: false },
      }),
      expectHits: [`${ORIGIN}/sitemap.xml`],
    },
    { site: (site) => ({ sitemaps: { ...site.sitemaps, files: 2 } }) },
  ],
  "crawl/sitemap-foreign-urls": [
    {
      site: (site) => ({ sitemaps: { ...site.sitemaps, urls: [...site.sitemaps.urls, "https://staging.ornek-firma.com.tr/hizmetler", "https://eski-firma.com/urunler"] } }),
      expectHits: ["https://staging.ornek-firma.com.tr/hizmetler", "https://eski-firma.com/urunler"],
    },
    // The bare host and http are the same site (their redirects are judged elsewhere).
    { site: (site) => ({ sitemaps: { ...site.sitemaps, urls: [...site.sitemaps.urls, "http://ornek-firma.com.tr/iletisim"] } }) },
  ],
  "crawl/sitemap-not-in-robots": [
    { site: robots({ sitemapLines: 0 }), expectHits: [`${ORIGIN}/robots.txt`] },
    { site: robots({ sitemapLines: 2 }) },
  ],
  "crawl/client-error": [
    // Reached from outside (an old address, the llms.txt), linked from nowhere on the site.
    { pages: [auditPage("/eski-kampanya", { status: 404, foundOn: null })], linked: false, inSitemap: false },
    // A linked missing page is links/broken-internal's alone; 401, 403 and 429 refuse us (crawl/access-refused).
    { pages: [auditPage("/yeni-kampanya", { status: 200 })] },
  ],
  "crawl/access-refused": [
    // A firewall's 403 and a rate limit's 429 on linked pages: no broken link, no client error.
    { pages: [auditPage("/korunan", { status: 403 }), auditPage("/yogun", { status: 429 })], inSitemap: false },
    { pages: [auditPage("/acik", { status: 200 })] },
  ],
  "crawl/server-error": [
    // The link is fine, the page fails: one error, at the page.
    { pages: [auditPage("/cokuyor", { status: 503 })], inSitemap: false },
    { pages: [auditPage("/ayakta", { status: 200 })] },
  ],
  "crawl/redirect-chain": [
    // Found through an old link (not the site's own), so no internal link points at the chain.
    { pages: [auditPage("/hedef", { redirectedFrom: ["/eski", "/daha-eski"] })], linked: false, inSitemap: false },
    { pages: [auditPage("/tek-adim", { redirectedFrom: ["/eski-tek"] })], linked: false, inSitemap: false },
  ],
  "crawl/noindex": [
    { pages: [auditPage("/gizli", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="noindex, follow">` }))], inSitemap: false },
    // Addressed to another search engine's bot: Google may index it.
    { pages: [auditPage("/baska-bota", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow">`, headers: { ...p.headers, "x-robots-tag": "bingbot: noindex" } }))] },
  ],
  "crawl/noindex-in-sitemap": [
    // The page is noindex by its header: the noindex rule names it too.
    { pages: [auditPage("/sitemapte-gizli", (p) => ({ headers: { ...p.headers, "x-robots-tag": "noindex" } }))], alsoFires: ["crawl/noindex"] },
    { pages: [auditPage("/sitemapte-acik", (p) => ({ headers: { ...p.headers, "x-robots-tag": "max-image-preview:large" } }))] },
  ],
  "crawl/sitemap-not-ok": [
    { pages: [auditPage("/yeni-adres", { redirectedFrom: ["/eski-adres"] })], linked: false },
    { pages: [auditPage("/dogrudan")] },
  ],
  "crawl/sitemap-blocked": [
    {
      site: (site) => ({
        googlebotBlocked: { urls: [`${ORIGIN}/uye/panel`], judged: 4 },
        sitemaps: { ...site.sitemaps, urls: [...site.sitemaps.urls, `${ORIGIN}/uye/panel`] },
      }),
      expectHits: [`${ORIGIN}/uye/panel`],
    },
    // Closed to our crawler only (a site may shut out unknown bots): Googlebot may read it.
    {
      site: (site) => ({
        notFetched: [{ url: `${ORIGIN}/uye/panel`, reason: "robots" }],
        googlebotBlocked: { urls: [], judged: 4 },
        sitemaps: { ...site.sitemaps, urls: [...site.sitemaps.urls, `${ORIGIN}/uye/panel`] },
      }),
    },
  ],
  "crawl/orphan-page": [
    { pages: [auditPage("/unutulmus", fromSitemap)], linked: false },
    // Read from the sitemap at /bagli/, linked from a page the home page does not link to, as /bagli/? (the same address).
    { pages: [auditPage("/bagli/", fromSitemap), auditPage("/kaynak", (p) => ({ body: `${p.body}<a href="/bagli/?">Bağlı sayfa</a>` }))], linked: false },
  ],
  "crawl/soft-404": [
    // A removed product in its title and heading; an error page whose H1 says 404; a short page that says it.
    {
      pages: [
        auditPage("/urun/eski-model", titled("Ürün bulunamadı | Örnek Firma Dijital Pazarlama Ajansı")),
        auditPage("/kampanya-2023", (p) => ({ body: p.body.replace(`<h1>${p.title}</h1>`, "<h1>Hata 404</h1>") })),
        auditPage("/kaldirilan", (p) => ({ body: `<main><h1>${p.title}</h1><p>Aradığınız sayfa bulunamadı. ${SHORT_TEXT}</p><a href="/">Ana sayfa</a></main>` })),
      ],
    },
    // A model number, a shop's empty-search template on a short page, and an out-of-stock product that is still a page.
    {
      pages: [
        auditPage("/urun/peugeot-404-tampon", titled("Peugeot 404 ön tampon | Örnek Firma Yedek Parça")),
        auditPage("/kategori/kulaklik", (p) => ({ body: `<main><h1>${p.title}</h1><p>${SHORT_TEXT}</p><div class="arama-sonuc">Aramanıza uygun ürün bulunamadı.</div><div class="mini-sepet">Sepetinizde ürün bulunamadı.</div><a href="/">Ana sayfa</a></main>` })),
        auditPage("/urun/stokta-yok", (p) => ({ body: `${p.body}<p>Bu ürün şu anda stokta yok; gelince haber verelim.</p>` })),
      ],
    },
  ],
  "crawl/missing-page-answers-200": [
    // Every unknown address is sent to the home page, which answers 200.
    { site: () => ({ missingPage: { url: PROBE, status: 200, finalUrl: `${ORIGIN}/` } }), expectHits: [PROBE] },
    { site: () => ({ missingPage: { url: PROBE, status: 410, finalUrl: PROBE } }) },
  ],
};

const statusOf = async (site: AuditSite, id: string): Promise<string | undefined> => (await runRules(site, ALL_RULES)).outcomes.find((outcome) => outcome.id === id)?.status;

describe("crawl rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("says nothing of a missing sitemap when one was found but refused, or when asking for it got no answer", async () => {
    const refused = fixtureSite({
      site: (site) => ({ sitemaps: { ...site.sitemaps, urls: [] }, sitemapFiles: { problems: [{ url: `${ORIGIN}/sitemap.xml`, problem: "not-sitemap", status: null }], unknown: false } }),
    });
    expect(await statusOf(refused, "crawl/sitemap-missing")).toBe("n/a");
    expect(await statusOf(refused, "crawl/sitemap-invalid")).toBe("failed");
    const timedOut = fixtureSite({ site: (site) => ({ sitemaps: { ...site.sitemaps, urls: [] }, sitemapFiles: { problems: [], unknown: true } }) });
    expect(await statusOf(timedOut, "crawl/sitemap-missing")).toBe("n/a");
  });

  it("says what is wrong with an unusable sitemap in Turkish, without the reason's code", async () => {
    const problems = [
      { url: `${ORIGIN}/sitemap.xml`, problem: "status", status: 404 },
      { url: `${ORIGIN}/sitemap-urun.xml`, problem: "too-large", status: null },
      { url: `${ORIGIN}/sitemap-sayfa.xml`, problem: "not-sitemap", status: null },
      { url: `${ORIGIN}/sitemap-dizin.xml`, problem: "nested-index", status: null },
      { url: `${ORIGIN}/sitemap-bos.xml`, problem: "empty", status: null },
    ] as const;
    const site = fixtureSite({ site: () => ({ sitemapFiles: { problems: [...problems], unknown: false } }) });
    const outcome = (await runRules(site, ALL_RULES)).outcomes.find((entry) => entry.id === "crawl/sitemap-invalid");
    const details = outcome?.hits.map((hit) => hit.detail) ?? [];
    expect(details).toEqual(["sunucu 404 yanıtı verdi", "çok büyük: 50 MB ya da 50.000 adres sınırını aşıyor", "site haritası biçiminde değil", "site haritası dizininin içinde bir dizin daha var", "hiç adres listelemiyor"]);
    for (const code of ["too-large", "not-sitemap", "nested-index", "empty"]) {
      expect(details.join(" "), code).not.toContain(code);
      expect(RULE_TEXTS["crawl/sitemap-invalid"]?.fix, code).not.toContain(code);
    }
  });

  it("calls no sitemap page an orphan before the crawl has followed every link, or beside an app shell", async () => {
    const orphan: RuleFixture = { pages: [auditPage("/unutulmus", fromSitemap)], linked: false };
    expect(await statusOf(fixtureSite(orphan), "crawl/orphan-page")).toBe("failed");
    expect(await statusOf(fixtureSite({ ...orphan, site: () => ({ linksExhausted: false }) }), "crawl/orphan-page")).toBe("n/a");
    const shell = auditPage("/uygulama", { body: '<div id="root"></div><script type="module" src="/assets/app.js"></script>' });
    expect(shell.emptyAppShell).toBe(true);
    expect(await statusOf(fixtureSite({ pages: [...(orphan.pages ?? []), shell], linked: false }), "crawl/orphan-page")).toBe("n/a");
  });

  it("lets agents/content-needs-javascript alone speak for app shells: no H1, thin, dead-end, duplicate-title or orphan finding beside it", async () => {
    const shell = (path: string) =>
      auditPage(path, (p) => ({ ...fromSitemap, title: "Örnek Firma Uygulaması | Örnek Firma Dijital", headExtra: p.headExtra.replaceAll(p.title ?? "", "Örnek Firma Uygulaması"), body: '<div id="app"></div><script type="module" src="/assets/index.js"></script>' }));
    const found = await failures(fixtureSite({ pages: [shell("/uygulama/siparisler"), shell("/uygulama/hesap")], linked: false }), ALL_RULES);
    expect(Object.fromEntries(found)).toEqual({ "agents/content-needs-javascript": [`${ORIGIN}/uygulama/siparisler`, `${ORIGIN}/uygulama/hesap`] });
  });

  it("costs one error for one missing page, whether linked or not", async () => {
    const linked = await failures(fixtureSite({ pages: [auditPage("/kaldirilan", { status: 404 })], inSitemap: false }), ALL_RULES);
    expect([...linked.keys()]).toEqual(["links/broken-internal"]);
    const unlinked = await failures(fixtureSite({ pages: [auditPage("/kaldirilan", { status: 404 })], linked: false, inSitemap: false }), ALL_RULES);
    expect([...unlinked.keys()]).toEqual(["crawl/client-error"]);
  });

  it("reports a title or canonical that JavaScript removes, as it reports a robots rule it removes", async () => {
    const hitsOf = async (change: SiteChange, id: string) => (await runRules(fixtureSite({ site: change }), ALL_RULES)).outcomes.find((outcome) => outcome.id === id)?.hits;
    const title = fixtureSite({}).pages.find((page) => page.url === HIZMETLER[0])?.titles[0];
    expect(await hitsOf(rendered({ title: null }), "crawl/title-changed-by-javascript")).toEqual([{ url: HIZMETLER[0], detail: `${title} → —` }]);
    expect(await hitsOf(rendered({ title: "   " }), "crawl/title-changed-by-javascript")).toEqual([{ url: HIZMETLER[0], detail: `${title} → —` }]);
    expect(await hitsOf(rendered({ canonical: null }), "crawl/canonical-changed-by-javascript")).toEqual([{ url: HIZMETLER[0], detail: `${ORIGIN}/hizmetler → —` }]);
    // A page without either in its HTML that gets none from the script has nothing removed.
    const bare: SiteChange = (site) => ({
      pages: site.pages.map((page) => (page.url === HIZMETLER[0] ? { ...page, titles: [], canonicals: [], canonicalHrefs: [] } : page)),
      ...rendered({ title: null, canonical: null })(site),
    });
    expect(await hitsOf(bare, "crawl/title-changed-by-javascript")).toEqual([]);
    expect(await hitsOf(bare, "crawl/canonical-changed-by-javascript")).toEqual([]);
  });

  it("judges what JavaScript changed only where the browser stage rendered pages", async () => {
    for (const id of ["crawl/links-need-javascript", "crawl/title-changed-by-javascript", "crawl/robots-changed-by-javascript", "crawl/canonical-changed-by-javascript"] as const) {
      expect(await statusOf(fixtureSite({ site: () => ({ browser: null }) }), id), id).toBe("n/a");
      expect(await statusOf(fixtureSite({ site: () => ({ browser: { status: "off", pages: [], screenshots: { mobile: false, desktop: false }, durationMs: 0 } }) }), id), id).toBe("n/a");
    }
  });
});
