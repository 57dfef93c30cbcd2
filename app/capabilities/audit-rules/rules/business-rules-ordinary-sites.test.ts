import { describe, expect, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ORIGIN, auditPage, failures, fixtureSite } from "../../../../tests/support/audit-site";
import { ANALYTICS_RULES } from "./analytics";
import { INTEGRITY_RULES } from "./integrity";
import { LOCAL_RULES } from "./local";
import { TRUST_RULES } from "./trust";

/**
 * Pages shaped like what our prospects run, well kept: none of the trust, local, integrity or
 * analytics rules may raise an error or a warning on them (their own markup, not the clean
 * base's, is what is read). A notice may remain where it is advice, not a verdict: the Ticimax
 * page's Tag Manager without a visible Consent Mode setup is one.
 */
const RULES = [...TRUST_RULES, ...LOCAL_RULES, ...INTEGRITY_RULES, ...ANALYTICS_RULES];

async function errorsAndWarnings(site: AuditSite): Promise<Record<string, string[]>> {
  const failed = await failures(site, RULES);
  return Object.fromEntries([...failed].filter(([id]) => RULES.find((rule) => rule.id === id)?.severity !== "notice"));
}

const ld = (value: unknown): string => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const WORDPRESS = auditPage("/blog/yerel-seo-rehberi", () => ({
  head: `<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="generator" content="WordPress 6.7">`,
  headExtra: [
    `<script>window._wpemojiSettings = {"baseUrl":"https:\\/\\/s.w.org\\/images\\/core\\/emoji\\/15.0.3\\/72x72\\/","ext":".png"};</script>`,
    `<link rel="stylesheet" href="${ORIGIN}/wp-content/themes/astra/style.css">`,
    `<script src="${ORIGIN}/wp-content/plugins/complianz-gdpr/cookiebanner/js/complianz.min.js" defer></script>`,
    `<script async src="https://www.googletagmanager.com/gtag/js?id=G-WP12345678"></script><script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag("js", new Date());gtag("config", "G-WP12345678");</script>`,
    ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: "Örnek Firma", url: `${ORIGIN}/`, telephone: "+90 216 555 12 34", address: { "@type": "PostalAddress", streetAddress: "Caferağa Mah. Moda Cad. No: 5", addressLocality: "Kadıköy" } },
        { "@type": "WebSite", "@id": `${ORIGIN}/#website`, url: `${ORIGIN}/`, name: "Örnek Firma", publisher: { "@id": `${ORIGIN}/#organization` } },
      ],
    }),
  ].join(""),
  body: [
    `<header><a href="/">Örnek Firma</a><nav class="mobile-menu" style="display:none"><a href="/hizmetler">Hizmetler</a><a href="https://www.facebook.com/ornekfirma">Facebook</a></nav><a href="/iletisim">İletişim</a></header>`,
    `<main><h1>Yerel SEO rehberi</h1><p>İstanbul Kadıköy'de bir kafe ya da Ankara Çankaya'da bir diş kliniği için Google Haritalar'da öne çıkmanın yolları. Slot makinesi değil, emek işi.</p>`,
    `<form role="search" action="/"><input type="search" name="s" placeholder="Ara..."></form>`,
    `<form action="/wp-comments-post.php" method="post" id="commentform"><textarea name="comment"></textarea><input name="author" type="text"><input name="email" type="email"><input name="url" type="url">`,
    `<p class="comment-notes">E-posta adresiniz yayınlanmayacak. <a href="/gizlilik-politikasi">Gizlilik Politikası</a></p><input type="submit" value="Yorum gönder"></form></main>`,
    `<footer><p>Caferağa Mahallesi, Moda Caddesi No:5<br>Kadıköy / İstanbul</p><a href="tel:+902165551234">0216 555 12 34</a> <a href="/gizlilik-politikasi">Gizlilik Politikası</a> <a href="/cerez-politikasi">Çerez Politikası</a></footer>`,
  ].join(""),
}));

