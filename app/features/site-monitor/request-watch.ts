/**
 * "Sitemi takip et": the form's rules, shared by the pages' script and the server, the answer's
 * shape and the endpoint. Relative imports: the route table loads this module (through
 * api-contract.ts) before the `~/` alias exists.
 */
import { EMAIL_MAX_LENGTH, isValidEmailAddress } from "../../shared/email-address";
import { isTicked } from "../../capabilities/lead-capture/form-values";
import { WATCH_REQUEST_TEXT } from "./request-watch.content";

export const WATCH_NAME_MAX_LENGTH = 100;

export type WatchRequestField = "email" | "name" | "consent";
export type WatchRequestErrors = Partial<Record<WatchRequestField, string>>;

/** The form's own fields, checked the same way in the browser and on the server. */
export function validateWatchForm(raw: Partial<Record<WatchRequestField, unknown>>): WatchRequestErrors {
  const errors: WatchRequestErrors = {};
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (email === "") errors.email = WATCH_REQUEST_TEXT.emailMissing;
  else if (email.length > EMAIL_MAX_LENGTH || !isValidEmailAddress(email)) errors.email = WATCH_REQUEST_TEXT.emailInvalid;
  const name = typeof raw.name === "string" ? raw.name.trim() : "";
  if (name.length > WATCH_NAME_MAX_LENGTH) errors.name = WATCH_REQUEST_TEXT.nameTooLong;
  if (!isTicked(raw.consent)) errors.consent = WATCH_REQUEST_TEXT.consentMissing;
  return errors;
}

/** What the request answers; the form renders it with or without JavaScript. */
export type WatchRequestResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; message: string; errors: WatchRequestErrors }
  | { status: "failed"; message: string };

/** The form's hidden field: the stored report whose site is to be watched. */
export const WATCH_REPORT_FIELD = "reportId";
/** The report page's form posts carry this intent (the page has other forms). */
export const WATCH_INTENT = "watch";
/** The form's source in the watch's attribution, when the visit named none. */
export const WATCH_FORM_SOURCE = "site-monitor";
/** The report page's anchor of the form: the report e-mail links to it. */
export const WATCH_ANCHOR = "site-takibi";
