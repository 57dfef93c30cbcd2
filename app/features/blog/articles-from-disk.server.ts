/**
 * Reads the blog's Markdown files from disk, for code that runs outside Vite: the prerender list
 * in react-router.config.ts and the Playwright specs. The app itself uses blog-articles.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compareArticles, parseArticleSource, type ArticleSource } from "./article-schema";

export const BLOG_DIRECTORY = path.join(path.dirname(fileURLToPath(import.meta.url)), "articles");

export function readArticlesFromDisk(directory: string = BLOG_DIRECTORY): ArticleSource[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .map((name) => parseArticleSource(name, readFileSync(path.join(directory, name), "utf8")))
    .sort(compareArticles);
}
