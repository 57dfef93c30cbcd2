import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { readNdjson } from "~/shared/ndjson";
import { createServices, type Services } from "~/services.server";
import { SAMPLE_DRAFT } from "../../../tests/support/content-writer-draft";
import { sqliteTestDatabase } from "../../../tests/support/databases";
import { startFakeAi, type FakeAiServer } from "../../../tests/support/fake-openai";
import { serveApi } from "../../../tests/support/serve-api";
import { createContentWriterEndpoint, type ContentWriterEndpointOptions } from "./endpoint.server";
import { CONTENT_WRITER_API_MESSAGES, CONTENT_WRITER_MISSING_FIELDS } from "./messages.content";
import { readContentWriterLine, type ContentWriterLine } from "./stream-lines";

const KEY = "sk-test-writer-0123456789";
const BODY = { pageType: "hizmet_sayfasi", tone: "profesyonel", business: "Pusula Dijital", keyword: "istanbul seo ajansı", audience: "KOBİ sahipleri" };

interface Harness {
  url: string;
  services: Services;
  close(): Promise<void>;
}

async function startApp(env: Record<string, string>, options: ContentWriterEndpointOptions = {}): Promise<Harness> {
  const database = sqliteTestDatabase();
  const services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", ...env }), { startOutbox: false });
  const served = await serveApi(services, [{ method: "ALL", path: "/api/content-writer", handler: createContentWriterEndpoint(options) }], {
    trustProxy: true,
  });
  return {
    url: `${served.base}/api/content-writer`,
    services,
    async close() {
      await served.close();
      await services.close();
      await database.drop();
    },
  };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  return fetch(url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body), signal });
}

async function lines(response: Response): Promise<ContentWriterLine[]> {
  const out: ContentWriterLine[] = [];
  if (!response.body) return out;
  await readNdjson(response.body, (value) => {
    const line = readContentWriterLine(value);
    if (line) out.push(line);
  });
  return out;
}

const textOf = (read: ContentWriterLine[]) => read.map((line) => (line.type === "delta" ? line.text : "")).join("");

describe("/api/content-writer without an AI key", () => {
  let app: Harness;
  beforeAll(async () => {
    app = await startApp({});
  });
  afterAll(async () => {
    await app.close();
  });

  it("says on GET that AI is not configured", async () => {
    const response = await fetch(app.url);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ai: false });
  });

  it("refuses a draft with a Turkish 503 (the brief is built in the browser)", async () => {
    const response = await post(app.url, BODY);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ code: "ai_not_configured", error: CONTENT_WRITER_API_MESSAGES.notConfigured });
  });

  it.each([
    [{}, CONTENT_WRITER_MISSING_FIELDS],
    [{ ...BODY, audience: "  " }, CONTENT_WRITER_MISSING_FIELDS],
    [{ ...BODY, pageType: "landing" }, CONTENT_WRITER_API_MESSAGES.invalid],
    [{ ...BODY, keyword: "k".repeat(101) }, CONTENT_WRITER_API_MESSAGES.tooLong],
    [{ ...BODY, keyPoints: 42 }, CONTENT_WRITER_MISSING_FIELDS],
  ])("answers an invalid body %j with 400 and the message", async (body, message) => {
    const response = await post(app.url, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: "validation", error: message });
  });

  it("answers other methods with 405", async () => {
    const response = await fetch(app.url, { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
  });
});

