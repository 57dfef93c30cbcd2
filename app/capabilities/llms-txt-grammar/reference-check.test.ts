import { describe, expect, it } from "vitest";
import { checkLlmsTxt, lighthouseLlmsTxtGaps } from "./reference-check";

const VALID = "# Örnek Firma\n\n> Küçük işletmeler için dijital pazarlama.\n\nDetaylar aşağıda.\n\n## Hizmetler\n\n- [SEO](https://ornek.com/seo): arama motoru optimizasyonu\n";

describe("checkLlmsTxt", () => {
  it("reads a file the reference parser reads, with its title, sections, links and summary", () => {
    expect(checkLlmsTxt(VALID)).toEqual({ kind: "valid", title: "Örnek Firma", sections: 1, links: 1, summary: "present" });
  });

  it("names the first line of a section that is not a link item", () => {
    expect(checkLlmsTxt(`${VALID}Bir paragraf\n`)).toEqual({ kind: "bad-link", line: 10, text: "Bir paragraf" });
  });

  it("fails a file without a # Title", () => {
    expect(checkLlmsTxt("Örnek Firma\n\n## Hizmetler\n\n- [SEO](https://ornek.com/seo)\n")).toEqual({ kind: "no-title" });
  });
});

describe("lighthouseLlmsTxtGaps", () => {
  it("finds nothing missing in a file with an H1, a link and enough text", () => {
    expect(lighthouseLlmsTxtGaps(VALID)).toEqual([]);
  });

  it("wants an H1, a link and at least 50 characters", () => {
    expect(lighthouseLlmsTxtGaps("## Kısa\n\nMetin")).toEqual(["no-h1", "no-link", "too-short"]);
    // "#Başlık" without a space is no Markdown heading.
    expect(lighthouseLlmsTxtGaps(`#Başlık\n\n${"uzun metin ".repeat(10)}[a](https://a.com)`)).toEqual(["no-h1"]);
  });
});
