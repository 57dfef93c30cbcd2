import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { csvRecords } from "./csv-reader";
import { readTable, type GscRow, type GscTable } from "./search-console";
import {
  buildReport,
  combineRows,
  filterRows,
  foldQuery,
  isQuickWin,
  lookupKeyword,
  mergeRows,
  nextOrder,
  quickWins,
  rowsToCsv,
  sortRows,
} from "./search-console-report";

const FIXTURES = new URL("../../../tests/fixtures/search-console/", import.meta.url);

async function fixtureTable(path: string): Promise<GscTable> {
  const outcome = await readTable(path, readFileSync(new URL(path, FIXTURES), "utf8"));
  if (outcome.kind !== "table") throw new Error(outcome.problem);
  return outcome.table;
}

const row = (key: string, clicks: number, impressions: number, position: number): GscRow => ({
  key,
  clicks,
  impressions,
  ctr: impressions > 0 ? clicks / impressions : 0,
  position,
});

describe("foldQuery", () => {
  it("folds with Turkish case rules and keeps ı apart from i", () => {
    expect(foldQuery("  İSTANBUL   SEO Ajansı ")).toBe("istanbul seo ajansı");
    expect(foldQuery("IŞIKLI TABELA")).toBe("ışıklı tabela");
    expect(foldQuery("sık")).not.toBe(foldQuery("sik"));
    // A decomposed İ (I + combining dot) is the same letter.
    expect(foldQuery("I\u0307stanbul")).toBe("istanbul");
  });
});

describe("buildReport", () => {
  it("sorts the queries and pages by clicks and lists the sources", async () => {
    const report = buildReport([await fixtureTable("tr/Sorgular.csv"), await fixtureTable("tr/Sayfalar.csv")]);
    expect(report.queries.slice(0, 3).map((entry) => entry.key)).toEqual(["seo ajansı", "istanbul seo ajansı", "dijital pazarlama ajansı"]);
    expect(report.pages[0]?.key).toBe("https://www.ornekajans.com.tr/");
    expect(report.sources).toEqual([
      { fileName: "tr/Sorgular.csv", dimension: "query", rows: 16, skippedRows: 0 },
      { fileName: "tr/Sayfalar.csv", dimension: "page", rows: 6, skippedRows: 0 },
    ]);
  });

  it("merges two tables of one dimension: clicks added, position weighted by impressions", () => {
    const first: GscTable = { dimension: "query", fileName: "a.csv", rows: [row("seo", 10, 100, 4)], skippedRows: 0 };
    const second: GscTable = { dimension: "query", fileName: "b.csv", rows: [row("SEO", 30, 300, 8)], skippedRows: 0 };
    const report = buildReport([first, second]);
    expect(report.queries).toEqual([{ key: "seo", clicks: 40, impressions: 400, ctr: 0.1, position: 7 }]);
    expect(report.pages).toEqual([]);
  });

  it("averages positions plainly when no row has impressions", () => {
    expect(combineRows("x", [row("x", 0, 0, 4), row("x", 0, 0, 6)]).position).toBe(5);
    expect(mergeRows([row("a", 1, 1, 1), row("b", 1, 1, 1)])).toHaveLength(2);
    expect(mergeRows([row("https://a.example/Sayfa", 1, 1, 1), row("https://a.example/sayfa", 1, 1, 1)], "page")).toHaveLength(2);
  });
});

describe("lookupKeyword", () => {
  it("finds the exact query whatever the case, with its figures", async () => {
    const { queries } = buildReport([await fixtureTable("en/Queries.csv")]);
    const figures = lookupKeyword(queries, "  İstanbul SEO Ajansı ");
    expect(figures.exact).toEqual({ key: "istanbul seo ajansı", clicks: 128, impressions: 5120, ctr: 0.025, position: 6.84 });
    expect(lookupKeyword(queries, "IŞIKLI TABELA REKLAM").exact?.position).toBe(17.6);
  });

  it("combines the queries containing the keyword", async () => {
    const { queries } = buildReport([await fixtureTable("en/Queries.csv")]);
    const figures = lookupKeyword(queries, "seo ajansı");
    expect(figures.exact?.clicks).toBe(412);
    expect(figures.related.map((entry) => entry.key)).toEqual(["istanbul seo ajansı"]);
    const missing = lookupKeyword(queries, "pazarlama");
    expect(missing.exact).toBeNull();
    expect(missing.related.map((entry) => entry.key)).toEqual(["dijital pazarlama ajansı", "içerik pazarlaması"]);
    expect(missing.relatedTotal).toMatchObject({ clicks: 101, impressions: 10_160 });
    expect(missing.relatedTotal?.position).toBeCloseTo((9.31 * 7410 + 19.94 * 2750) / 10_160, 10);
    expect(lookupKeyword(queries, "   ")).toEqual({ exact: null, related: [], relatedTotal: null });
  });
});

