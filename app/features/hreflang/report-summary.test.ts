import { describe, expect, it } from "vitest";
import { checkHreflang } from "./hreflang";
import type { HreflangLiveResult, HreflangPageReport } from "./live-check";
import { hreflangLiveReportSummary } from "./live-report-summary";
import { hreflangReportSummary } from "./report-summary";

describe("hreflangReportSummary", () => {
  it("counts the tags, names x-default and repeats the warnings, not the advice", () => {
    const entries = [
      { language: "tr", country: "", url: "https://ornek.com/" },
      { language: "en", country: "", url: "https://ornek.com/en/" },
    ];
    const base = "https://ornek.com/";
    const lines = hreflangReportSummary(base, entries, checkHreflang(base, entries));
    expect(lines[0]).toBe("3 hreflang etiketi hazırlandı.");
    expect(lines[1]).toBe("x-default: https://ornek.com/");
    const advice = checkHreflang(base, entries).filter((warning) => warning.severity === "info").map((warning) => warning.message);
    for (const line of advice) expect(lines).not.toContain(line);
  });

  it("keeps at most five lines", () => {
    const entries = Array.from({ length: 8 }, (_, index) => ({ language: `q${index}`, country: "", url: `https://ornek.com/${index}` }));
    const lines = hreflangReportSummary("", entries, checkHreflang("", entries));
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe("8 hreflang etiketi hazırlandı.");
  });
});

describe("hreflangLiveReportSummary", () => {
  const page = (url: string, problems: HreflangPageReport["problems"]): HreflangPageReport => ({
    url,
    finalUrl: url,
    status: 200,
    lang: "tr",
    sources: [],
    verdict: problems.length > 0 ? "problems" : "ok",
    cells: [],
    problems,
  });

  it("counts pages and problems, the fix pack's reach, then each problem once", () => {
    const problem = { code: "missing-return" as const, message: "Dönüş bağlantısı eksik." };
    const result: HreflangLiveResult = {
      startUrl: "https://ornek.com/",
      sitemapUrl: null,
      sitemapNotes: [],
      columns: [],
      pages: [page("https://ornek.com/", [problem]), page("https://ornek.com/en/", [problem])],
      clusterProblems: [],
      fixPack: { set: [], pages: [{ url: "https://ornek.com/", missing: [] }], leftOut: ["https://ornek.com/eski"] },
      capped: [],
    };
    expect(hreflangLiveReportSummary(result)).toEqual([
      "2 sayfa kontrol edildi, 2 sorun bulundu.",
      "Düzeltme paketi 1 sayfanın etiketlerini içeriyor.",
      "1 sayfa (200 dönmeyen, yönlendiren, noindex veya başka adrese canonical veren) sete alınmadı: önce o sayfaları düzeltin.",
      "Dönüş bağlantısı eksik.",
    ]);
  });
});
