import { describe, expect, it } from "vitest";
import { SITEMAP_TEXT } from "./content";

describe("sitemap screen texts", () => {
  it("write the one-file limits from the constants as the page has always shown them", () => {
    expect(SITEMAP_TEXT.limitsAdvice).toBe(
      "Tek bir sitemap dosyası en fazla 50.000 URL içerebilir ve sıkıştırılmamış hâliyle 50 MB'ı geçemez. Daha büyük siteler için adresleri numaralı dosyalara bölüp bir sitemap index dosyasıyla gönderin.",
    );
    expect(SITEMAP_TEXT.bulkSetReady(60_000, 2)).toBe(
      "60.000 adres, tek dosya sınırını (50.000 URL / 50 MB) aştığı için 2 dosyaya bölündü; sitemap index ile birlikte ZIP olarak hazır.",
    );
  });

  it("format counts and sizes the Turkish way", () => {
    expect(SITEMAP_TEXT.bulkSingleReady(1250, 812)).toBe("1.250 adreslik sitemap.xml hazır (812 B).");
    expect(SITEMAP_TEXT.bulkFileSize(50_000, 12_697)).toBe("50.000 URL · 12,4 KB");
    expect(SITEMAP_TEXT.bulkRejectedLine(1000)).toBe("1.000. satır: ");
    expect(SITEMAP_TEXT.previewSummary({ urlCount: 3, byteLength: 400, invalidUrls: 0, duplicateUrls: 0 })).toBe("3 URL · 400 B");
    expect(SITEMAP_TEXT.previewSummary({ urlCount: 3, byteLength: 2048, invalidUrls: 1, duplicateUrls: 2 })).toBe(
      "3 URL · 2 KB · 1 geçersiz adres atlandı · 2 tekrar eden adres atlandı",
    );
  });
});
