import { describe, expect, it } from "vitest";
import { csvRecords, detectDelimiter, stripBom } from "./csv-reader";

const read = (text: string, delimiter: "," | ";" | "\t" = ",") => [...csvRecords(text, delimiter)];

describe("csvRecords", () => {
  it("reads plain fields and LF, CRLF or CR line ends", () => {
    expect(read("a,b\n1,2\r\n3,4\r5,6")).toEqual([["a", "b"], ["1", "2"], ["3", "4"], ["5", "6"]]);
  });

  it("reads quoted fields with delimiters, doubled quotes and line breaks inside", () => {
    expect(read('q,n\n"seo, sem",1\n"ajans ""premium""",2\n"iki\r\nsatır",3\n')).toEqual([
      ["q", "n"],
      ["seo, sem", "1"],
      ['ajans "premium"', "2"],
      ["iki\r\nsatır", "3"],
    ]);
  });

  it("drops a leading BOM and blank lines, keeps empty fields", () => {
    expect(read("\uFEFFa,b\n\n,\n1,\n")).toEqual([["a", "b"], ["", ""], ["1", ""]]);
  });

  it("ends an unterminated quoted field at the end of the text", () => {
    expect(read('a,b\n"açık,1\n')).toEqual([["a", "b"], ["açık,1\n"]]);
  });

  it("keeps text after a closing quote and a quote inside an unquoted field", () => {
    expect(read('"ab"c,d"e\n')).toEqual([["abc", 'd"e']]);
  });

  it("reads semicolon and tab delimited text", () => {
    expect(read("a;b\n1,5;2\n", ";")).toEqual([["a", "b"], ["1,5", "2"]]);
    expect(read("a\tb\n1\t2", "\t")).toEqual([["a", "b"], ["1", "2"]]);
  });

  it("reads an empty text as no records", () => {
    expect(read("")).toEqual([]);
    expect(read("\uFEFF")).toEqual([]);
  });
});

describe("detectDelimiter", () => {
  it("picks the delimiter of the header line, outside quotes", () => {
    expect(detectDelimiter("Top queries,Clicks,Impressions,CTR,Position\n")).toBe(",");
    expect(detectDelimiter("Sorgu;Tıklama;Gösterim\n1,2;3;4")).toBe(";");
    expect(detectDelimiter("a\tb\tc\n")).toBe("\t");
    expect(detectDelimiter('"a;b;c",d\n')).toBe(",");
    expect(detectDelimiter("tek sütun\n")).toBe(",");
  });

  it("strips a BOM only at the start", () => {
    expect(stripBom("\uFEFFa\uFEFF")).toBe("a\uFEFF");
  });
});
