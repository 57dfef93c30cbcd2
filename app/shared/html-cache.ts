/**
 * How long browsers and shared caches may keep a page's HTML before asking again: five minutes,
 * then a revalidation (the ETag makes it a 304). The same for a prerendered page (served by
 * server/static-files.ts) and for one the server renders per request (a filtered blog list), so
 * an edit reaches every visitor within five minutes either way.
 */
export const HTML_CACHE_CONTROL = "public, max-age=300, must-revalidate";
