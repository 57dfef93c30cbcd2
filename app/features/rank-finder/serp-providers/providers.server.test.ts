import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProvider } from "./index.server";
import { createDataForSeoProvider } from "./dataforseo.server";
import { createSerpApiProvider } from "./serpapi.server";
import { createSerperProvider } from "./serper.server";
import { SerpProviderError } from "./types.server";
import type { RankQuery, SerpProvider } from "./types.server";

/*
 * Each provider talks to a loopback server that answers in that provider's format. The
 * handler is swapped per test; every request is recorded so paging can be counted.
 */

interface Recorded {
  method: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (req: Recorded, res: http.ServerResponse) => void;

let server: http.Server;
let baseUrl = "";
let handler: Handler = (_req, res) => res.end();
const requests: Recorded[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded = {
        method: req.method ?? "",
        url: new URL(req.url ?? "/", "http://serp.local"),
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests.length = 0;
});

function json(res: http.ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Ten competitor links for page `pageIndex`, with the site at `siteSlot` (0-based) when given. */
function pageLinks(pageIndex: number, siteSlot?: number): string[] {
  return Array.from({ length: 10 }, (_, i) =>
    i === siteSlot ? "https://www.ornekajans.com.tr/seo-hizmeti" : `https://rakip-${pageIndex}-${i}.com.tr/yazi`,
  );
}

const query: RankQuery = { keyword: "seo ajansı istanbul", website: "ornekajans.com.tr", device: "mobile" };
const call = (provider: SerpProvider, q: RankQuery = query) => provider.findRank(q, { fetch });

async function expectProviderError(promise: Promise<unknown>, code: SerpProviderError["code"]): Promise<SerpProviderError> {
  const error = await promise.then(
    () => {
      throw new Error("expected a SerpProviderError");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SerpProviderError);
  expect((error as SerpProviderError).code).toBe(code);
  return error as SerpProviderError;
}

describe("SerpApi adapter", () => {
  const provider = () => createSerpApiProvider({ apiKey: "serpapi-key", baseUrl });

  /** SerpApi-shaped page; positions are absolute (start + i + 1) as SerpApi numbers them. */
  function serpApiPage(start: number, links: string[], last = false) {
    return {
      search_metadata: { status: "Success" },
      search_information: { total_results: 1230000, query_displayed: query.keyword },
      organic_results: links.map((link, i) => ({ position: start + i + 1, title: `Sonuç ${i}`, link })),
      serpapi_pagination: last ? { current: start / 10 + 1 } : { current: start / 10 + 1, next: "https://serpapi.com/next" },
    };
  }

  it("finds the site on page 1 with one request and the Turkish Google parameters", async () => {
    handler = (req, res) => json(res, serpApiPage(0, pageLinks(0, 2)));
    expect(await call(provider())).toEqual({ rank: 3, totalResults: 1230000 });
    expect(requests).toHaveLength(1);
    const params = requests[0]?.url.searchParams;
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url.pathname).toBe("/search.json");
    expect(Object.fromEntries(params ?? [])).toEqual({
      engine: "google",
      q: "seo ajansı istanbul",
      google_domain: "google.com.tr",
      gl: "tr",
      hl: "tr",
      location: "Turkey",
      device: "mobile",
      start: "0",
      api_key: "serpapi-key",
    });
  });

  it("pages with start=0,10,20 and stops on page 3 where the site is", async () => {
    handler = (req, res) => {
      const start = Number(req.url.searchParams.get("start"));
      json(res, serpApiPage(start, pageLinks(start / 10, start === 20 ? 3 : undefined)));
    };
    expect(await call(provider())).toEqual({ rank: 24, totalResults: 1230000 });
    expect(requests.map((r) => r.url.searchParams.get("start"))).toEqual(["0", "10", "20"]);
  });

  it("does not count look-alike domains", async () => {
    handler = (req, res) => {
      const links = pageLinks(0);
      links[0] = "https://evil-ornekajans.com.tr/";
      links[1] = "https://ornekajans.com.tr.evil.net/";
      links[5] = "https://blog.ornekajans.com.tr/yazi"; // subdomain: counts
      json(res, serpApiPage(0, links));
    };
    expect((await call(provider())).rank).toBe(6);
  });

  it("reports not found after 100 results (10 requests)", async () => {
    handler = (req, res) => {
      const start = Number(req.url.searchParams.get("start"));
      json(res, serpApiPage(start, pageLinks(start / 10), start === 90));
    };
    expect(await call(provider())).toEqual({ rank: null, totalResults: 1230000 });
    expect(requests).toHaveLength(10);
  });

  it("stops early when results run out", async () => {
    handler = (req, res) => {
      const start = Number(req.url.searchParams.get("start"));
      if (start === 0) json(res, serpApiPage(0, pageLinks(0)));
      else json(res, { search_metadata: { status: "Success" }, error: "Google hasn't returned any results for this query." });
    };
    expect(await call(provider())).toEqual({ rank: null, totalResults: 1230000 });
    expect(requests).toHaveLength(2);
  });

  it("stops when there is no next page", async () => {
    handler = (req, res) => json(res, serpApiPage(0, pageLinks(0).slice(0, 7), true));
    expect((await call(provider())).rank).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it("turns an error field into a provider error", async () => {
    handler = (req, res) => json(res, { error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key" });
    const error = await expectProviderError(call(provider()), "provider_error");
    expect(error.message).toBe("Arama servisi isteği reddetti. Lütfen daha sonra tekrar deneyin.");
    expect(error.detail).toContain("Invalid API key");
  });

  it("reports HTTP 500", async () => {
    handler = (req, res) => json(res, { error: "Internal error" }, 500);
    const error = await expectProviderError(call(provider()), "http_status");
    expect(error.status).toBe(500);
  });

  it("reports malformed JSON", async () => {
    handler = (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{ organic_results: [");
    };
    await expectProviderError(call(provider()), "malformed_response");
  });

  it("reports a response of the wrong shape", async () => {
    handler = (req, res) => json(res, { organic_results: "yok" });
    await expectProviderError(call(provider()), "malformed_response");
  });
});

describe("Serper adapter", () => {
  const provider = () => createSerperProvider({ apiKey: "serper-key", baseUrl });

  /** Serper-shaped page; positions restart at 1 on every page. */
  function serperPage(page: number, links: string[]) {
    return {
      searchParameters: { q: query.keyword, gl: "tr", hl: "tr", type: "search", page, engine: "google" },
      organic: links.map((link, i) => ({ title: `Sonuç ${i}`, link, snippet: "…", position: i + 1 })),
      credits: 1,
    };
  }

  it("finds the site on page 1 with X-API-KEY and the JSON body", async () => {
    handler = (req, res) => json(res, serperPage(1, pageLinks(0, 0)));
    expect(await call(provider())).toEqual({ rank: 1, totalResults: null });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("POST");
    expect(requests[0]?.url.pathname).toBe("/search");
    expect(requests[0]?.headers["x-api-key"]).toBe("serper-key");
    expect(requests[0]?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(requests[0]?.body ?? "")).toEqual({ q: "seo ajansı istanbul", gl: "tr", hl: "tr", page: 1 });
  });

  it("pages 1,2,3 and stops on page 3 where the site is (per-page positions become absolute)", async () => {
    handler = (req, res) => {
      const page = (JSON.parse(req.body) as { page: number }).page;
      json(res, serperPage(page, pageLinks(page - 1, page === 3 ? 6 : undefined)));
    };
    expect(await call(provider())).toEqual({ rank: 27, totalResults: null });
    expect(requests.map((r) => (JSON.parse(r.body) as { page: number }).page)).toEqual([1, 2, 3]);
  });

  it("reads a total count when one is present", async () => {
    handler = (req, res) => json(res, { ...serperPage(1, pageLinks(0, 1)), searchInformation: { totalResults: "4.560.000" } });
    expect(await call(provider())).toEqual({ rank: 2, totalResults: 4560000 });
  });

  it("reports not found after 10 pages", async () => {
    handler = (req, res) => {
      const page = (JSON.parse(req.body) as { page: number }).page;
      json(res, serperPage(page, pageLinks(page - 1)));
    };
    expect(await call(provider())).toEqual({ rank: null, totalResults: null });
    expect(requests).toHaveLength(10);
  });

  it("stops when a page comes back empty", async () => {
    handler = (req, res) => {
      const page = (JSON.parse(req.body) as { page: number }).page;
      json(res, serperPage(page, page === 1 ? pageLinks(0) : []));
    };
    expect((await call(provider())).rank).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it("turns { message } into a provider error", async () => {
    handler = (req, res) => json(res, { message: "Not enough credits", statusCode: 400 });
    await expectProviderError(call(provider()), "provider_error");
  });

  it("reports HTTP 500 and 403", async () => {
    handler = (req, res) => json(res, { message: "Unauthorized.", statusCode: 403 }, 403);
    expect((await expectProviderError(call(provider()), "http_status")).status).toBe(403);
    handler = (req, res) => {
      res.writeHead(500);
      res.end("Internal Server Error");
    };
    expect((await expectProviderError(call(provider()), "http_status")).status).toBe(500);
  });

  it("reports malformed JSON", async () => {
    handler = (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end("<html>bakım</html>");
    };
    await expectProviderError(call(provider()), "malformed_response");
  });
});

describe("DataForSEO adapter", () => {
  const provider = () => createDataForSeoProvider({ apiKey: "login@example.com:s3cr3t:with-colon", baseUrl });

  /** Live Advanced response with SERP features mixed in; rank_group counts organic results only. */
  function liveResponse(siteRank: number | null, total = 100) {
    const items: unknown[] = [
      { type: "featured_snippet", rank_group: 1, rank_absolute: 1, url: "https://www.ornekajans.com.tr/snippet" },
      { type: "people_also_ask", rank_group: 1, rank_absolute: 2, url: null },
    ];
    for (let rank = 1; rank <= total; rank++) {
      items.push({
        type: "organic",
        rank_group: rank,
        rank_absolute: rank + 2,
        url: rank === siteRank ? "https://ornekajans.com.tr/seo" : `https://rakip-${rank}.com.tr/`,
      });
    }
    return {
      version: "0.1.20250101",
      status_code: 20000,
      status_message: "Ok.",
      tasks: [
        {
          id: "task-1",
          status_code: 20000,
          status_message: "Ok.",
          result: [{ keyword: query.keyword, se_results_count: 987000, items_count: items.length, items }],
        },
      ],
    };
  }

  it("finds the site (first-page position) with Basic auth and the task body", async () => {
    handler = (req, res) => json(res, liveResponse(4));
    expect(await call(provider())).toEqual({ rank: 4, totalResults: 987000 });
    expect(requests).toHaveLength(1);
    const req = requests[0];
    expect(req?.method).toBe("POST");
    expect(req?.url.pathname).toBe("/v3/serp/google/organic/live/advanced");
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from("login@example.com:s3cr3t:with-colon").toString("base64")}`);
    expect(JSON.parse(req?.body ?? "")).toEqual([
      { keyword: "seo ajansı istanbul", location_code: 2792, language_code: "tr", device: "mobile", depth: 100 },
    ]);
  });

  it("finds a third-page position in the same single request", async () => {
    handler = (req, res) => json(res, liveResponse(23));
    expect(await call(provider())).toEqual({ rank: 23, totalResults: 987000 });
    expect(requests).toHaveLength(1);
  });

  it("ignores SERP features and reports not found in 100", async () => {
    handler = (req, res) => json(res, liveResponse(null));
    expect(await call(provider())).toEqual({ rank: null, totalResults: 987000 });
  });

  it("copes with an empty result", async () => {
    handler = (req, res) =>
      json(res, { status_code: 20000, tasks: [{ status_code: 20000, result: [{ se_results_count: 0, items: null }] }] });
    expect(await call(provider())).toEqual({ rank: null, totalResults: 0 });
  });

  it("turns non-20000 status codes into provider errors", async () => {
    handler = (req, res) => json(res, { status_code: 40100, status_message: "You are not authorized to access this resource." });
    expect((await expectProviderError(call(provider()), "provider_error")).detail).toContain("40100");
    handler = (req, res) =>
      json(res, { status_code: 20000, tasks: [{ status_code: 40501, status_message: "Invalid Field: 'location_code'.", result: null }] });
    expect((await expectProviderError(call(provider()), "provider_error")).detail).toContain("40501");
  });

  it("reports HTTP 500 and malformed JSON", async () => {
    handler = (req, res) => json(res, { status_code: 50000 }, 500);
    expect((await expectProviderError(call(provider()), "http_status")).status).toBe(500);
    handler = (req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"status_code": 20000, "tasks": [');
    };
    await expectProviderError(call(provider()), "malformed_response");
  });

  it("refuses a key without login:password", () => {
    expect(() => createDataForSeoProvider({ apiKey: "only-password", baseUrl })).toThrow(/login:password/);
  });
});

describe("network failures and the factory", () => {
  it("maps connection failures to a network error", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const provider = createSerperProvider({ apiKey: "k", baseUrl: `http://127.0.0.1:${port}` });
    await expectProviderError(call(provider), "network");
  });

  it("passes a caller's abort through", async () => {
    handler = () => undefined; // never answers
    const controller = new AbortController();
    const pending = createSerperProvider({ apiKey: "k", baseUrl }).findRank(query, { fetch, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("creates providers by name and returns null when not configured", () => {
    expect(createProvider("serpapi", "k")?.name).toBe("serpapi");
    expect(createProvider(" Serper ", "k")?.name).toBe("serper");
    expect(createProvider("dataforseo", "login:pass")?.name).toBe("dataforseo");
    expect(createProvider("dataforseo", "no-colon")).toBeNull();
    expect(createProvider("serpapi", "")).toBeNull();
    expect(createProvider("serpapi", undefined)).toBeNull();
    expect(createProvider("bing", "k")).toBeNull();
    expect(createProvider(undefined, "k")).toBeNull();
  });
});
