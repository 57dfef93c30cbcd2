import type { AuditPage } from "../audit-page";
import { pageRule } from "../rule";

/**
 * Social sharing: what Facebook, LinkedIn, WhatsApp and X show when someone shares a page, read
 * from its Open Graph (ogp.me) and X card tags. A share without a title and an image gets
 * a bare link that few click. The image's real size and type need the image itself, which the
 * crawl does not fetch.
 */

/** X card types (developer.x.com, Cards markup); anything else shows no card. */
export const TWITTER_CARD_TYPES = ["summary", "summary_large_image", "app", "player"] as const;

/** A tag counts when it has content: an empty one is what a template leaves when a field is blank. */
const tag = (tags: Record<string, string>, name: string): string | null => tags[name]?.trim() || null;

/** The page's og:image (ogp.me: og:image:url is the same), as the social rules and the resource probes read it. */
export const ogImageOf = (page: AuditPage): string | null => tag(page.openGraph, "og:image") ?? tag(page.openGraph, "og:image:url");

const hasOpenGraph = (page: AuditPage): boolean => Object.values(page.openGraph).some((value) => value.trim() !== "");

/** A rule about one Open Graph tag applies to pages that use Open Graph (og-missing covers the others). */
const ogMissing = (page: AuditPage, name: string): boolean | "n/a" => (hasOpenGraph(page) ? tag(page.openGraph, name) === null : "n/a");

/** An address with what URL parsing treats as the same written the same way (a root's slash, case of the host). */
function normalised(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * When a social rule does not apply ("n/a"):
 * - og-title-missing, og-description-missing, og-image-missing: the page has no Open Graph tag
 *   at all (og-missing reports that).
 * - og-image-not-absolute: the page has no og:image; og-image-insecure: no og:image, or the page
 *   is not https.
 * - og-url-mismatch: the page has no og:url; twitter-card-invalid: it has no twitter:card.
 * - og-missing and twitter-card-missing apply to every HTML page.
 */
export const SOCIAL_RULES = [
  pageRule({
    id: "social/og-missing",
    family: "social",
    severity: "warning",
    weight: 4,
    check: (page) => !hasOpenGraph(page),
  }),
  pageRule({
    id: "social/og-title-missing",
    family: "social",
    severity: "notice",
    weight: 2,
    check: (page) => ogMissing(page, "og:title"),
  }),
  pageRule({
    id: "social/og-description-missing",
    family: "social",
    severity: "notice",
    weight: 2,
    check: (page) => ogMissing(page, "og:description"),
  }),
  pageRule({
    id: "social/og-image-missing",
    family: "social",
    severity: "warning",
    weight: 5,
    check: (page) => (hasOpenGraph(page) ? ogImageOf(page) === null : "n/a"),
  }),
  pageRule({
    id: "social/og-image-not-absolute",
    family: "social",
    severity: "warning",
    weight: 4,
    // Sharing services fetch the image on their own, without the page's address to resolve it by.
    check: (page) => {
      const image = ogImageOf(page);
      if (image === null) return "n/a";
      return /^https?:\/\/[^/]/i.test(image) ? null : image;
    },
  }),
  pageRule({
    id: "social/og-image-insecure",
    family: "social",
    severity: "notice",
    weight: 2,
    // ogp.me: og:image:secure_url is the https address to use when the page needs https.
    check: (page) => {
      const image = ogImageOf(page);
      if (image === null || !page.finalUrl.startsWith("https:")) return "n/a";
      if (!/^http:/i.test(image)) return null;
      return /^https:/i.test(tag(page.openGraph, "og:image:secure_url") ?? "") ? null : image;
    },
  }),
  pageRule({
    id: "social/og-url-mismatch",
    family: "social",
    severity: "warning",
    weight: 4,
    // Shares are counted and shown under og:url: another page's address there makes every share of this one show that page.
    check: (page) => {
      const ogUrl = tag(page.openGraph, "og:url");
      if (ogUrl === null) return "n/a";
      const own = page.canonicals.find((canonical) => canonical !== "") ?? page.finalUrl;
      return normalised(ogUrl, page.finalUrl) === normalised(own, page.finalUrl) ? null : ogUrl;
    },
  }),
  pageRule({
    id: "social/twitter-card-missing",
    family: "social",
    severity: "notice",
    weight: 1,
    check: (page) => tag(page.twitter, "twitter:card") === null,
  }),
  pageRule({
    id: "social/twitter-card-invalid",
    family: "social",
    severity: "warning",
    weight: 2,
    check: (page) => {
      const card = tag(page.twitter, "twitter:card");
      if (card === null) return "n/a";
      return (TWITTER_CARD_TYPES as readonly string[]).includes(card.toLowerCase()) ? null : card;
    },
  }),
];
