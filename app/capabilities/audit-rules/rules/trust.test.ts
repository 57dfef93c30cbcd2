import { describe, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { CONSENT_SETUP, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { TRUST_RULES } from "./trust";

const PRIVACY_LINK = `<a href="/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a>`;
const SALES_LINK = `<a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a>`;
const RETURNS_LINK = `<a href="/iade-kosullari">İade ve Cayma Hakkı</a>`;

/** The clean body without some of its footer links. */
const withoutLinks =
  (...links: string[]) =>
  (body: string): string =>
    links.reduce((text, link) => text.replace(link, ""), body);

const CONTACT_FORM = [
  `<form action="/iletisim" method="post">`,
  `<label for="ad">Adınız Soyadınız</label><input id="ad" name="ad_soyad" type="text">`,
  `<label for="eposta">E-posta</label><input id="eposta" name="eposta" type="email">`,
  `<label for="mesaj">Mesajınız</label><textarea id="mesaj" name="mesaj"></textarea>`,
  `<button type="submit">Gönder</button></form>`,
].join("");

const META_PIXEL = `<script>!function(f,b,e,v,n,t,s){n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init', '123456789012345');fbq('track', 'PageView');</script>`;

const PRODUCT_LD = `<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "El Yapımı Seramik Kupa",
  image: `${ORIGIN}/img/kupa.webp`,
  description: "Kütahya'da elde şekillendirilmiş, 350 ml seramik kupa.",
  offers: { "@type": "Offer", price: "249.90", priceCurrency: "TRY", availability: "https://schema.org/InStock" },
})}</script>`;

/** A product page of a small shop: its offer in JSON-LD and a cart button, with the footer `change` leaves it. */
const productPage = (path: string, change: (body: string) => string) =>
  auditPage(path, (p: PageParts) => ({
    headExtra: `${p.headExtra}${PRODUCT_LD}`,
    body: change(p.body).replace("</main>", `<form action="/sepet" method="post"><input type="hidden" name="urun" value="42"><button class="add-to-cart">Sepete Ekle</button></form></main>`),
  }));

/** The home page, changed: the site's clean base is replaced in place. */
const homePage =
  (change: (p: PageParts) => Partial<PageParts>): RuleFixture["site"] =>
  (site: AuditSite) => ({ pages: [auditPage("/", change), ...site.pages.slice(1)] });

const FIXTURES: Record<(typeof TRUST_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "trust/privacy-notice-missing": [
    { pages: [auditPage("/teklif-al", (p) => ({ body: withoutLinks(PRIVACY_LINK)(p.body).replace("</main>", `${CONTACT_FORM}</main>`) }))] },
    // The notice named in the form's consent checkbox (opening a pop-up), and a search box that asks for nothing personal.
    {
      pages: [
        auditPage("/teklif-formu", (p) => ({
          body: withoutLinks(PRIVACY_LINK)(p.body).replace(
            "</main>",
            `${CONTACT_FORM.replace("<button", `<label><input type="checkbox" name="onay" required> <a href="#" onclick="return false">Aydınlatma metnini</a> okudum.</label><button`)}</main>`,
          ),
        })),
        auditPage("/arama", (p) => ({ body: withoutLinks(PRIVACY_LINK)(p.body).replace("</main>", `<form action="/ara" role="search"><input type="search" name="q" placeholder="Sitede ara"></form></main>`) })),
      ],
    },
  ],
  "trust/cookie-notice-missing": [
    { pages: [auditPage("/kampanya", (p) => ({ headExtra: `${p.headExtra.replace(CONSENT_SETUP, "")}${META_PIXEL}` }))] },
    // A banner of the site's own; and cookieless measurement, which needs no consent.
    {
      pages: [
        auditPage("/kampanya", (p) => ({
          headExtra: `${p.headExtra.replace(CONSENT_SETUP, "")}${META_PIXEL}`,
          body: `${p.body}<div id="cerez-bandi" role="dialog"><p>Sitemizde deneyiminizi iyileştirmek için çerezler kullanılmaktadır.</p><button>Kabul et</button><button>Reddet</button></div>`,
        })),
        auditPage("/blog", (p) => ({ headExtra: `${p.headExtra.replace(CONSENT_SETUP, "")}<script defer data-domain="ornek-firma.com.tr" src="https://plausible.io/js/script.js"></script>` })),
      ],
    },
  ],
  "trust/contact-page-missing": [
    {
      site: homePage((p) => ({ body: p.body.replace(`<a href="/iletisim">İletişim</a>`, "").replace(`<a href="/iletisim">iletişim sayfamızdan</a>`, "e-posta ile") })),
      expectHits: [`${ORIGIN}/`],
    },
    // A one-page site: its contact section, linked by its name.
    { site: homePage((p) => ({ body: p.body.replace(`<a href="/iletisim">İletişim</a>`, `<a href="#bize-ulasin">Bize Ulaşın</a>`).replace(`<a href="/iletisim">iletişim sayfamızdan</a>`, "e-posta ile") })) },
  ],
  "trust/distance-sales-missing": [
    { pages: [productPage("/urun/seramik-kupa", withoutLinks(SALES_LINK))] },
    // Shopify's policy address; and a catalogue page (a Product without an offer) that sells nothing at a distance.
    {
      pages: [
        productPage("/urun/seramik-kupa", (body) => body.replace(SALES_LINK, `<a href="/policies/terms-of-service">Satış Sözleşmesi</a>`)),
        auditPage("/katalog/kupa", (p) => ({
          headExtra: `${p.headExtra}${PRODUCT_LD.replace(/"offers":\{[^}]*\}/, '"aggregateRating":{"@type":"AggregateRating","ratingValue":4.7,"reviewCount":12}')}`,
          body: withoutLinks(SALES_LINK, RETURNS_LINK)(p.body),
        })),
        // An article about product pages sells nothing, though it speaks of the cart button.
        auditPage("/blog/urun-sayfasi-rehberi", (p) => ({
          body: withoutLinks(SALES_LINK, RETURNS_LINK)(p.body).replace("</main>", `<p>Ziyaretçi ürün sayfanıza geldi ama sepete eklemeden çıktı: "Sepete ekle" düğmesini ilk ekranda, fiyatın hemen altında gösterin.</p></main>`),
        })),
      ],
    },
  ],
  "trust/return-policy-missing": [
    { pages: [productPage("/urun/seramik-kupa", withoutLinks(RETURNS_LINK))] },
    { pages: [productPage("/urun/seramik-kupa", (body) => body.replace(RETURNS_LINK, `<a href="/policies/refund-policy">Geri Ödeme Politikası</a>`))] },
  ],
};

describe("trust rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