describe("quick wins", () => {
  it("lists the queries whose position rounds to 11–20, most impressions first", async () => {
    const { queries } = buildReport([await fixtureTable("en/Queries.csv")]);
    expect(quickWins(queries).map((entry) => entry.key)).toEqual([
      "seo nedir",
      "sosyal medya yönetimi fiyatları",
      "seo fiyatları 2026",
      "ışıklı tabela reklam",
      "içerik pazarlaması",
      "seo, sem farkı",
    ]);
    expect(isQuickWin(row("a", 0, 1, 10.49))).toBe(false);
    expect(isQuickWin(row("a", 0, 1, 10.5))).toBe(true);
    expect(isQuickWin(row("a", 0, 1, 20.49))).toBe(true);
    expect(isQuickWin(row("a", 0, 1, 20.5))).toBe(false);
  });
});

describe("sort and filter", () => {
  const rows = [row("çay", 5, 50, 3), row("cam", 5, 80, 12), row("zeytin", 9, 20, 1.5), row("ılık", 1, 90, 7)];

  it("sorts by any column, ties in Turkish alphabetical order", () => {
    expect(sortRows(rows, { column: "key", direction: "ascending" }).map((entry) => entry.key)).toEqual(["cam", "çay", "ılık", "zeytin"]);
    expect(sortRows(rows, { column: "clicks", direction: "descending" }).map((entry) => entry.key)).toEqual(["zeytin", "cam", "çay", "ılık"]);
    expect(sortRows(rows, { column: "position", direction: "ascending" }).map((entry) => entry.key)).toEqual(["zeytin", "çay", "ılık", "cam"]);
    expect(sortRows(rows, { column: "ctr", direction: "descending" })[0]?.key).toBe("zeytin");
    expect(rows[0]?.key).toBe("çay");
  });

  it("flips the pressed column and starts another in its natural direction", () => {
    expect(nextOrder({ column: "clicks", direction: "descending" }, "clicks")).toEqual({ column: "clicks", direction: "ascending" });
    expect(nextOrder({ column: "clicks", direction: "descending" }, "position")).toEqual({ column: "position", direction: "ascending" });
    expect(nextOrder({ column: "key", direction: "ascending" }, "impressions")).toEqual({ column: "impressions", direction: "descending" });
  });

  it("filters by a folded substring", () => {
    expect(filterRows(rows, "ILIK").map((entry) => entry.key)).toEqual(["ılık"]);
    expect(filterRows(rows, " ").map((entry) => entry.key)).toHaveLength(4);
    expect(filterRows(rows, "yok")).toEqual([]);
  });
});

describe("rowsToCsv", () => {
  it("writes Search Console's Turkish layout, which reads back to the same rows", async () => {
    const table = await fixtureTable("en/Queries.csv");
    const csv = rowsToCsv(table.rows, "query");
    expect(csv.startsWith("\uFEFFEn çok yapılan sorgular,Tıklamalar,Gösterimler,TO,Konum\r\nseo ajansı,412,9870,4.17%,4.12\r\n")).toBe(true);
    expect(csv).toContain('"seo, sem farkı",2,300,0.67%,15\r\n');
    const back = await readTable("export.csv", csv);
    if (back.kind !== "table") throw new Error(back.problem);
    expect(back.table.rows).toEqual(table.rows);
    expect([...csvRecords(rowsToCsv([row("=HYPERLINK()", 1, 2, 3)], "page"), ",")][1]?.[0]).toBe("'=HYPERLINK()");
  });
});
