import type { PageChange, PageContext, PageParts } from "./page";
import { bodyText, OG_IMAGE_PATH } from "./page";

/** A Tag Manager container as its snippet loads it; with Consent Mode's defaults before it, or without. */
const GTM_TAG = (consent: boolean): string =>
  `<script>window.dataLayer = window.dataLayer || [];${consent ? " function gtag(){dataLayer.push(arguments);} gtag('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' });" : ""} (function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-HARN123');</script>`;
import type { Reply } from "./server";

/**
 * The end-to-end rule harness's cases, one per rule id of the audit's catalogue
 * (app/capabilities/audit-rules/catalogue.ts): what the fixture sites serve so that the rule
 * fires on one address and stays silent on its twin. tests/e2e/audit-rules-harness.spec.ts audits
 * the sites through POST /api/site-audit and checks every case; tests/site/audit-rules-harness.test.ts
 * fails, naming the rule, when a rule of the catalogue has no case here.
 *
 * Adding a rule's case is a few lines: a `pages(defect, twin)` entry whose changes to the clean
 * page (page.ts) plant the defect and build the twin, or a `site(...)` entry naming the site
 * variant (sites.ts) that has the site-wide defect and the address its finding names. A rule that
 * judges https pages only gets `httpsPages(defect, twin)`: its pages are on the https `secure` site.
 */

/**
 * The fixture sites: `main` is clean site-wide (every site fact passes there) and holds the page
 * cases; the others each have some site-wide defects. They are served over plain http, but
 * `secure`, `expiring` and `temporary` (HTTPS_SITES), served over https with a certificate of the
 * run's throwaway CA, which the e2e server trusts (NODE_EXTRA_CA_CERTS, playwright.config.ts).
 * `secure` is clean site-wide as an https site (a certificate valid for a year, HSTS, http://
 * moved to https:// for good) and holds the page cases of the rules that judge https pages only;
 * `expiring` has a certificate about to expire and answers http:// itself, `temporary` moves
 * http:// to https:// with a temporary redirect.
 */
export const SITE_NAMES = ["main", "bare", "unreachable", "closed", "refusing", "lighthouse", "secure", "expiring", "temporary"] as const;
export type SiteName = (typeof SITE_NAMES)[number];

/** The sites served over https, and how each answers: its certificate's days left, and its plain http:// answer on the same port. */
export const HTTPS_SITES: Partial<Record<SiteName, { certificateDays: number; plainHttp: "moved" | "moved-temporarily" | "served" }>> = {
  secure: { certificateDays: 365, plainHttp: "moved" },
  // Well inside security/certificate-expiring's 14 days.
  expiring: { certificateDays: 5, plainHttp: "served" },
  temporary: { certificateDays: 365, plainHttp: "moved-temporarily" },
};

/** The sites that hold page cases. */
export type PageSite = "main" | "secure";

export interface Where {
  site: SiteName;
  /** Path (and query) of the address the finding lists, or must not list; ending in "*", any address it starts. */
  path: string;
  /** The address is on the second origin (an address of another host that the site names). */
  external?: boolean;
  /** The address is the https site's plain http:// one (the same host and port). */
  plainHttp?: boolean;
}

/** A further page of a case (a canonical target, an alternate, a copy), served under the case's folder. */
export interface ExtraPage {
  page?: PageChange;
  /** A raw answer instead of a page (a redirect, an error). */
  reply?: (context: PageContext) => Reply;
  /** Linked from the family's hub page; default true. */
  linked?: boolean;
  inSitemap?: boolean;
}

/** A page case: a defect page and its twin, each linked from its family's hub page, on the main site or another that holds page cases. */
export interface PagesCase {
  kind: "pages";
  defect: PageChange;
  twin: PageChange;
  /** Default main; `secure` for the rules that judge https pages only. */
  site?: PageSite;
  /** Default /k/<rule id>/hata and /k/<rule id>/ikiz. */
  defectPath?: string;
  twinPath?: string;
  /** Further pages by name under /k/<rule id>/. */
  extra?: Record<string, ExtraPage>;
  /** A raw answer for the defect or the twin page (a redirect) instead of the changed clean page. */
  defectReply?: (context: PageContext) => Reply;
  twinReply?: (context: PageContext) => Reply;
  /** The defect page is linked from the hub (default true). */
  defectLinked?: boolean;
  /** The defect and twin pages are listed in the sitemap (default false). */
  inSitemap?: boolean;
  /** Paths the main robots.txt disallows. */
  robotsDisallow?: string[];
  /** What the finding lists, when not the defect page (a name under the case's folder). */
  fires?: string;
  /** What the finding must not list, when not the twin page. */
  silent?: string;
}

/** A site-wide fact: a variant site has the defect, the main site is its twin. */
export interface SiteCase {
  kind: "site";
  fires: Where;
  silent: Where;
}

/** The loopback fixture cannot make the rule apply; the harness checks that it is reported "not applicable". */
export interface NotApplicableCase {
  kind: "n/a";
  reason: string;
}

export type RuleCase = PagesCase | SiteCase | NotApplicableCase;

const pages = (defect: PageChange, twin: PageChange, more: Omit<PagesCase, "kind" | "defect" | "twin"> = {}): PagesCase => ({ kind: "pages", defect, twin, ...more });
const site = (fires: SiteName, path: string, silent: SiteName = "main"): SiteCase => ({ kind: "site", fires: { site: fires, path }, silent: { site: silent, path } });
const CLEAN: PageChange = {};

/** A page case of a rule that judges https pages only: on the `secure` site, whose pages are https. */
const httpsPages = (defect: PageChange, twin: PageChange, more: Omit<PagesCase, "kind" | "defect" | "twin" | "site"> = {}): PagesCase => pages(defect, twin, { ...more, site: "secure" });
/** The page's own origin over plain http (an https site answers it on the same port). */
const plainOrigin = (context: PageContext): string => context.origin.replace(/^https:/, "http:");
/** The https site's plain http:// address of `path`: what the probe of http:// names. */
const plainHttp = (fires: SiteName, silent: SiteName, path = "/"): SiteCase => ({ kind: "site", fires: { site: fires, path, plainHttp: true }, silent: { site: silent, path, plainHttp: true } });

/** Where a rule only the browser stage judges is covered instead, said in its reason after BROWSER_ONLY. */
const BROWSER_ONLY = "Judges what the audit's browser stage measured, and the harness's server runs with AUDIT_BROWSER=off (the stage adds half a minute to each audit)";
const BROWSER_E2E = "tests/e2e/site-audit-browser.spec.ts, which audits tests/support/browser-site.ts with the stage on and reads the stored report's JSON export";
const browserOnly = (coverage: string): NotApplicableCase => ({ kind: "n/a", reason: `${BROWSER_ONLY}: ${coverage}` });
/** The JavaScript comparison's rules: /kurumsal/hakkimizda's script changes its title, canonical, robots rule, text and links. */
const javascriptCompared = (): NotApplicableCase => browserOnly(`covered end to end by ${BROWSER_E2E}: it fires on /kurumsal/hakkimizda, whose script changes it, and on no other page.`);
/** Lighthouse's opportunities, which the fixture's slow page /yavas has on purpose. */
const slowPageOpportunity = (alsoServerTest = false): NotApplicableCase =>
  browserOnly(`covered end to end by ${BROWSER_E2E}: it fires on /yavas, not on the home page${alsoServerTest ? "; also by app/features/site-audit/browser-audit.server.test.ts, through the endpoint and the job" : ""}.`);
