import { describe, expect, it } from "vitest";
import { buildMetaHtml, buildMetaTagsFile, canCopyMetaTags } from "./file";
import { generateMetaSuggestions, limitDescription, limitTitle, type MetaInput } from "./generate";
import { metaInputSchema } from "./schema";
import {
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  META_GENERATED_SUCCESS,
  META_MISSING_FIELDS,
  TONE_LABELS,
  TONES,
} from "./messages.content";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import {
  capitalizeFirst,
  countChars,
  lengthState,
  toSentenceForm,
  toTurkishTitleCase,
  truncateText,
  turkishLower,
  turkishUpper,
} from "~/capabilities/text-metrics/text";

const basic = { mainKeyword: "web tasarım", targetAudience: "küçük işletmeler", businessType: "dijital ajans" };
const inputs: readonly Omit<MetaInput, "contentType" | "tone">[] = [
  basic,
  { mainKeyword: "İSTANBUL SEO", targetAudience: "e-ticaret siteleri", businessType: "seo ajansı" },
  { mainKeyword: "ergonomik ofis koltuğu", targetAudience: "ofis çalışanları", businessType: "mobilya mağazası" },
  {
    mainKeyword: "kurumsal kimlik ve logo tasarımı hizmetleri için kapsamlı çözümler",
    targetAudience: "yeni kurulan teknoloji girişimleri ve ölçeklenen kobiler",
    businessType: "bağımsız yaratıcı tasarım stüdyosu",
  },
];

describe("Turkish casing", () => {
  it("uses the Turkish rules for i and ı", () => {
    expect(turkishUpper("istanbul ılık")).toBe("İSTANBUL ILIK");
    expect(turkishLower("İSTANBUL ILIK")).toBe("istanbul ılık");
    expect(capitalizeFirst("ılık")).toBe("Ilık");
    expect(capitalizeFirst("izmir")).toBe("İzmir");
  });

  it("title-cases words the Turkish way", () => {
    expect(toTurkishTitleCase("istanbul")).toBe("İstanbul");
    expect(toTurkishTitleCase("ılık su")).toBe("Ilık Su");
    expect(toTurkishTitleCase("  web   tasarım ve seo  ")).toBe("Web Tasarım ve SEO");
    expect(toTurkishTitleCase("istanbul'da e-ticaret")).toBe("İstanbul'da E-Ticaret");
    expect(toTurkishTitleCase("WEB TASARIM")).toBe("Web Tasarım");
    expect(toTurkishTitleCase("iPhone kılıfı")).toBe("iPhone Kılıfı");
    expect(toTurkishTitleCase("kobi için ai")).toBe("KOBİ İçin AI");
    expect(toTurkishTitleCase("ve sonra")).toBe("Ve Sonra");
  });

  it("keeps the user's casing in sentences, except for shouting and acronyms", () => {
    expect(toSentenceForm("İstanbul web tasarım")).toBe("İstanbul web tasarım");
    expect(toSentenceForm("KÜÇÜK İŞLETMELER")).toBe("küçük işletmeler");
    expect(toSentenceForm("seo ajansı")).toBe("SEO ajansı");
  });
});

