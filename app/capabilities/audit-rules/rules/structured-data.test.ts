import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { HOME_ORGANIZATION_LD, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { STRUCTURED_DATA_RULES } from "./structured-data";

type Node = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const block = (text: string): string => `<script type="application/ld+json">${text}</script>`;
const withBlocks = (...texts: string[]) => (p: PageParts) => ({ headExtra: `${p.headExtra}${texts.map(block).join("")}` });
/** The business's address as its pages write it (local/schema-address-not-shown looks for it). */
const WRITTEN_ADDRESS = "<address>Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy / İstanbul</address>";
const withLd = (...values: unknown[]) => (p: PageParts) => ({ ...withBlocks(...values.map((value) => JSON.stringify(value, null, 2)))(p), body: `${p.body}${WRITTEN_ADDRESS}` });
const without = (node: Node, ...properties: string[]): Node => Object.fromEntries(Object.entries(node).filter(([key]) => !properties.includes(key)));
const ldPage = (path: string, ...values: unknown[]) => auditPage(path, withLd(...values));

const ADDRESS = { "@type": "PostalAddress", streetAddress: "Caferağa Mah. Moda Cad. No: 12", addressLocality: "Kadıköy", addressRegion: "İstanbul", postalCode: "34710", addressCountry: "TR" };
const LOCAL_BUSINESS: Node = {
  "@context": CONTEXT,
  "@type": "LocalBusiness",
  name: "Örnek Firma Dijital Pazarlama",
  address: ADDRESS,
  url: `${ORIGIN}/`,
  telephone: "+90 216 555 12 34",
  openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }],
  geo: { "@type": "GeoCoordinates", latitude: 40.9862, longitude: 29.0256 },
};
const ORGANIZATION: Node = { "@context": CONTEXT, "@type": "Organization", name: "Örnek Firma", url: `${ORIGIN}/`, logo: `${ORIGIN}/img/logo.png`, sameAs: ["https://www.instagram.com/ornekfirma"] };
const WEBSITE: Node = { "@context": CONTEXT, "@type": "WebSite", name: "Örnek Firma", url: `${ORIGIN}/` };
const ARTICLE: Node = {
  "@context": CONTEXT,
  "@type": "BlogPosting",
  headline: "Küçük işletmeler için yerel SEO rehberi",
  image: `${ORIGIN}/img/yerel-seo.webp`,
  datePublished: "2026-11-20T09:00:00+03:00",
  dateModified: "2026-11-22T14:30:00+03:00",
  author: { "@type": "Person", name: "Ayşe Yılmaz", url: `${ORIGIN}/ekip/ayse-yilmaz` },
};
const FAQ: Node = {
  "@context": CONTEXT,
  "@type": "FAQPage",
  mainEntity: [
    { "@type": "Question", name: "Web sitesi kaç günde hazır olur?", acceptedAnswer: { "@type": "Answer", text: "Kurumsal bir site genellikle 3-4 haftada yayına alınır." } },
    { "@type": "Question", name: "Fiyata bakım dahil mi?", acceptedAnswer: { "@type": "Answer", text: "<p>İlk yıl bakım <strong>ücretsizdir</strong>.</p>" } },
  ],
};
/** The FAQ's questions and answers as the page shows them. */
const FAQ_HTML =
  "<section><h2>Sık sorulan sorular</h2><h3>Web sitesi kaç günde hazır olur?</h3><p>Kurumsal bir site genellikle 3-4 haftada yayına alınır.</p><h3>Fiyata bakım dahil mi?</h3><p>İlk yıl bakım <strong>ücretsizdir</strong>.</p></section>";
const FAQ_ACCORDION =
  "<section><h2>Sık sorulan sorular</h2><details><summary>WEB SİTESİ KAÇ GÜNDE HAZIR OLUR</summary><p>Kurumsal bir site genellikle 3-4 haftada yayına alınır.</p></details><details><summary>Fiyata bakım dahil mi?</summary><p>İlk yıl bakım ücretsizdir.</p></details></section>";
