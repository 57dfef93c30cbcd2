import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { ROADMAP_DOCUMENT } from "../app/features/downloads/roadmap-pdf.content";
import { renderRoadmapPdf } from "./build-pdf";

async function extract(pdf: Buffer): Promise<{ pages: string[]; title: unknown }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const { info } = await document.getMetadata();
  await document.destroy();
  return { pages, title: (info as { Title?: string }).Title };
}

describe("Dijital Varlık Yol Haritası PDF", () => {
  it("is a valid PDF of at least 4 pages whose extracted text keeps every Turkish letter", async () => {
    const pdf = await renderRoadmapPdf();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");

    const { pages, title } = await extract(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(title).toBe("Dijital Varlık Yol Haritası");

    const text = pages.join("\n").replace(/\s+/g, " ");
    for (const letter of ["ç", "ğ", "ı", "İ", "ö", "ş", "ü", "Ç", "Ş", "Ö", "Ü"]) expect(text, letter).toContain(letter);
    for (const phrase of ["Dijital Varlık Yol Haritası", "İçindekiler", "Kontrol listesi", "90 günlük zaman çizelgesi", "Google İşletme Profili"]) {
      expect(text, phrase).toContain(phrase);
    }
    // Every section of the source made it into the document, and every page is numbered.
    for (const section of ROADMAP_DOCUMENT.sections) expect(text, section.title).toContain(section.title);
    pages.slice(1).forEach((page, index) => expect(page).toContain(`Sayfa ${index + 2} / ${pages.length}`));
  });

  it("is byte-identical between builds (stable ETag)", async () => {
    const [first, second] = await Promise.all([renderRoadmapPdf(), renderRoadmapPdf()]);
    expect(first.equals(second)).toBe(true);
  });
});
