import { describe, expect, it } from "vitest";
import { SERP_DESCRIPTION_MAX_WIDTH_PX, SERP_TITLE_MAX_WIDTH_PX } from "~/capabilities/text-metrics/pixel-width";
import { checkKeyword, checkResult, readableBodyText } from "./checks";

describe("readability of a body (Ateşman, syllables = vowels)", () => {
  it("scores a hand-counted example", () => {
    // "Giriş." 1 word, 2 syllables; the sentence: 12 words, 49 syllables
    // (a-ra-ma 3, mo-to-ru 3, op-ti-mi-zas-yo-nu 6, iş-let-me-le-rin 5, çev-rim-i-çi 4,
    // gö-rü-nür-lü-ğü-nü 6, ar-tır-mak 3, i-çin 2, uy-gu-la-nan 4, kap-sam-lı 3,
    // st-ra-te-ji-ler-den 5, o-luş-mak-ta-dır 5). 13 words, 51 syllables, 2 sentences:
    // 198.825 − 40.175 × 51/13 − 2.610 × 13/2 = 24.25 → 24.3, "Çok zor".
    const body =
      "### Giriş\n\nArama motoru optimizasyonu, işletmelerin çevrimiçi görünürlüğünü artırmak için uygulanan kapsamlı stratejilerden oluşmaktadır.";
    const { readability } = checkResult({ title: "", description: "", h1: "", body, keyword: "seo" });
    expect(readability).toMatchObject({ wordCount: 13, syllableCount: 51, sentenceCount: 2, readabilityScore: 24.3, band: "Çok zor" });
  });

  it("scores short plain sentences as very easy (clamped to 100)", () => {
    // 6 words, 9 syllables, 2 sentences: 198.825 − 60.26 − 7.83 = 130.7 → 100.
    const { readability } = checkResult({ title: "", description: "", h1: "", body: "Bu bir test. Kısa cümle yazdık.", keyword: "x" });
    expect(readability).toMatchObject({ wordCount: 6, syllableCount: 9, sentenceCount: 2, readabilityScore: 100, band: "Çok kolay" });
  });

  it("ends headings and list items as sentences, and has nothing to read without a body", () => {
    expect(readableBodyText("## Başlık\n- madde bir\n- madde iki:\nCümle!")).toBe("Başlık. madde bir. madde iki. Cümle!");
    expect(checkResult({ title: "a", description: "b", h1: "c", body: "", keyword: "x" }).readability).toBeNull();
  });
});

describe("title and description against the meta generator's limits", () => {
  it("passes a short title and flags a long one by characters or pixels", () => {
    const ok = checkResult({ title: "İstanbul SEO Ajansı | Pusula", description: "Kısa açıklama.", h1: "", body: "", keyword: "seo" });
    expect(ok.title).toMatchObject({ ok: true, charLimit: 60, maxWidthPx: SERP_TITLE_MAX_WIDTH_PX, empty: false });
    expect(ok.description).toMatchObject({ ok: true, charLimit: 155, maxWidthPx: SERP_DESCRIPTION_MAX_WIDTH_PX });
    // 40 capital Ws: within 60 characters, far wider than 580 px.
    const wide = checkResult({ title: "W".repeat(40), description: "", h1: "", body: "", keyword: "x" });
    expect(wide.title.chars).toBe(40);
    expect(wide.title.widthPx).toBeGreaterThan(SERP_TITLE_MAX_WIDTH_PX);
    expect(wide.title.ok).toBe(false);
    expect(wide.description).toMatchObject({ empty: true, ok: false });
  });

  it("uses the screen's measurer when given", () => {
    const checks = checkResult({ title: "abc", description: "", h1: "", body: "", keyword: "x" }, (text) => text.length * 1000);
    expect(checks.title.widthPx).toBe(3000);
  });
});

describe("keyword use", () => {
  it("finds the keyword with Turkish casing and suffixes at word starts only", () => {
    const check = checkKeyword({
      title: "İSTANBUL SEO Ajansı",
      description: "istanbul seo ajansımız",
      h1: "Başlık",
      body: "### Giriş\n\nİstanbul seo ajansı arıyorsanız doğru yerdesiniz.\n\nBir istanbul seo ajansının işi. Kistanbul seo ajansı sayılmaz.",
      keyword: "istanbul  seo ajansı",
    });
    expect(check).toMatchObject({ inTitle: true, inDescription: true, inH1: false, inIntro: true, count: 2 });
    // 2 × 3 keyword words over 16 body words (the heading counts too) = 37.5 %.
    expect(check.densityPercent).toBe(37.5);
  });
});
