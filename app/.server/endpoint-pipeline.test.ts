import * as z from "zod/mini";
import { describe, expect, it, vi } from "vitest";
import { jsonContract } from "~/shared/api-contract";
import { API_MESSAGES } from "./api-messages.content";
import { endpointHandler, endpointRoute, firstIssue, json, jsonError, pathHandler, rateLimited, serverEndpoint, type Admission, type ApiContext } from "./json-api";
import type { RateLimiter } from "./rate-limit";

const ECHO_API = jsonContract<{ name: string }, { hello: string }>("POST", "/api/echo");
const STATUS_API = jsonContract<undefined, { up: boolean }>("GET", "/api/echo");
const schema = z.object({ name: /* @__PURE__ */ z.string({ error: "Ad gerekli." }).check(z.trim(), z.minLength(1, { error: "Ad gerekli." })) });

function contextWith(limiter: Pick<RateLimiter, "hit">): ApiContext {
  // Only the parts the pipeline reads: the limiter, the environment and the client's address.
  return { services: { rateLimiter: limiter, env: { AI_RATE_LIMIT: 2 } }, clientIp: "203.0.113.9" } as unknown as ApiContext;
}

const allowing = { hit: vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 })) };
const post = (body: string) => new Request("http://localhost/api/echo", { method: "POST", headers: { "content-type": "application/json" }, body });

function echo(rateLimit: Admission | null = rateLimited((env) => ({ bucket: "echo", limit: env.AI_RATE_LIMIT, windowMs: 60_000 }), (wait) => `${wait} bekleyin.`)) {
  const handle = vi.fn(async ({ input }: { input: { name: string } }) => json({ hello: input.name }));
  const endpoint = serverEndpoint({ contract: ECHO_API, parse: { schema, invalid: firstIssue("Eksik.") }, rateLimit, handle });
  return { endpoint, handle };
}

describe("the endpoint pipeline", () => {
  it("parses the body with the request schema and hands the handler the parsed input", async () => {
    const { endpoint, handle } = echo();
    const response = await endpointHandler(endpoint)(post('{"name":"  Ayşe "}'), contextWith(allowing));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hello: "Ayşe" });
    expect(handle).toHaveBeenCalledOnce();
  });

  it("answers a body the JSON reader refuses before the schema, the rate limit and the handler", async () => {
    const hit = vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 }));
    const { endpoint, handle } = echo();
    const response = await endpointHandler(endpoint)(post("{bozuk"), contextWith({ hit }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "bad_request", error: API_MESSAGES.unreadableBody });
    expect(hit).not.toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers an invalid body with 400 and the endpoint's Turkish message, costing no quota", async () => {
    const hit = vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 }));
    const { endpoint, handle } = echo();
    const response = await endpointHandler(endpoint)(post('{"name":" "}'), contextWith({ hit }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "validation", error: "Ad gerekli." });
    expect(hit).not.toHaveBeenCalled();
    expect(handle).not.toHaveBeenCalled();
  });

  it("refuses beyond the rate limit with 429, Retry-After and the endpoint's message, before the handler", async () => {
    const hit = vi.fn(async () => ({ allowed: false, retryAfterSeconds: 45 }));
    const { endpoint, handle } = echo();
    const response = await endpointHandler(endpoint)(post('{"name":"Ayşe"}'), contextWith({ hit }));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("45");
    expect(await response.json()).toEqual({ code: "rate_limited", error: "45 saniye bekleyin." });
    expect(hit).toHaveBeenCalledWith({ bucket: "echo", limit: 2, windowMs: 60_000 }, "203.0.113.9");
    expect(handle).not.toHaveBeenCalled();
  });

  it("runs the precheck after parsing and before the rate limit", async () => {
    const hit = vi.fn(async () => ({ allowed: true, retryAfterSeconds: 0 }));
    const endpoint = serverEndpoint({
      contract: ECHO_API,
      parse: { schema, invalid: firstIssue("Eksik.") },
      precheck: () => jsonError(503, "off", "Kapalı."),
      rateLimit: rateLimited(() => ({ bucket: "echo", limit: 1, windowMs: 1 }), () => "Bekleyin."),
      handle: async () => json({}),
    });
    expect((await endpointHandler(endpoint)(post('{"name":" "}'), contextWith({ hit }))).status).toBe(400);
    const response = await endpointHandler(endpoint)(post('{"name":"Ayşe"}'), contextWith({ hit }));
    expect(response.status).toBe(503);
    expect(hit).not.toHaveBeenCalled();
  });

  it("gives the handler what an admission holds, and a raw endpoint the JSON object as sent", async () => {
    const release = vi.fn();
    const admission: Admission = { rule: () => ({ bucket: "x", limit: 1, windowMs: 1 }), admit: async () => ({ ok: true, release }) };
    const endpoint = serverEndpoint({
      contract: ECHO_API,
      parse: "raw",
      rateLimit: admission,
      handle: async (call) => {
        call.release();
        return json(call.input);
      },
    });
    const response = await endpointHandler(endpoint)(post('{"name":1,"extra":true}'), contextWith(allowing));
    expect(await response.json()).toEqual({ name: 1, extra: true });
    expect(release).toHaveBeenCalledOnce();
  });

  it("answers whatever a handler throws with the JSON 500", async () => {
    const endpoint = serverEndpoint({
      contract: ECHO_API,
      parse: "raw",
      rateLimit: null,
      handle: async () => {
        throw new Error("boom");
      },
    });
    const response = await endpointHandler(endpoint)(post("{}"), contextWith(allowing));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: "internal", error: API_MESSAGES.internal });
  });
});

describe("pathHandler and endpointRoute", () => {
  const status = serverEndpoint({ contract: STATUS_API, parse: "none", rateLimit: null, handle: async () => json({ up: true }) });

  it("dispatch by method: GET and HEAD to the GET endpoint, POST to the POST endpoint", async () => {
    const { endpoint } = echo(null);
    const route = endpointRoute([status, endpoint]);
    const context = contextWith(allowing);
    expect(await (await route.loader({ request: new Request("http://localhost/api/echo"), context })).json()).toEqual({ up: true });
    expect((await route.loader({ request: new Request("http://localhost/api/echo", { method: "HEAD" }), context })).status).toBe(200);
    expect(await (await route.action({ request: post('{"name":"Ayşe"}'), context })).json()).toEqual({ hello: "Ayşe" });
  });

  it("answer another method with the JSON 404, or the endpoint's Turkish 405 naming the methods in Allow", async () => {
    const context = contextWith(allowing);
    const notFound = await endpointRoute([status]).action({ request: new Request("http://localhost/api/echo", { method: "DELETE" }), context });
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toEqual({ code: "not_found", error: API_MESSAGES.notFound("DELETE", "/api/echo") });

    const { endpoint } = echo(null);
    const handler = pathHandler([{ ...status, methodNotAllowed: "Bu yöntem desteklenmiyor." }, endpoint]);
    const refused = await handler(new Request("http://localhost/api/echo", { method: "PUT" }), context);
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(await refused.json()).toEqual({ code: "method_not_allowed", error: "Bu yöntem desteklenmiyor." });
  });
});
