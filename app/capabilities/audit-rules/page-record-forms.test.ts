import { describe, expect, it } from "vitest";
import { RECORD_LIMITS } from "./audit-page";
import { readPageRecord, type PageAnswer } from "./page-record";

const ORIGIN = "https://www.ornek.com.tr";
const answer: Omit<PageAnswer, "htmlChars"> = { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null };
const recordOf = (body: string) => readPageRecord(answer, `<!doctype html><html><head><title>Sayfa</title></head><body>${body}</body></html>`);

describe("the page record's contact links and form fields", () => {
  it("keeps tel:, mailto: and whatsapp: links as written, which the http(s) links leave out", () => {
    const record = recordOf('<a href=" tel:+90 532 123 45 67 ">Ara</a><a href="MAILTO:info@ornek.com.tr">Yaz</a><a href="whatsapp://send?phone=905321234567">WA</a><a href="https://wa.me/905321234567">WA</a><a href="sms:123">SMS</a>');
    expect(record.contactLinks).toEqual([
      { scheme: "tel", href: "tel:+90 532 123 45 67" },
      { scheme: "mailto", href: "MAILTO:info@ornek.com.tr" },
      { scheme: "whatsapp", href: "whatsapp://send?phone=905321234567" },
    ]);
    expect(record.links.map((link) => link.url)).toEqual(["https://wa.me/905321234567"]);
  });

  it("reads each field's label, whether it comes around the field or names its id before or after it", () => {
    const record = recordOf(
      '<form action="/iletisim"><label>Adınız <input name="ad"></label><input type="tel" id="tel" name="telefon"><label for="tel">Telefon</label>' +
        '<label for="eposta">E-posta</label><input type="email" id="eposta" placeholder="ornek@firma.com" inputmode="EMAIL"><input type="hidden" name="_t"><button>Gönder</button></form>' +
        '<select aria-label="Dil"><option>Türkçe</option></select>',
    );
    expect(record.formFields).toEqual([
      { tag: "input", type: "", name: "ad", id: "", placeholder: "", inputMode: "", label: "Adınız", named: false, inForm: true, concealed: false },
      { tag: "input", type: "tel", name: "telefon", id: "tel", placeholder: "", inputMode: "", label: "Telefon", named: false, inForm: true, concealed: false },
      { tag: "input", type: "email", name: "", id: "eposta", placeholder: "ornek@firma.com", inputMode: "email", label: "E-posta", named: false, inForm: true, concealed: false },
      { tag: "select", type: "", name: "", id: "", placeholder: "", inputMode: "", label: null, named: true, inForm: false, concealed: false },
    ]);
  });

  it("marks fields kept out of sight by themselves or around them, and form plugins' spam traps", () => {
    const record = recordOf(
      '<div style="display: none"><input name="a"></div><input name="b" hidden><p aria-hidden="true"><input name="c"></p><input name="d" tabindex="-1"><input name="wpforms[hp]"><template><input name="t"></template><input name="e">',
    );
    expect(record.formFields.map((field) => [field.name, field.concealed])).toEqual([
      ["a", true],
      ["b", true],
      ["c", true],
      ["d", true],
      ["wpforms[hp]", true],
      ["t", true],
      ["e", false],
    ]);
  });

  it("keeps at most RECORD_LIMITS.formFields fields and contact links, and says the record was cut", () => {
    const record = recordOf(`${'<input name="x">'.repeat(RECORD_LIMITS.formFields + 5)}${'<a href="tel:+905321234567">A</a>'.repeat(RECORD_LIMITS.contactLinks + 5)}`);
    expect(record.formFields).toHaveLength(RECORD_LIMITS.formFields);
    expect(record.contactLinks).toHaveLength(RECORD_LIMITS.contactLinks);
    expect(record.truncated).toBe(true);
  });
});
