import express, { type Router } from "express";
import type * as z from "zod/mini";
import {
  AiProviderError,
  createChatCompletionsClient,
  DEFAULT_AI_TIMEOUT_MS,
  type ChatCompletionsClient,
} from "~/.server/ai/chat-completions";
import { TURKISH_PARSE_FALLBACK } from "~/.server/api-messages";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import type { Services } from "~/services.server";
import { UTM_MISSING_REQUIRED, UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM } from "./messages";
import { buildAnalysisMessages, buildSuggestionMessages } from "./prompts";
import { ruleBasedAnalysis, ruleBasedCampaignSuggestions } from "./rule-based";
import { UTM_LIMITS } from "./limits";
import { utmAiRequestSchema, type UtmAiRequest } from "./schema";

/**
 * POST /api/utm-suggestions: the UTM screen's two AI actions (SPEC.md section 7, the original's
 * generate-utm-suggestions function). Body `{ requestType: "campaignSuggestions", source, medium }`
 * or `{ requestType: "analysis", campaign, source, medium, baseUrl }`; answer
 * `{ content, mode: "ai" | "rule-based" }`. With AI_API_KEY the text comes from an
 * OpenAI-compatible Chat Completions API, without it from the deterministic rule-based generator,
 * whose text starts with a label saying so. The key stays on the server.
 */

export type UtmSuggestionMode = "ai" | "rule-based";

export interface UtmSuggestionsResponse {
  content: string;
  mode: UtmSuggestionMode;
}

export const UTM_AI_MESSAGES = {
  invalidType: "Geçersiz istek türü: requestType “campaignSuggestions” veya “analysis” olmalıdır.",
  tooLong: `Alanlar çok uzun: kaynak ve medium en fazla ${UTM_LIMITS.source}, kampanya adı en fazla ${UTM_LIMITS.campaign}, website URL en fazla ${UTM_LIMITS.baseUrl} karakter olabilir.`,
  rateLimited: "Çok fazla istek gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.",
  unavailable: "Yapay zekâ servisine şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.",
  timeout: "Yapay zekâ servisi zamanında yanıt vermedi. Lütfen biraz sonra tekrar deneyin.",
  methodNotAllowed: "Bu adres yalnızca POST isteklerini kabul eder.",
} as const;

/** Per client address; AI_RATE_LIMIT requests in 10 minutes (20 by default). */
export function utmSuggestionsRateLimit(limit: number): RateLimitRule {
  return { bucket: "utm-suggestions", limit, windowMs: 10 * 60_000 };
}

export interface UtmSuggestionsRouterOptions {
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

export function createUtmSuggestionsRouter(services: Services, options: UtmSuggestionsRouterOptions = {}): Router {
  const { env } = services;
  const client = env.AI_API_KEY
    ? createChatCompletionsClient({
        apiKey: env.AI_API_KEY,
        baseUrl: env.AI_BASE_URL,
        model: env.AI_MODEL,
        timeoutMs: options.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS,
        fetch: options.fetch,
      })
    : null;
  const rule = utmSuggestionsRateLimit(env.AI_RATE_LIMIT);
  const now = options.now ?? (() => new Date());
  const router = express.Router();

  router.post("/", async (req, res) => {
    const body: unknown = req.body;
    const parsed = utmAiRequestSchema.safeParse(body, TURKISH_PARSE_FALLBACK);
    if (!parsed.success) {
      res.status(400).json({ code: "validation", error: validationMessage(body, parsed.error) });
      return;
    }
    const request = parsed.data;

    const clientIp = req.ip ?? "unknown";
    const limit = await services.rateLimiter.hit(rule, clientIp);
    if (!limit.allowed) {
      res.setHeader("Retry-After", String(limit.retryAfterSeconds));
      res.status(429).json({ code: "rate_limited", error: UTM_AI_MESSAGES.rateLimited });
      return;
    }

    if (!client) {
      const answer: UtmSuggestionsResponse = { content: ruleBasedContent(request, now()), mode: "rule-based" };
      res.json(answer);
      return;
    }

    const started = Date.now();
    try {
      const content = await aiContent(client, request, now());
      log.info("utm_ai_answered", { requestType: request.requestType, model: client.model, ms: Date.now() - started });
      const answer: UtmSuggestionsResponse = { content, mode: "ai" };
      res.json(answer);
    } catch (error) {
      if (!(error instanceof AiProviderError)) throw error;
      log.error("utm_ai_failed", {
        requestType: request.requestType,
        model: client.model,
        code: error.code,
        status: error.status,
        detail: error.detail,
        ms: Date.now() - started,
      });
      if (error.code === "timeout") {
        res.status(504).json({ code: "ai_timeout", error: UTM_AI_MESSAGES.timeout });
      } else {
        res.status(502).json({ code: "ai_unavailable", error: UTM_AI_MESSAGES.unavailable });
      }
    }
  });

  router.all("/", (_req, res) => {
    res.setHeader("Allow", "POST");
    res.status(405).json({ code: "method_not_allowed", error: UTM_AI_MESSAGES.methodNotAllowed });
  });

  return router;
}
