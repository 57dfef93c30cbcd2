import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { serveApiRoutes, type ServedApi } from "../../../tests/support/serve-api";
import { WATCH_REQUEST_API } from "./api-contract";
import { WATCH_REQUEST_REPLIES, WATCH_REQUEST_TEXT } from "./request-watch.content";

/* POST /api/site-monitor as the pages' script sends it, on a real HTTP server and SQLite file. */

let database: TestDatabase;
let services: Services;
let api: ServedApi;
let reportId = "";

async function setUp(env: Record<string, string> = {}) {
  database = sqliteTestDatabase();
  services = await createServices(loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", NEWSLETTER_SECRET: "a-secret-of-at-least-sixteen", ...env }), { startOutbox: false });
  api = await serveApiRoutes(services);
  const { id } = await services.auditReports.begin("https://www.ornek.com.tr/");
  reportId = id;
}

afterEach(async () => {
  await api.close();
  await services.close();
  await database.drop();
});

const post = (body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${api.base}${WATCH_REQUEST_API.path}`, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

describe("POST /api/site-monitor", () => {
  beforeEach(() => setUp());

  it("refuses bad input with a Turkish JSON error and a 4xx, storing nothing", async () => {
    const missing = await post({ email: "", consent: false, reportId });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ status: "invalid", code: "validation", errors: { email: WATCH_REQUEST_TEXT.emailMissing, consent: WATCH_REQUEST_TEXT.consentMissing } });
    // A report still running, or none at all.
    for (const id of [reportId, "yok", 42, "x".repeat(5_000)]) {
      const response = await post({ email: "sahibi@ornek.com.tr", consent: true, reportId: id });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: "failed", error: WATCH_REQUEST_REPLIES.unknownReport });
    }
    expect((await post("{not json")).status).toBe(400);
    expect((await post([1, 2, 3])).status).toBe(400);
    expect((await post("a".repeat(200_000), { "content-type": "application/json" })).status).toBe(413);
    expect(await services.monitor.watches.list()).toEqual([]);
  });
});

describe("with MONITOR_ENABLED=false", () => {
  beforeEach(() => setUp({ MONITOR_ENABLED: "false" }));

  it("answers 404 and stores nothing", async () => {
    const response = await post({ email: "sahibi@ornek.com.tr", consent: true, reportId });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not_found", error: WATCH_REQUEST_REPLIES.unavailable });
    expect(await services.monitor.watches.list()).toEqual([]);
  });
});
