import { describe, expect, it } from "vitest";
import { SIGNAL_LIMITS } from "./audit-page";
import { pageRecordReader, readPageRecord } from "./page-record";

const answer = (finalUrl: string) => ({ url: finalUrl, finalUrl, status: 200, redirects: [], source: "start" as const, foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null });
const signalsOf = (html: string) => readPageRecord(answer("https://site.example/"), html).signals;

describe("the page record's trust, local, integrity and measurement signals", () => {
  it("finds Google's tags, Consent Mode and a consent manager in scripts, and keeps none of their text", () => {
    const html = [
      "<html><head>",
      `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("consent", "default", {ad_storage: "denied"});</script>`,
      `<script src="https://consent.cookiebot.com/uc.js" data-cbid="x"></script>`,
      `<script>(function(w,d,s,l,i){j.src='https://www.googletagmanager.com/gtm.js?id='+i;})(window,document,'script','dataLayer','GTM-AB12CD3');</script>`,
      // Held back by the consent manager until consent: it loads nothing yet.
      `<script type="text/plain" data-cookieconsent="marketing">fbq('init', '1234');</script>`,
      "</head><body><p>Merhaba</p></body></html>",
    ].join("");
    const record = readPageRecord(answer("https://site.example/"), html);
    expect(record.signals).toMatchObject({ consentDefault: true, consentTools: ["cookiebot"], trackers: ["gtm"], tagIds: ["GTM-AB12CD3"], cookieBanner: false });
    expect(JSON.stringify(record)).not.toContain("dataLayer");
  });

  it("sees a signature split between two slices of a script", () => {
    const reader = pageRecordReader({ ...answer("https://site.example/"), htmlChars: 0 });
    reader.write(`<html><head><script>gtag('con`);
    reader.write(`sent','default',{});</script></head><body></body></html>`);
    expect(reader.finish().signals.consentDefault).toBe(true);
  });

  it("reads inline script only up to its bound", () => {
    const filler = "x".repeat(SIGNAL_LIMITS.inlineScriptChars);
    expect(signalsOf(`<html><head><script>var a="${filler}";gtag('consent','default',{});</script></head><body></body></html>`).consentDefault).toBe(false);
  });

  it("counts a form asking for personal data, and a privacy notice named in it or linked by its text", () => {
    const form = `<form><input name="ad_soyad"><input type="email" name="x"><label><input type="checkbox"> <a href="javascript:void(0)">KVKK Aydınlatma Metni</a>'ni okudum</label></form>`;
    expect(signalsOf(`<html><body>${form}</body></html>`)).toMatchObject({ personalDataForms: 1, formPrivacyNote: true, legalLinks: ["privacy"] });
    expect(signalsOf(`<html><body><form role="search"><input type="search" name="q"><input type="hidden" name="lang" value="tr"></form></body></html>`).personalDataForms).toBe(0);
    // A field outside any form (a script-driven form) counts too.
    expect(signalsOf(`<html><body><div><input type="tel" name="gsm"></div></body></html>`).personalDataForms).toBe(1);
  });

  it("tells a cookie banner from a link to the cookie policy", () => {
    expect(signalsOf(`<html><body><footer><a href="/cerez-politikasi">Çerez Politikası</a></footer></body></html>`)).toMatchObject({ cookieBanner: false, legalLinks: ["cookies"] });
    expect(signalsOf(`<html><body><div class="bildirim">Sitemizde ÇEREZLER kullanılır.</div></body></html>`).cookieBanner).toBe(true);
    expect(signalsOf(`<html><body><div id="cookie-notice"></div></body></html>`).cookieBanner).toBe(true);
  });

  it("keeps tel: numbers and written numbers normalised, and the outbound links hidden by an inline style", () => {
    const html = [
      `<html><body><a href="tel:+90 (216) 555 12 34">Ara</a><p>Çağrı merkezi: <b>0850</b> 123 45 67</p>`,
      `<div style="DISPLAY:NONE"><p><a href="https://spam.example/a">x</a><a href="/ic">iç</a></p></div><a href="https://acik.example/">açık</a>`,
      `<span style="font-size:0px"><a href="https://spam.example/b">y</a></span>`,
      // A logo shown in place of the link's text: the link is seen.
      `<a href="https://sponsor.example/" style="display:block;text-indent:-9999px;background:url(/logo.png)">Sponsor</a></body></html>`,
    ].join("");
    expect(signalsOf(html)).toMatchObject({ telPhones: ["2165551234"], textPhones: ["8501234567"], hiddenLinks: ["https://spam.example/a", "https://spam.example/b"] });
  });

  it("finds spam in the title, the text and the link addresses, and shop markers", () => {
    const html = `<html><head><title>Deneme Bonusu 2026</title><meta name="generator" content="WooCommerce 9.1"></head><body><a href="https://x.example/canli-bahis-siteleri">tıkla</a><button>Sepete Ekle</button></body></html>`;
    expect(signalsOf(html)).toMatchObject({ spamTerms: ["deneme bonus", "canli bahis"], commerce: ["add-to-cart", "woocommerce"] });
  });
});
