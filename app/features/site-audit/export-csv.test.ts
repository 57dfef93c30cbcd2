import { describe, expect, it } from "vitest";
import { FAMILY_NAMES, RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import { neutraliseControlCharacters } from "~/shared/csv";
import { hostileReport } from "../../../tests/support/hostile-report";
import { reportCsv } from "./export-csv";
import { EXPORT_CSV } from "./export.content";

/** A strict RFC 4180 reader (CRLF records, quoted fields with "" for a quote): what a spreadsheet sees. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let index = 0;
  while (index < text.length) {
    if (text[index] === '"' && cell === "") {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new Error(`unterminated quote at ${index}`);
        cell += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        cell += '"';
        index += 1;
      }
      if (index < text.length && text[index] !== "," && !text.startsWith("\r\n", index)) throw new Error(`text after a closing quote at ${index}`);
      continue;
    }
    if (text[index] === ",") {
      row.push(cell);
      cell = "";
      index += 1;
    } else if (text.startsWith("\r\n", index)) {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      index += 2;
    } else {
      if (text[index] === '"' || text[index] === "\r" || text[index] === "\n") throw new Error(`unquoted ${JSON.stringify(text[index])} at ${index}`);
      cell += text[index];
      index += 1;
    }
  }
  if (row.length > 0 || cell !== "") throw new Error("the last record has no CRLF");
  return rows;
}

/** What a cell should read back as: the shared CSV guard's result, stated independently. */
function expectedCell(text: string): string {
  const shown = neutraliseControlCharacters(text);
  return /^[=+\-@\t\r＝＋－＠]/.test(shown) ? `'${shown}` : shown;
}

describe("reportCsv", () => {
  const report = hostileReport();
  const csv = reportCsv(report);

  it("starts with a byte order mark and reads back as RFC 4180 with the Turkish header", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header] = readCsv(csv.slice(1));
    expect(header).toEqual([...EXPORT_CSV.header]);
  });

  it("has one row per address, with the rule's words, and every hostile value in a harmless cell", () => {
    const rows = readCsv(csv.slice(1)).slice(1);
    const expected: string[][] = [];
    for (const finding of report.findings) {
      const rule = [finding.id, FAMILY_NAMES[finding.family], SEVERITY_NAMES[finding.severity], RULE_TEXTS[finding.id]?.title ?? ""];
      if (finding.hits.length === 0) expected.push([...rule, "", ""]);
      for (const hit of finding.hits) expected.push([...rule, expectedCell(hit.url), expectedCell(hit.detail ?? "")]);
      if (finding.affected > finding.hits.length && finding.hits.length > 0) {
        expected.push([...rule, "", EXPORT_CSV.moreAddresses(finding.affected, finding.hits.length)]);
      }
    }
    expect(rows).toEqual(expected);
  });

  it("never lets a cell start a formula, and spells out the known attacks", () => {
    const cells = readCsv(csv.slice(1)).flat();
    for (const cell of cells) expect(cell, cell.slice(0, 40)).not.toMatch(/^[=+\-@\t\r＝＋－＠]/);
    for (const attack of [`'=HYPERLINK("http://evil")`, "'+cmd|' /C calc'!A0", "'@SUM(1)", "'-2+3+cmd|' /C calc'!A0", "'\t=1+1", "'\r=1+1", "'＝1+1", "'＠SUM(1)"]) {
      expect(cells, attack).toContain(attack);
    }
  });

  it("holds no control character a spreadsheet or terminal would act on, no bidi override and no lone surrogate", () => {
    // eslint-disable-next-line no-control-regex -- the absence of control characters is the point
    expect(csv).not.toMatch(/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]/);
    expect(csv).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    expect(csv).toContain("\\u202Egnp.exe");
    expect(Buffer.from(csv, "utf8").toString("utf8")).toBe(csv);
  });
});
