import { describe, expect, it } from "vitest";
import type { CrawlPage, CrawlResult } from "~/capabilities/crawl/site-crawl";
import type { SiteCrawlResult } from "~/capabilities/crawl/schema";
import { crawledPage, crawlResultOf } from "../../../tests/support/crawl-records";
import { parseLlmsTxt } from "~/capabilities/llms-txt-grammar/format";
import {
  checkExistingLlmsTxt,
  fillLlmsHubForm,
  fillLlmsTxtForm,
  FROM_SITE_LIMITS,
  isIndexable,
  isLinkProblem,
  pageTitleWithout,
  proposeFromSite,
  sectionTitleFromSegment,
  siteNameFrom,
} from "./from-site";
import { createLlmsTxtForm, generateLlmsTxt } from "./generator";
import { LLMS_PAGES_SECTION_TITLE } from "./llms-file.content";
import { createLlmsHubForm, generateLlmsHubTxt } from "./hub-generator";

const ORIGIN = "https://www.ornek.example";

function page(path: string, overrides: Partial<CrawlPage> = {}): CrawlPage {
  return crawledPage(ORIGIN, path, overrides);
}

function crawlOf(pages: CrawlPage[], sitemap: string[] = []): CrawlResult {
  const urls = sitemap.map((path) => ({ loc: `${ORIGIN}${path}`, lastmod: null, sitemap: `${ORIGIN}/sitemap.xml` }));
  return crawlResultOf(ORIGIN, pages, { sitemaps: { files: [], urls, urlsTruncated: false } });
}

const noindex = {
  meta: { noindex: true, nofollow: false },
  header: { noindex: false, nofollow: false },
  noindex: true,
  nofollow: false,
};

function site(): CrawlPage[] {
  const all = [
    "/hakkimizda",
    "/iletisim",
    "/hizmetler",
    "/hizmetler/seo",
    "/hizmetler/reklam",
    "/blog/ilk-yazi",
    "/blog/ikinci-yazi",
  ].map((path) => `${ORIGIN}${path}`);
  return [
    page("/", {
      title: "Örnek Ajans | İstanbul'un dijital pazarlama ajansı",
      metaDescription: "  Küçük işletmeler için   SEO ve reklam. ",
      internalLinks: all,
      source: "start",
    }),
    page("/hakkimizda", { title: "Hakkımızda | Örnek Ajans", metaDescription: "Biz kimiz", internalLinks: [`${ORIGIN}/iletisim`] }),
    page("/iletisim", { title: "İletişim | Örnek Ajans", internalLinks: [`${ORIGIN}/hizmetler`] }),
    page("/hizmetler", { title: "Hizmetlerimiz | Örnek Ajans", internalLinks: [`${ORIGIN}/hizmetler/seo`] }),
    page("/hizmetler/seo", { title: "SEO | Örnek Ajans", metaDescription: "Arama motoru optimizasyonu" }),
    page("/hizmetler/reklam", { title: "Reklam | Örnek Ajans" }),
    page("/blog/ilk-yazi", { title: "İlk yazı | Örnek Ajans" }),
    page("/blog/ikinci-yazi", { title: "İkinci yazı | Örnek Ajans" }),
    page("/gizli", { title: "Gizli | Örnek Ajans", robots: noindex }),
    page("/kopya", { title: "Kopya | Örnek Ajans", canonical: { html: `${ORIGIN}/hakkimizda`, header: null } }),
    page("/yok", { status: 404, error: "http_status", contentType: null, title: null }),
    page("/eski", { finalUrl: `${ORIGIN}/hakkimizda`, redirects: [`${ORIGIN}/eski`], title: "Hakkımızda | Örnek Ajans" }),
  ];
}

describe("site name and titles", () => {
  it("takes the part of the home title that other pages repeat", () => {
    expect(siteNameFrom("Örnek Ajans | Dijital pazarlama", ["SEO | Örnek Ajans", "Blog - Örnek Ajans"])).toBe("Örnek Ajans");
    expect(siteNameFrom("Dijital pazarlama - Örnek Ajans", ["SEO - Örnek Ajans"])).toBe("Örnek Ajans");
  });

  it("keeps the whole title when no part repeats", () => {
    expect(siteNameFrom("Örnek Ajans | Dijital pazarlama", ["SEO", "Blog"])).toBe("Örnek Ajans | Dijital pazarlama");
    expect(siteNameFrom("  Ana sayfa ", [])).toBe("Ana sayfa");
    expect(siteNameFrom(null, [])).toBe("");
  });

  it("drops the site name from page titles", () => {
    expect(pageTitleWithout("Hakkımızda | Örnek Ajans", "Örnek Ajans")).toBe("Hakkımızda");
    expect(pageTitleWithout("Örnek Ajans", "Örnek Ajans")).toBe("Örnek Ajans");
    expect(pageTitleWithout("SEO - Rehber", "Örnek Ajans")).toBe("SEO - Rehber");
  });

  it("names a section from its path segment in Turkish case", () => {
    expect(sectionTitleFromSegment("ilan-ver")).toBe("İlan ver");
    expect(sectionTitleFromSegment("%C3%BCr%C3%BCnler")).toBe("Ürünler");
  });
});

