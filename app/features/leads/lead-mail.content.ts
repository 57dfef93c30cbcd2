/** Texts of the e-mail the agency receives for each contact message (lead-mail.server.ts). */
import type { AttributionField } from "./attribution";

export const LEAD_MAIL_TEXT = {
  labels: {
    name: "Ad Soyad",
    phone: "Telefon",
    email: "E-posta",
    subject: "Konu",
    sentAt: "Gönderilme zamanı",
    sourcePage: "Gönderildiği sayfa",
  },
  /** Where the lead came from (attribution.ts); a row only for what is known. */
  attribution: {
    heading: "Kaynak",
    landing_page: "Giriş sayfası",
    referrer_host: "Yönlendiren site",
    utm_source: "utm_source",
    utm_medium: "utm_medium",
    utm_campaign: "utm_campaign",
    utm_term: "utm_term",
    utm_content: "utm_content",
    gclid: "gclid",
    fbclid: "fbclid",
    form_source: "Formun gönderildiği araç/sayfa",
  } satisfies Record<AttributionField | "heading", string>,
  heading: "Yeni iletişim mesajı",
  messageHeading: "Mesaj",
  replyHint: "Bu e-postayı yanıtladığınızda yanıtınız doğrudan ziyaretçiye gider.",
  intro: (siteName: string): string => `${siteName} web sitesinden yeni bir iletişim mesajı geldi.`,
  subject: (subject: string, name: string): string => `Yeni iletişim mesajı: ${subject} (${name})`,
} as const;
