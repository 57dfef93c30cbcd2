import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLog, type LogCapture } from "../../../tests/support/log-capture";
import { API_MESSAGES } from "~/.server/api-messages.content";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { UTM_AI_MESSAGES, UTM_MISSING_REQUIRED, UTM_RULE_BASED_LABEL, UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM } from "./messages.content";
import { buildAnalysisMessages, buildSuggestionMessages } from "./prompts.content";
import { ruleBasedAnalysis, ruleBasedCampaignSuggestions } from "./rule-based";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { serveApi } from "../../../tests/support/serve-api";
import { createUtmSuggestionsEndpoint, type UtmSuggestionsEndpointOptions } from "./endpoint.server";

const NOW = new Date("2026-11-15T10:00:00Z");
const API_KEY = "sk-test-0123456789abcdef";
const SUGGESTION_BODY = { requestType: "campaignSuggestions", source: "google", medium: "cpc" };
const ANALYSIS_BODY = {
  requestType: "analysis",
  campaign: "Yaz İndirimi",
  source: "Facebook",
  medium: "sosyal medya",
  baseUrl: "http://www.example.com/?utm_source=eski",
};

async function listen(server: Server): Promise<string> {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

interface Harness {
  url: string;
  services: Services;
  close(): Promise<void>;
}

/** The endpoint behind a real HTTP server (every method, as its route serves it) with a real (SQLite) rate limiter. */
async function startApp(env: Record<string, string>, options: UtmSuggestionsEndpointOptions = {}): Promise<Harness> {
  const database: TestDatabase = sqliteTestDatabase();
  const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", ...env }), {
    startOutbox: false,
  });
  const served = await serveApi(
    services,
    [{ method: "ALL", path: "/api/utm-suggestions", handler: createUtmSuggestionsEndpoint({ now: () => NOW, ...options }) }],
    // Lets a test pose as different clients through X-Forwarded-For.
    { trustProxy: true },
  );
  const url = served.base;
  return {
    url,
    services,
    async close() {
      await served.close();
      await services.close();
      await database.drop();
    },
  };
}

async function post(base: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/utm-suggestions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as Record<string, unknown> };
}

describe("POST /api/utm-suggestions without an AI key", () => {
  let app: Harness;
  beforeAll(async () => {
    app = await startApp({ AI_RATE_LIMIT: "1000" });
  });
  afterAll(async () => app.close());

  it("answers campaign suggestions from the rule-based generator, labelled as such", async () => {
    const response = await post(app.url, SUGGESTION_BODY);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      content: ruleBasedCampaignSuggestions({ source: "google", medium: "cpc" }, NOW),
      mode: "rule-based",
    });
    expect(String(response.json.content).startsWith(UTM_RULE_BASED_LABEL)).toBe(true);
    expect(String(response.json.content)).toContain("black-friday-2026");
    // Deterministic: the same question gets the same answer.
    expect((await post(app.url, SUGGESTION_BODY)).json).toEqual(response.json);
  });

  it("answers the link analysis from the rule-based generator", async () => {
    const response = await post(app.url, ANALYSIS_BODY);
    expect(response.status).toBe(200);
    expect(response.json.mode).toBe("rule-based");
    expect(response.json.content).toBe(ruleBasedAnalysis(ANALYSIS_BODY));
    expect(String(response.json.content)).toContain("Uyarı: Adres http:// ile başlıyor.");
  });

  it.each([
    ["no requestType", { source: "google", medium: "cpc" }, UTM_AI_MESSAGES.invalidType],
    ["an unknown requestType", { requestType: "poem", source: "google", medium: "cpc" }, UTM_AI_MESSAGES.invalidType],
    ["suggestions without medium", { requestType: "campaignSuggestions", source: "google", medium: "  " }, UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM],
    ["suggestions with a number for source", { requestType: "campaignSuggestions", source: 7, medium: "cpc" }, UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM],
    ["analysis without baseUrl", { ...ANALYSIS_BODY, baseUrl: "" }, UTM_MISSING_REQUIRED],
    ["an overlong campaign", { ...ANALYSIS_BODY, campaign: "x".repeat(201) }, UTM_AI_MESSAGES.tooLong],
  ])("rejects %s with 400 and a Turkish message", async (_name, body, message) => {
    const response = await post(app.url, body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: "validation", error: message });
  });

  it("rejects a JSON array like every API endpoint: one JSON object is expected", async () => {
    const response = await post(app.url, [SUGGESTION_BODY]);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ code: "not_an_object", error: API_MESSAGES.notAnObject });
  });

  it("rejects a body that is not JSON with 415", async () => {
    const response = await fetch(`${app.url}/api/utm-suggestions`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "source=google",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ code: "unsupported_media_type", error: API_MESSAGES.unsupportedMediaType });
  });

  it("answers other methods with 405 and Allow: POST", async () => {
    const response = await fetch(`${app.url}/api/utm-suggestions`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toEqual({ code: "method_not_allowed", error: UTM_AI_MESSAGES.methodNotAllowed });
  });
});

