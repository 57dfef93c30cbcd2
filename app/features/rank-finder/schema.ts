import * as z from "zod/mini";
import { normalizeDomain } from "./domain";
import { CAPTCHA_MESSAGES, RANK_MESSAGES } from "./messages.content";

/**
 * The contract of GET /api/captcha and POST /api/rank, for the screen and the server alike: the
 * request schema, its limits (the screen's maxLength attributes) and the types of both answers.
 * Website and keyword are trimmed, the device is desktop or mobile. zod/mini, because the screen
 * imports this module (docs/decisions/007).
 */

export const RANK_LIMITS = {
  website: 2048,
  keyword: 120,
  captchaToken: 2048,
  captchaAnswer: 8,
} as const;

export const KEYWORD_MAX_LENGTH = RANK_LIMITS.keyword;

export const RANK_DEVICES = ["desktop", "mobile"] as const;

// `/* @__PURE__ */` marks the `.check()` calls (zod/mini's own factories are marked already), so a
// bundle that imports only RANK_LIMITS or a type, like the screen's, leaves the schemas out.
// The object-level message covers a body that is no object at all (an array): zod's default is English.
export const rankRequestSchema = z.object(
  {
    website: /* @__PURE__ */ z.string({ error: RANK_MESSAGES.missingFields }).check(
      z.trim(),
      z.minLength(1, { error: RANK_MESSAGES.missingFields }),
      z.maxLength(RANK_LIMITS.website, { error: RANK_MESSAGES.invalidWebsite }),
      z.refine((value: string) => normalizeDomain(value) !== null, { error: RANK_MESSAGES.invalidWebsite }),
    ),
    keyword: /* @__PURE__ */ z.string({ error: RANK_MESSAGES.missingFields }).check(
      z.trim(),
      z.minLength(1, { error: RANK_MESSAGES.missingFields }),
      z.maxLength(RANK_LIMITS.keyword, { error: RANK_MESSAGES.keywordTooLong }),
    ),
    device: z.enum(RANK_DEVICES, { error: RANK_MESSAGES.invalidDevice }),
    captchaToken: /* @__PURE__ */ z.string({ error: CAPTCHA_MESSAGES.requiredMessage }).check(
      z.minLength(1, { error: CAPTCHA_MESSAGES.requiredMessage }),
      z.maxLength(RANK_LIMITS.captchaToken, { error: CAPTCHA_MESSAGES.requiredMessage }),
    ),
    // Forms send text, JSON clients may send a number.
    captchaAnswer: z.pipe(
      z.pipe(
        z.union([z.string(), z.number()], { error: CAPTCHA_MESSAGES.requiredMessage }),
        z.transform((value: string | number) => String(value).trim()),
      ),
      /* @__PURE__ */ z.string().check(
        z.minLength(1, { error: CAPTCHA_MESSAGES.requiredMessage }),
        z.maxLength(RANK_LIMITS.captchaAnswer, { error: CAPTCHA_MESSAGES.wrongMessage }),
      ),
    ),
  },
  { error: RANK_MESSAGES.missingFields },
);

/** What the screen sends (the answer may be a number). */
export type RankRequestBody = z.input<typeof rankRequestSchema>;
/** What the server works with, after trimming. */
export type RankRequest = z.output<typeof rankRequestSchema>;
export type RankDevice = RankRequest["device"];

export const rankSuccessSchema = z.object({
  /** 1–100, or null when the site is not in the first 100 results. */
  rank: z.nullable(/* @__PURE__ */ z.int().check(z.minimum(1), z.maximum(100))),
  website: z.string(),
  keyword: z.string(),
  device: z.enum(RANK_DEVICES),
  totalResults: z.nullable(/* @__PURE__ */ z.int().check(z.nonnegative())),
});

/**
 * Machine-readable reason next to the Turkish text, so the screen can pick the toast title. The
 * JSON API's own refusals of a malformed body (app/.server/json-api.ts) add theirs, which the
 * screen, always sending a well-formed body, never meets.
 */
export const RANK_ERROR_CODES = [
  "validation",
  "captcha_required",
  "captcha_wrong",
  "not_configured",
  "provider",
  "unexpected",
  "rate_limited",
] as const;

export const rankErrorSchema = z.object({
  error: z.string(),
  code: z.optional(z.enum(RANK_ERROR_CODES)),
});

export const rankResponseSchema = z.union([rankSuccessSchema, rankErrorSchema]);

export const rankCaptchaResponseSchema = z.object({
  /** e.g. "7 × 3 = ?" (operators +, −, ×). */
  question: z.string(),
  token: z.string(),
  /** ISO time after which the token is refused. */
  expiresAt: z.string(),
  /** False when no search provider is configured: the screen says so up front. */
  rankConfigured: z.boolean(),
});

export type RankSuccess = z.infer<typeof rankSuccessSchema>;
export type RankError = z.infer<typeof rankErrorSchema>;
export type RankResponse = z.infer<typeof rankResponseSchema>;
export type RankCaptchaResponse = z.infer<typeof rankCaptchaResponseSchema>;

/** First validation message, for the single-toast UI. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? RANK_MESSAGES.missingFields;
}
