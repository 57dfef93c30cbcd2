/** The summary lines "Raporu e-postama gönder" sends with a generated llms.txt (report-summary.ts). */
export const LLMS_REPORT_TEXT = {
  site: (name: string): string => `Site: ${name}`,
  links: (links: number, sections: number): string => `${links} sayfa bağlantısı, ${sections} bölümde`,
  faqs: (count: number): string => `${count} sık sorulan soru ve cevabı`,
  keywords: (keywords: string): string => `Anahtar kelimeler: ${keywords}`,
  upload: "Dosyayı sitenizin kök dizinine yükleyin: /llms.txt adresinden açılmalıdır.",
} as const;
