import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { API_MESSAGES, TURKISH_PARSE_FALLBACK } from "../app/.server/api-messages.content";
import { API_CONTENT_SECURITY_POLICY } from "../app/.server/csp";
import { loadEnv } from "../app/.server/env";
import { RANK_MESSAGES } from "../app/features/rank-finder/messages.content";
import { rankRequestSchema } from "../app/features/rank-finder/schema";
import { createServices, type Services } from "../app/services.server";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { serveApiRoutes, type ServedApi } from "../tests/support/serve-api";

/*
 * Every POST endpoint under /api, fed every kind of body a client can get wrong. Whatever arrives,
 * the answer is a 4xx with a JSON `{ error, code }` whose message is Turkish: no library's English
 * default may leak through.
 */

const ENDPOINTS = [
  "/api/analyze",
  "/api/leads/contact",
  "/api/leads/newsletter",
  "/api/rank",
  "/api/utm-suggestions",
  "/api/content-writer",
  "/api/site-crawl",
  "/api/live/hreflang",
  "/api/live/canonical",
  "/api/live/meta",
  "/api/live/ai-access",
];

/** Exactly the fields of a valid request per endpoint, each with the wrong JSON type in turn. */
const FIELDS: Readonly<Record<string, readonly string[]>> = {
  "/api/analyze": ["url"],
  "/api/leads/contact": ["name", "phone", "email", "subject", "message"],
  "/api/leads/newsletter": ["email"],
  "/api/rank": ["website", "keyword", "device", "captchaToken", "captchaAnswer"],
  "/api/utm-suggestions": ["requestType", "source", "medium"],
  "/api/content-writer": ["pageType", "tone", "business", "keyword", "audience"],
  "/api/site-crawl": ["url", "purpose"],
  "/api/live/hreflang": ["url"],
  "/api/live/canonical": ["urls"],
  "/api/live/meta": ["urls"],
  "/api/live/ai-access": ["url"],
};

/** Fields that are lists: for them an array is the right type, a list of numbers is not. */
const LIST_FIELDS = new Set(["urls"]);

interface BadBody {
  name: string;
  contentType?: string;
  body?: string | FormData | URLSearchParams;
}

const multipart = new FormData();
multipart.set("url", "https://example.com");
multipart.set("email", "ali@example.com");

const BAD_BODIES: BadBody[] = [
  { name: "a JSON array", contentType: "application/json", body: "[]" },
  { name: "a JSON array of an object", contentType: "application/json", body: '[{"email":"ali@example.com"}]' },
  { name: "JSON null", contentType: "application/json", body: "null" },
  { name: "a JSON number", contentType: "application/json", body: "42" },
  { name: "a JSON string", contentType: "application/json", body: '"metin"' },
  { name: "JSON true", contentType: "application/json", body: "true" },
  { name: "an empty JSON object", contentType: "application/json", body: "{}" },
  { name: "malformed JSON", contentType: "application/json", body: '{"email":' },
  { name: "an empty body declared as JSON", contentType: "application/json", body: "" },
  { name: "no body at all" },
  { name: "text/plain", contentType: "text/plain", body: '{"email":"ali@example.com"}' },
  { name: "urlencoded", body: new URLSearchParams({ url: "https://example.com", email: "ali@example.com" }) },
  { name: "multipart", body: multipart },
  { name: "an unknown content type", contentType: "application/x-unknown", body: "x" },
];

const WRONG_TYPES: [string, unknown][] = [
  ["an array", ["a"]],
  ["an object", { a: 1 }],
  ["a number", 12],
  ["a boolean", true],
  ["null", null],
];

/** Words of zod's, Express's and body-parser's English defaults. */
const ENGLISH = /\b(?:invalid|input|expected|received|required|unexpected|token|string|number|object|array|undefined|null|body)\b/i;
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

let database: TestDatabase;
let services: Services;
let api: ServedApi;
let base: string;

beforeAll(async () => {
  database = sqliteTestDatabase();
  services = await createServices(
    loadEnv({
      DATABASE_URL: database.url,
      CONTACT_RATE_LIMIT: "100000",
      NEWSLETTER_RATE_LIMIT: "100000",
      ANALYZER_RATE_LIMIT: "100000",
      RANK_RATE_LIMIT: "100000",
      AI_RATE_LIMIT: "100000",
      LIVE_CHECK_RATE_LIMIT: "100000",
      CAPTCHA_SECRET: "bad-input-secret-0123456789",
    }),
    { startOutbox: false },
  );
  api = await serveApiRoutes(services);
  base = api.base;
});

afterAll(async () => {
  await api.close();
  await services.close();
  await database.drop();
});

