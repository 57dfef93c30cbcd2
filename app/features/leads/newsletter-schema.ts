import { isValidEmailAddress } from "~/shared/email-address";
import { NEWSLETTER_TEXT } from "./newsletter-form.content";

export { NEWSLETTER_TEXT };

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
