/**
 * Blog categories (the filter chips of /blog) and the authors who sign the articles, their labels
 * and names in categories.content.ts. Small and free of parsing code, so the blog page's client
 * bundle can import it.
 */
// Relative, not "~/": react-router.config.ts loads this module (through article-schema.ts) before the path alias exists.
import { ALL_CATEGORIES_LABEL, BLOG_AUTHORS, BLOG_CATEGORIES } from "./categories.content";

export { ALL_CATEGORIES_LABEL, BLOG_AUTHORS, BLOG_CATEGORIES };

export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];

/** Query parameters of /blog (also listed as `dynamicQuery` of the page in pages.ts). */
export const BLOG_QUERY = { category: "kategori", page: "sayfa" } as const;

/** Cards shown at first and added by every "Daha Fazla Makale Yükle". */
export const BLOG_PAGE_SIZE = 6;

const CATEGORY_SLUGS: ReadonlySet<string> = new Set(BLOG_CATEGORIES.map((category) => category.slug));

export function isBlogCategory(value: unknown): value is BlogCategorySlug {
  return typeof value === "string" && CATEGORY_SLUGS.has(value);
}

export function categoryLabel(slug: BlogCategorySlug): string {
  return BLOG_CATEGORIES.find((category) => category.slug === slug)?.label ?? slug;
}

/** An unknown or missing `kategori` shows every article (the chip "Tümü"). */
export function parseCategoryParam(value: string | null | undefined): BlogCategorySlug | null {
  return isBlogCategory(value) ? value : null;
}

/** `sayfa` counts pages of BLOG_PAGE_SIZE cards; anything that is not a positive integer is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d{1,3}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The /blog URL of a filter state; page 1 and "all" are left out so every state has one URL. */
export function blogListUrl(category: BlogCategorySlug | null, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set(BLOG_QUERY.category, category);
  if (page > 1) query.set(BLOG_QUERY.page, String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}

export type BlogAuthorName = keyof typeof BLOG_AUTHORS;
