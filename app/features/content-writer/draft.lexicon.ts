import type { DraftSection } from "./draft";

/**
 * Other wordings models use for the draft's section headings, as headingKey() folds them (lower
 * case, Turkish letters to ASCII, letters and digits only).
 */
export const DRAFT_HEADING_ALIASES: readonly (readonly [alias: string, section: DraftSection])[] = [
  ["seobasligi", "title"],
  ["baslik", "title"],
  ["metaaciklama", "description"],
  ["aciklama", "description"],
  ["h1basligi", "h1"],
  ["taslakyapi", "outline"],
  ["h2h3taslagi", "outline"],
  ["basliktaslagi", "outline"],
  ["icerikyapisi", "outline"],
  ["govde", "body"],
  ["govdemetni", "body"],
  ["sss", "faq"],
  ["sikcasorulansorularsss", "faq"],
  ["eylemcagrisi", "cta"],
  ["cta", "cta"],
];

/** How models label a question and its answer in the FAQ ("S1:", "**Soru:**", "Cevap -", "Yanıt:"). */
export const FAQ_QUESTION_WORDS = ["S", "Soru"] as const;
export const FAQ_ANSWER_WORDS = ["C", "Cevap", "Yanıt"] as const;