describe("truncateText", () => {
  it("leaves text within the limit alone", () => {
    const exact = "a".repeat(60);
    expect(truncateText(exact, 60)).toBe(exact);
    expect(limitTitle(exact)).toBe(exact);
    expect(limitDescription("b".repeat(155))).toBe("b".repeat(155));
  });

  it("cuts to at most limit - 3 characters plus an ellipsis, never exceeding the limit", () => {
    const long = "a".repeat(61);
    expect(truncateText(long, 60)).toBe(`${"a".repeat(57)}...`);
    expect(limitDescription("c".repeat(200))).toBe(`${"c".repeat(152)}...`);
    for (let n = 50; n < 200; n++) {
      const words = Array.from({ length: n }, (_, i) => (i % 7 === 0 ? "uzunkelime" : "söz")).join(" ");
      expect(countChars(limitTitle(words))).toBeLessThanOrEqual(META_TITLE_LIMIT);
      expect(countChars(limitDescription(words))).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
    }
  });

  it("cuts at a word boundary where possible", () => {
    const text = "Profesyonel web tasarım hizmetleri ile işinizi büyütün şimdi hemen";
    expect(countChars(text)).toBeGreaterThan(60);
    const cut = truncateText(text, 60);
    expect(cut).toBe("Profesyonel web tasarım hizmetleri ile işinizi büyütün...");
    // The cut falls exactly on a space: the whole words stay.
    expect(truncateText(`${"a".repeat(57)} bbbb`, 60)).toBe(`${"a".repeat(57)}...`);
    // Trailing separators are not left before the ellipsis.
    expect(truncateText(`${"a".repeat(50)} | ${"b".repeat(20)}`, 60)).toBe(`${"a".repeat(50)}...`);
  });

  it("counts an emoji as one character and never splits it", () => {
    const text = "🚀".repeat(70);
    const cut = truncateText(text, 60);
    expect(cut).toBe(`${"🚀".repeat(57)}...`);
    expect(countChars(cut)).toBe(60);
  });
});

describe("lengthState", () => {
  it("is within at the limit and over beyond it", () => {
    expect(lengthState("a".repeat(60), META_TITLE_LIMIT)).toEqual({
      length: 60,
      limit: 60,
      status: "within",
      remaining: 0,
      empty: false,
    });
    expect(lengthState("a".repeat(156), META_DESCRIPTION_LIMIT)).toMatchObject({ status: "over", remaining: -1 });
    expect(lengthState("", META_TITLE_LIMIT)).toMatchObject({ status: "within", empty: true });
  });
});

