import { describe, expect, it } from "vitest";
import { readPageRecord } from "./page-record";

const record = (body: string) =>
  readPageRecord(
    { url: "https://ornek.example/", finalUrl: "https://ornek.example/", status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null },
    `<!doctype html><html lang="tr"><head><title>Sayfa</title></head><body>${body}</body></html>`,
  );

describe("the page record's unnamed headings", () => {
  it("keeps the levels of headings without text, alt, aria-label or SVG", () => {
    const page = record(
      '<h1>Başlık</h1><h2></h2><h3> <span></span> </h3><h2><img src="/a.png" alt=""></h2><h2><img src="/b.png" alt="Referanslar"></h2><h2 aria-label="Ekip"></h2><h2><svg><title>İkon</title></svg></h2>',
    );
    expect(page.unnamedHeadings).toEqual([2, 3, 2]);
    expect(page.headings.map((heading) => heading.level)).toEqual([1, 2, 3, 2, 2, 2, 2]);
  });

  it("leaves out headings a visitor does not see", () => {
    expect(record("<h1>Başlık</h1><template><h2></h2></template><noscript><h2></h2></noscript>").unnamedHeadings).toEqual([]);
  });
});

describe("the page record's application shell", () => {
  it("recognises a mount point with scripts and next to no text", () => {
    expect(record('<div id="root"></div><noscript>JavaScript gerekir.</noscript><script type="module" src="/assets/app.js"></script>').emptyAppShell).toBe(true);
    // No mount point, but a body of a few elements and an inline script.
    expect(record("<main><p>Yükleniyor…</p></main><script>window.start()</script>").emptyAppShell).toBe(true);
  });

  it("leaves out a server-rendered page with the same scripts, and a short page without scripts", () => {
    const words = "Küçük işletmeler için web tasarımı ve arama motoru optimizasyonu sunuyoruz. ".repeat(6);
    expect(record(`<div id="root"><main><h1>Hizmetler</h1><p>${words}</p></main></div><script type="module" src="/assets/app.js"></script>`).emptyAppShell).toBe(false);
    expect(record("<main><h1>Teşekkürler</h1><p>Mesajınız alındı.</p></main>").emptyAppShell).toBe(false);
    // A data block is not a script that draws the page.
    expect(record('<main><p>Kısa</p></main><script type="application/ld+json">{}</script>').emptyAppShell).toBe(false);
  });
});

describe("the page record's Markdown version", () => {
  const page = (head: string, headers: Record<string, string> = {}) =>
    readPageRecord(
      { url: "https://ornek.example/a", finalUrl: "https://ornek.example/a", status: 200, redirects: [], source: "start", foundOn: null, headers, transferBytes: 0, ttfbMs: null },
      `<!doctype html><html><head><title>Sayfa</title>${head}</head><body><p>Metin</p></body></html>`,
    );

  it("reads it from a link element or from the Link header", () => {
    expect(page('<link rel="alternate" type="text/markdown; charset=utf-8" href="a.md">').markdownAlternate).toBe("https://ornek.example/a.md");
    expect(page("", { link: '</a>; rel="canonical", </a.md>; rel="alternate"; type="text/markdown"' }).markdownAlternate).toBe("https://ornek.example/a.md");
  });

  it("leaves out other alternates: a language version, a feed", () => {
    expect(page('<link rel="alternate" hreflang="en" href="/en/a"><link rel="alternate" type="application/rss+xml" href="/rss.xml">').markdownAlternate).toBeNull();
    expect(page("", { link: '</en/a>; rel="alternate"; hreflang="en"' }).markdownAlternate).toBeNull();
  });
});
