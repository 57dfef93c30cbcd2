/**
 * Texts of the contact links every page shows (quote buttons, contact channels, links that open a
 * new tab), kept beside the brand data so the layout, the shared sections and the pages say the
 * same thing.
 */

/** Screen-reader hint after a link that opens in a new tab (leading space: it follows the link text). */
export const NEW_TAB_HINT = " (yeni sekmede açılır)";

export const QUOTE_BUTTON_TEXT = {
  /** Default label of a quote button. */
  label: "Teklif Al",
  newTabHint: " (WhatsApp, yeni sekmede açılır)",
} as const;

/** Labels of the direct contact channels (contact page, home page, WhatsApp card). */
export const CONTACT_CHANNEL_TEXT = {
  phone: "Telefon",
  whatsapp: "WhatsApp",
  email: "E-posta",
  address: "Adres",
  whatsappLink: "WhatsApp'tan yazın",
  replyTime: "Genellikle birkaç dakika içinde yanıt veriyoruz.",
  callNow: "Hemen Ara",
  workingHoursTitle: "Çalışma saatleri",
} as const;