describe("generateMetaSuggestions", () => {
  it("gives exactly three distinct suggestions within the limits for every content type and tone", () => {
    for (const base of inputs) {
      for (const contentType of CONTENT_TYPES) {
        for (const tone of TONES) {
          const result = generateMetaSuggestions({ ...base, contentType, tone });
          if (!result.ok) throw new Error("expected suggestions");
          const { suggestions } = result;
          expect(suggestions).toHaveLength(3);
          expect(new Set(suggestions.map((s) => s.title)).size).toBe(3);
          expect(new Set(suggestions.map((s) => s.description)).size).toBe(3);
          // Genuinely different, not one text with a changed word: the openings differ.
          expect(new Set(suggestions.map((s) => s.title.slice(0, 12))).size).toBe(3);
          expect(new Set(suggestions.map((s) => s.description.slice(0, 12))).size).toBe(3);
          for (const s of suggestions) {
            expect(countChars(s.title)).toBeLessThanOrEqual(META_TITLE_LIMIT);
            expect(countChars(s.description)).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT);
            expect(s.title).not.toMatch(/\s{2}|undefined|\$\{/);
            expect(s.description).not.toMatch(/\s{2}|undefined|\$\{/);
          }
        }
      }
    }
  });

  it("differs between tones and content types", () => {
    const all = new Set<string>();
    for (const contentType of CONTENT_TYPES) {
      for (const tone of TONES) {
        const result = generateMetaSuggestions({ ...basic, contentType, tone });
        if (result.ok) for (const s of result.suggestions) all.add(s.description);
      }
    }
    expect(all.size).toBe(CONTENT_TYPES.length * TONES.length * 3);
  });

  it("is deterministic and uses Turkish casing", () => {
    const input: MetaInput = {
      mainKeyword: "istanbul web tasarım",
      targetAudience: "ılık ilgi gösteren müşteriler",
      businessType: "ajans",
      contentType: "hizmet",
      tone: "profesyonel",
    };
    const a = generateMetaSuggestions(input);
    expect(generateMetaSuggestions(input)).toEqual(a);
    if (!a.ok) throw new Error("expected suggestions");
    expect(a.suggestions[0].title).toBe("İstanbul Web Tasarım Hizmeti | Ilık İlgi Gösteren...");
    expect(a.suggestions[2].description.startsWith("Ilık ilgi gösteren müşteriler için")).toBe(true);
  });

  it("asks for all fields when one is empty", () => {
    expect(
      generateMetaSuggestions({ mainKeyword: " ", targetAudience: "a", businessType: "", contentType: "blog", tone: "teknik" }),
    ).toEqual({ ok: false, message: META_MISSING_FIELDS, missing: ["mainKeyword", "businessType"] });
  });

  it("exports the required strings and labels", () => {
    expect(META_GENERATED_SUCCESS).toBe("Meta tag önerileri oluşturuldu!");
    expect(Object.values(TONE_LABELS)).toEqual(["Profesyonel", "Samimi", "Resmi", "Yaratıcı", "Teknik", "Satış Odaklı"]);
    expect(Object.values(CONTENT_TYPE_LABELS)).toEqual(["Hizmet Sayfası", "Ürün Sayfası", "Blog Yazısı", "Ana Sayfa"]);
    expect(metaInputSchema.safeParse({ ...basic, contentType: "urun", tone: "satis" }).success).toBe(true);
    expect(metaInputSchema.safeParse({ ...basic, contentType: "kategori", tone: "satis" }).success).toBe(false);
  });
});

describe("metaInputSchema", () => {
  it("trims the texts, drops unknown keys and keeps the rest", () => {
    const parsed = metaInputSchema.safeParse({
      mainKeyword: "  web tasarım ",
      targetAudience: "küçük işletmeler",
      businessType: "\tdijital ajans\n",
      contentType: "hizmet",
      tone: "samimi",
      extra: "x",
    });
    expect(parsed.success && parsed.data).toEqual({ ...basic, contentType: "hizmet", tone: "samimi" });
  });

  it("rejects blank, missing and overlong texts", () => {
    const valid = { ...basic, contentType: "blog", tone: "teknik" };
    expect(metaInputSchema.safeParse(valid).success).toBe(true);
    expect(metaInputSchema.safeParse({ ...valid, mainKeyword: "   " }).success).toBe(false);
    expect(metaInputSchema.safeParse({ ...valid, targetAudience: undefined }).success).toBe(false);
    expect(metaInputSchema.safeParse({ ...valid, businessType: "a".repeat(100) }).success).toBe(true);
    expect(metaInputSchema.safeParse({ ...valid, businessType: "a".repeat(101) }).success).toBe(false);
    expect(metaInputSchema.safeParse({ ...valid, tone: "neşeli" }).success).toBe(false);
    expect(metaInputSchema.safeParse(null).success).toBe(false);
  });
});

describe("meta-tags.txt and HTML", () => {
  it("escapes HTML in both tags", () => {
    expect(buildMetaHtml(`<a href="x">'&'</a>`, "d")).toBe(
      '<title>&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;</title>\n<meta name="description" content="d">',
    );
    expect(buildMetaHtml('Tom & "Jerry" <3', "Açıklama > özet")).toBe(
      '<title>Tom &amp; &quot;Jerry&quot; &lt;3</title>\n<meta name="description" content="Açıklama &gt; özet">',
    );
  });

  it("builds the file with title, description, counts and ready HTML", () => {
    const text = buildMetaTagsFile(" Başlık & Marka ", "Kısa açıklama.");
    expect(text).toContain("Title (14/60 karakter):\nBaşlık & Marka\n");
    expect(text).toContain("Description (14/155 karakter):\nKısa açıklama.\n");
    expect(text).toContain('<title>Başlık &amp; Marka</title>\n<meta name="description" content="Kısa açıklama.">');
  });

  it("allows copying only with both fields", () => {
    expect(canCopyMetaTags("a", "b")).toBe(true);
    expect(canCopyMetaTags("a", " ")).toBe(false);
  });
});
