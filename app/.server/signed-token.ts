import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links of our e-mails (the newsletter's, the watched sites'): confirm, unsubscribe.
 *
 * Token = base64url(payload) "." base64url(HMAC-SHA256(secret, scope \0 payload)), payload
 * { p, s, e }: the purpose, the id of the row it acts on (never an address: a link forwarded or
 * logged reveals nothing), and the expiry in epoch seconds, or 0 for a link that never expires (an
 * unsubscribe link read months later must still work). The scope keeps one feature's tokens from
 * ever verifying in another's, whatever the purposes are called.
 */

export type TokenVerdict = { ok: true; id: string } | { ok: false; reason: "malformed" | "tampered" | "expired" | "wrong-purpose" };

const MIN_SECRET_LENGTH = 16;
const MAX_TOKEN_CHARS = 512;

interface Payload {
  p: string;
  s: string;
  e: number;
}

function signature(secret: string, scope: string, encodedPayload: string): Buffer {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`Link secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  return createHmac("sha256", secret).update(`${scope}\u0000${encodedPayload}`).digest();
}

/** `ttlMs` null: the link never expires. */
export function signToken(secret: string, scope: string, purpose: string, id: string, ttlMs: number | null, now = Date.now()): string {
  const payload: Payload = { p: purpose, s: id, e: ttlMs === null ? 0 : Math.floor((now + ttlMs) / 1000) };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${encoded}.${signature(secret, scope, encoded).toString("base64url")}`;
}

function parsePayload(encoded: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8"));
    if (typeof value !== "object" || value === null) return null;
    const { p, s, e } = value as Record<string, unknown>;
    if (typeof p !== "string" || p.length === 0 || p.length > 32 || typeof s !== "string" || s.length === 0 || s.length > 64) return null;
    if (typeof e !== "number" || !Number.isInteger(e) || e < 0) return null;
    return { p, s, e };
  } catch {
    return null;
  }
}

/** Signature first (timing-safe), then purpose and expiry; never throws for visitor input. */
export function verifyToken(secret: string, scope: string, purpose: string, token: unknown, now = Date.now()): TokenVerdict {
  if (typeof token !== "string" || token.length > MAX_TOKEN_CHARS) return { ok: false, reason: "malformed" };
  const [encoded, signed, ...rest] = token.split(".");
  if (!encoded || !signed || rest.length > 0 || !/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signed)) return { ok: false, reason: "malformed" };
  const expected = signature(secret, scope, encoded);
  const given = Buffer.from(signed, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "tampered" };
  const payload = parsePayload(encoded);
  if (!payload) return { ok: false, reason: "malformed" };
  if (payload.p !== purpose) return { ok: false, reason: "wrong-purpose" };
  if (payload.e !== 0 && payload.e * 1000 < now) return { ok: false, reason: "expired" };
  return { ok: true, id: payload.s };
}
