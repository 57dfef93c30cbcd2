import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, blogListUrl, parseCategoryParam, parsePageParam } from "./categories";
import { PAGES } from "~/site/pages";

describe("blog filter", () => {
  it("offers the required chips with ASCII slugs", () => {
    expect(BLOG_CATEGORIES.map((category) => category.label)).toEqual([
      "SEO",
      "Sosyal Medya",
      "E-ticaret",
      "Web Tasarım",
      "Analitik",
      "İçerik Pazarlaması",
    ]);
    for (const category of BLOG_CATEGORIES) expect(category.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it("reads the query leniently: unknown categories show everything, bad pages are page 1", () => {
    expect(parseCategoryParam("seo")).toBe("seo");
    expect(parseCategoryParam("SEO")).toBeNull();
    expect(parseCategoryParam(null)).toBeNull();
    expect(parsePageParam("2")).toBe(2);
    expect(parsePageParam("0")).toBe(1);
    expect(parsePageParam("-3")).toBe(1);
    expect(parsePageParam("abc")).toBe(1);
    expect(parsePageParam("99999")).toBe(1);
  });

  it("gives every filter state one URL", () => {
    expect(blogListUrl(null)).toBe("/blog");
    expect(blogListUrl("seo")).toBe("/blog?kategori=seo");
    expect(blogListUrl("seo", 2)).toBe("/blog?kategori=seo&sayfa=2");
    expect(blogListUrl(null, 2)).toBe("/blog?sayfa=2");
  });

  it("is server-rendered when the query carries a filter (pages.ts dynamicQuery)", () => {
    const blog = PAGES.find((page) => page.path === "/blog");
    expect(blog && "dynamicQuery" in blog ? blog.dynamicQuery : []).toEqual(["kategori", "sayfa"]);
  });
});
