/**
 * The blog's RSS 2.0 feed (/blog/rss.xml, rssboard.org/rss-specification): every article, newest
 * first, with absolute URLs from SITE_URL and RFC 822 dates. Built from the same article list as
 * the sitemap and llms.txt, and prerendered with them.
 */
import { escapeXmlDroppingInvalid } from "~/capabilities/markup/markup";
import { getPage } from "~/site/pages";
import { absoluteUrl } from "~/site/site-url";
import { articlePath, type ArticleSource } from "./article-schema";
import { categoryLabel } from "./categories";
import { BLOG_FEED } from "./feed.content";
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

export type FeedArticle = Pick<ArticleSource, "slug" | "title" | "excerpt" | "date" | "updated" | "author" | "category">;

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * "2026-11-20" → "Fri, 20 Nov 2026 00:00:00 +0300": RFC 822 as RSS 2.0 asks (four-digit year),
 * the start of that day in Istanbul, where the articles are dated (Türkiye has no daylight saving).
 */
export function rfc822Date(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const weekday = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
  return `${DAYS[weekday]}, ${String(day).padStart(2, "0")} ${MONTHS[(month ?? 1) - 1]} ${year} 00:00:00 +0300`;
}

const element = (name: string, value: string, indent: string): string => `${indent}<${name}>${escapeXmlDroppingInvalid(value)}</${name}>`;

/** The feed of `articles` (already newest first, as BLOG_ARTICLES is). */
export function blogRssXml(articles: readonly FeedArticle[]): string {
  const blog = getPage("/blog");
  // Newest date among the articles, so the file only changes when the blog does.
  const lastChange = articles.map((article) => article.updated ?? article.date).sort().at(-1);
  const items = articles.map((article) => {
    const url = absoluteUrl(articlePath(article.slug));
    return [
      "    <item>",
      element("title", article.title, "      "),
      element("link", url, "      "),
      `      <guid isPermaLink="true">${escapeXmlDroppingInvalid(url)}</guid>`,
      element("description", article.excerpt, "      "),
      element("pubDate", rfc822Date(article.date), "      "),
      element("category", categoryLabel(article.category), "      "),
      element("dc:creator", article.author, "      "),
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    element("title", BLOG_FEED.title, "    "),
    element("link", absoluteUrl(blog.path), "    "),
    element("description", blog.description, "    "),
    element("language", "tr", "    "),
    `    <atom:link href="${escapeXmlDroppingInvalid(absoluteUrl(BLOG_FEED.path))}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [element("lastBuildDate", rfc822Date(lastChange), "    ")] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
