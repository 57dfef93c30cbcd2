/**
 * The blog's article format: Markdown files in app/features/blog/articles/ with YAML front matter. One
 * parser, shared by the server (rendering), the route table (prerender list, sitemap, llms.txt)
 * and the tests, so a malformed article stops the build with a message naming the file.
 *
 * Imports stay relative: react-router.config.ts and the Playwright specs load this module outside Vite.
 */
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ARTICLE_SOURCE_MESSAGES as M } from "./article-schema.content";
import { BLOG_AUTHORS, BLOG_CATEGORIES, type BlogAuthorName, type BlogCategorySlug } from "./categories";
// Relative, not "~/": react-router.config.ts loads this module before the path alias exists.
import { PAGES } from "../../site/pages";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const isoDate = z.string().refine(isRealDate, { message: M.invalidDate });

function pagePathsOf(group: "hizmet" | "arac"): [string, ...string[]] {
  const paths = PAGES.filter((page) => page.group === group).map((page) => page.path);
  return paths as [string, ...string[]];
}

const authorNames = Object.keys(BLOG_AUTHORS) as [BlogAuthorName, ...BlogAuthorName[]];
const categorySlugs = BLOG_CATEGORIES.map((category) => category.slug) as [BlogCategorySlug, ...BlogCategorySlug[]];

export const articleFrontMatterSchema = z
  .strictObject({
    // Google shows at most 110 characters of a BlogPosting headline.
    title: z.string().trim().min(20).max(110),
    // The search-result title (<title>, og:title) when the headline is too wide for it; the site
    // name is appended, so it keeps to about 40 characters (the meta tool's own-site test measures the result).
    seoTitle: z.string().trim().min(10).max(45).optional(),
    slug: z.string().regex(SLUG_PATTERN, { message: M.invalidSlug }).max(80),
    // Doubles as the meta description, so it keeps to the 70-160 characters a result snippet shows.
    excerpt: z.string().trim().min(70).max(160),
    // The meta description when the excerpt is too wide for a result snippet.
    seoDescription: z.string().trim().min(70).max(155).optional(),
    author: z.enum(authorNames),
    date: isoDate,
    updated: isoDate.optional(),
    category: z.enum(categorySlugs),
    readTime: z.number().int().min(5).max(10),
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(?:svg|png|jpg|webp)$/),
    imageAlt: z.string().trim().min(10).max(200),
    relatedServices: z.array(z.enum(pagePathsOf("hizmet"))).min(1).max(3),
    relatedTools: z.array(z.enum(pagePathsOf("arac"))).min(1).max(3),
  })
  .refine((value) => !value.updated || value.updated >= value.date, {
    message: M.updatedBeforeDate,
    path: ["updated"],
  });

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

export interface ArticleSource extends ArticleFrontMatter {
  /** Markdown body without the front matter. */
  body: string;
  wordCount: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Words of a Markdown text as a reader counts them (syntax, link targets and markup left out). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, " ")
    .replace(/[#>*_`|[\]()-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export class ArticleSourceError extends Error {
  override name = "ArticleSourceError";
}

/** The file's base name without ".md", which must equal its slug (one URL per file). */
export function slugFromFileName(fileName: string): string {
  return fileName.replace(/^.*[\\/]/, "").replace(/\.md$/, "");
}

/** Parses and validates one article file; throws ArticleSourceError naming the file and the fields. */
export function parseArticleSource(fileName: string, raw: string): ArticleSource {
  const match = FRONT_MATTER.exec(raw.replace(/^\ufeff/, ""));
  if (!match) throw new ArticleSourceError(M.noFrontMatter(fileName));
  const [, yamlText = "", body = ""] = match;

  let data: unknown;
  try {
    data = parseYaml(yamlText);
  } catch (error) {
    throw new ArticleSourceError(M.unreadableYaml(fileName, (error as Error).message));
  }
  const result = articleFrontMatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => M.issue(issue.path.join("."), issue.message));
    throw new ArticleSourceError(M.invalidFrontMatter(fileName, issues));
  }
  const meta = result.data;
  const expectedSlug = slugFromFileName(fileName);
  if (meta.slug !== expectedSlug) {
    throw new ArticleSourceError(M.slugMismatch(fileName, meta.slug, expectedSlug));
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ""))) {
    throw new ArticleSourceError(M.h1InBody(fileName));
  }
  return { ...meta, body: body.trim(), wordCount: countWords(body) };
}

/** Newest first; the slug breaks ties so the order never depends on the file system. */
export function compareArticles(a: Pick<ArticleSource, "date" | "slug">, b: Pick<ArticleSource, "date" | "slug">): number {
  return b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}
