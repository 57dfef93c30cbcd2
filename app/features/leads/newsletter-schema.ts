import { site } from "~/site/site.content";
import { isValidEmailAddress } from "~/shared/email-address";

/** Newsletter texts and rules, shared by the footer form and the /bulten action. */
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

export const NEWSLETTER_ACTION_PATH = "/bulten";
/** Opened from the confirmation e-mail: pending → confirmed. */
export const NEWSLETTER_CONFIRM_PATH = "/bulten/onay";
/** Opened from any newsletter e-mail (GET shows a button; POST, also RFC 8058 one-click, unsubscribes). */
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/bulten/iptal";
/** Query parameter carrying the signed token on both links. */
export const NEWSLETTER_TOKEN_PARAM = "t";

export function isValidNewsletterEmail(value: string): boolean {
  return isValidEmailAddress(value.trim());
}

export type NewsletterResult =
  | { status: "subscribed"; message: string }
  | { status: "invalid" | "failed"; message: string; email: string };
