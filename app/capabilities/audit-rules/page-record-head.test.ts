import { describe, expect, it } from "vitest";
import { readPageRecord, type PageAnswer } from "./page-record";

const ORIGIN = "https://www.ornek.com.tr";
const answer: Omit<PageAnswer, "htmlChars"> = { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null };
const record = (html: string) => readPageRecord(answer, html);

const PIXEL = '<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=1&amp;ev=PageView&amp;noscript=1"></noscript>';
const GTM = '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC1234" height="0" width="0" style="display:none"></iframe></noscript>';

describe("the page record's head, as a browser running scripts reads it", () => {
  it("goes on reading the head after a tracking pixel's or GTM's noscript", () => {
    const page = record(
      `<html><head>${GTM}${PIXEL}<title>Başlık</title><meta name="description" content="Açıklama"><link rel="canonical" href="/">` +
        `<script src="/tema.js"></script><link rel="stylesheet" href="/tema.css"></head><body><h1>Merhaba</h1><script src="/son.js"></script></body></html>`,
    );
    expect(page.titles).toEqual(["Başlık"]);
    expect(page.descriptions).toEqual(["Açıklama"]);
    expect(page.canonicalsInBody).toBe(0);
    expect(page.scripts.map((script) => script.inHead)).toEqual([true, false]);
    expect(page.stylesheets.map((sheet) => sheet.inHead)).toEqual([true]);
    expect(page.images.map((image) => image.inNoscript)).toEqual([true]);
    expect(page.text).toBe("Merhaba");
  });

  it("takes the first <title> wherever it stands, bar an SVG's or a noscript's", () => {
    expect(record('<html><head><div class="eklenti"></div><title>Geç gelen başlık</title></head><body></body></html>').titles).toEqual(["Geç gelen başlık"]);
    expect(record("<html><head><noscript><title>Yedek</title></noscript></head><body><svg><title>İkon</title></svg></body></html>").titles).toEqual([]);
  });

  it("leaves out what a noscript would load or apply: a refresh, a policy, a stylesheet, a script, an http:// file", () => {
    const page = record(
      '<html><head><noscript><meta http-equiv="refresh" content="0; url=/js-yok"><meta http-equiv="Content-Security-Policy" content="default-src *">' +
        '<link rel="stylesheet" href="/yedek.css"><script src="/hic.js"></script></noscript></head>' +
        '<body><noscript><img src="http://www.ornek.com.tr/eski.jpg" alt=""></noscript></body></html>',
    );
    expect(page).toMatchObject({ metaRefresh: null, metaCsp: [], stylesheets: [], scripts: [], insecureResources: [], blockedInsecureResources: [] });
    expect(record('<html><head><meta http-equiv="refresh" content="5"></head></html>').metaRefresh).toBe("5");
  });
});

describe("the page record's script-lazy images, image headings and action links", () => {
  it("reads a lazy-loading script's data-src as the image and marks it lazy", () => {
    const page = record(
      '<body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" data-src="/galeri-1.jpg" data-srcset="/galeri-1.webp 1x" class="lazyload" alt="1">' +
        '<img src="/yer-tutucu.gif" data-lazy-src="/galeri-2.webp" alt="2"><img src="/onizleme.webp" data-srcset="/galeri-3.webp 800w" alt="3">' +
        '<img src="/yer-tutucu.gif" class="jetpack-lazy-image" alt="4"><img src="/kapak.webp" loading="lazy" class="hero" alt="5"></body>',
    );
    expect(page.images.map((image) => [image.src, image.lazyScript, image.modernSource])).toEqual([
      [`${ORIGIN}/galeri-1.jpg`, true, true],
      [`${ORIGIN}/galeri-2.webp`, true, false],
      [`${ORIGIN}/onizleme.webp`, true, true],
      [`${ORIGIN}/yer-tutucu.gif`, true, false],
      [`${ORIGIN}/kapak.webp`, false, false],
    ]);
  });

  it("names an image heading by its alt", () => {
    const page = record('<body><h1><a href="/"><img src="/logo.svg" alt="Örnek Firma"></a></h1><h2><img src="/ayrac.svg" alt=""></h2><h3>Metin <img src="/i.svg" alt="ve ikon"></h3></body>');
    expect(page.headings).toEqual([
      { level: 1, text: "Örnek Firma" },
      { level: 2, text: "" },
      { level: 3, text: "Metin ve ikon" },
    ]);
    expect(page.unnamedHeadings).toEqual([2]);
  });

  it("marks links whose class makes them an action", () => {
    const page = record('<body><a href="/urun/a/" class="button add_to_cart_button" rel="nofollow">Seçenekler</a><a href="#yorum-3" class="comment-reply-link" rel="nofollow">Yanıtla</a><a href="/urun/b/">B</a></body>');
    expect(page.links.map((link) => link.action)).toEqual([true, true, undefined]);
  });
});
