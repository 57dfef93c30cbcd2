import { describe, expect, it } from "vitest";
import type { HreflangFixPage } from "./live-check";
import { fixPackTags, fixPackText } from "./live-fix-pack";

const PAGES: HreflangFixPage[] = [
  {
    url: "https://ornek.com/en/",
    missing: [
      { hreflang: "tr", href: "https://ornek.com/tr/?a=1&b=2" },
      { hreflang: "x-default", href: "https://ornek.com/" },
    ],
  },
  { url: "https://ornek.com/de/", missing: [{ hreflang: "de", href: "https://ornek.com/de/" }] },
];

describe("fix pack", () => {
  it("writes HTML link tags, escaped, under a comment naming each page", () => {
    expect(fixPackText(PAGES, "html")).toBe(
      "<!-- https://ornek.com/en/ -->\n" +
        '<link rel="alternate" hreflang="tr" href="https://ornek.com/tr/?a=1&amp;b=2">\n' +
        '<link rel="alternate" hreflang="x-default" href="https://ornek.com/">\n\n' +
        "<!-- https://ornek.com/de/ -->\n" +
        '<link rel="alternate" hreflang="de" href="https://ornek.com/de/">\n',
    );
  });

  it("writes one HTTP Link header per page", () => {
    expect(fixPackTags(PAGES[0] ?? { url: "", missing: [] }, "header")).toBe(
      'Link: <https://ornek.com/tr/?a=1&b=2>; rel="alternate"; hreflang="tr", <https://ornek.com/>; rel="alternate"; hreflang="x-default"',
    );
    expect(fixPackText(PAGES, "header").split("\n")[0]).toBe("# https://ornek.com/en/");
  });

  it("writes sitemap <url> entries with xhtml:link, escaped", () => {
    expect(fixPackText(PAGES.slice(0, 1), "sitemap")).toBe(
      "<url>\n" +
        "  <loc>https://ornek.com/en/</loc>\n" +
        '  <xhtml:link rel="alternate" hreflang="tr" href="https://ornek.com/tr/?a=1&amp;b=2"/>\n' +
        '  <xhtml:link rel="alternate" hreflang="x-default" href="https://ornek.com/"/>\n' +
        "</url>\n",
    );
  });

  it("is empty when nothing is missing", () => {
    expect(fixPackText([], "html")).toBe("");
  });
});
