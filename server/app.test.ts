import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import type { EntryContext, ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEnv } from "../app/.server/env";
import { createServices, type Services } from "../app/services.server";
import * as healthRoute from "../app/routes/api/health";
import { HTTP_ERROR_TEXT } from "../app/site/http-errors.content";
import { sqliteTestDatabase, type TestDatabase } from "../tests/support/databases";
import { captureLog } from "../tests/support/log-capture";
import { rawRequest, streamUpload, type RawResponse } from "../tests/support/raw-http";
import { createApp, fixedSecurityHeaders, withStaticFastPath } from "./app";
import { DISCARD_AFTER_REFUSAL_BYTES, REQUEST_BODY_LIMIT_BYTES } from "./body-limit";
import { handleUnexpectedErrors } from "./error-handler";
import { PERMISSIONS_POLICY } from "./security-headers";
import { loadStaticAssets, staticFastPath, staticFiles } from "./static-files";

/**
 * The Express app exactly as production assembles it (createApp), with a stand-in React Router
 * build whose one page route action reports the form it received (beside the real /api/health
 * resource route), a real static-file table and real services, on a real HTTP server: attacks go
 * in over raw sockets.
 */

const LIMIT = REQUEST_BODY_LIMIT_BYTES;

function fakeBuild(): ServerBuild {
  const component = () => null;
  const manifestRoute = {
    module: "/x.js",
    hasAction: true,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    imports: [],
  };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number, headers: Headers, context: EntryContext) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const data = context.staticHandlerContext.actionData?.["routes/page"] ?? null;
          return new Response(`<!DOCTYPE html><html lang="tr"><body>${JSON.stringify(data)}</body></html>`, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: component } },
      // The real health check: a resource route, as app/routes.ts lists it.
      "routes/api/health": { id: "routes/api/health", parentId: "root", path: "api/health", module: healthRoute },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "*",
        module: {
          default: component,
          action: async ({ request }: { request: Request }) => {
            const form = await request.formData();
            const message = form.get("message");
            return { fields: [...form.keys()].length, messageLength: typeof message === "string" ? message.length : 0 };
          },
        },
      },
    },
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: { id: "root", path: "", ...manifestRoute },
        "routes/api/health": { id: "routes/api/health", parentId: "root", path: "api/health", ...manifestRoute, hasAction: true, hasLoader: true },
        "routes/page": { id: "routes/page", parentId: "root", path: "*", ...manifestRoute },
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild; // a stand-in: only what the request handler reads
}

let database: TestDatabase;
let services: Services;
let clientDir: string;
let server: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Refusals log warnings; logLines() turns them back on where they are the subject.
  vi.stubEnv("LOG_LEVEL", "error");
  database = sqliteTestDatabase();
  const env = loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", NODE_ENV: "production" });
  services = await createServices(env, { startOutbox: false });
  clientDir = mkdtempSync(path.join(tmpdir(), "client-build-"));
  mkdirSync(path.join(clientDir, "seo"));
  writeFileSync(path.join(clientDir, "index.html"), "<!DOCTYPE html><title>Ana sayfa</title>");
  writeFileSync(path.join(clientDir, "seo", "index.html"), "<!DOCTYPE html><title>SEO</title>");
  // Stand-ins for the build's precompressed copies: which one is sent is the subject, not its bytes.
  writeFileSync(path.join(clientDir, "seo", "index.html.br"), "brotli copy");
  writeFileSync(path.join(clientDir, "seo", "index.html.gz"), "gzip copy");
  const assets = await loadStaticAssets(clientDir);
  const app = createApp({ env, services, build: fakeBuild(), assets: staticFiles(assets) });
  // As production listens: plain requests for the build answered before Express.
  server = createServer(withStaticFastPath(app, staticFastPath(assets, fixedSecurityHeaders(env))));
  server.on("connection", (socket) => sockets.push(socket));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await services.close();
  await database.drop();
  rmSync(clientDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(() => {
  vi.unstubAllEnvs();
});

const get = (target: string, headers = "Host: 127.0.0.1\r\n", version = "1.1") =>
  rawRequest(port, `GET ${target} HTTP/${version}\r\n${headers}Connection: close\r\n\r\n`);

function expectTurkishPage(response: RawResponse, status: keyof typeof HTTP_ERROR_TEXT) {
  expect(response.status).toBe(status);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; /);
  expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
  expect(response.body).toContain(`<h1>${HTTP_ERROR_TEXT[status].title}</h1>`);
  expect(response.body).not.toMatch(/<script|Error:|at .+:\d+:\d+/);
}

