import { csvCell } from "~/shared/csv";
import { describe, expect, it } from "vitest";
import type { CrawlPage, CrawlResult, SkippedUrl } from "~/capabilities/crawl/site-crawl";
import {
  buildCrawlSitemap,
  crawlReportToCsv,
  lastmodFromEvidence,
  normaliseCrawlUrl,
} from "./from-crawl";
import { crawledPage, crawlResultOf } from "../../../tests/support/crawl-records";
import { validateSitemap } from "../../../tests/support/sitemap-xsd";
import { buildSitemapXml, mergeSitemapEntries } from "./sitemap";

const O = "https://site.example";

function page(path: string, extra: Partial<CrawlPage> = {}): CrawlPage {
  return crawledPage(O, path, { title: path, ...extra });
}

const noindexMeta = {
  meta: { noindex: true, nofollow: false },
  header: { noindex: false, nofollow: false },
  noindex: true,
  nofollow: false,
};
const noindexHeader = {
  meta: { noindex: false, nofollow: false },
  header: { noindex: true, nofollow: false },
  noindex: true,
  nofollow: false,
};

function skipped(path: string, extra: Partial<SkippedUrl>): SkippedUrl {
  return { url: O + path, reason: "robots", detail: null, contentType: null, foundOn: O + "/", ...extra };
}

function crawl(pages: CrawlPage[], rest: Partial<CrawlResult> = {}): CrawlResult {
  return crawlResultOf(O, pages, rest);
}

const site = crawl(
  [
    page("/", {
      source: "start",
      foundOn: null,
      canonical: { html: O + "/", header: null },
      internalLinks: [O + "/a", O + "/broken", O + "/old", O + "/noindex", O + "/copy", O + "/hdr"],
    }),
    page("/a", {
      internalLinks: [O + "/broken", O + "/"],
      lastmod: [
        { source: "last-modified", value: "2026-11-10T08:00:00.000Z" },
        { source: "json-ld", value: "2026-11-01T07:00:00.000Z" },
        { source: "article:modified_time", value: "2026-11-02T09:00:00.000Z" },
      ],
    }),
    page("/broken", { status: 404, contentType: null, error: "http_status" }),
    page("/old", { finalUrl: O + "/new", redirects: [O + "/old", O + "/older"] }),
    page("/noindex", { robots: noindexMeta }),
    page("/hdr", { robots: noindexHeader }),
    page("/copy", { canonical: { html: "/a", header: null } }),
    page("/hcopy", { canonical: { html: null, header: O + "/a" } }),
    page("/self#frag", { canonical: { html: O + "/self", header: null } }),
    page("/gone", { status: 410, contentType: null, source: "sitemap", foundOn: O + "/sitemap.xml" }),
  ],
  {
    skipped: [
      skipped("/private/x", { reason: "robots", detail: "Disallow: /private/ (line 2)" }),
      skipped("/file.pdf", { reason: "non-html", contentType: "application/pdf" }),
      skipped("/later", { reason: "limit", detail: "pages" }),
    ],
    sitemaps: {
      files: [],
      urls: [
        { loc: O + "/", lastmod: null, sitemap: O + "/sitemap.xml" },
        { loc: O + "/a", lastmod: null, sitemap: O + "/sitemap.xml" },
        { loc: O + "/gone", lastmod: null, sitemap: O + "/sitemap.xml" },
        { loc: O + "/noindex", lastmod: null, sitemap: O + "/sitemap.xml" },
        { loc: O + "/never-seen", lastmod: null, sitemap: O + "/sitemap.xml" },
        { loc: O + "/a", lastmod: null, sitemap: O + "/sitemap.xml" },
      ],
      urlsTruncated: false,
    },
  },
);

