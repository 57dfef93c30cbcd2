import { site } from "~/site/site.content";

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

/** Newsletter messages, shared by the footer form and the /bulten action (newsletter-schema.ts). */
export const NEWSLETTER_TEXT = {
  invalidEmail: "Lütfen geçerli bir e-posta adresi girin.",
  /**
   * The same answer for a new, a pending and an already confirmed address: telling them apart
   * would let anyone learn who is subscribed.
   */
  subscribed: `Teşekkürler! Aboneliğinizi tamamlamak için e-posta adresinize gönderdiğimiz onay bağlantısını açın (bağlantı 7 gün geçerlidir). ${site.newsletterPromise}`,
  rateLimited: "Kısa sürede çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.",
  failed: "Aboneliğiniz şu anda kaydedilemedi. Lütfen daha sonra tekrar deneyin.",
} as const;
