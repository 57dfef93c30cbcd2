/**
 * A small RGB rasterizer for the build's Open Graph images: a diagonal gradient, filled outlines
 * (font glyphs, rectangles) with anti-aliased edges, and a PNG encoder. The build draws article
 * cards with it so that building the site needs no browser (like the PDF, which pdfkit draws).
 *
 * Filling follows the non-zero winding rule, as TrueType outlines expect. Each pixel row is sampled
 * on SUBSAMPLES horizontal lines; on each line the covered spans add their exact horizontal
 * coverage, so edges get smooth grey levels in both directions.
 */
import { zlibSync } from "fflate";

export type Rgb = readonly [number, number, number];

export interface Point {
  x: number;
  y: number;
}

/** Closed outlines; the last point of each connects back to its first. */
export type Contours = readonly (readonly Point[])[];

export interface Raster {
  readonly width: number;
  readonly height: number;
  /** Three channels per pixel, 0-255, row by row. */
  readonly pixels: Float32Array;
}

const SUBSAMPLES = 5;

export function createRaster(width: number, height: number): Raster {
  return { width, height, pixels: new Float32Array(width * height * 3) };
}

export function hexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1] ?? "0", 16), parseInt(match[2] ?? "0", 16), parseInt(match[3] ?? "0", 16)];
}

/**
 * Fills the whole raster with a gradient from `from` (top left) to `to` (bottom right), like CSS
 * `linear-gradient(135deg, from, to)` on a box of this size.
 */
export function fillDiagonalGradient(raster: Raster, from: Rgb, to: Rgb): void {
  const { width, height, pixels } = raster;
  // CSS places the 135deg gradient line so that the corners get exactly the end colours.
  const span = width + height;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x + 0.5 + y + 0.5) / span;
      const offset = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[offset + c] = (from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t;
    }
  }
}

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** +1 going down, -1 going up. */
  winding: 1 | -1;
}

function edgesOf(contours: Contours): Edge[] {
  const edges: Edge[] = [];
  for (const contour of contours) {
    for (let i = 0; i < contour.length; i += 1) {
      const a = contour[i];
      const b = contour[(i + 1) % contour.length];
      if (!a || !b || a.y === b.y) continue;
      edges.push(a.y < b.y ? { x0: a.x, y0: a.y, x1: b.x, y1: b.y, winding: 1 } : { x0: b.x, y0: b.y, x1: a.x, y1: a.y, winding: -1 });
    }
  }
  return edges;
}

/** Adds the coverage of the span [from, to) to `row`, one unit per fully covered pixel. */
function addSpan(row: Float32Array, from: number, to: number): void {
  const start = Math.max(0, from);
  const end = Math.min(row.length, to);
  if (end <= start) return;
  const first = Math.floor(start);
  const last = Math.floor(end);
  if (first === last) {
    row[first] = (row[first] ?? 0) + (end - start);
    return;
  }
  row[first] = (row[first] ?? 0) + (first + 1 - start);
  for (let i = first + 1; i < last; i += 1) row[i] = (row[i] ?? 0) + 1;
  if (last < row.length) row[last] = (row[last] ?? 0) + (end - last);
}

/** Paints `color` over the raster where the contours cover it (non-zero rule), blended by coverage. */
export function fillContours(raster: Raster, contours: Contours, color: Rgb): void {
  const edges = edgesOf(contours);
  if (edges.length === 0) return;
  const top = Math.max(0, Math.floor(Math.min(...edges.map((edge) => edge.y0))));
  const bottom = Math.min(raster.height - 1, Math.ceil(Math.max(...edges.map((edge) => edge.y1))));
  const coverage = new Float32Array(raster.width);
  const crossings: { x: number; winding: number }[] = [];
  for (let y = top; y <= bottom; y += 1) {
    coverage.fill(0);
    for (let s = 0; s < SUBSAMPLES; s += 1) {
      const sampleY = y + (s + 0.5) / SUBSAMPLES;
      crossings.length = 0;
      for (const edge of edges) {
        if (sampleY < edge.y0 || sampleY >= edge.y1) continue;
        crossings.push({ x: edge.x0 + ((sampleY - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0), winding: edge.winding });
      }
      crossings.sort((a, b) => a.x - b.x);
      let winding = 0;
      let spanStart = 0;
      for (const crossing of crossings) {
        const before = winding;
        winding += crossing.winding;
        if (before === 0 && winding !== 0) spanStart = crossing.x;
        else if (before !== 0 && winding === 0) addSpan(coverage, spanStart, crossing.x);
      }
    }
    const rowOffset = y * raster.width * 3;
    for (let x = 0; x < raster.width; x += 1) {
      const alpha = Math.min(1, (coverage[x] ?? 0) / SUBSAMPLES);
      if (alpha <= 0) continue;
      const offset = rowOffset + x * 3;
      for (let c = 0; c < 3; c += 1) {
        const under = raster.pixels[offset + c] ?? 0;
        raster.pixels[offset + c] = under + ((color[c] ?? 0) - under) * alpha;
      }
    }
  }
}

export function rectangle(x: number, y: number, width: number, height: number): Contours {
  return [
    [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + height },
      { x, y: y + height },
    ],
  ];
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** An 8-bit RGB PNG of the raster, deflated at the strongest level. */
export function encodePng(raster: Raster): Uint8Array {
  const { width, height, pixels } = raster;
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const stride = width * 3 + 1;
  const scanlines = new Uint8Array(stride * height);
  const byteAt = (y: number, i: number) => (y < 0 ? 0 : Math.max(0, Math.min(255, Math.round(pixels[y * width * 3 + i] ?? 0))));
  for (let y = 0; y < height; y += 1) {
    // Filter "Up": a smooth gradient becomes rows of small equal differences, which deflate well.
    scanlines[y * stride] = 2;
    for (let i = 0; i < width * 3; i += 1) scanlines[y * stride + 1 + i] = (byteAt(y, i) - byteAt(y - 1, i)) & 0xff;
  }
  const parts = [PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", zlibSync(scanlines, { level: 9 })), chunk("IEND", new Uint8Array(0))];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
