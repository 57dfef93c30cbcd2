import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { analyzePage, analyzePageWithinLimits } from "./analyze";
import { HTML_LIMITS, HtmlLimitError } from "./limits";
import type { PageAnalysis } from "./types";

const kitchenSink = readFileSync(new URL("../../../tests/fixtures/page-analyzer/kitchen-sink.html", import.meta.url), "utf8");
const PAGE_URL = "https://www.example.com/sayfa/";

const ids = (issues: PageAnalysis["seoScore"]["issues"]): string[] => issues.map((i) => i.id);

/** A page that satisfies every rule: used to show each rule fires on its own. */
function perfectPage(overrides: { head?: string; body?: string; htmlAttrs?: string } = {}): string {
  const sentence = "Dijital pazarlama ajansımız işletmelere görünürlük kazandırır.";
  const paragraph = Array.from({ length: 60 }, () => sentence).join(" ");
  return `<!doctype html><html ${overrides.htmlAttrs ?? 'lang="tr"'}><head>
    <title>Örnek Ajans – SEO Hizmetleri</title>
    <meta name="description" content="Örnek Ajans SEO ve web tasarım hizmetleri sunar.">
    <link rel="canonical" href="${PAGE_URL}">
    <script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"SEO"}</script>
    ${overrides.head ?? ""}
  </head><body><main>
    <h1>SEO Hizmetleri</h1><h2>Neden biz?</h2><p>${paragraph}</p>
    <a href="/iletisim">İletişim sayfası</a>
    <img src="/a.png" alt="Ekip fotoğrafı">
    ${overrides.body ?? ""}
  </main></body></html>`;
}

describe("analyzePage: kitchen-sink fixture", () => {
  const analysis = analyzePage({
    url: PAGE_URL,
    html: kitchenSink,
    headers: { "X-Robots-Tag": ["gptbot: noindex", "nofollow"] },
  });

  it("reads title, description, canonical and lang", () => {
    expect(analysis.url).toBe(PAGE_URL);
    expect(analysis.title).toBe("Dijital Pazarlama Ajansı | Örnek");
    expect(analysis.metaDescription).toBe("İstanbul'da SEO ve web tasarım hizmetleri.");
    expect(analysis.canonical).toBe("https://www.example.com/hizmetler");
    expect(analysis.lang).toBe("tr");
  });

  it("lists headings in document order with inline markup flattened", () => {
    expect(analysis.headings).toEqual([
      { level: 1, text: "Dijital Pazarlama" },
      { level: 3, text: "Atlanan seviye" },
      { level: 1, text: "İkinci H1" },
    ]);
  });

  it("extracts the text a non-rendering crawler sees", () => {
    expect(analysis.content.split("\n")).toEqual([
      "Ana Sayfa İletişim Partner",
      "Dijital Pazarlama",
      "Türkiye'nin ekonomik kalkınması, üretim kapasitesinin artırılmasına bağlıdır. Bu durum çok önemlidir.",
      "Atlanan seviye",
      "İkinci H1",
      "Buraya",
      "Ad Telefon", // labels and inputs are inline: one line
      "SEO",
      "© 2025 Örnek Ajans",
    ]);
    for (const hidden of ["betik metni", "stil metni", "JavaScript kapalı", "şablon metni", "Örnek Ajans\"", "color"]) {
      expect(analysis.content).not.toContain(hidden);
    }
  });

  it("resolves image sources against <base> and keeps missing vs empty alt apart", () => {
    expect(analysis.images).toEqual([
      { src: "https://www.example.com/img/logo.png", alt: "Ajans logosu" },
      { src: "https://www.example.com/sayfa/gorsel.jpg", alt: null },
      { src: "https://www.example.com/sayfa/dekor.svg", alt: "" },
      { src: "https://www.example.com/i.png", alt: "Sepet" },
    ]);
  });

  it("lists absolute links with their accessible text", () => {
    expect(analysis.links).toEqual([
      { href: "https://www.example.com/", text: "Ana Sayfa" },
      { href: "https://www.example.com/iletisim", text: "İletişim" },
      { href: "https://baska.example.org/", text: "Partner" },
      { href: "https://www.example.com/blog", text: "Buraya" },
      { href: "https://www.example.com/sepet", text: "Sepet" },
      { href: "https://www.example.com/bos", text: "" },
      { href: "https://www.example.com/sayfa/#icerik", text: "" },
    ]);
  });

  it("parses valid JSON-LD and reports invalid blocks", () => {
    expect(analysis.structuredData).toEqual([
      { "@context": "https://schema.org", "@type": "Organization", name: "Örnek Ajans" },
    ]);
    expect(analysis.structuredDataErrors).toEqual(["2. JSON-LD bloğu geçerli JSON değil."]);
  });

  it("combines meta robots, bot-specific meta and scoped X-Robots-Tag", () => {
    expect(analysis.robotsDirectives.entries).toEqual([
      { source: "meta", scope: "*", directives: ["index", "follow"] },
      { source: "meta", scope: "gptbot", directives: ["noindex"] },
      { source: "header", scope: "gptbot", directives: ["noindex"] },
      { source: "header", scope: "*", directives: ["nofollow"] },
    ]);
    expect(analysis.robotsDirectives.noindex).toBe(false);
    expect(analysis.robotsDirectives.nofollow).toBe(true);
    expect(analysis.robotsDirectives.gptbot).toEqual({ noindex: true, nofollow: true });
  });

  it("scores SEO from the rule table", () => {
    expect(ids(analysis.seoScore.issues)).toEqual([
      "h1-multiple",
      "heading-skip",
      "gptbot-noindex",
      "thin-content",
      "structured-data-invalid",
      "images-missing-alt",
    ]);
    expect(analysis.seoScore.score).toBe(100 - 5 - 3 - 10 - 10 - 5 - 5);
    expect(analysis.seoScore.band).toBe("İyi");
    expect(analysis.seoScore.issues.find((i) => i.id === "h1-multiple")?.message).toBe(
      "Sayfada 2 adet H1 başlığı var; tek bir H1 önerilir.",
    );
  });

  it("scores accessibility from the rule table", () => {
    expect(analysis.accessibility.issues.map((i) => [i.id, i.count])).toEqual([
      ["images-missing-alt", 1],
      ["empty-links", 2], // "/bos" and the &nbsp;-only anchor
      ["empty-buttons", 2], // <button></button> and <input type="button">
      ["form-labels-missing", 2], // e-mail input and select; label[for], wrapping label, aria-label pass
      ["heading-order", 1],
      ["vague-link-text", 1], // "Buraya"
    ]);
    expect(analysis.accessibility.score).toBe(100 - 15 - 10 - 10 - 15 - 5 - 5);
    expect(analysis.accessibility.band).toBe("Zayıf");
  });

  it("measures readability over the extracted text", () => {
    expect(analysis.readability.wordCount).toBe(27);
    expect(analysis.readability.sentenceCount).toBe(3);
  });

  it("leaves aiCrawlers empty unless robots.txt was supplied", () => {
    expect(analysis.aiCrawlers).toBeNull();
  });
});

