/** Texts of the warning list (warning-list.tsx). */
export const warningListTexts = {
  /** Screen-reader prefix of an item, by severity. */
  severityPrefix: { warning: "Uyarı: ", info: "Bilgi: " },
} as const;
