/**
 * Typed failures of `safeFetch`. Every code carries a Turkish message (messages.content.ts) that can
 * be shown to the visitor as is: the analyzer screen has no other place to explain why a URL was
 * refused.
 */

export type SafeFetchErrorCode =
  | "invalid_url"
  | "unsupported_protocol"
  | "blocked_address"
  | "blocked_port"
  | "host_budget"
  | "dns_failure"
  | "timeout"
  | "too_large"
  | "not_html"
  | "http_status"
  | "too_many_redirects"
  /** The answer is compressed in a way we did not ask for (zstd, x-foo, stacked codings). */
  | "unsupported_encoding"
  /** The answer says it is compressed but its body does not decompress. */
  | "bad_encoding"
  | "network";

export class SafeFetchError extends Error {
  override readonly name = "SafeFetchError";
  readonly code: SafeFetchErrorCode;
  /** HTTP status for `http_status`; absent otherwise. */
  readonly status: number | undefined;
  /** Developer-facing detail for logs (never shown to visitors: it may contain addresses). */
  readonly detail: string | undefined;

  constructor(
    code: SafeFetchErrorCode,
    message: string,
    extra: { status?: number; detail?: string; cause?: unknown } = {},
  ) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.code = code;
    this.status = extra.status;
    this.detail = extra.detail;
  }
}
