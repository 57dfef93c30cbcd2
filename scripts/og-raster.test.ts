import { createRequire } from "node:module";
import path from "node:path";
import { openSync } from "fontkit";
import { unzlibSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readArticlesFromDisk } from "../app/features/blog/articles-from-disk.server";
import { drawArticleCard, wrapWords } from "./build-og-images";
import { createRaster, encodePng, fillContours, fillDiagonalGradient, hexColor, pngSize, rectangle, type Raster } from "./og-raster";

/** Decodes what encodePng writes (one IDAT, filter "Up" on every row) back to RGB bytes. */
function decodeRgb(png: Uint8Array): { width: number; height: number; rgb: Uint8Array } {
  const size = pngSize(png);
  if (!size) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let offset = 8;
  let idat: Uint8Array | null = null;
  while (offset < png.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8));
    if (type === "IDAT") idat = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
  }
  if (!idat) throw new Error("no IDAT");
  const raw = unzlibSync(idat);
  const stride = size.width * 3;
  const rgb = new Uint8Array(stride * size.height);
  for (let y = 0; y < size.height; y += 1) {
    expect(raw[y * (stride + 1)]).toBe(2);
    for (let i = 0; i < stride; i += 1) {
      const above = y > 0 ? (rgb[(y - 1) * stride + i] ?? 0) : 0;
      rgb[y * stride + i] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + above) & 0xff;
    }
  }
  return { ...size, rgb };
}

function red(raster: Raster, x: number, y: number): number {
  return Math.round(raster.pixels[(y * raster.width + x) * 3] ?? -1);
}

describe("og raster", () => {
  it("fills whole pixels fully and a half-covered pixel by half", () => {
    const raster = createRaster(4, 2);
    fillContours(raster, rectangle(1, 0, 1.5, 2), [200, 0, 0]);
    expect([0, 1, 2, 3].map((x) => red(raster, x, 0))).toEqual([0, 200, 100, 0]);
    expect([0, 1, 2, 3].map((x) => red(raster, x, 1))).toEqual([0, 200, 100, 0]);
  });

  it("follows the non-zero rule: overlapping outlines of the same direction leave no hole", () => {
    const raster = createRaster(6, 1);
    fillContours(raster, [...rectangle(0, 0, 4, 1), ...rectangle(2, 0, 4, 1)], [255, 255, 255]);
    expect([0, 1, 2, 3, 4, 5].map((x) => red(raster, x, 0))).toEqual([255, 255, 255, 255, 255, 255]);
  });

  it("leaves a hole where an inner outline runs the other way (the counter of an O)", () => {
    const raster = createRaster(5, 1);
    const inner = [...(rectangle(2, 0, 1, 1)[0] ?? [])].reverse();
    fillContours(raster, [...rectangle(0, 0, 5, 1), inner], [255, 0, 0]);
    expect([0, 1, 2, 3, 4].map((x) => red(raster, x, 0))).toEqual([255, 255, 0, 255, 255]);
  });

  it("runs the diagonal gradient from the first colour at the top left to the second at the bottom right", () => {
    const raster = createRaster(100, 50);
    fillDiagonalGradient(raster, hexColor("#000000"), hexColor("#ff0000"));
    expect(red(raster, 0, 0)).toBeLessThan(4);
    expect(red(raster, 99, 49)).toBeGreaterThan(251);
    expect(red(raster, 50, 25)).toBeGreaterThan(120);
    expect(red(raster, 50, 25)).toBeLessThan(135);
  });

  it("encodes a PNG whose header and pixels read back as drawn", () => {
    const raster = createRaster(3, 2);
    fillDiagonalGradient(raster, [10, 20, 30], [250, 240, 230]);
    fillContours(raster, rectangle(0, 1, 2, 1), [255, 128, 0]);
    const png = encodePng(raster);
    expect(pngSize(png)).toEqual({ width: 3, height: 2 });
    const decoded = decodeRgb(png);
    expect(Array.from(decoded.rgb)).toEqual(Array.from(raster.pixels, (value) => Math.round(value)));
  });

  it("reads no size from bytes that are not a PNG", () => {
    expect(pngSize(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>"))).toBeNull();
  });
});

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
    const require = createRequire(import.meta.url);
    const fontDir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
    const fonts = { regular: openSync(path.join(fontDir, "DejaVuSans.ttf")), bold: openSync(path.join(fontDir, "DejaVuSans-Bold.ttf")) };
    const [article] = readArticlesFromDisk();
    if (!article) throw new Error("no article");
    const png = drawArticleCard(article, fonts);
    const { width, height, rgb } = decodeRgb(png);
    expect({ width, height }).toEqual({ width: 1200, height: 630 });
    // The headline area (between the brand line and the footer) holds white text pixels.
    let white = 0;
    for (let y = 200; y < 500; y += 1) {
      for (let x = 0; x < 1200; x += 1) {
        const i = (y * 1200 + x) * 3;
        if ((rgb[i] ?? 0) > 245 && (rgb[i + 1] ?? 0) > 245 && (rgb[i + 2] ?? 0) > 245) white += 1;
      }
    }
    expect(white).toBeGreaterThan(10_000);
  });
});
