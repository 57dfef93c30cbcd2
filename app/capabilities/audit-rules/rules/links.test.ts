import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { BODY_TEXT, ORIGIN, auditPage, expectDefectAndTwin, type RuleFixture } from "../../../../tests/support/audit-site";
import type { LINK_RULES } from "./links";
import { MANY_LINKS } from "./links";

const withBody = (extra: string) => (p: { body: string }) => ({ body: `${p.body}${extra}` });
const manyLinks = (count: number): string => Array.from({ length: count }, (_, i) => `<a href="/urun/${i}">Ürün ${i}</a>`).join("");

const FIXTURES: Record<(typeof LINK_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "links/broken-internal": [
    {
      // The page answering 404 is itself a client error.
      pages: [auditPage("/kaynak", withBody('<a href="/kaldirilan">Kaldırılan sayfa</a>')), auditPage("/kaldirilan", { status: 404 })],
      linked: true,
      inSitemap: false,
      alsoFires: ["crawl/client-error"],
      expectHits: [`${ORIGIN}/`, `${ORIGIN}/kaynak`],
    },
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
});
