import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ByteBudget } from "./byte-budget";
import { SafeFetchError } from "./errors";
import { SAFE_FETCH_MESSAGES, tooLargeMessage } from "./messages.content";
import { safeFetch, type SafeFetchOptions } from "./safe-fetch";

/* We decode only what we ask for (gzip, deflate, br), within the byte caps; anything else is refused. */

const PAGE = "<!doctype html><title>Sıkıştırılmış</title><p>Merhaba dünya</p>";
// 20 MB of zeros gzip to about 20 KB: a bomb for a 1 MB cap.
const BOMB = gzipSync(Buffer.alloc(20 * 1024 * 1024));
const seenAcceptEncoding: string[] = [];

let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenAcceptEncoding.push(String(req.headers["accept-encoding"]));
    const send = (encoding: string, body: Buffer): void => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": encoding });
      res.end(body);
    };
    switch (req.url) {
      case "/gzip":
        return send("gzip", gzipSync(PAGE));
      case "/deflate":
        return send("deflate", deflateSync(PAGE));
      case "/br":
        return send("br", brotliCompressSync(PAGE));
      case "/bomb":
        return send("gzip", BOMB);
      case "/zstd":
        return send("zstd", Buffer.from(PAGE));
      case "/x-foo":
        return send("x-foo", Buffer.from(PAGE));
      case "/stacked":
        return send("gzip, br", brotliCompressSync(gzipSync(PAGE)));
      case "/mislabelled":
        return send("gzip", Buffer.from(PAGE));
      default:
        res.writeHead(404);
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const options = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({ allowHosts: [`127.0.0.1:${port}`], ...extra });
const url = (path: string): string => `http://127.0.0.1:${port}${path}`;

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("safeFetch: Content-Encoding", () => {
  it.each(["/gzip", "/deflate", "/br"])("decodes %s, which it asked for", async (path) => {
    const page = await safeFetch(url(path), options());
    expect(page.body).toBe(PAGE);
    expect(seenAcceptEncoding.at(-1)).toBe("gzip, deflate, br");
  });

  it("caps a gzip bomb at the byte cap, counting decoded bytes, quickly and without blocking the event loop", async () => {
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const started = performance.now();
    const error = await refusal(safeFetch(url("/bomb"), options({ maxBytes: 1024 * 1024 })));
    clearInterval(ticker);
    expect(error.code).toBe("too_large");
    expect(error.message).toBe(tooLargeMessage(1024 * 1024));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(ticks).toBeGreaterThan(0);
  });

  it("charges the job's budget with decoded bytes", async () => {
    const budget = new ByteBudget(10 * 1024 * 1024);
    const page = await safeFetch(url("/gzip"), options({ budget }));
    expect(budget.used).toBe(Buffer.byteLength(page.body));
  });

  it.each(["/zstd", "/x-foo", "/stacked"])("refuses %s, an encoding it did not ask for, without reading it as text", async (path) => {
    const error = await refusal(safeFetch(url(path), options()));
    expect(error.code).toBe("unsupported_encoding");
    expect(error.message).toBe(SAFE_FETCH_MESSAGES.unsupported_encoding);
  });

  it("refuses a body that is not what its Content-Encoding says", async () => {
    const error = await refusal(safeFetch(url("/mislabelled"), options()));
    expect(error.code).toBe("bad_encoding");
    expect(error.message).toBe(SAFE_FETCH_MESSAGES.bad_encoding);
  });
});
