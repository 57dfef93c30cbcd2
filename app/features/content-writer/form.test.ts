import { describe, expect, it } from "vitest";
import { checkForm, EMPTY_FORM } from "./form";
import { CONTENT_WRITER_LIMITS } from "./limits";
import { contentWriterRequestSchema } from "./live-schema";
import { PAGE_TYPES, TONES } from "./messages.content";

describe("the content writer's form", () => {
  it("names every empty required field, in form order, after trimming", () => {
    expect(checkForm(EMPTY_FORM)).toEqual({ ok: false, missing: ["pageType", "tone", "business", "keyword", "audience"] });
    expect(checkForm({ ...EMPTY_FORM, pageType: "kategori", tone: "resmi", business: "  ", keyword: "x", audience: "y" })).toEqual({
      ok: false,
      missing: ["business"],
    });
  });

  it("gives the cleaned input when complete; key points stay optional", () => {
    const result = checkForm({ pageType: "blog_yazisi", tone: "satış_odakli", business: " Pusula ", keyword: " seo   rehberi ", audience: "KOBİ", keyPoints: "" });
    expect(result).toEqual({
      ok: true,
      input: { pageType: "blog_yazisi", tone: "satış_odakli", business: "Pusula", keyword: "seo rehberi", audience: "KOBİ", keyPoints: "" },
    });
  });

  it("offers the product description's eight page types and six tones", () => {
    expect(PAGE_TYPES).toEqual(["hizmet_sayfasi", "urun_sayfasi", "blog_yazisi", "ana_sayfa", "hakkimizda", "iletisim", "kategori", "e_ticaret"]);
    expect(TONES).toEqual(["profesyonel", "samimi", "resmi", "yaratici", "teknisyen", "satış_odakli"]);
  });
});

describe("the request schema", () => {
  const valid = { pageType: "iletisim", tone: "samimi", business: "Pusula", keyword: "iletişim", audience: "müşteriler" };

  it("accepts a complete body with or without key points", () => {
    expect(contentWriterRequestSchema.safeParse(valid).success).toBe(true);
    expect(contentWriterRequestSchema.safeParse({ ...valid, keyPoints: "Hızlı dönüş" }).success).toBe(true);
  });

  it("refuses unknown options, blank fields and values over the shared limits", () => {
    expect(contentWriterRequestSchema.safeParse({ ...valid, pageType: "landing" }).success).toBe(false);
    expect(contentWriterRequestSchema.safeParse({ ...valid, tone: "komik" }).success).toBe(false);
    expect(contentWriterRequestSchema.safeParse({ ...valid, audience: "   " }).success).toBe(false);
    expect(contentWriterRequestSchema.safeParse({ ...valid, keyword: "k".repeat(CONTENT_WRITER_LIMITS.keyword + 1) }).success).toBe(false);
    expect(contentWriterRequestSchema.safeParse({ ...valid, keyPoints: "p".repeat(CONTENT_WRITER_LIMITS.keyPoints + 1) }).success).toBe(false);
  });
});
