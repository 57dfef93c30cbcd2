/**
 * The site passes its own meta tool: every page's and every article's <title> and meta
 * description, as the head carries them, go through the check the tool runs on a visitor's pages
 * (character limit and rendered width on the Arial table, desktop result), and must raise no flag.
 */
import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/features/blog/articles";
import { articlePage } from "~/features/blog/blog-posting-json-ld";
import { checkMetaField, LIVE_META_LIMITS, type MetaFieldCheck } from "../../app/features/meta-tags/live-rows";
import { PAGES } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";

function headOf(meta: MetaDescriptor[]): { title: string | null; description: string | null } {
  const tags = meta as Record<string, unknown>[];
  const title = tags.find((tag) => typeof tag.title === "string")?.title;
  const description = tags.find((tag) => tag.name === "description")?.content;
  return {
    title: typeof title === "string" ? title : null,
    description: typeof description === "string" ? description : null,
  };
}

/** What the tool would say, in a form that names the text when the assertion fails. */
function verdict(check: MetaFieldCheck): { text: string; length: number; widthPx: number; flags: string[] } {
  return { text: check.text, length: check.length, widthPx: check.widthPx, flags: check.flags };
}

const HEADS = [
  ...PAGES.map((page) => ({ path: page.path, ...headOf(pageMeta(page)) })),
  ...BLOG_ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, ...headOf(pageMeta(articlePage(article))) })),
];

describe("the site's own titles and descriptions, through the meta tool", () => {
  it("covers every page and every article", () => {
    expect(HEADS.length).toBe(PAGES.length + BLOG_ARTICLES.length);
    expect(BLOG_ARTICLES.length).toBeGreaterThan(0);
  });

  it("uses the tool's desktop limits (60 characters / 580 px, 155 characters / 920 px)", () => {
    expect(LIVE_META_LIMITS.title).toEqual({ chars: 60, fontSizePx: 20, maxWidthPx: 580 });
    expect(LIVE_META_LIMITS.description).toEqual({ chars: 155, fontSizePx: 14, maxWidthPx: 920 });
  });

  it.each(HEADS)("$path: the title fits", ({ title }) => {
    const check = checkMetaField(title, "title");
    expect(verdict(check)).toEqual({ ...verdict(check), flags: [] });
  });

  it.each(HEADS)("$path: the description fits", ({ description }) => {
    const check = checkMetaField(description, "description");
    expect(verdict(check)).toEqual({ ...verdict(check), flags: [] });
  });

  it("keeps the article headline as the H1 and breadcrumb when a shorter SEO title is set", () => {
    const withSeoTitle = BLOG_ARTICLES.filter((article) => article.seoTitle);
    expect(withSeoTitle.length).toBeGreaterThan(0);
    for (const article of withSeoTitle) {
      const page = articlePage(article);
      expect(page.h1).toBe(article.title);
      expect(page.label).toBe(article.title);
      expect(page.title).toBe(article.seoTitle);
      expect(page.intro).toBe(article.excerpt);
    }
  });
});
