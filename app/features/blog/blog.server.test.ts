import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/features/blog/articles";
import { BLOG_CATEGORIES } from "~/features/blog/categories";
import { findPage } from "~/site/pages";
import { getRenderedArticle, headingId, listArticleSummaries, renderMarkdown } from "./blog.server";

describe("renderMarkdown", () => {
  it("anchors H2 and H3 headings with ASCII ids and lists them as the table of contents", () => {
    const { html, toc } = renderMarkdown("## Şema İşaretlemesi\n\nMetin.\n\n### Adım 2: Ölçüm\n\n## Şema İşaretlemesi\n");
    expect(toc).toEqual([
      { id: "sema-isaretlemesi", text: "Şema İşaretlemesi", level: 2 },
      { id: "adim-2-olcum", text: "Adım 2: Ölçüm", level: 3 },
      { id: "sema-isaretlemesi-2", text: "Şema İşaretlemesi", level: 2 },
    ]);
    expect(html).toContain('<h2 id="sema-isaretlemesi">Şema İşaretlemesi</h2>');
    expect(html).toContain('<h3 id="adim-2-olcum">');
  });

  it("opens external links in a new tab, keeps internal links, and makes tables and code blocks keyboard-scrollable", () => {
    const { html } = renderMarkdown("[iç](/seo) [dış](https://llmstxt.org/)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n```\nkod\n```\n");
    expect(html).toContain('<a href="/seo">iç</a>');
    expect(html).toMatch(/<a href="https:\/\/llmstxt.org\/" target="_blank" rel="noopener noreferrer">dış<span class="sr-only"> \(yeni sekmede açılır\)<\/span><\/a>/);
    expect(html).toContain('<div class="article-table" role="region" aria-label="Tablo" tabindex="0"><table>');
    expect(html).toContain('<pre tabindex="0">');
  });

  it("turns Turkish letters into ASCII in ids", () => {
    expect(headingId("Çığ Öşü İİ")).toBe("cig-osu-ii");
    expect(headingId("???")).toBe("bolum");
  });
});

describe("articles", () => {
  it("lists every article newest first, with its category label and cover image size", () => {
    const summaries = listArticleSummaries();
    expect(summaries.map((summary) => summary.slug)).toEqual(BLOG_ARTICLES.map((article) => article.slug));
    for (const summary of summaries) {
      expect(summary.categoryLabel).toBe(BLOG_CATEGORIES.find((category) => category.slug === summary.category)?.label);
      expect(summary.image).toMatchObject({ width: 1200, height: 630 });
      expect(summary.authorRole.length).toBeGreaterThan(3);
    }
  });

  it("answers undefined for an unknown slug (the route turns it into a 404)", () => {
    expect(getRenderedArticle("olmayan-yazi")).toBeUndefined();
  });

  it.each(BLOG_ARTICLES.map((article) => article.slug))("%s renders with a table of contents and links to services and tools", (slug) => {
    const article = getRenderedArticle(slug);
    expect(article).toBeDefined();
    if (!article) return;
    expect(article.toc.filter((entry) => entry.level === 2).length).toBeGreaterThanOrEqual(4);
    expect(article.html).not.toMatch(/<h1/);
    for (const entry of article.toc) expect(article.html).toContain(`id="${entry.id}"`);
    expect(article.relatedServices.length).toBeGreaterThan(0);
    expect(article.relatedTools.length).toBeGreaterThan(0);
    for (const link of [...article.relatedServices, ...article.relatedTools]) expect(findPage(link.path)).toBeDefined();
    expect(article.relatedArticles.map((related) => related.slug)).not.toContain(slug);
    // Internal links in the text point at real pages or articles.
    for (const [, href] of article.html.matchAll(/href="(\/[^"#]*)/g)) {
      const known = findPage(href ?? "") ?? BLOG_ARTICLES.find((other) => `/blog/${other.slug}` === href);
      expect(known, href).toBeDefined();
    }
  });
});