describe("POST /api/utm-suggestions rate limit", () => {
  let app: Harness;
  beforeAll(async () => {
    app = await startApp({ AI_RATE_LIMIT: "3" });
  });
  afterAll(async () => app.close());

  it("allows AI_RATE_LIMIT requests per client address in 10 minutes, then answers 429", async () => {
    const client = { "X-Forwarded-For": "203.0.113.7" };
    for (let i = 0; i < 3; i++) expect((await post(app.url, SUGGESTION_BODY, client)).status).toBe(200);
    const limited = await post(app.url, SUGGESTION_BODY, client);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual({ code: "rate_limited", error: UTM_AI_MESSAGES.rateLimited });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address has its own budget.
    expect((await post(app.url, SUGGESTION_BODY, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
  });

  it("does not count invalid requests against the limit", async () => {
    const client = { "X-Forwarded-For": "203.0.113.9" };
    for (let i = 0; i < 5; i++) expect((await post(app.url, { requestType: "analysis" }, client)).status).toBe(400);
    expect((await post(app.url, SUGGESTION_BODY, client)).status).toBe(200);
  });
});

type StubHandler = (req: IncomingMessage, body: string, res: ServerResponse) => void;

describe("POST /api/utm-suggestions with an OpenAI-compatible API", () => {
  let stub: Server;
  let stubUrl: string;
  let handler: StubHandler;
  const received: { method?: string; url?: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
  let app: Harness;
  /** Same provider, with a timeout short enough to test; `app` keeps a generous one so a loaded machine never times out. */
  let impatientApp: Harness;
  let errorLines: string[] = [];
  let capture: LogCapture | null = null;

  function answerJson(status: number, payload: unknown): StubHandler {
    return (_req, _body, res) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(typeof payload === "string" ? payload : JSON.stringify(payload));
    };
  }

  const completion = (content: string | null) => ({
    id: "chatcmpl-1",
    object: "chat.completion",
    model: "gpt-4o-mini-2024-07-18",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
  });

  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (chunk: string) => (body += chunk));
      req.on("end", () => {
        received.push({ method: req.method, url: req.url, headers: req.headers, body: body ? JSON.parse(body) : undefined });
        handler(req, body, res);
      });
    });
    stubUrl = await listen(stub);
    const env = { AI_API_KEY: API_KEY, AI_BASE_URL: `${stubUrl}/v1/`, AI_MODEL: "test-model", AI_RATE_LIMIT: "1000" };
    app = await startApp(env, { timeoutMs: 10_000 });
    impatientApp = await startApp(env, { timeoutMs: 250 });
  });
  afterAll(async () => {
    await app.close();
    await impatientApp.close();
    await closeServer(stub);
  });
  afterEach(() => {
    received.length = 0;
    capture?.stop();
    capture = null;
    errorLines = [];
    vi.restoreAllMocks();
  });

  /** Until the test's end, the logger's lines land in errorLines. */
  function captureErrorLog() {
    capture = captureLog();
    errorLines = capture.lines;
  }

  it("sends the suggestion prompt with the Bearer key and answers the model's text", async () => {
    handler = answerJson(200, completion("1. black-friday-2026\n   Kasım indirimi için."));
    const response = await post(app.url, SUGGESTION_BODY);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ content: "1. black-friday-2026\n   Kasım indirimi için.", mode: "ai" });

    expect(received).toHaveLength(1);
    const request = received[0];
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      model: "test-model",
      messages: buildSuggestionMessages({ source: "google", medium: "cpc" }, NOW),
      temperature: 0.7,
      max_tokens: 700,
    });
    // The key never travels back.
    expect(response.text).not.toContain(API_KEY);
  });

  it("sends the analysis prompt", async () => {
    handler = answerJson(200, completion("  Özet: link kullanılabilir.  "));
    const response = await post(app.url, ANALYSIS_BODY);
    expect(response.json).toEqual({ content: "Özet: link kullanılabilir.", mode: "ai" });
    expect(received[0]?.body).toEqual({
      model: "test-model",
      messages: buildAnalysisMessages({
        campaign: "Yaz İndirimi",
        source: "Facebook",
        medium: "sosyal medya",
        baseUrl: "http://www.example.com/?utm_source=eski",
      }),
      temperature: 0.3,
      max_tokens: 900,
    });
  });

  it("maps a provider error to 502 without the provider's text or the key, and logs it", async () => {
    captureErrorLog();
    handler = answerJson(500, { error: { message: `Incorrect API key provided: ${API_KEY}`, type: "server_error" } });
    const response = await post(app.url, SUGGESTION_BODY);
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ code: "ai_unavailable", error: UTM_AI_MESSAGES.unavailable });
    expect(response.text).not.toContain("Incorrect");
    expect(response.text).not.toContain(API_KEY);

    const line = errorLines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.event === "utm_ai_failed");
    expect(line).toMatchObject({ level: "error", code: "http", status: 500, requestType: "campaignSuggestions" });
    expect(String(line?.detail)).toContain("Incorrect API key provided: [redacted]");
    expect(errorLines.join("\n")).not.toContain(API_KEY);
  });

  it("maps a timeout to 504", async () => {
    captureErrorLog();
    handler = (_req, _body, res) => {
      const timer = setTimeout(() => answerJson(200, completion("geç"))(_req, _body, res), 5_000);
      res.on("close", () => clearTimeout(timer));
    };
    const started = Date.now();
    const response = await post(impatientApp.url, ANALYSIS_BODY);
    expect(response.status).toBe(504);
    expect(response.json).toEqual({ code: "ai_timeout", error: UTM_AI_MESSAGES.timeout });
    // Only catches a hang (over 10 times the 250 ms timeout, short of the 5 s answer).
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(errorLines.some((l) => l.includes('"code":"timeout"'))).toBe(true);
  });

  it.each([
    ["malformed JSON", answerJson(200, "{ not json"), "malformed"],
    ["a body that is not a completion", answerJson(200, { result: "merhaba" }), "malformed"],
    ["empty choices", answerJson(200, { ...completion(null), choices: [] }), "empty"],
    ["a choice without content", answerJson(200, completion(null)), "empty"],
    ["blank content", answerJson(200, completion("   ")), "empty"],
  ])("maps %s to 502", async (_name, stubHandler, code) => {
    captureErrorLog();
    handler = stubHandler;
    const response = await post(app.url, SUGGESTION_BODY);
    expect(response.status).toBe(502);
    expect(response.json).toEqual({ code: "ai_unavailable", error: UTM_AI_MESSAGES.unavailable });
    expect(errorLines.some((l) => l.includes(`"code":"${code}"`))).toBe(true);
  });

  it("maps an unreachable provider to 502", async () => {
    captureErrorLog();
    const unreachable = await startApp(
      { AI_API_KEY: API_KEY, AI_BASE_URL: "http://127.0.0.1:9/v1", AI_RATE_LIMIT: "1000" },
      { timeoutMs: 2_000 },
    );
    try {
      const response = await post(unreachable.url, SUGGESTION_BODY);
      expect(response.status).toBe(502);
      expect(response.json).toEqual({ code: "ai_unavailable", error: UTM_AI_MESSAGES.unavailable });
      expect(errorLines.some((l) => l.includes('"code":"network"'))).toBe(true);
    } finally {
      await unreachable.close();
    }
  });
});
