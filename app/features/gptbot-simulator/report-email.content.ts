import { formatNumber } from "~/shared/format";

/** The summary lines "Raporu e-postama gönder" sends with an analysis or a live check (report-summary.ts). */
export const GPTBOT_REPORT_EMAIL_TEXT = {
  score: (label: string, score: number): string => `${label}: ${score}/100`,
  count: (label: string, count: number): string => `${label}: ${formatNumber(count)}`,
} as const;
