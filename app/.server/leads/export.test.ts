import { describe, expect, it } from "vitest";
import { csvCell } from "./export";

describe("csvCell", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell("düz metin")).toBe("düz metin");
    expect(csvCell(null)).toBe("");
  });

  it("neutralises formulas a visitor may type", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+90 532 000 00 00")).toBe("'+90 532 000 00 00");
    expect(csvCell("@user")).toBe("'@user");
  });
});
