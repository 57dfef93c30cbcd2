import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crawlDelaySeconds } from "./crawl-delay";
import { parseRobotsDirectives } from "../robots-directives";
import { canonicalFromLinkHeader, extractPage } from "./page";
import { SitemapTooLargeError, parseSitemap, readSitemaps, sitemapText, sitemapUrlsFromRobots } from "./sitemaps";
import { SafeFetchError } from "~/.server/safe-fetch";

describe("parseSitemap", () => {
  it("reads urlsets and indexes, namespace prefixes included", () => {
    expect(
      parseSitemap('<urlset xmlns="x"><url><loc> https://a.test/1 </loc><lastmod>2026-01-02</lastmod></url><url><loc>https://a.test/2</loc></url></urlset>'),
    ).toEqual({
      kind: "urlset",
      entries: [
        { loc: "https://a.test/1", lastmod: "2026-01-02" },
        { loc: "https://a.test/2", lastmod: null },
      ],
      truncated: false,
    });
    expect(parseSitemap("<sm:sitemapindex><sm:sitemap><sm:loc>https://a.test/s.xml</sm:loc></sm:sitemap></sm:sitemapindex>").kind).toBe("index");
    expect(parseSitemap("<html><body>no</body></html>").kind).toBe("unknown");
  });

  it("stops at the entry cap and never expands DTD entities", () => {
    const many = `<urlset>${"<url><loc>https://a.test/</loc></url>".repeat(10)}</urlset>`;
    expect(parseSitemap(many, 3)).toMatchObject({ truncated: true, entries: { length: 3 } });
    const laughs = '<!DOCTYPE u [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><urlset><url><loc>https://a.test/&b;</loc></url></urlset>';
    expect(parseSitemap(laughs).entries[0]?.loc).toBe("https://a.test/&b;");
  });
});

describe("sitemapText", () => {
  it("inflates gzip within the cap and refuses beyond it", () => {
    const xml = "<urlset></urlset>";
    expect(sitemapText(gzipSync(xml), 1_000)).toEqual({ text: xml, gzip: true });
    expect(() => sitemapText(gzipSync(Buffer.alloc(100_000, 0x61)), 10_000)).toThrow(SitemapTooLargeError);
    expect(() => sitemapText(Buffer.alloc(20_000, 0x61), 10_000)).toThrow(SitemapTooLargeError);
  });
});

describe("readSitemaps", () => {
  it("keeps the status of a file that answered with an error, and only then", async () => {
    const result = await readSitemaps({
      roots: ["https://a.test/yok.xml", "https://a.test/yavas.xml"],
      fetchFile: async (url) => {
        throw url.endsWith("yok.xml") ? new SafeFetchError("http_status", "status", { status: 404 }) : new SafeFetchError("timeout", "timeout");
      },
      isOnHost: () => true,
      errorCode: (error) => (error instanceof SafeFetchError ? error.code : "network"),
    });
    expect(result.files.map((f) => [f.refused, f.errorCode, f.httpStatus])).toEqual([
      ["fetch-error", "http_status", 404],
      ["fetch-error", "timeout", undefined],
    ]);
  });

  it("follows one level of indexes, refuses off-host files and caps URLs per job", async () => {
    const files: Record<string, string> = {
      "https://a.test/index.xml":
        "<sitemapindex><sitemap><loc>https://a.test/1.xml</loc></sitemap><sitemap><loc>https://evil.test/2.xml</loc></sitemap></sitemapindex>",
      "https://a.test/1.xml": "<urlset><url><loc>https://a.test/x</loc></url><url><loc>https://a.test/y</loc></url></urlset>",
    };
    const fetched: string[] = [];
    const result = await readSitemaps({
      roots: ["https://a.test/index.xml"],
      fetchFile: async (url) => {
        fetched.push(url);
        return { finalUrl: url, bytes: Buffer.from(files[url] ?? "") };
      },
      isOnHost: (url) => url.startsWith("https://a.test/"),
      errorCode: () => "network",
      maxUrls: 1,
    });
    expect(fetched).toEqual(["https://a.test/index.xml", "https://a.test/1.xml"]);
    expect(result.files.map((f) => f.refused)).toEqual([null, null, "off-host"]);
    expect(result.urls).toEqual([{ loc: "https://a.test/x", lastmod: null, sitemap: "https://a.test/1.xml" }]);
    expect(result.urlsTruncated).toBe(true);
  });

  it("keeps URLs up to a character budget, the long ones of a hostile sitemap included", async () => {
    const file = "https://a.test/" + "s".repeat(2_000) + ".xml";
    const locs = Array.from({ length: 100 }, (_, i) => `https://a.test/${String(i).padStart(2_000, "0")}`);
    const xml = `<urlset>${locs.map((loc) => `<url><loc>${loc}</loc><lastmod>2026-01-02</lastmod></url>`).join("")}</urlset>`;
    const read = (maxUrlChars?: number) =>
      readSitemaps({
        roots: [file],
        fetchFile: async (url) => ({ finalUrl: url, bytes: Buffer.from(xml) }),
        isOnHost: (url) => url.startsWith("https://a.test/"),
        errorCode: () => "network",
        ...(maxUrlChars === undefined ? {} : { maxUrlChars }),
      });
    const whole = await read();
    expect(whole.urls).toHaveLength(100);
    expect(whole.urlsTruncated).toBe(false);
    const perUrl = (locs[0] ?? "").length + file.length + "2026-01-02".length;
    const capped = await read(perUrl * 10 + perUrl / 2);
    expect(capped.urls.map((u) => u.loc)).toEqual(locs.slice(0, 10));
    expect(capped.urlsTruncated).toBe(true);
  });

  it("reads Sitemap: lines of robots.txt", () => {
    expect(sitemapUrlsFromRobots("User-agent: *\nSitemap: /s.xml\nsitemap:https://a.test/t.xml # x\nSitemap: ftp://x/", "https://a.test/robots.txt")).toEqual([
      "https://a.test/s.xml",
      "https://a.test/t.xml",
    ]);
  });
});

