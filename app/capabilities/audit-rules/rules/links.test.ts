import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { LINK_RULES } from "./links";
import { MANY_LINKS, dialable, mailable, phoneInText, whatsappNumber, whatsappReachable } from "./links";

const withBody = (extra: string) => (p: { body: string }) => ({ body: `${p.body}${extra}` });
/** The page with `extra` and without the clean footer's tel: link (its number then shows as plain text). */
const untappable = (extra: string) => (p: { body: string }) => ({ body: `${p.body.replace(/<a href="tel:[^"]*">([^<]*)<\/a>/, "$1")}${extra}` });
const manyLinks = (count: number): string => Array.from({ length: count }, (_, i) => `<a href="/urun/${i}">Ürün ${i}</a>`).join("");

const FIXTURES: Record<(typeof LINK_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "links/broken-internal": [
    {
      // The missing page is this rule's alone (crawl/client-error leaves a linked one to it); /kaynak links to /kaldirilan/, read at /kaldirilan.
      pages: [auditPage("/kaynak", withBody('<a href="/kaldirilan">Kaldırılan sayfa</a>')), auditPage("/kaldirilan", { status: 404 }), auditPage("/baska-kaynak", withBody('<a href="/kaldirilan/">Yine kaldırılan</a>'))],
      linked: true,
      inSitemap: false,
      expectHits: [`${ORIGIN}/`, `${ORIGIN}/kaynak`, `${ORIGIN}/baska-kaynak`],
    },
    // A page behind a login (401) or a firewall (403) is not missing: crawl/access-refused names it, as a notice.
    { pages: [auditPage("/kaynak", withBody('<a href="/mevcut">Mevcut sayfa</a>')), auditPage("/mevcut")] },
  ],
  "links/to-redirect": [
    {
      pages: [auditPage("/kaynak", withBody('<a href="/eski-hizmet">Hizmet</a>')), auditPage("/yeni-hizmet", { redirectedFrom: ["/eski-hizmet"] })],
      linked: false,
      inSitemap: false,
      expectHits: [`${ORIGIN}/kaynak`],
    },
    { pages: [auditPage("/kaynak", withBody('<a href="/yeni-hizmet">Hizmet</a>')), auditPage("/yeni-hizmet")], inSitemap: false },
  ],
  "links/nofollow-internal": [
    { pages: [auditPage("/nofollowlu", withBody('<a href="/iletisim" rel="nofollow">Bize yazın</a>'))] },
    // nofollow on another site's link is the owner's choice.
    { pages: [auditPage("/dis-nofollow", withBody('<a href="https://baska-site.example/" rel="nofollow sponsored">Sponsor</a>'))] },
  ],
  "links/https-to-http": [
    { pages: [auditPage("/http-baglanti", withBody(`<a href="${ORIGIN.replace("https:", "http:")}/hizmetler">Hizmetler</a>`))] },
    { pages: [auditPage("/https-baglanti", withBody(`<a href="${ORIGIN}/hizmetler">Hizmetler</a><a href="http://eski-ortak.example/">Ortağımız</a>`))] },
  ],
  "links/dead-end": [
    { pages: [auditPage("/cikmaz", { body: `<main><h1>Çıkmaz sayfa başlığı burada</h1><p>Yalnızca metin var.</p><p>${BODY_TEXT}</p></main>` })] },
    { pages: [auditPage("/geri-donen", { body: `<main><h1>Geri dönen sayfa</h1><p>Metin ve <a href="/">ana sayfa</a>.</p><p>${BODY_TEXT}</p></main>` })] },
  ],
  "links/empty-anchor": [
    { pages: [auditPage("/bos-baglanti", withBody('<a href="/iletisim"><span class="ikon"></span></a>'))] },
    // An icon link named by its image's alt text or an aria-label has a name.
    { pages: [auditPage("/adli-baglanti", withBody('<a href="/iletisim"><img src="/i/zarf.svg" alt="İletişim" width="16" height="16"></a><a href="/" aria-label="Ana sayfa"><span></span></a>'))] },
  ],
  "links/too-many": [
    { pages: [auditPage("/katalog", withBody(manyLinks(MANY_LINKS + 1)))], expectHits: [`${ORIGIN}/katalog`] },
    { pages: [auditPage("/katalog", withBody(manyLinks(MANY_LINKS - 10)))] },
  ],
  "links/tel-invalid": [
    {
      pages: [
        auditPage("/alan-kodsuz", withBody('<a href="tel:5321234567">Bizi arayın</a>')),
        auditPage("/bos-tel", withBody('<a href="tel:">Hemen arayın</a><a href="tel:+90212555123">Merkez</a>')),
      ],
    },
    // Spaces, dashes and brackets, an extension, a 444 line and a foreign number all dial.
    {
      pages: [
        auditPage(
          "/aranabilir",
          withBody(
            '<a href="tel:+90 (532) 123-45-67">Cep</a><a href="tel:0212 555 12 34">Merkez</a><a href="tel:+902125551234;ext=12">Muhasebe</a><a href="tel:4441234">Çağrı merkezi</a><a href="tel:+44%2020%207946%200958">Londra</a>',
          ),
        ),
      ],
    },
  ],
  "links/mailto-invalid": [
    { pages: [auditPage("/eksik-eposta", withBody('<a href="mailto:info@ornekfirma">Yazın</a>')), auditPage("/gizli-eposta", withBody('<a href="mailto:info[at]ornek-firma.com.tr">Yazın</a>'))] },
    {
      pages: [
        auditPage(
          "/eposta",
          withBody('<a href="mailto:info@ornek-firma.com.tr?subject=Teklif%20talebi">Teklif isteyin</a><a href="mailto:?to=satis@ornek-firma.com.tr">Satış</a><a href="MAILTO:Destek@Ornek-Firma.com.tr">Destek</a>'),
        ),
      ],
    },
  ],
  "links/whatsapp-invalid": [
    {
      pages: [
        auditPage("/sifirli", withBody('<a href="https://wa.me/05321234567">WhatsApp</a>')),
        auditPage("/bosluklu", withBody('<a href="https://wa.me/+90 532 123 45 67">WhatsApp</a>')),
        auditPage("/ulkesiz", withBody('<a href="https://api.whatsapp.com/send?phone=5321234567">WhatsApp</a>')),
      ],
    },
    // A share link names no number, and wa.me/message/… is a short link WhatsApp made.
    {
      pages: [
        auditPage(
          "/whatsapp",
          withBody(
            '<a href="https://wa.me/905321234567?text=Merhaba">WhatsApp</a><a href="https://api.whatsapp.com/send?phone=905321234567">Yazın</a><a href="whatsapp://send?phone=905321234567">Uygulamada aç</a><a href="https://wa.me/message/ABCDEF1234567">Destek</a><a href="https://wa.me/?text=Bu%20sayfaya%20bak">Paylaş</a>',
          ),
        ),
      ],
    },
  ],
  "links/phone-not-tappable": [
    {
      pages: [
        auditPage("/sabit-hat", untappable("<p>Bize 0212 555 12 34 numarasından ulaşın.</p>")),
        auditPage("/cep", untappable("<p>WhatsApp ve arama: +90 532 123 45 67</p>")),
      ],
    },
    // A number beside its tel: link; an IBAN, an order number, a tax number, a date and a price are no phone numbers.
    {
      pages: [
        auditPage("/aranir", withBody('<p>Telefon: <a href="tel:+902125551234">0 (212) 555 12 34</a></p>')),
        auditPage("/odeme", withBody("<p>IBAN: TR12 0006 4000 0011 2345 6789 01 · Sipariş no: 20261126123 · Vergi no: 1234567890 · Tarih: 26.11.2026 · Tutar: 1.250,00 TL</p>")),
      ],
    },
  ],
};