/** A lab figure over a threshold: no fixture page crosses one reliably, since the figures follow the machine's speed. */
const labFigure = (): NotApplicableCase =>
  browserOnly(
    "not covered end to end: a lab figure follows the test machine's speed, so no fixture page crosses its threshold reliably. The rule is unit-tested on figures (app/capabilities/audit-rules/rules/performance.test.ts), and the figures a real Chromium measures by app/capabilities/browser/.server/browser-stage.test.ts.",
  );

const headers =
  (change: Record<string, string | string[] | undefined>): PageChange =>
  (parts) => ({
    headers: Object.fromEntries(
      Object.entries({ ...parts.headers, ...change }).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
    ),
  });
const withJsonLd =
  (value: unknown): PageChange =>
  (parts) => ({ jsonLd: [...parts.jsonLd, value] });
const withHead =
  (markup: string | ((context: PageContext) => string)): PageChange =>
  (parts, context) => ({ headExtra: parts.headExtra + (typeof markup === "string" ? markup : markup(context)) });
const withBody =
  (markup: string | ((context: PageContext) => string)): PageChange =>
  (parts, context) => ({ bodyExtra: parts.bodyExtra + (typeof markup === "string" ? markup : markup(context)) });
const redirectTo = (path: (context: PageContext) => string) => (context: PageContext): Reply => ({ status: 301, headers: { location: path(context) } });
const notFound = (): Reply => ({ status: 404, headers: { "content-type": "text/html; charset=utf-8" }, body: "<!doctype html><title>Bulunamadı</title><h1>Bulunamadı</h1>" });
const noindex = withHead(`<meta name="robots" content="noindex">`);
const alternate = (lang: string, href: string): string => `<link rel="alternate" hreflang="${lang}" href="${href}">`;
const SD = "https://schema.org";

/** A page whose only JSON-LD is `value` (no WebPage block beside it). */
const onlyJsonLd = (value: unknown): PageChange => ({ jsonLd: [value] });

/** A Turkish page with an English version at `${base}/<en>` naming each other back, x-default to the Turkish one. */
const hreflangPair = (self: string, en: string): PageChange => (_parts, context) => ({
  headExtra: `<link rel="icon" href="/favicon.ico">${alternate("tr", `${context.origin}${context.base}/${self}`)}${alternate("en", `${context.origin}${context.base}/${en}`)}${alternate("x-default", `${context.origin}${context.base}/${self}`)}`,
});
const englishVersion = (tr: string, en: string, more: (parts: PageParts, context: PageContext) => Partial<PageParts> = () => ({})): PageChange => (parts, context) => ({
  lang: "en",
  headExtra: `<link rel="icon" href="/favicon.ico">${alternate("tr", `${context.origin}${context.base}/${tr}`)}${alternate("en", `${context.origin}${context.base}/${en}`)}${alternate("x-default", `${context.origin}${context.base}/${tr}`)}`,
  ...more(parts, context),
});
/** An alternate-target case: the defect's English version has `problem`; the twin's is sound. */
const alternateCase = (problem: ExtraPage, more: Record<string, ExtraPage> = {}): PagesCase =>
  pages(hreflangPair("hata", "hata-en"), hreflangPair("ikiz", "ikiz-en"), {
    extra: { "hata-en": problem, "ikiz-en": { page: englishVersion("ikiz", "ikiz-en") }, ...more },
  });
/** A canonical-target case: the defect names `${base}/hedef`, the twin `${base}/ikiz-hedef` (a clean page). */
const canonicalTargetCase = (target: ExtraPage, twinTargetLinked = true, more: Record<string, ExtraPage> = {}): PagesCase =>
  pages((_parts, context) => ({ canonical: `${context.origin}${context.base}/hedef` }), (_parts, context) => ({ canonical: `${context.origin}${context.base}/ikiz-hedef` }), {
    extra: { hedef: target, "ikiz-hedef": { page: CLEAN, linked: twinTargetLinked }, ...more },
  });

const SAME_BODY: PageChange = { h1: "Aynı içerik iki adreste", text: `<p>${bodyText(0)}</p>` };
const FORM = `<form method="post" action="/gonder"><label>Adınız <input name="ad"></label><button>Gönder</button></form>`;
const HERO_EAGER = `<img src="/img/vitrin.webp" alt="Vitrindeki ürünler" width="1200" height="500">`;

const FULL_PRODUCT = {
  "@context": SD,
  "@type": "Product",
  name: "Deri ceket",
  image: "https://ornek.example/img/ceket.webp",
  description: "Hakiki deri, astarlı ceket.",
  offers: { "@type": "Offer", price: "2499.90", priceCurrency: "TRY", availability: "https://schema.org/InStock" },
};
const FULL_EVENT = {
  "@context": SD,
  "@type": "Event",
  name: "Dijital pazarlama semineri",
  startDate: "2027-03-10T10:00:00+03:00",
  endDate: "2027-03-10T17:00:00+03:00",
  location: { "@type": "Place", name: "Kongre merkezi", address: "Harbiye, İstanbul" },
  description: "Küçük işletmeler için bir günlük seminer.",
  image: "https://ornek.example/img/seminer.webp",
  offers: { "@type": "Offer", price: "0", priceCurrency: "TRY", url: "https://ornek.example/kayit" },
  organizer: { "@type": "Organization", name: "Örnek Firma", url: "https://ornek.example/" },
};
const FULL_VIDEO = {
  "@context": SD,
  "@type": "VideoObject",
  name: "Ajansımızı tanıyın",
  thumbnailUrl: "https://ornek.example/img/video.webp",
  uploadDate: "2026-05-01T09:00:00+03:00",
  description: "Ekibimizi ve çalışma biçimimizi anlatan kısa video.",
  duration: "PT2M30S",
  contentUrl: "https://ornek.example/video/tanitim.mp4",
};
const FULL_ARTICLE = {
  "@context": SD,
  "@type": "Article",
  headline: "Yerel SEO için on adım",
  image: "https://ornek.example/img/yerel-seo.webp",
  datePublished: "2026-04-02T08:00:00+03:00",
  author: { "@type": "Person", name: "Ayşe Yılmaz" },
};
const FULL_LOCAL_BUSINESS = {
  "@context": SD,
  "@type": "LocalBusiness",
  name: "Örnek Firma",
  address: { "@type": "PostalAddress", streetAddress: "Halaskargazi Cd. 1", addressLocality: "İstanbul", addressCountry: "TR" },
  url: "https://ornek.example/",
  telephone: "+90 212 000 00 00",
  openingHours: "Mo-Fr 09:00-18:00",
  geo: { "@type": "GeoCoordinates", latitude: 41.05, longitude: 28.99 },
};
const FULL_ORGANIZATION = { "@context": SD, "@type": "Organization", name: "Örnek Firma", url: "https://ornek.example/", logo: "https://ornek.example/img/logo.png" };
const FAQ_QUESTION = "Teklif almak ücretli mi";
const FULL_FAQ = {
  "@context": SD,
  "@type": "FAQPage",
  mainEntity: [{ "@type": "Question", name: `${FAQ_QUESTION}?`, acceptedAnswer: { "@type": "Answer", text: "Hayır, teklif ücretsizdir." } }],
};
const VISIBLE_FAQ = `<h2>${FAQ_QUESTION}?</h2><p>Hayır, teklif ücretsizdir.</p>`;
const BREADCRUMB = (last: Record<string, unknown>) => ({
  "@context": SD,
  "@type": "BreadcrumbList",
  itemListElement: [{ "@type": "ListItem", position: 1, name: "Ana sayfa", item: "https://ornek.example/" }, last],
});

