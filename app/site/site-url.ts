/** Used when SITE_URL is not set: the address `npm start` serves on. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

/**
 * The site's public origin, baked in at build time as `__SITE_URL__` (vite.config.ts): prerendered
 * pages carry absolute canonical URLs, so they must never be built from the request (prerender
 * requests http://localhost). Code run outside Vite (test runners, scripts) reads the environment.
 */
export const SITE_URL: string = (
  typeof __SITE_URL__ === "string" ? __SITE_URL__ : (globalThis.process?.env.SITE_URL ?? DEFAULT_SITE_URL)
).replace(/\/+$/, "");

/** Absolute URL of a site path ("/" stays with its slash, other paths have none). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).toString();
}
