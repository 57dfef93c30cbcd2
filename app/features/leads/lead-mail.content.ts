/** Texts of the e-mail the agency receives for each contact message (lead-mail.server.ts). */
import { ATTRIBUTION_LABELS } from "~/capabilities/lead-capture/attribution.content";

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
  attribution: ATTRIBUTION_LABELS,
  heading: "Yeni iletişim mesajı",
  messageHeading: "Mesaj",
  replyHint: "Bu e-postayı yanıtladığınızda yanıtınız doğrudan ziyaretçiye gider.",
  intro: (siteName: string): string => `${siteName} web sitesinden yeni bir iletişim mesajı geldi.`,
  subject: (subject: string, name: string): string => `Yeni iletişim mesajı: ${subject} (${name})`,
} as const;
