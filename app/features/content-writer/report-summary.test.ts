import { describe, expect, it } from "vitest";
import { briefMarkdown, buildContentBrief } from "./brief";
import type { ContentWriterInput } from "./form";
import { contentReportPayload, contentReportSummary } from "./report-summary";

const INPUT: ContentWriterInput = {
  pageType: "hizmet_sayfasi",
  tone: "profesyonel",
  business: "Örnek Ajans",
  keyword: "kurumsal web tasarım",
  audience: "KOBİ sahipleri",
  keyPoints: "",
};

describe("contentReportSummary", () => {
  it("names a brief with its page type and length, then its title, description and H1", () => {
    const brief = buildContentBrief(INPUT);
    const lines = contentReportSummary({ kind: "brief", brief, markdown: briefMarkdown(brief) }, null);
    expect(lines[0]).toBe(`İçerik özeti: ${brief.pageTypeLabel}, hedef ${brief.targetWords.min}–${brief.targetWords.max} kelime`);
    expect(lines.slice(1)).toEqual([`SEO başlığı: ${brief.title}`, `Meta açıklaması: ${brief.description}`, `H1: ${brief.h1}`]);
  });

  it("leaves out what a draft does not have, and attaches the .md download's text", () => {
    const result = { kind: "draft" as const, text: "# Kurumsal Web Tasarım\n\nMetin." };
    expect(contentReportSummary(result, null)[0]).toBe("Yapay zekâ ile yazılan içerik taslağı");
    expect(contentReportPayload(result, null).file).toContain("Kurumsal Web Tasarım");
  });
});
