import { BLOG_ARTICLES } from "./articles";
import { articlePath } from "./article-schema";

/**
 * The blog's articles as the site files (/sitemap.xml, /llms.txt) list them; the routes hand this
 * to site-files, which does not import the blog. An article's own date (or its last update) is
 * accurate, so the sitemap gives it as lastmod.
 */
export function blogSiteArticles(): { path: string; title: string; excerpt: string; lastmod: string }[] {
  return BLOG_ARTICLES.map((article) => ({
    path: articlePath(article.slug),
    title: article.title,
    excerpt: article.excerpt,
    lastmod: article.updated ?? article.date,
  }));
}