/** Captures what the app logs while `run` runs: each call must be one JSON object on one line. */
async function logLines(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const capture = captureLog();
  vi.stubEnv("LOG_LEVEL", "info");
  try {
    await run();
  } finally {
    vi.stubEnv("LOG_LEVEL", "error");
    capture.stop();
  }
  return capture.records();
}

describe("malformed requests", () => {
  it("TRACE on the API answers the JSON 404 of a method an endpoint does not take", async () => {
    const response = await rawRequest(port, "TRACE /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ code: "not_found" });
  });

  it("TRACE, PUT and OPTIONS on a page answer 405 with Allow", async () => {
    for (const method of ["TRACE", "PUT", "OPTIONS", "DELETE"]) {
      const response = await rawRequest(port, `${method} /iletisim HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      expectTurkishPage(response, 405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("a missing Host (HTTP/1.0) or a malformed one answers 400; the JSON API needs none", async () => {
    expectTurkishPage(await get("/blog", "", "1.0"), 400);
    for (const host of ["a b", "[::1", "[::1]x", "[zz::1]", "evil.test/x", "user@evil.test", "a\tb", "host:99999", ""]) {
      expectTurkishPage(await get("/blog", `Host: ${host}\r\n`), 400);
    }
    const health = await get("/api/health", "", "1.0");
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok", delivery: "none", jobs: { waiting: 0, running: 0, oldestWaitingSeconds: 0 } });
    const badHostApi = await get("/api/health", "Host: a b\r\n");
    expect(badHostApi.status).toBe(400);
    expect(JSON.parse(badHostApi.body)).toMatchObject({ code: "bad_request" });
    for (const host of ["localhost:3000", "[::1]:3000", "www.example.com", "xn--pusula-dijital-7kb.example"]) {
      expect((await get("/blog", `Host: ${host}\r\n`)).status, host).toBe(200);
    }
  });

  it("an undecodable path answers 400 in Turkish, not Express's English page", async () => {
    expectTurkishPage(await get("/%c0%ae"), 400);
    expectTurkishPage(await get("/seo/%ff"), 400);
  });

  it("an asterisk or garbage request target answers 400", async () => {
    expectTurkishPage(await get("*"), 400);
  });

  it("logs each refusal as one JSON line", async () => {
    const lines = await logLines(async () => {
      await rawRequest(port, "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
      await get("/%c0%ae");
      await get("/", "Host: [::1\r\n");
    });
    const refusals = lines.filter((line) => line.event !== "request_completed");
    expect(refusals.map((line) => [line.event, line.status, line.reason])).toEqual([
      ["request_rejected", 405, "method"],
      ["request_rejected", 400, "path_encoding"],
      ["request_rejected", 400, "invalid_host"],
    ]);
  });
});

describe("redirects", () => {
  it("absolute-form request lines are read as their path: the trailing-slash redirect stays on this site", async () => {
    const root = await get("http://evil.test/////");
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe("/");
    const seo = await get("http://evil.test/seo/?utm_source=x&b=%2F%2Fevil.test");
    expect(seo.headers.location).toBe("/seo?utm_source=x&b=%2F%2Fevil.test");
    expect((await get("http://evil.test")).status).toBe(200);
    expect((await get("HTTP://EVIL.TEST/seo")).body).toContain("<title>SEO</title>");
  });

  it("staticFiles alone takes the query from an absolute-form target correctly", async () => {
    const app = express();
    app.use(staticFiles(await loadStaticAssets(clientDir)));
    const bare = createServer(app).listen(0, "127.0.0.1");
    await once(bare, "listening");
    try {
      const send = (target: string) =>
        rawRequest((bare.address() as AddressInfo).port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect((await send("http://evil.test/////")).headers.location).toBe("/");
      expect((await send("http://evil.test/seo/?a=1")).headers.location).toBe("/seo?a=1");
    } finally {
      bare.closeAllConnections();
      bare.close();
    }
  });

  it("origin-form paths that look like hosts never produce an off-site Location", async () => {
    for (const target of ["//evil.test/", "///evil.test/", "//evil.test/seo/", "/seo/?//evil.test", "/\\evil.test/"]) {
      const location = (await get(target)).headers.location;
      if (location !== undefined) expect(location, target).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe("form bodies on page routes", () => {
  const formHead = (length: number | "chunked", target = "/iletisim") =>
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n${
      length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`
    }\r\n\r\n`;

  const bytesReadByServer = () => sockets.reduce((sum, socket) => sum + socket.bytesRead, 0);

  it("a body at the limit reaches the action whole, chunked or not", async () => {
    const body = `message=${"a".repeat(LIMIT - "message=".length)}`;
    for (const framing of [body.length, "chunked"] as const) {
      const head = formHead(framing);
      const request = framing === "chunked" ? `${head}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n` : `${head}${body}`;
      const response = await rawRequest(port, request);
      expect(response.status).toBe(200);
      expect(JSON.parse(/<body>(.*)<\/body>/.exec(response.body)?.[1] ?? "null")).toEqual({ fields: 1, messageLength: LIMIT - 8 });
    }
  });

  it("one byte over the limit answers the Turkish 413 page", async () => {
    for (const target of ["/iletisim", "/bulten"]) {
      const { response } = await streamUpload(port, formHead(LIMIT + 1, target), LIMIT + 1);
      expectTurkishPage(response, 413);
      expect(response.body).toContain(HTTP_ERROR_TEXT[413].message.replaceAll("'", "&#39;"));
      expect(response.body).toContain('href="/iletisim"');
    }
  });

  it("a declared 5 MB body is refused before it is read, and never read to its end", async () => {
    const before = bytesReadByServer();
    const total = 5 * 1024 * 1024;
    const upload = await streamUpload(port, formHead(total), total, { pauseMs: 1 });
    expectTurkishPage(upload.response, 413);
    expect(upload.bytesSentBeforeResponse).toBeLessThan(total / 2);
    expect(upload.bytesSentTotal).toBeLessThan(total);
    expect(bytesReadByServer() - before).toBeLessThan(DISCARD_AFTER_REFUSAL_BYTES + 256 * 1024);
  });

  it("a chunked 5 MB body is refused once it passes the limit, and the connection is cut", async () => {
    const before = bytesReadByServer();
    const total = 5 * 1024 * 1024;
    const upload = await streamUpload(port, formHead("chunked"), total, { chunked: true, pauseMs: 1 });
    expectTurkishPage(upload.response, 413);
    expect(upload.bytesSentBeforeResponse).toBeLessThan(total / 2);
    expect(upload.bytesSentTotal).toBeLessThan(total);
    expect(bytesReadByServer() - before).toBeLessThan(LIMIT + DISCARD_AFTER_REFUSAL_BYTES + 256 * 1024);
  });

  it("the JSON API keeps the same limit", async () => {
    const body = JSON.stringify({ message: "a".repeat(LIMIT) });
    const response = await rawRequest(
      port,
      `POST /api/leads/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: "payload_too_large" });
  });
});