describe("indexable pages", () => {
  it("keeps 200 HTML pages that are not noindex and canonical to themselves", () => {
    const pages = site();
    const verdicts = Object.fromEntries(pages.map((item) => [new URL(item.url).pathname, isIndexable(item)]));
    expect(verdicts).toMatchObject({ "/": true, "/gizli": false, "/kopya": false, "/yok": false, "/hakkimizda": true });
    expect(isIndexable(page("/pdf", { contentType: "application/pdf" }))).toBe(false);
    expect(isIndexable(page("/self", { canonical: { html: `${ORIGIN}/self#x`, header: null } }))).toBe(true);
  });
});

describe("proposeFromSite", () => {
  const result: SiteCrawlResult = { crawl: crawlOf(site()), llmsTxt: null };

  it("proposes name, summary and sections by path, most important first", () => {
    const proposal = proposeFromSite(result);
    expect(proposal.siteName).toBe("Örnek Ajans");
    expect(proposal.siteUrl).toBe(`${ORIGIN}/`);
    expect(proposal.summary).toBe("Küçük işletmeler için SEO ve reklam.");
    expect(proposal.sections.map((section) => [section.title, section.pages.map((item) => item.title)])).toEqual([
      [LLMS_PAGES_SECTION_TITLE, ["İletişim", "Hakkımızda"]],
      ["Hizmetlerimiz", ["Hizmetlerimiz", "SEO", "Reklam"]],
      ["Blog", ["İkinci yazı", "İlk yazı"]],
    ]);
    expect(proposal.sections[1]?.pages[1]).toEqual({
      url: `${ORIGIN}/hizmetler/seo`,
      title: "SEO",
      description: "Arama motoru optimizasyonu",
    });
    const urls = proposal.sections.flatMap((section) => section.pages.map((item) => item.url));
    expect(urls).not.toContain(`${ORIGIN}/gizli`);
    expect(urls).not.toContain(`${ORIGIN}/kopya`);
    expect(urls).not.toContain(`${ORIGIN}/`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("caps pages per section and in total", () => {
    const many = Array.from({ length: 12 }, (_, section) =>
      Array.from({ length: 12 }, (_, index) => page(`/b${section}/p${index}`, { title: `P${section}.${index}` })),
    ).flat();
    const proposal = proposeFromSite({ crawl: crawlOf([page("/", { title: "Site" }), ...many]), llmsTxt: null });
    expect(proposal.sections.length).toBeLessThanOrEqual(FROM_SITE_LIMITS.sections);
    for (const section of proposal.sections) expect(section.pages.length).toBeLessThanOrEqual(FROM_SITE_LIMITS.perSection);
    const total = proposal.sections.reduce((sum, section) => sum + section.pages.length, 0);
    expect(total).toBeLessThanOrEqual(FROM_SITE_LIMITS.total);
    expect(total).toBeGreaterThan(0);
  });
});

describe("filling the forms", () => {
  const proposal = proposeFromSite({ crawl: crawlOf(site()), llmsTxt: null });

  it("fills an empty tool form with sections that render and parse", () => {
    const { form, summary } = fillLlmsTxtForm(createLlmsTxtForm(), proposal);
    expect(form.siteName).toBe("Örnek Ajans");
    expect(form.siteUrl).toBe(`${ORIGIN}/`);
    expect(summary).toEqual({ filledFields: 3, addedPages: 7 });
    const text = generateLlmsTxt({ ...form, pages: form.pages, faqs: form.faqs });
    const parsed = parseLlmsTxt(text);
    expect(parsed.title).toBe("Örnek Ajans");
    expect(Object.keys(parsed.sections)).toEqual([LLMS_PAGES_SECTION_TITLE, "Hizmetlerimiz", "Blog"]);
    expect(parsed.sections.Hizmetlerimiz?.[1]).toEqual({
      title: "SEO",
      url: `${ORIGIN}/hizmetler/seo`,
      description: "Arama motoru optimizasyonu",
    });
  });

  it("keeps what the visitor typed and adds only new pages", () => {
    const typed = {
      ...createLlmsTxtForm(),
      siteName: "Benim adım",
      pages: [
        { key: 4, title: "Bize ulaşın", url: "/iletisim", description: "" },
        { key: 5, title: "", url: "", description: "" },
      ],
    };
    const { form, summary } = fillLlmsTxtForm(typed, proposal);
    expect(form.siteName).toBe("Benim adım");
    expect(form.description).toBe("Küçük işletmeler için SEO ve reklam.");
    expect(form.pages[0]).toEqual({ key: 4, title: "Bize ulaşın", url: "/iletisim", description: "" });
    expect(form.pages.filter((row) => row.url.endsWith("/iletisim"))).toHaveLength(1);
    expect(summary.addedPages).toBe(6);
  });

  it("maps sections onto the hub's three lists", () => {
    const { form } = fillLlmsHubForm(createLlmsHubForm(), proposal);
    expect(form.projectName).toBe("Örnek Ajans");
    expect(form.projectDescription).toBe("Küçük işletmeler için SEO ve reklam.");
    expect(form.docs.map((row) => row.title)).toEqual(["İletişim", "Hakkımızda", "Hizmetlerimiz", "SEO", "Reklam"]);
    expect(form.examples.map((row) => row.title)).toEqual(["İkinci yazı", "İlk yazı"]);
    expect(form.optional).toEqual([{ title: "", url: "", description: "" }]);
    expect(() => parseLlmsTxt(generateLlmsHubTxt(form))).not.toThrow();
  });
});

describe("checkExistingLlmsTxt", () => {
  const text = [
    "# Örnek Ajans",
    "",
    "> Dijital pazarlama",
    "",
    "Bilgi.",
    "",
    "## Sayfalar",
    "",
    `- [Hakkımızda](${ORIGIN}/hakkimizda)`,
    `- [Eski](${ORIGIN}/eski)`,
    `- [Yok](${ORIGIN}/yok)`,
    `- [Gizli](${ORIGIN}/gizli)`,
    `- [Kopya](${ORIGIN}/kopya)`,
    `- [Hiç](${ORIGIN}/hic-taranmadi)`,
    "- [Dış](https://baska.example/)",
    "",
  ].join("\n");

  it("checks every link against the crawl and lists omitted sitemap pages", () => {
    const result: SiteCrawlResult = {
      crawl: crawlOf(site(), ["/", "/hakkimizda", "/hizmetler/seo", "/gizli", "/yok"]),
      llmsTxt: { url: `${ORIGIN}/llms.txt`, status: 200, text },
    };
    const check = checkExistingLlmsTxt(result, proposeFromSite(result));
    expect(check?.found).toBe(true);
    expect(check?.problems).toEqual([]);
    expect(check?.links.map((link) => [link.title, link.verdict])).toEqual([
      ["Hakkımızda", { kind: "ok" }],
      ["Eski", { kind: "redirect", to: `${ORIGIN}/hakkimizda` }],
      ["Yok", { kind: "broken", status: 404 }],
      ["Gizli", { kind: "noindex" }],
      ["Kopya", { kind: "canonical", to: `${ORIGIN}/hakkimizda` }],
      ["Hiç", { kind: "not-crawled" }],
      ["Dış", { kind: "external" }],
    ]);
    expect(check?.links.filter((link) => isLinkProblem(link.verdict))).toHaveLength(5);
    expect(check?.omitted.map((item) => item.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/hizmetler/seo`]);
    expect(check?.omitted[1]?.title).toBe("SEO");
  });

  it("lists format problems and still checks the links it can read", () => {
    const broken = "Giriş\n# Başlık\n\n## Bölüm\n\n- [A](/hakkimizda)\n- [A](/hakkimizda)\nserbest metin\n";
    const result: SiteCrawlResult = {
      crawl: crawlOf(site()),
      llmsTxt: { url: `${ORIGIN}/llms.txt`, status: 200, text: broken },
    };
    const check = checkExistingLlmsTxt(result);
    const codes = check?.problems.map((problem) => problem.code);
    expect(codes).toContain("format");
    expect(codes).toContain("no-summary");
    expect(codes).toContain("relative-link");
    expect(codes).toContain("duplicate-link");
    expect(check?.problems.find((problem) => problem.code === "format")).toMatchObject({ line: 1 });
    expect(check?.links[0]?.verdict).toEqual({ kind: "ok" });
  });

  it("says when the site has no llms.txt, and nothing when it was not asked for", () => {
    const crawl = crawlOf(site());
    expect(checkExistingLlmsTxt({ crawl, llmsTxt: { url: `${ORIGIN}/llms.txt`, status: 404, text: null } })).toMatchObject({
      found: false,
      status: 404,
    });
    expect(checkExistingLlmsTxt({ crawl, llmsTxt: null })).toBeNull();
  });
});
