import type { AuditContactLink, AuditLink, AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";
import { chainOf, isMissingAnswer } from "./crawl";

/**
 * Links: whether the site's own links lead somewhere (no broken or redirected targets), pass
 * their value (no nofollow on internal links, no step down to http) and say where they go.
 */

/** Above this, a page's links stop helping visitors or search engines tell what matters. */
export const MANY_LINKS = 300;

/** A link's address as the finding shows it, with what answered there. */
const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Whether a tel: link dials: after its visual separators (spaces, dashes, dots, brackets, RFC
 * 3966) and without its parameters (;ext=) or pauses (,), a Turkish number as dialled from
 * anywhere (+90 and 10 digits), from Turkey (0 and 10 digits), a 444 line (7 digits), or another
 * country's number in international form (+ and 8 to 15 digits, E.164).
 */
export function dialable(href: string): boolean {
  const number = decoded(href.replace(/^\s*tel:/i, ""))
    .split(/[;,]/)[0]
    ?.replace(/[\s.()-]/g, "") ?? "";
  return /^\+90\d{10}$/.test(number) || /^0\d{10}$/.test(number) || /^444\d{4}$/.test(number) || /^\+(?!90)[1-9]\d{7,14}$/.test(number);
}

/** Whether a mailto: link names at least one address that looks deliverable (a name, @, a domain with a dot). */
export function mailable(href: string): boolean {
  const [path = "", query = ""] = href.replace(/^\s*mailto:/i, "").split("?");
  const to = new URLSearchParams(query).get("to") ?? "";
  const addresses = [...decoded(path).split(","), ...to.split(",")].map((address) => address.trim()).filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => /^[^\s@<>()[\]",;:]+@[^\s@<>()[\]",;:]+\.[a-z]{2,}$/i.test(address));
}

/**
 * The number of a WhatsApp chat link as written (wa.me/<number>, api.whatsapp.com/send?phone=,
 * whatsapp://send?phone=); null for a link that names none (a share link lets the visitor pick
 * a contact; wa.me/message/… is a short link WhatsApp made).
 */
export function whatsappNumber(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  if (host === "wa.me" || host === "www.wa.me") {
    const path = decoded(url.pathname.slice(1)).replace(/\/$/, "");
    return path === "" || /^(message|c|qr)\//i.test(path) ? null : path.replace(/^c\//i, "");
  }
  if (url.protocol === "whatsapp:" || host === "api.whatsapp.com" || host === "web.whatsapp.com") return url.searchParams.get("phone");
  return null;
}

/**
 * WhatsApp's click-to-chat wants the full international number in digits only: no +, no leading
 * 0, no spaces or dashes. A Turkish one is 90 and 10 digits; ten digits starting with 5 is a
 * Turkish mobile number without its country code, which WhatsApp reads as another country's.
 */
export function whatsappReachable(number: string): boolean {
  if (!/^[1-9]\d{7,14}$/.test(number)) return false;
  if (/^90/.test(number)) return /^90[1-9]\d{9}$/.test(number);
  return !/^5\d{9}$/.test(number);
}

/**
 * A Turkish phone number as a page shows it: with +90 (or 0090), or a 0 and an area or mobile
 * code followed by a separator (0212 555 12 34, (0532) 123 45 67, 0 850 …), or a 444 line with a
 * separator (444 1 234). Separators are required after a leading 0: an 11-digit run is as often an
 * identity, tax or order number. Not after a digit or +, so the middle of a longer number (an
 * IBAN's groups) is not read as one.
 */
