/**
 * Texts of the contact form. Each form has its own texts module, and the pages around them
 * (/iletisim, /bulten) theirs in pages.content.ts, so a page loads only the texts it shows.
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
