/**
 * Pixel widths for the search-result preview. Google cuts titles and descriptions by rendered width,
 * not by character count. In the browser the screen passes a canvas-based measurer; everywhere else
 * (server, tests, a browser without canvas) the built-in Arial advance-width table is used.
 */

/** Measures `text` rendered in a CSS `font` ("20px Arial"), in CSS pixels. */
export type TextMeasurer = (text: string, font: string) => number;

/**
 * Arial advance widths in font units (1000 per em) for printable ASCII 32..126. Arial is metrically
 * compatible with Helvetica, so these are the Helvetica AFM widths.
 */
// prettier-ignore
const ASCII_WIDTHS: readonly number[] = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space ! " # $ % & ' ( ) * + , - . /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0-9
  278, 278, 584, 584, 584, 556, 1015, // : ; < = > ? @
  667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // A-M
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N-Z
  278, 278, 278, 469, 556, 333, // [ \ ] ^ _ `
  556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // a-m
  556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // n-z
  334, 260, 334, 584, // { | } ~
];

/** Turkish letters (same advances as their base letters, except dotless ı) and common punctuation. */
const EXTRA_WIDTHS: Readonly<Record<string, number>> = {
  ç: 500, Ç: 722, ğ: 556, Ğ: 778, ı: 278, İ: 278, ö: 556, Ö: 778, ş: 500, Ş: 667, ü: 556, Ü: 722,
  â: 556, Â: 667, î: 278, Î: 278, û: 556, Û: 722, é: 556, É: 667,
  "\u00a0": 278, "…": 1000, "–": 556, "—": 1000, "‘": 222, "’": 222, "“": 333, "”": 333, "•": 350, "·": 278,
  "«": 556, "»": 556, "€": 556, "°": 400, "×": 584,
};

const LOWERCASE_A = 97;
/** Width used for characters the table lacks: the mean advance of Arial's a-z (about 489 units). */
export const ARIAL_AVERAGE_WIDTH =
  ASCII_WIDTHS.slice(LOWERCASE_A - 32, LOWERCASE_A - 32 + 26).reduce((sum, w) => sum + w, 0) / 26;
/** CJK ideographs, Hangul and emoji are about one em wide. */
const WIDE_WIDTH = 1000;

function advance(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return ASCII_WIDTHS[code - 32] ?? ARIAL_AVERAGE_WIDTH;
  const extra = EXTRA_WIDTHS[ch];
  if (extra !== undefined) return extra;
  if (code >= 0x2e80) return WIDE_WIDTH;
  return ARIAL_AVERAGE_WIDTH;
}

/** Width of `text` in Arial at `fontSizePx`, from the table (kerning ignored). */
export function arialTextWidth(text: string, fontSizePx: number): number {
  let units = 0;
  for (const ch of text) units += advance(ch);
  return (units * fontSizePx) / 1000;
}

export function parseFontSizePx(font: string): number | null {
  const match = /(\d+(?:\.\d+)?)px/.exec(font);
  return match?.[1] ? Number(match[1]) : null;
}

export function serpFont(fontSizePx: number): string {
  return `${fontSizePx}px Arial`;
}

/** Uses `measurer` when given, else the Arial table at the size named in `font` (16px if none). */
export function measureTextWidth(text: string, font: string, measurer?: TextMeasurer): number {
  if (measurer) return measurer(text, font);
  return arialTextWidth(text, parseFontSizePx(font) ?? 16);
}

/** The parts of a CanvasRenderingContext2D a measurer needs; kept structural so this file stays DOM-free. */
export interface CanvasTextContext {
  font: string;
  measureText(text: string): { readonly width: number };
}

/**
 * Wraps a canvas 2D context (the screen creates it) as a TextMeasurer. Returns the table-based
 * measurer when no context is available, e.g. during server rendering.
 */