describe("/api/content-writer with an AI key", () => {
  let fake: FakeAiServer;
  let app: Harness;
  beforeAll(async () => {
    fake = await startFakeAi();
    app = await startApp({ AI_API_KEY: KEY, AI_BASE_URL: fake.baseUrl, AI_MODEL: "fake-model", AI_RATE_LIMIT: "1000" }, { timeoutMs: 1_000, maxDraftChars: 3_000 });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("says on GET that AI is configured, without naming the key", async () => {
    const response = await fetch(app.url);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ai: true });
    expect(text).not.toContain(KEY);
  });

  it("streams the draft as NDJSON: start, the text in pieces, done", async () => {
    fake.setScenario({ kind: "text", text: SAMPLE_DRAFT, chunkSize: 25 });
    const before = fake.requests.length;
    const response = await post(app.url, { ...BODY, keyPoints: "Aylık rapor" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const read = await lines(response);
    expect(read[0]).toEqual({ type: "start", mode: "ai" });
    expect(read.at(-1)).toEqual({ type: "done", cut: false });
    expect(read.filter((line) => line.type === "delta").length).toBeGreaterThan(10);
    expect(textOf(read)).toBe(SAMPLE_DRAFT);
    const sent = fake.requests[before];
    expect(sent?.authorization).toBe(`Bearer ${KEY}`);
    expect(sent?.body).toMatchObject({ model: "fake-model", stream: true });
    expect(JSON.stringify(sent?.body.messages)).toContain("Aylık rapor");
  });

  it("cuts a draft at the character limit and closes the upstream request", async () => {
    fake.setScenario({ kind: "trickle", delayMs: 1 });
    const closed = fake.closedEarly();
    const app2 = await startApp({ AI_API_KEY: KEY, AI_BASE_URL: fake.baseUrl, AI_RATE_LIMIT: "1000" }, { maxDraftChars: 60 });
    try {
      const read = await lines(await post(app2.url, BODY));
      expect(textOf(read).length).toBe(60);
      expect(read.at(-1)).toEqual({ type: "done", cut: true });
      await fake.waitForEarlyClose(closed + 1);
    } finally {
      await app2.close();
    }
  });

  it.each([
    [{ kind: "http-error", status: 500, body: "boom" }, 502, "ai_unavailable", CONTENT_WRITER_API_MESSAGES.unavailable],
    [{ kind: "http-error", status: 429, body: "{}" }, 503, "ai_busy", CONTENT_WRITER_API_MESSAGES.busy],
    [{ kind: "http-error", status: 400, body: '{"error":{"code":"content_policy_violation"}}' }, 422, "ai_refused", CONTENT_WRITER_API_MESSAGES.refused],
  ] as const)("answers a provider refusal before the stream in Turkish JSON (%j)", async (scenario, status, code, message) => {
    fake.setScenario(scenario);
    const response = await post(app.url, BODY);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ code, error: message });
  });

  it.each([
    [{ kind: "refusal", text: "Yapamam." }, "refused"],
    [{ kind: "drop", text: "Yarım kalan" }, "broken"],
    [{ kind: "stall" }, "timeout"],
    [{ kind: "stream-error", text: "Bir" }, "unavailable"],
  ] as const)("ends the stream with a Turkish error line when the provider fails mid-answer (%j)", async (scenario, code) => {
    fake.setScenario(scenario);
    const read = await lines(await post(app.url, BODY));
    expect(read.at(-1)).toEqual({ type: "error", code, message: CONTENT_WRITER_API_MESSAGES[code] });
  });

  it("closes the upstream request when the visitor goes away", async () => {
    fake.setScenario({ kind: "trickle", delayMs: 20 });
    const closed = fake.closedEarly();
    const controller = new AbortController();
    const response = await post(app.url, BODY, {}, controller.signal);
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    await fake.waitForEarlyClose(closed + 1);
  });

  it("limits drafts per client address, in Turkish, with Retry-After", async () => {
    const limited = await startApp({ AI_API_KEY: KEY, AI_BASE_URL: fake.baseUrl, AI_RATE_LIMIT: "2" });
    try {
      fake.setScenario({ kind: "text", text: SAMPLE_DRAFT });
      const client = { "X-Forwarded-For": "203.0.113.7" };
      for (let i = 0; i < 2; i++) expect((await post(limited.url, BODY, client)).status).toBe(200);
      const refused = await post(limited.url, BODY, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await refused.json()) as { code: string; error: string };
      expect(body.code).toBe("rate_limited");
      expect(body.error).toMatch(/^Çok fazla taslak istediniz\. Lütfen .+ sonra tekrar deneyin\.$/);
      expect((await post(limited.url, BODY, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(200);
      // Invalid bodies are answered before the limit and do not count.
      expect((await post(limited.url, {}, { "X-Forwarded-For": "203.0.113.9" })).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
