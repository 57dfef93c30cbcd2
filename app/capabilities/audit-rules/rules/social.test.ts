import { describe, it } from "vitest";
import type { AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { SOCIAL_RULES } from "./social";

/** Replaces (or, with null, removes) the clean page's tag `key`, and appends `extra`. */
const social =
  (changes: Record<string, string | null>, extra = "") =>
  (p: PageParts) => {
    let headExtra = p.headExtra;
    for (const [key, content] of Object.entries(changes)) {
      const attribute = key.startsWith("twitter:") ? "name" : "property";
      headExtra = headExtra.replace(new RegExp(`<meta ${attribute}="${key}" content="[^"]*">`), content === null ? "" : `<meta ${attribute}="${key}" content="${content}">`);
    }
    return { headExtra: `${headExtra}${extra}` };
  };

const NO_OPEN_GRAPH = { "og:title": null, "og:description": null, "og:image": null, "og:url": null, "og:type": null };

/** The home page, changed: the site's clean base is replaced in place. */
const homePage =
  (change: (p: PageParts) => Partial<PageParts>): RuleFixture["site"] =>
  (site: AuditSite) => ({ pages: [auditPage("/", change), ...site.pages.slice(1)] });

const FIXTURES: Record<(typeof SOCIAL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "social/og-missing": [
    { pages: [auditPage("/ogsiz", social(NO_OPEN_GRAPH))] },
    // Written the other way round, self-closed, with the image's size and alt text: the same tags.
    {
      pages: [
        auditPage(
          "/og-sirasi",
          social(
            NO_OPEN_GRAPH,
            `<meta content="Hizmetlerimiz | Örnek Firma" property="og:title" /><meta content="Web tasarımı, SEO ve reklam yönetimi." property="og:description" />` +
              `<meta content="${ORIGIN}/og/hizmetler.jpg" property="og:image" /><meta content="1200" property="og:image:width" /><meta content="630" property="og:image:height" />` +
              `<meta content="Ekibimiz" property="og:image:alt" /><meta content="${ORIGIN}/og-sirasi" property="og:url" /><meta content="website" property="og:type" />`,
          ),
        ),
      ],
    },
  ],
  "social/og-title-missing": [
    // A blank field in the template leaves the tag empty.
    { pages: [auditPage("/og-basliksiz", social({ "og:title": "" }))] },
    { pages: [auditPage("/og-site-adli", social({}, '<meta property="og:site_name" content="Örnek Firma">'))] },
  ],
  "social/og-description-missing": [
    { pages: [auditPage("/og-aciklamasiz", social({ "og:description": null }))] },
    { pages: [auditPage("/og-yerel", social({}, '<meta property="og:locale" content="tr_TR">'))] },
  ],
  "social/og-image-missing": [
    { pages: [auditPage("/og-gorselsiz", social({ "og:image": null }))] },
    // ogp.me: og:image:url is the same property.
    { pages: [auditPage("/og-gorsel-url", social({ "og:image": null }, `<meta property="og:image:url" content="${ORIGIN}/og/kapak.png">`))] },
  ],
  "social/og-image-not-absolute": [
    { pages: [auditPage("/og-goreli", social({ "og:image": "/og/kapak.png" }))] },
    // On another host (an image CDN): absolute, so fine.
    { pages: [auditPage("/og-cdn", social({ "og:image": "https://cdn.ornek-cdn.net/og/kapak.jpg" }))] },
  ],
  "social/og-image-insecure": [
    { pages: [auditPage("/og-http", social({ "og:image": "http://www.ornek-firma.com.tr/og/kapak.png" }))] },
    // ogp.me's own pattern: the http address, and the https one beside it.
    {
      pages: [
        auditPage("/og-guvenli-yedek", social({ "og:image": "http://www.ornek-firma.com.tr/og/kapak.png" }, `<meta property="og:image:secure_url" content="${ORIGIN}/og/kapak.png">`)),
      ],
    },
  ],
  "social/og-url-mismatch": [
    // A template that writes the home page into every page's og:url.
    { pages: [auditPage("/og-ana-sayfa", social({ "og:url": `${ORIGIN}/` }))] },
    // The home page written without its slash is the same address.
    { site: homePage(social({ "og:url": ORIGIN })) },
  ],
  "social/twitter-card-missing": [
    { pages: [auditPage("/kartsiz", social({ "twitter:card": null }))] },
    { pages: [auditPage("/kucuk-kart", social({ "twitter:card": "summary" }, '<meta name="twitter:site" content="@ornekfirma">'))] },
  ],
  "social/twitter-card-invalid": [
    { pages: [auditPage("/yanlis-kart", social({ "twitter:card": "large_image" }))] },
    { pages: [auditPage("/buyuk-harfli-kart", social({ "twitter:card": "Summary_Large_Image" }))] },
  ],
};

describe("social rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
