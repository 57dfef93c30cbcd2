import { BLOG_ARTICLES } from "~/features/blog/articles";
import { blogRssXml, RSS_CONTENT_TYPE } from "~/features/blog/rss-feed";

/** GET /blog/rss.xml, prerendered with the other site files. */
export function loader() {
  return new Response(blogRssXml(BLOG_ARTICLES), { headers: { "Content-Type": RSS_CONTENT_TYPE } });
}
