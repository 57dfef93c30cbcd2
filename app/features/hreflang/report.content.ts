/** The summary lines "Raporu e-postama gönder" sends with the hreflang tags (report-summary.ts). */
export const HREFLANG_REPORT_TEXT = {
  tags: (links: number): string => `${links} hreflang etiketi hazırlandı.`,
  xDefault: (baseUrl: string): string => `x-default: ${baseUrl}`,
  fixPack: (pages: number): string => `Düzeltme paketi ${pages} sayfanın etiketlerini içeriyor.`,
} as const;
