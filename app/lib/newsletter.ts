import { site } from "~/content/site";
import { CONTACT_MAX_LENGTH, EMAIL_PATTERN } from "./contact-schema";

/** Newsletter texts and rules, shared by the footer form and the /bulten action. */
export const NEWSLETTER_TEXT = {
  invalidEmail: "Lütfen geçerli bir e-posta adresi girin.",
  subscribed: `Teşekkürler, e-bültenimize abone oldunuz! ${site.newsletterPromise}`,
  alreadySubscribed: `Bu adres zaten abone, ilginiz için teşekkürler! ${site.newsletterPromise}`,
  rateLimited: "Kısa sürede çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.",
  failed: "Aboneliğiniz şu anda kaydedilemedi. Lütfen daha sonra tekrar deneyin.",
} as const;

export const NEWSLETTER_ACTION_PATH = "/bulten";

export function isValidNewsletterEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= CONTACT_MAX_LENGTH.email && EMAIL_PATTERN.test(email);
}

export type NewsletterResult =
  | { status: "subscribed" | "already"; message: string }
  | { status: "invalid" | "failed"; message: string; email: string };
