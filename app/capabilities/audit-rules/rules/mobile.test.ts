import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { MOBILE_RULES } from "./mobile";
import { viewportProperties } from "./mobile";

const withBody = (extra: string) => (p: PageParts) => ({ body: `${p.body}${extra}` });
const CLEAN_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const viewport = (content: string | null) => (p: PageParts) => ({
  head: p.head.replace(CLEAN_VIEWPORT, content === null ? "" : `<meta name="viewport" content="${content}">`),
});

const FIXTURES: Record<(typeof MOBILE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "mobile/viewport-missing": [
    { pages: [auditPage("/viewportsuz", viewport(null))] },
    // Written with spaces and a notch setting: still a viewport.
    { pages: [auditPage("/bosluklu-viewport", viewport("width = device-width, initial-scale = 1, viewport-fit=cover"))] },
  ],
  "mobile/viewport-no-width": [
    { pages: [auditPage("/genisliksiz", viewport("shrink-to-fit=no"))] },
    // initial-scale alone sets the width to the device's too.
    { pages: [auditPage("/olcekli", viewport("initial-scale=1"))] },
  ],
  "mobile/viewport-fixed-width": [
    { pages: [auditPage("/sabit-genislik", viewport("width=1024"))] },
    { pages: [auditPage("/cihaz-genisligi", viewport("width=device-width; initial-scale=1.0"))] },
  ],
  "mobile/zoom-blocked": [
    { pages: [auditPage("/yakinlasmaz", viewport("width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"))] },
    // A limit the visitor can still zoom up to five times, and scaling said "yes".
    { pages: [auditPage("/yakinlasir", viewport("width=device-width, initial-scale=1, maximum-scale=5, user-scalable=yes"))] },
  ],
  "mobile/form-label-missing": [
    { pages: [auditPage("/etiketsiz-form", withBody('<form action="/iletisim" method="post"><input type="text" name="ad"><textarea name="mesaj"></textarea><button>Gönder</button></form>'))] },
    // Labels by for= (before or after the field) or around it, aria-label, a placeholder; hidden fields, buttons and spam traps need none.
    {
      pages: [
        auditPage(
          "/etiketli-form",
          withBody(
            '<form action="/iletisim" method="post"><label for="ad">Adınız</label><input type="text" id="ad" name="ad">' +
              '<label>Mesajınız <textarea name="mesaj"></textarea></label><input type="email" name="eposta" placeholder="E-posta adresiniz">' +
              '<select name="konu" aria-label="Konu"><option>Teklif</option></select><input type="checkbox" id="kvkk" name="kvkk"><label for="kvkk">Aydınlatma metnini okudum</label>' +
              '<input type="hidden" name="_token" value="abc"><input type="submit" value="Gönder">' +
              '<input type="text" name="honeypot-123" tabindex="-1" autocomplete="off"><div class="wpforms-field-hp"><label for="wpforms-1-field-hp">Phone</label><input type="text" name="wpforms[hp]" id="wpforms-1-field-hp"></div>' +
              '<div style="display:none"><input type="text" name="web_sitesi"></div></form>',
          ),
        ),
      ],
    },
  ],
  "mobile/input-type-wrong": [
    {
      pages: [
        auditPage("/metin-telefon", withBody('<form action="/teklif" method="post"><label for="tel">Telefon</label><input type="text" id="tel" name="telefon"></form>')),
        auditPage("/metin-eposta", withBody('<form action="/bulten" method="post"><input name="your-email" placeholder="E-posta adresiniz"></form>')),
      ],
    },
    // The right types, a numeric keyboard asked by inputmode, a login field taking either, the postcode ("posta kodu") and a list of examples.
    {
      pages: [
        auditPage(
          "/dogru-turler",
          withBody(
            '<form action="/teklif" method="post"><label>Cep telefonu <input type="tel" name="cepTelefonu"></label><label>E-posta <input type="email" name="eposta"></label>' +
              '<input type="text" name="gsm" inputmode="tel" placeholder="GSM numaranız"><input type="text" name="kullanici" placeholder="E-posta veya telefon">' +
              '<label>Posta kodu <input type="text" name="posta_kodu"></label>' +
              // A campaign field whose placeholder lists example values, one of them "email" (a UTM builder's utm_medium).
              '<label for="ortam">Kampanya ortamı (utm_medium)</label><input type="text" id="ortam" name="utm_medium" placeholder="cpc, email, social"></form>',
          ),
        ),
      ],
    },
  ],
};

describe("mobile rules", () => {
  it("reads viewport properties as browsers split them", () => {
    expect(Object.fromEntries(viewportProperties("Width = device-width;initial-scale=1 user-scalable=0"))).toEqual({ width: "device-width", "initial-scale": "1", "user-scalable": "0" });
  });
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
