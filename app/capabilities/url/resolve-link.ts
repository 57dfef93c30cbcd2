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
