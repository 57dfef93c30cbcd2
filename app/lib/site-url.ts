/**
 * The site's public origin, baked in at build time: prerendered pages carry absolute canonical
 * URLs, so they must never be built from the request (prerender requests http://localhost).
 */
export const SITE_URL: string = __SITE_URL__.replace(/\/+$/, "");

/** Absolute URL of a site path ("/" stays with its slash, other paths have none). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).toString();
}
