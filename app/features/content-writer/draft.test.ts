import { describe, expect, it } from "vitest";
import { SAMPLE_DRAFT } from "../../../tests/support/content-writer-draft";
import { bodyBlocks, draftMarkdown, markdownToPlainText, parseDraft } from "./draft";


describe("parseDraft", () => {
  it("reads every section of a complete draft", () => {
    const draft = parseDraft(SAMPLE_DRAFT);
    expect(draft.title).toBe("İstanbul SEO Ajansı | Pusula Dijital");
    expect(draft.description).toMatch(/^Pusula Dijital ile .*alın\.$/);
    expect(draft.h1).toBe("İstanbul SEO Ajansı: Ölçülebilir Büyüme");
    expect(draft.outline).toEqual([
      { level: 2, text: "SEO hizmetimizin kapsamı" },
      { level: 3, text: "Teknik SEO" },
      { level: 3, text: "İçerik" },
      { level: 2, text: "Neden biz?" },
    ]);
    expect(draft.body).toBe(
      "İstanbul seo ajansı arayan işletmeler için net bir süreç sunuyoruz. Her ay rapor veriyoruz.\n\n### SEO hizmetimizin kapsamı\nTeknik sorunları düzeltiyoruz.",
    );
    expect(draft.faq).toEqual([
      { question: "SEO ne kadar sürer?", answer: "İlk sonuçlar genellikle üç ila altı ayda görülür." },
      { question: "Fiyatlar neye göre belirlenir?", answer: "Sitenin büyüklüğüne ve hedeflere göre." },
    ]);
    expect(draft.cta).toBe("Ücretsiz analiz için bugün bize yazın.");
    expect(draft.current).toBe("cta");
  });

  it("takes any prefix while the draft streams: later sections are empty, the current one partial", () => {
    const cut = SAMPLE_DRAFT.indexOf("Her ay");
    const draft = parseDraft(SAMPLE_DRAFT.slice(0, cut));
    expect(draft.current).toBe("body");
    expect(draft.body).toBe("İstanbul seo ajansı arayan işletmeler için net bir süreç sunuyoruz.");
    expect(draft.faq).toEqual([]);
    expect(draft.cta).toBe("");
    // Every prefix parses without throwing and never loses a finished section.
    for (let end = 0; end <= SAMPLE_DRAFT.length; end += 7) {
      const partial = parseDraft(SAMPLE_DRAFT.slice(0, end));
      if (end > SAMPLE_DRAFT.indexOf("## Meta")) expect(partial.title).toBe("İstanbul SEO Ajansı | Pusula Dijital");
    }
    // A heading split mid-word is not a section yet.
    expect(parseDraft("## SEO Başlığı\nBaşlık\n## Meta Açık").current).toBe("title");
  });

  it("accepts the wordings and wrappers models use", () => {
    const draft = parseDraft(
      '```markdown\nGiriş metni.\n## **SEO Başlığı**\n"Başlık"\n## Meta açıklama:\n**Açıklama**\n## SSS\n**S:** Soru bir?\n**C:** Yanıt bir.\n1. Soru iki?\n```',
    );
    expect(draft.title).toBe("Başlık");
    expect(draft.description).toBe("Açıklama");
    expect(draft.faq).toEqual([{ question: "Soru bir?", answer: "Yanıt bir. 1. Soru iki?" }]);
  });

  it("keeps text outside the known sections: before the first one and under other headings", () => {
    const answer = "# Başlık\nPusula Dijital ile büyüyün.\n\n## Neden biz?\nHer ay rapor veriyoruz.\n";
    const draft = parseDraft(answer);
    expect(draft.extra).toBe("# Başlık\nPusula Dijital ile büyüyün.\n\n## Neden biz?\nHer ay rapor veriyoruz.");
    expect(draft.current).toBeNull();
    // An unknown heading ends a short section rather than being glued to its one line.
    const mixed = parseDraft("Elbette, işte taslak:\n## SEO Başlığı\nBaşlık\n## Neden biz?\nÇünkü ölçüyoruz.\n## H1\nAna başlık\n");
    expect(mixed.title).toBe("Başlık");
    expect(mixed.h1).toBe("Ana başlık");
    expect(mixed.extra).toBe("Elbette, işte taslak:\n\n## Neden biz?\nÇünkü ölçüyoruz.");
    expect(parseDraft(SAMPLE_DRAFT).extra).toBe("");
    // The outline may list its items as headings.
    expect(parseDraft("## Taslak Yapı\n## Neden biz?\n### Ekibimiz\n").outline).toEqual([
      { level: 2, text: "Neden biz?" },
      { level: 3, text: "Ekibimiz" },
    ]);
  });

  it("keeps ### headings and unknown ## headings inside the body", () => {
    const draft = parseDraft("## İçerik\nGiriş.\n## Bilinmeyen Bölüm\nMetin.\n");
    expect(draft.body).toBe("Giriş.\n## Bilinmeyen Bölüm\nMetin.");
    expect(parseDraft("## İçerik\n### Alt başlık\nMetin.").body).toBe("### Alt başlık\nMetin.");
  });
});

describe("markdownToPlainText and draftMarkdown", () => {
  it("drops Markdown marks but keeps the words", () => {
    expect(markdownToPlainText("## Başlık\n- **kalın** ve *eğik* [bağlantı](https://ornek.com) `kod`\n\n\n\nSon")).toBe(
      "Başlık\n• kalın ve eğik bağlantı kod\n\nSon",
    );
  });

  it("saves the draft without a wrapping fence, ending in one newline", () => {
    expect(draftMarkdown("```markdown\n## H1\nMetin\n```\n")).toBe("## H1\nMetin\n");
  });
});

describe("bodyBlocks", () => {
  it("shows the body as headings, lists and paragraphs, without Markdown marks", () => {
    expect(bodyBlocks("Giriş **kalın**\nikinci satır.\n\n### Alt başlık\n- bir\n- iki\n1. üç\nSon.")).toEqual([
      { kind: "paragraph", text: "Giriş kalın ikinci satır." },
      { kind: "heading", text: "Alt başlık" },
      { kind: "list", items: ["bir", "iki", "üç"] },
      { kind: "paragraph", text: "Son." },
    ]);
    expect(bodyBlocks("")).toEqual([]);
  });
});
