import { describe, expect, it } from "vitest";
import { readPageRecord, type PageAnswer } from "./page-record";

const ORIGIN = "https://www.ornek.com.tr";
const answer: Omit<PageAnswer, "htmlChars"> = { url: `${ORIGIN}/`, finalUrl: `${ORIGIN}/`, status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null };
const imagesOf = (body: string) => readPageRecord(answer, `<!doctype html><html><head><title>Sayfa</title></head><body>${body}</body></html>`).images;

describe("the page record's images", () => {
  it("counts the words before each image, for where the fold likely is", () => {
    const images = imagesOf('<img src="/a.webp"><p>bir iki üç</p><p>dört</p><img src="/b.webp">');
    expect(images.map((image) => image.wordsBefore)).toEqual([0, 4]);
  });

  it("marks <noscript> fallbacks, and only them", () => {
    const images = imagesOf('<noscript><img src="/pixel.gif" width="1" height="1"></noscript><img src="/a.webp">');
    expect(images.map((image) => image.inNoscript)).toEqual([true, false]);
  });

  it("sees a modern format offered by a <picture> source or the srcset, not by a sibling picture", () => {
    const images = imagesOf(
      '<picture><source type="image/avif" srcset="/a.avif"><img src="/a.jpg"></picture>' +
        '<picture><source media="(min-width: 800px)" srcset="/b-genis.jpg"><img src="/b.jpg"></picture>' +
        '<img src="/c.jpg" srcset="/c-400.webp 400w, /c-800.webp 800w">' +
        '<img src="/d.png" srcset="/d@2x.png 2x">',
    );
    expect(images.map((image) => image.modernSource)).toEqual([true, false, true, false]);
  });
});
