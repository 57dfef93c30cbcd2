import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { validateRss } from "../../../tests/support/rss-schema";
import { absoluteUrl } from "~/site/site-url";
import { BLOG_ARTICLES } from "./articles";
import { blogRssXml, rfc822Date, type FeedArticle } from "./rss-feed";
import { loader } from "~/routes/files/rss";

const HOSTILE: FeedArticle = {
  slug: "kacis-testi",
  title: `<script>alert("x")</script> & 'tırnak' ]]> testi`,
  excerpt: "Kontrol karakteri\u0001 ve <b>etiket</b> & işaret içeren bir özet; okuyucu bunları düz metin olarak görmeli.",
  date: "2026-02-28",
  author: "Selin Aydın",
  category: "seo",
};

describe("blog RSS feed", () => {
  it("is well-formed RSS 2.0 with the spec's required elements (libxml2 against a RELAX NG grammar)", async () => {
    const xml = blogRssXml(BLOG_ARTICLES);
    expect(await validateRss(xml)).toEqual({ valid: true, errors: [] });
    expect(await validateRss(blogRssXml([HOSTILE, ...BLOG_ARTICLES]))).toEqual({ valid: true, errors: [] });
    // The grammar does refuse what the spec forbids: a channel without a link, a bad date.
    expect((await validateRss(xml.replace(/<link>[^<]*<\/link>/, ""))).valid).toBe(false);
    expect((await validateRss(xml.replace(/<pubDate>[^<]*<\/pubDate>/, "<pubDate>2026-11-20</pubDate>"))).valid).toBe(false);
  });

  it("lists every article, newest first, with absolute links, guids and RFC 822 dates", () => {
    const $ = cheerio.load(blogRssXml(BLOG_ARTICLES), { xml: true });
    expect($("rss > channel > title").text()).toBe("Pusula Dijital Blog");
    expect($("rss > channel > link").text()).toBe(absoluteUrl("/blog"));
    expect($("rss > channel > language").text()).toBe("tr");
    const self = $("rss > channel > atom\\:link");
    expect(self.attr("rel")).toBe("self");
    expect(self.attr("href")).toBe(absoluteUrl("/blog/rss.xml"));
    expect(self.attr("type")).toBe("application/rss+xml");

    const items = $("rss > channel > item").toArray();
    expect(items).toHaveLength(BLOG_ARTICLES.length);
    items.forEach((item, index) => {
      const article = BLOG_ARTICLES[index];
      if (!article) throw new Error("more items than articles");
      const $item = $(item);
      expect($item.children("title").text()).toBe(article.title);
      expect($item.children("link").text()).toBe(absoluteUrl(`/blog/${article.slug}`));
      expect($item.children("guid").text()).toBe(absoluteUrl(`/blog/${article.slug}`));
      expect($item.children("guid").attr("isPermaLink")).toBe("true");
      expect($item.children("description").text()).toBe(article.excerpt);
      expect(new Date($item.children("pubDate").text()).toISOString()).toBe(new Date(`${article.date}T00:00:00+03:00`).toISOString());
      expect($item.children("dc\\:creator").text()).toBe(article.author);
    });
    const newest = BLOG_ARTICLES.map((article) => article.updated ?? article.date).sort().at(-1) ?? "";
    expect($("rss > channel > lastBuildDate").text()).toBe(rfc822Date(newest));
  });

  it("escapes titles and excerpts so they read back exactly, minus characters XML cannot carry", () => {
    const xml = blogRssXml([HOSTILE]);
    expect(xml).not.toContain("<script>");
    expect(xml).not.toContain("\u0001");
    const $ = cheerio.load(xml, { xml: true });
    expect($("item > title").text()).toBe(HOSTILE.title);
    expect($("item > description").text()).toBe(HOSTILE.excerpt.replace("\u0001", ""));
    expect(blogRssXml([{ ...HOSTILE, title: `a&b<c>"d'` }])).toContain("<title>a&amp;b&lt;c&gt;&quot;d&apos;</title>");
  });

  it("writes RFC 822 dates with the weekday, a four-digit year and Istanbul's offset", () => {
    expect(rfc822Date("2026-11-20")).toBe("Fri, 20 Nov 2026 00:00:00 +0300");
    expect(rfc822Date("2027-01-03")).toBe("Sun, 03 Jan 2027 00:00:00 +0300");
    expect(rfc822Date("2024-02-29")).toBe("Thu, 29 Feb 2024 00:00:00 +0300");
  });

  it("is served as RSS by its resource route", async () => {
    const response = loader();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(await response.text()).toBe(blogRssXml(BLOG_ARTICLES));
  });
});
