import { randomBytes } from "node:crypto";
import { log } from "~/.server/log";
import { signToken, verifyToken } from "~/.server/signed-token";

/**
 * Signed links of the newsletter e-mails: "confirm" (double opt-in) and "unsubscribe", in the
 * token format of app/.server/signed-token.ts. A confirmation link expires after
 * CONFIRM_TOKEN_TTL_MS; an unsubscribe link never does, because a newsletter read months later must
 * still let its reader leave.
 */

export type NewsletterTokenPurpose = "confirm" | "unsubscribe";

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;

export type TokenVerdict =
  | { ok: true; subscriberId: string }
  | { ok: false; reason: "malformed" | "tampered" | "expired" | "wrong-purpose" };

/** The newsletter's tokens are signed in their own scope (app/.server/signed-token.ts): the same format as before, so links already mailed still work. */
const SCOPE = "newsletter";

export function signNewsletterToken(secret: string, purpose: NewsletterTokenPurpose, subscriberId: string, now = Date.now()): string {
  return signToken(secret, SCOPE, purpose, subscriberId, purpose === "confirm" ? CONFIRM_TOKEN_TTL_MS : null, now);
}

export function verifyNewsletterToken(secret: string, purpose: NewsletterTokenPurpose, token: unknown, now = Date.now()): TokenVerdict {
  const verdict = verifyToken(secret, SCOPE, purpose, token, now);
  return verdict.ok ? { ok: true, subscriberId: verdict.id } : verdict;
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
