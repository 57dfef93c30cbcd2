import { LEAD_CONTACT_FIELDS_TEXT } from "../../capabilities/lead-capture/lead-contact-fields.content";
import { CONTACT_TEXT } from "./contact-form.content";

/**
 * Texts of "Raporu e-postama gönder" and "Uzmanla görüşün" under a tool's result
 * (report-request-panel.tsx), with the messages the browser script and the server share
 * (report-request.ts).
 */
export const REPORT_REQUEST_FORM_TEXT = {
  heading: "Raporu e-postama gönder",
  intro: "Sonucu e-posta adresinize gönderelim: özet, bağlantı ve dosya tek e-postada, istediğiniz zaman açmanız için.",
  formLabel: "Raporu e-postayla gönderme formu",
  ...LEAD_CONTACT_FIELDS_TEXT,
  consentAfter: "'ni okudum; e-posta adresimin bu raporu göndermek için işlenmesini kabul ediyorum.",
  newsletterLabel: "Bültene de abone ol",
  newsletterHint: "Onay e-postasındaki bağlantıya tıkladığınızda aboneliğiniz başlar.",
  submit: "Raporu Gönder",
  submitBusy: "Gönderiliyor...",
  expertHeading: "Sorunları birlikte çözelim",
  expertIntro: "Sonuçları bir uzmanımızla değerlendirin; öncelikleri ve yapılacakları birlikte planlayalım.",
  expertLink: "Uzmanla görüşün",
} as const;

/** The form's messages in the browser (the same rules run on the server); the e-mail's are the contact form's. */
export const REPORT_REQUEST_TEXT = {
  emailRequired: CONTACT_TEXT.emailRequired,
  emailInvalid: CONTACT_TEXT.emailInvalid,
  nameTooLong: CONTACT_TEXT.tooLong,
  consentRequired: "Raporu gönderebilmemiz için KVKK onayını işaretleyin",
  validationToast: CONTACT_TEXT.validationToast,
  failureToast: "Rapor isteğiniz şu anda alınamadı. Lütfen biraz sonra tekrar deneyin.",
} as const;

/** What only the server answers (the browser shows the message it receives): kept out of the pages' script. */
export const REPORT_REQUEST_REPLIES = {
  successToast: "Raporunuz e-posta adresinize gönderiliyor. Birkaç dakika içinde gelen kutunuza bakın.",
  rateLimited: "Kısa sürede çok fazla rapor istendi. Lütfen birkaç dakika sonra tekrar deneyin.",
  recipientLimit: (limit: number): string =>
    `Bu e-posta adresine bugün en fazla ${limit} rapor gönderebiliyoruz. Yarın tekrar deneyin ya da raporu sayfadan indirin.`,
  unknownReport: "Bu rapor bulunamadı ya da süresi doldu. Analizi yeniden başlatıp yeni raporu isteyebilirsiniz.",
  reportNotReady: "Rapor henüz hazır değil. Analiz bittiğinde tekrar deneyin.",
  invalidResult: "Gönderilecek sonuç okunamadı. Sayfayı yenileyip aracı yeniden çalıştırın.",
  resultTooLarge: "Sonuç e-postaya eklenemeyecek kadar büyük. Lütfen dosyayı sayfadan indirin.",
} as const;

/** The contact form opened by "Uzmanla görüşün": its subject and message, which the visitor can edit. */
export const EXPERT_CONTACT_TEXT = {
  subject: (toolTitle: string): string => `${toolTitle} sonucu hakkında görüşme`,
  message: (toolTitle: string, site: string | null, reportUrl: string | null): string =>
    [
      `Merhaba, ${site ? `${site} için ` : ""}${toolTitle} sonucunu bir uzmanınızla birlikte değerlendirmek istiyorum.`,
      reportUrl ? `Rapor: ${reportUrl}` : "",
      "Uygun olduğunuz bir zamanda bana dönebilir misiniz?",
    ]
      .filter(Boolean)
      .join("\n"),
} as const;
