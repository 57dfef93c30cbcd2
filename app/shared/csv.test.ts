import { describe, expect, it } from "vitest";
import { csvText } from "./csv";

describe("csvText", () => {
  it("joins rows with CRLF, ends with one, and quotes what needs it", () => {
    expect(csvText([["URL", "Durum"], ["https://a.example/?x=1,2", 'dedi "evet"']])).toBe(
      'URL,Durum\r\n"https://a.example/?x=1,2","dedi ""evet"""\r\n',
    );
  });

  it("starts with a byte order mark when asked, so spreadsheets read Turkish letters as UTF-8", () => {
    expect(csvText([["Başlık"]], { bom: true })).toBe("\uFEFFBaşlık\r\n");
  });

  it("neutralises a formula a crawled page could smuggle into a cell", () => {
    expect(csvText([["=cmd|' /C calc'!A0"]])).toBe("'=cmd|' /C calc'!A0\r\n");
  });

  it("neutralises the full-width formula signs and a leading tab or carriage return too", () => {
    for (const start of ["＝", "＋", "－", "＠", "\t", "\r"]) expect(csvText([[`${start}SUM(1)`]]), JSON.stringify(start)).toMatch(/^"?'/);
    expect(csvText([["a=1", "1-2"]])).toBe("a=1,1-2\r\n");
  });

  it("writes a lone surrogate as U+FFFD, so the text is valid UTF-8 and reads back the same", () => {
    expect(csvText([["a\uD800b", "\uDC00", "😀"]])).toBe("a\uFFFDb,\uFFFD,😀\r\n");
  });
});
