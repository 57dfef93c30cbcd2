import { openSync } from "fontkit";
import { describe, expect, it } from "vitest";
import { readArticlesFromDisk } from "../app/features/blog/articles-from-disk.server";
import type { ArticleSource } from "../app/features/blog/article-schema";
import { pngSize } from "../tests/support/png";
import { OG_FONT_FILES, articleCardSvg, renderArticleCard, wrapWords } from "./build-og-images";

const bold = openSync(OG_FONT_FILES.bold);

function firstArticle(): ArticleSource {
  const [article] = readArticlesFromDisk();
  if (!article) throw new Error("no article");
  return article;
}

describe("article Open Graph card", () => {
  it("wraps words greedily and keeps a too-long word on its own line", () => {
    const fits = (line: string) => line.length <= 10;
    expect(wrapWords(["Yerel", "SEO", "rehberi", "çokuzunbirkelimeburada", "son"], fits)).toEqual([
      "Yerel SEO",
      "rehberi",
      "çokuzunbirkelimeburada",
      "son",
    ]);
  });

  it("draws every article as a 1200×630 PNG with its headline in white", () => {
    for (const article of readArticlesFromDisk()) {
      const card = renderArticleCard(article, bold);
      expect(pngSize(card.png), article.slug).toEqual({ width: 1200, height: 630 });
      // The headline area (between the brand line and the footer) holds white text pixels: the
      // embedded font was found (with no font, resvg draws no text at all).
      let white = 0;
      for (let y = 200; y < 500; y += 1) {
        for (let x = 0; x < 1200; x += 1) {
          const i = (y * 1200 + x) * 4;
          if ((card.rgba[i] ?? 0) > 245 && (card.rgba[i + 1] ?? 0) > 245 && (card.rgba[i + 2] ?? 0) > 245) white += 1;
        }
      }
      expect(white, article.slug).toBeGreaterThan(10_000);
    }
  });

  it("escapes a headline's markup characters in the SVG", () => {
    const svg = articleCardSvg({ ...firstArticle(), title: "A & B <kısa> rehber" }, bold);
    expect(svg).toContain("A &amp; B &lt;kısa&gt; rehber");
    expect(svg).not.toContain("<kısa>");
  });

  it("draws the same bytes for the same article (an unchanged image keeps its ETag)", () => {
    const article = firstArticle();
    expect(renderArticleCard(article, bold).png.equals(renderArticleCard(article, bold).png)).toBe(true);
  });
});