/**
 * A shop's links that rightly carry nofollow: WooCommerce's add-to-cart buttons (a simple
 * product's `?add-to-cart=`, a variable product's button to its own page), its account and
 * logout links and a YITH wishlist button, WordPress's comment reply, and the header links of
 * Ticimax and IdeaSoft shops (login, sign-up, cart, favourites).
 */
const SHOP_ACTIONS = [
  '<a href="?add-to-cart=412" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="412" aria-label="Sepete ekle: “Kurumsal Paket”" rel="nofollow">Sepete ekle</a>',
  `<a href="${ORIGIN}/urun/kurumsal-paket/" data-quantity="1" class="button product_type_variable add_to_cart_button" data-product_id="413" rel="nofollow">Seçenekler</a>`,
  '<a href="/my-account/" rel="nofollow">Hesabım</a><a href="/my-account/customer-logout/?_wpnonce=3f2a1b" rel="nofollow">Çıkış</a>',
  '<a href="?add_to_wishlist=412" rel="nofollow" data-product-id="412" class="add_to_wishlist single_add_to_wishlist">İstek listesine ekle</a>',
  "<a rel=\"nofollow\" class=\"comment-reply-link\" href=\"#comment-12\" data-commentid=\"12\" data-postid=\"88\" aria-label=\"Ayşe için yanıt\">Yanıtla</a>",
  '<a rel="nofollow" href="/blog/yerel-seo/?replytocom=13#respond">Yanıtla</a>',
  '<a href="/UyeGiris" rel="nofollow">Giriş Yap</a><a href="/UyeOl" rel="nofollow">Üye Ol</a><a href="/Sepetim" rel="nofollow">Sepetim</a><a href="/favorilerim" rel="nofollow">Favorilerim</a>',
  '<a href="/uye-girisi" rel="nofollow">Üye Girişi</a><a href="/sepet" rel="nofollow">Sepet</a><a href="/hesabim/siparislerim" rel="nofollow">Siparişlerim</a>',
].join("");

