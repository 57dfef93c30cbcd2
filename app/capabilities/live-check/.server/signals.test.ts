import { describe, expect, it } from "vitest";
import { DEFAULT_ROBOTS_META_NAMES, extractSignals, extractSignalsInTurns, parseLinkHeader, robotsEntry } from "./signals";

const URL_ = "https://ornek.com.tr/sayfa";

describe("extractSignals", () => {
  it("ignores a <base href> and drops alternates longer than 2,048 characters (issue 28, item 5)", () => {
    const long = "x".repeat(2_100);
    const html = `<!doctype html><html><head>
      <base href="https://ornek.com.tr/${long}/">
      <link rel="canonical" href="kanonik">
      <link rel="alternate" hreflang="en" href="/en/${long}">
      <link rel="alternate" hreflang="de" href="/de/">
    </head><body></body></html>`;
    const signals = extractSignals(html, URL_, { link: `</${long}>; rel="alternate"; hreflang="fr"` });
    expect(signals.canonical).toBe("https://ornek.com.tr/kanonik");
    expect(signals.hreflang).toEqual([{ hreflang: "de", href: "https://ornek.com.tr/de/", source: "html" }]);
  });

  it("reads the head's signals, resolving relative URLs against the page (and <base>)", () => {
    const html = `<!doctype html><html lang="tr-TR"><head>
      <title> Başlık &amp; alt </title>
      <meta name="description" content="  Açıklama
        metni ">
      <base href="https://ornek.com.tr/tr/">
      <link rel="canonical" href="kanonik">
      <link rel="canonical" href="/ikinci">
      <meta property="og:url" content="https://ornek.com.tr/og">
      <link rel="alternate" hreflang="en-GB" href="/en/page">
      <link rel="alternate" hreflang="x-default" href="https://ornek.com.tr/">
      <meta name="robots" content="noindex, nofollow">
      <meta name="gptbot" content="noai">
    </head><body><p>Merhaba dünya</p></body></html>`;
    const signals = extractSignals(html, URL_, {}, ["robots", "gptbot"]);
    expect(signals).toMatchObject({
      title: "Başlık & alt",
      metaDescription: "Açıklama metni",
      lang: "tr-TR",
      canonical: "https://ornek.com.tr/tr/kanonik",
      canonicalHref: "kanonik",
      canonicalCount: 2,
      ogUrl: "https://ornek.com.tr/og",
      headerCanonical: null,
      hreflang: [
        { hreflang: "en-GB", href: "https://ornek.com.tr/en/page", source: "html" },
        { hreflang: "x-default", href: "https://ornek.com.tr/", source: "html" },
      ],
      robots: [
        { source: "meta", scope: "*", directives: ["noindex", "nofollow"] },
        { source: "meta", scope: "gptbot", directives: ["noai"] },
      ],
      wordCount: 2,
      emptyAppShell: false,
      truncated: false,
    });
  });

  it("reads the Link header's canonical and hreflang, and X-Robots-Tag with and without a bot scope", () => {
    const signals = extractSignals("<html><body>x</body></html>", URL_, {
      link: ['</kanonik>; rel="canonical"', '<https://ornek.com/en>; rel="alternate"; hreflang="en", </de>; rel=alternate; hreflang=de'],
      "x-robots-tag": ["noai, noimageai", "googlebot: noindex", "max-snippet: 20"],
    });
    expect(signals.headerCanonical).toBe("https://ornek.com.tr/kanonik");
    expect(signals.hreflang).toEqual([
      { hreflang: "en", href: "https://ornek.com/en", source: "header" },
      { hreflang: "de", href: "https://ornek.com.tr/de", source: "header" },
    ]);
    expect(signals.robots).toEqual([
      { source: "header", scope: "*", directives: ["noai", "noimageai"] },
      { source: "header", scope: "googlebot", directives: ["noindex"] },
      { source: "header", scope: "*", directives: ["max-snippet: 20"] },
    ]);
  });

  it("counts only what a crawler that does not run JavaScript reads, and spots an empty application shell", () => {
    const shell = '<html><head><title>Uygulama</title><script src="/app.js"></script></head><body><div id="root"></div><script>window.x = "çok kelime burada";</script></body></html>';
    const signals = extractSignals(shell, URL_);
    expect(signals.wordCount).toBe(0);
    expect(signals.scriptCount).toBe(2);
    expect(signals.emptyAppShell).toBe(true);

    const words = Array.from({ length: 300 }, (_, i) => `kelime${i}`).join(" ");
    const full = `<html><body><div id="root"><article><h1>Başlık</h1><p>${words}</p></article></div><script src="/app.js"></script><style>p{}</style></body></html>`;
    const rendered = extractSignals(full, URL_);
    expect(rendered.wordCount).toBe(301);
    expect(rendered.emptyAppShell).toBe(false);
  });

  it("keeps words of adjacent elements apart and ignores a <title> inside SVG", () => {
    const signals = extractSignals("<html><head><title>Sayfa</title></head><body><p>bir</p><p>iki</p><svg><title>ikon</title></svg></body></html>", URL_);
    expect(signals.wordCount).toBe(2);
    expect(signals.title).toBe("Sayfa");
  });

  it("stops at the element cap on a hostile page and says so", () => {
    const html = `<html><head><title>Derin</title></head><body>${"<div>".repeat(5_000)}</body></html>`;
    const signals = extractSignals(html, URL_);
    expect(signals.truncated).toBe(true);
    expect(signals.title).toBe("Derin");
  });

  it("reads a page in slices (what the live checks run) to the same signals as in one piece", async () => {
    const words = Array.from({ length: 3_000 }, (_, i) => `kelime${i}`).join(" ");
    const pages = [
      // Slice boundaries fall inside tags, attributes and words.
      `<html lang="tr"><head><title>Uzun sayfa</title><link rel="canonical" href="/k"><meta name="robots" content="noindex"></head><body><p>${words}</p><a hreflang="en" rel="alternate" href="/en">x</a></body></html>`,
      // The element cap stops the parse in a later slice.
      `<html><head><title>Derin</title></head><body>${"<div>".repeat(5_000)}${"<p>sonra</p>".repeat(2_000)}</body></html>`,
    ];
    const headers = { "x-robots-tag": ["noarchive"] };
    for (const html of pages) {
      expect(html.length).toBeGreaterThan(3 * 4096);
      expect(await extractSignalsInTurns(html, URL_, headers, DEFAULT_ROBOTS_META_NAMES)).toEqual(extractSignals(html, URL_, headers));
    }
  });
});

describe("parseLinkHeader", () => {
  it("drops targets that are not http(s) and keeps every relation of an entry", () => {
    expect(parseLinkHeader(['<javascript:alert(1)>; rel="canonical", </a>; rel="alternate canonical"'], URL_)).toEqual([
      { href: "https://ornek.com.tr/a", rels: ["alternate", "canonical"], hreflang: null },
    ]);
  });
});

describe("robotsEntry", () => {
  it("keeps directives that carry a value unscoped", () => {
    expect(robotsEntry("meta", "unavailable_after: 2027-01-01", "*")).toEqual({ source: "meta", scope: "*", directives: ["unavailable_after: 2027-01-01"] });
  });
});
