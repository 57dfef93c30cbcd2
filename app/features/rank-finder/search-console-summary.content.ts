import { formatNumber } from "~/shared/format";
import { formatPosition } from "./search-console.content";

/** The summary lines "Raporu e-postama gönder" sends with a Search Console import (search-console-summary.ts). */
export const SEARCH_CONSOLE_REPORT_TEXT = {
  topQuery: (query: string, clicks: number, position: number): string =>
    `“${query}”: ${formatNumber(clicks)} tıklama, ortalama sıra ${formatPosition(position)}`,
  quickWins: (count: number): string => `2. sayfada ${formatNumber(count)} sorgu var: ilk sayfaya en yakın fırsatlar.`,
} as const;
