import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { CAPTCHA_MESSAGES } from "./messages.content";

/**
 * Stateless maths captcha for the rank finder (docs/requirements.md R5.10: sum, difference or product of two
 * numbers from 1 to 10; a difference is never negative).
 *
 * Token = base64url(payload) "." base64url(HMAC-SHA256(secret, payload)), payload
 * { v, id, q, h, exp } where h = HMAC(secret, id + answer). The token therefore carries the
 * question but not the answer: a,b,op are deliberately left out, because the answer is
 * derivable from them. Checking is: signature (timing-safe) → expiry → single use (the
 * ReplayStore consumes the id) → answer. The id is consumed before the answer is compared, so
 * one token buys exactly one guess; otherwise a bot could try all ~100 answers on one token.
 */

export const CAPTCHA_TTL_MS = 10 * 60 * 1000;
const MIN_SECRET_LENGTH = 16;
const TOKEN_VERSION = 1;

/** Single-use bookkeeping. Production uses the database (shared by all replicas). */
export interface ReplayStore {
  /** Marks the id used; false when it already was. Entries may be forgotten after expiresAt. */
  consume(id: string, expiresAt: Date): Promise<boolean>;
}

export type CaptchaOperator = "+" | "−" | "×";

export interface CaptchaChallenge {
  /** e.g. "7 + 3 = ?" */
  question: string;
  token: string;
  expiresAt: Date;
}

export type CaptchaFailure = "wrong" | "expired" | "replayed" | "tampered";

export type CaptchaVerdict =
  | { status: "ok" }
  | { status: CaptchaFailure; title: string; message: string };

interface TokenPayload {
  v: number;
  id: string;
  q: string;
  h: string;
  exp: number;
}

/** Source of integers in [min, max); injectable so tests can pin a question. */
export type RandomInt = (min: number, maxExclusive: number) => number;

function assertSecret(secret: string): void {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`Captcha secret must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
}

function hmac(secret: string, purpose: string, data: string): Buffer {
  // A purpose prefix keeps token signatures and answer hashes from ever being interchangeable.
  return createHmac("sha256", secret).update(`${purpose}\u0000${data}`).digest();
}

function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** "010", " 10 " and 10 are the same answer; anything but 1–3 digits is never right. */
function normaliseAnswer(answer: string | number): string | null {
  const text = String(answer).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  return String(Number(text));
}

export function issueChallenge(secret: string, now: Date = new Date(), random: RandomInt = randomInt): CaptchaChallenge {
  assertSecret(secret);
  const operators: readonly CaptchaOperator[] = ["+", "−", "×"];
  const op = operators[random(0, operators.length)] ?? "+";
  let a = random(1, 11);
  let b = random(1, 11);
  if (op === "−" && b > a) [a, b] = [b, a];
  const answer = op === "+" ? a + b : op === "−" ? a - b : a * b;

  const id = randomUUID();
  const exp = now.getTime() + CAPTCHA_TTL_MS;
  const question = `${a} ${op} ${b} = ?`;
  const payload: TokenPayload = {
    v: TOKEN_VERSION,
    id,
    q: question,
    h: hmac(secret, "captcha-answer", `${id}:${answer}`).toString("base64url"),
    exp,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = hmac(secret, "captcha-token", body).toString("base64url");
  return { question, token: `${body}.${signature}`, expiresAt: new Date(exp) };
}

function isPayload(value: unknown): value is TokenPayload {
  if (value === null || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    v.v === TOKEN_VERSION &&
    typeof v.id === "string" &&
    v.id.length > 0 &&
    typeof v.q === "string" &&
    typeof v.h === "string" &&
    typeof v.exp === "number" &&
    Number.isFinite(v.exp)
  );
}

/** Reads and authenticates a token; null when it is malformed or not ours. */
function openToken(secret: string, token: string): TokenPayload | null {
  const parts = token.split(".");
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  const expected = hmac(secret, "captcha-token", body);
  if (!safeEqual(Buffer.from(signature, "base64url"), expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return isPayload(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** The question text inside a (valid) token, for re-displaying it. */
export function challengeQuestion(secret: string, token: string): string | null {
  return openToken(secret, token)?.q ?? null;
}

const required = (status: "expired" | "replayed" | "tampered"): CaptchaVerdict => ({
  status,
  title: CAPTCHA_MESSAGES.requiredTitle,
  message: CAPTCHA_MESSAGES.requiredMessage,
});

export async function verifyChallenge(
  secret: string,
  token: string,
  answer: string | number,
  now: Date,
  store: ReplayStore,
): Promise<CaptchaVerdict> {
  assertSecret(secret);
  const payload = openToken(secret, token);
  if (!payload) return required("tampered");
  if (now.getTime() >= payload.exp) return required("expired");
  if (!(await store.consume(payload.id, new Date(payload.exp)))) return required("replayed");

  const normalised = normaliseAnswer(answer);
  const expected = Buffer.from(payload.h, "base64url");
  if (normalised === null || !safeEqual(hmac(secret, "captcha-answer", `${payload.id}:${normalised}`), expected)) {
    return { status: "wrong", title: CAPTCHA_MESSAGES.wrongTitle, message: CAPTCHA_MESSAGES.wrongMessage };
  }
  return { status: "ok" };
}
