import type { AuditLink, AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";
import { chainOf } from "./crawl";

/**
 * Links: whether the site's own links lead somewhere (no broken or redirected targets), pass
 * their value (no nofollow on internal links, no step down to http) and say where they go.
 */

/** Above this, a page's links stop helping visitors or search engines tell what matters. */
export const MANY_LINKS = 300;

/** A link's address as the finding shows it, with what answered there. */
const target = (url: string, answer: string): string => `${url} (${answer})`;

/**
 * The pages with an internal link to a crawled page that `judge` finds wrong, each with what it
 * found at the first such target; judged over the pages that have internal links.
 */
function pagesLinkingTo(site: AuditSite, judge: (linked: AuditPage) => string | null): { hits: Hit[]; applicable: number } {
  const { pageAt } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    const internal = page.links.filter((link) => link.internal);
    if (internal.length === 0) continue;
    applicable += 1;
    for (const link of internal) {
      const linked = pageAt(link.url);
      const detail = linked === undefined ? null : judge(linked);
      if (detail !== null) {
        hits.push({ url: page.url, detail });
        break;
      }
    }
  }
  return { hits, applicable };
}

/**
 * Addresses of actions, not pages: a cart, a checkout, a login or sign-up, a logout, a wishlist
 * or a comparison, an add-to-cart or comment-reply link. nofollow on them is right (there is
 * nothing to index), so links/nofollow-internal leaves them out. WooCommerce and WordPress
 * (`?add-to-cart=`, `?replytocom=`, `/my-account/`), Shopify (`/cart`, `/account/login`),
 * OpenCart (`route=checkout/cart`), PrestaShop (`controller=cart`) and the Turkish shop platforms,
 * Ticimax, IdeaSoft, T-Soft (`/sepet`, `/sepetim`, `/uye-girisi`, `/UyeGiris`, `/uye-ol`,
 * `/hesabim`, `/favorilerim`, `/siparislerim`, `/cikis`).
 */
const ACTION_QUERY = /[?&](add-to-cart|add_to_cart|replytocom|add_to_wishlist|remove_from_wishlist|remove_item|add_to_compare|mylogout|customer-logout|wc-ajax)(=|&|$)|[?&]action=(log_?out|log_?in|register|yith-woocompare-add-product)\b|[?&]route=(account|checkout|product\/compare)\/?|[?&]controller=(cart|order|authentication|my-account|identity)\b/i;
const ACTION_SEGMENT =
  /^(cart|sepet|sepetim|alisveris-sepeti|alisveris-sepetim|checkout|odeme|siparis-tamamla|login|logout|signin|sign-in|signup|sign-up|register|giris|giris-yap|cikis|cikis-yap|uye-girisi|uye-giris|uyegiris|uyegirisi|uye-ol|uyeol|uyelik|kayit|kayit-ol|my-account|account|hesabim|favoriler|favorilerim|istek-listesi|istek-listem|alisveris-listem|wishlist|compare|karsilastir|karsilastirma|siparislerim|wp-login\.php|wp-admin)$/i;

/** The link leads to an action (see ACTION_QUERY), by its class or its address. */
function isActionLink(link: AuditLink): boolean {
  if (link.action === true) return true;
  let url: URL;
  try {
    url = new URL(link.url);
  } catch {
    return false;
  }
  if (ACTION_QUERY.test(url.search)) return true;
  return url.pathname.split("/").some((segment) => ACTION_SEGMENT.test(asciiSegment(segment)));
}

const TURKISH_TO_ASCII: Record<string, string> = { ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" };

/** A path segment decoded and in Turkish-less lower case ("/Üye-Girişi" → "uye-girisi"). */
function asciiSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.toLocaleLowerCase("tr").replace(/[çğıöşü]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter);
}

export const LINK_RULES = [
  siteRule({
    id: "links/broken-internal",
    family: "links",
    severity: "error",
    weight: 8,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.status >= 400 ? target(linked.url, String(linked.status)) : null)),
  }),
  siteRule({
    id: "links/to-redirect",
    family: "links",
    severity: "notice",
    weight: 3,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.url !== linked.finalUrl && linked.redirects.length > 0 ? chainOf(linked) : null)),
  }),
  pageRule({
    id: "links/nofollow-internal",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => page.links.find((link) => link.internal && link.nofollow && !isActionLink(link))?.url ?? null,
  }),
  pageRule({
    id: "links/https-to-http",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => (page.finalUrl.startsWith("https:") ? (page.links.find((link) => link.internal && link.url.startsWith("http:"))?.url ?? null) : "n/a"),
  }),
  pageRule({
    id: "links/dead-end",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => !page.links.some((link) => link.internal && link.url !== page.url && link.url !== page.finalUrl),
  }),
  pageRule({
    id: "links/empty-anchor",
    family: "links",
    severity: "warning",
    weight: 3,
    check: (page) => page.links.find((link) => link.text === "")?.url ?? null,
  }),
  pageRule({
    id: "links/too-many",
    family: "links",
    severity: "notice",
    weight: 1,
    check: (page) => (page.links.length > MANY_LINKS ? String(page.links.length) : null),
  }),
];
