/**
 * The contact form's rules (docs/requirements.md R3, R5.1, R8.1; their texts: contact-form.content.ts), shared by the browser script and
 * the server. Written as plain functions rather than a schema library: the rules are five short
 * checks, and this module is inlined into every page's small enhancement script (decision 011).
 */
import { EMAIL_MAX_LENGTH, isValidEmailAddress } from "~/shared/email-address";
import { CONTACT_TEXT } from "./contact-form.content";
import { CONTACT_PREFILL_PARAMS } from "~/shared/contact-prefill";

export { CONTACT_TEXT };

export const PHONE_MIN_LENGTH = 10;
export const MESSAGE_MIN_LENGTH = 10;

/** Digits, plus, hyphen and parentheses once spaces are removed; at least 10 of those characters. */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/\s+/g, "");
  return compact.length >= PHONE_MIN_LENGTH && /^[0-9+\-()]+$/.test(compact);
}

/** Longest accepted value per field; beyond it the field is refused, never cut. */
export const CONTACT_MAX_LENGTH = { name: 120, phone: 40, email: EMAIL_MAX_LENGTH, subject: 150, message: 5000 } as const;

/**
 * A value as the server mirrors it back into the form: cut at its field's limit, so a huge value
 * is refused (see fieldError) but never sent back whole.
 */
export function echoedValue(field: ContactField, value: string): string {
  const max = CONTACT_MAX_LENGTH[field];
  if (value.length <= max) return value;
  // Lengths count UTF-16 units, as validation does; an emoji's two halves stay together.
  const last = value.charCodeAt(max - 1);
  return value.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

export interface ContactInput {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "phone", "email", "subject", "message"];

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

/** The first failing rule's message for one trimmed value, or undefined when it passes. */
function fieldError(field: ContactField, value: string): string | undefined {
  switch (field) {
    case "name":
      if (value === "") return CONTACT_TEXT.nameRequired;
      return value.length > CONTACT_MAX_LENGTH.name ? CONTACT_TEXT.tooLong : undefined;
    case "phone":
      if (value === "") return CONTACT_TEXT.phoneRequired;
      return value.length > CONTACT_MAX_LENGTH.phone || !isValidPhone(value) ? CONTACT_TEXT.phoneInvalid : undefined;
    case "email":
      if (value === "") return CONTACT_TEXT.emailRequired;
      return isValidEmailAddress(value) ? undefined : CONTACT_TEXT.emailInvalid;
    case "subject":
      return value.length > CONTACT_MAX_LENGTH.subject ? CONTACT_TEXT.tooLong : undefined;
    case "message":
      if (value === "") return CONTACT_TEXT.messageRequired;
      if (value.length < MESSAGE_MIN_LENGTH) return CONTACT_TEXT.messageTooShort;
      return value.length > CONTACT_MAX_LENGTH.message ? CONTACT_TEXT.tooLong : undefined;
  }
}

/** Validates raw form values (anything that is not a string counts as empty); one message per field. */
export function validateContact(raw: Partial<Record<ContactField, unknown>>): ContactValidation {
  const data = {} as ContactInput;
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = raw[field];
    data[field] = typeof value === "string" ? value.trim() : "";
    const error = fieldError(field, data[field]);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}

/** An empty subject gets the default one (docs/requirements.md R5.1). */
export function subjectOrDefault(subject: string): string {
  return subject.trim() || CONTACT_TEXT.defaultSubject;
}

/** What the contact action answers; the form renders it with or without JavaScript. */
export type ContactActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: Partial<Record<ContactField, string>> }
  | { status: "failed"; message: string; values: Partial<Record<ContactField, string>> };

/** The prefill parameters are fields of this form. */
CONTACT_PREFILL_PARAMS satisfies Partial<Record<ContactField, string>>;

/** The honeypot input: invisible to people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
