import { describe, expect, it } from "vitest";
import { PAGES } from "~/content/pages";
import { parseLlmsTxt } from "~/tools/llms-txt/format";
import { validateSitemap } from "~/tools/sitemap/xsd-validation.testutil";
import { siteLlmsTxt, siteRobotsTxt, siteSitemapXml } from "./site-files";

const ORIGIN = "https://www.example.com";

describe("/sitemap.xml", () => {
  it("validates against the sitemaps.org schema", async () => {
    const result = await validateSitemap(siteSitemapXml());
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every page of the route table once, with absolute SITE_URL addresses", () => {
    const locs = [...siteSitemapXml().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PAGES.map((page) => (page.path === "/" ? `${ORIGIN}/` : `${ORIGIN}${page.path}`)));
  });
});

describe("/robots.txt", () => {
  it("allows every crawler, keeps the API out and names the sitemap", () => {
    const robots = siteRobotsTxt();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/$/m);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
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
    expect(Object.keys(parsed.sections)).toEqual(["Hizmetler", "Ücretsiz SEO Araçları", "Kurumsal", "Eğitim ve Kaynaklar", "Optional"]);
  });

  it("links every page with an absolute URL and its description", () => {
    const parsed = parseLlmsTxt(siteLlmsTxt());
    const links = Object.values(parsed.sections).flat();
    expect(links).toHaveLength(PAGES.length);
    for (const link of links) {
      expect(link.url.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(link.description?.length).toBeGreaterThan(20);
    }
  });
});
