import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { runRules } from "../engine";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, fixtureSite, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import { CONTENT_RULES, THIN_MIN_WORDS } from "./content";

const withBody = (extra: string) => (p: { body: string }) => ({ body: `${p.body}${extra}` });
/** The page's canonical names `path` instead of itself. */
const canonicalTo = (path: string) => (p: PageParts) => ({
  // Open Graph names the same address, as social/og-url-mismatch wants.
  headExtra: p.headExtra
    .replace(/<link rel="canonical" href="[^"]*">/, `<link rel="canonical" href="${ORIGIN}${path}">`)
    .replace(/<meta property="og:url" content="[^"]*">/, `<meta property="og:url" content="${ORIGIN}${path}">`),
});
const words = (count: number): string => Array.from({ length: count }, (_, i) => `kelime${i}`).join(" ");
const page = (h1: string, text: string): string => `<main><h1>${h1}</h1><p>${text}</p><p><a href="/">Ana sayfa</a></p></main>`;

const SAME_TITLE = "Web Tasarım Hizmetleri | Örnek Firma";
const SAME_DESCRIPTION = "Küçük işletmeler için hızlı, mobil uyumlu ve arama motoru dostu web siteleri tasarlıyoruz. Teklif alın.";
const CAMPAIGN = page("Kış kampanyası: web sitesi paketleri", BODY_TEXT);

const FIXTURES: Record<(typeof CONTENT_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "content/duplicate-title": [
    // Differing only in case and spacing is still the same title in the results.
    { pages: [auditPage("/kadikoy", { title: SAME_TITLE }), auditPage("/atasehir", { title: "web tasarım  Hizmetleri | Örnek Firma" })] },
    // A sorted view that names the list as its canonical is the same page on purpose.
    { pages: [auditPage("/urunler", { title: SAME_TITLE }), auditPage("/urunler?siralama=fiyat", (p) => ({ title: SAME_TITLE, ...canonicalTo("/urunler")(p) }))], inSitemap: false },
  ],
  "content/duplicate-description": [
    { pages: [auditPage("/kadikoy", { description: SAME_DESCRIPTION }), auditPage("/atasehir", { description: SAME_DESCRIPTION })] },
    { pages: [auditPage("/urunler", { description: SAME_DESCRIPTION }), auditPage("/urunler?sayfa=1", (p) => ({ description: SAME_DESCRIPTION, ...canonicalTo("/urunler")(p) }))], inSitemap: false },
  ],
  "content/duplicate-body": [
    { pages: [auditPage("/kampanya", { body: CAMPAIGN }), auditPage("/kampanya-2025", { body: CAMPAIGN })] },
    // The printable copy names the page as its canonical.
    { pages: [auditPage("/kampanya", { body: CAMPAIGN }), auditPage("/kampanya/yazdir", (p) => ({ body: CAMPAIGN, ...canonicalTo("/kampanya")(p) }))], inSitemap: false },
  ],
  "content/thin": [
    { pages: [auditPage("/kisa", { body: page("Kısa sayfa başlığı", words(60)) })] },
    // Short, but above the floor and above 30 % of the site's median; and a contact page whose form is its content.
    {
      pages: [
        auditPage("/odakli", { body: page("Odaklı sayfa başlığı", words(170)) }),
        auditPage("/teklif-al", {
          body: page("Teklif alın", `Projenizi kısaca anlatın, bir iş günü içinde dönelim.<form method="post" action="/teklif-al/gonder"><label>Adınız <input name="ad"></label><button>Gönder</button></form>`),
        }),
      ],
    },
  ],
  "content/heading-skip": [
    { pages: [auditPage("/atlayan", withBody("<section><h4>Ayrıntılar</h4><p>Metin.</p></section>"))] },
    // Stepping down one level at a time, then back up to H2 for the next section.
    { pages: [auditPage("/sirali", withBody("<h3>Ayrıntılar</h3><h4>Süre</h4><p>Metin.</p><h2>Sık sorulanlar</h2>"))] },
  ],
  "content/empty-heading": [
    { pages: [auditPage("/bos-baslik", withBody('<h2 class="bolum-basligi"></h2><p>Metin.</p>'))] },
    // A heading named by its image's alt text or an aria-label is not empty.
    { pages: [auditPage("/gorsel-baslik", withBody('<h2><img src="/img/referanslar.svg" alt="Referanslarımız" width="200" height="40" loading="lazy"></h2><h2 aria-label="Ekibimiz"><span></span></h2>'))] },
  ],
  "content/mojibake": [
    { pages: [auditPage("/bozuk", withBody("<p>MÃ¼ÅŸteri memnuniyeti ve Ä±sÄ± yalÄ±tÄ±mÄ± Ã§Ã¶zÃ¼mleri.</p>"))] },
    // Turkish â (kâr, hâlâ), a German Ä, a euro sign and a ± are all real characters.
    { pages: [auditPage("/duzgun", withBody("<p>Kâr marjınız hâlâ düşükse dükkânınız için Ärzte-Service GmbH ile 1.500 € bütçeyle ± %5 sapmayla çalışıyoruz.</p>"))] },
  ],
  "content/placeholder-text": [
    { pages: [auditPage("/taslak", withBody("<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>"))] },
    // A café named Lorem is a name, not a placeholder.
    { pages: [auditPage("/referanslar", withBody("<p>Lorem Kafe ve İpsum Mimarlık sitelerini biz yaptık.</p>"))] },
  ],
  "content/stale-copyright": [
    { pages: [auditPage("/eski-yil", (p) => ({ body: p.body.replace("© 2026 Örnek Firma", "© 2021 Örnek Firma. Tüm hakları saklıdır.") }))] },
    // A range ending this year is current, whatever year it starts with.
    { pages: [auditPage("/yil-araligi", (p) => ({ body: p.body.replace("© 2026 Örnek Firma", "Copyright © 2012–2026 Örnek Firma") }))] },
  ],
};

describe("content rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("counts a page reached through a redirect as well as under its own address once: no duplicate of itself", async () => {
    // An https site's page linked once over http://, which moves to https: the crawl follows both and shares the record.
    const contact = auditPage("/iletisim");
    const httpUrl = contact.url.replace(/^https:/, "http:");
    const throughHttp = { ...contact, url: httpUrl, redirects: [httpUrl] };
    const outcome = await runRules(fixtureSite({ pages: [contact, throughHttp] }), CONTENT_RULES);
    const duplicateRules = outcome.outcomes.filter((rule) => rule.id.startsWith("content/duplicate-"));
    expect(duplicateRules.map((rule) => [rule.id, rule.status])).toEqual([
      ["content/duplicate-title", "passed"],
      ["content/duplicate-description", "passed"],
      ["content/duplicate-body", "passed"],
    ]);
  });

  it("says how many words a thin page has and how many the audit looks for", async () => {
    // 3 words of heading, 60 of text and the 2 of its link.
    const site = fixtureSite({ pages: [auditPage("/kisa", { body: page("Kısa sayfa başlığı", words(60)) })] });
    const outcome = await runRules(site, CONTENT_RULES);
    const thin = outcome.outcomes.find((rule) => rule.id === "content/thin");
    expect(thin?.hits).toEqual([{ url: `${ORIGIN}/kisa`, detail: `65 kelime (en az ${THIN_MIN_WORDS} bekleniyor)` }]);
  });
});