describe("headers", () => {
  it("Permissions-Policy is on prerendered files, rendered pages, the API and error pages", async () => {
    for (const target of ["/seo", "/blog", "/api/health", "/%c0"]) {
      expect((await get(target)).headers["permissions-policy"], target).toBe(PERMISSIONS_POLICY);
    }
  });
});

describe("the static fast path (docs/decisions/043)", () => {
  // The fast path writes no log line, so it gives no request id either (server/request-log.ts).
  const withoutDate = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "date" && name !== "x-request-id"));

  it("answers a plain request with exactly the headers and body the Express chain gives", async () => {
    for (const encoding of ["", "Accept-Encoding: gzip\r\n", "Accept-Encoding: br, gzip\r\n"]) {
      const fast = await get("/seo", `Host: 127.0.0.1\r\n${encoding}`);
      // A query is not plain: the same file then comes through Express and helmet.
      const express = await get("/seo?utm_source=test", `Host: 127.0.0.1\r\n${encoding}`);
      expect(fast.status).toBe(200);
      expect(withoutDate(fast.headers)).toEqual(withoutDate(express.headers));
      expect(fast.body).toBe(express.body);
    }
    const headers = (await get("/seo")).headers;
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    expect(headers["content-security-policy"]).toContain("default-src");
  });

  it("leaves malformed, conditional and unknown requests to the app", async () => {
    expect((await get("/seo", "Host: bad host\r\n")).status).toBe(400);
    expect((await rawRequest(port, "TRACE /seo HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")).status).toBe(405);
    const etag = (await get("/seo")).headers.etag ?? "";
    expect((await get("/seo", `Host: 127.0.0.1\r\nIf-None-Match: ${etag}\r\n`)).status).toBe(304);
    expect((await get("/seo/")).status).toBe(301);
  });
});

