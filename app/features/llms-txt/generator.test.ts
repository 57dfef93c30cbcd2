import { describe, expect, it } from "vitest";
import { LLMS_DEFAULT_INFO, parseLlmsTxt } from "~/capabilities/llms-txt-grammar/format";
import {
  LLMS_TXT_FILE_NAME,
  createLlmsFaq,
  createLlmsPage,
  createLlmsTxtForm,
  generateLlmsTxt,
  isLlmsTxtEmpty,
  parseKeywords,
} from "./generator";
import {
  LLMS_COPIED_MESSAGE,
  LLMS_DOWNLOADED_MESSAGE,
  LLMS_EMPTY_FORM_MESSAGE,
  LLMS_PAGES_SECTION_TITLE,
} from "./llms-file.content";
import type { LlmsTxtForm } from "./generator";
import { DEFAULT_PROJECT_DESCRIPTION, DEFAULT_PROJECT_NAME } from "./hub-generator";
import { parseLlmsTxtReference } from "~/capabilities/llms-txt-grammar/reference-parser";

function form(overrides: Partial<LlmsTxtForm>): LlmsTxtForm {
  return { ...createLlmsTxtForm(), ...overrides };
}

const FULL = form({
  siteName: "Dijital Ajans",
  siteUrl: "https://ajans.com.tr",
  description: "İstanbul'da web tasarım, SEO ve reklam yönetimi.",
  pages: [
    { title: "Hakkımızda", url: "/hakkimizda", description: "Ekibimiz ve hikâyemiz" },
    { title: "SEO", url: "https://ajans.com.tr/seo", description: "" },
    { title: "Eksik", url: "", description: "url yok, sayılmaz" },
    { title: "", url: "/bos", description: "başlık yok, sayılmaz" },
  ],
  faqs: [
    { question: "Proje ne kadar sürer?", answer: "Basit sitelerde 10-15 gün." },
    { question: "Cevapsız soru", answer: "  " },
    { question: "## Başlık gibi soru?", answer: "Satır\natlayan\n\ncevap" },
  ],
  keywords: "dijital pazarlama, SEO, , web tasarım, seo , İstanbul",
});

describe("standalone llms.txt generator", () => {
  it("exports the required texts and file name", () => {
    expect(LLMS_TXT_FILE_NAME).toBe("llms.txt");
    expect(LLMS_EMPTY_FORM_MESSAGE).toBe("Önce bilgileri doldurun!");
    expect(LLMS_COPIED_MESSAGE).toBe("İçerik panoya kopyalandı!");
    expect(LLMS_DOWNLOADED_MESSAGE).toBe("llms.txt dosyası indirildi!");
  });

  it("starts with one empty page and one empty FAQ", () => {
    expect(createLlmsTxtForm()).toEqual({
      siteName: "",
      siteUrl: "",
      description: "",
      pages: [{ title: "", url: "", description: "" }],
      faqs: [{ question: "", answer: "" }],
      keywords: "",
    });
  });

  it("is empty for an untouched or whitespace-only form", () => {
    expect(generateLlmsTxt(createLlmsTxtForm())).toBe("");
    const blank = form({
      siteName: "  ",
      description: "\n",
      keywords: " , ,",
      pages: [{ title: "Yalnız başlık", url: " ", description: "x" }],
      faqs: [{ question: "Yalnız soru", answer: "" }],
    });
    expect(generateLlmsTxt(blank)).toBe("");
    expect(isLlmsTxtEmpty(generateLlmsTxt(blank))).toBe(true);
  });

  it("writes a complete form, with FAQs and keywords in the info block", () => {
    const text = generateLlmsTxt(FULL);
    expect(text).toBe(
      [
        "# Dijital Ajans",
        "",
        "> İstanbul'da web tasarım, SEO ve reklam yönetimi.",
        "",
        "Web sitesi: https://ajans.com.tr/",
        "",
        "Anahtar kelimeler: dijital pazarlama, SEO, web tasarım, İstanbul",
        "",
        "Sıkça sorulan sorular:",
        "",
        "- Soru: Proje ne kadar sürer?",
        "  Cevap: Basit sitelerde 10-15 gün.",
        "- Soru: ## Başlık gibi soru?",
        "  Cevap: Satır atlayan cevap",
        "",
        "## Önemli Sayfalar",
        "",
        "- [Hakkımızda](https://ajans.com.tr/hakkimizda): Ekibimiz ve hikâyemiz",
        "- [SEO](https://ajans.com.tr/seo)",
        "",
      ].join("\n"),
    );
    expect(isLlmsTxtEmpty(text)).toBe(false);
  });

  it("produces files the strict parser accepts", () => {
    const parsed = parseLlmsTxt(generateLlmsTxt(FULL));
    expect(parsed.title).toBe("Dijital Ajans");
    expect(parsed.summary).toBe("İstanbul'da web tasarım, SEO ve reklam yönetimi.");
    expect(parsed.info).toContain("- Soru: Proje ne kadar sürer?");
    expect(parsed.sections).toEqual({
      "Önemli Sayfalar": [
        { title: "Hakkımızda", url: "https://ajans.com.tr/hakkimizda", description: "Ekibimiz ve hikâyemiz" },
        { title: "SEO", url: "https://ajans.com.tr/seo" },
      ],
    });
  });

  it("fills the name and description with the defaults when only other fields are set", () => {
    const text = generateLlmsTxt(form({ keywords: "seo" }));
    expect(text).toBe("# Your Project Name\n\n> A brief description of your project.\n\nAnahtar kelimeler: seo\n");
    expect(parseLlmsTxt(text).summary).toBe("A brief description of your project.");
  });

  it("keeps page URLs as typed when the site URL is not usable", () => {
    const text = generateLlmsTxt(
      form({ siteName: "A", siteUrl: "ajans.com.tr", pages: [{ title: "Blog", url: "/blog", description: "" }] }),
    );
    expect(text).toContain("Web sitesi: ajans.com.tr\n");
    expect(text).toContain("- [Blog](/blog)\n");
    expect(() => parseLlmsTxt(text)).not.toThrow();
  });

  it("survives special characters in every field", () => {
    const nasty = "[x](y) ]( ) # ## > - * ` < & \\ ç ğ ı İ ö ş ü\n---\n===";
    const text = generateLlmsTxt(
      form({
        siteName: nasty,
        siteUrl: "https://örnek.com.tr/(yol)",
        description: nasty,
        pages: [{ title: nasty, url: "https://örnek.com.tr/sayfa (1)", description: nasty }],
        faqs: [{ question: nasty, answer: nasty }],
        keywords: `${nasty}, ikinci`,
      }),
    );
    const parsed = parseLlmsTxt(text);
    expect(parsed.title).toBe("[x](y) ]( ) # ## > - * ` < & \\ ç ğ ı İ ö ş ü --- ===");
    expect(parsed.sections["Önemli Sayfalar"]).toEqual([
      {
        title: "(x)(y) )( ) # ## > - * ` < & \\ ç ğ ı İ ö ş ü --- ===",
        url: "https://örnek.com.tr/sayfa%20%281%29",
        description: "[x](y) ]( ) # ## > - * ` < & \\ ç ğ ı İ ö ş ü --- ===",
      },
    ]);
    expect(parsed.info).toContain("Web sitesi: https://xn--rnek-4qa.com.tr/(yol)");
  });
});

