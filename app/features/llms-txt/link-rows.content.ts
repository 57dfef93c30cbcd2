/**
 * Texts both llms.txt forms (tool page and hub) share. Apart from content.ts, whose guide and
 * article only the tool page needs, so the hub does not load them.
 */
export const LLMS_FORM_TEXT = {
  outputTitle: "Dosyanız",
  previewLabel: "llms.txt önizlemesi",
} as const;

/** The title / URL / description rows both llms.txt forms repeat. */
export const LINK_ROW_TEXT = {
  /** "Sayfa" and 1 → "Sayfa 1". */
  legend: (itemName: string, position: number) => `${itemName} ${position}`,
  titleLabel: "Başlık",
  urlLabel: "URL",
  urlPlaceholder: "https://www.ornek.com/sayfa",
  descriptionLabel: "Açıklama (isteğe bağlı)",
} as const;
