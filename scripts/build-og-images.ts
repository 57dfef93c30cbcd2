/**
 * Draws one 1200×630 Open Graph image per blog article into public/og/blog/<slug>.png: the site's
 * colours and layout (as public/og-image.png), the article's headline, its category and reading
 * time. Runs before `react-router build`, which copies public/ into the client build:
 *
 *   tsx scripts/build-og-images.ts
 *
 * The card is an SVG rendered by resvg (@resvg/resvg-js) with the embedded DejaVu Sans (every
 * Turkish letter), so the build needs no browser and no system fonts; fontkit (pdfkit's font
 * engine) measures the headline to wrap it. The output depends only on the articles, so an
 * unchanged article gives a byte-identical file and an unchanged ETag.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { openSync, type Font } from "fontkit";
import type { ArticleSource } from "../app/features/blog/article-schema";
import { ARTICLE_OG_IMAGE_SIZE, articleOgImagePath } from "../app/features/blog/article-views";
import { readArticlesFromDisk } from "../app/features/blog/articles-from-disk.server";
import { categoryLabel } from "../app/features/blog/categories";
import { ARTICLE_META_TEXT } from "../app/features/blog/content";
import { site } from "../app/site/site.content";

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
export const OG_FONT_FILES = { regular: path.join(FONT_DIR, "DejaVuSans.ttf"), bold: path.join(FONT_DIR, "DejaVuSans-Bold.ttf") } as const;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");

/** The site's Open Graph palette (scripts/make-icons.ts) and the PDF's accent. */
const COLOR = { from: "#042f2e", to: "#0f766e", text: "#ffffff", muted: "#99f6e4", accent: "#fb923c" } as const;
const MARGIN_X = 90;
const TEXT_WIDTH = ARTICLE_OG_IMAGE_SIZE.width - 2 * MARGIN_X;
/** The headline takes the largest size at which it fits in MAX_TITLE_LINES lines. */
const TITLE_SIZES = [68, 62, 56, 50, 44] as const;
const MAX_TITLE_LINES = 4;
const TITLE_LINE_HEIGHT = 1.2;
/** The headline block is centred vertically between the brand line and the footer. */
const TITLE_AREA = { top: 190, bottom: 500 };

function textWidth(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

function xmlText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** Greedy word wrap; a single word wider than the line stays on a line of its own. */
export function wrapWords(words: readonly string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && !fits(candidate)) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function layoutTitle(font: Font, title: string): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of TITLE_SIZES) {
    const lines = wrapWords(words, (line) => textWidth(font, line, size) <= TEXT_WIDTH);
    if (lines.length <= MAX_TITLE_LINES && lines.every((line) => textWidth(font, line, size) <= TEXT_WIDTH)) return { size, lines };
  }
  throw new Error(`Başlık Open Graph görseline sığmıyor: ${title}`);
}

/** The card as SVG; `bold` measures the headline (the same font resvg draws it with). */
export function articleCardSvg(article: ArticleSource, bold: Font): string {
  const { width, height } = ARTICLE_OG_IMAGE_SIZE;
  const { size, lines } = layoutTitle(bold, article.title);
  const lineHeight = size * TITLE_LINE_HEIGHT;
  const top = TITLE_AREA.top + (TITLE_AREA.bottom - TITLE_AREA.top - lines.length * lineHeight) / 2;
  const headline = lines
    .map((line, index) => {
      // The baseline sits about 0.8 em below the top of its line box, as in CSS.
      const baseline = top + index * lineHeight + (lineHeight - size) / 2 + size * 0.8;
      return `<text x="${MARGIN_X}" y="${baseline.toFixed(1)}" font-size="${size}" font-weight="bold" fill="${COLOR.text}">${xmlText(line)}</text>`;
    })
    .join("");
  const footer = `${categoryLabel(article.category)} · ${ARTICLE_META_TEXT.readTime(article.readTime)}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOR.from}"/><stop offset="1" stop-color="${COLOR.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<text x="${MARGIN_X}" y="128" font-size="40" font-weight="bold" fill="${COLOR.text}">${xmlText(`${site.name} Blog`)}</text>`,
    `<rect x="${MARGIN_X}" y="156" width="120" height="8" fill="${COLOR.accent}"/>`,
    headline,
    `<text x="${MARGIN_X}" y="560" font-size="30" fill="${COLOR.muted}">${xmlText(footer)}</text>`,
    "</svg>",
  ].join("");
}

/** Renders the card with the embedded fonts only, so every machine draws the same pixels. */
export function renderArticleCard(article: ArticleSource, bold: Font): { png: Buffer; width: number; height: number; rgba: Buffer } {
  const resvg = new Resvg(articleCardSvg(article, bold), {
    font: { loadSystemFonts: false, fontFiles: [OG_FONT_FILES.regular, OG_FONT_FILES.bold], defaultFontFamily: "DejaVu Sans" },
  });
  const image = resvg.render();
  return { png: image.asPng(), width: image.width, height: image.height, rgba: image.pixels };
}

async function main(): Promise<void> {
  const bold = openSync(OG_FONT_FILES.bold);
  const articles = readArticlesFromDisk();
  const outputDir = path.join(PUBLIC_DIR, path.dirname(articleOgImagePath("x")));
  // Start clean so a removed or renamed article leaves no image behind.
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  for (const article of articles) {
    await writeFile(path.join(PUBLIC_DIR, articleOgImagePath(article.slug)), renderArticleCard(article, bold).png);
  }
  console.log(`og images: ${articles.length} written to ${path.relative(ROOT, outputDir)}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
