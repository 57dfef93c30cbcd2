import { describe, expect, it } from "vitest";
import { CONTACT_TEXT, validateContact } from "~/features/leads/contact-schema";
import { emailDomainToAscii, EMAIL_MAX_LENGTH, isValidEmailAddress } from "~/shared/email-address";
import { isValidNewsletterEmail } from "~/features/leads/newsletter-schema";

/** Inputs that got through the old pattern: each must be refused by every lead form. */
const ATTACKS: [string, string][] = [
  ["NUL", "a\u0000@b.co"],
  ["ESC", "a\u001b@b.co"],
  ["DEL", "a\u007f@b.co"],
  ["a control character in the domain", "a@b\u0007.co"],
  ["a zero-width space", "a\u200b@b.co"],
  ["a zero-width space in the domain", "a@b\u200b.co"],
  ["a zero-width joiner", "a@b.c\u200do"],
  ["a byte order mark inside", "a\ufeff@b.co"],
  ["a right-to-left override", "a\u202e@b.co"],
  ["a bidi isolate in the domain", "a@b\u2066.co"],
  ["a second domain after a comma", "victim@evil.test,x.test"],
  ["a second address after a semicolon", "a@b.co;c@d.co"],
  ["a second address after a comma", "a@b.co,c@d.co"],
  ["angle brackets", "<a@b.co>"],
  ["a display name", "Ali <a@b.co>"],
  ["a quoted local part", '"x"@b.co'],
  ["a quoted local part with an @", '"a@b"@c.co'],
  ["a comment", "a(yorum)@b.co"],
  ["a space inside", "a b@c.co"],
  ["a tab inside", "a\t@b.co"],
  ["a line break and a header", "a@b.co\r\nBcc: x@y.co"],
  ["a non-breaking space", "a\u00a0@b.co"],
  ["a backslash", "a\\b@c.co"],
  ["a colon", "a:b@c.co"],
  ["square brackets", "a@[127.0.0.1]"],
  ["an IP address as domain", "a@127.0.0.1"],
  ["a numeric top-level domain", "a@b.123"],
  ["a one-letter top-level domain", "a@b.c"],
  ["no top-level domain", "a@localhost"],
  ["two @", "a@b@c.co"],
  ["no local part", "@b.co"],
  ["no domain", "a@"],
  ["a leading dot", ".a@b.co"],
  ["a trailing dot in the local part", "a.@b.co"],
  ["two dots in the local part", "a..b@c.co"],
  ["two dots in the domain", "a@b..co"],
  ["a trailing dot in the domain", "a@b.co."],
  ["a label starting with a hyphen", "a@-b.co"],
  ["a label ending with a hyphen", "a@b-.co"],
  ["a domain label of 64 characters", `a@${"b".repeat(64)}.co`],
  ["a local part of 65 characters", `${"a".repeat(65)}@b.co`],
  ["an address over 254 characters", `a@${Array.from({ length: 5 }, () => "b".repeat(50)).join(".")}.co`],
  ["a Unicode local part", "şule@b.co"],
  ["an emoji domain that is no letter", "a@☃.co"],
  ["a percent-encoded domain", "a@%62.co"],
  ["an ideographic full stop", "a@b\u3002co"],
];

const VALID: string[] = [
  "ali.veli+seo@şirket.com.tr",
  "ayse@ornek.com.tr",
  "AYSE@ORNEK.COM",
  "a@b.co",
  "o'brien@example.ie",
  "x_y-z#1!$%&*/=?^`{|}~@sub.example.org",
  "kullanici@xn--irket-idb.com.tr",
  "info@bücher.de",
  "test@例え.jp",
  "user@domain.xn--p1ai",
  `${"a".repeat(64)}@b.co`,
  `a@${"b".repeat(63)}.co`,
];

describe("isValidEmailAddress: one mailbox, printable ASCII local part, well-defined domain", () => {
  it.each(ATTACKS)("refuses %s", (_, address) => {
    expect(isValidEmailAddress(address)).toBe(false);
    expect(isValidNewsletterEmail(address)).toBe(false);
    expect(validateContact({ email: address }).ok).toBe(false);
  });

  it.each(VALID)("accepts %s", (address) => {
    expect(isValidEmailAddress(address)).toBe(true);
    expect(isValidNewsletterEmail(` ${address} `)).toBe(true);
  });

  it("gives the contact form's Turkish message for the comma attack", () => {
    const result = validateContact({ email: "victim@evil.test,x.test" });
    expect(result.ok ? null : result.errors.email).toBe(CONTACT_TEXT.emailInvalid);
    expect(CONTACT_TEXT.emailInvalid).toBe("Geçerli bir e-posta adresi girin");
  });

  it("reads a Turkish domain as its IDN (punycode) form", () => {
    expect(emailDomainToAscii("şirket.com.tr")).toBe("xn--irket-idb.com.tr");
    expect(emailDomainToAscii("ŞIRKET.COM.TR")).toBe("xn--irket-idb.com.tr");
    expect(emailDomainToAscii("b\u200b.co")).toBeNull();
  });

  it("counts the limit of 254 characters on the wire form too", () => {
    const longUnicode = `a@${"ş".repeat(60)}.${"ş".repeat(60)}.${"ş".repeat(60)}.com`;
    expect(longUnicode.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
    expect(isValidEmailAddress(longUnicode)).toBe(false);
  });
});
