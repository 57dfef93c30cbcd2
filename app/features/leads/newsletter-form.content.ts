/** Texts of the newsletter form (footer of every page, and /bulten). */

export const NEWSLETTER_FORM_TEXT = {
  title: "E-bültenimize abone olun",
  /** Before the site's newsletter promise (trailing space: the promise follows). */
  hintLead: "SEO, reklam ve sosyal medya üzerine uygulanabilir ipuçları. ",
  emailLabel: "E-posta adresiniz",
  emailPlaceholder: "ornek@firma.com",
  submit: "Abone Ol",
  submitBusy: "Kaydediliyor...",
} as const;
