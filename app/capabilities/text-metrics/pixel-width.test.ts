import { describe, expect, it } from "vitest";
import {
  arialTextWidth,
  createCanvasMeasurer,
  measureTextWidth,
  parseFontSizePx,
  SERP_ELLIPSIS,
  SERP_LIMITS,
  truncateForSerp,
  type TextMeasurer,
} from "./pixel-width";

describe("measureTextWidth (Arial table)", () => {
  it("knows narrow and wide letters", () => {
    const narrow = measureTextWidth("iiii", "20px Arial");
    const wide = measureTextWidth("WWWW", "20px Arial");
    expect(narrow).toBeCloseTo(4 * 0.222 * 20, 5);
    expect(wide).toBeCloseTo(4 * 0.944 * 20, 5);
    expect(wide / narrow).toBeGreaterThan(4);
  });

  it("gives known strings roughly their rendered width", () => {
    // "Hello World" in 16px Arial renders at about 83 px in browsers.
    expect(arialTextWidth("Hello World", 16)).toBeGreaterThan(80);
    expect(arialTextWidth("Hello World", 16)).toBeLessThan(86);
    // Turkish letters have the widths of their base letters; dotless ı is wider than i.
    expect(arialTextWidth("ş", 1000)).toBe(arialTextWidth("s", 1000));
    expect(arialTextWidth("Ğ", 1000)).toBe(arialTextWidth("G", 1000));
    expect(arialTextWidth("ı", 1000)).toBeGreaterThan(arialTextWidth("i", 1000));
    // Unknown characters fall back to an average, wide scripts to one em.
    expect(arialTextWidth("ж", 1000)).toBeGreaterThan(400);
    expect(arialTextWidth("漢", 20)).toBe(20);
  });

  it("scales with the font size and prefers an injected measurer", () => {
    expect(measureTextWidth("abc", "28px Arial")).toBeCloseTo(2 * measureTextWidth("abc", "14px Arial"), 5);
    expect(parseFontSizePx("bold 14.5px Arial")).toBe(14.5);
    expect(parseFontSizePx("Arial")).toBeNull();
    const fixed: TextMeasurer = (text) => text.length * 10;
    expect(measureTextWidth("abcd", "20px Arial", fixed)).toBe(40);
  });

  it("wraps a canvas-like context", () => {
    const fonts: string[] = [];
    const context = {
      font: "10px sans-serif",
      measureText(text: string) {
        fonts.push(this.font);
        return { width: text.length * 7 };
      },
    };
    const measure = createCanvasMeasurer(context);
    expect(measure("abc", "20px Arial")).toBe(21);
    expect(fonts).toEqual(["20px Arial"]);
    expect(createCanvasMeasurer(null)("iiii", "20px Arial")).toBeCloseTo(arialTextWidth("iiii", 20), 5);
  });
});

describe("truncateForSerp", () => {
  it("returns short text unchanged", () => {
    const result = truncateForSerp("Web Tasarım | Dijital Ajans", SERP_LIMITS.desktop.title);
    expect(result.truncated).toBe(false);
    expect(result.text).toBe("Web Tasarım | Dijital Ajans");
  });

  it("cuts long titles at a word boundary within the pixel limit", () => {
    const title = "İstanbul Web Tasarım Hizmetleri ve Kurumsal Web Sitesi Çözümleri | Dijital Ajans";
    const { text, truncated, widthPx, fullWidthPx } = truncateForSerp(title, SERP_LIMITS.desktop.title);
    expect(truncated).toBe(true);
    expect(fullWidthPx).toBeGreaterThan(580);
    expect(widthPx).toBeLessThanOrEqual(580);
    expect(text.endsWith(SERP_ELLIPSIS)).toBe(true);
    const visible = text.slice(0, -SERP_ELLIPSIS.length);
    expect(title.startsWith(visible)).toBe(true);
    expect(title[visible.length]).toBe(" ");
  });

  it("fits far more narrow than wide letters", () => {
    const narrow = truncateForSerp("i".repeat(300), SERP_LIMITS.desktop.title);
    const wide = truncateForSerp("W".repeat(300), SERP_LIMITS.desktop.title);
    expect(narrow.text.length).toBeGreaterThan(3 * wide.text.length);
    expect(narrow.widthPx).toBeLessThanOrEqual(580);
    expect(wide.widthPx).toBeLessThanOrEqual(580);
  });

  it("shows more description on desktop than on mobile", () => {
    const description = Array.from({ length: 60 }, (_, i) => `kelime${i}`).join(" ");
    const desktop = truncateForSerp(description, SERP_LIMITS.desktop.description);
    const mobile = truncateForSerp(description, SERP_LIMITS.mobile.description);
    expect(desktop.text.length).toBeGreaterThan(mobile.text.length);
    expect(desktop.widthPx).toBeLessThanOrEqual(920);
    expect(mobile.widthPx).toBeLessThanOrEqual(680);
  });

  it("uses the injected measurer", () => {
    const measurer: TextMeasurer = (text) => text.length * 10;
    const result = truncateForSerp("aaaa bbbb cccc dddd", { fontSizePx: 20, maxWidthPx: 130, measurer });
    expect(result.text).toBe("aaaa bbbb ...");
    expect(result.widthPx).toBe(130);
    // One pixel less and "bbbb" no longer fits whole, so the cut moves back a word.
    expect(truncateForSerp("aaaa bbbb cccc dddd", { fontSizePx: 20, maxWidthPx: 129, measurer }).text).toBe("aaaa ...");
  });
});
