import { site } from "~/site/site";
import { isValidEmailAddress } from "~/shared/email-address";

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
  return isValidEmailAddress(value.trim());
}

export type NewsletterResult =
  | { status: "subscribed" | "already"; message: string }
  | { status: "invalid" | "failed"; message: string; email: string };
