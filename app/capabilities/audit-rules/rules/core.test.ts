import { describe, expect, it } from "vitest";
import type { AuditPage } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { ORIGIN, auditPage, cleanSite, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import { CORE_RULES } from "./core";

const LONG_TITLE = "Kadıköy ve Ataşehir'de Kurumsal Web Tasarımı, SEO Danışmanlığı ve Google Ads Yönetimi Hizmetleri";
const LONG_DESCRIPTION =
  "Küçük işletmeler için web tasarımı, arama motoru optimizasyonu, Google Ads ve sosyal medya reklam yönetimi; ücretsiz ön analiz, şeffaf aylık raporlar, sabit fiyatlı paketler ve ilk aydan ölçülebilir sonuçlar sunuyoruz.";

const FIXTURES: Record<(typeof CORE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "core/title-missing": [{ pages: [auditPage("/basliksiz", { title: null })] }, { pages: [auditPage("/baslikli")] }],
  "core/title-multiple": [
    { pages: [auditPage("/iki-baslik", (p) => ({ headExtra: `${p.headExtra}<title>İkinci başlık eklentiden geliyor</title>` }))] },
    // An SVG's <title> in the body is an icon's name, not the page's.
    { pages: [auditPage("/svg-baslik", (p) => ({ body: `<svg><title>Menü</title></svg>${p.body}` }))] },
  ],
  "core/title-too-long": [
    { pages: [auditPage("/uzun-baslik", (p) => ({ title: LONG_TITLE, body: p.body.replace(/<h1>[^<]*<\/h1>/, `<h1>${LONG_TITLE}</h1>`) }))] },
    { pages: [auditPage("/sigan-baslik", { title: "Kadıköy'de Kurumsal Web Tasarımı ve SEO | Örnek Firma" })] },
  ],
  "core/title-too-short": [{ pages: [auditPage("/kisa-baslik", { title: "Hizmetler" })] }, { pages: [auditPage("/yeterli-baslik", { title: "Kurumsal Web Tasarımı Hizmetleri | Örnek" })] }],
  "core/description-missing": [{ pages: [auditPage("/aciklamasiz", { description: null })] }, { pages: [auditPage("/aciklamali")] }],
  "core/description-multiple": [
    { pages: [auditPage("/iki-aciklama", (p) => ({ headExtra: `${p.headExtra}<meta name="description" content="Eklentinin eklediği ikinci açıklama metni burada duruyor ve tekrar ediyor.">` }))] },
    { pages: [auditPage("/tek-aciklama", (p) => ({ headExtra: `${p.headExtra}<meta property="og:locale" content="tr_TR">` }))] },
  ],
  "core/description-too-long": [{ pages: [auditPage("/uzun-aciklama", { description: LONG_DESCRIPTION })] }, { pages: [auditPage("/sigan-aciklama")] }],
  "core/description-too-short": [
    { pages: [auditPage("/kisa-aciklama", { description: "Web tasarımı ve SEO hizmetleri." })] },
    { pages: [auditPage("/yeterli-aciklama", { description: "Kadıköy'deki küçük işletmeler için web tasarımı ve SEO; ücretsiz ön analizle başlayın." })] },
  ],
  "core/nosnippet": [
    // An SEO plugin's "no snippet" left on for a service page.
    { pages: [auditPage("/aciklamasi-gizli", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow, nosnippet">` }))] },
    // Google's usual defaults from Yoast and Rank Math: an unlimited snippet, and a nosnippet meant for another crawler.
    { pages: [auditPage("/acik-aciklama", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1"><meta name="bingbot" content="nosnippet">` }))] },
  ],
  "core/h1-missing": [
    { pages: [auditPage("/h1siz", (p) => ({ body: p.body.replace(/<h1>([^<]*)<\/h1>/, "<p>$1</p>") }))] },
    // An H1 with its text inside other elements still names the page.
    { pages: [auditPage("/ic-ice-h1", (p) => ({ body: p.body.replace(/<h1>([^<]*)<\/h1>/, "<h1><span>$1</span></h1>") }))] },
  ],
  "core/h1-multiple": [
    { pages: [auditPage("/iki-h1", (p) => ({ body: `${p.body}<h1>İkinci ana başlık</h1>` }))] },
    { pages: [auditPage("/h2li", (p) => ({ body: `${p.body}<h2>Sık sorulan sorular</h2>` }))] },
  ],
  "core/lang-missing": [{ pages: [auditPage("/dilsiz", { lang: null })] }, { pages: [auditPage("/bolgeli-dil", { lang: "tr-TR" })] }],
  "core/charset-missing": [
    { pages: [auditPage("/kodlamasiz", (p) => ({ head: p.head.replace('<meta charset="utf-8">', ""), headers: { ...p.headers, "content-type": "text/html" } }))] },
    // Declared by the server alone is enough.
    { pages: [auditPage("/basliktan-kodlama", (p) => ({ head: p.head.replace('<meta charset="utf-8">', "") }))] },
  ],
  "core/meta-refresh": [
    { pages: [auditPage("/yenilenen", (p) => ({ headExtra: `${p.headExtra}<meta http-equiv="refresh" content="0; url=/yeni-adres">` }))] },
    { pages: [auditPage("/yenilenmeyen", (p) => ({ headExtra: `${p.headExtra}<meta http-equiv="x-ua-compatible" content="ie=edge">` }))] },
  ],
};

/** What Google Tag Manager and the Meta Pixel ask to paste at the top of the head: a script and its noscript fallback. */
const GTM_AND_PIXEL =
  "<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC1234');</script>" +
  '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1234" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>' +
  "<script>!function(f,b,e,v,n,t,s){n=f.fbq=function(){};}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','1234567890');fbq('track','PageView');</script>" +
  '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1"/></noscript>';

describe("core rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("reads the title, the description and the canonical after a GTM or Meta Pixel noscript at the top of the head", async () => {
    await expectDefectAndTwin(
      "core/title-missing",
      { pages: [auditPage("/pikselli-basliksiz", (p) => ({ head: `${GTM_AND_PIXEL}${p.head}`, title: null }))] },
      { pages: [auditPage("/pikselli", (p) => ({ head: `${GTM_AND_PIXEL}${p.head}` }))] },
      ALL_RULES,
    );
  });

  it("takes an image heading's alt as its name", async () => {
    // The logo heads the page, so the team photo further down is lazy.
    const logoHeading = (alt: string) => (p: PageParts) => ({
      body: p.body.replace(/<h1>[^<]*<\/h1>/, `<h1><img src="/img/logo.svg" alt="${alt}" width="240" height="60"></h1>`).replace('width="800" height="600">', 'width="800" height="600" loading="lazy">'),
    });
    await expectDefectAndTwin(
      "core/h1-missing",
      // An image without alt names nothing (and is an empty heading too).
      { pages: [auditPage("/logo-h1-altsiz", logoHeading(""))], alsoFires: ["content/empty-heading"] },
      { pages: [auditPage("/logo-h1", logoHeading("Örnek Firma"))] },
      ALL_RULES,
    );
  });

  it("reads nosnippet and max-snippet:0 from the googlebot meta and the X-Robots-Tag header, for Google or every crawler", async () => {
    const cases: [string, PageParts["headers"] | null, string][] = [
      ["/googlebot-meta", null, `<meta name="googlebot" content="max-snippet:0">`],
      ["/baslikta", { "x-robots-tag": "googlebot: nosnippet" }, ""],
      ["/baslikta-hepsi", { "x-robots-tag": "max-snippet: 0, max-image-preview:large" }, ""],
    ];
    for (const [path, headers, head] of cases) {
      await expectDefectAndTwin(
        "core/nosnippet",
        { pages: [auditPage(path, (p) => ({ headExtra: `${p.headExtra}${head}`, headers: { ...p.headers, ...(headers ?? {}) } }))], expectHits: [`${ORIGIN}${path}`] },
        // Another crawler's nosnippet, and Google's with a snippet limit that still shows one.
        { pages: [auditPage(`${path}-ikiz`, (p) => ({ headExtra: `${p.headExtra}<meta name="googlebot" content="max-snippet:160">`, headers: { ...p.headers, "x-robots-tag": "otherbot: nosnippet" } }))] },
        ALL_RULES,
      );
    }
  });

  it("leaves a noindex page, or one naming another canonical, to the rules about those", async () => {
    const rule = CORE_RULES.find((candidate) => candidate.id === "core/nosnippet");
    const judge = (page: AuditPage) => rule?.check(page, cleanSite());
    const noSnippet = (more: string) => (p: PageParts) => ({ headExtra: `${p.headExtra}<meta name="robots" content="nosnippet">${more}` });
    expect(judge(auditPage("/gizli", noSnippet("")))).toBe('<meta name="robots">: nosnippet');
    expect(judge(auditPage("/dizin-disi", noSnippet(`<meta name="googlebot" content="noindex">`)))).toBe("n/a");
    expect(judge(auditPage("/baslikta-dizin-disi", (p) => ({ ...noSnippet("")(p), headers: { ...p.headers, "x-robots-tag": "noindex" } })))).toBe("n/a");
    expect(judge(auditPage("/kopya", (p) => noSnippet("")({ ...p, headExtra: p.headExtra.replace(/<link rel="canonical"[^>]*>/, `<link rel="canonical" href="${ORIGIN}/asil">`) })))).toBe("n/a");
  });

  it("does not count a refresh inside <noscript>, which a browser running scripts never follows", async () => {
    await expectDefectAndTwin(
      "core/meta-refresh",
      { pages: [auditPage("/yenilenen-govde", (p) => ({ headExtra: `${p.headExtra}<meta http-equiv="refresh" content="30">` }))] },
      { pages: [auditPage("/js-gerekli", (p) => ({ headExtra: `${p.headExtra}<noscript><meta http-equiv="refresh" content="0; url=/js-gerekli?nojs=1"></noscript>` }))] },
      ALL_RULES,
    );
  });
});
