import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { loadEnv } from "~/.server/env";
import { CAPTCHA_TTL_MS, CAPTCHA_MESSAGES, RANK_MESSAGES, issueChallenge } from "./rank.server";
import type { RandomInt } from "./rank.server";
import { createServices, type Services } from "~/services.server";
import type { RankCaptchaResponse, RankError } from "./schema";
import { serveApi } from "../../../tests/support/serve-api";
import { createRankEndpoint } from "./endpoint.server";

/* The rank endpoints against a loopback server that speaks SerpApi's Google Search format. */

const SECRET = "rank-route-secret-0123456789";
const SITE = "ornekajans.com.tr";


interface Stub {
  server: http.Server;
  url: string;
  requests: URLSearchParams[];
}

/** Keyword "bulunan": the site is third on page 1; "olmayan": one page without it; "hata": 500. */
async function startSerpApiStub(): Promise<Stub> {
  const requests: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    requests.push(url.searchParams);
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== "/search.json") return send(404, { error: "not found" });
    if (url.searchParams.get("api_key") !== "test-key") return send(401, { error: "Invalid API key." });
    const keyword = url.searchParams.get("q");
    if (keyword === "hata") return send(500, { error: "Internal error" });
    const others = ["https://rakip-bir.com/", "https://www.rakip-iki.com.tr/seo", "https://rakip-uc.net/", "https://rakip-dort.org/"];
    const links = keyword === "bulunan" ? [others[0], others[1], `https://www.${SITE}/hizmetler/seo`, others[2]] : others;
    send(200, {
      search_information: { total_results: 1_230_000 },
      organic_results: links.map((link, index) => ({ position: index + 1, link })),
      serpapi_pagination: {},
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

async function stop(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  json: T;
}

interface Harness {
  services: Services;
  getCaptcha(): Promise<RankCaptchaResponse>;
  search(body: Record<string, unknown>): Promise<Reply>;
  close(): Promise<void>;
}

async function startApi(env: Record<string, string>): Promise<Harness> {
  const database: TestDatabase = sqliteTestDatabase();
  const services = await createServices(loadEnv({ DATABASE_URL: database.url, ...env }), { startOutbox: false });
  const endpoint = createRankEndpoint({ timeoutMs: 5_000 });
  const served = await serveApi(services, [
    { method: "GET", path: "/api/captcha", handler: endpoint.captcha },
    { method: "POST", path: "/api/rank", handler: endpoint.rank },
  ]);
  const { base } = served;
  return {
    services,
    async getCaptcha() {
      const response = await fetch(`${base}/api/captcha`);
      expect(response.status).toBe(200);
      return (await response.json()) as RankCaptchaResponse;
    },
    async search(body) {
      const response = await fetch(`${base}/api/rank`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, headers: response.headers, json: await response.json() };
    },
    async close() {
      await served.close();
      await services.close();
      await database.drop();
    },
  };
}

/** What a visitor does: read "7 × 3 = ?" and type 21. */
function solve(question: string): string {
  const match = /^(\d+) ([+−×]) (\d+) = \?$/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  return String(match[2] === "+" ? a + b : match[2] === "−" ? a - b : a * b);
}

function wrongAnswer(question: string): string {
  return String(Number(solve(question)) + 1);
}

/** A token for "6 + 2" issued at a chosen time. */
function tokenIssuedAt(at: Date): string {
  const values = [0, 6, 2];
  let i = 0;
  const random: RandomInt = () => values[i++ % 3] ?? 1;
  return issueChallenge(SECRET, at, random).token;
}

describe("rank endpoints with SerpApi configured", () => {
  let stub: Stub;
  let harness: Harness;

  async function solvedBody(overrides: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const captcha = await harness.getCaptcha();
    return {
      website: `  https://www.${SITE}/  `,
      keyword: "  bulunan  ",
      device: "desktop",
      captchaToken: captcha.token,
      captchaAnswer: solve(captcha.question),
      ...overrides,
    };
  }

  beforeAll(async () => {
    vi.stubEnv("LOG_LEVEL", "error");
    stub = await startSerpApiStub();
    harness = await startApi({
      SERP_PROVIDER: "serpapi",
      SERP_API_KEY: "test-key",
      SERP_BASE_URL: stub.url,
      CAPTCHA_SECRET: SECRET,
      RANK_RATE_LIMIT: "1000",
    });
  });

  afterAll(async () => {
    await harness.close();
    await stop(stub.server);
    vi.unstubAllEnvs();
  });

  afterEach(() => {
    stub.requests.length = 0;
  });

  it("issues a maths question with a signed token that expires in ten minutes", async () => {
    const before = Date.now();
    const captcha = await harness.getCaptcha();
    expect(captcha.question).toMatch(/^(10|[1-9]) [+−×] (10|[1-9]) = \?$/);
    expect(captcha.token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(captcha.rankConfigured).toBe(true);
    const expiresAt = Date.parse(captcha.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + CAPTCHA_TTL_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + CAPTCHA_TTL_MS);
    // The answer is not in the token.
    const payload = JSON.parse(Buffer.from(captcha.token.split(".")[0] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual(["exp", "h", "id", "q", "v"]);
  });

  it("finds the site with a correct answer and answers the required fields", async () => {
    const { status, json } = await harness.search(await solvedBody());
    expect(status).toBe(200);
    expect(json).toEqual({ rank: 3, website: `https://www.${SITE}/`, keyword: "bulunan", device: "desktop", totalResults: 1_230_000 });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0]?.get("q")).toBe("bulunan");
    expect(stub.requests[0]?.get("gl")).toBe("tr");
    expect(stub.requests[0]?.get("device")).toBe("desktop");
  });

  it("answers rank null when the site is not in the results", async () => {
    const { status, json } = await harness.search(await solvedBody({ keyword: "olmayan", device: "mobile" }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ rank: null, keyword: "olmayan", device: "mobile", totalResults: 1_230_000 });
    expect(stub.requests[0]?.get("device")).toBe("mobile");
  });

  it("answers a cached result without asking the provider again (spellings of one search are one entry)", async () => {
    const first = await harness.search(await solvedBody({ keyword: "bulunan", device: "mobile" }));
    expect(first.status).toBe(200);
    expect(stub.requests).toHaveLength(1);
    const second = await harness.search(await solvedBody({ website: SITE, keyword: "  BULUNAN ", device: "mobile" }));
    expect(second.status).toBe(200);
    expect(second.json).toEqual({ rank: 3, website: SITE, keyword: "BULUNAN", device: "mobile", totalResults: 1_230_000 });
    expect(stub.requests).toHaveLength(1);
  });

  it("refuses a wrong answer, and the token cannot be used for a second guess", async () => {
    const captcha = await harness.getCaptcha();
    const body = { website: SITE, keyword: "bulunan", device: "desktop", captchaToken: captcha.token };
    const wrong = await harness.search({ ...body, captchaAnswer: wrongAnswer(captcha.question) });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toEqual({ error: CAPTCHA_MESSAGES.wrongMessage, code: "captcha_wrong" });
    const retry = await harness.search({ ...body, captchaAnswer: solve(captcha.question) });
    expect(retry.status).toBe(403);
    expect(retry.json).toEqual({ error: CAPTCHA_MESSAGES.requiredMessage, code: "captcha_required" });
    expect(stub.requests).toHaveLength(0);
  });

  it("refuses a replayed token", async () => {
    const body = await solvedBody({ keyword: "olmayan" });
    expect((await harness.search(body)).status).toBe(200);
    const replay = await harness.search(body);
    expect(replay.status).toBe(403);
    expect(replay.json).toEqual({ error: CAPTCHA_MESSAGES.requiredMessage, code: "captcha_required" });
  });

  it("refuses an expired token", async () => {
    const token = tokenIssuedAt(new Date(Date.now() - CAPTCHA_TTL_MS - 1000));
    const { status, json } = await harness.search({ website: SITE, keyword: "bulunan", device: "desktop", captchaToken: token, captchaAnswer: "8" });
    expect(status).toBe(403);
    expect(json).toEqual({ error: CAPTCHA_MESSAGES.requiredMessage, code: "captcha_required" });
  });

  it.each([
    ["a changed payload", (token: string) => {
      const [body, signature] = token.split(".") as [string, string];
      const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
      payload.exp = Date.now() + 10 * CAPTCHA_TTL_MS;
      return `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
    }],
    ["another secret's signature", () => issueChallenge("not-the-site-secret-000000").token],
    ["garbage", () => "bu.bir-token-degil"],
  ])("refuses a token with %s", async (_name, tamper) => {
    const token = tamper(tokenIssuedAt(new Date()));
    const { status, json } = await harness.search({ website: SITE, keyword: "bulunan", device: "desktop", captchaToken: token, captchaAnswer: "8" });
    expect(status).toBe(403);
    expect(json).toEqual({ error: CAPTCHA_MESSAGES.requiredMessage, code: "captcha_required" });
    expect(stub.requests).toHaveLength(0);
  });

  it("reports a provider failure as 'Arama sırasında bir hata oluştu' and does not cache it", async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { status, json } = await harness.search(await solvedBody({ keyword: "hata" }));
      expect(status).toBe(502);
      expect(json).toEqual({ error: RANK_MESSAGES.searchFailed, code: "provider" });
    }
    expect(stub.requests).toHaveLength(2);
  });

  it.each([
    [{ website: "" }, RANK_MESSAGES.missingFields],
    [{ keyword: "   " }, RANK_MESSAGES.missingFields],
    [{ website: "localhost" }, RANK_MESSAGES.invalidWebsite],
    [{ device: "tablet" }, RANK_MESSAGES.invalidDevice],
    [{ captchaAnswer: "" }, CAPTCHA_MESSAGES.requiredMessage],
  ])("answers 400 to %j without spending the captcha", async (override, message) => {
    const body = await solvedBody();
    const refused = await harness.search({ ...body, ...override });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: message, code: "validation" });
    expect((await harness.search(body)).status).toBe(200);
  });
});

describe("rank endpoints without a provider", () => {
  let harness: Harness;

  beforeAll(async () => {
    vi.stubEnv("LOG_LEVEL", "error");
    // No CAPTCHA_SECRET either: the router makes one up for this process.
    harness = await startApi({ RANK_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await harness.close();
    vi.unstubAllEnvs();
  });

  it("says up front and after a solved captcha that the tool is not configured", async () => {
    const captcha = await harness.getCaptcha();
    expect(captcha.rankConfigured).toBe(false);
    const { status, json } = await harness.search({
      website: SITE,
      keyword: "seo",
      device: "desktop",
      captchaToken: captcha.token,
      captchaAnswer: solve(captcha.question),
    });
    expect(status).toBe(503);
    expect(json).toEqual({ error: RANK_MESSAGES.notConfigured, code: "not_configured" });
  });

  it("rate-limits searches per client address with 429 and a Turkish message", async () => {
    // The previous test used one of the two searches.
    const captcha = await harness.getCaptcha();
    const body = { website: SITE, keyword: "seo", device: "desktop", captchaToken: captcha.token, captchaAnswer: wrongAnswer(captcha.question) };
    expect((await harness.search(body)).status).toBe(403);
    const limited = (await harness.search(body)) as Reply<RankError>;
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("rate_limited");
    expect(limited.json.error).toMatch(/^Çok fazla arama yaptınız\. Lütfen \d+ (saniye|dakika) sonra tekrar deneyin\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
