import { describe, expect, it } from "vitest";
import { createLlmsTxtForm } from "./generator";
import { llmsReportSummary } from "./report-summary";

describe("llmsReportSummary", () => {
  it("is empty while the form is", () => {
    expect(llmsReportSummary(createLlmsTxtForm())).toEqual([]);
  });

  it("names the site and counts what the file lists", () => {
    const lines = llmsReportSummary({
      ...createLlmsTxtForm(),
      siteName: "Örnek Mobilya",
      siteUrl: "https://ornek.com",
      keywords: "mobilya, koltuk, mobilya",
      pages: [
        { title: "Hizmetler", url: "/hizmetler", description: "" },
        { title: "Blog", url: "/blog", description: "", section: "Yazılar" },
        { title: "", url: "/bos", description: "" },
      ],
      faqs: [
        { question: "Kargo var mı?", answer: "Evet." },
        { question: "Yarım", answer: "" },
      ],
    });
    expect(lines).toEqual([
      "Site: Örnek Mobilya",
      "2 sayfa bağlantısı, 2 bölümde",
      "1 sık sorulan soru ve cevabı",
      "Anahtar kelimeler: mobilya, koltuk",
      "Dosyayı sitenizin kök dizinine yükleyin: /llms.txt adresinden açılmalıdır.",
    ]);
    expect(lines.length).toBeLessThanOrEqual(5);
  });
});
