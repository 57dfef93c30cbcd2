import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { getPage, PAGES } from "~/site/pages";
import { documentTitle, pageMeta } from "./meta";

function find(meta: MetaDescriptor[], predicate: (tag: Record<string, unknown>) => boolean) {
  return meta.filter((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown>[];
}

describe("pageMeta", () => {
  it("builds title, description, canonical, Open Graph and Twitter tags from one page entry", () => {
    const page = getPage("/seo");
    const meta = pageMeta(page);
    expect(find(meta, (tag) => "title" in tag)).toEqual([{ title: "SEO Hizmetleri | Pusula Dijital" }]);
    expect(find(meta, (tag) => tag.name === "description")[0]?.content).toBe(page.description);
    expect(find(meta, (tag) => tag.rel === "canonical")[0]?.href).toBe("https://www.example.com/seo");
    expect(find(meta, (tag) => tag.property === "og:url")[0]?.content).toBe("https://www.example.com/seo");
    expect(find(meta, (tag) => tag.property === "og:image")[0]?.content).toBe("https://www.example.com/og-image.png");
    expect(find(meta, (tag) => tag.property === "og:locale")[0]?.content).toBe("tr_TR");
    expect(find(meta, (tag) => tag.name === "twitter:card")[0]?.content).toBe("summary_large_image");
  });

  it("puts the organisation on the home page and breadcrumbs on inner pages", () => {
    const home = find(pageMeta(getPage("/")), (tag) => "script:ld+json" in tag)[0]?.["script:ld+json"] as Record<string, unknown>;
    expect(home["@type"]).toBe("ProfessionalService");
    expect(home).toMatchObject({
      name: "Pusula Dijital",
      url: "https://www.example.com/",
      logo: "https://www.example.com/logo.svg",
      telephone: expect.stringMatching(/^\+90\d{10}$/),
      address: { "@type": "PostalAddress", addressCountry: "TR" },
    });
    expect(home.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: "09:00", closes: "18:00" }),
      expect.objectContaining({ opens: "10:00", closes: "15:00", dayOfWeek: ["https://schema.org/Saturday"] }),
    ]);

    const tool = find(pageMeta(getPage("/seo-araclari/sitemap-uretici")), (tag) => "script:ld+json" in tag)[0]?.[
      "script:ld+json"
    ] as { "@type": string; itemListElement: { position: number; name: string; item: string }[] };
    expect(tool["@type"]).toBe("BreadcrumbList");
    expect(tool.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: "https://www.example.com/" },
      { "@type": "ListItem", position: 2, name: "SEO Araçları", item: "https://www.example.com/seo-araclari" },
      { "@type": "ListItem", position: 3, name: "Sitemap Oluşturucu", item: "https://www.example.com/seo-araclari/sitemap-uretici" },
    ]);
  });

  it("adds extra JSON-LD and noindex when asked", () => {
    const meta = pageMeta(getPage("/blog"), { jsonLd: [{ "@type": "FAQPage" }], noindex: true });
    expect(find(meta, (tag) => "script:ld+json" in tag)).toHaveLength(2);
    expect(find(meta, (tag) => tag.name === "robots")[0]?.content).toBe("noindex, follow");
  });
});

describe("the page table", () => {
  it("gives every page a unique title, a 50-160 character description, an H1 and an introduction", () => {
    const titles = PAGES.map((page) => documentTitle(page));
    expect(new Set(titles).size).toBe(PAGES.length);
    for (const page of PAGES) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(documentTitle(page).length, page.path).toBeLessThanOrEqual(65);
      expect(page.h1.length, page.path).toBeGreaterThan(2);
      expect(page.intro.length, page.path).toBeGreaterThan(80);
      expect(page.intro).not.toMatch(/lorem|ipsum|yakında/i);
    }
  });

  it("names only parents that exist", () => {
    const paths = new Set(PAGES.map((page) => page.path));
    for (const page of PAGES) if ("parent" in page && page.parent) expect(paths.has(page.parent)).toBe(true);
  });
});
