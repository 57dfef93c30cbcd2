import * as z from "zod/mini";
import { UTM_LIMITS } from "./limits";

/**
 * Request bodies of the generate-utm-suggestions endpoint (docs/requirements.md R7.2), limits in
 * limits.ts. `zod/mini` (ADR 007): the same rules as classic zod, tree-shakable should a screen
 * ever validate with them. The endpoint writes its own Turkish messages from the issue codes.
 */
const field = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const utmSuggestionRequestSchema = z.object({
  requestType: z.literal("campaignSuggestions"),
  source: field(UTM_LIMITS.source),
  medium: field(UTM_LIMITS.medium),
});

export const utmAnalysisRequestSchema = z.object({
  requestType: z.literal("analysis"),
  campaign: field(UTM_LIMITS.campaign),
  source: field(UTM_LIMITS.source),
  medium: field(UTM_LIMITS.medium),
  baseUrl: field(UTM_LIMITS.baseUrl),
});

export const utmAiRequestSchema = z.discriminatedUnion("requestType", [
  utmSuggestionRequestSchema,
  utmAnalysisRequestSchema,
]);

/** The screen shows `content` as the suggestions or the analysis text. */

export type UtmAiRequest = z.infer<typeof utmAiRequestSchema>;
