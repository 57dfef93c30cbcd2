import { site } from "~/site/site.content";

/**
 * The blog's RSS feed: where it is served (app/routes/files/rss.ts) and its title. A module of its
 * own because every page's head names the feed (root.tsx): on tool pages this is client code, and
 * the blog's other texts must not ride along.
 */
export const BLOG_FEED = {
  path: "/blog/rss.xml",
  /** Channel title, also the title of the feed link in every page's head. */
  title: `${site.name} Blog`,
} as const;
