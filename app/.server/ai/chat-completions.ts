import { createParser } from "eventsource-parser";
import { z } from "zod";
import type { ChatMessage } from "~/shared/chat-message";

/**
 * A minimal client for OpenAI-compatible Chat Completions APIs (OpenAI, Azure OpenAI's v1 endpoint,
 * OpenRouter, Groq, Together, a local Ollama or vLLM server...): one POST to
 * `{baseUrl}/chat/completions` with a Bearer key, the first choice's message content back.
 * Every failure becomes an AiProviderError whose `code` the route maps to a status; `detail` is for
 * the server log only and never carries the key. `complete` waits for the whole answer; `stream`
 * reads it as server-sent events while the model writes (`stream: true`), bounded in time and size.
 */

export const DEFAULT_AI_TIMEOUT_MS = 20_000;

/**
 * "refused": the model declined (a `refusal` delta, a content filter, a policy error); "aborted":
 * the caller's signal (the visitor went away or pressed stop).
 */
export type AiErrorCode = "http" | "timeout" | "network" | "malformed" | "empty" | "refused" | "aborted";

export class AiProviderError extends Error {
  override name = "AiProviderError";
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
  }
}

export interface ChatCompletionsConfig {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (a trailing slash is ignored). */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface ChatCompletionOptions {
  temperature?: number;
  maxTokens?: number;
}

export interface ChatCompletion {
  content: string;
  /** The model the provider says answered (may differ from the requested alias). */
  model: string;
}

export interface ChatStreamOptions extends ChatCompletionOptions {
  /** Aborting it (the visitor's request going away) aborts the upstream request. */
  signal?: AbortSignal;
  /** The whole exchange, first byte to last; the client's timeoutMs when not given. */
  timeoutMs?: number;
  /** Bytes read from the provider (event framing included) before reading stops: the answer is then cut. */
  maxBytes?: number;
}

export interface ChatStreamEnd {
  /** The provider's finish_reason ("stop", "length"...), null when it sent none. */
  finishReason: string | null;
  /** Reading stopped at maxBytes. */
  cut: boolean;
}

export interface ChatStream {
  model: string;
  /**
   * The text as the model writes it, piece by piece; returns how the answer ended and throws an
   * AiProviderError if it broke off. Leaving the loop early closes the upstream connection.
   */
  deltas: AsyncGenerator<string, ChatStreamEnd, undefined>;
  /** Closes the upstream connection. */
  abort(): void;
}

export interface ChatCompletionsClient {
  readonly model: string;
  complete(messages: readonly ChatMessage[], options?: ChatCompletionOptions): Promise<ChatCompletion>;
  /** Resolves once the provider accepted the request (2xx); its refusals and failures reject. */
  stream(messages: readonly ChatMessage[], options?: ChatStreamOptions): Promise<ChatStream>;
}

const responseSchema = z.object({
  model: z.string().optional(),
  choices: z.array(
    z.object({
      message: z.object({ content: z.string().nullish() }).nullish(),
    }),
  ),
});

const DETAIL_MAX = 500;

/** One server-sent event of a streamed chat completion (only what we read). */
const chunkSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        delta: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }).nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .optional(),
  error: z.unknown().optional(),
});

/** Finish reasons that mean the provider's filter withheld the answer. */
const FILTERED = new Set(["content_filter", "safety"]);
/** Words of providers' policy refusals (HTTP 400/403/422 bodies). */
const POLICY_REFUSAL = /content[_ ]?(?:policy|filter|management)|safety|moderation|refus/i;

