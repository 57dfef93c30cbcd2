/**
 * What the blog's pages and components receive from app/features/blog/blog.server.ts: plain
 * data, so components type their props without importing server code.
 */
import type { BlogCategorySlug } from "./categories";

/** Every cover image in public/images/blog/ is drawn at this size (Open Graph's 1.91:1). */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Each article's Open Graph image, drawn at build time by scripts/build-og-images.ts. Kept here,
 * not in the article schema, because the article route's meta needs it in the browser too.
 */
export const ARTICLE_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function articleOgImagePath(slug: string): string {
  return `/og/blog/${slug}.png`;
}

export interface ArticleSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** Shorter title for the search result and sharing, when the headline is too wide for them. */
  seoTitle?: string;
  /** Meta description, when the excerpt is too wide for a result snippet. */
  seoDescription?: string;
  author: string;
  authorRole: string;
  date: string;
  updated?: string;
  category: BlogCategorySlug;
  categoryLabel: string;
  readTime: number;
  image: { src: string; alt: string; width: number; height: number };
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RelatedLink {
  path: string;
  label: string;
  description: string;
}

export interface RenderedArticle extends ArticleSummary {
  html: string;
  toc: TocEntry[];
  wordCount: number;
  relatedServices: RelatedLink[];
  relatedTools: RelatedLink[];
  relatedArticles: ArticleSummary[];
}
