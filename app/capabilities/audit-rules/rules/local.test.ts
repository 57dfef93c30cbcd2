import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { normalisePhone, phonesInText } from "../page-signals";
import { ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { LOCAL_RULES } from "./local";

const FOOTER_PHONE = `<a href="tel:+902165551234">0216 555 12 34</a>`;

const ld = (value: Record<string, unknown>) => (p: PageParts) => ({ headExtra: `${p.headExtra}<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...value })}</script>` });

const business = (name: string, telephone: string, streetAddress: string, addressLocality: string): Record<string, unknown> => ({
  "@type": "LocalBusiness",
  name,
  telephone,
  url: `${ORIGIN}/`,
  openingHours: "Mo-Fr 09:00-18:00",
  geo: { "@type": "GeoCoordinates", latitude: 40.99, longitude: 29.03 },
  address: { "@type": "PostalAddress", streetAddress, addressLocality, addressRegion: "İstanbul", addressCountry: "TR" },
});

/** A page with `ld`'s JSON-LD and `text` before the end of its main content. */
const page = (path: string, value: Record<string, unknown>, text = "") =>
  auditPage(path, (p) => ({ ...ld(value)(p), body: p.body.replace("</main>", `<p>${text}</p></main>`) }));

const FIXTURES: Record<(typeof LOCAL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "local/phone-varies": [
    // An old landing page template with last year's number.
    { pages: [auditPage("/kampanya", (p) => ({ body: p.body.replace(FOOTER_PHONE, `<a href="tel:02125550000">0212 555 00 00</a>`) }))], expectHits: [`${ORIGIN}/kampanya`] },
    // A branch's own number beside the business's, written another way.
    { pages: [auditPage("/subeler/cankaya", (p) => ({ body: p.body.replace("</main>", `<p>Çankaya şubemiz: <a href="tel:0312-555-0000">0312 555 00 00</a></p></main>`).replace(FOOTER_PHONE, `<a href="tel:0 (216) 555 12 34">Bizi arayın</a>`) }))] },
  ],
  "local/schema-phone-not-shown": [
    { pages: [page("/hakkimizda", business("Örnek Firma", "+90 212 999 88 77", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"))], expectHits: [`${ORIGIN}/hakkimizda`] },
    // The footer's number, written as Turkish sites write it in JSON-LD.
    { pages: [page("/hakkimizda", business("Örnek Firma", "(0216) 555-1234", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"))] },
  ],
  "local/schema-nap-conflict": [
    // The same business (name and phone) at an old address on one page.
    {
      pages: [
        page("/hakkimizda", business("Örnek Firma", "+90 216 555 12 34", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy")),
        page("/iletisim-bilgileri", business("Örnek Firma", "0216 555 12 34", "Osmanağa Mah. Söğütlüçeşme Cad. No: 12", "Kadıköy")),
      ],
      expectHits: [`${ORIGIN}/iletisim-bilgileri`],
    },
    // The same address written out and abbreviated, the legal form added; and a branch with its own address and phone.
    {
      pages: [
        page("/hakkimizda", business("Örnek Firma", "+90 216 555 12 34", "Caferağa Mahallesi Moda Caddesi No: 5", "Kadıköy")),
        page("/iletisim-bilgileri", business("Örnek Firma Ltd. Şti.", "0216 555 1234", "Caferağa Mah. Moda Cad. No 5", "KADIKÖY")),
        page("/subeler/cankaya", business("Örnek Firma", "+90 312 555 12 34", "Kızılay Mah. Atatürk Blv. No: 1", "Çankaya"), "Çankaya şubemiz: 0312 555 12 34"),
      ],
    },
  ],
};

describe("local rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("reads a Turkish phone number however it is written, and nothing else as one", () => {
    for (const written of ["+90 216 555 12 34", "0216 555 12 34", "(0216) 555-1234", "0 (216) 555 12 34", "tel:+902165551234", "902165551234", "0090 216 555 1234", "216.555.12.34"]) {
      expect(normalisePhone(written), written).toBe("2165551234");
    }
    expect(normalisePhone("444 1 234")).toBe("4441234");
    expect(normalisePhone("+49 30 1234567")).toBeNull();
    expect(normalisePhone("12345")).toBeNull();
    expect(phonesInText("Bizi 0532 123 45 67 numarasından ya da (0216) 555 12 34 hattından arayın; çağrı merkezi 444 1 234.")).toEqual(["5321234567", "2165551234", "4441234"]);
    // An IBAN, an order number and a date are no phone numbers.
    expect(phonesInText("IBAN: TR12 0006 2000 1234 0006 2987 65, sipariş no 202611280001, tarih 28.11.2026")).toEqual([]);
  });
});
