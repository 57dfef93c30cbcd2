/**
 * Words that tell what a form field asks for, in its name, id, placeholder or label (Turkish and
 * English, lower-cased the Turkish way): mobile/input-type-wrong reads them. Whole words only, so
 * "telif" (copyright) is no "tel" and "posta kodu" (the postcode) no e-mail.
 */

const LETTER = "a-zçğıöşü";
/** A phone field by its name, id, placeholder or label: Turkish and English words, whole. */
export const PHONE_FIELD_WORDS = new RegExp(`(?:^|[^${LETTER}])(?:cep[\\s_-]?)?(?:telefon[${LETTER}]*|tel(?:no)?|gsm|phone[a-z]*|telephone|mobile|cellphone)(?![${LETTER}])`);
/** An e-mail field: "e-posta", "eposta", "email", "e-mail", "mail" (not "posta kodu", the postcode). */
export const EMAIL_FIELD_WORDS = new RegExp(`(?:^|[^${LETTER}])(?:e[\\s_-]?posta[${LETTER}]*|e[\\s_-]?mail[a-z]*|mail)(?![${LETTER}])`);
