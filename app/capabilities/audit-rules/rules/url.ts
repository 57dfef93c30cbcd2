import type { AuditPage } from "../audit-page";
import { pageRule } from "../rule";
import { isNoindex } from "../site-index";

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

const pathCheck = (test: (path: string) => boolean) => (page: AuditPage) => {
  const url = addressOf(page);
  return url === "n/a" ? url : test(url.pathname) ? readable(page.finalUrl) : null;
};

export const URL_RULES = [
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
  pageRule({
    id: "url/uppercase",
    family: "url",
    severity: "notice",
    weight: 2,
    // Percent-escapes are upper case by the standard (RFC 3986): only letters outside them count.
    check: pathCheck((path) => /[A-Z]/.test(path.replace(/%[0-9A-Fa-f]{2}/g, ""))),
  }),
  pageRule({
    id: "url/underscores",
    family: "url",
    severity: "notice",
    weight: 1,
    check: pathCheck((path) => path.includes("_")),
  }),
  pageRule({
    id: "url/spaces",
    family: "url",
    severity: "notice",
    weight: 2,
    check: pathCheck((path) => /%20/.test(path)),
  }),
  pageRule({
    id: "url/double-slash",
    family: "url",
    severity: "notice",
    weight: 2,
    check: pathCheck((path) => path.includes("//")),
  }),
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
];