describe("buildCrawlSitemap", () => {
  const report = buildCrawlSitemap(site);

  it("lists exactly the indexable pages, home first with the home defaults", () => {
    expect(report.entries.map((entry) => entry.url)).toEqual([O + "/", O + "/a", O + "/new", O + "/self"]);
    expect(report.entries[0]).toMatchObject({ priority: 1, changefreq: "weekly" });
    expect(report.entries[1]).toMatchObject({ priority: 0.8, changefreq: "weekly" });
    expect(report.complete).toBe(true);
  });

  it("takes lastmod only from the page's evidence, never invented", () => {
    expect(report.entries.find((entry) => entry.url === O + "/a")?.lastmod).toBe("2026-11-01");
    expect(report.entries.find((entry) => entry.url === O + "/new")?.lastmod).toBe("");
  });

  it("gives every excluded page its reason", () => {
    const byUrl = new Map(report.excluded.map((item) => [item.url, item.reason]));
    expect(byUrl.get(O + "/noindex")).toEqual({ kind: "noindex", source: "meta" });
    expect(byUrl.get(O + "/hdr")).toEqual({ kind: "noindex", source: "header" });
    expect(byUrl.get(O + "/copy")).toEqual({ kind: "canonical", canonical: O + "/a" });
    expect(byUrl.get(O + "/hcopy")).toEqual({ kind: "canonical", canonical: O + "/a" });
    expect(byUrl.get(O + "/broken")).toEqual({ kind: "status", status: 404 });
    expect(byUrl.get(O + "/old")).toEqual({ kind: "redirect", target: O + "/new" });
    expect(byUrl.get(O + "/older")).toEqual({ kind: "redirect", target: O + "/new" });
    expect(byUrl.get(O + "/private/x")).toEqual({ kind: "robots", rule: "Disallow: /private/ (line 2)" });
    expect(byUrl.get(O + "/file.pdf")).toEqual({ kind: "non-html", contentType: "application/pdf" });
    expect(byUrl.has(O + "/later")).toBe(false);
    expect(byUrl.has(O + "/")).toBe(false);
  });

  it("reports broken links with every page linking to them, not sitemap-only dead URLs", () => {
    expect(report.broken).toEqual([{ url: O + "/broken", status: 404, linkedFrom: [O + "/", O + "/a"] }]);
  });

  it("reports redirect chains hop by hop and robots.txt blocks with the rule", () => {
    expect(report.redirects).toEqual([{ chain: [O + "/old", O + "/older", O + "/new"], linkedFrom: [O + "/"] }]);
    expect(report.blocked).toEqual([{ url: O + "/private/x", rule: "Disallow: /private/ (line 2)", foundOn: O + "/" }]);
  });

  it("compares with the site's sitemap both ways", () => {
    expect(report.sitemap?.listed).toBe(5);
    expect(report.sitemap?.sitemapOnly).toEqual([
      { url: O + "/gone", sitemap: O + "/sitemap.xml", reason: { kind: "status", status: 410 } },
      { url: O + "/noindex", sitemap: O + "/sitemap.xml", reason: { kind: "noindex", source: "meta" } },
      { url: O + "/never-seen", sitemap: O + "/sitemap.xml", reason: null },
    ]);
    expect(report.sitemap?.missing).toEqual([O + "/new", O + "/self"]);
  });

  it("has no comparison without a sitemap, and marks a stopped crawl as partial", () => {
    const partial = buildCrawlSitemap(crawl([page("/", { source: "start" })], { stopReason: "cancelled" }));
    expect(partial.sitemap).toBeNull();
    expect(partial.complete).toBe(false);
    expect(partial.entries).toHaveLength(1);
  });

  it("keeps a page that was also reached through a redirect as one entry", () => {
    const twice = buildCrawlSitemap(
      crawl([page("/", { source: "start" }), page("/b"), page("/r", { finalUrl: O + "/b", redirects: [O + "/r"] })]),
    );
    expect(twice.entries.map((entry) => entry.url)).toEqual([O + "/", O + "/b"]);
    expect(twice.excluded).toEqual([{ url: O + "/r", reason: { kind: "redirect", target: O + "/b" } }]);
  });

  it("produces entries the existing XML builder turns into a sitemap valid against sitemaps.org's XSD", async () => {
    const xml = buildSitemapXml(report.entries);
    expect(xml.ok && xml.urlCount).toBe(4);
    expect(xml.ok && xml.xml).toContain("<lastmod>2026-11-01</lastmod>");
    if (!xml.ok) return;
    expect(await validateSitemap(xml.xml)).toEqual({ valid: true, errors: [] });
  });
});

