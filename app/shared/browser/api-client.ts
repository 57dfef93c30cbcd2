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
  if (contract.method === "POST") return postJson<ResponseOf<C>>(contract.path, body);
  let response: Response;
  try {
    response = await fetch(contract.path, { cache: "no-store", headers: { Accept: "application/json" }, signal: options.signal });
  } catch {
    return { kind: "network" };
  }
  try {
    return { kind: "answer", status: response.status, ok: response.ok, data: (await response.json()) as ResponseOf<C> };
  } catch {
    return { kind: "not-json", status: response.status };
  }
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
