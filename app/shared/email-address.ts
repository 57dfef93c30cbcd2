/**
 * The one e-mail address rule of the site: the contact form, the newsletter box (in the browser's
 * enhancement script and in the server actions) and the lead e-mail's Reply-To all call
 * `isValidEmailAddress`.
 *
 * An address is exactly one mailbox, `local@domain`:
 * - local part: RFC 5322 dot-atom of printable ASCII atext (no quoted strings, no comments),
 *   at most 64 characters;
 * - domain: letters, digits, hyphens and dots, Turkish and other non-ASCII letters included. Its
 *   ASCII form (IDNA, as the WHATWG URL parser computes it in browsers and Node alike) must be LDH
 *   labels of 1-63 characters, at least two of them, the last a real top-level domain (letters,
 *   or an `xn--` label) rather than a number;
 * - at most 254 characters in all.
 * Whitespace, control, zero-width and bidi characters, and `, ; < > " ( ) [ ] \ :` cannot pass, so
 * no value can smuggle a second address or a header into a Reply-To.
 *
 * Written here rather than taken from a validator package: it must run in the small inline page
 * script (decision 011) and match the server byte for byte, and the packages we looked at either
 * accept quoted local parts and IP literals or ship their own IDN tables.
 */

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/** RFC 5322 atext, joined by single dots (dot-atom). */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Before conversion: letters (any script), combining marks, digits, hyphens and dots only. */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{Nd}.-]+$/u;
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The domain's ASCII (punycode) form, or null when it is not a well-formed domain name. */
export function emailDomainToAscii(domain: string): string | null {
  if (domain === "" || !UNICODE_DOMAIN.test(domain)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  if (ascii.length > 253) return null;
  const labels = ascii.split(".");
  if (labels.length < 2) return null;
  if (!labels.every((label) => LDH_LABEL.test(label))) return null;
  return TOP_LEVEL_LABEL.test(labels.at(-1) ?? "") ? ascii : null;
}

/** True when `value` is exactly one valid mailbox. No trimming: callers trim what a person typed. */
export function isValidEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf("@");
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_PART_MAX_LENGTH || !LOCAL_PART.test(local)) return false;
  const ascii = emailDomainToAscii(domain);
  // The limit holds for the form that goes over the wire too.
  return ascii !== null && local.length + 1 + ascii.length <= EMAIL_MAX_LENGTH;
}