const PHONE_IN_TEXT =
  /(?<![\d+])(?:(?:\+|00)90[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{2}[\s.-]?\d{2}|\(?0[\s]?\(?[2-58]\d{2}\)?[\s.-]\d{3}[\s.-]?\d{2}[\s.-]?\d{2}|444[\s.-]\d[\s.-]?\d{3}|444[\s.-]\d{2}[\s.-]\d{2})(?![\d])/;

/** The first Turkish phone number in the page's visible text; null when it shows none. */
export function phoneInText(text: string): string | null {
  return PHONE_IN_TEXT.exec(text)?.[0].trim() ?? null;
}

const contactLinks = (page: AuditPage, scheme: AuditContactLink["scheme"]): string[] => page.contactLinks.filter((link) => link.scheme === scheme).map((link) => link.href);
const target = (url: string, answer: string): string => `${url} (${answer})`;

/**
 * The pages with an internal link to a crawled page that `judge` finds wrong, each with what it
 * found at the first such target; judged over the pages that have internal links. A link finds
 * its page by any spelling of the address (comparableUrl: `/x` finds the page read at `/x/`).
 */
function pagesLinkingTo(site: AuditSite, judge: (linked: AuditPage) => string | null): { hits: Hit[]; applicable: number } {
  const { pageLike } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    const internal = page.links.filter((link) => link.internal);
    if (internal.length === 0) continue;
    applicable += 1;
    for (const link of internal) {
      const linked = pageLike(link.url);
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
  /**
   * Pages linking to a page of the site that answers "not here" (404, 410 …): this rule owns a
   * linked missing page (crawl/client-error leaves it), so one missing page costs one error, shown
   * where the link can be fixed. 401, 403 and 429 refuse our crawler and are no broken link
   * (crawl/access-refused); a 5xx target is crawl/server-error's finding. n/a: no page has an
   * internal link.
   */
  siteRule({
    id: "links/broken-internal",
    family: "links",
    severity: "error",
    weight: 8,
    check: (site) => pagesLinkingTo(site, (linked) => (isMissingAnswer(linked.status) ? target(linked.url, String(linked.status)) : null)),
  }),
  // n/a: no page has an internal link.
  siteRule({
    id: "links/to-redirect",
    family: "links",
    severity: "notice",
    weight: 3,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.url !== linked.finalUrl && linked.redirects.length > 0 ? chainOf(linked) : null)),
  }),
  // n/a: never on an HTML page (a page without links passes).
  pageRule({
    id: "links/nofollow-internal",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => page.links.find((link) => link.internal && link.nofollow && !isActionLink(link))?.url ?? null,
  }),
  // n/a: the page itself is served over http.
  pageRule({
    id: "links/https-to-http",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => (page.finalUrl.startsWith("https:") ? (page.links.find((link) => link.internal && link.url.startsWith("http:"))?.url ?? null) : "n/a"),
  }),
  // n/a: an empty app shell, whose links scripts draw (agents/content-needs-javascript speaks for it).
  pageRule({
    id: "links/dead-end",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => (page.emptyAppShell ? "n/a" : !page.links.some((link) => link.internal && link.url !== page.url && link.url !== page.finalUrl)),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "links/empty-anchor",
    family: "links",
    severity: "warning",
    weight: 3,
    check: (page) => page.links.find((link) => link.text === "")?.url ?? null,
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "links/too-many",
    family: "links",
    severity: "notice",
    weight: 1,
    check: (page) => (page.links.length > MANY_LINKS ? String(page.links.length) : null),
  }),
  /** n/a: the page has no tel: link. */
  pageRule({
    id: "links/tel-invalid",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const links = contactLinks(page, "tel");
      return links.length === 0 ? "n/a" : (links.find((href) => !dialable(href)) ?? null);
    },
  }),
  /** n/a: the page has no mailto: link. */
  pageRule({
    id: "links/mailto-invalid",
    family: "links",
    severity: "warning",
    weight: 3,
    check: (page) => {
      const links = contactLinks(page, "mailto");
      return links.length === 0 ? "n/a" : (links.find((href) => !mailable(href)) ?? null);
    },
  }),
  /** n/a: the page has no WhatsApp link that names a number (a share link names none). */
  pageRule({
    id: "links/whatsapp-invalid",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const chats = [...page.links.map((link) => link.url), ...contactLinks(page, "whatsapp")].flatMap((href) => {
        const number = whatsappNumber(href);
        return number === null ? [] : [{ href, number }];
      });
      return chats.length === 0 ? "n/a" : (chats.find(({ number }) => !whatsappReachable(number))?.href ?? null);
    },
  }),
  /**
   * A phone number in the text and not one tel: link on the page: a phone cannot call it with a
   * tap (Safari on iPhone guesses some numbers, Android's browser does not). Only numbers in an
   * unmistakable Turkish format count (phoneInText). n/a: the page's text shows no such number.
   */
  pageRule({
    id: "links/phone-not-tappable",
    family: "links",
    severity: "notice",
    weight: 3,
    check: (page) => {
      const number = phoneInText(page.text);
      if (number === null) return "n/a";
      return contactLinks(page, "tel").length === 0 ? number : null;
    },
  }),
];