const SHOPIFY = auditPage("/products/seramik-kupa", () => ({
  headExtra: [
    `<script src="https://cdn.shopify.com/s/files/1/0000/0001/t/2/assets/theme.js" defer></script>`,
    `<script src="https://cdn.shopify.com/shopifycloud/privacy-banner/storefront-banner.js" defer></script>`,
    `<script>var Shopify = Shopify || {};Shopify.shop = "ornek-seramik.myshopify.com";</script>`,
    `<script>!function(f,b,e,v,n,t,s){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '123456789012345');</script>`,
    ld({ "@context": "https://schema.org", "@type": "Product", name: "Seramik Kupa", image: "https://cdn.shopify.com/s/files/1/kupa.jpg", offers: { "@type": "Offer", price: "249.90", priceCurrency: "TRY" } }),
  ].join(""),
  body: [
    `<header><a href="/">Örnek Seramik</a><a href="/pages/iletisim">İletişim</a></header>`,
    `<main><h1>Seramik Kupa</h1><img src="https://cdn.shopify.com/s/files/1/kupa.jpg" alt="Seramik kupa" width="800" height="800">`,
    `<form method="post" action="/cart/add"><input type="hidden" name="id" value="4242"><input type="number" name="quantity" value="1"><button type="submit" name="add">Sepete ekle</button></form></main>`,
    `<footer><a href="/policies/refund-policy">İade politikası</a> <a href="/pages/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> <a href="/policies/privacy-policy">Gizlilik politikası</a></footer>`,
  ].join(""),
}));

const TICIMAX = auditPage("/kadin-deri-canta", () => ({
  headExtra: [
    `<script src="https://static.ticimax.cloud/js/urun.min.js" defer></script>`,
    `<script>(function(w,d,s,l,i){j.src='https://www.googletagmanager.com/gtm.js?id='+i;})(window,document,'script','dataLayer','GTM-TCX1234');</script>`,
  ].join(""),
  body: [
    `<header><a href="/">Örnek Çanta</a><a href="/iletisim">Bize Ulaşın</a><a href="/sepetim">Sepetim</a></header>`,
    `<main><h1>Kadın Deri Çanta</h1><p>Hakiki deri, el yapımı.</p><a class="btnSepeteEkle" href="javascript:;">SEPETE EKLE</a>`,
    `<div class="bulten"><input type="email" name="bultenEposta" placeholder="E-posta adresiniz"><label><input type="checkbox"> <a href="/kvkk">KVKK</a> metnini okudum</label></div></main>`,
    `<div id="cerezBilgi">Sitemizde çerezler kullanılmaktadır. <a href="/cerez-politikasi">Detaylı bilgi</a> <button>Tamam</button></div>`,
    `<footer><a href="/sayfa/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> <a href="/sayfa/iptal-iade-kosullari">İptal ve İade Koşulları</a> <a href="/sayfa/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a> Müşteri Hizmetleri: 0850 123 45 67</footer>`,
  ].join(""),
}));

const WIX = auditPage("/", () => ({
  headExtra: `<script>window.viewerModel = ${JSON.stringify({ siteFeaturesConfigs: { consentPolicy: { isWixSite: false }, gtm: { id: "GTM-WIX9876" } }, blob: "x".repeat(200_000) })};</script>`,
  body: `<header><a href="/">Örnek Kafe</a><a href="/iletisim">İletişim</a></header><main><h1>Örnek Kafe Moda</h1><p>Moda sahilinde üçüncü dalga kahve.</p></main>`,
}));

describe("the trust, local, integrity and analytics rules on ordinary well-kept sites", () => {
  it.each([
    ["a WordPress blog post", WORDPRESS],
    ["a Shopify product page", SHOPIFY],
    ["a Ticimax product page", TICIMAX],
  ])("find nothing wrong with %s", async (_, page) => {
    expect(await errorsAndWarnings(fixtureSite({ pages: [page] }))).toEqual({});
  });

  it("find nothing wrong with a Wix home page", async () => {
    const site = fixtureSite({ site: (base) => ({ pages: [WIX, ...base.pages.slice(1)] }) });
    expect(await errorsAndWarnings(site)).toEqual({});
  });
});
