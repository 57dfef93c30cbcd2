import { URL_MAX_LENGTH } from "./http-url";

/** A link that resolves to more than URL_MAX_LENGTH characters (see `resolveLinkChecked`). */
export const TOO_LONG = Symbol("too long");

/**
 * Absolute http(s) URL without fragment; null when it is none; TOO_LONG above URL_MAX_LENGTH
 * characters. The cap is what keeps a page from multiplying itself: a 100 KB `<base href>` under
 * 2,000 short relative links would otherwise become 200 MB of URLs from a 50 KB page. Browsers and
 * search engines do not work with longer addresses either (the sitemap protocol caps them at 2,048).
 */
export function resolveLinkChecked(href: string, base: string): string | typeof TOO_LONG | null {
  const url = resolveLinkUrl(href, base);
  return url === null || url === TOO_LONG ? url : url.href;
}

/** `resolveLinkChecked`, parsed. */
export function resolveLinkUrl(href: string, base: string): URL | typeof TOO_LONG | null {
  const trimmed = href.trim();
  if (trimmed === "") return null;
  // A relative reference only grows when resolved (percent-encoding), bar dot segments; this
  // spares parsing megabytes of attribute.
  if (trimmed.length > 4 * URL_MAX_LENGTH) return TOO_LONG;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.hash = "";
  return url.href.length > URL_MAX_LENGTH ? TOO_LONG : url;
}

/** Absolute http(s) URL without fragment, at most URL_MAX_LENGTH characters, or null. */
export function resolveLink(href: string, base: string): string | null {
  const url = resolveLinkChecked(href, base);
  return url === TOO_LONG ? null : url;
}

/**
 * Whether `href` is a relative reference that resolves on its base's own origin, told without
 * resolving it: no scheme, not network-path (`//host`), and none of the characters the URL parser
 * strips or reads as a slash (tab, newline, backslash), which could turn `ht\ttp:` or `/\host`
 * into another origin. Conservative: an `href` this answers false for may still be same-origin.
 */
export function isSameOriginReference(href: string): boolean {
  const trimmed = href.trim();
  if (/[\t\n\r\\]/.test(trimmed) || trimmed.startsWith("//")) return false;
  // A colon before the first "/", "?" or "#" would make the start a scheme.
  const head = /^[^/?#]*/.exec(trimmed)?.[0] ?? "";
  return !head.includes(":");
}

/**
 * The fewest characters a same-origin reference (see `isSameOriginReference`) resolves to against
 * `base`: a bound, not the length, so that a caller with a character budget can tell that the link
 * would not fit without building it. A path-relative reference keeps the base's directory unless
 * it climbs out with dot segments (`..`, or `%2e%2e` which the parser reads the same); any other keeps at least the origin and a slash.
 */
export function minResolvedLength(href: string, base: URL): number {
  const trimmed = href.trim();
  const floor = base.origin.length + 1;
  if (trimmed === "" || /^[/?#]/.test(trimmed) || /(^|\/)(?:\.|%2e){1,2}(\/|$|[?#])/i.test(trimmed)) return floor;
  const directory = base.pathname.slice(0, base.pathname.lastIndexOf("/") + 1);
  const reference = /^[^#]*/.exec(trimmed)?.[0] ?? "";
  return Math.max(floor, base.origin.length + directory.length + reference.length);
}