describe("lastmodFromEvidence", () => {
  it("prefers the page's own dates, then Last-Modified, and takes the latest of a kind", () => {
    expect(lastmodFromEvidence([])).toBe("");
    expect(lastmodFromEvidence([{ source: "last-modified", value: "2026-11-10T08:00:00.000Z" }])).toBe("2026-11-10");
    expect(
      lastmodFromEvidence([
        { source: "last-modified", value: "2026-11-10T08:00:00.000Z" },
        { source: "article:modified_time", value: "2026-11-02T09:00:00.000Z" },
      ]),
    ).toBe("2026-11-02");
    expect(
      lastmodFromEvidence([
        { source: "json-ld", value: "2026-01-01T00:00:00.000Z" },
        { source: "json-ld", value: "2026-03-01T00:00:00.000Z" },
      ]),
    ).toBe("2026-03-01");
    expect(lastmodFromEvidence([{ source: "json-ld", value: "not a date" }])).toBe("");
  });
});

describe("normaliseCrawlUrl", () => {
  it("drops fragments, resolves relative canonicals and refuses non-http", () => {
    expect(normaliseCrawlUrl("HTTPS://Site.Example/a#x")).toBe(O + "/a");
    expect(normaliseCrawlUrl("/b", O + "/a")).toBe(O + "/b");
    expect(normaliseCrawlUrl("mailto:x@y.z")).toBeNull();
    expect(normaliseCrawlUrl("not a url")).toBeNull();
  });
});

describe("crawlReportToCsv", () => {
  const csv = crawlReportToCsv(buildCrawlSitemap(site));
  const lines = csv.replace(/^\uFEFF/, "").split("\r\n");

  it("starts with Turkish headers and uses CRLF", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe("Bulgu türü,URL,Ayrıntı,Bağlantı veren sayfalar");
    expect(csv.endsWith("\r\n")).toBe(true);
  });

  it("has one row per finding, with the broken link's referrers", () => {
    expect(lines).toContain(`Kırık iç bağlantı,${O}/broken,HTTP 404,${O}/ ${O}/a`);
    expect(lines.some((line) => line.startsWith(`Yönlendirme zinciri,${O}/old,`))).toBe(true);
    expect(lines).toContain(`robots.txt ile engelli,${O}/private/x,Disallow: /private/ (line 2),${O}/`);
    expect(lines).toContain(`Site haritasında eksik,${O}/new,"dizine eklenebilir, site haritasında yok",`);
    expect(lines.filter((line) => line.startsWith('"Site haritasında var, taramada yok'))).toHaveLength(3);
    expect(lines.filter((line) => line.includes(`,${O}/broken,`))).toHaveLength(1);
  });

  it("quotes per RFC 4180 and neutralises formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
  });
});

describe("mergeSitemapEntries", () => {
  const found = buildCrawlSitemap(site).entries;
  const current = [
    { url: "", priority: 1, changefreq: "weekly" as const, lastmod: "2026-01-01" },
    { url: O + "/a", priority: 0.5, changefreq: "daily" as const, lastmod: "" },
  ];

  it("replaces the list, or appends only new addresses and keeps the visitor's edits", () => {
    expect(mergeSitemapEntries(current, found, "replace")).toEqual(found);
    const appended = mergeSitemapEntries(current, found, "append");
    expect(appended.map((entry) => entry.url)).toEqual([O + "/a", O + "/", O + "/new", O + "/self"]);
    expect(appended[0]?.priority).toBe(0.5);
  });
});
