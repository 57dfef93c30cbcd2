import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { CORE_RULES } from "./core";

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

describe("core rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
