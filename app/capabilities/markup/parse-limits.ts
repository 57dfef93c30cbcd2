/**
 * How far our HTML readers (the crawler, the live checks, the site audit) follow a page:
 * htmlparser2's cost per tag grows with the depth of open elements, so a page above these is read
 * up to that point (its head, where the metadata lives, comes first).
 */
export const HTML_PARSE_LIMITS = {
  maxDepth: 1_024,
  maxElements: 250_000,
} as const;