const SHOP_TERMS = `<p><a href="/mesafeli-satis-sozlesmesi">Mesafeli satış sözleşmesi</a> · <a href="/iade-ve-degisim">İade ve değişim koşulları</a></p>`;
const PHONE_LINK = `<p>Telefon: <a href="tel:+902125551234">0212 555 12 34</a></p>`;
/** A hairdresser's LocalBusiness: a name, a phone and an address, the three NAP facts. */
const napNode = (name: string, address: string, telephone = "+90 216 111 22 33") => ({ "@context": SD, "@type": "HairSalon", name, telephone, address });
/** A doorway page: the same template with only the district changed. */
const doorway = (place: string): PageChange => ({ title: `Kombi servisi ${place}`, h1: `Kombi servisi ${place}`, text: `<p>${place} kombi servisi: ${bodyText(1)}</p>` });

export const RULE_CASES: Readonly<Record<string, RuleCase>> = {
  // crawl: robots.txt and sitemaps are site facts; answers and sitemap entries are pages of the main site.
  "crawl/robots-txt-missing": site("bare", "/robots.txt"),
  "crawl/robots-txt-unreachable": site("unreachable", "/robots.txt"),
  "crawl/robots-blocks-all": site("closed", "/robots.txt"),
  "crawl/sitemap-missing": site("bare", "/sitemap.xml"),
  "crawl/sitemap-not-in-robots": site("closed", "/robots.txt"),
  // Listed in the sitemap and linked from nowhere: a linked one is links/broken-internal's finding (one error per missing page).
  "crawl/client-error": pages({ status: 404 }, CLEAN, { inSitemap: true, defectLinked: false }),
  "crawl/server-error": pages({ status: 500 }, CLEAN),
  // Two redirects are a chain; the twin's one is not.
  "crawl/redirect-chain": pages(CLEAN, CLEAN, {
    defectReply: redirectTo((c) => `${c.base}/hata-2`),
    twinReply: redirectTo((c) => `${c.base}/ikiz-son`),
    extra: {
      "hata-2": { reply: redirectTo((c) => `${c.base}/hata-son`), linked: false },
      "hata-son": { page: CLEAN, linked: false },
      "ikiz-son": { page: CLEAN, linked: false },
    },
  }),
  "crawl/noindex": pages(noindex, CLEAN),
  "crawl/noindex-in-sitemap": pages(noindex, CLEAN, { inSitemap: true }),
  "crawl/sitemap-not-ok": pages(CLEAN, CLEAN, {
    inSitemap: true,
    defectLinked: false,
    defectReply: redirectTo((c) => `${c.base}/yeni`),
    extra: { yeni: { page: CLEAN, linked: false } },
  }),
  "crawl/sitemap-blocked": pages(CLEAN, CLEAN, { inSitemap: true, defectLinked: false, robotsDisallow: ["/k/crawl/sitemap-blocked/hata"] }),
  // On a variant site: orphans are not judged on a site with an app shell or a cut record (the
  // main site has both), where links the crawl could not read may point to them.
  "crawl/access-refused": pages({ status: 403 }, CLEAN),
  "crawl/soft-404": pages({ title: "Ürün bulunamadı | Örnek Firma", h1: "Ürün bulunamadı" }, CLEAN),
  // The audit asks for a made-up address (/pusula-404-kontrol-<random>): the bare site's catch-all answers 200.
  "crawl/missing-page-answers-200": site("bare", "/pusula-404-kontrol-*"),
  "crawl/sitemap-invalid": site("refusing", "/sitemap-eski.xml"),
  "crawl/sitemap-foreign-urls": { kind: "site", fires: { site: "refusing", path: "/urun/deri-ceket", external: true }, silent: { site: "main", path: "/urun/deri-ceket", external: true } },
  "crawl/orphan-page": { kind: "site", fires: { site: "lighthouse", path: "/yetim" }, silent: { site: "lighthouse", path: "/hakkimizda" } },
  "crawl/links-need-javascript": javascriptCompared(),
  "crawl/title-changed-by-javascript": javascriptCompared(),
  "crawl/robots-changed-by-javascript": javascriptCompared(),
  "crawl/canonical-changed-by-javascript": javascriptCompared(),

  "core/title-missing": pages({ title: null }, CLEAN),
  "core/title-multiple": pages(withHead("<title>İkinci başlık etiketi bu sayfada</title>"), CLEAN),
  "core/title-too-long": pages(
    (_parts, c) => ({ title: `Örnek Firma'nın İstanbul, Ankara ve İzmir'deki küçük işletmeler için sunduğu web tasarımı, SEO ve reklam hizmetleri ${c.n}` }),
    CLEAN,
  ),
  "core/title-too-short": pages((_parts, c) => ({ title: `Sayfa ${c.n}` }), CLEAN),
  "core/description-missing": pages({ description: null }, CLEAN),
  "core/description-multiple": pages(withHead(`<meta name="description" content="İkinci bir açıklama etiketi: bu sayfada iki açıklama var ve arama motoru hangisini seçeceğini bilemez.">`), CLEAN),
  "core/description-too-long": pages(
    (_parts, c) => ({
      description: `Örnek Firma ${c.n}: İstanbul'daki küçük işletmeler için web tasarımı, arama motoru optimizasyonu, reklam yönetimi, sosyal medya yönetimi, içerik üretimi, e-posta pazarlaması ve yerel SEO hizmetleri; ücretsiz teklif, hızlı dönüş, ölçülebilir sonuç ve her ay ayrıntılı rapor.`,
    }),
    CLEAN,
  ),
  "core/description-too-short": pages((_parts, c) => ({ description: `Kısa açıklama ${c.n}.` }), CLEAN),
  "core/nosnippet": pages(withHead(`<meta name="robots" content="index, follow, nosnippet">`), withHead(`<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large">`)),
  "core/h1-missing": pages({ h1: null }, CLEAN),
  "core/h1-multiple": pages(withBody("<h1>İkinci ana başlık</h1>"), CLEAN),
  "core/lang-missing": pages({ lang: null }, CLEAN),
  "core/charset-missing": pages((parts) => ({ charset: "", headers: { ...parts.headers, "content-type": "text/html" } }), CLEAN),
  "core/favicon-missing": site("bare", "/favicon.ico"),
  "core/meta-refresh": pages(withHead(`<meta http-equiv="refresh" content="300">`), CLEAN),

  "content/duplicate-title": pages({ title: "Örnek Firma kopya başlıklı sayfa" }, CLEAN, { extra: { kopya: { page: { title: "Örnek Firma kopya başlıklı sayfa" } } } }),
  "content/duplicate-description": pages(
    { description: "Aynı açıklama iki sayfada: küçük işletmeler için web tasarımı ve SEO hizmetleri, ücretsiz teklif." },
    CLEAN,
    { extra: { kopya: { page: { description: "Aynı açıklama iki sayfada: küçük işletmeler için web tasarımı ve SEO hizmetleri, ücretsiz teklif." } } } },
  ),
  "content/duplicate-body": pages(SAME_BODY, CLEAN, { extra: { kopya: { page: SAME_BODY } } }),
  "content/thin": pages({ text: "<p>Bu sayfada yalnızca birkaç kelime var.</p>", bodyExtra: "" }, CLEAN),
  "content/heading-skip": pages(withBody("<h4>Ayrıntılar</h4><p>Ara başlık bir düzey atlıyor.</p>"), CLEAN),
  "content/empty-heading": pages(withBody("<h2></h2>"), CLEAN),
  "content/mojibake": pages(withBody("<p>Hizmetlerimiz hakkÄ±nda bilgi alÄ±n.</p>"), CLEAN),
  "content/placeholder-text": pages(withBody("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>"), CLEAN),
  "content/stale-copyright": pages({ footer: "<footer><p>© 2019 Örnek Firma</p></footer>" }, CLEAN),

  "links/broken-internal": pages(withBody((c) => `<p><a href="${c.base}/yok">Eski kampanya</a></p>`), withBody((c) => `<p><a href="${c.base}/var">Kampanya</a></p>`), {
    extra: { var: { page: CLEAN, linked: false } },
  }),
  "links/to-redirect": pages(withBody((c) => `<p><a href="${c.base}/eski">Kampanya</a></p>`), withBody((c) => `<p><a href="${c.base}/yeni">Kampanya</a></p>`), {
    extra: { eski: { reply: redirectTo((c) => `${c.base}/yeni`), linked: false }, yeni: { page: CLEAN, linked: false } },
  }),
  "links/nofollow-internal": pages(withBody(`<p><a href="/" rel="nofollow">Ana sayfa</a></p>`), CLEAN),
  // An https page linking to a page of its own site over http:// (which the site moves back to https).
  "links/https-to-http": httpsPages(withBody((c) => `<p><a href="${plainOrigin(c)}/iletisim">İletişim</a></p>`), withBody((c) => `<p><a href="${c.origin}/iletisim">İletişim</a></p>`)),
  "links/dead-end": pages({ nav: "" }, CLEAN),
  "links/empty-anchor": pages(withBody(`<p><a href="/"><span></span></a></p>`), CLEAN),
  "links/too-many": pages(withBody(Array.from({ length: 310 }, (_, i) => `<a href="/#b${i}">Bağlantı ${i}</a>`).join(" ")), CLEAN),
  "links/tel-invalid": pages(withBody(`<p><a href="tel:212 555">Bizi arayın</a></p>`), withBody(`<p><a href="tel:+902125551234">Bizi arayın</a></p>`)),
  "links/mailto-invalid": pages(withBody(`<p><a href="mailto:bilgi@ornek-firma">Bize yazın</a></p>`), withBody(`<p><a href="mailto:bilgi@ornek-firma.com.tr">Bize yazın</a></p>`)),
  // whatsapp:// rather than wa.me, which the external-link probes would fetch from the internet.
  "links/whatsapp-invalid": pages(withBody(`<p><a href="whatsapp://send?phone=5321234567">WhatsApp</a></p>`), withBody(`<p><a href="whatsapp://send?phone=905321234567">WhatsApp</a></p>`)),
  "links/phone-not-tappable": pages(withBody(`<p>Telefon: 0212 555 12 34</p>`), withBody(`<p>Telefon: <a href="tel:+902125551234">0212 555 12 34</a></p>`)),
  "links/broken-external": pages(withBody((c) => `<p><a href="${c.external}/yok">Eski iş ortağımız</a></p>`), withBody((c) => `<p><a href="${c.external}/var">İş ortağımız</a></p>`)),

  "url/too-long": pages(CLEAN, CLEAN, { defectPath: `/k/url/too-long/${"cok-uzun-bir-sayfa-adresi-".repeat(4)}hata` }),
  "url/uppercase": pages(CLEAN, CLEAN, { defectPath: "/k/url/uppercase/Hata-Sayfasi" }),
  "url/underscores": pages(CLEAN, CLEAN, { defectPath: "/k/url/underscores/hata_sayfasi" }),
  "url/spaces": pages(CLEAN, CLEAN, { defectPath: "/k/url/spaces/hata%20sayfasi" }),
  "url/double-slash": pages(CLEAN, CLEAN, { defectPath: "/k/url/double-slash//hata" }),
  "url/session-id": pages(CLEAN, CLEAN, { defectPath: "/k/url/session-id/hata?sessionid=a1b2c3d4" }),
  // The twin's parameter only numbers a list's pages, as Google's pagination guide does.
  "url/query-parameters": pages(CLEAN, CLEAN, { defectPath: "/k/url/query-parameters/hata?renk=kirmizi", twinPath: "/k/url/query-parameters/ikiz?sayfa=2" }),
  // The page is linked as …/hedef from the hub and as …/hedef/ from the defect page; the twin's target one way only.
  "url/link-form-drift": pages(withBody((c) => `<p><a href="${c.base}/hedef/">Hedef sayfa</a></p>`), withBody((c) => `<p><a href="${c.base}/ikiz-hedef">Hedef sayfa</a></p>`), {
    extra: { hedef: { page: CLEAN }, "ikiz-hedef": { page: CLEAN } },
    fires: "hedef",
    silent: "ikiz-hedef",
  }),
  "url/internal-tracking-parameters": pages(withBody(`<p><a href="/?utm_source=menu&amp;utm_medium=site">Ana sayfa</a></p>`), CLEAN),

  "international/invalid-code": pages(
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("en-UK", `${c.origin}${c.base}/hata-en`)}${alternate("x-default", c.url)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("en-GB", `${c.origin}${c.base}/ikiz-en`)}${alternate("x-default", c.url)}` }),
  ),
  "international/relative-href": pages(
    (_parts, c) => ({ headExtra: `${alternate("tr", c.path)}${alternate("x-default", c.url)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("x-default", c.url)}` }),
  ),
  "international/missing-self": pages(
    (_parts, c) => ({ headExtra: `${alternate("en", `${c.origin}${c.base}/hata-en`)}${alternate("x-default", `${c.origin}${c.base}/hata-en`)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("en", `${c.origin}${c.base}/ikiz-en`)}${alternate("x-default", c.url)}` }),
  ),
  "international/duplicate-value": pages(
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("tr", `${c.origin}${c.base}/hata-2`)}${alternate("x-default", c.url)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("x-default", c.url)}` }),
  ),
  "international/no-x-default": pages(
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("en", `${c.origin}${c.base}/hata-en`)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("en", `${c.origin}${c.base}/ikiz-en`)}${alternate("x-default", c.url)}` }),
  ),
  "international/lang-mismatch": pages(
    (_parts, c) => ({ headExtra: `${alternate("en", c.url)}${alternate("x-default", c.url)}` }),
    (_parts, c) => ({ headExtra: `${alternate("tr", c.url)}${alternate("x-default", c.url)}` }),
  ),
  // The finding names the version that does not name the page back.
  "international/missing-return": pages(hreflangPair("hata", "hata-en"), hreflangPair("ikiz", "ikiz-en"), {
    extra: { "hata-en": { page: { lang: "en" } }, "ikiz-en": { page: englishVersion("ikiz", "ikiz-en") } },
    fires: "hata-en",
    silent: "ikiz-en",
  }),
  "international/alternate-redirects": alternateCase({ reply: redirectTo((c) => `${c.base}/hata-en-yeni`) }, { "hata-en-yeni": { page: englishVersion("hata", "hata-en"), linked: false } }),
  "international/alternate-error": alternateCase({ reply: notFound }),
  "international/alternate-noindex": alternateCase({ page: englishVersion("hata", "hata-en", (parts) => ({ headExtra: `${parts.headExtra}<meta name="robots" content="noindex">` })) }),
  "international/alternate-not-canonical": alternateCase({ page: englishVersion("hata", "hata-en", (_parts, c) => ({ canonical: `${c.origin}/` })) }),

  "canonical/missing": pages({ canonical: null }, CLEAN),
  "canonical/multiple": pages((parts, c) => ({ headExtra: `${parts.headExtra}<link rel="canonical" href="${c.url}">` }), CLEAN),
  "canonical/header-conflict": pages(
    (parts, c) => ({ headers: { ...parts.headers, link: `<${c.origin}/>; rel="canonical"` } }),
    (parts, c) => ({ headers: { ...parts.headers, link: `<${c.url}>; rel="canonical"` } }),
  ),
  "canonical/relative": pages((_parts, c) => ({ canonical: c.path }), CLEAN),
  "canonical/in-body": pages((_parts, c) => ({ canonical: null, bodyExtra: `<link rel="canonical" href="${c.url}"><p>Bağlantı etiketi gövdede.</p>` }), CLEAN),
  "canonical/noindex-elsewhere": pages((parts, c) => ({ canonical: `${c.origin}/`, headExtra: `${parts.headExtra}<meta name="robots" content="noindex">` }), CLEAN),
  "canonical/to-redirect": canonicalTargetCase({ reply: redirectTo((c) => `${c.base}/hedef-yeni`) }, true, { "hedef-yeni": { page: CLEAN, linked: false } }),
  // The target is linked from nowhere and answers 404: the audit must fetch it to judge it.
  "canonical/to-error": canonicalTargetCase({ reply: notFound, linked: false }, false),
  "canonical/to-noindex": canonicalTargetCase({ page: noindex }),
  "canonical/chain": canonicalTargetCase({ page: (_parts, c) => ({ canonical: `${c.origin}${c.base}/ikiz-hedef` }) }),
  "canonical/other-host": pages((_parts, c) => ({ canonical: `${c.external}${c.path}` }), CLEAN),
  "canonical/to-http": httpsPages((_parts, c) => ({ canonical: `${plainOrigin(c)}${c.path}` }), CLEAN),

  "images/alt-missing": pages({ image: `<img src="/img/ekip.webp" width="800" height="600">` }, CLEAN),
  "images/alt-file-name": pages({ image: `<img src="/img/ekip.webp" alt="IMG_2041.jpg" width="800" height="600">` }, CLEAN),
  "images/alt-too-long": pages({ image: `<img src="/img/ekip.webp" alt="${"Ekibimiz ofiste toplantı masasının başında, yeni bir müşterinin web sitesi için hazırlanan tasarım taslaklarını inceliyor ve ".repeat(2)}" width="800" height="600">` }, CLEAN),
  "images/dimensions-missing": pages({ image: `<img src="/img/ekip.webp" alt="Ekibimiz ofiste çalışırken">` }, CLEAN),
  "images/lazy-above-fold": pages({ hero: HERO_EAGER.replace(">", ` loading="lazy">`), image: "" }, { hero: HERO_EAGER, image: "" }),
  "images/not-lazy-below-fold": pages({ hero: HERO_EAGER }, { hero: HERO_EAGER, image: `<img src="/img/ekip.webp" alt="Ekibimiz ofiste çalışırken" width="800" height="600" loading="lazy">` }),
  "images/legacy-format": pages(
    { image: `<img src="/img/ekip.jpg" alt="Ekibimiz ofiste çalışırken" width="800" height="600">` },
    { image: `<picture><source type="image/webp" srcset="/img/ekip.webp"><img src="/img/ekip.jpg" alt="Ekibimiz ofiste çalışırken" width="800" height="600"></picture>` },
  ),
  "images/broken": pages({ image: `<img src="/img/kayip.webp" alt="Kaldırılmış fotoğraf" width="800" height="600">` }, CLEAN),
  "images/heavy": pages({ image: `<img src="/img/agir.webp" alt="Büyük vitrin fotoğrafı" width="800" height="600">` }, { image: `<img src="/img/hafif.webp" alt="Küçük vitrin fotoğrafı" width="800" height="600">` }),

  "mobile/form-label-missing": pages({ bodyExtra: `<form method="post" action="/gonder"><input name="ad"><button>Gönder</button></form>` }, { bodyExtra: FORM }),
  "mobile/input-type-wrong": pages(
    { bodyExtra: `<form method="post" action="/gonder"><label>Telefon numaranız <input type="text" name="telefon"></label><button>Gönder</button></form>` },
    { bodyExtra: `<form method="post" action="/gonder"><label>Telefon numaranız <input type="tel" name="telefon"></label><button>Gönder</button></form>` },
  ),
  "mobile/viewport-missing": pages({ viewport: null }, CLEAN),
  "mobile/viewport-no-width": pages({ viewport: "user-scalable=yes" }, CLEAN),
  "mobile/viewport-fixed-width": pages({ viewport: "width=1024" }, CLEAN),
  "mobile/zoom-blocked": pages({ viewport: "width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no" }, CLEAN),

  "social/og-missing": pages({ social: `<meta name="twitter:card" content="summary_large_image">` }, CLEAN),
  "social/og-title-missing": pages((parts) => ({ social: parts.social.replace(/<meta property="og:title"[^>]*>/, "") }), CLEAN),
  "social/og-description-missing": pages((parts) => ({ social: parts.social.replace(/<meta property="og:description"[^>]*>/, "") }), CLEAN),
  "social/og-image-missing": pages((parts) => ({ social: parts.social.replace(/<meta property="og:image"[^>]*>/, "") }), CLEAN),
  "social/og-image-not-absolute": pages((parts, c) => ({ social: parts.social.replace(`${c.origin}${OG_IMAGE_PATH}`, OG_IMAGE_PATH) }), CLEAN),
  "social/og-image-insecure": httpsPages((parts, c) => ({ social: parts.social.replace(`${c.origin}${OG_IMAGE_PATH}`, `${plainOrigin(c)}${OG_IMAGE_PATH}`) }), CLEAN),
  "social/og-url-mismatch": pages((parts, c) => ({ social: parts.social.replace(`content="${c.url}"`, `content="${c.origin}/"`) }), CLEAN),
  "social/twitter-card-missing": pages((parts) => ({ social: parts.social.replace(/<meta name="twitter:card"[^>]*>/, "") }), CLEAN),
  "social/twitter-card-invalid": pages((parts) => ({ social: parts.social.replace(`content="summary_large_image"`, `content="large"`) }), CLEAN),
  "social/og-image-broken": pages((parts, c) => ({ social: parts.social.replace(`${c.origin}${OG_IMAGE_PATH}`, `${c.origin}/og/yok.png`) }), CLEAN),
  "social/og-image-size": pages((parts, c) => ({ social: parts.social.replace(`${c.origin}${OG_IMAGE_PATH}`, `${c.origin}/og/kucuk.png`) }), CLEAN),

  "structured-data/json-ld-invalid": pages(withHead(`<script type="application/ld+json">{"@context": "https://schema.org", "@type": "WebPage",}</script>`), CLEAN),
  "structured-data/context-missing": pages(onlyJsonLd({ "@type": "WebPage", name: "Hizmetler" }), CLEAN),
  "structured-data/type-missing": pages(onlyJsonLd({ "@context": SD, name: "Hizmetler" }), CLEAN),
  "structured-data/type-unknown": pages(onlyJsonLd({ "@context": SD, "@type": "webpage", name: "Hizmetler" }), CLEAN),
  "structured-data/local-business-required": pages(onlyJsonLd({ ...FULL_LOCAL_BUSINESS, address: undefined }), onlyJsonLd(FULL_LOCAL_BUSINESS)),
  "structured-data/organization-recommended": pages(onlyJsonLd({ "@context": SD, "@type": "Organization", name: "Örnek Firma" }), onlyJsonLd(FULL_ORGANIZATION)),
  "structured-data/website-required": pages(onlyJsonLd({ "@context": SD, "@type": "WebSite", name: "Örnek Firma" }), onlyJsonLd({ "@context": SD, "@type": "WebSite", name: "Örnek Firma", url: "https://ornek.example/" })),
  "structured-data/article-recommended": pages(onlyJsonLd({ "@context": SD, "@type": "Article", headline: "Yerel SEO için on adım" }), onlyJsonLd(FULL_ARTICLE)),
  "structured-data/faq-required": pages(
    { jsonLd: [{ ...FULL_FAQ, mainEntity: [{ "@type": "Question", name: `${FAQ_QUESTION}?` }] }], bodyExtra: VISIBLE_FAQ },
    { jsonLd: [FULL_FAQ], bodyExtra: VISIBLE_FAQ },
  ),
  "structured-data/breadcrumb-required": pages(onlyJsonLd(BREADCRUMB({ "@type": "ListItem", name: "Hizmetler" })), onlyJsonLd(BREADCRUMB({ "@type": "ListItem", position: 2, name: "Hizmetler" }))),
  "structured-data/product-required": pages(onlyJsonLd({ "@context": SD, "@type": "Product", name: "Deri ceket", image: FULL_PRODUCT.image, description: FULL_PRODUCT.description }), onlyJsonLd(FULL_PRODUCT)),
  "structured-data/product-recommended": pages(onlyJsonLd({ "@context": SD, "@type": "Product", name: "Deri ceket", offers: { "@type": "Offer", price: "2499.90" } }), onlyJsonLd(FULL_PRODUCT)),
  "structured-data/rating-required": pages(
    onlyJsonLd({ ...FULL_PRODUCT, aggregateRating: { "@type": "AggregateRating", ratingValue: 6, reviewCount: 12 } }),
    onlyJsonLd({ ...FULL_PRODUCT, aggregateRating: { "@type": "AggregateRating", ratingValue: 4.6, reviewCount: 12 } }),
  ),
  "structured-data/self-serving-rating": pages(onlyJsonLd({ ...FULL_ORGANIZATION, aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 87 } }), onlyJsonLd(FULL_ORGANIZATION)),
  "structured-data/faq-not-visible": pages({ jsonLd: [FULL_FAQ] }, { jsonLd: [FULL_FAQ], bodyExtra: VISIBLE_FAQ }),
  "structured-data/event-required": pages(onlyJsonLd({ ...FULL_EVENT, startDate: undefined }), onlyJsonLd(FULL_EVENT)),
  "structured-data/event-recommended": pages(onlyJsonLd({ "@context": SD, "@type": "Event", name: FULL_EVENT.name, startDate: FULL_EVENT.startDate, location: FULL_EVENT.location }), onlyJsonLd(FULL_EVENT)),
  "structured-data/video-required": pages(onlyJsonLd({ ...FULL_VIDEO, uploadDate: undefined }), onlyJsonLd(FULL_VIDEO)),
  "structured-data/video-recommended": pages(onlyJsonLd({ "@context": SD, "@type": "VideoObject", name: FULL_VIDEO.name, thumbnailUrl: FULL_VIDEO.thumbnailUrl, uploadDate: FULL_VIDEO.uploadDate }), onlyJsonLd(FULL_VIDEO)),
  "structured-data/date-invalid": pages(onlyJsonLd({ ...FULL_ARTICLE, datePublished: "02.04.2026" }), onlyJsonLd(FULL_ARTICLE)),
  "structured-data/home-organization-missing": site("bare", "/"),

  // Every page of an http:// site has it: the main site's home page, and not the https site's.
  "security/http-page": site("main", "/", "secure"),
  // A script over http:// on an https page (browsers block it), and the same script over https.
  "security/mixed-content-blocked": httpsPages(withBody((c) => `<script src="${c.external}/etiket/sohbet.js" defer></script>`), withBody(`<script src="/js/sohbet.js" defer></script>`)),
  // An image over http:// (browsers load it upgraded to https, or show a warning), and one of the site's own.
  "security/mixed-content": httpsPages(
    (_parts, c) => ({ image: `<img src="${c.external}/media/vitrin.jpg" alt="Vitrindeki ürünler" width="800" height="600">` }),
    { image: `<img src="/img/vitrin.webp" alt="Vitrindeki ürünler" width="800" height="600">` },
  ),
  "security/form-to-http": httpsPages(withBody((c) => FORM.replace(`action="/gonder"`, `action="${plainOrigin(c)}/gonder"`)), withBody(FORM)),
  // The expiring site's certificate has 5 days left, the secure site's a year.
  "security/certificate-expiring": site("expiring", "/", "secure"),
  "security/hsts-missing": httpsPages(headers({ "strict-transport-security": undefined }), CLEAN),
  "security/hsts-short": httpsPages(headers({ "strict-transport-security": "max-age=86400" }), CLEAN),
  "security/csp-missing": pages(headers({ "content-security-policy": undefined }), CLEAN),
  "security/csp-allows-any-script": pages(headers({ "content-security-policy": "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'self'" }), CLEAN),
  "security/frame-protection-missing": pages(
    (parts) => ({ bodyExtra: FORM, headers: { ...parts.headers, "content-security-policy": "default-src 'self'; object-src 'none'" } }),
    { bodyExtra: FORM },
  ),
  "security/nosniff-missing": pages(headers({ "x-content-type-options": undefined }), CLEAN),
  "security/referrer-policy-leaky": pages(headers({ "referrer-policy": "unsafe-url" }), CLEAN),
  "security/cookie-samesite-none-insecure": pages(headers({ "set-cookie": "sepet=1; Path=/; SameSite=None" }), headers({ "set-cookie": "sepet=1; Path=/; SameSite=None; Secure" })),
  "security/cookie-not-secure": httpsPages(headers({ "set-cookie": "dil=tr; Path=/; HttpOnly" }), headers({ "set-cookie": "dil=tr; Path=/; Secure; HttpOnly" })),
  "security/session-cookie-readable": pages(headers({ "set-cookie": "PHPSESSID=a1b2c3; Path=/" }), headers({ "set-cookie": "PHPSESSID=a1b2c3; Path=/; HttpOnly" })),
  "security/version-disclosed": pages(headers({ server: "Apache/2.4.29 (Ubuntu)" }), headers({ server: "nginx" })),
  // http:// of the home page: the expiring site answers it itself (200), the temporary one moves it with a 302, the secure one with a 301.
  "security/http-to-https": plainHttp("expiring", "secure"),
  "security/http-to-https-temporary": plainHttp("temporary", "secure"),
  "security/security-txt-missing": site("bare", "/.well-known/security.txt"),
  "security/security-txt-invalid": site("closed", "/.well-known/security.txt"),

  // Site-wide: every page of the variant answers slowly, the main site fast; the delays are well
  // inside their bands (0.8–1.8 s, over 1.8 s), so a loaded test machine does not move them across.
  "delivery/ttfb-slow": site("lighthouse", "/"),
  "delivery/ttfb-very-slow": site("refusing", "/"),
  "delivery/not-compressed": site("bare", "/"),
  "delivery/vary-accept-encoding-missing": site("closed", "/"),
  "delivery/cache-policy-missing": pages(headers({ "cache-control": undefined }), CLEAN),
  "delivery/no-store": pages(headers({ "cache-control": "no-store" }), CLEAN),
  "performance/lcp-poor": labFigure(),
  "performance/lcp-slow": labFigure(),
  "performance/cls-poor": labFigure(),
  "performance/cls-high": labFigure(),
  "performance/tbt-poor": labFigure(),
  "performance/tbt-high": labFigure(),
  "performance/render-blocking": slowPageOpportunity(true),
  "performance/image-delivery": slowPageOpportunity(),
  "performance/unused-javascript": slowPageOpportunity(),
  "performance/text-compression": slowPageOpportunity(),
  "performance/lcp-lazy-loaded": slowPageOpportunity(),
  "performance/unsized-images": slowPageOpportunity(true),

  "delivery/html-over-googlebot-limit": pages(withBody(`<!-- ${"x".repeat(2_200_000)} -->`), CLEAN),
  "delivery/html-heavy": pages(withBody(`<!-- ${"x".repeat(320_000)} -->`), CLEAN),
  "delivery/render-blocking-script": pages(withHead(`<script src="/js/uygulama.js"></script>`), withHead(`<script src="/js/uygulama.js" defer></script>`)),
  "delivery/render-blocking-stylesheets": pages(
    withHead(Array.from({ length: 6 }, (_, i) => `<link rel="stylesheet" href="/css/parca-${i}.css">`).join("")),
    withHead(Array.from({ length: 2 }, (_, i) => `<link rel="stylesheet" href="/css/parca-${i}.css">`).join("")),
  ),
  // Third-party tags (on the second origin): the site's own files are kept few, so that the asset
  // probes (the first 30 own scripts and stylesheets of the crawl) reach every one a case needs.
  "delivery/too-many-scripts": pages(
    withBody((c) => Array.from({ length: 30 }, (_, i) => `<script src="${c.external}/etiket/modul-${i}.js" defer></script>`).join("")),
    withBody((c) => Array.from({ length: 3 }, (_, i) => `<script src="${c.external}/etiket/modul-${i}.js" defer></script>`).join("")),
  ),
  "delivery/asset-cache-short": pages(withBody(`<script src="/js/kisa-onbellek.js" defer></script>`), withBody(`<script src="/js/uygulama.js" defer></script>`)),
  "delivery/duplicate-scripts": pages(withBody(`<script src="/js/uygulama.js" defer></script><script src="/js/uygulama.js" defer></script>`), withBody(`<script src="/js/uygulama.js" defer></script><script src="/js/menu.js" defer></script>`)),
  "delivery/animated-gif": pages(
    { image: `<img src="/img/kampanya.gif" alt="Kampanya afişi" width="800" height="600">` },
    { image: `<img src="/img/kampanya-kucuk.gif" alt="Kampanya rozeti" width="800" height="600">` },
  ),
  "delivery/old-jquery": pages(withBody(`<script src="/js/jquery-1.12.4.min.js" defer></script>`), withBody(`<script src="/js/jquery-3.7.1.min.js" defer></script>`)),
  "delivery/inline-scripts-heavy": pages(withBody(`<script>window.veri = "${"a".repeat(110_000)}";</script>`), withBody(`<script>window.veri = "kucuk";</script>`)),
  "delivery/inline-styles-heavy": pages(withHead(`<style>${".kutu{color:#123456}".repeat(6_000)}</style>`), withHead(`<style>.kutu{color:#123456}</style>`)),

  "agents/robots-blocks-ai-search": site("refusing", "/robots.txt"),
  "agents/robots-blocks-ai-search-despite-llms": site("closed", "/robots.txt"),
  "agents/robots-blocks-ai-training": site("closed", "/robots.txt"),
  "agents/server-refuses-ai-search": site("refusing", "/"),
  "agents/server-refuses-ai-training": site("refusing", "/"),
  "agents/llms-txt-missing": site("bare", "/llms.txt"),
  "agents/llms-txt-invalid": site("closed", "/llms.txt"),
  "agents/llms-txt-lighthouse": site("lighthouse", "/llms.txt"),
  "agents/markdown-not-offered": site("bare", "/"),
  "agents/markdown-vary-missing": site("closed", "/"),
  "agents/markdown-not-advertised": site("closed", "/"),
  "agents/content-needs-javascript": pages({ nav: "", h1: null, text: `<div id="root"></div>`, image: "", bodyExtra: `<script src="/js/uygulama.js" defer></script>`, footer: "" }, CLEAN),
  "agents/noai-directive": pages(withHead(`<meta name="robots" content="noai, noimageai">`), CLEAN),
  "agents/content-signals-missing": site("refusing", "/robots.txt"),
  "agents/content-signals-invalid": site("closed", "/robots.txt"),
  "agents/tdmrep-invalid": site("closed", "/.well-known/tdmrep.json"),
  "agents/rsl-license-invalid": site("closed", "/robots.txt"),
  // The trust, local, integrity and analytics families.
  "trust/privacy-notice-missing": pages(
    { bodyExtra: `<form method="post" action="/gonder"><label>E-posta adresiniz <input type="email" name="eposta"></label><button>Gönder</button></form>` },
    { bodyExtra: `<form method="post" action="/gonder"><label>E-posta adresiniz <input type="email" name="eposta"></label><p><a href="/iletisim">KVKK aydınlatma metni</a></p><button>Gönder</button></form>` },
  ),
  "trust/cookie-notice-missing": pages({ banner: "" }, CLEAN),
  "trust/contact-page-missing": site("bare", "/"),
  // The main site sells (its product cases' offers): a page selling without the terms, and one with them.
  "trust/distance-sales-missing": pages(onlyJsonLd(FULL_PRODUCT), { jsonLd: [FULL_PRODUCT], bodyExtra: SHOP_TERMS }),
  "trust/return-policy-missing": pages(onlyJsonLd(FULL_PRODUCT), { jsonLd: [FULL_PRODUCT], bodyExtra: SHOP_TERMS }),
  "local/schema-phone-not-shown": pages(
    withJsonLd({ "@context": SD, "@type": "Organization", name: "Örnek Firma Ankara temsilciliği", telephone: "+90 312 111 22 33" }),
    (parts) => ({
      jsonLd: [...parts.jsonLd, { "@context": SD, "@type": "Organization", name: "Örnek Firma destek hattı", telephone: "+90 212 555 12 34" }],
      bodyExtra: `${parts.bodyExtra}<p>Destek: <a href="tel:+902125551234">0212 555 12 34</a></p>`,
    }),
  ),
  // A dentist's address in its JSON-LD that no page writes (the address before a move); the twin writes its own over two lines, the words spelt out.
  "local/schema-address-not-shown": pages(
    withJsonLd({ "@context": SD, "@type": "Dentist", name: "Örnek Diş Kliniği", address: { "@type": "PostalAddress", streetAddress: "Kuştepe Mah. Mecidiyeköy Yolu Cad. No: 12", addressLocality: "Şişli", addressCountry: "TR" } }),
    (parts) => ({
      jsonLd: [...parts.jsonLd, { "@context": SD, "@type": "Dentist", name: "Örnek Diş Kliniği Teşvikiye", address: { "@type": "PostalAddress", streetAddress: "Teşvikiye Mah. Vali Konağı Cad. No: 14", addressLocality: "Şişli", addressCountry: "TR" } }],
      bodyExtra: `${parts.bodyExtra}<p>Adresimiz: Vali Konağı Caddesi No:14<br>Teşvikiye Mahallesi, Şişli / İstanbul</p>`,
    }),
  ),
  // Either page of the defect pair may be the one named (the later one in crawl order), neither of the twin's.
  "local/schema-nap-conflict": pages(onlyJsonLd(napNode("Moda Kuaför", "Moda Cd. 5, Kadıköy")), onlyJsonLd(napNode("Nişantaşı Kuaför", "Rumeli Cd. 20, Şişli", "+90 212 222 33 44")), {
    extra: { "hata-2": { page: onlyJsonLd(napNode("Moda Kuaför", "Bağdat Cd. 100, Kadıköy")) }, "ikiz-2": { page: onlyJsonLd(napNode("Nişantaşı Kuaför", "Rumeli Cd. 20, Şişli", "+90 212 222 33 44")) } },
    fires: "hata*",
    silent: "ikiz*",
  }),
  // The site's number is on most pages with a phone link (this case's, tel-invalid's and phone-not-tappable's twins); the defect gives another.
  "local/phone-varies": pages(withBody(`<p>Şube: <a href="tel:+902129998877">0212 999 88 77</a></p>`), withBody(PHONE_LINK), {
    extra: { "ayni-1": { page: withBody(PHONE_LINK) }, "ayni-2": { page: withBody(PHONE_LINK) } },
  }),
  "integrity/spam-content": pages(withBody(`<p>Deneme bonusu veren siteler ve canlı bahis fırsatları burada.</p>`), CLEAN),
  "integrity/hidden-links": pages(
    withBody((c) => `<div style="display:none"><a href="${c.external}/var">Ucuz takipçi</a></div>`),
    withBody((c) => `<div><a href="${c.external}/var">İş ortağımız</a></div>`),
  ),
  // The refusing site answers Googlebot's user agent with another home page.
  "integrity/cloaking": site("refusing", "/"),
  // One template copied for four districts; the twin names a district in a title of its own.
  "integrity/doorway-pages": pages(doorway("Kadıköy"), { title: "Kartal şubemizin çalışma saatleri", h1: "Kartal şubemizin çalışma saatleri" }, {
    extra: { "hata-2": { page: doorway("Beşiktaş") }, "hata-3": { page: doorway("Şişli") }, "hata-4": { page: doorway("Üsküdar") } },
  }),
  "analytics/measurement-missing": site("bare", "/"),
  "analytics/page-unmeasured": pages({ tags: "", banner: "" }, CLEAN),
  "analytics/consent-mode-missing": pages(
    { tags: `<script async src="https://www.googletagmanager.com/gtag/js?id=G-HARNESS123"></script><script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-HARNESS123');</script>` },
    CLEAN,
  ),
  "analytics/consent-mode-gtm-unseen": pages({ tags: GTM_TAG(false) }, { tags: GTM_TAG(true) }),
};

/** The rule ids of `ids` that have no case in RULE_CASES, each named. */
export function rulesWithoutCase(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => !(id in RULE_CASES)).map((id) => `${id}: no case in tests/support/audit-harness/cases.ts`);
}
