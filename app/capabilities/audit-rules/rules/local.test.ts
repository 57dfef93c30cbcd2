import { describe, expect, it } from "vitest";
import { RECORD_LIMITS, type AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { runRules } from "../engine";
import { normalisePhone, phonesInText } from "../page-signals";
import { ORIGIN, auditPage, expectDefectAndTwin, fixtureSite, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import { ADDRESSES_JUDGED, type LOCAL_RULES } from "./local";

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

/** How a contact block writes a business's address: the street, then the district on a line of its own. */
const writtenAddress = (value: Record<string, unknown>): string => {
  const address = value.address as { streetAddress?: string; addressLocality?: string } | undefined;
  return address?.streetAddress === undefined ? "" : `<address>${address.streetAddress}<br>${address.addressLocality ?? ""} / İstanbul</address>`;
};

/** A page with `ld`'s JSON-LD, its address written out, and `text` before the end of its main content. */
const page = (path: string, value: Record<string, unknown>, text = "", shown = writtenAddress(value)) =>
  auditPage(path, (p) => ({ ...ld(value)(p), body: p.body.replace("</main>", `<p>${text}</p>${shown}</main>`) }));

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
  "local/schema-address-not-shown": [
    // The plugin still gives the address before the move; the pages give the new one.
    {
      pages: [
        page("/hakkimizda", { ...business("Örnek Firma", "+90 216 555 12 34", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"), address: { "@type": "PostalAddress", streetAddress: "Osmanağa Mahallesi Söğütlüçeşme Caddesi No: 12", addressLocality: "Kadıköy", postalCode: "34714" } }, "", "<address>Caferağa Mah. Moda Cad. No: 5<br>34710 Kadıköy / İstanbul</address>"),
      ],
      expectHits: [`${ORIGIN}/hakkimizda`],
    },
    {
      pages: [
        // Written out in full, over two lines, in capitals, with "No:" as "No." and the neighbourhood after the street.
        page("/hakkimizda", business("Örnek Firma", "+90 216 555 12 34", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"), "", "<p>MODA CADDESİ NO.5<br>CAFERAĞA MAHALLESİ, KADIKÖY</p>"),
        // Only the postal code on the page.
        page("/iletisim-bilgileri", { ...business("Örnek Firma deposu", "+90 216 555 12 34", "", ""), address: { "@type": "PostalAddress", streetAddress: "Rıhtım Cd. 1", postalCode: "34716" } }, "", "<p>Kadıköy 34716 İstanbul</p>"),
        // A branch's entry naming its own page, which the crawl has not read.
        page("/subeler", { ...business("Örnek Firma Çankaya", "+90 312 555 12 34", "Kızılay Mah. Atatürk Blv. No: 1", "Çankaya"), url: `${ORIGIN}/subeler/cankaya` }, "Çankaya şubemiz: 0312 555 12 34", ""),
      ],
    },
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

const addressOutcome = async (site: AuditSite): Promise<string | undefined> =>
  (await runRules(site, ALL_RULES)).outcomes.find((outcome) => outcome.id === "local/schema-address-not-shown")?.status;

describe("local rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("names what differs in Turkish: adres, telefon, ad", async () => {
    const detailOf = async (a: Record<string, unknown>, b: Record<string, unknown>) =>
      (await runRules(fixtureSite({ pages: [page("/hakkimizda", a), page("/iletisim-bilgileri", b)] }), ALL_RULES)).outcomes.find((outcome) => outcome.id === "local/schema-nap-conflict")?.hits[0]?.detail;
    const one = business("Örnek Firma", "+90 216 555 12 34", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy");
    expect(await detailOf(one, business("Örnek Firma", "+90 216 555 12 34", "Rıhtım Cad. No: 1", "Kadıköy"))).toBe(`adres: Caferağa Mah. Moda Cad. No: 5, Kadıköy ≠ Rıhtım Cad. No: 1, Kadıköy (${ORIGIN}/hakkimizda)`);
    expect(await detailOf(one, business("Örnek Firma", "+90 216 999 88 77", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"))).toBe(`telefon: +90 216 555 12 34 ≠ +90 216 999 88 77 (${ORIGIN}/hakkimizda)`);
    expect(await detailOf(one, business("Moda Kuaför", "+90 216 555 12 34", "Caferağa Mah. Moda Cad. No: 5", "Kadıköy"))).toBe(`ad: Örnek Firma ≠ Moda Kuaför (${ORIGIN}/hakkimizda)`);
  });

  it("takes no address from another business's entry, and judges nothing before a page's text was read whole", async () => {
    const maker = page(
      "/urun",
      { "@type": "WebPage", name: "Deri ceket", about: { "@type": "Product", name: "Deri ceket", manufacturer: { "@type": "Organization", name: "Atölye", address: { "@type": "PostalAddress", streetAddress: "Merkez Mah. Sanayi Cad. No: 3", addressLocality: "Bayrampaşa" } } } },
      "",
      "",
    );
    expect(await addressOutcome(fixtureSite({ pages: [maker] }))).toBe("n/a");
    const hidden = page("/hakkimizda", business("Örnek Firma", "+90 216 555 12 34", "Kuştepe Mah. Mecidiyeköy Yolu Cad. No: 12", "Şişli"), "", "");
    expect(await addressOutcome(fixtureSite({ pages: [hidden] }))).toBe("failed");
    // Every page cut at the record's limit: the address may be past the cut.
    expect(await addressOutcome(fixtureSite({ pages: [hidden], site: (site) => ({ pages: site.pages.map((one) => ({ ...one, text: one.text.padEnd(RECORD_LIMITS.textChars, " x") })) }) }))).toBe("n/a");
  });

  it("judges at most ADDRESSES_JUDGED addresses, and a page repeating one word costs no more than its length", async () => {
    // Names of letters only: a word with a digit names no place.
    const letters = (n: number): string => String.fromCharCode(97 + (n % 26)) + String.fromCharCode(97 + Math.floor(n / 26));
    const many = Array.from({ length: 60 }, (_, i) => business(`Şube ${i}`, "+90 216 555 12 34", `Yeniköy${letters(i)} Mah. Çınaraltı${letters(i)} Cad. No: ${i}`, "Sarıyer"));
    // About 1,800 words, all the first naming word of the first address, within the text a record keeps.
    const repeated = `yeniköy${letters(0)} `.repeat(1_800);
    const pages = Array.from({ length: 40 }, (_, n) => page(`/sube-listesi-${n}`, { "@type": "WebPage", name: "Şubeler", hasPart: many }, repeated, ""));
    const outcome = (await runRules(fixtureSite({ pages }), ALL_RULES)).outcomes.find((one) => one.id === "local/schema-address-not-shown");
    expect(outcome?.applicable).toBe(ADDRESSES_JUDGED);
    expect(outcome?.status).toBe("failed");
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
