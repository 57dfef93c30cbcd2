import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { IMAGE_RULES } from "./images";

/** The clean page's one image: index 0, after the body text (so below the fold). */
const CLEAN_IMAGE = '<img src="/img/ekip.webp" alt="Ekibimiz ofiste" width="800" height="600">';

/** Images added after the body text, lazy (they are below the fold) unless a fixture says otherwise. */
const withImages = (html: string) => (p: PageParts) => ({ body: `${p.body}${html}` });
/** A hero image before the text, and the clean image made lazy (it is below the fold then). */
const withHero = (hero: string, after = "") => (p: PageParts) => ({
  body: `${p.body.replace("<main>", `<main>${hero}`).replace(CLEAN_IMAGE, CLEAN_IMAGE.replace(">", ' loading="lazy">'))}${after}`,
});
const replaceImage = (html: string) => (p: PageParts) => ({ body: p.body.replace(CLEAN_IMAGE, html) });

const FACEBOOK_PIXEL = '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1234&ev=PageView&noscript=1"></noscript>';

const FIXTURES: Record<(typeof IMAGE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "images/alt-missing": [
    { pages: [auditPage("/altsiz", withImages('<img src="/img/ofis.webp" width="800" height="600" loading="lazy">'))] },
    // A decorative image with alt="" is right; a tracking pixel in <noscript> is never shown.
    { pages: [auditPage("/susleme", withImages(`<img src="/img/ayrac.svg" alt="" width="800" height="24" loading="lazy">${FACEBOOK_PIXEL}`))] },
  ],
  "images/alt-file-name": [
    { pages: [auditPage("/dosya-adi-alt", withImages('<img src="/img/ofis.webp" alt="IMG_2041.jpg" width="800" height="600" loading="lazy">'))] },
    { pages: [auditPage("/anlatan-alt", withImages('<img src="/img/ofis.webp" alt="Fotoğraf 2: ekibimiz Kadıköy ofisinde" width="800" height="600" loading="lazy">'))] },
  ],
  "images/alt-too-long": [
    { pages: [auditPage("/uzun-alt", withImages(`<img src="/img/ofis.webp" alt="${"Ekibimiz ofiste toplantıda. ".repeat(8)}" width="800" height="600" loading="lazy">`))] },
    // A long description belongs in a caption, beside a short alt.
    {
      pages: [
        auditPage(
          "/aciklamali-gorsel",
          withImages(`<figure><img src="/img/ofis.webp" alt="Ekibimiz ofiste toplantıda" width="800" height="600" loading="lazy"><figcaption>${"Ekibimiz her pazartesi haftanın işlerini planlıyor. ".repeat(5)}</figcaption></figure>`),
        ),
      ],
    },
  ],
  "images/dimensions-missing": [
    { pages: [auditPage("/boyutsuz", withImages('<img src="/img/ofis.webp" alt="Ofisimiz" width="800" loading="lazy">'))] },
    // The <noscript> copy of a script-lazy-loaded image is never laid out.
    { pages: [auditPage("/yedekli", withImages('<img src="/img/ofis.webp" alt="Ofisimiz" width="800" height="600" loading="lazy"><noscript><img src="/img/ofis.webp" alt="Ofisimiz"></noscript>'))] },
  ],
  "images/lazy-above-fold": [
    { pages: [auditPage("/gec-kapak", withHero('<img src="/img/kapak.webp" alt="Kapak" width="1200" height="600" loading="lazy">'))] },
    // A first image far down the page may well be lazy, and so may a small logo at the top.
    {
      pages: [
        auditPage("/asagida-gec", (p) => ({
          body: `<img src="/i/logo.svg" alt="Örnek Firma" width="48" height="48" loading="lazy">${p.body.replace(CLEAN_IMAGE, CLEAN_IMAGE.replace(">", ' loading="lazy">'))}`,
        })),
      ],
    },
  ],
  "images/not-lazy-below-fold": [
    { pages: [auditPage("/hemen-galeri", withImages('<img src="/img/galeri-1.webp" alt="Galeri 1" width="400" height="300">'))] },
    // An eager hero above the fold, lazy images below it and a small eager icon are all right.
    {
      pages: [
        auditPage(
          "/dogru-galeri",
          withHero(
            '<img src="/img/kapak.webp" alt="Kapak" width="1200" height="600" fetchpriority="high">',
            '<img src="/img/galeri-1.webp" alt="Galeri 1" width="400" height="300" loading="lazy"><img src="/i/telefon.svg" alt="Telefon" width="24" height="24">',
          ),
        ),
      ],
    },
  ],
  "images/legacy-format": [
    { pages: [auditPage("/jpeg", replaceImage('<img src="/img/ekip.jpg" alt="Ekibimiz ofiste" width="800" height="600">'))] },
    // Offered as AVIF by <picture>, as WebP by an image CDN that reads the browser's Accept, and a small PNG icon.
    // Shopify, Wix, Jetpack and Cloudflare serve WebP or AVIF at .jpg addresses (not probed here: the address decides).
    {
      pages: [
        auditPage(
          "/modern",
          replaceImage(
            '<picture><source type="image/avif" srcset="/img/ekip.avif"><img src="/img/ekip.jpg" alt="Ekibimiz ofiste" width="800" height="600"></picture>' +
              '<img src="https://res.cloudinary.com/ornek/image/upload/f_auto,q_auto/v1/ofis.jpg" alt="Ofisimiz" width="800" height="600" loading="lazy">' +
              '<img src="/i/onay.png" alt="Onaylı" width="32" height="32">',
          ),
        ),
        auditPage(
          "/cdn-gorselleri",
          withImages(
            [
              "https://cdn.shopify.com/s/files/1/0001/2345/products/ayakkabi.jpg?v=1700000000&width=800",
              "/cdn/shop/files/kapak.jpg?v=1700000000&width=800",
              "https://static.wixstatic.com/media/a1b2c3_d4e5f6~mv2.jpg/v1/fill/w_800,h_600,al_c,q_80/vitrin.jpg",
              "https://i0.wp.com/www.ornek-firma.com.tr/wp-content/uploads/2026/05/ofis.jpg?w=800&ssl=1",
              "/cdn-cgi/image/width=800,quality=80/img/ofis.jpg",
            ]
              .map((src, i) => `<img src="${src}" alt="Ürün ${i + 1}" width="800" height="600" loading="lazy">`)
              .join(""),
          ),
        ),
      ],
    },
  ],
};

