import { describe, expect, it } from "vitest";
import { csvText } from "~/shared/csv";
import { rankReportSummary } from "./report-summary";
import { searchConsoleReportSummary } from "./search-console-summary";
import { rowsToCsv, rowsToCsvRows, type GscReport } from "./search-console-report";

describe("rankReportSummary", () => {
  it("says where the site stands, for which keyword and device", () => {
    const lines = rankReportSummary({ rank: 7, website: "ornek.com", keyword: "seo ajansı", device: "mobile", totalResults: null });
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("seo ajansı");
  });
});

describe("searchConsoleReportSummary", () => {
  const row = (key: string, clicks: number, position: number) => ({ key, clicks, impressions: clicks * 10, ctr: 0.1, position });
  const report: GscReport = {
    queries: [row("az", 1, 3), row("çok", 50, 2.04), row("orta", 10, 12), row("ikinci sayfa", 5, 15)],
    pages: [row("https://ornek.com/", 66, 4)],
    sources: [],
  };

  it("counts what was read, names the top queries by clicks and the second page's", () => {
    expect(searchConsoleReportSummary(report)).toEqual([
      "Okundu: 4 sorgu, 1 sayfa.",
      "“çok”: 50 tıklama, ortalama sıra 2",
      "“orta”: 10 tıklama, ortalama sıra 12",
      "“ikinci sayfa”: 5 tıklama, ortalama sıra 15",
      "2. sayfada 2 sorgu var: ilk sayfaya en yakın fırsatlar.",
    ]);
  });

  it("attaches the table download's cells", () => {
    expect(csvText(rowsToCsvRows(report.queries, "query"), { bom: true })).toBe(rowsToCsv(report.queries, "query"));
  });
});
