import { createHmac } from "node:crypto";
import type { Transport } from "~/.server/outbox/outbox";

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`, only sent when LEADS_WEBHOOK_SECRET is set. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Pusula-Signature";
/** Unix time in seconds when the request was signed; part of the signed string, so a replay can be refused. */
export const WEBHOOK_TIMESTAMP_HEADER = "X-Pusula-Timestamp";

/** The signature header's value for one request: HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function signWebhookBody(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

export class WebhookError extends Error {
  override name = "WebhookError";
}

/** Reads at most `maxBytes` of a body and drops the rest: a misbehaving endpoint cannot fill memory. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value.subarray(0, maxBytes - size));
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export interface WebhookOptions {
  url: string;
  secret?: string;
  /** Whole request, answer included. */
  timeoutMs?: number;
  /** How much of an answer is read (only used in the error message). */
  maxResponseBytes?: number;
  now?: () => number;
}

/**
 * Posts each stored item as JSON (`payloadOf`) to the operator's chat webhook (Slack, Teams or
 * their own endpoint). Success is any 2xx; a redirect, another status, a timeout or a refused
 * connection is a failure the outbox retries.
 */
export function createJsonWebhookTransport<Item>(
  options: WebhookOptions,
  payloadOf: (item: Item) => unknown,
  fetchImpl: typeof fetch = fetch,
): Transport<Item> & { channel: "webhook" } {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 16 * 1024;
  const now = options.now ?? Date.now;
  return {
    name: "webhook",
    channel: "webhook",
    async send(item) {
      const body = JSON.stringify(payloadOf(item));
      const timestamp = Math.floor(now() / 1000);
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      };
      if (options.secret) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhookBody(options.secret, timestamp, body);
      const response = await fetchImpl(options.url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await boundedText(response, maxResponseBytes);
      if (response.status < 200 || response.status > 299) {
        throw new WebhookError(`webhook ${response.status}: ${answer.slice(0, 300)}`);
      }
    },
  };
}
