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
