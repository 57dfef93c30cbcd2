/**
 * Draws one 1200×630 Open Graph image per blog article into public/og/blog/<slug>.png: the site's
 * colours and layout (as public/og-image.png), the article's headline, its category and reading
 * time. Runs before `react-router build`, which copies public/ into the client build:
 *
 *   tsx scripts/build-og-images.ts
 *
 * Glyphs come from the embedded DejaVu Sans (every Turkish letter) through fontkit and are filled
 * by scripts/og-raster.ts, so the build needs no browser. The output depends only on the articles,
 * so an unchanged article gives a byte-identical file and an unchanged ETag.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openSync, type Font } from "fontkit";
import type { ArticleSource } from "../app/features/blog/article-schema";
import { ARTICLE_OG_IMAGE_SIZE, articleOgImagePath } from "../app/features/blog/article-views";
import { readArticlesFromDisk } from "../app/features/blog/articles-from-disk.server";
import { categoryLabel } from "../app/features/blog/categories";
import { ARTICLE_META_TEXT } from "../app/features/blog/content";
import { site } from "../app/site/site";
import {
  createRaster,
  encodePng,
  fillContours,
  fillDiagonalGradient,
  hexColor,
  rectangle,
  type Point,
  type Raster,
  type Rgb,
} from "./og-raster";

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");

/** The site's Open Graph palette (scripts/make-icons.ts) and the PDF's accent. */
const COLOR = {
  from: hexColor("#042f2e"),
  to: hexColor("#0f766e"),
  text: hexColor("#ffffff"),
  muted: hexColor("#99f6e4"),
  accent: hexColor("#fb923c"),
};
const MARGIN_X = 90;
const TEXT_WIDTH = ARTICLE_OG_IMAGE_SIZE.width - 2 * MARGIN_X;
/** The headline takes the largest size at which it fits in MAX_TITLE_LINES lines. */
const TITLE_SIZES = [68, 62, 56, 50, 44] as const;
const MAX_TITLE_LINES = 4;
const TITLE_LINE_HEIGHT = 1.2;
/** The headline block is centred vertically between the brand line and the footer. */
const TITLE_AREA = { top: 190, bottom: 500 };

/** Bézier curves become this many straight segments: smooth at these sizes, cheap to fill. */
const CURVE_STEPS = 10;

function textWidth(font: Font, text: string, size: number): number {
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Outlines of `text` with its baseline starting at (x, baseline), in image pixels (y down). */
function textContours(font: Font, text: string, x: number, baseline: number, size: number): Point[][] {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  const contours: Point[][] = [];
  let penX = 0;
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const originX = x + (penX + (position?.xOffset ?? 0)) * scale;
    const originY = baseline - (position?.yOffset ?? 0) * scale;
    const at = (gx: number, gy: number): Point => ({ x: originX + gx * scale, y: originY - gy * scale });
    let current: Point[] = [];
    let last: Point = at(0, 0);
    for (const { command, args } of glyph.path.commands) {
      const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = args;
      if (command === "moveTo") {
        if (current.length > 2) contours.push(current);
        last = at(a, b);
        current = [last];
      } else if (command === "lineTo") {
        last = at(a, b);
        current.push(last);
      } else if (command === "quadraticCurveTo") {
        const control = at(a, b);
        const end = at(c, d);
        for (let step = 1; step <= CURVE_STEPS; step += 1) {
          const t = step / CURVE_STEPS;
          const u = 1 - t;
          current.push({
            x: u * u * last.x + 2 * u * t * control.x + t * t * end.x,
            y: u * u * last.y + 2 * u * t * control.y + t * t * end.y,
          });
        }
        last = end;
      } else if (command === "bezierCurveTo") {
        const c1 = at(a, b);
        const c2 = at(c, d);
        const end = at(e, f);
        for (let step = 1; step <= CURVE_STEPS; step += 1) {
          const t = step / CURVE_STEPS;
          const u = 1 - t;
          current.push({
            x: u * u * u * last.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
            y: u * u * u * last.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
          });
        }
        last = end;
      } else {
        if (current.length > 2) contours.push(current);
        current = [];
      }
    }
    if (current.length > 2) contours.push(current);
    penX += position?.xAdvance ?? 0;
  });
  return contours;
}

function drawText(raster: Raster, font: Font, text: string, x: number, baseline: number, size: number, color: Rgb): void {
  fillContours(raster, textContours(font, text, x, baseline, size), color);
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

export function drawArticleCard(article: ArticleSource, fonts: { regular: Font; bold: Font }): Uint8Array {
  const raster = createRaster(ARTICLE_OG_IMAGE_SIZE.width, ARTICLE_OG_IMAGE_SIZE.height);
  fillDiagonalGradient(raster, COLOR.from, COLOR.to);

  drawText(raster, fonts.bold, `${site.name} Blog`, MARGIN_X, 128, 40, COLOR.text);
  fillContours(raster, rectangle(MARGIN_X, 156, 120, 8), COLOR.accent);

  const { size, lines } = layoutTitle(fonts.bold, article.title);
  const lineHeight = size * TITLE_LINE_HEIGHT;
  const blockHeight = lines.length * lineHeight;
  const top = TITLE_AREA.top + (TITLE_AREA.bottom - TITLE_AREA.top - blockHeight) / 2;
  lines.forEach((line, index) => {
    // The baseline sits about 0.8 em below the top of its line box, as in CSS.
    const baseline = top + index * lineHeight + (lineHeight - size) / 2 + size * 0.8;
    drawText(raster, fonts.bold, line, MARGIN_X, baseline, size, COLOR.text);
  });

  const footer = `${categoryLabel(article.category)} · ${ARTICLE_META_TEXT.readTime(article.readTime)}`;
  drawText(raster, fonts.regular, footer, MARGIN_X, 560, 30, COLOR.muted);
  return encodePng(raster);
}

async function main(): Promise<void> {
  const fonts = {
    regular: openSync(path.join(FONT_DIR, "DejaVuSans.ttf")),
    bold: openSync(path.join(FONT_DIR, "DejaVuSans-Bold.ttf")),
  };
  const articles = readArticlesFromDisk();
  const outputDir = path.join(PUBLIC_DIR, path.dirname(articleOgImagePath("x")));
  // Start clean so a removed or renamed article leaves no image behind.
  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  for (const article of articles) {
    await writeFile(path.join(PUBLIC_DIR, articleOgImagePath(article.slug)), drawArticleCard(article, fonts));
  }
  console.log(`og images: ${articles.length} written to ${path.relative(ROOT, outputDir)}/`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
