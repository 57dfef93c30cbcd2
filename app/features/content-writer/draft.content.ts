import type { DraftSection } from "./draft";

/** The `## ` headings the model must write, in order. */
export const DRAFT_HEADINGS: Readonly<Record<DraftSection, string>> = {
  title: "SEO Başlığı",
  description: "Meta Açıklaması",
  h1: "H1",
  outline: "Taslak Yapı",
  body: "İçerik",
  faq: "Sıkça Sorulan Sorular",
  cta: "Harekete Geçirici Mesaj",
};