describe("crawlDelaySeconds", () => {
  it("prefers the group naming the crawler over *", () => {
    const robots = "User-agent: *\nCrawl-delay: 5\n\nUser-agent: Other\nUser-agent: PusulaDijitalBot/1.0\nCrawl-delay: 0.5\n";
    expect(crawlDelaySeconds(robots, "PusulaDijitalBot")).toBe(0.5);
    expect(crawlDelaySeconds(robots, "SomethingElse")).toBe(5);
    expect(crawlDelaySeconds("User-agent: *\nDisallow: /", "PusulaDijitalBot")).toBeNull();
  });
});

describe("page extraction", () => {
  it("reads metadata, links and only real dates", () => {
    const html = `<html><head><base href="/docs/"><title> Başlık
      </title><meta name="description" content="Özet"><link rel="canonical" href="c"><meta name="ROBOTS" content="NOINDEX">
      <script type="application/ld+json">{"@graph":[{"@type":"WebPage","dateModified":"2026-05-01"},{"datePublished":"2020-01-01"}]}</script>
      <script type="application/ld+json">{broken</script></head>
      <body><svg><title>ikon</title></svg><a href="a#x">A</a><a href="a">A2</a><a href="/n" rel="external nofollow">N</a><a href="javascript:void(0)">J</a></body></html>`;
    const page = extractPage(html, "https://a.test/x", "PusulaDijitalBot");
    expect(page).toMatchObject({
      title: "Başlık",
      metaDescription: "Özet",
      canonical: "https://a.test/docs/c",
      metaRobots: { noindex: true, nofollow: false },
      links: ["https://a.test/docs/a"],
      nofollowLinks: ["https://a.test/n"],
      lastmod: [{ source: "json-ld", value: "2026-05-01T00:00:00.000Z" }],
      truncated: false,
    });
  });

  it("stops at the depth cap instead of parsing forever", () => {
    const page = extractPage(`<title>t</title>${"<div>".repeat(5_000)}<a href="/deep">x</a>`, "https://a.test/", "PusulaDijitalBot");
    expect(page.truncated).toBe(true);
    expect(page.title).toBe("t");
  });

  it("reads robots directives for us only and canonical Link headers", () => {
    expect(parseRobotsDirectives(["googlebot: noindex", "pusuladijitalbot: nofollow"], "PusulaDijitalBot")).toEqual({ noindex: false, nofollow: true });
    expect(parseRobotsDirectives(["none"], "PusulaDijitalBot")).toEqual({ noindex: true, nofollow: true });
    expect(canonicalFromLinkHeader(['<https://a.test/p.css>; rel=preload, </c>; rel="canonical"'], "https://a.test/x")).toBe("https://a.test/c");
  });
});
