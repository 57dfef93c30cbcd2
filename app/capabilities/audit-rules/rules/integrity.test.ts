import { describe, expect, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { isSpam, pageView, spamTermsIn } from "../page-signals";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { INTEGRITY_RULES } from "./integrity";

/** Googlebot is served the home page with `change` applied to what our crawler got. */
const googlebotSees =
  (change: (view: ReturnType<typeof pageView>) => Partial<ReturnType<typeof pageView>>): RuleFixture["site"] =>
  (site: AuditSite) => {
    const home = site.pages[0];
    if (home === undefined) return {};
    const view = pageView(home);
    return { googlebot: { status: 200, error: null, view: { ...view, ...change(view) } } };
  };

/** One service page per place, as a doorway generator writes them: the text the same but for the place's name. */
const doorway = (city: string, district: string, path: string) =>
  auditPage(path, () => ({
    title: `${city} ${district} Tesisatçı | Örnek Tesisat`,
    description: `${district} tesisatçı: 7/24 su kaçağı tespiti ve tıkanıklık açma. ${city} ${district} için hemen arayın.`,
    body: `<main><h1>${city} ${district} Tesisatçı</h1><p>${district} bölgesinde 7/24 hizmet veren tesisatçı ekibimiz ${city} ${district} içinde su kaçağı tespiti, tıkanıklık açma ve kombi bakımı yapar. ${BODY_TEXT}</p><a href="/">Ana sayfa</a><a href="/iletisim">İletişim</a></main>`,
  }));

/** A branch page: the same template, its own address and phone. */
const branch = (city: string, district: string, path: string, address: string, phone: string) =>
  auditPage(path, () => ({
    title: `${city} ${district} Şubesi | Örnek Tesisat`,
    description: `${city} ${district} şubemizin adresi, telefonu, çalışma saatleri ve yol tarifi: su kaçağı ve tıkanıklık için bize uğrayın.`,
    body: `<main><h1>${city} ${district} Şubesi</h1><p>Adres: ${address}. Telefon: <a href="tel:+90${phone.replace(/\D/g, "").slice(1)}">${phone}</a>. Hafta içi 09:00-18:00. ${BODY_TEXT}</p><a href="/">Ana sayfa</a><a href="/iletisim">İletişim</a></main>`,
  }));

const FIXTURES: Record<(typeof INTEGRITY_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "integrity/spam-content": [
    // A post a hacked WordPress got, written without Turkish letters as these often are.
    { pages: [auditPage("/blog/2026-kampanyalari", (p) => ({ body: p.body.replace("</main>", `<p>En guvenilir DENEME BONUSU veren siteler ve canli bahis firsatlari burada.</p></main>`) }))] },
    // Honest pages with one word of the list each: a computer shop's slot, a clinic's treatment, a car part.
    {
      pages: [
        auditPage("/urun/anakart", (p) => ({ body: p.body.replace("</main>", `<p>İki PCI Express x16 slot ile ekran kartı ve NVMe desteği.</p></main>`) })),
        auditPage("/blog/erektil-disfonksiyon", (p) => ({ body: p.body.replace("</main>", `<p>Viagra gibi ilaçlar ancak üroloji muayenesinden sonra kullanılmalıdır.</p></main>`) })),
        auditPage("/urun/ford-escort-far", (p) => ({ body: p.body.replace("</main>", `<p>Ford Escort 1996-2000 sol ön far, orijinal.</p></main>`) })),
      ],
    },
  ],
  "integrity/hidden-links": [
    { pages: [auditPage("/hakkimizda", (p) => ({ body: p.body.replace("</footer>", `<div style="position:absolute; left:-9999px"><a href="https://ucuz-oto-kiralama.example.net/">oto kiralama</a></div></footer>`) }))] },
    // A mobile menu hidden until tapped, with the business's social accounts and its own pages.
    {
      pages: [
        auditPage("/hakkimizda", (p) => ({
          body: p.body.replace("</header>", `<nav id="mobil-menu" style="display: none"><a href="/hizmetler">Hizmetler</a><a href="https://www.instagram.com/ornekfirma">Instagram</a><a href="https://wa.me/902165551234">WhatsApp</a></nav></header>`),
        })),
      ],
    },
  ],
  "integrity/cloaking": [
    {
      site: googlebotSees((view) => ({ title: "Deneme Bonusu Veren Siteler 2026", spamTerms: ["deneme bonus", "bonus veren"], outboundHosts: [...view.outboundHosts, "bet1.example", "bet2.example", "bet3.example"] })),
      expectHits: [`${ORIGIN}/`],
    },
    // A few words more for Googlebot (a date, a counter) are no other page.
    { site: googlebotSees((view) => ({ wordCount: view.wordCount + 12 })) },
  ],
  "integrity/doorway-pages": [
    {
      pages: [
        doorway("İstanbul", "Kadıköy", "/tesisatci/istanbul-kadikoy"),
        doorway("İstanbul", "Üsküdar", "/tesisatci/istanbul-uskudar"),
        doorway("Ankara", "Çankaya", "/tesisatci/ankara-cankaya"),
        doorway("İzmir", "Bornova", "/tesisatci/izmir-bornova"),
        doorway("İstanbul", "Beşiktaş", "/tesisatci/istanbul-besiktas"),
      ],
    },
    // Branch pages of one template, each with its own address and phone: no doorways.
    {
      pages: [
        branch("İstanbul", "Kadıköy", "/subeler/kadikoy", "Caferağa Mah. Moda Cad. No: 5", "0216 555 12 34"),
        branch("İstanbul", "Üsküdar", "/subeler/uskudar", "Mimar Sinan Mah. Hakimiyeti Milliye Cad. No: 40", "0216 555 98 76"),
        branch("Ankara", "Çankaya", "/subeler/cankaya", "Kızılay Mah. Atatürk Blv. No: 1", "0312 444 20 20"),
        branch("İzmir", "Bornova", "/subeler/bornova", "Kazımdirik Mah. 372. Sk. No: 8", "0232 333 65 65"),
      ],
    },
  ],
};

describe("integrity rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("reads spam however it is cased or spelt, and one honest word as no spam", () => {
    expect(spamTermsIn("CANLI BAHİS ve Deneme-Bonusu")).toEqual(["canli bahis", "deneme bonus"]);
    expect(isSpam(spamTermsIn("Güvenilir bahis siteleri"))).toBe(true);
    expect(spamTermsIn("En iyi deneme bonusları")).toEqual(["deneme bonus"]);
    // A lawyer's article on the offence.
    expect(isSpam(spamTermsIn("Kaçak bahis oynamanın cezası: 7258 sayılı Kanun"))).toBe(false);
    expect(isSpam(spamTermsIn("CASINO and SLOT"))).toBe(true);
    expect(isSpam(spamTermsIn("Ford Escort far"))).toBe(false);
    expect(isSpam(spamTermsIn("PCI slot"))).toBe(false);
    // "beton" (concrete), "alfabet" and "bonus" alone are no betting words.
    expect(spamTermsIn("Hazır beton, alfabet, performans bonusu")).toEqual([]);
  });
});
