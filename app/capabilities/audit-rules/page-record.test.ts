import { describe, expect, it } from "vitest";
import { HTML_PARSE_LIMITS } from "~/capabilities/markup/parse-limits";
import { RECORD_LIMITS } from "./audit-page";
import { pageRecordReader, readCookies, readPageRecord, type PageAnswer } from "./page-record";

const answer = (headers: PageAnswer["headers"] = {}): Omit<PageAnswer, "htmlChars"> => ({
  url: "https://ornek.com.tr/a",
  finalUrl: "https://ornek.com.tr/a",
  status: 200,
  redirects: [],
  source: "link",
  foundOn: null,
  headers,
  transferBytes: 100,
  ttfbMs: 50,
});

describe("the audit's page record", () => {
  it("reads the head, the headings, the links and the visible text", () => {
    const html = `<!doctype html><html lang="tr"><head><meta charset="UTF-8"><title> Başlık </title>
      <meta name="description" content="Açıklama"><link rel="canonical" href="/a"><meta property="og:title" content="OG">
      <meta name="twitter:card" content="summary"><link rel="alternate" hreflang="en" href="/en/a"><link rel="stylesheet" href="/s.css">
      <script src="/app.js"></script><script type="application/ld+json">{"@type":"Organization"}</script><script type="application/ld+json">{bozuk</script>
      <style>p{color:red}</style></head>
      <body><svg><title>ikon</title></svg><h1>Ana <b>başlık</b></h1><p>Bir iki&nbsp;üç.</p><script>var gizli = "metin";</script>
      <h3>Atlanan</h3><a href="/b#x">B sayfası</a><a href="https://baska.example/" rel="nofollow"><img src="/l.png" alt="Logo"></a>
      <img src="http://ornek.com.tr/eski.jpg" loading="lazy"><form action="http://ornek.com.tr/gonder" method="POST"></form>
      <div>dört</div><div>beş</div></body></html>`;
    const page = readPageRecord(answer({ "content-type": "text/html", "x-request-id": "abc" }), html);
    expect(page).toMatchObject({
      lang: "tr",
      charset: "utf-8",
      titles: ["Başlık"],
      descriptions: ["Açıklama"],
      canonicals: ["https://ornek.com.tr/a"],
      openGraph: { "og:title": "OG" },
      twitter: { "twitter:card": "summary" },
      hreflang: [{ lang: "en", href: "https://ornek.com.tr/en/a" }],
      headings: [
        { level: 1, text: "Ana başlık" },
        { level: 3, text: "Atlanan" },
      ],
      links: [
        { url: "https://ornek.com.tr/b", internal: true, nofollow: false, text: "B sayfası" },
        { url: "https://baska.example/", internal: false, nofollow: true, text: "Logo" },
      ],
      scripts: [{ src: "https://ornek.com.tr/app.js", inHead: true, async: false, defer: false, module: false }],
      stylesheets: [{ href: "https://ornek.com.tr/s.css", inHead: true, media: null }],
      forms: [{ action: "http://ornek.com.tr/gonder", method: "post" }],
      insecureResources: ["http://ornek.com.tr/eski.jpg"],
      headers: { "content-type": "text/html" },
      truncated: false,
    });
    expect(page.jsonLd).toEqual([{ invalid: false, value: { "@type": "Organization" } }, { invalid: true, value: null }]);
    expect(page.text).toBe("Ana başlık Bir iki üç. Atlanan B sayfası dört beş");
    expect(page.wordCount).toBe(10);
    expect(page.inlineScriptChars).toBeGreaterThan(0);
    expect(page.inlineStyleChars).toBe("p{color:red}".length);
    expect(page.images.map((image) => [image.alt, image.index])).toEqual([
      ["Logo", 0],
      [null, 1],
    ]);
    expect(Object.keys(page.headers)).not.toContain("x-request-id");
  });

  it("counts words split across slices once", () => {
    const reader = pageRecordReader({ ...answer(), htmlChars: 40 });
    for (const slice of ["<body><p>kel", "ime ay", "rı</p><p>son</p>"]) reader.write(slice);
    const page = reader.finish();
    expect(page.wordCount).toBe(3);
    expect(page.text).toBe("kelime ayrı son");
  });

  it("stops at the depth cap and keeps what it read", () => {
    const html = `<title>Derin</title><body>${"<div>".repeat(HTML_PARSE_LIMITS.maxDepth + 10)}<a href="/x">x</a>`;
    const page = readPageRecord(answer(), html);
    expect(page.truncated).toBe(true);
    expect(page.titles).toEqual(["Derin"]);
    expect(page.links).toEqual([]);
  });

  it("cuts every list and text at its bound, whatever the page sends", () => {
    const many = (count: number, item: (i: number) => string): string => Array.from({ length: count }, (_, i) => item(i)).join("");
    const html =
      `<head>${many(50, (i) => `<title>t${i}</title><meta name="description" content="d${i}">`)}` +
      `<script type="application/ld+json">${JSON.stringify({ big: "x".repeat(RECORD_LIMITS.jsonLdChars) })}</script></head><body>` +
      many(RECORD_LIMITS.links + 50, (i) => `<a href="/l${i}">${"bağlantı ".repeat(50)}</a>`) +
      many(RECORD_LIMITS.images + 50, (i) => `<img src="/i${i}.png">`) +
      many(RECORD_LIMITS.headings + 50, (i) => `<h2>${"başlık ".repeat(100)}${i}</h2>`) +
      `<p>${"kelime ".repeat(50_000)}</p>`;
    const page = readPageRecord(answer({ "set-cookie": Array.from({ length: 100 }, (_, i) => `c${i}=gizli-değer; Secure`) }), html);
    expect(page.truncated).toBe(true);
    expect(page.titles).toHaveLength(RECORD_LIMITS.titles);
    expect(page.descriptions).toHaveLength(RECORD_LIMITS.descriptions);
    expect(page.links).toHaveLength(RECORD_LIMITS.links);
    expect(Math.max(...page.links.map((link) => link.text.length))).toBeLessThanOrEqual(RECORD_LIMITS.linkTextChars);
    expect(page.images).toHaveLength(RECORD_LIMITS.images);
    expect(page.headings).toHaveLength(RECORD_LIMITS.headings);
    expect(Math.max(...page.headings.map((heading) => heading.text.length))).toBeLessThanOrEqual(RECORD_LIMITS.headingChars);
    expect(page.text.length).toBeLessThanOrEqual(RECORD_LIMITS.textChars);
    expect(page.wordCount).toBeGreaterThan(50_000);
    expect(page.jsonLd).toEqual([{ invalid: false, value: null }]);
    expect(page.cookies).toHaveLength(RECORD_LIMITS.cookies);
    expect(JSON.stringify(page).length).toBeLessThan(500_000);
  });

  it("keeps at most RECORD_LIMITS.linkChars of link addresses, however long the links", () => {
    const base = `https://ornek.com.tr/${"a".repeat(1_900)}/`;
    const html = `<body>${Array.from({ length: 400 }, (_, i) => `<a href="${base}${i}">x</a>`).join("")}</body>`;
    const page = readPageRecord(answer(), html);
    expect(page.truncated).toBe(true);
    expect(page.links.reduce((sum, link) => sum + link.url.length, 0)).toBeLessThanOrEqual(RECORD_LIMITS.linkChars);
    expect(page.links.length).toBeGreaterThan(40);
  });

  it("keeps cookie names and flags, never their values", () => {
    expect(readCookies({ "set-cookie": ["oturum=abc123; Path=/; Secure; HttpOnly; SameSite=Lax", "tercih=1"] })).toEqual([
      { name: "oturum", secure: true, httpOnly: true, sameSite: "lax" },
      { name: "tercih", secure: false, httpOnly: false, sameSite: null },
    ]);
  });
});
