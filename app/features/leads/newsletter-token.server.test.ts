import { describe, expect, it } from "vitest";
import { NEWSLETTER_MAIL_TEXT } from "./newsletter-mail.content";
import { NEWSLETTER_CONFIRM_PAGE_TEXT } from "./newsletter-pages.content";
import { NEWSLETTER_TEXT } from "./newsletter-schema";
import { CONFIRM_TOKEN_TTL_MS, signNewsletterToken, verifyNewsletterToken } from "./newsletter-token.server";

const SECRET = "test-secret-of-the-newsletter-0123";
const ID = "0b6f1c9e-2f0a-4c55-9a39-7d1e3c3b9a10";
const NOW = Date.parse("2026-11-24T10:00:00.000Z");

describe("newsletter link tokens", () => {
  it("a fresh confirmation token names its subscriber", () => {
    const token = signNewsletterToken(SECRET, "confirm", ID, NOW);
    expect(verifyNewsletterToken(SECRET, "confirm", token, NOW)).toEqual({ ok: true, subscriberId: ID });
    expect(verifyNewsletterToken(SECRET, "confirm", token, NOW + CONFIRM_TOKEN_TTL_MS - 1_000)).toEqual({ ok: true, subscriberId: ID });
  });

  it("carries the subscriber's id, never an address", () => {
    const token = signNewsletterToken(SECRET, "confirm", ID, NOW);
    const payload = Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8");
    expect(payload).not.toContain("@");
    expect(JSON.parse(payload)).toMatchObject({ p: "confirm", s: ID });
  });

  it("a confirmation token expires after 7 days", () => {
    const token = signNewsletterToken(SECRET, "confirm", ID, NOW);
    expect(verifyNewsletterToken(SECRET, "confirm", token, NOW + CONFIRM_TOKEN_TTL_MS + 1_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("an unsubscribe token does not expire", () => {
    const token = signNewsletterToken(SECRET, "unsubscribe", ID, NOW);
    expect(verifyNewsletterToken(SECRET, "unsubscribe", token, NOW + 5 * 365 * 24 * 60 * 60_000)).toEqual({ ok: true, subscriberId: ID });
  });

  it("refuses a token whose payload or signature was changed, or that another secret signed", () => {
    const token = signNewsletterToken(SECRET, "confirm", ID, NOW);
    const [payload = "", signature = ""] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "confirm", s: "someone-else", e: 9_999_999_999 })).toString("base64url");
    expect(verifyNewsletterToken(SECRET, "confirm", `${forged}.${signature}`, NOW)).toEqual({ ok: false, reason: "tampered" });
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(verifyNewsletterToken(SECRET, "confirm", `${payload}.${flipped}`, NOW)).toEqual({ ok: false, reason: "tampered" });
    expect(verifyNewsletterToken("another-secret-0123456789", "confirm", token, NOW)).toEqual({ ok: false, reason: "tampered" });
  });

  it("keeps the two purposes apart", () => {
    const unsubscribe = signNewsletterToken(SECRET, "unsubscribe", ID, NOW);
    expect(verifyNewsletterToken(SECRET, "confirm", unsubscribe, NOW)).toEqual({ ok: false, reason: "wrong-purpose" });
    const confirm = signNewsletterToken(SECRET, "confirm", ID, NOW);
    expect(verifyNewsletterToken(SECRET, "unsubscribe", confirm, NOW)).toEqual({ ok: false, reason: "wrong-purpose" });
  });

  it("answers anything else as malformed without throwing", () => {
    for (const token of [null, undefined, 42, "", ".", "abc", "a.b.c", "a b.c", "x".repeat(600)]) {
      expect(verifyNewsletterToken(SECRET, "confirm", token, NOW)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("the texts promise the validity the tokens have", () => {
    const days = `${CONFIRM_TOKEN_TTL_MS / (24 * 60 * 60_000)} gün`;
    for (const text of [NEWSLETTER_TEXT.subscribed, NEWSLETTER_MAIL_TEXT.validity, NEWSLETTER_CONFIRM_PAGE_TEXT.expired.text]) {
      expect(text).toContain(days);
    }
  });

  it("refuses a short secret", () => {
    expect(() => signNewsletterToken("short", "confirm", ID, NOW)).toThrow(/16 characters/);
  });
});
