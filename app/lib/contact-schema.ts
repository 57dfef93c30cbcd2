import * as z from "zod/mini";

/**
 * The contact form's rules and texts (SPEC sections 3, 5 and 8), shared by the browser and the
 * server action. `zod/mini` keeps the schema tree-shakable: it ships on the home page.
 */
export const CONTACT_TEXT = {
  nameRequired: "Ad Soyad zorunludur",
  phoneRequired: "Telefon numarası zorunludur",
  phoneInvalid: "Geçerli bir telefon numarası girin",
  emailRequired: "E-posta adresi zorunludur",
  emailInvalid: "Geçerli bir e-posta adresi girin",
  messageRequired: "Mesaj zorunludur",
  messageTooShort: "Mesaj en az 10 karakter olmalıdır",
  tooLong: "Bu alan çok uzun",
  validationToast: "Lütfen formu eksiksiz doldurun",
  successToast: "Mesajınız başarıyla gönderildi! En kısa sürede size dönüş yapacağız.",
  failureToast: "Mesaj gönderilemedi. Lütfen daha sonra tekrar deneyin veya telefon ile iletişime geçin.",
  defaultSubject: "Web sitesinden yeni iletişim talebi",
  rateLimited:
    "Kısa sürede çok fazla mesaj gönderildi. Lütfen birkaç dakika sonra tekrar deneyin veya bizi telefonla arayın.",
} as const;

export const PHONE_MIN_LENGTH = 10;
export const MESSAGE_MIN_LENGTH = 10;

/** Digits, plus, hyphen and parentheses once spaces are removed; at least 10 of those characters. */
export function isValidPhone(value: string): boolean {
  const compact = value.replace(/\s+/g, "");
  return compact.length >= PHONE_MIN_LENGTH && /^[0-9+\-()]+$/.test(compact);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, CONTACT_TEXT.nameRequired), z.maxLength(120, CONTACT_TEXT.tooLong)),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONTACT_TEXT.phoneRequired),
      z.maxLength(40, CONTACT_TEXT.phoneInvalid),
      z.refine((value) => value === "" || isValidPhone(value), CONTACT_TEXT.phoneInvalid),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONTACT_TEXT.emailRequired),
      z.maxLength(254, CONTACT_TEXT.emailInvalid),
      z.refine((value) => value === "" || EMAIL_PATTERN.test(value), CONTACT_TEXT.emailInvalid),
    ),
  subject: z.string().check(z.trim(), z.maxLength(150, CONTACT_TEXT.tooLong)),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CONTACT_TEXT.messageRequired),
      z.refine((value) => value === "" || value.length >= MESSAGE_MIN_LENGTH, CONTACT_TEXT.messageTooShort),
      z.maxLength(5000, CONTACT_TEXT.tooLong),
    ),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "phone", "email", "subject", "message"];

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

/** Validates raw form values; the first message per field wins, as the form shows one per field. */
export function validateContact(raw: Partial<Record<ContactField, unknown>>): ContactValidation {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, typeof raw[field] === "string" ? raw[field] : ""]),
  );
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** An empty subject gets the default one (SPEC section 5). */
export function subjectOrDefault(subject: string): string {
  return subject.trim() || CONTACT_TEXT.defaultSubject;
}

/** What the contact action answers; the form renders it with or without JavaScript. */
export type ContactActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: Partial<Record<ContactField, string>> }
  | { status: "failed"; message: string; values: Partial<Record<ContactField, string>> };

/** The honeypot input: invisible to people, irresistible to form-filling bots. */
export const HONEYPOT_FIELD = "website";