describe("content negotiation and conditional requests", () => {
  const encodingFor = async (acceptEncoding: string, target = "/seo?x=1") =>
    (await get(target, `Host: 127.0.0.1\r\nAccept-Encoding: ${acceptEncoding}\r\n`)).headers["content-encoding"];

  it.each([
    ["br, gzip", "br"],
    ["gzip, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br", "br"],
    ["br;q=0.2, gzip;q=0.8", "gzip"],
    ["identity", undefined],
    ["*", "br"],
    ["*;q=0", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
  ])("Accept-Encoding %j gets %s, on the fast path and through Express alike", async (acceptEncoding, expected) => {
    expect(await encodingFor(acceptEncoding)).toBe(expected);
    expect(await encodingFor(acceptEncoding, "/seo")).toBe(expected);
  });

  it("negotiates a long Accept-Encoding (one it does not cache) as any other", async () => {
    const long = `${"x-unknown;q=0.1, ".repeat(40)}gzip`;
    expect(await encodingFor(long)).toBe("gzip");
    expect(await encodingFor(long, "/seo")).toBe("gzip");
  });

  it("says the answer varies with Accept-Encoding", async () => {
    expect((await get("/seo")).headers.vary).toContain("Accept-Encoding");
  });

  it("answers 304 to an If-None-Match list, a weak tag or *, and 200 to other tags", async () => {
    const etag = (await get("/seo")).headers.etag ?? "";
    const status = async (ifNoneMatch: string, method = "GET") =>
      (await rawRequest(port, `${method} /seo HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: ${ifNoneMatch}\r\nConnection: close\r\n\r\n`)).status;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(await status(etag)).toBe(304);
    expect(await status(`"other", ${etag}`)).toBe(304);
    expect(await status(`"a","b" , ${etag}`)).toBe(304);
    expect(await status(`W/${etag}`)).toBe(304);
    expect(await status("*")).toBe(304);
    expect(await status(`"other", ${etag}`, "HEAD")).toBe(304);
    expect(await status(`"other"`)).toBe(200);
    expect(await status(`W/"other"`)).toBe(200);
  });

  it("ignores If-Modified-Since beside an If-None-Match that does not match", async () => {
    const response = await get("/seo", `Host: 127.0.0.1\r\nIf-None-Match: "other"\r\nIf-Modified-Since: ${new Date(Date.now() + 86_400_000).toUTCString()}\r\n`);
    expect(response.status).toBe(200);
  });
});

describe("request id", () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("keeps a sane incoming X-Request-Id, echoes it, and puts it on the lines logged while handling the request", async () => {
    let response: RawResponse | undefined;
    const lines = await logLines(async () => {
      response = await rawRequest(port, "TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: lb-42.a_B\r\nConnection: close\r\n\r\n");
    });
    expect(response?.headers["x-request-id"]).toBe("lb-42.a_B");
    expect(lines.map((line) => [line.event, line.requestId, line.status])).toEqual([
      ["request_rejected", "lb-42.a_B", 405],
      ["request_completed", "lb-42.a_B", 405],
    ]);
  });

  it("replaces a missing, long or odd incoming id with a fresh UUID; each request its own", async () => {
    const ids: string[] = [];
    for (const header of ["", `X-Request-Id: ${"a".repeat(65)}\r\n`, "X-Request-Id: a b\r\n", 'X-Request-Id: "><script>\r\n', "X-Request-Id: \r\n"]) {
      const response = await get("/blog", `Host: 127.0.0.1\r\n${header}`);
      expect(response.status).toBe(200);
      ids.push(response.headers["x-request-id"] ?? "");
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("logs one request_completed line per page request, none for /api/health or build files", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const assetsDir = mkdtempSync(path.join(tmpdir(), "client-assets-"));
    mkdirSync(path.join(assetsDir, "assets"));
    writeFileSync(path.join(assetsDir, "assets", "app-1234.js"), "export {};");
    const env = loadEnv({ DATABASE_URL: database.url, NODE_ENV: "production" });
    // Without the fast path, so the build file goes through Express like a conditional request would.
    const bare = createServer(createApp({ env, services, build: fakeBuild(), assets: staticFiles(await loadStaticAssets(assetsDir)) }));
    bare.listen(0, "127.0.0.1");
    await once(bare, "listening");
    const send = (target: string) =>
      rawRequest((bare.address() as AddressInfo).port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    try {
      const pages: RawResponse[] = [];
      const lines = await logLines(async () => {
        pages.push(await send("/blog?utm_source=x"));
        expect((await send("/api/health")).status).toBe(200);
        expect((await send("/assets/app-1234.js")).status).toBe(200);
        // The line is written when the response has finished: give it that turn.
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      const completed = lines.filter((line) => line.event === "request_completed");
      expect(completed).toEqual([
        expect.objectContaining({ level: "info", requestId: pages[0]?.headers["x-request-id"], method: "GET", path: "/blog", status: 200 }),
      ]);
      expect(completed[0]?.ms).toEqual(expect.any(Number));
    } finally {
      bare.closeAllConnections();
      bare.close();
      rmSync(assetsDir, { recursive: true, force: true });
    }
  });
});

describe("handleUnexpectedErrors", () => {
  it("answers the Turkish 500 page and logs the error with its stack on one JSON line", async () => {
    const app = express();
    app.get("/boom", () => {
      throw new Error("multi\nline");
    });
    app.use(handleUnexpectedErrors);
    const bare = createServer(app).listen(0, "127.0.0.1");
    await once(bare, "listening");
    try {
      let response: RawResponse | undefined;
      const lines = await logLines(async () => {
        response = await rawRequest((bare.address() as AddressInfo).port, "GET /boom HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
      });
      expect(response?.status).toBe(500);
      expect(response?.body).toContain(HTTP_ERROR_TEXT[500].title);
      expect(response?.body).not.toContain("multi");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: "error", event: "request_failed", status: 500, error: { type: "Error", message: "multi\nline" } });
      expect(String((lines[0]?.error as { stack?: unknown }).stack)).toContain("app.test.ts");
    } finally {
      bare.closeAllConnections();
      bare.close();
    }
  });
});
