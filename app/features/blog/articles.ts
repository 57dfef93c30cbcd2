/**
 * Every article of app/features/blog/articles/, parsed and validated once, newest first. Bundled by Vite
 * (import.meta.glob), so the server, the prerender and the site files all read the same list.
 *
 * Client code must not import this module statically: it carries every article's Markdown. Pages
 * get what they show through their loaders; /indir loads it lazily for the llms.txt download.
 */
import { compareArticles, parseArticleSource, type ArticleSource } from "./article-schema";

const SOURCES = import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });

export const BLOG_ARTICLES: readonly ArticleSource[] = Object.entries(SOURCES)
  .map(([file, raw]) => parseArticleSource(file, raw))
  .sort(compareArticles);

export function findArticle(slug: string): ArticleSource | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
