import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "~/.server/env";
import { CAPTCHA_API, RANK_API } from "~/features/rank-finder/api-contract";
import { SITE_CRAWL_API } from "~/capabilities/crawl/api-contract";
import { SITE_CRAWL_MESSAGES } from "~/capabilities/crawl/messages.content";
import { UTM_SUGGESTIONS_API } from "~/features/utm-builder/api-contract";
import { HEALTH_API } from "~/shared/health-contract";
import { createServices, type Services } from "~/services.server";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { serveApiRoutes, type ServedApi } from "../tests/support/serve-api";
import { callApi, streamApi } from "~/shared/browser/api-client";

/** The typed client against the site's real /api routes on a loopback server (the browser's relative paths resolved against it). */
let database: TestDatabase;
let services: Services;
let api: ServedApi;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  database = sqliteTestDatabase();
  services = await createServices(loadEnv({ DATABASE_URL: database.url, CAPTCHA_SECRET: "client-test-secret-0123456789" }), { startOutbox: false });
  api = await serveApiRoutes(services);
});

afterAll(async () => {
  await api.close();
  await services.close();
  await database.drop();
});

function resolveAgainstServer(): void {
  vi.stubGlobal("fetch", (input: string, init?: RequestInit) => realFetch(api.base + input, init));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("callApi", () => {
  it("GETs a contract's path and types its answer", async () => {
    resolveAgainstServer();
    expect(await callApi(HEALTH_API, undefined)).toEqual({ kind: "answer", status: 200, ok: true, data: { status: "ok", delivery: "none", jobs: { waiting: 0, running: 0, oldestWaitingSeconds: 0 } } });
    const captcha = await callApi(CAPTCHA_API, undefined);
    if (captcha.kind !== "answer") throw new Error(`no answer: ${captcha.kind}`);
    expect(captcha.ok).toBe(true);
    expect(typeof captcha.data.question).toBe("string");
    expect(typeof captcha.data.token).toBe("string");
  });

  it("POSTs the body as JSON and hands a refusal over with its status", async () => {
    resolveAgainstServer();
    const answer = await callApi(UTM_SUGGESTIONS_API, { requestType: "campaignSuggestions", source: "google", medium: "cpc" });
    expect(answer).toMatchObject({ kind: "answer", status: 200, ok: true, data: { mode: "rule-based" } });
    const refused = await callApi(RANK_API, { website: "", keyword: "", device: "desktop", captchaToken: "", captchaAnswer: "" });
    expect(refused).toMatchObject({ kind: "answer", status: 400, ok: false, data: { code: "validation" } });
  });

  it("reports no connection, and an answer that is no JSON object, as such", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
    expect(await callApi(HEALTH_API, undefined)).toEqual({ kind: "network" });
    vi.stubGlobal("fetch", () => Promise.resolve(Response.json([1], { status: 200 })));
    expect(await callApi(HEALTH_API, undefined)).toEqual({ kind: "not-json", status: 200 });
    vi.stubGlobal("fetch", () => Promise.resolve(new Response("<html>", { status: 502 })));
    expect(await callApi(RANK_API, { website: "a", keyword: "b", device: "mobile", captchaToken: "t", captchaAnswer: "1" })).toEqual({ kind: "not-json", status: 502 });
  });
});

describe("streamApi", () => {
  it("POSTs to the stream's path; a refusal before the stream arrives with its JSON body", async () => {
    resolveAgainstServer();
    const lines: unknown[] = [];
    const end = await streamApi(SITE_CRAWL_API, { url: "", purpose: "sitemap" }, new AbortController().signal, (line) => lines.push(line));
    expect(end).toEqual({ kind: "refused", status: 400, body: { code: "validation", error: SITE_CRAWL_MESSAGES.emptyUrl } });
    expect(lines).toEqual([]);
  });
});
