import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { log } from "~/.server/log";

/**
 * Signed links of the newsletter e-mails: "confirm" (double opt-in) and "unsubscribe".
 *
 * Token = base64url(payload) "." base64url(HMAC-SHA256(secret, purpose + payload)), payload
 * { p, s, e } with the purpose, the subscriber's id (never the address: a link forwarded or
 * logged does not reveal it) and the expiry in epoch seconds, or 0 for no expiry. A confirmation
 * link expires after CONFIRM_TOKEN_TTL_MS; an unsubscribe link never does, because a newsletter
 * read months later must still let its reader leave.
 */

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
const MIN_SECRET_LENGTH = 16;

export type TokenVerdict =
  | { ok: true; subscriberId: string }
  | { ok: false; reason: "malformed" | "tampered" | "expired" | "wrong-purpose" };

interface Payload {
  p: NewsletterTokenPurpose;
  s: string;
  e: number;
}

function signature(secret: string, encodedPayload: string): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`Newsletter secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  // A purpose prefix keeps these signatures apart from any other HMAC made with the same secret.
  return createHmac("sha256", secret).update(`newsletter\u0000${encodedPayload}`).digest();
}

export function signNewsletterToken(secret: string, purpose: NewsletterTokenPurpose, subscriberId: string, now = Date.now()): string {
  const payload: Payload = { p: purpose, s: subscriberId, e: purpose === "confirm" ? Math.floor((now + CONFIRM_TOKEN_TTL_MS) / 1000) : 0 };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${signature(secret, encoded).toString("base64url")}`;
}

function parsePayload(encoded: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { p, s, e } = value as Record<string, unknown>;
    if ((p !== "confirm" && p !== "unsubscribe") || typeof s !== "string" || s.length === 0 || s.length > 64) return null;
    if (typeof e !== "number" || !Number.isInteger(e) || e < 0) return null;
    return { p, s, e };
  } catch {
    return null;
  }
}

/** Signature first (timing-safe), then purpose and expiry; never throws for visitor input. */
export function verifyNewsletterToken(
  secret: string,
  purpose: NewsletterTokenPurpose,
  token: unknown,
  now = Date.now(),
): TokenVerdict {
  if (typeof token !== "string" || token.length > 512) return { ok: false, reason: "malformed" };
  const [encoded, signed, ...rest] = token.split(".");
  if (!encoded || !signed || rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signed)) {
    return { ok: false, reason: "malformed" };
  }
  const expected = signature(secret, encoded);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "tampered" };
  const payload = parsePayload(encoded);
  if (!payload) return { ok: false, reason: "malformed" };
  if (payload.p !== purpose) return { ok: false, reason: "wrong-purpose" };
  if (payload.e !== 0 && payload.e * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, subscriberId: payload.s };
}

/**
 * NEWSLETTER_SECRET, or a random one for this process. Without a shared secret a link signed by
 * one replica (or before a restart) fails on another, so the fallback is loud.
 */
export function newsletterSecret(configured: string | undefined): string {
  if (configured) return configured;
  log.warn("newsletter_secret_generated", {
    note: "NEWSLETTER_SECRET is not set: using a random secret for this process; confirmation and unsubscribe links will not work across replicas or restarts",
  });
  return randomBytes(32).toString("base64url");
}
