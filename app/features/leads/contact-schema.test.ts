import { describe, expect, it } from "vitest";
import { CONTACT_MAX_LENGTH, CONTACT_TEXT, echoedValue, isValidPhone, subjectOrDefault, validateContact } from "./contact-schema";

const valid = { name: "Ayşe Yılmaz", phone: "0532 123 45 67", email: "ayse@ornek.com.tr", subject: "", message: "Web sitemiz için teklif istiyoruz." };

describe("validateContact", () => {
  it("accepts a complete message and trims it", () => {
    const result = validateContact({ ...valid, name: "  Ayşe Yılmaz  " });
    expect(result).toEqual({ ok: true, data: { ...valid, name: "Ayşe Yılmaz" } });
  });

  it.each([
    ["name", "   ", CONTACT_TEXT.nameRequired],
    ["phone", "", CONTACT_TEXT.phoneRequired],
    ["phone", "0532 12", CONTACT_TEXT.phoneInvalid],
    ["phone", "0532-abc-4567", CONTACT_TEXT.phoneInvalid],
    ["email", "", CONTACT_TEXT.emailRequired],
    ["email", "ayse@", CONTACT_TEXT.emailInvalid],
    ["email", "ayse ornek.com", CONTACT_TEXT.emailInvalid],
    ["message", "", CONTACT_TEXT.messageRequired],
    ["message", "  kısa   ", CONTACT_TEXT.messageTooShort],
  ])("rejects %s = %j with the required message", (field, value, message) => {
    const result = validateContact({ ...valid, [field]: value });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });

  it("reports every invalid field at once, one message each", () => {
    const result = validateContact({});
    expect(result).toEqual({
      ok: false,
      errors: {
        name: CONTACT_TEXT.nameRequired,
        phone: CONTACT_TEXT.phoneRequired,
        email: CONTACT_TEXT.emailRequired,
        message: CONTACT_TEXT.messageRequired,
      },
    });
  });

  it("ignores non-string values instead of crashing", () => {
    expect(validateContact({ name: 42, phone: ["x"] }).ok).toBe(false);
  });
});

describe("isValidPhone", () => {
  it.each(["+90 (532) 123-45-67", "05321234567", "0 532 123 45 67"])("accepts %s", (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(["532 123 45", "+90 532 123 45 67 dahili 3", "0532.123.45.67"])("rejects %s", (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

it("uses the default subject when none is given", () => {
  expect(subjectOrDefault("  ")).toBe(CONTACT_TEXT.defaultSubject);
  expect(subjectOrDefault("SEO teklifi")).toBe("SEO teklifi");
});

it("refuses over-long values instead of cutting them", () => {
  const result = validateContact({ ...valid, subject: "x".repeat(151), message: "y".repeat(5001) });
  expect(result).toEqual({ ok: false, errors: { subject: CONTACT_TEXT.tooLong, message: CONTACT_TEXT.tooLong } });
});

describe("echoedValue", () => {
  it("gives a value back unchanged up to its field's limit and cut there beyond it", () => {
    expect(echoedValue("name", "Ayşe")).toBe("Ayşe");
    expect(echoedValue("message", "ğ".repeat(CONTACT_MAX_LENGTH.message + 9_000))).toHaveLength(CONTACT_MAX_LENGTH.message);
  });

  it("never cuts a character in half", () => {
    const echoed = echoedValue("name", `a${"😀".repeat(CONTACT_MAX_LENGTH.name)}`);
    expect(echoed).toBe(`a${"😀".repeat((CONTACT_MAX_LENGTH.name - 2) / 2)}`);
    expect(echoed.length).toBeLessThanOrEqual(CONTACT_MAX_LENGTH.name);
  });
});
