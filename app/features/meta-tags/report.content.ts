/** The summary lines "Raporu e-postama gönder" sends with the meta table (report-summary.ts). */
export const META_REPORT_TEXT = {
  warning: (warning: string, pages: number): string => `${warning}: ${pages} sayfa`,
} as const;
