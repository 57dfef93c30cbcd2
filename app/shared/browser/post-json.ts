/** What a JSON call to our own API can end in, so screens map each case to their own message. */
export type JsonCallResult<T> =
  | { kind: "network" }
  | { kind: "not-json"; status: number }
  | { kind: "answer"; status: number; ok: boolean; data: T };

/** POSTs a JSON body to one of the site's `/api/*` endpoints and reads the JSON answer. */
export async function postJson<T>(path: string, body: unknown): Promise<JsonCallResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "network" };
  }
  try {
    return { kind: "answer", status: response.status, ok: response.ok, data: (await response.json()) as T };
  } catch {
    return { kind: "not-json", status: response.status };
  }
}
