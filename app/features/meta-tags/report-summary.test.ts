import { describe, expect, it } from "vitest";
import { liveMetaCsv, liveMetaCsvRows, liveMetaRows } from "./live-rows";
import type { LiveMetaPage } from "./live-schema";
import { csvText } from "~/shared/csv";
import { metaReportSite, metaReportSummary } from "./report-summary";

function page(index: number, overrides: Partial<LiveMetaPage> = {}): LiveMetaPage {
  return {
    index,
    url: `https://ornek.com/${index}`,
    finalUrl: `https://ornek.com/${index}`,
    status: 200,
    contentType: "text/html",
    html: true,
    title: "Kurumsal Web Tasarım | Örnek",
    description: "Hızlı ve mobil uyumlu kurumsal web siteleri.",
    error: null,
    ...overrides,
  };
}

describe("metaReportSummary", () => {
  it("counts the pages, then the most frequent warnings first", () => {
    const rows = liveMetaRows([
      page(0),
      page(1, { title: null }),
      page(2, { title: null, description: null }),
      page(3, { status: 404 }),
    ]);
    expect(metaReportSummary(rows)).toEqual([
      "4 sayfa kontrol edildi; 3 sayfada sorun var.",
      "Başlık eksik: 2 sayfa",
      "Açıklama eksik: 1 sayfa",
      "Hata yanıtı (404): 1 sayfa",
    ]);
  });

  it("has just the count line when nothing is wrong", () => {
    expect(metaReportSummary(liveMetaRows([page(0)]))).toEqual(["1 sayfa kontrol edildi; sorun bulunmadı."]);
  });
});

describe("liveMetaCsvRows", () => {
  it("are the download's cells, so the attachment and the download agree", () => {
    const rows = liveMetaRows([page(0, { title: "=HYPERLINK(\"x\")" }), page(1, { status: null, html: false, error: "Bağlanılamadı" })]);
    expect(csvText(liveMetaCsvRows(rows), { bom: true })).toBe(liveMetaCsv(rows));
    expect(liveMetaCsvRows(rows)[1]?.[4]).toBe("=HYPERLINK(\"x\")");
  });
});

describe("metaReportSite", () => {
  it("is the pages' shared origin, or none when they span sites", () => {
    expect(metaReportSite(liveMetaRows([page(0), page(1)]))).toBe("https://ornek.com");
    expect(metaReportSite(liveMetaRows([page(0), page(1, { url: "https://baska.com/" })]))).toBeNull();
  });
});
