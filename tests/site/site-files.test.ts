import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/features/blog/articles";
import { PAGES } from "~/site/pages";
import { parseLlmsTxt } from "~/capabilities/llms-txt-grammar/format";
import { validateSitemap } from "../support/sitemap-xsd";
import { blogSiteArticles } from "~/features/blog/site-articles";
import { siteLlmsTxt as llmsTxtOf, siteRobotsTxt } from "~/features/site-files/site-files";
import { loader as sitemapLoader } from "~/routes/files/sitemap";
import { contentSignalsFor, parseContentSignals } from "~/capabilities/ai-crawlers/content-signals";

/** What the routes serve: the blog's articles handed to the site files. */
const siteSitemapXml = (): Promise<string> => sitemapLoader().text();
const siteLlmsTxt = (): string => llmsTxtOf(blogSiteArticles());

const ORIGIN = "https://www.example.com";

describe("/sitemap.xml", () => {
  it("validates against the sitemaps.org schema", async () => {
    const result = await validateSitemap(await siteSitemapXml());
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every page of the route table once, then every blog article, with absolute SITE_URL addresses", async () => {
    const locs = [...(await siteSitemapXml()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      ...PAGES.map((page) => (page.path === "/" ? `${ORIGIN}/` : `${ORIGIN}${page.path}`)),
      ...BLOG_ARTICLES.map((article) => `${ORIGIN}/blog/${article.slug}`),
    ]);
  });

  it("gives blog articles their own date as lastmod, and static pages none", async () => {
    const xml = await siteSitemapXml();
    const first = BLOG_ARTICLES[0];
    expect(first).toBeDefined();
    expect(xml).toContain(`<loc>${ORIGIN}/blog/${first?.slug}</loc>`);
    expect([...xml.matchAll(/<lastmod>/g)]).toHaveLength(BLOG_ARTICLES.length);
    expect(xml).toContain(`<lastmod>${first?.updated ?? first?.date}</lastmod>`);
  });
});

describe("/robots.txt", () => {
  it("allows every crawler, keeps the API out and names the sitemap", () => {
    const robots = siteRobotsTxt();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/$/m);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("says what the content may be used for (Content Signals, docs/decisions/039), read by our own simulator's parser", () => {
    const file = parseContentSignals(siteRobotsTxt());
    expect(file.lines.map((line) => line.unknown)).toEqual([[]]);
    const signals = contentSignalsFor(file, "GPTBot");
    expect(Object.fromEntries(Object.entries(signals).map(([key, applied]) => [key, applied.allowed]))).toEqual({ search: true, "ai-input": true, "ai-train": true });
  });
});

describe("/llms.txt", () => {
  it("follows the llmstxt.org grammar: H1, summary, info, link-only sections and Optional", () => {
    const text = siteLlmsTxt();
    expect(text.startsWith("# Pusula Dijital\n\n> ")).toBe(true);
    expect(text).not.toMatch(/^###/m);
    const parsed = parseLlmsTxt(text);
    expect(parsed.title).toBe("Pusula Dijital");
    expect(parsed.summary).toMatch(/dijital pazarlama ajansıdır/);
    expect(parsed.info).toBeTruthy();
    expect(Object.keys(parsed.sections)).toEqual([
      "Hizmetler",
      "Ücretsiz SEO Araçları",
      "Kurumsal",
      "Eğitim ve Kaynaklar",
      "Blog Yazıları",
      "Optional",
    ]);
  });

  it("links every page and blog article with an absolute URL and its description", () => {
    const parsed = parseLlmsTxt(siteLlmsTxt());
    const links = Object.values(parsed.sections).flat();
    expect(links).toHaveLength(PAGES.length + BLOG_ARTICLES.length);
    expect(parsed.sections["Blog Yazıları"]?.map((link) => link.url)).toEqual(
      BLOG_ARTICLES.map((article) => `${ORIGIN}/blog/${article.slug}`),
    );
    for (const link of links) {
      expect(link.url.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(link.description?.length).toBeGreaterThan(20);
    }
  });
});