describe("link rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("leaves nofollow on cart, account, wishlist and comment-reply links alone", async () => {
    await expectDefectAndTwin(
      "links/nofollow-internal",
      { pages: [auditPage("/magaza-nofollowlu", withBody(`${SHOP_ACTIONS}<a href="/hizmetler" rel="nofollow">Hizmetlerimiz</a>`))] },
      { pages: [auditPage("/magaza", withBody(SHOP_ACTIONS))] },
      ALL_RULES,
    );
  });

  it("reads which contact links work, and which texts show a phone number", () => {
    expect(["tel:0 212 555 12 34", "tel:+90-532-123-45-67", "tel:444 12 34", "tel:+1 (415) 555-2671"].map(dialable)).toEqual([true, true, true, true]);
    expect(["tel:", "tel:212 555 12 34", "tel:+90 532 123 45", "tel:905321234567"].map(dialable)).toEqual([false, false, false, false]);
    expect(["mailto:a@b.co", "mailto:a@b.co,c@d.com.tr"].map(mailable)).toEqual([true, true]);
    expect(["mailto:", "mailto:a@b", "mailto:a@@b.co"].map(mailable)).toEqual([false, false, false]);
    expect(whatsappNumber("https://wa.me/905321234567")).toBe("905321234567");
    expect(whatsappNumber("https://wa.me/message/ABC")).toBeNull();
    expect(["905321234567", "4915112345678"].map(whatsappReachable)).toEqual([true, true]);
    expect(["05321234567", "+905321234567", "9005321234567", "5321234567", "90 532 123 45 67"].map(whatsappReachable)).toEqual([false, false, false, false, false]);
    expect(phoneInText("Arayın: (0532) 123 45 67")).toBe("(0532) 123 45 67");
    expect(phoneInText("Çağrı merkezi 444 1 234")).toBe("444 1 234");
    expect(phoneInText("0090 212 555 12 34")).toBe("0090 212 555 12 34");
    expect(phoneInText("TC: 12345678901, fatura 05321234567, 2026-11-26")).toBeNull();
  });
});