export function createCanvasMeasurer(context: CanvasTextContext | null | undefined): TextMeasurer {
  if (!context) return (text, font) => arialTextWidth(text, parseFontSizePx(font) ?? 16);
  return (text, font) => {
    if (context.font !== font) context.font = font;
    return context.measureText(text).width;
  };
}

export interface SerpLimit {
  readonly fontSizePx: number;
  readonly maxWidthPx: number;
}

/**
 * Google does not publish these; they are the widely measured values, good enough for a preview.
 * Desktop: titles at 20px Arial are cut near 580 px, descriptions at 14px near 920 px (two lines).
 * Mobile: the result card is about 340 px wide and titles wrap to at most two lines, descriptions
 * show about two lines as well; we use 2 × 340 = 680 px for both, so mobile titles get more room
 * than desktop ones (about 70 characters), which matches what phones show.
 */
export const SERP_TITLE_FONT_SIZE_PX = 20;
export const SERP_TITLE_MAX_WIDTH_PX = 580;
export const SERP_DESCRIPTION_FONT_SIZE_PX = 14;
export const SERP_DESCRIPTION_MAX_WIDTH_PX = 920;
export const SERP_MOBILE_TITLE_MAX_WIDTH_PX = 680;
export const SERP_MOBILE_DESCRIPTION_MAX_WIDTH_PX = 680;

export const SERP_LIMITS = {
  desktop: {
    title: { fontSizePx: SERP_TITLE_FONT_SIZE_PX, maxWidthPx: SERP_TITLE_MAX_WIDTH_PX },
    description: { fontSizePx: SERP_DESCRIPTION_FONT_SIZE_PX, maxWidthPx: SERP_DESCRIPTION_MAX_WIDTH_PX },
  },
  mobile: {
    title: { fontSizePx: SERP_TITLE_FONT_SIZE_PX, maxWidthPx: SERP_MOBILE_TITLE_MAX_WIDTH_PX },
    description: { fontSizePx: SERP_DESCRIPTION_FONT_SIZE_PX, maxWidthPx: SERP_MOBILE_DESCRIPTION_MAX_WIDTH_PX },
  },
} as const satisfies Record<"desktop" | "mobile", Record<"title" | "description", SerpLimit>>;

/** Google shows a space and three dots where it cut. */
export const SERP_ELLIPSIS = " ...";

export interface SerpTruncation {
  /** What the result would show, ellipsis included. */
  readonly text: string;
  readonly truncated: boolean;
  /** Width of `text`. */
  readonly widthPx: number;
  /** Width of the full input. */
  readonly fullWidthPx: number;
}

/**
 * The visible part of `text` in a result snippet: the longest prefix that fits together with the
 * ellipsis, moved back to the last word boundary (mid-word only for a single word wider than the
 * limit). Binary search, because the width of a prefix only grows with its length.
 */
export function truncateForSerp(
  text: string,
  limit: SerpLimit & { readonly measurer?: TextMeasurer },
): SerpTruncation {
  const font = serpFont(limit.fontSizePx);
  const width = (s: string) => measureTextWidth(s, font, limit.measurer);
  const clean = text.replace(/\s+/g, " ").trim();
  const fullWidthPx = width(clean);
  if (fullWidthPx <= limit.maxWidthPx) return { text: clean, truncated: false, widthPx: fullWidthPx, fullWidthPx };

  const chars = Array.from(clean);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (width(chars.slice(0, mid).join("") + SERP_ELLIPSIS) <= limit.maxWidthPx) lo = mid;
    else hi = mid - 1;
  }
  let head = chars.slice(0, lo).join("");
  if (chars[lo] !== " ") {
    const lastSpace = head.lastIndexOf(" ");
    if (lastSpace > 0) head = head.slice(0, lastSpace);
  }
  head = head.replace(/[\s,;:\-–—|/(]+$/u, "");
  const visible = head + SERP_ELLIPSIS;
  return { text: visible, truncated: true, widthPx: width(visible), fullWidthPx };
}
