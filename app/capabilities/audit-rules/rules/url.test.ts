import { describe, expect, it } from "vitest";
import type { AuditPage } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { URL_RULES } from "./url";
import { URL_MAX_CHARS } from "./url";

/**
 * A page at `path` (as a crawler records it: percent-encoded), with a title and a description of
 * its own, so that a long or odd address does not make the core rules' lengths fail.
 */
const at = (path: string, label: string, change: (p: PageParts) => Partial<PageParts> = () => ({})): AuditPage =>
  auditPage(encodeURI(path), (p) => ({
    title: `${label} | Örnek Firma Dijital Pazarlama`,
    description: `${label}: küçük işletmeler için web tasarımı, SEO ve reklam yönetimi. Ücretsiz teklif alın.`,
    ...change(p),
  }));

const LONG_PATH = "/hizmetler/kurumsal-web-tasarimi/kadikoy-atasehir-uskudar-maltepe-kartal-pendik-icin-seo-uyumlu-hizli-siteler";
/** Short as read, long once its Turkish letters are percent-encoded. */
const TURKISH_PATH = "/hizmetler/kadıköy-ataşehir-üsküdar-web-tasarımı-ve-seo";
const withBody = (extra: string) => (p: PageParts) => ({ body: `${p.body}${extra}` });

const FIXTURES: Record<(typeof URL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "url/too-long": [{ pages: [at(LONG_PATH, "Bölge bölge web tasarımı")] }, { pages: [at(TURKISH_PATH, "Anadolu yakasında web tasarımı")] }],
  "url/uppercase": [
    { pages: [at("/Hizmetler/Web-Tasarim", "Büyük harfli hizmet sayfası")] },
    // Percent-escapes are written in capitals by the standard.
    { pages: [at("/hizmetler/kadıköy-web-tasarım", "Kadıköy'de web tasarımı")] },
  ],
  "url/underscores": [{ pages: [at("/web_tasarim_hizmeti", "Alt çizgili hizmet sayfası")] }, { pages: [at("/web-tasarim-hizmeti", "Tireli hizmet sayfası")] }],
  "url/spaces": [{ pages: [at("/web tasarim", "Boşluklu hizmet sayfası")] }, { pages: [at("/web-tasarim-ve-seo", "Tireli web tasarımı ve SEO")] }],
  "url/double-slash": [
    { pages: [at("/blog//seo-nedir", "Çift çizgili blog yazısı")] },
    // A closing slash is one slash.
    { pages: [at("/blog/seo-nedir/", "Sonu çizgili blog yazısı")] },
  ],
  "url/session-id": [
    { pages: [at("/urunler?PHPSESSID=9f2c1e7a4b", "Oturumlu ürünler sayfası")] },
    // "sid" inside a word is not a session id, and the page number of a list is not one either.
    { pages: [at("/tasarim/sidebar-menusu", "Yan menü tasarımı örnekleri"), at("/blog?sayfa=2", "Blog yazıları ikinci sayfa")] },
  ],
  "url/query-parameters": [
    { pages: [at("/urunler?renk=mavi", "Mavi ürünler filtresi")] },
    // A filter canonicalised to the list (its og:url too), and a list's second page (Google's pagination guide).
    {
      pages: [
        at("/urunler?renk=mavi", "Mavi ürünler filtresi", (p) => ({
          headExtra: p.headExtra
            .replace(/<link rel="canonical" href="[^"]*">/, `<link rel="canonical" href="${ORIGIN}/urunler">`)
            .replace(/<meta property="og:url" content="[^"]*">/, `<meta property="og:url" content="${ORIGIN}/urunler">`),
        })),
        at("/blog?sayfa=2", "Blog yazıları ikinci sayfa"),
      ],
      inSitemap: false,
    },
  ],
  "url/link-form-drift": [
    // /hizmetler with a closing slash, /iletisim on the bare host: two spellings each, beside the canonical ones the menu uses.
    {
      pages: [at("/blog/yeni-yazi", "Yeni blog yazımız", withBody('<a href="/hizmetler/">Hizmetlerimiz</a><a href="https://ornek-firma.com.tr/iletisim">Bize yazın</a>'))],
      expectHits: [`${ORIGIN}/hizmetler`, `${ORIGIN}/iletisim`],
    },
    // The same spelling written absolute, with a fragment or an empty query; another page's list (a parameter makes another address).
    { pages: [at("/blog/yeni-yazi", "Yeni blog yazımız", withBody(`<a href="${ORIGIN}/hizmetler">Hizmetlerimiz</a><a href="/iletisim#form">Bize yazın</a><a href="/hizmetler?">Hizmetler</a><a href="/blog?sayfa=2">Eski yazılar</a>`))] },
  ],
  "url/internal-tracking-parameters": [
    { pages: [at("/kampanyalar", "Bu ayın kampanyaları", withBody('<a href="/kampanya?utm_source=site&amp;utm_medium=banner">Kampanyaya göz atın</a>'))] },
    // Tagging a link to another site is what UTM is for.
    { pages: [at("/ortaklar", "İş ortaklarımız", withBody('<a href="https://ortak.example/?utm_source=ornek-firma">Ortağımız</a><a href="/blog?sayfa=2">Eski yazılar</a>'))] },
  ],
};

describe("url rules", () => {
  it("has a twin for too-long that only its encoding makes long", () => {
    expect(`${ORIGIN}${encodeURI(TURKISH_PATH)}`.length).toBeGreaterThan(URL_MAX_CHARS);
    expect(`${ORIGIN}${TURKISH_PATH}`.length).toBeLessThanOrEqual(URL_MAX_CHARS);
  });
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
