import { formatNumber } from "~/shared/format";

/** The summary lines "Raporu e-postama gönder" sends with a sitemap.xml (report-summary.ts). */
export const SITEMAP_REPORT_TEXT = {
  urls: (count: number): string => `sitemap.xml dosyasında ${formatNumber(count)} URL var.`,
  skipped: (invalid: number, duplicate: number): string =>
    `${formatNumber(invalid)} geçersiz ve ${formatNumber(duplicate)} tekrar eden adres dosyaya alınmadı.`,
  crawlExcluded: (count: number): string => `Taramada ${formatNumber(count)} sayfa dizine uygun olmadığı için dışarıda bırakıldı.`,
  crawlProblems: (broken: number, redirects: number, blocked: number): string =>
    `${formatNumber(broken)} kırık bağlantı, ${formatNumber(redirects)} yönlendirme zinciri, robots.txt ile engellenen ${formatNumber(blocked)} sayfa bulundu.`,
  sitemapDiff: (missing: number, sitemapOnly: number): string =>
    `Mevcut sitemap'te eksik ${formatNumber(missing)} sayfa, fazladan ${formatNumber(sitemapOnly)} adres var.`,
  noSitemap: "Sitenizde okunabilen bir sitemap bulunamadı.",
  partial: "Tarama bir sınıra takıldığı ya da durdurulduğu için sonuçlar eksik olabilir.",
} as const;
