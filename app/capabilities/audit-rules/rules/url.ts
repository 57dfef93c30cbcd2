import type { AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { comparableUrl, isNoindex, siteIndex } from "../site-index";

/**
 * Addresses: whether a page's URL is short, readable and one of a kind (Google Search Central,
 * "URL structure"): words joined by hyphens, lower case, no session ids or tracking parameters
 * that make many addresses of one page. Only the address the page answered at is judged.
 */

/** Screaming Frog's default for "URL over 115 characters", counted as read (decoded). */
export const URL_MAX_CHARS = 115;

/** Parameters that only number the pages of a list: Google's pagination guide uses them so. */
const PAGINATION_PARAMETERS = new Set(["page", "p", "paged", "pg", "sayfa"]);
/** Session ids: one per visitor, so every crawl finds new addresses of the same pages. */
const SESSION_PARAMETER = /^(jsessionid|phpsessid|aspsessionid\w*|sessionid|session_id|sid|cfid|cftoken|zenid|osCsid)$/i;
/** Campaign and click ids: analytics' business, for links from elsewhere, never between one's own pages. */
const TRACKING_PARAMETER = /^(utm_\w+|gclid|gbraid|wbraid|fbclid|msclkid|yclid|dclid|mc_cid|mc_eid|_ga|_gl)$/i;

/** The address as a visitor reads it: percent-escapes decoded where they are valid. */
function readable(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/** The page's address, parsed; "n/a" when it does not parse (no rule can judge it). */
function addressOf(page: AuditPage): URL | "n/a" {
  try {
    return new URL(page.finalUrl);
  } catch {
    return "n/a";
  }
}

function parameterNames(url: URL): string[] {
  return [...url.searchParams.keys()];
}

/** Path segments hold matrix parameters (`;jsessionid=…`) in some servers' addresses. */
function sessionIdIn(url: URL): string | null {
  const matrix = /;(jsessionid|sid)=/i.exec(url.pathname)?.[1];
  return matrix ?? parameterNames(url).find((name) => SESSION_PARAMETER.test(name)) ?? null;
}

/**
 * The page an address names whatever its spelling: comparableUrl (no scheme, no www, no trailing
 * slash) in lower case too, since `/Urun` and `/urun` are one page to a visitor.
 */
const samePageKey = (url: string): string => comparableUrl(url).toLowerCase();

/**
 * Addresses the site's own links spell in more than one way for one page (`/x` and `/x/`, www and
 * bare host, http and https, upper and lower case), or in a way other than the page's canonical:
 * one hit per page, at its preferred spelling (its canonical, else the first seen), the others as
 * detail. Spellings that crawled as a redirect are links/to-redirect's finding, http links on an
 * https site links/https-to-http's, and links to a page answering an error the error rules', so
 * they are left out here.
 */
function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

function linkFormDrift(site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" {
  const { pageAt, pageLike } = siteIndex(site);
  const https = site.homeUrl.startsWith("https:");
  const forms = new Map<string, string[]>();
  for (const page of site.pages) {
    for (const link of page.links) {
      if (!link.internal || (https && link.url.startsWith("http:"))) continue;
      const crawled = pageAt(link.url);
      if (crawled !== undefined && crawled.redirects.length > 0) continue;
      // A missing or failing page is links/broken-internal's or crawl/server-error's finding, however spelled.
      if ((pageLike(link.url)?.status ?? 200) >= 400) continue;
      const key = samePageKey(link.url);
      // An empty query ("/x?") is no other spelling: nothing tells it apart.
      const form = link.url.replace(/\?$/, "");
      const seen = forms.get(key);
      if (seen === undefined) forms.set(key, [form]);
      else if (!seen.includes(form)) seen.push(form);
    }
  }
  if (forms.size === 0) return "n/a";
  const canonicalOf = new Map<string, string>();
  for (const page of site.pages) {
    const canonical = page.canonicals[0];
    const key = samePageKey(page.finalUrl);
    // A canonical on another host or scheme is the canonical rules' finding (other-host, to-http), not a spelling.
    if (canonical && samePageKey(canonical) === key && sameOrigin(canonical, page.finalUrl) && !canonicalOf.has(key)) canonicalOf.set(key, canonical);
  }
  const hits: Hit[] = [];
  for (const [key, spellings] of forms) {
    const preferred = canonicalOf.get(key) ?? spellings[0];
    if (preferred === undefined) continue;
    const others = spellings.filter((form) => form !== preferred);
    if (others.length > 0) hits.push({ url: preferred, detail: others.join(" | ") });
  }
  return { hits, applicable: forms.size };
}

const pathCheck = (test: (path: string) => boolean) => (page: AuditPage) => {
  const url = addressOf(page);
  return url === "n/a" ? url : test(url.pathname) ? readable(page.finalUrl) : null;
};

export const URL_RULES = [
  // n/a: never on an HTML page (the address it answered at is judged).
  pageRule({
    id: "url/too-long",
    family: "url",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const shown = readable(page.finalUrl);
      return shown.length > URL_MAX_CHARS ? `${shown} (${shown.length})` : null;
    },
  }),
  // n/a: the page's address does not parse (no rule can judge it).
  pageRule({
    id: "url/uppercase",
    family: "url",
    severity: "notice",
    weight: 2,
    // Percent-escapes are upper case by the standard (RFC 3986): only letters outside them count.
    check: pathCheck((path) => /[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ""))),
  }),
  // n/a: the page's address does not parse (no rule can judge it).
  pageRule({
    id: "url/underscores",
    family: "url",
    severity: "notice",
    weight: 1,
    check: pathCheck((path) => path.includes("_")),
  }),
  // n/a: the page's address does not parse (no rule can judge it).
  pageRule({
    id: "url/spaces",
    family: "url",
    severity: "notice",
    weight: 2,
    check: pathCheck((path) => /%20/.test(path)),
  }),
  // n/a: the page's address does not parse (no rule can judge it).
  pageRule({
    id: "url/double-slash",
    family: "url",
    severity: "notice",
    weight: 2,
    check: pathCheck((path) => path.includes("//")),
  }),
  // n/a: the page's address does not parse (no rule can judge it).
  pageRule({
    id: "url/session-id",
    family: "url",
    severity: "warning",
    weight: 5,
    check: (page) => {
      const url = addressOf(page);
      return url === "n/a" ? url : sessionIdIn(url) === null ? null : page.finalUrl;
    },
  }),
  // n/a: the address has no parameters, or the page is noindex or names another canonical (the right way to have them).
  pageRule({
    id: "url/query-parameters",
    family: "url",
    severity: "notice",
    weight: 2,
    // Only where the parameters make an indexable page of their own: a canonical pointing to
    // the address without them, or noindex, is the right way to have them.
    check: (page) => {
      const url = addressOf(page);
      if (url === "n/a" || url.search === "") return "n/a";
      const canonical = page.canonicals.find((href) => href !== "");
      if (isNoindex(page) || (canonical !== undefined && canonical !== url.href)) return "n/a";
      const names = parameterNames(url).filter((name) => !PAGINATION_PARAMETERS.has(name.toLowerCase()) && !SESSION_PARAMETER.test(name));
      return names.length > 0 ? `${page.finalUrl} (${names.join(", ")})` : null;
    },
  }),
  // n/a: the page has no internal link.
  pageRule({
    id: "url/internal-tracking-parameters",
    family: "url",
    severity: "warning",
    weight: 3,
    // A campaign tag on an internal link starts a new visit in analytics, with the wrong source.
    check: (page) => {
      const internal = page.links.filter((link) => link.internal);
      if (internal.length === 0) return "n/a";
      return (
        internal.find((link) => {
          try {
            return parameterNames(new URL(link.url)).some((name) => TRACKING_PARAMETER.test(name));
          } catch {
            return false;
          }
        })?.url ?? null
      );
    },
  }),
  // linkFormDrift. n/a: no page has an internal link (other than to redirects and http addresses, which other rules judge).
  siteRule({
    id: "url/link-form-drift",
    family: "url",
    severity: "notice",
    weight: 3,
    check: linkFormDrift,
  }),
];
