/**
 * Default Turkish texts of the tool form parts; tools pass their own texts as props. One small
 * module per part (form-parts.content.ts, select-field.content.ts, warning-list.content.ts): a page then
 * loads only the defaults of the parts it uses.
 */
export const toolUiTexts = {
  copy: "Kopyala",
  copyFailed: "Kopyalanamadı. Metni seçip elle kopyalayın.",
  /** Download button label for a file name: "llms.txt indir". */
  download: (fileName: string) => `${fileName} indir`,
} as const;