const PLACEHOLDER_GIF = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * A gallery lazy-loaded by script, as WordPress sites serve it: lazysizes with a data: placeholder
 * (and its noscript copy), the a3 Lazy Load plugin's placeholder file, and a low-quality preview
 * whose sharp versions wait in data-srcset.
 */
const SCRIPT_LAZY_GALLERY =
  `<img src="${PLACEHOLDER_GIF}" data-src="/wp-content/uploads/2026/10/galeri-1.webp" class="attachment-large lazyload" alt="Galeri 1" width="400" height="300">` +
  '<noscript><img src="/wp-content/uploads/2026/10/galeri-1.webp" alt="Galeri 1" width="400" height="300"></noscript>' +
  '<img src="/wp-content/plugins/a3-lazy-load/assets/images/lazy_placeholder.gif" data-lazy-type="image" data-src="/wp-content/uploads/2026/10/galeri-2.webp" class="lazy lazy-hidden" alt="Galeri 2" width="400" height="300">' +
  '<img src="/wp-content/uploads/2026/10/galeri-3-20x15.webp" data-srcset="/wp-content/uploads/2026/10/galeri-3-400.webp 400w, /wp-content/uploads/2026/10/galeri-3-800.webp 800w" data-sizes="auto" class="lazyload blur-up" alt="Galeri 3" width="400" height="300">';

describe("image rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it("counts images a lazy-loading script defers as lazy below the fold", async () => {
    const hero = '<img src="/img/kapak.webp" alt="Kapak" width="1200" height="600" fetchpriority="high">';
    await expectDefectAndTwin(
      "images/not-lazy-below-fold",
      { pages: [auditPage("/eager-galeri", withHero(hero, `${SCRIPT_LAZY_GALLERY}<img src="/img/galeri-4.webp" alt="Galeri 4" width="400" height="300">`))] },
      { pages: [auditPage("/lazysizes-galeri", withHero(hero, SCRIPT_LAZY_GALLERY))] },
      ALL_RULES,
    );
  });

  it("counts a hero image a lazy-loading script defers as lazy above the fold", async () => {
    await expectDefectAndTwin(
      "images/lazy-above-fold",
      { pages: [auditPage("/gec-kapak-betik", withHero(`<img src="${PLACEHOLDER_GIF}" data-src="/img/kapak.webp" class="lazyload" alt="Kapak" width="1200" height="600">`, SCRIPT_LAZY_GALLERY))] },
      { pages: [auditPage("/kapak-betik-galeri", withHero('<img src="/img/kapak.webp" alt="Kapak" width="1200" height="600">', SCRIPT_LAZY_GALLERY))] },
      ALL_RULES,
    );
  });
});
