import { z } from "zod";
import type { ChatMessage } from "~/shared/chat-message";

/**
 * A minimal client for OpenAI-compatible Chat Completions APIs (OpenAI, Azure OpenAI's v1 endpoint,
 * OpenRouter, Groq, Together, a local Ollama or vLLM server...): one POST to
 * `{baseUrl}/chat/completions` with a Bearer key, the first choice's message content back.
 * Every failure becomes an AiProviderError whose `code` the route maps to a status; `detail` is for
 * the server log only and never carries the key.
 */

export const DEFAULT_AI_TIMEOUT_MS = 20_000;

export type AiErrorCode = "http" | "timeout" | "network" | "malformed" | "empty";

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

export interface ChatCompletionsClient {
  readonly model: string;
  complete(messages: readonly ChatMessage[], options?: ChatCompletionOptions): Promise<ChatCompletion>;
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
  };
}
