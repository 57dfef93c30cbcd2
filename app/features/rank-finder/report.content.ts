/** The summary lines "Raporu e-postama gönder" sends with a live rank result (report-summary.ts). */
export const RANK_REPORT_TEXT = {
  detail: (term: string, value: string): string => `${term}: ${value}`,
} as const;
