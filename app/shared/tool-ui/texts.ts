/**
 * The Turkish texts of the generic tool form parts (buttons, placeholders, screen-reader
 * prefixes). Tools pass their own texts as props; these are the defaults every tool shares.
 */
export const toolUiTexts = {
  copy: "Kopyala",
  copyFailed: "Kopyalanamadı. Metni seçip elle kopyalayın.",
  /** Download button label for a file name: "llms.txt indir". */
  download: (fileName: string) => `${fileName} indir`,
  remove: "Kaldır",
  selectPlaceholder: "Seçin",
  /** Screen-reader prefix of a warning-list item, by severity. */
  severityPrefix: { warning: "Uyarı: ", info: "Bilgi: " },
} as const;
