import * as z from "zod/mini";
import { CONTENT_TYPES, META_INPUT_MAX_LENGTH, TONES } from "./messages.content";

/**
 * The generator's input for a server action or any untrusted caller; the length limits are ours
 * (the screen's fields use the same constant). Apart from generate.ts, which the screen loads, so
 * the page ships no validation library; `zod/mini` (ADR 007) should a screen ever need it.
 */
const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(META_INPUT_MAX_LENGTH));

export const metaInputSchema = z.object({
  mainKeyword: text,
  targetAudience: text,
  contentType: z.enum(CONTENT_TYPES),
  tone: z.enum(TONES),
  businessType: text,
});
