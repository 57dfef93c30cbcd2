import type * as z from "zod/mini";
import {
  aiClientCache,
  AiProviderError,
  type ChatCompletionsClient,
  type ChatStream,
} from "~/.server/ai/chat-completions";
import { json, jsonError, pathHandler, rateLimited, serverEndpoint, type AnyServerEndpoint, type ApiHandler } from "~/.server/json-api";
import { log } from "~/.server/log";
import { ndjsonResponse } from "~/.server/ndjson-stream";
import type { RateLimitRule } from "~/.server/rate-limit";
import { CONTENT_WRITER_API, CONTENT_WRITER_STATUS_API } from "./api-contract";
import { REQUIRED_FIELDS, type ContentWriterInput } from "./form";
import { CONTENT_WRITER_LIMITS } from "./limits";
import { contentWriterRequestSchema } from "./live-schema";
import { CONTENT_WRITER_API_MESSAGES, type ContentWriterErrorCode } from "./messages.content";
import { buildContentWriterMessages } from "./prompts.content";
import type { ContentWriterLine, ContentWriterStatus } from "./stream-lines";

/**
 * /api/content-writer. GET answers `{ ai }`: whether an AI key is configured (the tool page is
 * prerendered, so it asks once hydrated). POST takes the form and, with AI_API_KEY, streams the
 * draft from an OpenAI-compatible Chat Completions API as NDJSON (stream-lines.ts), reading the
 * provider's events as they come; the key stays on the server. Without a key the POST is refused
 * (503): the rule-based brief is built in the browser. Limits as for the UTM AI: a per-address
 * rate limit in the database, bounded fields, an upstream time and size limit.
 */

/** Per client address; AI_RATE_LIMIT drafts in 10 minutes (20 by default). */
export function contentWriterRateLimit(limit: number): RateLimitRule {
  return { bucket: "content-writer", limit, windowMs: 10 * 60_000 };
}

export interface ContentWriterEndpointOptions {
  /** The whole upstream exchange (tests shorten it). */
  timeoutMs?: number;
  maxUpstreamBytes?: number;
  maxDraftChars?: number;
  fetch?: typeof globalThis.fetch;
}

/** The first problem the visitor must fix: an empty field, then a value too long, then an unknown option. */
function validationMessage(body: Record<string, unknown>, error: z.core.$ZodError): string {
  const blank = REQUIRED_FIELDS.some((field) => {
    const value = body[field];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });
  if (blank) return CONTENT_WRITER_API_MESSAGES.missing;
  if (error.issues.some((issue) => issue.code === "too_big")) return CONTENT_WRITER_API_MESSAGES.tooLong;
  if (error.issues.some((issue) => issue.code === "invalid_value")) return CONTENT_WRITER_API_MESSAGES.invalid;
  return CONTENT_WRITER_API_MESSAGES.missing;
}

/** The visitor-facing code of a provider failure. */
function errorCode(error: AiProviderError): ContentWriterErrorCode {
  if (error.code === "timeout") return "timeout";
  if (error.code === "refused") return "refused";
  if (error.code === "http" && error.status === 429) return "busy";
  return "unavailable";
}

function refusalResponse(error: AiProviderError): Response {
  const code = errorCode(error);
  const status = code === "timeout" ? 504 : code === "busy" ? 503 : code === "refused" ? 422 : 502;
  return jsonError(status, `ai_${code}`, CONTENT_WRITER_API_MESSAGES[code]);
}