describe("analyzePage: rules one at a time", () => {
  it("a clean page scores 100 on both", () => {
    const a = analyzePage({ url: PAGE_URL, html: perfectPage() });
    expect(a.seoScore).toEqual({ score: 100, band: "Mükemmel", issues: [] });
    expect(a.accessibility).toEqual({ score: 100, band: "Mükemmel", issues: [] });
  });

  it.each([
    ["missing title", perfectPage().replace(/<title>.*<\/title>/, ""), ["title-missing"], ["title-missing"]],
    [
      "title over 60 characters",
      perfectPage().replace(/<title>.*<\/title>/, `<title>${"Uzun başlık ".repeat(6)}</title>`),
      ["title-too-long"],
      [],
    ],
    ["missing description", perfectPage().replace(/<meta name="description"[^>]*>/, ""), ["meta-description-missing"], []],
    [
      "description over 155 characters",
      perfectPage().replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${"açıklama ".repeat(20)}">`),
      ["meta-description-too-long"],
      [],
    ],
    ["no H1", perfectPage().replace("<h1>SEO Hizmetleri</h1>", ""), ["h1-missing"], []],
    ["noindex", perfectPage({ head: '<meta name="robots" content="noindex">' }), ["noindex"], []],
    ["robots none", perfectPage({ head: '<meta name="robots" content="none">' }), ["noindex"], []],
    ["no canonical", perfectPage().replace(/<link rel="canonical"[^>]*>/, ""), ["canonical-missing"], []],
    [
      "no structured data",
      perfectPage().replace(/<script type="application\/ld\+json">.*<\/script>/, ""),
      ["structured-data-missing"],
      [],
    ],
    ["only external links", perfectPage().replace('href="/iletisim"', 'href="https://baska.example.org/"'), ["no-internal-links"], []],
    ["missing lang", perfectPage({ htmlAttrs: "" }), [], ["lang-missing"]],
    ["no main landmark", perfectPage().replace("<main>", "<div>").replace("</main>", "</div>"), [], ["main-landmark-missing"]],
    ['role="main" counts', perfectPage().replace("<main>", '<div role="main">').replace("</main>", "</div>"), [], []],
    ["icon-only button", perfectPage({ body: '<button><svg aria-hidden="true"></svg></button>' }), [], ["empty-buttons"]],
    ["unlabelled textarea", perfectPage({ body: "<textarea></textarea>" }), [], ["form-labels-missing"]],
    ["placeholder is not a label", perfectPage({ body: '<input placeholder="Ad">' }), [], ["form-labels-missing"]],
    ["vague Turkish link", perfectPage({ body: '<a href="/x">TIKLAYIN »</a>' }), [], ["vague-link-text"]],
    ["image without alt", perfectPage({ body: '<img src="/b.png">' }), ["images-missing-alt"], ["images-missing-alt"]],
  ])("%s", (_name, html, seo, a11y) => {
    const a = analyzePage({ url: PAGE_URL, html });
    expect(ids(a.seoScore.issues)).toEqual(seo);
    expect(ids(a.accessibility.issues)).toEqual(a11y);
  });

  it("fires thin-content under 300 words", () => {
    const html = perfectPage().replace(/<p>.*<\/p>/, "<p>Kısa metin.</p>");
    const a = analyzePage({ url: PAGE_URL, html });
    expect(ids(a.seoScore.issues)).toEqual(["thin-content"]);
    expect(a.seoScore.issues[0]?.message).toMatch(/^İçerik çok kısa \(\d+ kelime\); en az 300 kelime önerilir\.$/);
  });

  it("X-Robots-Tag noindex for everybody costs the noindex penalty", () => {
    const a = analyzePage({ url: PAGE_URL, html: perfectPage(), headers: { "x-robots-tag": "noindex, nofollow" } });
    expect(ids(a.seoScore.issues)).toEqual(["noindex"]);
    expect(a.seoScore.score).toBe(70);
  });

  it("robots.txt blocking GPTBot is reported", () => {
    const a = analyzePage({ url: PAGE_URL, html: perfectPage(), robotsTxt: "User-agent: GPTBot\nDisallow: /" });
    expect(ids(a.seoScore.issues)).toEqual(["gptbot-disallowed"]);
    expect(a.aiCrawlers?.find((v) => v.bot === "GPTBot")).toMatchObject({
      allowed: false,
      rule: { directive: "disallow", path: "/", line: 2 },
      group: { userAgents: ["GPTBot"], line: 1, matchedBy: "token" },
    });
  });

  it("missing robots.txt (null) allows everybody", () => {
    const a = analyzePage({ url: PAGE_URL, html: perfectPage(), robotsTxt: null });
    expect(a.aiCrawlers?.every((v) => v.allowed && v.rule === null && v.reason === "no-robots-txt")).toBe(true);
    expect(ids(a.seoScore.issues)).toEqual([]);
  });
});

