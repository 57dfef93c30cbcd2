import { describe, expect, it } from "vitest";
import { parseLlmsTxtReference } from "~/capabilities/llms-txt-grammar/reference-parser";
import type { FetchedText } from "~/capabilities/live-check/live-check";
import { llmsTxtVerdict } from "./live-llms";

const URL_ = "https://ornek.com.tr/llms.txt";

function served(text: string | null, status: number | null = 200, contentType: string | null = "text/plain"): FetchedText {
  return { url: URL_, finalUrl: URL_, status, text, contentType, error: null };
}

const GOOD = ["# Örnek Ajans", "", "> Dijital pazarlama ajansı.", "", "Ek bilgi.", "", "## Hizmetler", "", "- [SEO](https://ornek.com.tr/seo): arama", "- [Reklam](https://ornek.com.tr/reklam)", "", "## Optional", "", "- [Blog](https://ornek.com.tr/blog)", ""].join("\n");

describe("llmsTxtVerdict", () => {
  it("accepts a file the reference parser reads, and counts its sections and links", () => {
    expect(() => parseLlmsTxtReference(GOOD)).not.toThrow();
    expect(llmsTxtVerdict(served(GOOD))).toEqual({
      kind: "valid",
      url: URL_,
      status: 200,
      verdict: "llms.txt var ve biçime uygun",
      details: ["Başlık “Örnek Ajans”, 2 bölüm, 3 bağlantı (llmstxt.org başvuru ayrıştırıcısıyla okundu)."],
    });
  });

  it("adds advice for a valid file without a summary or without links", () => {
    const bare = "# Örnek\n\nYalnızca bilgi.\n";
    expect(() => parseLlmsTxtReference(bare)).not.toThrow();
    const verdict = llmsTxtVerdict(served(bare));
    expect(verdict.kind).toBe("valid");
    expect(verdict.details.slice(1)).toEqual([
      "Özet satırı (> ...) yok; başlığın altına kısa bir özet eklemeniz önerilir.",
      "Dosyada bağlantı yok; bölümlere (## Ad) “- [Ad](adres): açıklama” satırları ekleyin.",
    ]);
  });

  it("refuses what the reference refuses: no title followed by a blank line", () => {
    for (const text of ["Merhaba dünya\n", "# Başlık\n"]) {
      expect(() => parseLlmsTxtReference(text)).toThrow();
      expect(llmsTxtVerdict(served(text))).toMatchObject({
        kind: "invalid",
        verdict: "llms.txt var ama biçime uymuyor",
        details: ["Dosya “# Başlık” satırıyla ve ardından boş bir satırla başlamıyor; başvuru ayrıştırıcısı başlığı bulamıyor."],
      });
    }
  });

  it("names the line inside a section that is not a link item", () => {
    const text = "# Örnek\n\n> Özet\n\n## Sayfalar\n\n- [A](https://ornek.com.tr/a)\nBu satır bir bağlantı değil\n";
    expect(() => parseLlmsTxtReference(text)).toThrow();
    expect(llmsTxtVerdict(served(text)).details).toEqual([
      "8. satır bağlantı maddesi değil: “Bu satır bir bağlantı değil”. Bölümlerde (## Ad) yalnızca “- [Ad](adres): açıklama” satırları olabilir.",
    ]);
  });

  it("follows the reference's quirks: a body replaced by a later section of the same name is never read", () => {
    const text = "# Örnek\n\n> Özet\n\n## Sayfalar\n\nbozuk satır\n\n## Sayfalar\n\n- [A](https://ornek.com.tr/a)\n";
    expect(() => parseLlmsTxtReference(text)).not.toThrow();
    expect(llmsTxtVerdict(served(text))).toMatchObject({ kind: "valid", details: ["Başlık “Örnek”, 1 bölüm, 1 bağlantı (llmstxt.org başvuru ayrıştırıcısıyla okundu).", expect.any(String)] });
  });

  it("explains that the reference reads a summary with no text after it as the info", () => {
    const text = "# Örnek\n\n> Özet\n\n## Sayfalar\n\n- [A](https://ornek.com.tr/a)\n";
    const parsed = parseLlmsTxtReference(text);
    expect(parsed.summary).toBeNull();
    expect(parsed.info).toBe("> Özet");
    expect(llmsTxtVerdict(served(text)).details[1]).toBe(
      "Özet satırından (> ...) sonra bölümlerden önce metin olmadığı için başvuru ayrıştırıcısı özeti ek bilgi olarak okuyor; özetin altına kısa bir paragraf ekleyin.",
    );
  });

  it("reports a missing file as absent, with its status", () => {
    expect(llmsTxtVerdict(served(null, 404, "text/html"))).toMatchObject({ kind: "absent", verdict: "llms.txt yok", status: 404 });
    expect(llmsTxtVerdict(served(null, 410, null)).details[0]).toContain("HTTP 410");
  });

  it("reports a file served as HTML as invalid, and an unreachable one as unknown", () => {
    expect(llmsTxtVerdict(served(null, 200, "text/html"))).toMatchObject({
      kind: "invalid",
      details: ["Dosya düz metin değil, text/html olarak sunuluyor; text/plain veya text/markdown olmalı."],
    });
    expect(llmsTxtVerdict(served(null, 503, "text/html"))).toMatchObject({ kind: "unknown", details: ["/llms.txt alınamadı: HTTP 503"] });
    const refused: FetchedText = { url: URL_, finalUrl: URL_, status: null, text: null, contentType: null, error: { code: "timeout", message: "Yanıt gelmedi." } };
    expect(llmsTxtVerdict(refused)).toMatchObject({ kind: "unknown", verdict: "llms.txt kontrol edilemedi", details: ["/llms.txt alınamadı: Yanıt gelmedi."] });
  });
});
