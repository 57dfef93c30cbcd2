/** The summary lines "Raporu e-postama gönder" sends with a brief or a draft (report-summary.ts). */
export const CONTENT_REPORT_TEXT = {
  brief: (pageType: string, min: number, max: number): string => `İçerik özeti: ${pageType}, hedef ${min}–${max} kelime`,
  draft: "Yapay zekâ ile yazılan içerik taslağı",
  title: (title: string): string => `SEO başlığı: ${title}`,
  description: (description: string): string => `Meta açıklaması: ${description}`,
  h1: (h1: string): string => `H1: ${h1}`,
} as const;
