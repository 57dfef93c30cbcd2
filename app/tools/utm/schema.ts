import { z } from "zod";

/**
 * Request bodies of the generate-utm-suggestions endpoint (SPEC.md section 7). The limits are ours:
 * long enough for any real campaign, short enough that one request cannot make a costly prompt.
 */
export const UTM_LIMITS = { source: 100, medium: 100, campaign: 200, baseUrl: 2048 } as const;

const field = (max: number) => z.string().trim().min(1).max(max);

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
export const utmAiResponseSchema = z.object({ content: z.string() });

export type UtmSuggestionRequest = z.infer<typeof utmSuggestionRequestSchema>;
export type UtmAnalysisRequest = z.infer<typeof utmAnalysisRequestSchema>;
export type UtmAiRequest = z.infer<typeof utmAiRequestSchema>;
export type UtmAiResponse = z.infer<typeof utmAiResponseSchema>;
