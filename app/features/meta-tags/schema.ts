import * as z from "zod/mini";
import { CONTENT_TYPES, TONES } from "./messages";

/**
 * The generator's input for a server action or any untrusted caller; the 100-character limits are
 * ours. Apart from generate.ts, which the screen loads, so the page ships no validation library;
 * `zod/mini` (ADR 007) should a screen ever need it.
 */
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const metaInputSchema = z.object({
  mainKeyword: text,
  targetAudience: text,
  contentType: z.enum(CONTENT_TYPES),
  tone: z.enum(TONES),
  businessType: text,
});
