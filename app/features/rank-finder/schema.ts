import { z } from "zod";
import { normalizeDomain } from "./domain";
import { CAPTCHA_MESSAGES, RANK_MESSAGES } from "./messages";

/** Body of POST /api/rank and its answer. SPEC §7: website and keyword trimmed, device desktop|mobile. */

export const KEYWORD_MAX_LENGTH = 120;

// The object-level message covers a body that is no object at all (an array): zod's default is English.
export const rankRequestSchema = z.object({
  website: z
    .string({ error: RANK_MESSAGES.missingFields })
    .trim()
    .min(1, { error: RANK_MESSAGES.missingFields })
    .max(2048, { error: RANK_MESSAGES.invalidWebsite })
    .refine((value) => normalizeDomain(value) !== null, { error: RANK_MESSAGES.invalidWebsite }),
  keyword: z
    .string({ error: RANK_MESSAGES.missingFields })
    .trim()
    .min(1, { error: RANK_MESSAGES.missingFields })
    .max(KEYWORD_MAX_LENGTH, { error: RANK_MESSAGES.keywordTooLong }),
  device: z.enum(["desktop", "mobile"], { error: RANK_MESSAGES.invalidDevice }),
  captchaToken: z
    .string({ error: CAPTCHA_MESSAGES.requiredMessage })
    .min(1, { error: CAPTCHA_MESSAGES.requiredMessage })
    .max(2048, { error: CAPTCHA_MESSAGES.requiredMessage }),
  // Forms send text, JSON clients may send a number.
  captchaAnswer: z
    .union([z.string(), z.number()], { error: CAPTCHA_MESSAGES.requiredMessage })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: CAPTCHA_MESSAGES.requiredMessage }).max(8, { error: CAPTCHA_MESSAGES.wrongMessage })),
}, { error: RANK_MESSAGES.missingFields });

export type RankRequest = z.infer<typeof rankRequestSchema>;

export const rankSuccessSchema = z.object({
  rank: z.number().int().min(1).max(100).nullable(),
  website: z.string(),
  keyword: z.string(),
  device: z.enum(["desktop", "mobile"]),
  totalResults: z.number().int().nonnegative().nullable(),
});

/** Machine-readable reason next to the Turkish text, so the screen can pick the toast title. */
export const RANK_ERROR_CODES = [
  "validation",
  "captcha_required",
  "captcha_wrong",
  "not_configured",
  "provider",
  "unexpected",
] as const;
export type RankErrorCode = (typeof RANK_ERROR_CODES)[number];

export const rankErrorSchema = z.object({
  error: z.string(),
  code: z.enum(RANK_ERROR_CODES).optional(),
});

export const rankResponseSchema = z.union([rankSuccessSchema, rankErrorSchema]);

export type RankSuccess = z.infer<typeof rankSuccessSchema>;
export type RankError = z.infer<typeof rankErrorSchema>;
export type RankResponse = z.infer<typeof rankResponseSchema>;

/** First validation message, for the single-toast UI. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? RANK_MESSAGES.missingFields;
}
