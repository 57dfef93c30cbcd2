import { readNdjson } from "~/shared/ndjson";

/** How a streamed call to one of our NDJSON endpoints ended (besides the lines it delivered). */
export type NdjsonCallEnd =
  /** The stream was read to its end (whether it carried a final line is the caller's to judge). */
  | { kind: "ended" }
  /** No answer, or the connection broke mid-stream. */
  | { kind: "network" }
  /** A refusal before any stream (400, 429, 503): the API's `{ code, error }` body, when it was JSON. */
  | { kind: "refused"; status: number; body: unknown }
  /** The caller aborted (the visitor's "Durdur", or leaving the page). */
  | { kind: "aborted" };

/**
 * POSTs a JSON body to a streaming endpoint (the site crawl, the live checks) and hands each
 * NDJSON line's value to `onLine` as it arrives. Aborting `signal` closes the connection, which
 * is what cancels the job on the server.
 */
export async function postNdjson(path: string, body: unknown, signal: AbortSignal, onLine: (value: unknown) => void): Promise<NdjsonCallEnd> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return signal.aborted ? { kind: "aborted" } : { kind: "network" };
  }
  if (!response.ok || !response.body) {
    const refusal: unknown = await response.json().catch(() => null);
    return signal.aborted ? { kind: "aborted" } : { kind: "refused", status: response.status, body: refusal };
  }
  try {
    await readNdjson(response.body, onLine);
  } catch {
    return signal.aborted ? { kind: "aborted" } : { kind: "network" };
  }
  return { kind: "ended" };
}
