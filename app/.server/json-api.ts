import type { AppLoadContext } from "react-router";
import { formatWait } from "~/shared/format";
import { API_MESSAGES } from "./api-messages";
import { API_CONTENT_SECURITY_POLICY } from "./csp";
import { log } from "./log";
import type { RateLimiter, RateLimitRule } from "./rate-limit";

/**
 * The JSON API's toolkit, shared by every endpoint: JSON in (one object, bounded), JSON out with
 * the API's headers, errors as `{ error, code }` with a Turkish message, and one rate-limit reply.
 */

/**
 * The largest request body the server reads, in bytes: the JSON API and the form posts of
 * browsers without JavaScript (server/react-router-handler.ts) alike. A contact message at its
 * longest, in Turkish letters that URL-encode to six bytes each, stays well below it.
 */
export const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;

/** Nothing in a JSON answer may load or be framed, and no answer is cached. */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
  "Cache-Control": "no-store",
};

/** What an endpoint handler gets besides the request (server/app.ts getLoadContext). */
export type ApiContext = Pick<AppLoadContext, "services" | "clientIp">;
export type ApiHandler = (request: Request, context: ApiContext) => Promise<Response>;

export interface ApiErrorBody {
  error: string;
  code: string;
}

export function json(body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}): Response {
  return Response.json(body, { status, headers: { ...API_RESPONSE_HEADERS, ...headers } });
}

export function jsonError(status: number, code: string, message: string, headers: Readonly<Record<string, string>> = {}): Response {
  const body: ApiErrorBody = { code, error: message };
  return json(body, status, headers);
}

export const PAYLOAD_TOO_LARGE_BODY: ApiErrorBody = { code: "payload_too_large", error: API_MESSAGES.payloadTooLarge };

export type JsonObjectBody = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/** The body's bytes, or null as soon as they pass `limit` (declared or received). */
async function bytesWithinLimit(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel();
    return null;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const UNREADABLE = (): JsonObjectBody => ({ ok: false, response: jsonError(400, "bad_request", API_MESSAGES.unreadableBody) });

/**
 * Every POST under /api takes one JSON object, read within REQUEST_BODY_LIMIT_BYTES. Anything else
 * is answered here, once, in Turkish: 413 beyond the limit, 415 for a body that is not JSON, 400
 * for none, for unparsable JSON (or a bare value, which a strict JSON parser refuses) and for a
 * JSON value that is not an object. A body declared as JSON but empty reads as `{}`, as it did
 * with Express's JSON parser, so the endpoint names the missing fields.
 */
export async function readJsonObject(request: Request): Promise<JsonObjectBody> {
  const bytes = await bytesWithinLimit(request, REQUEST_BODY_LIMIT_BYTES);
  if (bytes === null) return { ok: false, response: json(PAYLOAD_TOO_LARGE_BODY, 413) };
  const contentType = request.headers.get("content-type");
  const [essence = "", ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  const isJson = essence === "application/json";
  const declaresBody = request.headers.has("content-length") || request.headers.has("transfer-encoding");
  if (bytes.byteLength === 0) {
    if (isJson && declaresBody) return { ok: true, body: {} };
    return { ok: false, response: jsonError(400, "empty_body", API_MESSAGES.emptyBody) };
  }
  if (!isJson) return { ok: false, response: jsonError(415, "unsupported_media_type", API_MESSAGES.unsupportedMediaType) };
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length).replaceAll('"', "");
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    return { ok: false, response: jsonError(415, "bad_request", API_MESSAGES.unreadableBody) };
  }
  let parsed: unknown;
  try {
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
    // Strict like Express's parser: only an object or an array may stand at the top.
    const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
    if (first !== "{" && first !== "[") return UNREADABLE();
    parsed = JSON.parse(text);
  } catch {
    return UNREADABLE();
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return { ok: false, response: jsonError(400, "not_an_object", API_MESSAGES.notAnObject) };
  }
  return { ok: true, body: parsed as Record<string, unknown> };
}

/** A refused request under a rate limit: status, Retry-After and the feature's Turkish message. */
export interface RateLimitRefusal {
  status: 429;
  headers: { "Retry-After": string };
  message: string;
}

/**
 * Counts one request of `client` against `rule`; null while allowed. Beyond the limit, the
 * refusal carries Retry-After and the message the feature builds from the wait ("45 saniye",
 * "9 dakika"), for the JSON API (`rateLimitedResponse`) and the page actions alike.
 */
export async function checkRateLimit(
  limiter: RateLimiter,
  rule: RateLimitRule,
  client: string,
  message: (wait: string) => string,
): Promise<RateLimitRefusal | null> {
  const limit = await limiter.hit(rule, client);
  if (limit.allowed) return null;
  return {
    status: 429,
    headers: { "Retry-After": String(limit.retryAfterSeconds) },
    message: message(formatWait(limit.retryAfterSeconds)),
  };
}

export function rateLimitedResponse(refusal: RateLimitRefusal): Response {
  return jsonError(refusal.status, "rate_limited", refusal.message, refusal.headers);
}

/**
 * Wraps an endpoint so that whatever it throws is answered with the API's JSON 500, never a page,
 * and logged once.
 */
export function jsonApi(handler: ApiHandler): ApiHandler {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      log.error("api_error", { path: new URL(request.url).pathname.slice(0, 200), error: String(error) });
      return jsonError(500, "internal", API_MESSAGES.internal);
    }
  };
}

/**
 * The JSON 404 for an unknown API path, or a known one asked with a method it does not answer. A
 * POST's body is checked first, as for every POST under /api: a body that is no JSON object gets
 * its 400/413/415 whatever the path.
 */
export async function apiNotFound(request: Request): Promise<Response> {
  if (request.method === "POST") {
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
  }
  return jsonError(404, "not_found", API_MESSAGES.notFound(request.method, new URL(request.url).pathname));
}

interface RouteArgs {
  request: Request;
  context: ApiContext;
}

/**
 * A resource route's `loader` and `action` for one endpoint: `GET` answers GET and HEAD, `POST`
 * answers POST, `ALL` every method; anything else gets the JSON 404, as an unknown API path does
 * (`apiRoute({})`: the `/api/*` catch-all).
 */
export function apiRoute(handlers: { GET?: ApiHandler; POST?: ApiHandler; ALL?: ApiHandler }): {
  loader: (args: RouteArgs) => Promise<Response>;
  action: (args: RouteArgs) => Promise<Response>;
} {
  const { ALL: all, GET: get = all, POST: post = all } = handlers;
  // Whatever escapes a handler is answered here in JSON: React Router would answer a resource
  // route's throw with a plain-text 500.
  const loader = jsonApi(async (request, context) => (get ? get(request, context) : apiNotFound(request)));
  const action = jsonApi(async (request, context) => {
    if (request.method === "POST" && post) return post(request, context);
    if (all) return all(request, context);
    return apiNotFound(request);
  });
  return {
    loader: ({ request, context }) => loader(request, context),
    action: ({ request, context }) => action(request, context),
  };
}
