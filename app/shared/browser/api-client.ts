import type { AnyApiContract, RequestOf, ResponseOf } from "~/shared/api-contract";
import { postJson, type JsonCallResult } from "~/shared/browser/post-json";
import { postNdjson, type NdjsonCallEnd } from "~/shared/browser/post-ndjson";

/**
 * The typed client of the JSON API: the path, the method and the types come from the endpoint's
 * contract, so a screen names the endpoint and never its address.
 */

/** Calls a JSON endpoint: GET without a body (`undefined`; never from the HTTP cache), POST with `body` as JSON. */
export async function callApi<C extends AnyApiContract>(
  contract: C,
  body: RequestOf<C>,
  options: { signal?: AbortSignal } = {},
): Promise<JsonCallResult<ResponseOf<C>>> {
  if (contract.method === "POST") return objectAnswer(await postJson<ResponseOf<C>>(contract.path, body));
  let response: Response;
  try {
    response = await fetch(contract.path, { cache: "no-store", headers: { Accept: "application/json" }, signal: options.signal });
  } catch {
    return { kind: "network" };
  }
  try {
    return objectAnswer({ kind: "answer", status: response.status, ok: response.ok, data: (await response.json()) as ResponseOf<C> });
  } catch {
    return { kind: "not-json", status: response.status };
  }
}

/**
 * Every answer of the API is one JSON object; anything else (a proxy's page, `null`) counts as
 * no answer, so a screen may look into the body it was promised.
 */
function objectAnswer<T>(call: JsonCallResult<T>): JsonCallResult<T> {
  if (call.kind !== "answer" || (typeof call.data === "object" && call.data !== null && !Array.isArray(call.data))) return call;
  return { kind: "not-json", status: call.status };
}

/**
 * Calls an NDJSON endpoint. Each line reaches `onLine` as parsed JSON, still to be read with the
 * stream's own line reader: a line is checked where its states are applied.
 */
export function streamApi<C extends AnyApiContract>(
  contract: C,
  body: RequestOf<C>,
  signal: AbortSignal,
  onLine: (value: unknown) => void,
): Promise<NdjsonCallEnd> {
  return postNdjson(contract.path, body, signal, onLine);
}
