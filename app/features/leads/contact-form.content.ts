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

/** The form's validation messages and toasts, shared by the browser script and the server (contact-schema.ts). */
export const CONTACT_TEXT = {
  nameRequired: "Ad Soyad zorunludur",
  phoneRequired: "Telefon numarası zorunludur",
  phoneInvalid: "Geçerli bir telefon numarası girin",
  emailRequired: "E-posta adresi zorunludur",
  emailInvalid: "Geçerli bir e-posta adresi girin",
  messageRequired: "Mesaj zorunludur",
  messageTooShort: "Mesaj en az 10 karakter olmalıdır",
  tooLong: "Bu alan çok uzun",
  validationToast: "Lütfen formu eksiksiz doldurun",
  successToast: "Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.",
  failureToast: "Mesaj gönderilemedi. Lütfen daha sonra tekrar deneyin veya telefon ile iletişime geçin.",
  defaultSubject: "Web sitesinden yeni iletişim talebi",
  rateLimited:
    "Kısa sürede çok fazla mesaj gönderildi. Lütfen birkaç dakika sonra tekrar deneyin veya bizi telefonla arayın.",
} as const;
