import type { Difficulty } from "./messages.content";

/** The summary lines "Raporu e-postama gönder" sends with the clusters (report-summary.ts). */
export const CLUSTER_REPORT_EMAIL_TEXT = {
  group: (id: number, mainKeyword: string, size: number, difficulty: Difficulty): string =>
    `Grup ${id}: ${mainKeyword} (${size} kelime, zorluk: ${difficulty})`,
  moreGroups: (count: number): string => `ve ${count} grup daha (tamamı ekteki dosyada)`,
} as const;