/** GET and POST /api/content-writer (other methods: 405); the AI client is made once per environment. */
export function contentWriterServerEndpoints(options: ContentWriterEndpointOptions = {}): readonly AnyServerEndpoint[] {
  const clientFor = aiClientCache({ fetch: options.fetch });
  const maxDraftChars = options.maxDraftChars ?? CONTENT_WRITER_LIMITS.maxDraftChars;

  const status = serverEndpoint({
    contract: CONTENT_WRITER_STATUS_API,
    parse: "none",
    // Reads the configuration only.
    rateLimit: null,
    methodNotAllowed: CONTENT_WRITER_API_MESSAGES.methodNotAllowed,
    handle: async ({ context: { services } }) => {
      const answer: ContentWriterStatus = { ai: clientFor(services.env) !== null };
      return json(answer);
    },
  });

  const draft = serverEndpoint({
    contract: CONTENT_WRITER_API,
    parse: { schema: contentWriterRequestSchema, invalid: validationMessage },
    // Without a key the draft is built in the browser: refused before it costs the visitor a request of the quota.
    precheck: ({ services }) => (clientFor(services.env) ? null : jsonError(503, "ai_not_configured", CONTENT_WRITER_API_MESSAGES.notConfigured)),
    rateLimit: rateLimited((env) => contentWriterRateLimit(env.AI_RATE_LIMIT), CONTENT_WRITER_API_MESSAGES.rateLimited),
    methodNotAllowed: CONTENT_WRITER_API_MESSAGES.methodNotAllowed,
    handle: ({ input: parsed, request, context: { services } }) => {
      const client = clientFor(services.env);
      if (!client) return Promise.resolve(jsonError(503, "ai_not_configured", CONTENT_WRITER_API_MESSAGES.notConfigured));
      return streamDraft({ ...parsed, keyPoints: parsed.keyPoints ?? "" }, client, request, { ...options, maxDraftChars });
    },
  });

  return [status, draft];
}

export function createContentWriterEndpoint(options: ContentWriterEndpointOptions = {}): ApiHandler {
  return pathHandler(contentWriterServerEndpoints(options));
}

async function streamDraft(
  input: ContentWriterInput,
  client: ChatCompletionsClient,
  request: Request,
  options: ContentWriterEndpointOptions & { maxDraftChars: number },
): Promise<Response> {
  const { maxDraftChars } = options;
  const started = Date.now();
  const logFailure = (error: AiProviderError, event: string) =>
    log.error(event, { model: client.model, code: error.code, status: error.status, detail: error.detail, ms: Date.now() - started });

  let stream: ChatStream;
  try {
    stream = await client.stream(buildContentWriterMessages(input), {
      temperature: 0.7,
      maxTokens: CONTENT_WRITER_LIMITS.maxTokens,
      timeoutMs: options.timeoutMs ?? CONTENT_WRITER_LIMITS.upstreamTimeoutMs,
      maxBytes: options.maxUpstreamBytes ?? CONTENT_WRITER_LIMITS.maxUpstreamBytes,
      signal: request.signal,
    });
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    logFailure(error, "content_writer_refused");
    return refusalResponse(error);
  }

  return ndjsonResponse<ContentWriterLine>(
    request.signal,
    async (signal, write) => {
      signal.addEventListener("abort", () => stream.abort(), { once: true });
      write({ type: "start", mode: "ai" });
      let chars = 0;
      try {
        for (;;) {
          const next = await stream.deltas.next();
          if (next.done) {
            write({ type: "done", cut: next.value.cut || next.value.finishReason === "length" });
            log.info("content_writer_answered", { model: client.model, chars, ms: Date.now() - started });
            return;
          }
          const room = maxDraftChars - chars;
          const text = next.value.slice(0, room);
          chars += text.length;
          if (text !== "") write({ type: "delta", text });
          if (chars >= maxDraftChars) {
            await stream.deltas.return({ finishReason: "length", cut: true });
            write({ type: "done", cut: true });
            return;
          }
        }
      } catch (error) {
        if (!(error instanceof AiProviderError)) throw error;
        if (error.code === "aborted" || signal.aborted) {
          log.info("content_writer_cancelled", { model: client.model, chars, ms: Date.now() - started });
          return;
        }
        logFailure(error, "content_writer_failed");
        const code = chars > 0 && error.code === "network" ? "broken" : errorCode(error);
        write({ type: "error", code, message: CONTENT_WRITER_API_MESSAGES[code] });
      }
    },
    () => undefined,
  );
}

/** /api/content-writer as the site serves it. */
export const contentWriterEndpoints = contentWriterServerEndpoints();
