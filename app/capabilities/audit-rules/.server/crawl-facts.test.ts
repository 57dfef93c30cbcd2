import { describe, expect, it } from "vitest";
import type { SitemapFileRecord } from "~/capabilities/crawl/site-crawl";
import { compileRobots } from "~/capabilities/robots-txt/match";
import { comparableUrl } from "../site-index";
import { googlebotBlocked, sitemapFileFacts } from "./crawl-facts";

const file = (url: string, change: Partial<SitemapFileRecord> = {}): SitemapFileRecord => ({
  url,
  kind: "urlset",
  parent: null,
  gzip: false,
  entries: 10,
  truncated: false,
  refused: null,
  errorCode: null,
  ...change,
});
const failed = (url: string, status?: number, change: Partial<SitemapFileRecord> = {}): SitemapFileRecord =>
  file(url, { kind: null, entries: 0, refused: "fetch-error", errorCode: status === undefined ? "timeout" : "http_status", ...(status === undefined ? {} : { httpStatus: status }), ...change });

describe("sitemapFileFacts", () => {
  it("takes a guessed /sitemap.xml answering 404 or an HTML page for no sitemap, not for a broken one", () => {
    expect(sitemapFileFacts([failed("https://a.test/sitemap.xml", 404)], false)).toEqual({ problems: [], unknown: false });
    expect(sitemapFileFacts([file("https://a.test/sitemap.xml", { kind: "unknown", entries: 0, refused: "not-sitemap" })], false)).toEqual({ problems: [], unknown: false });
  });

  it("reports a file robots.txt names that answers an error, is not a sitemap, is too large or lists nothing", () => {
    const facts = sitemapFileFacts(
      [
        failed("https://a.test/yok.xml", 404),
        file("https://a.test/html.xml", { kind: "unknown", entries: 0, refused: "not-sitemap" }),
        file("https://a.test/dev.xml.gz", { kind: null, entries: 0, refused: "too-large", gzip: true }),
        file("https://a.test/bos.xml", { entries: 0 }),
        // An empty part of an index is harmless.
        file("https://a.test/bos-parca.xml", { entries: 0, parent: "https://a.test/index.xml" }),
      ],
      true,
    );
    expect(facts.problems).toEqual([
      { url: "https://a.test/yok.xml", problem: "status", status: 404 },
      { url: "https://a.test/html.xml", problem: "not-sitemap", status: null },
      { url: "https://a.test/dev.xml.gz", problem: "too-large", status: null },
      { url: "https://a.test/bos.xml", problem: "empty", status: null },
    ]);
    expect(facts.unknown).toBe(false);
  });

  it("knows nothing from a request without an answer, a firewall's refusal or our own bounds", () => {
    expect(sitemapFileFacts([failed("https://a.test/sitemap.xml")], true)).toEqual({ problems: [], unknown: true });
    expect(sitemapFileFacts([failed("https://a.test/sitemap.xml", 403)], true)).toEqual({ problems: [], unknown: true });
    expect(sitemapFileFacts([file("https://a.test/s.xml", { refused: "limit" }), file("https://cdn.test/s.xml", { refused: "off-host" })], true)).toEqual({ problems: [], unknown: false });
  });
});

describe("googlebotBlocked", () => {
  it("judges sitemap URLs by Googlebot's rules of their origin, and leaves other origins unjudged", async () => {
    const rules = new Map([
      ["https://a.test", compileRobots("User-agent: Googlebot\nDisallow: /uye/\n\nUser-agent: *\nDisallow: /\n", "googlebot")],
      ["http://a.test", null],
    ]);
    const verdict = await googlebotBlocked(["https://a.test/urun/1", "https://a.test/uye/panel", "http://a.test/uye/panel", "https://b.test/uye/panel"], rules);
    expect(verdict).toEqual({ urls: ["https://a.test/uye/panel"], judged: 3 });
  });
});

describe("comparableUrl", () => {
  it("spells one page one way: scheme, www, host case, default port, closing slash, empty query, escape case", () => {
    const page = comparableUrl("https://www.a.test/kad%C4%B1k%C3%B6y/");
    for (const spelling of ["http://A.test:80/kad%c4%b1k%c3%b6y", "https://a.test:443/kadıköy?", "https://WWW.a.test/kad%C4%B1k%C3%B6y"]) expect(comparableUrl(spelling)).toBe(page);
    // Path case and parameters may name another page.
    expect(comparableUrl("https://a.test/Kadikoy")).not.toBe(comparableUrl("https://a.test/kadikoy"));
    expect(comparableUrl("https://a.test/x?renk=mavi")).not.toBe(comparableUrl("https://a.test/x"));
  });
});