describe("analyzePage: robustness", () => {
  it("copes with an empty document", () => {
    const a = analyzePage({ url: "https://example.com", html: "" });
    expect(a.url).toBe("https://example.com/");
    expect(a.content).toBe("");
    expect(a.readability).toMatchObject({ wordCount: 0, readabilityScore: 0, sentenceCount: 1 });
    expect(a.seoScore.score).toBeGreaterThanOrEqual(0);
  });

  it("reads markup nested up to the depth limit", () => {
    const depth = HTML_LIMITS.maxDepth;
    const html = `${"<div>".repeat(depth)}derin${"</div>".repeat(depth)}`;
    expect(analyzePage({ url: PAGE_URL, html }).content).toBe("derin");
  });

  it("stops at once beyond the depth limit instead of parsing quadratically", () => {
    const html = "<div>".repeat(200_000);
    const started = performance.now();
    expect(() => analyzePage({ url: PAGE_URL, html })).toThrow(HtmlLimitError);
    expect(analyzePageWithinLimits({ url: PAGE_URL, html })).toEqual({ ok: false, refusal: "depth" });
    // Only catches a blow-up: about 0.1 s here, 18 s before the limit existed; 5 s is 10 times
    // what a loaded machine takes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("stops beyond the element limit", () => {
    const html = "<i></i>".repeat(HTML_LIMITS.maxElements + 1);
    expect(analyzePageWithinLimits({ url: PAGE_URL, html })).toEqual({ ok: false, refusal: "elements" });
    expect(analyzePageWithinLimits({ url: PAGE_URL, html: "<i></i>".repeat(HTML_LIMITS.maxElements) }).ok).toBe(true);
  });

  it("ignores a <title> inside inline SVG", () => {
    const a = analyzePage({ url: PAGE_URL, html: "<body><svg><title>ikon</title></svg><title>Gerçek</title></body>" });
    expect(a.title).toBe("Gerçek");
  });

  it("decodes entities and collapses whitespace", () => {
    const a = analyzePage({ url: PAGE_URL, html: "<p>Fiyat&nbsp;&amp;   kalite\n\n  bir   arada</p><p>İkinci&#32;paragraf</p>" });
    expect(a.content).toBe("Fiyat & kalite bir arada\nİkinci paragraf");
  });

  it("keeps unparsable hrefs out instead of failing", () => {
    const a = analyzePage({ url: PAGE_URL, html: '<a href="http://[bozuk">x</a><a href="mailto:info@example.com">E-posta</a>' });
    expect(a.links).toEqual([{ href: "mailto:info@example.com", text: "E-posta" }]);
  });
});

describe("readability in the page analysis", () => {
  // The reference paragraph of capabilities/text-metrics/readability.test.ts, computed by hand there.
  const PARAGRAPH =
    "Türkiye'nin ekonomik kalkınması, üretim kapasitesinin artırılmasına bağlıdır. Bu durum çok önemlidir.";

  it("gives the same figures through analyzePage", () => {
    const a = analyzePage({ url: "https://example.com/", html: `<html lang="tr"><body><p>${PARAGRAPH}</p></body></html>` });
    expect(a.readability.readabilityScore).toBe(45.7);
    expect(a.readability.wordCount).toBe(11);
  });
});
