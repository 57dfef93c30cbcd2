/**
 * Texts of the contact and newsletter forms. The footer shows the newsletter form on every page, so
 * the texts of /iletisim and /bulten themselves live in pages.content.ts, out of every page's bundle.
 */
import type { ContactField } from "./contact-schema";

export const CONTACT_FORM_TEXT = {
  formLabel: "İletişim formu",
  fields: {
    name: { label: "Ad Soyad", placeholder: "Adınız ve soyadınız" },
    phone: { label: "Telefon", placeholder: "05xx xxx xx xx" },
    email: { label: "E-posta", placeholder: "ornek@firma.com" },
    subject: { label: "Konu", placeholder: "Örneğin: Web sitesi teklifi" },
    message: { label: "Mesaj", placeholder: "Projenizden, hedeflerinizden ve bütçenizden kısaca bahsedin." },
  } satisfies Record<ContactField, { label: string; placeholder: string }>,
  /** After an optional field's label (leading space: it follows the label). */
  optionalHint: " (isteğe bağlı)",
  honeypotLabel: "Web siteniz (boş bırakın)",
  /** The privacy note: the link text sits between `privacyBefore` and `privacyAfter`. */
  privacyBefore: "Bilgileriniz yalnızca size dönüş yapmak için kullanılır. Ayrıntılar için",
  privacyLink: "KVKK Aydınlatma Metni",
  privacyAfter: ".",
  submit: "Mesaj Gönder",
  submitBusy: "Gönderiliyor...",
} as const;

export const NEWSLETTER_FORM_TEXT = {
  title: "E-bültenimize abone olun",
  /** Before the site's newsletter promise (trailing space: the promise follows). */
  hintLead: "SEO, reklam ve sosyal medya üzerine uygulanabilir ipuçları. ",
  emailLabel: "E-posta adresiniz",
  emailPlaceholder: "ornek@firma.com",
  submit: "Abone Ol",
  submitBusy: "Kaydediliyor...",
} as const;
