import { LEAD_CONTACT_FIELDS_TEXT } from "../../capabilities/lead-capture/lead-contact-fields.content";

/** The form "Sitemi takip et" on a report page (watch-panel.tsx). */
export const WATCH_FORM_TEXT = {
  heading: "Sitemi takip et",
  intro: (host: string) =>
    `${host} sitesini her gün kontrol edelim: ana sayfa kapanırsa, noindex eklenirse, robots.txt Google'ı engellerse, site haritası kaybolursa, canonical başka siteyi gösterirse ya da SSL sertifikasının süresi dolmak üzereyse size hemen e-posta gönderelim. Her hafta da tam bir analiz yapıp neyin düzeldiğini ve neyin bozulduğunu yazalım. Ücretsizdir; tek tıkla bırakabilirsiniz.`,
  formLabel: "Site takibi formu",
  ...LEAD_CONTACT_FIELDS_TEXT,
  consentAfter: "'ni okudum; e-posta adresimin site takibi e-postaları için işlenmesini kabul ediyorum.",
  confirmHint: "Size bir onay e-postası göndereceğiz; bağlantıya tıklamadan hiçbir kontrol yapılmaz.",
  submit: "Takibi Başlat",
  submitBusy: "Gönderiliyor...",
} as const;

/** The form's messages in the browser (the same rules run on the server): they go into every page's small script. */
export const WATCH_REQUEST_TEXT = {
  emailMissing: "E-posta adresinizi yazın.",
  emailInvalid: "Geçerli bir e-posta adresi yazın (ör. ad@firmaniz.com).",
  consentMissing: "Takip için KVKK aydınlatma metnini onaylamanız gerekiyor.",
  nameTooLong: "Adınız en fazla 100 karakter olabilir.",
  validationToast: "Lütfen formu eksiksiz doldurun",
  failed: "Takip isteğiniz şu anda alınamadı. Lütfen biraz sonra tekrar deneyin.",
} as const;

/** What only the server answers (the browser shows the message it receives). */
export const WATCH_REQUEST_REPLIES = {
  tooMany: "Kısa sürede çok fazla istek gönderildi. Lütfen bir saat sonra yeniden deneyin.",
  limit: (max: number) => `Bir e-posta adresiyle en fazla ${max} site takip edilebilir. Birini bırakıp yeniden deneyin.`,
  unknownReport: "Bu rapor bulunamadı ya da henüz hazır değil. Sayfayı yenileyip yeniden deneyin.",
  unavailable: "Site takibi şu anda kapalı.",
  sent: (host: string) => `Onay bağlantısını e-posta adresinize gönderdik. Bağlantıya tıkladığınızda ${host} için günlük kontroller başlar.`,
} as const;