const crumb = (position: number, name: string, path?: string): Node => ({ "@type": "ListItem", position, name, ...(path === undefined ? {} : { item: `${ORIGIN}${path}` }) });
const BREADCRUMB: Node = { "@context": CONTEXT, "@type": "BreadcrumbList", itemListElement: [crumb(1, "Ana sayfa", "/"), crumb(2, "Hizmetler", "/hizmetler"), crumb(3, "SEO")] };
const OFFER: Node = { "@type": "Offer", price: "1499.90", priceCurrency: "TRY", availability: "https://schema.org/InStock" };
const PRODUCT: Node = {
  "@context": CONTEXT,
  "@type": "Product",
  name: "Kurumsal Web Sitesi Paketi",
  image: `${ORIGIN}/img/paket.webp`,
  description: "Beş sayfalık, mobil uyumlu kurumsal web sitesi.",
  offers: OFFER,
  aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 27 },
};
const EVENT: Node = {
  "@context": CONTEXT,
  "@type": "Event",
  name: "Yerel SEO Atölyesi",
  startDate: "2026-12-05T19:00+03:00",
  endDate: "2026-12-05T21:00+03:00",
  location: { "@type": "Place", name: "Örnek Firma Ofis", address: ADDRESS },
  description: "İşletmenizi Google Haritalar'da öne çıkarmanın yolları.",
  image: `${ORIGIN}/img/atolye.webp`,
  offers: { "@type": "Offer", price: "0", priceCurrency: "TRY", url: `${ORIGIN}/atolye`, availability: "https://schema.org/InStock" },
  organizer: { "@type": "Organization", name: "Örnek Firma", url: `${ORIGIN}/` },
};
const VIDEO: Node = {
  "@context": CONTEXT,
  "@type": "VideoObject",
  name: "Google İşletme Profili nasıl doldurulur?",
  thumbnailUrl: `${ORIGIN}/img/video-kapak.jpg`,
  uploadDate: "2026-11-18T10:00:00+03:00",
  description: "Profilinizi adım adım dolduruyoruz.",
  duration: "PT4M12S",
  contentUrl: `${ORIGIN}/video/isletme-profili.mp4`,
};