async function post(path: string, bad: BadBody): Promise<{ status: number; type: string; json: unknown }> {
  const response = await fetch(base + path, {
    method: "POST",
    headers: bad.contentType === undefined ? {} : { "content-type": bad.contentType },
    ...(bad.body === undefined ? {} : { body: bad.body }),
  });
  const type = response.headers.get("content-type") ?? "";
  return { status: response.status, type, json: type.includes("json") ? await response.json() : await response.text() };
}

function expectTurkishClientError(reply: { status: number; type: string; json: unknown }, label: string): void {
  expect(reply.status, label).toBeGreaterThanOrEqual(400);
  expect(reply.status, label).toBeLessThan(500);
  expect(reply.type, label).toMatch(/^application\/json/);
  const body = reply.json as { error?: unknown; code?: unknown; message?: unknown; errors?: unknown };
  expect(typeof body.code, label).toBe("string");
  expect(typeof body.error, label).toBe("string");
  // The lead forms also answer a `message` or per-field `errors` for their script: Turkish too.
  const texts = [body.error, body.message, ...Object.values(body.errors ?? {})].filter((text) => text !== undefined);
  for (const text of texts) {
    expect(typeof text, label).toBe("string");
    expect(text, label).not.toMatch(ENGLISH);
  }
  expect(body.error, label).toMatch(TURKISH_LETTERS);
}

describe("every /api endpoint answers bad input with a Turkish JSON 4xx", () => {
  for (const path of ENDPOINTS) {
    it.each(BAD_BODIES.map((bad) => [bad.name, bad] as const))(`${path} with %s`, async (name, bad) => {
      expectTurkishClientError(await post(path, bad), `${path} with ${name}`);
    });

    it(`${path} with each field of the wrong type`, async () => {
      for (const field of FIELDS[path] ?? []) {
        const wrongTypes: [string, unknown][] = LIST_FIELDS.has(field)
          ? [...WRONG_TYPES.filter(([kind]) => kind !== "an array"), ["a list of numbers", [1, 2]]]
          : WRONG_TYPES;
        for (const [kind, value] of wrongTypes) {
          const label = `${path} with ${field} as ${kind}`;
          const reply = await post(path, {
            name: label,
            contentType: "application/json",
            body: JSON.stringify({ ...Object.fromEntries((FIELDS[path] ?? []).map((key) => [key, "x"])), [field]: value }),
          });
          expectTurkishClientError(reply, label);
        }
      }
    });
  }
});

describe("the /api routes of app/routes.ts", () => {
  it("answer an unknown path or a method an endpoint does not take with the JSON 404, in Turkish", async () => {
    for (const [method, path] of [
      ["GET", "/api/analyze"],
      ["DELETE", "/api/rank"],
      ["POST", "/api/health"],
      ["POST", "/api/captcha"],
      ["GET", "/api/yok"],
      ["POST", "/api/leads/yok/derin"],
    ] as const) {
      const body = method === "POST" ? { body: "{}", headers: { "content-type": "application/json" } } : {};
      const response = await fetch(base + path, { method, ...body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("cache-control"), `${method} ${path}`).toBe("no-store");
      expect(await response.json()).toEqual({ code: "not_found", error: API_MESSAGES.notFound(method, path) });
    }
  });

  it("check a POST's body before the path, as every POST under /api", async () => {
    for (const path of ["/api/health", "/api/yok"]) {
      const response = await fetch(base + path, { method: "POST", body: "{bozuk", headers: { "content-type": "application/json" } });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toMatchObject({ code: "bad_request" });
    }
  });

  it("answer the health check and the captcha with JSON and the API's headers", async () => {
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", delivery: "none", jobs: { waiting: 0, running: 0, oldestWaitingSeconds: 0 } });
    expect(health.headers.get("content-security-policy")).toBe(API_CONTENT_SECURITY_POLICY);
    const captcha = await fetch(`${base}/api/captcha`);
    expect(captcha.status).toBe(200);
    expect(await captcha.json()).toMatchObject({ question: expect.any(String), token: expect.any(String) });
  });
});

describe("zod never speaks English to a visitor", () => {
  it("the rank schema refuses an array with its own Turkish message", () => {
    const parsed = rankRequestSchema.safeParse([{ website: "a.com" }]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(RANK_MESSAGES.missingFields);
  });

  it("the shared fallback fills issues a schema left without a message, in zod and zod/mini", () => {
    const full = z.object({ url: z.string() }).safeParse({ url: 1 }, TURKISH_PARSE_FALLBACK);
    const mini = zm.object({ url: zm.string() }).safeParse([], TURKISH_PARSE_FALLBACK);
    expect(full.error?.issues[0]?.message).toBe(API_MESSAGES.invalidInput);
    expect(mini.error?.issues[0]?.message).toBe(API_MESSAGES.invalidInput);
    // A schema's own message still wins.
    const own = z.string({ error: "Kendi mesajı" }).safeParse(1, TURKISH_PARSE_FALLBACK);
    expect(own.error?.issues[0]?.message).toBe("Kendi mesajı");
  });
});
