/**
 * The browser's half of an endpoint of the JSON API (docs/decisions/036-endpoints-defined-once.md):
 * its path and method, and the types of its request, its answer and, for the NDJSON endpoints, its
 * stream lines. The types come from the schemas by `import type`, so a screen that imports a
 * contract loads no validator and no server code; the server's half
 * (app/.server/json-api.ts `ServerEndpoint`) refers to the contract and adds the runtime schema,
 * the rate limit and the handler. The route table, the resource routes and the typed client
 * (app/shared/browser/api-client.ts) all read the path from here.
 */

export type ApiMethod = "GET" | "POST";

/** Every refusal of the API: a machine-readable code and the Turkish message. */
export interface ApiErrorBody {
  error: string;
  code: string;
  /** With `client_busy`: the client's own job of this tool that still waits or runs. */
  jobId?: string;
}

export interface ApiContract<Request, Response, Line = never> {
  readonly method: ApiMethod;
  /** The absolute path, "/api/…". */
  readonly path: string;
  /** The request body's limit in bytes where it is not the API's usual one (REQUEST_BODY_LIMIT_BYTES). */
  readonly bodyLimitBytes?: number;
  /**
   * Never set: it carries the types for `RequestOf`, `ResponseOf` and `LineOf` (TypeScript keeps
   * a type parameter only where a member uses it).
   */
  readonly types?: { request: Request; response: Response; line: Line };
}

export type AnyApiContract = ApiContract<unknown, unknown, unknown>;

export type RequestOf<C> = C extends ApiContract<infer Request, unknown, unknown> ? Request : never;
export type ResponseOf<C> = C extends ApiContract<unknown, infer Response, unknown> ? Response : never;

/**
 * An endpoint answering one JSON body (`Response` includes its refusals, `{ code, error }`).
 * GET endpoints take no body: their `Request` is `undefined`.
 */
export function jsonContract<Request, Response>(method: ApiMethod, path: string, options: { bodyLimitBytes?: number } = {}): ApiContract<Request, Response> {
  return { method, path, ...options };
}

/** An endpoint streaming NDJSON lines (refused before the stream with a JSON `{ code, error }`). */
export function streamContract<Request, Line>(path: string): ApiContract<Request, never, Line> {
  return { method: "POST", path };
}
