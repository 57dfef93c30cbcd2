import type { AppLoadContext } from "react-router";
import type { AnyApiContract, ApiErrorBody, RequestOf } from "~/shared/api-contract";
import { formatWait } from "~/shared/format";
import { API_MESSAGES, TURKISH_PARSE_FALLBACK } from "./api-messages.content";
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

export type { ApiErrorBody };

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
export async function readJsonObject(request: Request, limit = REQUEST_BODY_LIMIT_BYTES): Promise<JsonObjectBody> {
  const bytes = await bytesWithinLimit(request, limit);
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
      log.error("api_error", { path: new URL(request.url).pathname.slice(0, 200), error });
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

/**
 * An endpoint's admission after its body is read: the rate limit (`rule`, declared here so the
 * endpoint object names it), and for the outbound jobs a slot too (live-check/outbound-jobs.ts).
 * `release` gives back what the admission holds; the handler owns it once admitted.
 */
export interface Admission {
  rule: (env: ApiContext["services"]["env"]) => RateLimitRule;
  /** `input` is the endpoint's parsed input (undefined for one that reads none). */
  admit: (context: ApiContext, input: unknown) => Promise<{ ok: true; release: () => void } | { ok: false; response: Response }>;
}

const NOTHING_TO_RELEASE = (): void => undefined;

/** `rule` per client address, refused with 429, Retry-After and the feature's Turkish `message`. */
export function rateLimited(rule: Admission["rule"], message: (wait: string) => string): Admission {
  return {
    rule,
    admit: async ({ services, clientIp }) => {
      const refusal = await checkRateLimit(services.rateLimiter, rule(services.env), clientIp, message);
      return refusal ? { ok: false, response: rateLimitedResponse(refusal) } : { ok: true, release: NOTHING_TO_RELEASE };
    },
  };
}

/** What `safeParse` of a zod or zod/mini schema answers, as far as the pipeline reads it. */
export type SafeParseResult<T, E> = { success: true; data: T } | { success: false; error: E };

export interface RequestSchema<T, E> {
  safeParse: (input: unknown, params: typeof TURKISH_PARSE_FALLBACK) => SafeParseResult<T, E>;
}

export interface IssueList {
  issues: readonly { message: string }[];
}

/** The Turkish message of the first problem, or `fallback` (the usual 400 text). */
export function firstIssue(fallback: string): (body: Record<string, unknown>, error: IssueList) => string {
  return (_body, error) => error.issues[0]?.message ?? fallback;
}

export interface EndpointCall<Input> {
  input: Input;
  request: Request;
  context: ApiContext;
  /** Gives back what the admission holds (a job slot); a no-op for a plain rate limit. */
  release: () => void;
}

/** What `endpointHandler` runs for an endpoint: read → parse → precheck → rate limit → handle. */
export interface EndpointPipeline<Input> {
  /** The request schema, with the 400 message of a body it refuses. */
  parse:
    | { schema: RequestSchema<Input, unknown>; invalid: (body: Record<string, unknown>, error: never) => string }
    /** The JSON object as sent: the handler validates (the reason stands at each such endpoint). */
    | "raw"
    /** A GET: no body. */
    | "none";
  /** Refusals that cost the visitor no quota, after parsing and before the rate limit. */
  precheck?: (context: ApiContext) => Response | null;
  /** null: no limit in the pipeline (the reason stands at each such endpoint). */
  rateLimit: Admission | null;
  handle: (call: EndpointCall<Input>) => Promise<Response>;
  /** The Turkish 405 for the path's other methods; without it they get the JSON 404 (`pathHandler`). */
  methodNotAllowed?: string;
}

/** The server's half of an endpoint: its contract (app/shared/api-contract.ts) and its pipeline. */
export interface ServerEndpoint<C extends AnyApiContract, Input = RequestOf<C>> extends EndpointPipeline<Input> {
  contract: C;
}

/**
 * Declares one server endpoint; the overloads tie the schema's output to the handler's input
 * and its error to the validation message's.
 */
export function serverEndpoint<C extends AnyApiContract, Input, E>(endpoint: {
  contract: C;
  parse: { schema: RequestSchema<Input, E>; invalid: (body: Record<string, unknown>, error: E) => string };
  precheck?: (context: ApiContext) => Response | null;
  rateLimit: Admission | null;
  methodNotAllowed?: string;
  handle: (call: EndpointCall<Input>) => Promise<Response>;
}): ServerEndpoint<C, Input>;
export function serverEndpoint<C extends AnyApiContract>(endpoint: {
  contract: C;
  parse: "raw";
  precheck?: (context: ApiContext) => Response | null;
  rateLimit: Admission | null;
  methodNotAllowed?: string;
  handle: (call: EndpointCall<Record<string, unknown>>) => Promise<Response>;
}): ServerEndpoint<C, Record<string, unknown>>;
export function serverEndpoint<C extends AnyApiContract>(endpoint: {
  contract: C;
  parse: "none";
  precheck?: (context: ApiContext) => Response | null;
  rateLimit: Admission | null;
  methodNotAllowed?: string;
  handle: (call: EndpointCall<undefined>) => Promise<Response>;
}): ServerEndpoint<C, undefined>;
export function serverEndpoint(endpoint: AnyServerEndpoint): AnyServerEndpoint {
  return endpoint;
}

// Any endpoint, whatever its input: the registry holds them side by side, and only the
// endpoint's own handler reads its input (typed by the overloads above).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyServerEndpoint = ServerEndpoint<AnyApiContract, any>;

/**
 * The one pipeline of every endpoint: the JSON object within the body limit (POST), the request
 * schema (400 with the endpoint's Turkish message), the precheck, the rate limit (429 with
 * Retry-After), then the handler; whatever throws is the JSON 500 (`jsonApi`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as AnyServerEndpoint: the input is the handler's own
export function endpointHandler(endpoint: EndpointPipeline<any>, bodyLimitBytes = REQUEST_BODY_LIMIT_BYTES): ApiHandler {
  return jsonApi(async (request, context) => {
    let input: unknown;
    if (endpoint.parse !== "none") {
      const read = await readJsonObject(request, bodyLimitBytes);
      if (!read.ok) return read.response;
      if (endpoint.parse === "raw") input = read.body;
      else {
        const parsed = endpoint.parse.schema.safeParse(read.body, TURKISH_PARSE_FALLBACK);
        if (!parsed.success) return jsonError(400, "validation", endpoint.parse.invalid(read.body, parsed.error as never));
        input = parsed.data;
      }
    }
    const early = endpoint.precheck?.(context);
    if (early) return early;
    let release = NOTHING_TO_RELEASE;
    if (endpoint.rateLimit) {
      const admitted = await endpoint.rateLimit.admit(context, input);
      if (!admitted.ok) return admitted.response;
      release = admitted.release;
    }
    return endpoint.handle({ input, request, context, release });
  });
}

/**
 * The handler of one path: its endpoints by method (GET answers HEAD too). Another method gets
 * the JSON 404 as an unknown path does, or where an endpoint declares `methodNotAllowed`, a 405
 * with its Turkish message and the methods in `Allow`.
 */
export function pathHandler(endpoints: readonly AnyServerEndpoint[]): ApiHandler {
  const get = endpoints.find((endpoint) => endpoint.contract.method === "GET");
  const post = endpoints.find((endpoint) => endpoint.contract.method === "POST");
  const getHandler = get && endpointHandler(get);
  const postHandler = post && endpointHandler(post, post.contract.bodyLimitBytes);
  const allow = [...(get ? ["GET", "HEAD"] : []), ...(post ? ["POST"] : [])].join(", ");
  const notAllowed = endpoints.find((endpoint) => endpoint.methodNotAllowed !== undefined)?.methodNotAllowed;
  return jsonApi(async (request, context) => {
    if (getHandler && (request.method === "GET" || request.method === "HEAD")) return getHandler(request, context);
    if (postHandler && request.method === "POST") return postHandler(request, context);
    if (notAllowed !== undefined) return jsonError(405, "method_not_allowed", notAllowed, { Allow: allow });
    return apiNotFound(request);
  });
}

/** The resource route (`loader`, `action`) of one path of the API. */
export function endpointRoute(endpoints: readonly AnyServerEndpoint[]): ReturnType<typeof apiRoute> {
  return apiRoute({ ALL: pathHandler(endpoints) });
}
