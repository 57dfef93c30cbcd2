import { describe, expect, it } from "vitest";
import { countChars } from "~/capabilities/text-metrics/text";
import { BRIEF_LABEL, briefMarkdown, buildContentBrief } from "./brief";
import { checkResult } from "./checks";
import type { ContentWriterInput } from "./form";
import { PAGE_TYPES, type PageType } from "./messages.content";

const INPUT: ContentWriterInput = {
  pageType: "hizmet_sayfasi",
  tone: "profesyonel",
  business: "Pusula Dijital",
  keyword: "istanbul seo ajansı",
  audience: "KOBİ sahipleri",
  keyPoints: "Aylık rapor\n- Sabit fiyat; 3 ayda ilk sonuç",
};

const forType = (pageType: PageType) => buildContentBrief({ ...INPUT, pageType });

describe("buildContentBrief", () => {
  it("fills a service page's brief from the form", () => {
    const brief = buildContentBrief(INPUT);
    expect(brief.label).toBe(BRIEF_LABEL);
    expect(brief.pageTypeLabel).toBe("Hizmet Sayfası");
    expect(brief.toneLabel).toBe("Profesyonel");
    expect(brief.targetWords).toEqual({ min: 800, max: 1200 });
    expect(brief.title).toBe("İstanbul SEO Ajansı Hizmeti | Pusula Dijital");
    expect(brief.h1).toBe("İstanbul SEO Ajansı");
    expect(brief.outline[0]).toEqual({ level: 2, text: "İstanbul SEO Ajansı nedir, kimler için?" });
    expect(brief.outline.some((item) => item.level === 3)).toBe(true);
    expect(brief.faqQuestions[0]).toBe("İstanbul SEO Ajansı hizmeti ne kadar sürer?");
    expect(brief.keywordPlacement[0]).toContain("“istanbul SEO ajansı”");
    expect(brief.keyPoints).toEqual(["Aylık rapor", "Sabit fiyat", "3 ayda ilk sonuç"]);
    expect(brief.titleTemplate).toBe("[Anahtar Kelime] Hizmeti | [İşletme]");
  });

  it("differs by page type: a product page is shorter than a blog post, a contact page shortest", () => {
    const words = Object.fromEntries(PAGE_TYPES.map((type) => [type, forType(type).targetWords.max]));
    expect(words.iletisim).toBeLessThan(words.urun_sayfasi ?? 0);
    expect(words.urun_sayfasi).toBeLessThan(words.blog_yazisi ?? 0);
    expect(forType("iletisim").h1).toBe("İletişim");
    expect(forType("urun_sayfasi").outline.map((item) => item.text)).toContain("Teknik özellikler");
    expect(new Set(PAGE_TYPES.map((type) => forType(type).title)).size).toBeGreaterThan(4);
  });

  it.each(PAGE_TYPES)("%s: title and description pass the meta limits, even for long fields", (pageType) => {
    const long = buildContentBrief({ ...INPUT, pageType, business: "Çok Uzun Adlı Dijital Pazarlama ve Yazılım Hizmetleri Anonim Şirketi", audience: "a".repeat(150) });
    expect(countChars(long.title)).toBeLessThanOrEqual(60);
    expect(countChars(long.description)).toBeLessThanOrEqual(155);
    const longChecks = checkResult({ ...long, body: "", keyword: INPUT.keyword });
    expect([longChecks.title.ok, longChecks.description.ok]).toEqual([true, true]);
    const checks = checkResult({ ...buildContentBrief({ ...INPUT, pageType }), body: "", keyword: INPUT.keyword });
    expect(checks.title.ok).toBe(true);
    expect(checks.description.ok).toBe(true);
  });

  it("is a plan, never presented as AI: its Markdown starts with the label", () => {
    const markdown = briefMarkdown(buildContentBrief(INPUT));
    expect(markdown.startsWith(`# ${BRIEF_LABEL}: `)).toBe(true);
    expect(markdown).not.toMatch(/\bAI\b|yapay zek/i);
    expect(markdown).toContain("## Eklenecek iç bağlantılar");
    expect(markdown).toContain("- Aylık rapor");
  });
});
