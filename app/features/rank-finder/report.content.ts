import { formatNumber } from "~/shared/format";
import { formatPosition } from "./search-console.content";

/** The summary lines "Raporu e-postama gönder" sends with a rank result (report-summary.ts). */
export const RANK_REPORT_TEXT = {
  detail: (term: string, value: string): string => `${term}: ${value}`,
  topQuery: (query: string, clicks: number, position: number): string =>
    `“${query}”: ${formatNumber(clicks)} tıklama, ortalama sıra ${formatPosition(position)}`,
  quickWins: (count: number): string => `2. sayfada ${formatNumber(count)} sorgu var: ilk sayfaya en yakın fırsatlar.`,
} as const;