const FIXTURES: Record<(typeof STRUCTURED_DATA_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "structured-data/json-ld-invalid": [
    { pages: [auditPage("/bozuk-blok", withBlocks('{"@context": "https://schema.org", "@type": "Organization", "name": "Örnek Firma",}'))] },
    // Indented over several lines, and a top-level array of two nodes: both are valid JSON.
    { pages: [ldPage("/dizi-blok", [ORGANIZATION, WEBSITE])] },
  ],
  "structured-data/context-missing": [
    { pages: [ldPage("/baglamsiz", without(ORGANIZATION, "@context"))] },
    // An @graph's members share the context of the object holding them; http and a trailing slash are fine.
    { pages: [ldPage("/graf", { "@context": "http://schema.org/", "@graph": [without(ORGANIZATION, "@context"), without(WEBSITE, "@context")] })] },
  ],
  "structured-data/type-missing": [
    { pages: [ldPage("/tursuz", without(ORGANIZATION, "@type"))] },
    // The @graph holder has no type of its own: its members have.
    { pages: [ldPage("/graf-turlu", { "@context": CONTEXT, "@graph": [without(WEBSITE, "@context"), without(BREADCRUMB, "@context")] })] },
  ],
  "structured-data/type-unknown": [
    { pages: [ldPage("/yanlis-tur", { ...LOCAL_BUSINESS, "@type": "localBusiness" })] },
    // A type written as its full schema.org address, beside one from another vocabulary.
    { pages: [ldPage("/tam-adres-tur", { ...LOCAL_BUSINESS, "@type": ["https://schema.org/ProfessionalService", "http://www.productontology.org/id/Web_design"] })] },
  ],
  "structured-data/local-business-required": [
    { pages: [ldPage("/adressiz-isletme", without(LOCAL_BUSINESS, "address"))] },
    // A subtype of LocalBusiness with everything Google asks.
    { pages: [ldPage("/restoran", { ...LOCAL_BUSINESS, "@type": "Restaurant", servesCuisine: "Türk mutfağı", priceRange: "₺₺" })] },
  ],
  "structured-data/organization-recommended": [
    { pages: [ldPage("/logosuz-kurum", without(ORGANIZATION, "logo"))] },
    // An article's publisher named by its name alone is complete for the article's guide.
    { pages: [ldPage("/yayinci", { ...ARTICLE, publisher: { "@type": "Organization", name: "Örnek Firma" } })] },
  ],
  "structured-data/website-required": [
    { pages: [ldPage("/adressiz-site", without(WEBSITE, "url"))] },
    { pages: [ldPage("/arama-kutulu-site", { ...WEBSITE, alternateName: "Örnek", potentialAction: { "@type": "SearchAction", target: `${ORIGIN}/ara?q={search_term_string}`, "query-input": "required name=search_term_string" } })] },
  ],
  "structured-data/article-recommended": [
    { pages: [ldPage("/yazarsiz-yazi", without(ARTICLE, "author"))] },
    // Several authors and several images are lists, not missing values.
    { pages: [ldPage("/haber", { ...ARTICLE, "@type": "NewsArticle", author: [ARTICLE.author, { "@type": "Person", name: "Mehmet Kaya" }], image: [`${ORIGIN}/img/a.webp`, `${ORIGIN}/img/b.webp`] })] },
  ],
  "structured-data/faq-required": [
    { pages: [auditPage("/yanitsiz-sss", (p) => ({ ...withLd({ ...FAQ, mainEntity: [{ "@type": "Question", name: "Fiyatlarınız nedir?" }] })(p), body: `${p.body}<h2>Fiyatlarınız nedir?</h2>` }))] },
    // An answer may carry simple HTML (a paragraph, bold text).
    { pages: [auditPage("/sss", (p) => ({ ...withLd(FAQ)(p), body: `${p.body}${FAQ_HTML}` }))] },
  ],
  "structured-data/breadcrumb-required": [
    { pages: [ldPage("/adsiz-adim", { ...BREADCRUMB, itemListElement: [crumb(1, "Ana sayfa", "/"), { "@type": "ListItem", position: 2, item: `${ORIGIN}/hizmetler` }, crumb(3, "SEO")] })] },
    // The last crumb is the page itself (no address); a crumb may take its name from its item.
    { pages: [ldPage("/yol", { ...BREADCRUMB, itemListElement: [crumb(1, "Ana sayfa", "/"), { "@type": "ListItem", position: 2, item: { "@id": `${ORIGIN}/hizmetler`, name: "Hizmetler" } }, crumb(3, "SEO")] })] },
  ],
  "structured-data/product-required": [
    { pages: [ldPage("/fiyatsiz-urun", { ...PRODUCT, offers: without(OFFER, "price") })] },
    // A free offer's price is 0, and a price range is an AggregateOffer with its lowest price.
    {
      pages: [
        ldPage(
          "/urunler",
          { ...PRODUCT, name: "Ücretsiz SEO ön analizi", offers: { ...OFFER, price: 0 } },
          { ...PRODUCT, offers: { "@type": "AggregateOffer", lowPrice: "999", highPrice: "4999", priceCurrency: "TRY", offerCount: 3 } },
        ),
      ],
    },
  ],
  "structured-data/product-recommended": [
    { pages: [ldPage("/stoksuz-urun", { ...PRODUCT, offers: without(OFFER, "availability") })] },
    // Rated only, without an offer: nothing to ask of an offer.
    { pages: [ldPage("/puanli-urun", without(PRODUCT, "offers"))] },
  ],
  "structured-data/rating-required": [
    { pages: [ldPage("/virgullu-puan", { ...PRODUCT, aggregateRating: { "@type": "AggregateRating", ratingValue: "4,8", reviewCount: 27 } })] },
    // On a ten-point scale that says so, without repeating the nested rating's type.
    { pages: [ldPage("/on-uzerinden", { ...PRODUCT, aggregateRating: { ratingValue: 9.1, bestRating: 10, ratingCount: 112 } })] },
  ],
  "structured-data/self-serving-rating": [
    { pages: [ldPage("/kendine-puan", { ...LOCAL_BUSINESS, aggregateRating: { "@type": "AggregateRating", ratingValue: 4.9, reviewCount: 58 } })] },
    // Stars on a service package the business sells are the package's, not the business's own.
    { pages: [ldPage("/paket", LOCAL_BUSINESS, PRODUCT)] },
  ],
  "structured-data/faq-not-visible": [
    { pages: [ldPage("/gizli-sss", FAQ)] },
    // Questions in a collapsed accordion are on the page; case and punctuation may differ from the markup.
    { pages: [auditPage("/akordeon-sss", (p) => ({ ...withLd(FAQ)(p), body: `${p.body}${FAQ_ACCORDION}` }))] },
  ],
  "structured-data/event-required": [
    { pages: [ldPage("/adressiz-etkinlik", { ...EVENT, location: "Kadıköy, İstanbul" })] },
    // An online event's place is its address on the web.
    {
      pages: [ldPage("/webinar", { ...EVENT, eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode", location: { "@type": "VirtualLocation", url: `${ORIGIN}/canli/yerel-seo` } })],
    },
  ],
  "structured-data/event-recommended": [
    { pages: [ldPage("/eksik-etkinlik", without(EVENT, "organizer", "endDate"))] },
    { pages: [ldPage("/egitim", { ...EVENT, "@type": "EducationEvent", organizer: { "@type": "Person", name: "Ayşe Yılmaz" } })] },
  ],
  "structured-data/video-required": [
    { pages: [ldPage("/tarihsiz-video", without(VIDEO, "uploadDate"))] },
    // A video inside an article is judged as a video all the same, and it is complete.
    { pages: [ldPage("/videolu-yazi", { ...ARTICLE, video: without(VIDEO, "@context") })] },
  ],
  "structured-data/video-recommended": [
    { pages: [ldPage("/suresiz-video", without(VIDEO, "duration"))] },
    // A video played from YouTube has a player address instead of a file.
    { pages: [ldPage("/gomulu-video", { ...without(VIDEO, "contentUrl"), embedUrl: "https://www.youtube.com/embed/abc123XYZ" })] },
  ],
  "structured-data/date-invalid": [
    { pages: [ldPage("/yerel-tarih", { ...ARTICLE, datePublished: "20.11.2026" })] },
    // A bare date, UTC with milliseconds, and an offset without a colon are all ISO 8601.
    { pages: [ldPage("/iso-tarih", { ...ARTICLE, datePublished: "2026-11-20", dateModified: "2026-11-22T11:30:00.000Z" }, { ...EVENT, startDate: "2026-12-05T19:00:00+0300" })] },
  ],
  "structured-data/home-organization-missing": [
    { site: (site) => ({ pages: [auditPage("/", (p) => ({ headExtra: p.headExtra.replace(HOME_ORGANIZATION_LD, "") })), ...site.pages.slice(1)] }), expectHits: [`${ORIGIN}/`] },
    // The business as the WebSite's publisher counts as well.
    {
      site: (site) => ({
        pages: [
          auditPage("/", (p) => ({ headExtra: p.headExtra.replace(HOME_ORGANIZATION_LD, "") + block(JSON.stringify({ ...WEBSITE, publisher: without(LOCAL_BUSINESS, "@context") })), body: `${p.body}${WRITTEN_ADDRESS}` })),
          ...site.pages.slice(1),
        ],
      }),
    },
  ],
};

/** A question of Yoast SEO's FAQ block: a node of its own in the @graph, which the page's mainEntity names by @id. */
const yoastQuestion = (path: string, stamp: number, name: string, answer: Node | null): Node => ({
  "@type": "Question",
  "@id": `${ORIGIN}${path}#faq-question-${stamp}`,
  position: 0,
  url: `${ORIGIN}${path}#faq-question-${stamp}`,
  name,
  answerCount: 1,
  ...(answer === null ? {} : { acceptedAnswer: answer }),
  inLanguage: "tr",
});

/**
 * The one block Yoast SEO writes on a WordPress page with its FAQ block: the page (WebPage and
 * FAQPage at once), its image, its breadcrumb, the site and the business, each described once
 * and linked by @id, and the questions as nodes of their own.
 */
function yoastFaqGraph(path: string, questions: Node[]): Node {
  const url = `${ORIGIN}${path}`;
  const logo = `${ORIGIN}/#/schema/logo/image/`;
  return {
    "@context": CONTEXT,
    "@graph": [
      {
        "@type": ["WebPage", "FAQPage"],
        "@id": url,
        url,
        name: "Sık sorulan sorular - Örnek Firma",
        isPartOf: { "@id": `${ORIGIN}/#website` },
        primaryImageOfPage: { "@id": `${url}#primaryimage` },
        image: { "@id": `${url}#primaryimage` },
        thumbnailUrl: `${ORIGIN}/wp-content/uploads/2026/03/sss.jpg`,
        datePublished: "2026-03-02T08:15:27+00:00",
        dateModified: "2026-11-14T12:40:03+00:00",
        breadcrumb: { "@id": `${url}#breadcrumb` },
        mainEntity: questions.map((question) => ({ "@id": question["@id"] })),
        inLanguage: "tr",
        potentialAction: [{ "@type": "ReadAction", target: [url] }],
      },
      { "@type": "ImageObject", inLanguage: "tr", "@id": `${url}#primaryimage`, url: `${ORIGIN}/wp-content/uploads/2026/03/sss.jpg`, contentUrl: `${ORIGIN}/wp-content/uploads/2026/03/sss.jpg`, width: 1200, height: 630 },
      {
        "@type": "BreadcrumbList",
        "@id": `${url}#breadcrumb`,
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Ana sayfa", item: `${ORIGIN}/` },
          { "@type": "ListItem", position: 2, name: "Sık sorulan sorular" },
        ],
      },
      {
        "@type": "WebSite",
        "@id": `${ORIGIN}/#website`,
        url: `${ORIGIN}/`,
        name: "Örnek Firma",
        description: "Dijital pazarlama ajansı",
        publisher: { "@id": `${ORIGIN}/#organization` },
        potentialAction: [
          {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: `${ORIGIN}/?s={search_term_string}` },
            "query-input": { "@type": "PropertyValueSpecification", valueRequired: true, valueName: "search_term_string" },
          },
        ],
        inLanguage: "tr",
      },
      {
        "@type": "Organization",
        "@id": `${ORIGIN}/#organization`,
        name: "Örnek Firma",
        url: `${ORIGIN}/`,
        logo: { "@type": "ImageObject", inLanguage: "tr", "@id": logo, url: `${ORIGIN}/wp-content/uploads/logo.png`, contentUrl: `${ORIGIN}/wp-content/uploads/logo.png`, width: 512, height: 512, caption: "Örnek Firma" },
        image: { "@id": logo },
        sameAs: ["https://www.facebook.com/ornekfirma", "https://www.instagram.com/ornekfirma"],
      },
      ...questions,
    ],
  };
}

const YOAST_FAQ_HTML =
  '<div class="schema-faq wp-block-yoast-faq-block"><div class="schema-faq-section" id="faq-question-1709370001"><strong class="schema-faq-question">Web sitesi kaç günde hazır olur?</strong> <p class="schema-faq-answer">Kurumsal bir site genellikle 3-4 haftada yayına alınır.</p> </div>' +
  '<div class="schema-faq-section" id="faq-question-1709370002"><strong class="schema-faq-question">Fiyata bakım dahil mi?</strong> <p class="schema-faq-answer">İlk yıl bakım ücretsizdir.</p> </div></div>';

const yoastFaqPage = (path: string, secondAnswer: Node | null) =>
  auditPage(path, (p) => ({
    ...withLd(
      yoastFaqGraph(path, [
        yoastQuestion(path, 1709370001, "Web sitesi kaç günde hazır olur?", { "@type": "Answer", text: "Kurumsal bir site genellikle 3-4 haftada yayına alınır.", inLanguage: "tr" }),
        yoastQuestion(path, 1709370002, "Fiyata bakım dahil mi?", secondAnswer),
      ]),
    )(p),
    body: `${p.body}${YOAST_FAQ_HTML}`,
  }));

describe("structured data rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("follows Yoast SEO's @id references from the FAQ page to its questions", async () => {
    await expectDefectAndTwin(
      "structured-data/faq-required",
      { pages: [yoastFaqPage("/sss-yanitsiz", null)] },
      { pages: [yoastFaqPage("/sss", { "@type": "Answer", text: "İlk yıl bakım ücretsizdir.", inLanguage: "tr" })] },
      ALL_RULES,
    );
  });

  it("follows @id references to a product's offer and rating and an event's place, in another block too", async () => {
    const productPage = (path: string, offer: Node) => {
      const url = `${ORIGIN}${path}`;
      return ldPage(
        path,
        {
          "@context": CONTEXT,
          "@graph": [
            { "@type": "ItemPage", "@id": url, url, name: "Kurumsal Web Sitesi Paketi", mainEntity: { "@id": `${url}#product` } },
            {
              ...without(PRODUCT, "@context", "offers", "aggregateRating"),
              "@id": `${url}#product`,
              offers: [{ "@id": "#offer-1" }],
              aggregateRating: { "@id": `${url}#rating` },
            },
            { ...offer, "@id": `${url}#offer-1` },
            { "@type": "AggregateRating", "@id": `${url}#rating`, ratingValue: "4.8", reviewCount: 27 },
          ],
        },
        // The place is described once, in a block of its own, and the event names it.
        { ...EVENT, location: { "@id": `${ORIGIN}/#ofis` } },
        { "@context": CONTEXT, "@type": "Place", "@id": `${ORIGIN}/#ofis`, name: "Örnek Firma Ofis", address: ADDRESS },
      );
    };
    await expectDefectAndTwin("structured-data/product-required", { pages: [productPage("/paket-fiyatsiz", without(OFFER, "price"))] }, { pages: [productPage("/paket", OFFER)] }, ALL_RULES);
  });
});
