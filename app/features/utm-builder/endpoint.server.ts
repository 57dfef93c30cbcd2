import type * as z from "zod/mini";
import {
  aiClientCache,
  AiProviderError,
  DEFAULT_AI_TIMEOUT_MS,
  type ChatCompletionsClient,
} from "~/.server/ai/chat-completions";
import { json, jsonError, pathHandler, rateLimited, serverEndpoint, type ApiHandler } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { UTM_SUGGESTIONS_API, type UtmSuggestionsResponse } from "./api-contract";
import { UTM_AI_MESSAGES, UTM_MISSING_REQUIRED, UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM } from "./messages.content";
import { buildAnalysisMessages, buildSuggestionMessages } from "./prompts.content";
import { ruleBasedAnalysis, ruleBasedCampaignSuggestions } from "./rule-based";
import { utmAiRequestSchema, type UtmAiRequest } from "./schema";

/**
 * POST /api/utm-suggestions: the UTM screen's two AI actions (the original's
 * generate-utm-suggestions function). Body `{ requestType: "campaignSuggestions", source, medium }`
 * or `{ requestType: "analysis", campaign, source, medium, baseUrl }`; answer
 * `{ content, mode: "ai" | "rule-based" }`. With AI_API_KEY the text comes from an
 * OpenAI-compatible Chat Completions API, without it from the deterministic rule-based generator,
 * whose text starts with a label saying so. The key stays on the server.
 */

;

/** Per client address; AI_RATE_LIMIT requests in 10 minutes (20 by default). */
export function utmSuggestionsRateLimit(limit: number): RateLimitRule {
  return { bucket: "utm-suggestions", limit, windowMs: 10 * 60_000 };
}

export interface UtmSuggestionsEndpointOptions {
  /** Chat Completions timeout (tests shorten it). */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Clock of the rule-based suggestions (month stamps). */
  now?: () => Date;
}

/** The Turkish message for the first problem with a body, naming what the visitor must fix. */
function validationMessage(body: unknown, error: z.core.$ZodError): string {
  const type = typeof body === "object" && body !== null && "requestType" in body ? body.requestType : undefined;
  if (type !== "campaignSuggestions" && type !== "analysis") return UTM_AI_MESSAGES.invalidType;
  if (error.issues.some((issue) => issue.code === "too_big")) return UTM_AI_MESSAGES.tooLong;
  return type === "campaignSuggestions" ? UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM : UTM_MISSING_REQUIRED;
}

function ruleBasedContent(request: UtmAiRequest, now: Date): string {
  return request.requestType === "campaignSuggestions"
    ? ruleBasedCampaignSuggestions({ source: request.source, medium: request.medium }, now)
    : ruleBasedAnalysis(request);
}

async function aiContent(client: ChatCompletionsClient, request: UtmAiRequest, now: Date): Promise<string> {
  const completion =
    request.requestType === "campaignSuggestions"
      ? await client.complete(buildSuggestionMessages({ source: request.source, medium: request.medium }, now), {
          temperature: 0.7,
          maxTokens: 700,
        })
      : await client.complete(buildAnalysisMessages(request), { temperature: 0.3, maxTokens: 900 });
  return completion.content;
}

/** POST /api/utm-suggestions; its AI client is made once per environment. */
export function utmSuggestionsServerEndpoint(options: UtmSuggestionsEndpointOptions = {}) {
  const clientFor = aiClientCache({ timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS, fetch: options.fetch });
  const now = options.now ?? (() => new Date());

  return serverEndpoint({
    contract: UTM_SUGGESTIONS_API,
    parse: { schema: utmAiRequestSchema, invalid: validationMessage },
    rateLimit: rateLimited((env) => utmSuggestionsRateLimit(env.AI_RATE_LIMIT), () => UTM_AI_MESSAGES.rateLimited),
    methodNotAllowed: UTM_AI_MESSAGES.methodNotAllowed,
    handle: async ({ input: utmRequest, context: { services } }) => {
      const client = clientFor(services.env);
      if (!client) {
        const answer: UtmSuggestionsResponse = { content: ruleBasedContent(utmRequest, now()), mode: "rule-based" };
        return json(answer);
      }

      const started = Date.now();
      try {
        const content = await aiContent(client, utmRequest, now());
        log.info("utm_ai_answered", { requestType: utmRequest.requestType, model: client.model, ms: Date.now() - started });
        const answer: UtmSuggestionsResponse = { content, mode: "ai" };
        return json(answer);
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error;
        log.error("utm_ai_failed", {
          requestType: utmRequest.requestType,
          model: client.model,
          code: error.code,
          status: error.status,
          detail: error.detail,
          ms: Date.now() - started,
        });
        return error.code === "timeout"
          ? jsonError(504, "ai_timeout", UTM_AI_MESSAGES.timeout)
          : jsonError(502, "ai_unavailable", UTM_AI_MESSAGES.unavailable);
      }
    },
  });
}

/** The handler of /api/utm-suggestions (POST; 405 otherwise). */
export function createUtmSuggestionsEndpoint(options: UtmSuggestionsEndpointOptions = {}): ApiHandler {
  return pathHandler([utmSuggestionsServerEndpoint(options)]);
}

/** /api/utm-suggestions as the site serves it: POST, any other method a 405. */
export const utmSuggestionsEndpoint = utmSuggestionsServerEndpoint();
