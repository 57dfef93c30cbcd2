/** The summary lines "Raporu e-postama gönder" sends with the canonical tags (report-summary.ts). */
export const CANONICAL_REPORT_TEXT = {
  tags: (pages: number): string => `${pages} sayfa için canonical etiketi hazırlandı.`,
  targets: (self: number, elsewhere: number): string =>
    `${self} sayfa kendi adresini, ${elsewhere} sayfa başka bir adresi canonical gösteriyor.`,
} as const;
