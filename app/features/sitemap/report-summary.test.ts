import { describe, expect, it } from "vitest";
import type { CrawlSitemapReport } from "./from-crawl";
import { sitemapReportSummary } from "./report-summary";

const clean = { invalidUrls: 0, duplicateUrls: 0, invalidLastmods: 0 };
const crawl = (over: Partial<CrawlSitemapReport> = {}): CrawlSitemapReport => ({
  entries: [],
  excluded: [],
  broken: [],
  redirects: [],
  blocked: [],
  sitemap: null,
  complete: true,
  ...over,
});

describe("sitemapReportSummary", () => {
  it("describes the file alone without a crawl", () => {
    expect(sitemapReportSummary({ urlCount: 1200, skipped: clean }, null)).toEqual(["sitemap.xml dosyasında 1.200 URL var."]);
    expect(sitemapReportSummary({ urlCount: 3, skipped: { ...clean, invalidUrls: 2, duplicateUrls: 1 } }, null)).toEqual([
      "sitemap.xml dosyasında 3 URL var.",
      "2 geçersiz ve 1 tekrar eden adres dosyaya alınmadı.",
    ]);
  });

  it("adds the crawl's findings and keeps at most five lines", () => {
    const lines = sitemapReportSummary(
      { urlCount: 4, skipped: { ...clean, invalidUrls: 1 } },
      crawl({
        broken: [{ url: "https://a.test/x", status: 404, linkedFrom: [] }],
        excluded: [{ url: "https://a.test/y", reason: { kind: "noindex", source: "meta" } }],
        sitemap: { listed: 3, sitemapOnly: [], missing: ["https://a.test/z", "https://a.test/w"] },
        complete: false,
      }),
    );
    expect(lines).toEqual([
      "sitemap.xml dosyasında 4 URL var.",
      "1 geçersiz ve 0 tekrar eden adres dosyaya alınmadı.",
      "1 kırık bağlantı, 0 yönlendirme zinciri, robots.txt ile engellenen 0 sayfa bulundu.",
      "Taramada 1 sayfa dizine uygun olmadığı için dışarıda bırakıldı.",
      "Mevcut sitemap'te eksik 2 sayfa, fazladan 0 adres var.",
    ]);
  });

  it("says when the site had no sitemap or the crawl stopped early", () => {
    expect(sitemapReportSummary({ urlCount: 1, skipped: clean }, crawl({ complete: false }))).toEqual([
      "sitemap.xml dosyasında 1 URL var.",
      "Sitenizde okunabilen bir sitemap bulunamadı.",
      "Tarama bir sınıra takıldığı ya da durdurulduğu için sonuçlar eksik olabilir.",
    ]);
  });
});
