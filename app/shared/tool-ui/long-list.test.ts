import { describe, expect, it } from "vitest";
import { countFilledLines, isLongList, LONG_LIST_MIN_CHARS, LONG_LIST_MIN_LINES, normalizeLineBreaks, pasteInto } from "./long-list";

const lines = (count: number) => Array.from({ length: count }, (_, n) => `anahtar kelime ${n}`).join("\n");

describe("isLongList", () => {
  it("keeps lists below both bounds in the textarea", () => {
    expect(isLongList("")).toBe(false);
    expect(isLongList(lines(2_000))).toBe(false);
    expect(isLongList(lines(LONG_LIST_MIN_LINES - 1))).toBe(false);
  });

  it("holds a list from the line bound on", () => {
    expect(isLongList(lines(LONG_LIST_MIN_LINES))).toBe(true);
    expect(isLongList("\n".repeat(LONG_LIST_MIN_LINES - 1))).toBe(true);
  });

  it("holds a long text without line breaks by its length", () => {
    expect(isLongList("a".repeat(LONG_LIST_MIN_CHARS - 1))).toBe(false);
    expect(isLongList("a".repeat(LONG_LIST_MIN_CHARS))).toBe(true);
  });
});

describe("countFilledLines", () => {
  it("counts the lines a tool reads, not blank ones or a trailing line break", () => {
    expect(countFilledLines("")).toBe(0);
    expect(countFilledLines("a")).toBe(1);
    expect(countFilledLines("a\n")).toBe(1);
    expect(countFilledLines("a\n\n  \n\tb\nc")).toBe(3);
    expect(countFilledLines(lines(120_000))).toBe(120_000);
  });

  it("counts the same as splitting and trimming, for ASCII and Turkish text", () => {
    const text = "  seo ajansı \n\n İstanbul web tasarım\n \t \nçiğ köfte\r\n";
    expect(countFilledLines(normalizeLineBreaks(text))).toBe(text.split("\n").filter((line) => line.trim() !== "").length);
  });
});

describe("pasteInto", () => {
  it("replaces the selection with the pasted text, its Windows line breaks normalised as a textarea does", () => {
    expect(pasteInto("abc", 1, 2, "x\r\ny\rz")).toBe("ax\ny\nzc");
    expect(pasteInto("", 0, 0, "liste")).toBe("liste");
    expect(pasteInto("ilk\n", 4, 4, "ikinci")).toBe("ilk\nikinci");
  });
});
