import { describe, expect, it } from "vitest";
import { API_MESSAGES } from "./api-messages.content";
import { API_CONTENT_SECURITY_POLICY } from "./csp";
import { apiRoute, checkRateLimit, jsonApi, readJsonObject, REQUEST_BODY_LIMIT_BYTES, type ApiContext } from "./json-api";
import type { RateLimiter } from "./rate-limit";

const post = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/x", { method: "POST", headers, body });

async function refusal(request: Request): Promise<{ status: number; json: unknown; headers: Headers }> {
  const read = await readJsonObject(request);
  if (read.ok) throw new Error("expected a refusal");
  return { status: read.response.status, json: await read.response.json(), headers: read.response.headers };
}

describe("readJsonObject", () => {
  it("reads one JSON object", async () => {
    expect(await readJsonObject(post('{"a":1}'))).toEqual({ ok: true, body: { a: 1 } });
  });

  it("answers 413 beyond the limit, declared or not", async () => {
    const big = JSON.stringify({ a: "x".repeat(REQUEST_BODY_LIMIT_BYTES) });
    const declared = await refusal(post(big, { "content-type": "application/json", "content-length": String(big.length) }));
    expect(declared).toMatchObject({ status: 413, json: { code: "payload_too_large", error: API_MESSAGES.payloadTooLarge } });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const streamed = new Request("http://localhost/api/x", { method: "POST", headers: { "content-type": "application/json" }, body: stream, duplex: "half" } as RequestInit);
    expect((await refusal(streamed)).status).toBe(413);
  });

  it("answers the Turkish 400/415 refusals with the API's headers", async () => {
    const array = await refusal(post("[1]"));
    expect(array).toMatchObject({ status: 400, json: { code: "not_an_object", error: API_MESSAGES.notAnObject } });
    expect(array.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    expect(array.headers.get("cache-control")).toBe("no-store");
    expect(await refusal(post("name=x", { "content-type": "application/x-www-form-urlencoded" }))).toMatchObject({
      status: 415,
      json: { code: "unsupported_media_type" },
    });
    expect(await refusal(post(null, {}))).toMatchObject({ status: 400, json: { code: "empty_body" } });
    expect(await refusal(post("{nope"))).toMatchObject({ status: 400, json: { code: "bad_request" } });
    expect(await refusal(post("42"))).toMatchObject({ status: 400, json: { code: "bad_request" } });
  });
});

describe("checkRateLimit", () => {
  const limiter = (retryAfterSeconds: number, allowed = false) => ({ hit: async () => ({ allowed, retryAfterSeconds }) }) as unknown as RateLimiter;
  const rule = { bucket: "x", limit: 1, windowMs: 60_000 };

  it("is null while allowed, else a 429 with Retry-After and the wait in Turkish", async () => {
    expect(await checkRateLimit(limiter(5, true), rule, "ip", (wait) => wait)).toBeNull();
    expect(await checkRateLimit(limiter(45), rule, "ip", (wait) => `Bekleyin: ${wait}`)).toEqual({
      status: 429,
      headers: { "Retry-After": "45" },
      message: "Bekleyin: 45 saniye",
    });
    expect((await checkRateLimit(limiter(540), rule, "ip", (wait) => wait))?.message).toBe("9 dakika");
  });
});

describe("jsonApi", () => {
  it("answers whatever a handler throws with the JSON 500", async () => {
    const handler = jsonApi(async () => {
      throw new Error("boom");
    });
    const response = await handler(post("{}"), {} as ApiContext);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "internal", error: API_MESSAGES.internal });
  });
});

describe("apiRoute", () => {
  const context = {} as ApiContext;
  const ok = async () => Response.json({ ok: true });

  it("sends GET and HEAD to the GET handler, POST to the POST handler, other methods to the JSON 404", async () => {
    const route = apiRoute({ GET: ok });
    expect((await route.loader({ request: new Request("http://localhost/api/x"), context })).status).toBe(200);
    expect((await route.loader({ request: new Request("http://localhost/api/x", { method: "HEAD" }), context })).status).toBe(200);
    const posted = await route.action({ request: post("{}"), context });
    expect(posted.status).toBe(404);
    expect(await posted.json()).toEqual({ code: "not_found", error: API_MESSAGES.notFound("POST", "/api/x") });

    const postOnly = apiRoute({ POST: ok });
    expect((await postOnly.action({ request: post("{}"), context })).status).toBe(200);
    expect((await postOnly.loader({ request: new Request("http://localhost/api/x"), context })).status).toBe(404);
    expect((await postOnly.action({ request: new Request("http://localhost/api/x", { method: "DELETE" }), context })).status).toBe(404);
  });

  it("checks a POST's body before answering 404, as every POST under /api", async () => {
    const route = apiRoute({ GET: ok });
    const response = await route.action({ request: post("{bozuk"), context });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "bad_request" });
  });

  it("passes every method to an ALL handler", async () => {
    const route = apiRoute({ ALL: ok });
    expect((await route.action({ request: new Request("http://localhost/api/x", { method: "PUT" }), context })).status).toBe(200);
  });
});
