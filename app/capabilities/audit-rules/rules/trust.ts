import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { pageRule, siteFact, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * KVKK and trust: what a visitor (and the Personal Data Protection Authority) expects of a Turkish
 * business site beyond search. A privacy notice (aydınlatma metni) wherever personal data is asked
 * for (KVKK art. 10: the notice is given when the data is collected), a cookie notice where
 * measurement or advertising tags run (the Authority's 2022 cookie guide: non-essential cookies
 * need consent; a session or cart cookie does not), a contact page, and for an online shop the
 * distance sales contract and the return terms (Law 6502 and the Distance Contracts Regulation).
 * All read from the page signals (page-signals.ts): a link counts by its text or its address, so
 * "KVKK Aydınlatma Metni" opening a pop-up counts as much as /kvkk-aydinlatma-metni.
 */

/**
 * Tags that need no cookie notice on the page itself: cookieless measurement, and a Tag Manager
 * container alone, whose consent manager may be set up inside it where the HTML does not show it
 * (analytics/consent-mode-gtm-unseen asks the owner to check that).
 */
const NO_NOTICE_NEEDED = new Set(["plausible", "gtm"]);
/** Cookies that only measurement and advertising tags set: a page sending one already tracks. */
const TRACKING_COOKIE = /^(_ga|_gid|_gcl_|_fbp|_fbc|__utm|_hj|_clck|_clsk|_uet|_ym_)/i;

export const needsCookieConsent = (page: AuditPage): boolean =>
  page.signals.trackers.some((tracker) => !NO_NOTICE_NEEDED.has(tracker)) || page.cookies.some((cookie) => TRACKING_COOKIE.test(cookie.name));

const hasCookieNotice = (page: AuditPage): boolean => page.signals.consentTools.length > 0 || page.signals.cookieBanner;

interface ProductNode {
  offers: boolean;
}

/** Product nodes of the page's JSON-LD (at any depth, bounded), with whether they carry an offer. */
function productNodes(page: AuditPage): ProductNode[] {
  const found: ProductNode[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (depth > 16 || found.length > 20) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    const types = ([] as unknown[]).concat(node["@type"] ?? []);
    if (types.some((type) => typeof type === "string" && /(^|\/)Product$/i.test(type))) found.push({ offers: node.offers !== undefined && node.offers !== null });
    for (const [key, child] of Object.entries(node)) if (key !== "@context") walk(child, depth + 1);
  };
  for (const block of page.jsonLd) walk(block.value, 0);
  return found;
}

/**
 * A page of an online shop: a cart button, a shop platform's markers, or a Product with an offer.
 * A catalogue's Product without an offer (a manufacturer listing what it makes, "fiyat için
 * arayın") sells nothing at a distance, so it does not make a shop.
 */
export const isShopPage = (page: AuditPage): boolean => page.signals.commerce.length > 0 || productNodes(page).some((product) => product.offers);

const shops = new WeakMap<AuditSite, boolean>();
const isShop = (site: AuditSite): boolean => {
  let shop = shops.get(site);
  if (shop === undefined) {
    shop = site.pages.some((page) => isHtmlPage(page) && isShopPage(page));
    shops.set(site, shop);
  }
  return shop;
};

/** The shop's pages that must show its terms: the home page and every page selling something. n/a: the site is no shop, or the page is an application shell (its footer is drawn by scripts). */
function shopTerms(page: AuditPage, site: AuditSite, kind: "distance-sales" | "returns"): boolean | "n/a" {
  if (!isShop(site)) return "n/a";
  const home = siteIndex(site).pageAt(site.homeUrl) === page;
  if ((!home && !isShopPage(page)) || page.emptyAppShell) return "n/a";
  return !page.signals.legalLinks.includes(kind);
}

export const TRUST_RULES = [
  pageRule({
    id: "trust/privacy-notice-missing",
    family: "trust",
    // Legal exposure, not lost visits: a warning, weighed high because the Authority fines it.
    severity: "warning",
    weight: 7,
    // Passes on a privacy link anywhere on the form's page, or a note inside the form: deliberate, as KVKK asks for the
    // notice when the data is collected and a link on that page (often in its footer) is the common, accepted practice.
    // n/a: the page asks for no personal data (no form field for a name, e-mail, phone, address, password or message).
    check: (page) => {
      if (page.signals.personalDataForms === 0) return "n/a";
      return page.signals.legalLinks.includes("privacy") || page.signals.formPrivacyNote ? null : `${page.signals.personalDataForms} form`;
    },
  }),
  pageRule({
    id: "trust/cookie-notice-missing",
    family: "trust",
    severity: "warning",
    weight: 5,
    // n/a: the page loads no measurement or advertising tag besides a Tag Manager container and sets no tracking cookie (a session or cart cookie needs no consent), or is an application shell (its banner is drawn by scripts we do not run).
    check: (page) => {
      if (!needsCookieConsent(page) || page.emptyAppShell) return "n/a";
      return hasCookieNotice(page) ? null : page.signals.trackers.join(", ") || page.cookies.map((cookie) => cookie.name).filter((name) => TRACKING_COOKIE.test(name)).join(", ");
    },
  }),
  siteRule({
    id: "trust/contact-page-missing",
    family: "trust",
    severity: "warning",
    weight: 4,
    // n/a: the home page was not read as HTML (it answered an error; crawl rules report that), or is an application shell whose links scripts draw.
    check: (site) => {
      const home = siteIndex(site).pageAt(site.homeUrl);
      if (home === undefined || !isHtmlPage(home) || home.emptyAppShell) return "n/a";
      return siteFact(!home.signals.legalLinks.includes("contact"), home.url);
    },
  }),
  pageRule({
    id: "trust/distance-sales-missing",
    family: "trust",
    // A shop without the contract sells unlawfully and payment providers (iyzico, PayTR) refuse it: costs sales now.
    severity: "error",
    weight: 6,
    // n/a: the site is no online shop, or the page is neither its home page nor one that sells.
    check: (page, site) => shopTerms(page, site, "distance-sales"),
  }),
  pageRule({
    id: "trust/return-policy-missing",
    family: "trust",
    severity: "warning",
    weight: 5,
    // n/a: as for the distance sales contract.
    check: (page, site) => shopTerms(page, site, "returns"),
  }),
];
