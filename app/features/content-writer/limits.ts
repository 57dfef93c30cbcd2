/**
 * Longest values of the content writer's fields and the bounds of one AI draft, shared by the
 * screen (input maxLength, the stop it shows) and the endpoint (request schema, stream bounds).
 * Ours, not a provider's: long enough for any real brief, short enough that one request cannot make
 * a costly prompt or an endless answer. Kept apart from the schema so the screen does not load a
 * validation library for a few numbers.
 */
export const CONTENT_WRITER_LIMITS = {
  business: 120,
  keyword: 100,
  audience: 200,
  keyPoints: 1000,
  /** Tokens the model may write for one draft (max_tokens). */
  maxTokens: 2200,
  /** Characters of draft text the server forwards; the rest is cut and the draft marked as cut. */
  maxDraftChars: 16_000,
  /** Bytes read from the provider's stream (SSE framing included) before the server stops reading. */
  maxUpstreamBytes: 512 * 1024,
  /** The whole upstream exchange, first byte to last, in milliseconds. */
  upstreamTimeoutMs: 90_000,
} as const;
