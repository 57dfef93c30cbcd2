import { describe, expect, it } from "vitest";
import { markdownAlternateTag, markdownPathOf, pageLinkHeader, prefersMarkdown } from "./markdown-alternate";
import { MARKDOWN_LIMITS, pageMarkdown } from "./page-markdown";

const page = (main: string): string =>
  `<!doctype html><html lang="tr"><head><title>SEO</title><script>var x = "<main>";</script></head><body><header><a href="/">Ana sayfa</a></header><main id="icerik">${main}</main><footer>© 2026</footer></body></html>`;

describe("pageMarkdown", () => {
  it("renders the main content: headings, paragraphs, emphasis, links made absolute, lists, images, tables, code", () => {
    const html = page(
      [
        `<nav aria-label="Sayfa konumu"><ol><li><a href="/">Ana Sayfa</a></li></ol></nav>`,
        `<h1 id="baslik">SEO Hizmetleri</h1>`,
        `<p>Arama motoru   optimizasyonu <strong>kalıcı</strong> bir <em>kanaldır</em>; <a href="/iletisim">bize yazın</a> ya da <a href="#surec">süreci</a> okuyun.</p>`,
        `<ul><li>Teknik SEO<ul><li>Core Web Vitals</li></ul></li><li>İçerik</li></ul>`,
        `<ol><li>Analiz</li><li>Uygulama</li></ol>`,
        `<img src="/images/seo.webp" alt="Grafik"><img src="data:image/gif;base64,R0lG" alt="">`,
        `<table><tr><th>Paket</th><th>Fiyat</th></tr><tr><td>Temel</td><td>5.000 TL | ay</td></tr></table>`,
        `<pre><code>User-agent: *\nAllow: /</code></pre>`,
        `<blockquote><p>Müşterimizin sözü</p></blockquote>`,
      ].join(""),
    );
    expect(pageMarkdown(html, "https://www.example.com/seo")).toBe(
      [
        "# SEO Hizmetleri",
        "Arama motoru optimizasyonu **kalıcı** bir _kanaldır_; [bize yazın](https://www.example.com/iletisim) ya da süreci okuyun.",
        "- Teknik SEO\n  - Core Web Vitals\n- İçerik",
        "1. Analiz\n2. Uygulama",
        "![Grafik](https://www.example.com/images/seo.webp)",
        "| Paket | Fiyat |\n| --- | --- |\n| Temel | 5.000 TL \\| ay |",
        "```\nUser-agent: *\nAllow: /\n```",
        "> Müşterimizin sözü",
      ].join("\n\n") + "\n",
    );
  });

  it("leaves out what is not content: forms, buttons, icons, hidden and aria-hidden parts, scripts", () => {
    const html = page(
      `<h2>Araç</h2><form><label>Adres <input name="url"></label><button>Analiz et</button></form><svg aria-hidden="true"><path d=""/></svg>` +
        `<div hidden>Gizli</div><span aria-hidden="true">★</span><script>alert(1)</script><p>Sonuç burada.</p>`,
    );
    expect(pageMarkdown(html)).toBe("## Araç\n\nSonuç burada.\n");
  });

  it("keeps a space between two links side by side (call-to-action buttons)", () => {
    expect(pageMarkdown(page('<div><a href="#teklif">Teklif alın</a><a href="/portfolyo">Portfolyo</a><a href="tel:+908500000000">Arayın</a></div>'), "https://www.example.com/")).toBe(
      "Teklif alın [Portfolyo](https://www.example.com/portfolyo) [Arayın](tel:+908500000000)\n",
    );
  });

  it("escapes Markdown's own characters in text, and stays within its limits", () => {
    expect(pageMarkdown(page("<p>*yıldız* ve [köşeli] _alt_</p>"))).toBe("\\*yıldız\\* ve \\[köşeli\\] \\_alt\\_\n");
    const long = page(`<p>${"a".repeat(MARKDOWN_LIMITS.markdownChars * 2)}</p>`);
    expect(pageMarkdown(long).length).toBeLessThanOrEqual(MARKDOWN_LIMITS.markdownChars + 1);
  });
});

describe("Markdown alternates", () => {
  it("sit beside the page's index.html and are named in its head and Link header", () => {
    expect(markdownPathOf("/")).toBe("/index.md");
    expect(markdownPathOf("/seo-araclari/meta-uretici")).toBe("/seo-araclari/meta-uretici/index.md");
    expect(markdownAlternateTag("/seo/index.md")).toBe('<link rel="alternate" type="text/markdown" href="/seo/index.md">');
    expect(pageLinkHeader("/seo/index.md")).toBe('</seo/index.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain"');
  });

  it("are answered only to an Accept that names text/markdown at least as high as text/html", () => {
    // Chromium's and Firefox's navigation Accept, curl's default, none at all.
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(undefined)).toBe(false);
    expect(prefersMarkdown("text/*")).toBe(false);
    // What agents send.
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9, */*;q=0.8")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(true);
    expect(prefersMarkdown("Text/Markdown;charset=utf-8")).toBe(true);
    // Named, but below HTML or refused.
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
  });
});