export function createChatCompletionsClient(config: ChatCompletionsConfig): ChatCompletionsClient {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = config.fetch ?? globalThis.fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_AI_TIMEOUT_MS;
  // Providers sometimes echo the key (partly masked) in error bodies; strip it before logging.
  const redact = (text: string) => (config.apiKey ? text.split(config.apiKey).join("[redacted]") : text).slice(0, DETAIL_MAX);

  return {
    model: config.model,
    async complete(messages, options = {}) {
      // One signal for the whole exchange: it also aborts a body that trickles in too slowly.
      const signal = AbortSignal.timeout(timeoutMs);
      let text: string;
      let status: number;
      try {
        const response = await doFetch(endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            "Content-Type": "application/json",
            Accept: "application/json",
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
            ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
          }),
          signal,
        });
        status = response.status;
        text = await response.text();
        if (!response.ok) {
          throw new AiProviderError("http", `AI provider answered ${status}`, status, redact(text));
        }
      } catch (error) {
        if (error instanceof AiProviderError) throw error;
        if (signal.aborted || (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError"))) {
          throw new AiProviderError("timeout", `AI provider did not answer within ${timeoutMs} ms`);
        }
        throw new AiProviderError("network", "AI provider unreachable", undefined, redact(String(error)));
      }

      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new AiProviderError("malformed", "AI provider answered with invalid JSON", status, redact(text));
      }
      const parsed = responseSchema.safeParse(json);
      if (!parsed.success) {
        throw new AiProviderError("malformed", "AI provider answer is not a chat completion", status, redact(text));
      }
      const content = parsed.data.choices[0]?.message?.content?.trim() ?? "";
      if (content === "") {
        throw new AiProviderError("empty", "AI provider answered without content", status, redact(text));
      }
      return { content, model: parsed.data.model ?? config.model };
    },

    async stream(messages, options = {}) {
      const limitMs = options.timeoutMs ?? timeoutMs;
      const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
      const own = new AbortController();
      const deadline = AbortSignal.timeout(limitMs);
      const signals = [own.signal, deadline, ...(options.signal ? [options.signal] : [])];
      const signal = AbortSignal.any(signals);
      /** Why a read or the fetch failed: the caller, the deadline, or the network. */
      const failure = (error: unknown): AiProviderError => {
        if (error instanceof AiProviderError) return error;
        if (options.signal?.aborted) return new AiProviderError("aborted", "The caller aborted the AI request");
        if (deadline.aborted) return new AiProviderError("timeout", `AI provider did not finish within ${limitMs} ms`);
        return new AiProviderError("network", "AI provider connection failed", undefined, redact(String(error)));
      };

      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            "Content-Type": "application/json",
            Accept: "text/event-stream",
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            stream: true,
            ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
            ...(options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens }),
          }),
          signal,
        });
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) {
        const text = await response.text().catch(() => "");
        const refused = [400, 403, 422].includes(response.status) && POLICY_REFUSAL.test(text);
        throw new AiProviderError(refused ? "refused" : "http", `AI provider answered ${response.status}`, response.status, redact(text));
      }
      const source = response.body;
      if (!source) throw new AiProviderError("empty", "AI provider answered without a body", response.status);
      const status = response.status;
      const streamed = (response.headers.get("content-type") ?? "").toLowerCase().includes("text/event-stream");

      const body: ReadableStream<Uint8Array> = source;

      async function* deltas(): AsyncGenerator<string, ChatStreamEnd, undefined> {
        const reader = body.getReader();
        const decoder = new TextDecoder();
        let bytes = 0;
        let finishReason: string | null = null;
        let wroteText = false;
        let done = false;
        /** The text of one `data:` payload, or what ends the stream. */
        const handle = (payload: string): { text?: string; end?: boolean } => {
          if (payload === "[DONE]") return { end: true };
          let value: unknown;
          try {
            value = JSON.parse(payload);
          } catch {
            throw new AiProviderError("malformed", "AI provider sent an event that is not JSON", status, redact(payload));
          }
          const chunk = chunkSchema.safeParse(value);
          if (!chunk.success) throw new AiProviderError("malformed", "AI provider sent an event that is not a completion chunk", status, redact(payload));
          if (chunk.data.error !== undefined) {
            const detail = redact(JSON.stringify(chunk.data.error));
            throw new AiProviderError(POLICY_REFUSAL.test(detail) ? "refused" : "http", "AI provider reported an error mid-stream", status, detail);
          }
          const choice = chunk.data.choices?.[0];
          if (choice?.delta?.refusal) throw new AiProviderError("refused", "The model refused", status, redact(choice.delta.refusal));
          if (choice?.finish_reason) {
            finishReason = choice.finish_reason;
            if (FILTERED.has(finishReason)) throw new AiProviderError("refused", `The provider stopped the answer (${finishReason})`, status);
          }
          const text = choice?.delta?.content ?? "";
          return text === "" ? {} : { text };
        };
        try {
          if (!streamed) {
            // A provider (or proxy) that ignores stream: true answers with one whole completion.
            const chunks: Uint8Array[] = [];
            for (;;) {
              const read = await reader.read();
              if (read.done) break;
              bytes += read.value.byteLength;
              if (bytes > maxBytes) throw new AiProviderError("malformed", "AI provider answer is larger than allowed", status);
              chunks.push(read.value);
            }
            const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join("") + decoder.decode();
            let parsed: z.infer<typeof responseSchema>;
            try {
              parsed = responseSchema.parse(JSON.parse(text));
            } catch {
              throw new AiProviderError("malformed", "AI provider answer is neither an event stream nor a chat completion", status, redact(text));
            }
            const content = parsed.choices[0]?.message?.content ?? "";
            if (content.trim() === "") throw new AiProviderError("empty", "AI provider answered without content", status, redact(text));
            yield content;
            done = true;
            return { finishReason: parsed.choices[0] === undefined ? null : "stop", cut: false };
          }
          // The event stream's grammar (several `data:` lines joined by "\n", CR/LF/CRLF, comments,
          // events cut anywhere between chunks) is eventsource-parser's; the payloads are ours.
          const payloads: string[] = [];
          const parser = createParser({ onEvent: (event) => void payloads.push(event.data) });
          /** Handles the events completed so far; true once the stream said [DONE]. */
          function* take(): Generator<string, boolean, undefined> {
            for (const payload of payloads.splice(0)) {
              const step = handle(payload);
              if (step.end) {
                if (!wroteText) throw new AiProviderError("empty", "AI provider answered without content", status);
                return true;
              }
              if (step.text !== undefined) {
                wroteText = true;
                yield step.text;
              }
            }
            return false;
          }
          for (;;) {
            const read = await reader.read();
            if (read.done) break;
            bytes += read.value.byteLength;
            if (bytes > maxBytes) {
              done = true;
              return { finishReason, cut: true };
            }
            parser.feed(decoder.decode(read.value, { stream: true }));
            if (yield* take()) {
              done = true;
              return { finishReason, cut: false };
            }
          }
          parser.feed(decoder.decode());
          parser.reset({ consume: true });
          if (yield* take()) {
            done = true;
            return { finishReason, cut: false };
          }
          // Closed without [DONE]: complete only if the provider said why it stopped.
          if (!wroteText) throw new AiProviderError("empty", "AI provider answered without content", status);
          if (finishReason === null) throw new AiProviderError("network", "AI provider closed the stream mid-answer", status);
          done = true;
          return { finishReason, cut: false };
        } catch (error) {
          throw failure(error);
        } finally {
          reader.releaseLock();
          // Left early (the consumer stopped, a limit, an error): close the upstream connection.
          if (!done) own.abort();
          else body.cancel().catch(() => undefined);
        }
      }

      return { model: config.model, deltas: deltas(), abort: () => own.abort() };
    },
  };
}

/** The AI settings of the environment (app/.server/env.ts). */
export interface AiEnv {
  AI_API_KEY?: string | undefined;
  AI_BASE_URL: string;
  AI_MODEL: string;
}

/**
 * The configured client of an environment, made once per environment object and kept (tests run
 * several environments in one process): null when no AI_API_KEY is set. Shared by the endpoints
 * that call the provider.
 */
export function aiClientCache(options: Pick<ChatCompletionsConfig, "timeoutMs" | "fetch"> = {}): (env: AiEnv) => ChatCompletionsClient | null {
  const clients = new WeakMap<AiEnv, ChatCompletionsClient | null>();
  return (env) => {
    if (!clients.has(env)) {
      clients.set(
        env,
        env.AI_API_KEY
          ? createChatCompletionsClient({ apiKey: env.AI_API_KEY, baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, ...options })
          : null,
      );
    }
    return clients.get(env) ?? null;
  };
}