describe("standalone llms.txt generator, every combination of empty fields", () => {
  const FIELDS = ["siteName", "siteUrl", "description", "pages", "faqs", "keywords"] as const;
  const combinations = Array.from({ length: 2 ** FIELDS.length - 1 }, (_, index) =>
    FIELDS.filter((_, bit) => ((index + 1) & (1 << bit)) !== 0),
  );

  it.each(combinations.map((filled) => [filled.join(", "), filled] as const))(
    "the reference parser reads title and summary as intended with %s filled in",
    (_, filled) => {
      const has = (field: (typeof FIELDS)[number]): boolean => filled.includes(field);
      const text = generateLlmsTxt({
        siteName: has("siteName") ? "Örnek Mobilya" : "",
        siteUrl: has("siteUrl") ? "https://ornek.example" : "",
        description: has("description") ? "El yapımı ahşap mobilya." : "",
        pages: has("pages") ? [{ title: "Ürünler", url: "https://ornek.example/urunler", description: "" }] : [createLlmsPage()],
        faqs: has("faqs") ? [{ question: "Teslimat?", answer: "İki hafta." }] : [createLlmsFaq()],
        keywords: has("keywords") ? "mobilya, masa" : "",
      });
      const infoParts = [
        ...(has("siteUrl") ? ["Web sitesi: https://ornek.example/"] : []),
        ...(has("keywords") ? ["Anahtar kelimeler: mobilya, masa"] : []),
        ...(has("faqs") ? ["Sıkça sorulan sorular:\n\n- Soru: Teslimat?\n  Cevap: İki hafta."] : []),
      ];
      const expected = {
        title: has("siteName") ? "Örnek Mobilya" : DEFAULT_PROJECT_NAME,
        summary: has("description") ? "El yapımı ahşap mobilya." : DEFAULT_PROJECT_DESCRIPTION,
        info: infoParts.length === 0 ? LLMS_DEFAULT_INFO : infoParts.join("\n\n"),
      };
      const sectionNames = has("pages") ? [LLMS_PAGES_SECTION_TITLE] : [];

      const reference = parseLlmsTxtReference(text);
      expect({ title: reference.title, summary: reference.summary, info: reference.info }).toEqual(expected);
      expect([...reference.sections.keys()]).toEqual(sectionNames);

      const strict = parseLlmsTxt(text);
      expect({ title: strict.title, summary: strict.summary, info: strict.info }).toEqual(expected);
      expect(Object.keys(strict.sections)).toEqual(sectionNames);
    },
  );
});

describe("parseKeywords", () => {
  it("trims, drops blanks and Turkish-case-insensitive repeats", () => {
    expect(parseKeywords(" SEO, seo ,İstanbul, istanbul, ISPARTA, ısparta,, dijital  pazarlama ")).toEqual([
      "SEO",
      "İstanbul",
      "ISPARTA",
      "dijital pazarlama",
    ]);
    expect(parseKeywords("")).toEqual([]);
  });
});
