import { formatNumber } from "~/shared/format";

/** Texts of the long-list field (long-list-field.tsx). */
export const longListFieldTexts = {
  held: (lines: number) => `${formatNumber(lines)} satırlık liste yapıştırıldı`,
  heldNote:
    "Bu uzunlukta bir liste, sayfa yavaşlamasın diye kutuda gösterilmiyor; araç listenin tamamıyla çalışır. Buraya yeni bir liste yapıştırırsanız bunun yerine geçer.",
  show: "Listeyi kutuda göster",
} as const;
