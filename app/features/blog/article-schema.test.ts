import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "./articles";
import { BLOG_CATEGORIES } from "./categories";
import { readArticlesFromDisk } from "./articles-from-disk.server";
import { ArticleSourceError, countWords, parseArticleSource } from "./article-schema";

const VALID_FRONT_MATTER = `---
title: "Geçerli Bir Deneme Yazısının Başlığı Burada"
slug: deneme-yazisi
excerpt: "Bu açıklama yetmiş ile yüz altmış karakter arasında olmalı; arama sonucunda görünen meta açıklaması olarak da kullanılır."
author: Selin Aydın
date: 2026-10-01
category: seo
readTime: 6
image: /images/blog/deneme-yazisi.svg
imageAlt: "Deneme yazısının kapak görseli"
relatedServices: [/seo]
relatedTools: [/seo-araclari/meta-uretici]
---

## Giriş

Metin.
`;

function withField(field: string, value: string): string {
  return VALID_FRONT_MATTER.replace(new RegExp(`^${field}: .*$`, "m"), `${field}: ${value}`);
}

describe("article front matter", () => {
  it("accepts a complete, valid article", () => {
    const article = parseArticleSource("deneme-yazisi.md", VALID_FRONT_MATTER);
    expect(article).toMatchObject({ slug: "deneme-yazisi", category: "seo", readTime: 6, date: "2026-10-01" });
    expect(article.body.startsWith("## Giriş")).toBe(true);
  });

  it.each([
    ["category", "reklam", /category/],
    ["readTime", "4", /readTime/],
    ["readTime", "11", /readTime/],
    ["readTime", "6.5", /readTime/],
    ["date", "2026-02-30", /date/],
    ["date", "14.10.2026", /date/],
    ["slug", "Deneme_Yazısı", /slug/],
    ["excerpt", '"Çok kısa."', /excerpt/],
    ["author", "Bilinmeyen Yazar", /author/],
    ["image", "https://cdn.example.com/kapak.jpg", /image/],
    ["relatedServices", "[/olmayan-sayfa]", /relatedServices/],
    ["relatedTools", "[/seo]", /relatedTools/],
  ])("rejects %s: %s", (field, value, message) => {
    expect(() => parseArticleSource("deneme-yazisi.md", withField(field, value))).toThrow(message);
  });

  it("rejects unknown fields, a slug that differs from the file name, an H1 in the body and a missing front matter", () => {
    expect(() => parseArticleSource("deneme-yazisi.md", VALID_FRONT_MATTER.replace("readTime: 6", "readTime: 6\ntags: [x]"))).toThrow(/tags/);
    expect(() => parseArticleSource("baska-ad.md", VALID_FRONT_MATTER)).toThrow(/dosya adıyla/);
    expect(() => parseArticleSource("deneme-yazisi.md", `${VALID_FRONT_MATTER}\n# İkinci başlık\n`)).toThrow(/H1/);
    expect(() => parseArticleSource("deneme-yazisi.md", "## Ön bilgi yok")).toThrow(ArticleSourceError);
  });

  it("counts words without Markdown syntax, link targets or code blocks", () => {
    expect(countWords("## Başlık\n\nBir [bağlantı](https://ornek.com/uzun-adres) ve **kalın** metin.\n\n```\nkod satırı burada\n```")).toBe(6);
  });
});

describe("the blog's articles", () => {
  it("has at least 8 articles, so 'Daha Fazla Makale Yükle' has something to show after the first 6", () => {
    expect(BLOG_ARTICLES.length).toBeGreaterThanOrEqual(8);
  });

  it("reads the same articles through Vite (app) and from disk (prerender list)", () => {
    expect(readArticlesFromDisk().map((article) => article.slug)).toEqual(BLOG_ARTICLES.map((article) => article.slug));
  });

  it("has unique slugs and lists them newest first", () => {
    const slugs = BLOG_ARTICLES.map((article) => article.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const dates = BLOG_ARTICLES.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("covers every category chip with at least one article", () => {
    for (const category of BLOG_CATEGORIES) {
      expect(BLOG_ARTICLES.some((article) => article.category === category.slug), category.label).toBe(true);
    }
  });

  it.each(BLOG_ARTICLES.map((article) => [article.slug, article] as const))("%s: 700-1,500 words, headings, honest read time", (_slug, article) => {
    expect(article.wordCount).toBeGreaterThanOrEqual(700);
    expect(article.wordCount).toBeLessThanOrEqual(1500);
    expect(article.readTime).toBeGreaterThanOrEqual(5);
    expect(article.readTime).toBeLessThanOrEqual(10);
    // Turkish prose reads at roughly 150 words a minute; the stated time stays within 2 minutes of that.
    expect(Math.abs(article.readTime - article.wordCount / 150)).toBeLessThanOrEqual(2);
    expect(article.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(4);
  });
});
