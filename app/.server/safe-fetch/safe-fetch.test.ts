import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ByteBudget, ByteBudgetExceeded } from "./byte-budget";
import { SafeFetchError } from "./errors";
import { SAFE_FETCH_MESSAGES, httpStatusMessage, timeoutMessage, tooLargeMessage } from "./messages.content";
import { buildRequest, getHeader, HTML_CONTENT_TYPES, isAllowedPort, parseAllowHosts, pinnedLookup, safeFetch, typedPorts } from "./safe-fetch";
import type { LookupAll, ResolvedAddress, SafeFetchOptions } from "./safe-fetch";

/*
 * Everything here stays on 127.0.0.1. Two servers:
 *  - the canary counts every TCP connection it receives; hostile targets point at it where they
 *    can, and the count must stay 0;
 *  - the fixture is the one "allowed" site (via allowHosts) and serves pages, redirects and
 *    misbehaving bodies.
 * Every call also carries a `beforeConnect` guard that records connection attempts and throws
 * for anything but loopback, so even a broken policy could not send a packet elsewhere.
 */

let canary: http.Server;
let canaryPort = 0;
let canaryConnections = 0;
let fixture: http.Server;
let fixturePort = 0;
const fixtureHits: string[] = [];
const fixtureHosts: string[] = [];

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

// "Şişli'de güzel ığdır" in windows-1254 bytes.
const TURKISH_1254 = Buffer.from([
  0xde, 0x69, 0xfe, 0x6c, 0x69, 0x27, 0x64, 0x65, 0x20, 0x67, 0xfc, 0x7a, 0x65, 0x6c, 0x20, 0xfd, 0xf0, 0x64, 0xfd, 0x72,
]);
const TURKISH_TEXT = "Şişli'de güzel ığdır";

function fixtureHandler(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? "/", "http://fixture.local");
  fixtureHits.push(url.pathname);
  fixtureHosts.push(req.headers.host ?? "");
  const html = (body: string): void => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="tr"><head><title>Test</title></head><body>${body}</body></html>`);
  };
  const redirect = (location: string, status = 302): void => {
    res.writeHead(status, { location });
    res.end();
  };

  switch (url.pathname) {
    case "/ok":
      return html("<h1>Merhaba dünya</h1>");
    case "/headers":
      res.writeHead(200, [
        ["Content-Type", "text/html"],
        ["X-Robots-Tag", "gptbot: noindex"],
        ["X-Robots-Tag", "nofollow"],
        ["X-Custom", "tek"],
      ]);
      return void res.end("<p>x</p>");
    case "/tr-1254":
      res.writeHead(200, { "content-type": "text/html; charset=windows-1254" });
      return void res.end(TURKISH_1254);
    case "/tr-8859-9":
      res.writeHead(200, { "content-type": "text/html; charset=ISO-8859-9" });
      return void res.end(TURKISH_1254);
    case "/tr-meta":
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end(
        Buffer.concat([Buffer.from('<html><head><meta charset="windows-1254"></head><body>'), TURKISH_1254, Buffer.from("</body></html>")]),
      );
    case "/json":
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end("{}");
    case "/no-type":
      res.writeHead(200);
      return void res.end("<p>?</p>");
    case "/missing":
      res.writeHead(404, { "content-type": "text/html" });
      return void res.end("yok");
    case "/server-error":
      res.writeHead(503);
      return void res.end();
    case "/chain": {
      const left = Number(url.searchParams.get("n") ?? "0");
      return left > 0 ? redirect(`/chain?n=${left - 1}`, 301) : html("<p>zincir sonu</p>");
    }
    case "/loop":
      return redirect("/loop");
    case "/redirect-private":
      return redirect("http://10.0.0.1/admin");
    case "/redirect-canary":
      return redirect(`http://127.0.0.1:${canaryPort}/`, 307);
    case "/redirect-localhost":
      return redirect(`http://localhost:${canaryPort}/`, 308);
    case "/redirect-metadata":
      return redirect("http://169.254.169.254/latest/meta-data/");
    case "/redirect-file":
      return redirect("file:///etc/passwd");
    case "/redirect-relative":
      return redirect("ok", 303);
    case "/redirect-smtp":
      return redirect("http://public.example.test:25/");
    case "/redirect-redis":
      return redirect("https://public.example.test:6379/", 301);
    case "/endless":
    case "/endless-compressed": {
      // Answers in br when offered it, as a compressing server would (the body is never brotli: no test reads it).
      const offered = String(req.headers["accept-encoding"] ?? "").includes("br");
      res.writeHead(200, { "content-type": "text/html", ...(url.pathname === "/endless-compressed" && offered ? { "content-encoding": "br", vary: "Accept-Encoding" } : {}) });
      const chunk = Buffer.alloc(16 * 1024, "a");
      const pump = (): void => {
        while (res.write(chunk)) {
          if (res.destroyed) return;
        }
        if (!res.destroyed) res.once("drain", pump);
      };
      return pump();
    }
    case "/declared-huge":
      res.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
      return void res.write("<p>");
    case "/slow":
      res.writeHead(200, { "content-type": "text/html" });
      // Half a page, then silence: only the overall deadline can end this.
      return void res.write("<html><body><p>yavaş");
    case "/slow-headers":
      return; // never answers
    default:
      res.writeHead(404);
      res.end();
  }
}

const connectAttempts: { url: string; address: string; port: number }[] = [];
const guard: SafeFetchOptions["beforeConnect"] = (info) => {
  connectAttempts.push(info);
  if (info.address !== "127.0.0.1" && info.address !== "::1") {
    throw new Error(`test guard: refusing to connect to ${info.address}`);
  }
};

/** Test resolver: fixed answers per name; unknown names fail like NXDOMAIN. */
function fakeLookup(table: Record<string, ResolvedAddress[]>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const answer = table[hostname];
    if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return answer;
  };
  return Object.assign(fn, { calls });
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

let lookup: ReturnType<typeof fakeLookup>;

function options(extra: SafeFetchOptions = {}): SafeFetchOptions {
  return { lookup, allowHosts: [`127.0.0.1:${fixturePort}`], beforeConnect: guard, ...extra };
}

const fx = (path: string): string => `http://127.0.0.1:${fixturePort}${path}`;

async function expectRefused(
  promise: Promise<unknown>,
  code: SafeFetchError["code"],
  message?: string,
): Promise<SafeFetchError> {
  const error = await promise.then(
    () => {
      throw new Error("expected safeFetch to fail");
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  const sfe = error as SafeFetchError;
  expect(sfe.code).toBe(code);
  if (message !== undefined) expect(sfe.message).toBe(message);
  return sfe;
}

beforeAll(async () => {
  canary = http.createServer((_req, res) => res.end("canary"));
  canary.on("connection", () => {
    canaryConnections += 1;
  });
  canaryPort = await listen(canary);
  fixture = http.createServer(fixtureHandler);
  fixturePort = await listen(fixture);
});

afterAll(async () => {
  await Promise.all([close(canary), close(fixture)]);
});

beforeEach(() => {
  lookup = fakeLookup({
    localhost: [v4("127.0.0.1"), v6("::1")],
    "internal.example.test": [v4("127.0.0.1")],
    "v6-loopback.example.test": [v6("::1")],
    "metadata.example.test": [v4("169.254.169.254")],
    "mixed.example.test": [v4("93.184.216.34"), v4("10.0.0.1")],
    "mapped.example.test": [v6("::ffff:127.0.0.1")],
    "site.example.test": [v4("127.0.0.1")],
    "public.example.test": [v4("93.184.216.34")],
  });
  connectAttempts.length = 0;
  fixtureHits.length = 0;
  fixtureHosts.length = 0;
});

describe("safeFetch: SSRF refusals", () => {
  const blocked = SAFE_FETCH_MESSAGES.blocked_address;
  const protocol = SAFE_FETCH_MESSAGES.unsupported_protocol;
  // [description, url (function so the canary port is known), code, message]
  const hostile: [string, () => string, SafeFetchError["code"], string][] = [
    ["loopback literal", () => `http://127.0.0.1:${canaryPort}/`, "blocked_address", blocked],
    ["loopback 127.1 short form", () => `http://127.1:${canaryPort}/`, "blocked_address", blocked],
    ["localhost via resolver", () => `http://localhost:${canaryPort}/`, "blocked_address", blocked],
    ["IPv6 loopback [::1]", () => `http://[::1]:${canaryPort}/`, "blocked_address", blocked],
    ["unspecified 0.0.0.0", () => `http://0.0.0.0:${canaryPort}/`, "blocked_address", blocked],
    ["unspecified [::]", () => `http://[::]:${canaryPort}/`, "blocked_address", blocked],
    ["private 10/8", () => "http://10.0.0.1/", "blocked_address", blocked],
    ["private 172.16/12", () => "http://172.16.0.1/", "blocked_address", blocked],
    ["private 192.168/16", () => "http://192.168.1.1/", "blocked_address", blocked],
    ["cloud metadata 169.254.169.254", () => "http://169.254.169.254/latest/meta-data/", "blocked_address", blocked],
    ["CGNAT 100.64/10", () => "http://100.64.0.1/", "blocked_address", blocked],
    ["IPv4-mapped [::ffff:127.0.0.1]", () => `http://[::ffff:127.0.0.1]:${canaryPort}/`, "blocked_address", blocked],
    ["IPv4-mapped hex [::ffff:7f00:1]", () => `http://[::ffff:7f00:1]:${canaryPort}/`, "blocked_address", blocked],
    ["IPv4-compatible [::127.0.0.1]", () => `http://[::127.0.0.1]:${canaryPort}/`, "blocked_address", blocked],
    ["decimal 2130706433", () => `http://2130706433:${canaryPort}/`, "blocked_address", blocked],
    ["octal 0177.0.0.1", () => `http://0177.0.0.1:${canaryPort}/`, "blocked_address", blocked],
    ["hex 0x7f000001", () => `http://0x7f000001:${canaryPort}/`, "blocked_address", blocked],
    ["mixed hex 0x7f.1", () => `http://0x7f.1:${canaryPort}/`, "blocked_address", blocked],
    ["IPv6 ULA [fc00::1]", () => "http://[fc00::1]/", "blocked_address", blocked],
    ["IPv6 link-local [fe80::1]", () => "http://[fe80::1]/", "blocked_address", blocked],
    ["multicast 224.0.0.1", () => "http://224.0.0.1/", "blocked_address", blocked],
    ["broadcast 255.255.255.255", () => "http://255.255.255.255/", "blocked_address", blocked],
    ["benchmarking 198.18.0.1", () => "http://198.18.0.1/", "blocked_address", blocked],
    ["documentation 203.0.113.5", () => "http://203.0.113.5/", "blocked_address", blocked],
    ["documentation [2001:db8::1]", () => "http://[2001:db8::1]/", "blocked_address", blocked],
    ["NAT64 of loopback [64:ff9b::7f00:1]", () => "http://[64:ff9b::7f00:1]/", "blocked_address", blocked],
    ["6to4 of 192.168.1.1", () => "http://[2002:c0a8:101::1]/", "blocked_address", blocked],
    ["Teredo", () => "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "blocked_address", blocked],
    ["name resolving to loopback", () => `http://internal.example.test:${canaryPort}/`, "blocked_address", blocked],
    ["name resolving to ::1", () => `http://v6-loopback.example.test:${canaryPort}/`, "blocked_address", blocked],
    ["name resolving to mapped loopback", () => `http://mapped.example.test:${canaryPort}/`, "blocked_address", blocked],
    ["name resolving to metadata address", () => "http://metadata.example.test/", "blocked_address", blocked],
    ["name resolving to public + private", () => "http://mixed.example.test/", "blocked_address", blocked],
    ["redirect from allowed fixture to 10.0.0.1", () => fx("/redirect-private"), "blocked_address", blocked],
    ["redirect from allowed fixture to canary port", () => fx("/redirect-canary"), "blocked_address", blocked],
    ["redirect from allowed fixture to localhost", () => fx("/redirect-localhost"), "blocked_address", blocked],
    ["redirect from allowed fixture to metadata", () => fx("/redirect-metadata"), "blocked_address", blocked],
    ["redirect from allowed fixture to file:", () => fx("/redirect-file"), "unsupported_protocol", protocol],
    ["file:///etc/passwd", () => "file:///etc/passwd", "unsupported_protocol", protocol],
    ["gopher://", () => `gopher://127.0.0.1:${canaryPort}/_GET`, "unsupported_protocol", protocol],
    ["ftp://", () => `ftp://127.0.0.1:${canaryPort}/`, "unsupported_protocol", protocol],
    ["data:", () => "data:text/html,<h1>x</h1>", "unsupported_protocol", protocol],
    ["javascript:", () => "javascript:alert(1)", "unsupported_protocol", protocol],
    ["not a URL", () => "htp//bozuk adres", "invalid_url", SAFE_FETCH_MESSAGES.invalid_url],
  ];

  it("covers at least 25 hostile targets", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
  });

  it.each(hostile)("refuses %s before connecting", async (_name, url, code, message) => {
    await expectRefused(safeFetch(url(), options()), code, message);
    // No socket was ever opened towards a refused hop (redirect cases opened one to the fixture).
    expect(connectAttempts.every((a) => a.port === fixturePort && a.address === "127.0.0.1")).toBe(true);
    expect(canaryConnections).toBe(0);
  });

  it("does not consult DNS for IP literals", async () => {
    await expectRefused(safeFetch("http://10.1.2.3/", options()), "blocked_address");
    await expectRefused(safeFetch(`http://0x7f.1:${canaryPort}/`, options()), "blocked_address");
    expect(lookup.calls).toEqual([]);
  });

  it("allowHosts opens exactly one host:port, not the whole loopback", async () => {
    const ok = await safeFetch(fx("/ok"), options());
    expect(ok.status).toBe(200);
    await expectRefused(safeFetch(`http://127.0.0.1:${canaryPort}/`, options()), "blocked_address");
    await expectRefused(
      safeFetch(fx("/ok"), { ...options(), allowHosts: [] }),
      "blocked_address",
      SAFE_FETCH_MESSAGES.blocked_address,
    );
    expect(canaryConnections).toBe(0);
  });

  afterAll(() => {
    expect(canaryConnections).toBe(0);
  });
});

describe("safeFetch: port policy", () => {
  it.each([
    ["http://public.example.test:25/", "/redirect-smtp"],
    ["https://public.example.test:6379/", "/redirect-redis"],
  ])("refuses a redirect to a public host's %s before connecting", async (_target, path) => {
    const error = await expectRefused(safeFetch(fx(path), options()), "blocked_port", SAFE_FETCH_MESSAGES.blocked_port);
    expect(error.detail).toMatch(/^public\.example\.test:(25|6379)$/);
    // Only the fixture's hop ever reached the connection guard.
    expect(connectAttempts.map((a) => a.port)).toEqual([fixturePort]);
  });

  it("allows 80, 443, the typed ports and exactly the allow-listed fixtures' host and port, nothing else", () => {
    const allowHosts = ["127.0.0.1:4567", "[::1]:4568"];
    const allowed = (url: string, allowPorts: number[] = []): boolean => isAllowedPort(new URL(url), { allowHosts, allowPorts });
    expect(allowed("http://example.com/")).toBe(true);
    expect(allowed("https://example.com/")).toBe(true);
    expect(allowed("http://example.com:443/")).toBe(true);
    expect(allowed("https://example.com:80/")).toBe(true);
    expect(allowed("http://127.0.0.1:4567/")).toBe(true);
    expect(allowed("http://[::1]:4568/")).toBe(true);
    // An allowance names one service: its port on another host is not opened with it.
    expect(allowed("http://example.com:4567/")).toBe(false);
    expect(allowed("http://127.0.0.2:4567/")).toBe(false);
    expect(allowed("http://127.0.0.1:4568/")).toBe(false);
    expect(allowed("http://example.com:8080/")).toBe(false);
    expect(allowed("http://example.com:8080/", typedPorts(["http://example.com:8080/giris", "https://example.com/"]))).toBe(true);
    expect(allowed("http://example.com:6379/", typedPorts(["http://example.com:8080/"]))).toBe(false);
    expect(allowed("http://example.com:25/")).toBe(false);
    expect(typedPorts(["https://a.example/", "http://b.example:8080/x", "bozuk"])).toEqual([443, 8080]);
  });
});

describe("safeFetch: per-request hook", () => {
  it("is called once per hop, before that hop's request is sent", async () => {
    const charged: string[] = [];
    const hitsWhenCharged: number[] = [];
    const result = await safeFetch(
      fx("/chain?n=2"),
      options({
        beforeRequest: (url) => {
          charged.push(url.href);
          hitsWhenCharged.push(fixtureHits.length);
        },
      }),
    );
    expect(result.redirects).toHaveLength(2);
    expect(charged).toEqual([fx("/chain?n=2"), fx("/chain?n=1"), fx("/chain?n=0")]);
    expect(hitsWhenCharged).toEqual([0, 1, 2]);
  });

  it("refuses the hop with the hook's error, sending nothing", async () => {
    const spent = new SafeFetchError("host_budget", SAFE_FETCH_MESSAGES.host_budget);
    await expectRefused(
      safeFetch(fx("/ok"), options({ beforeRequest: async () => Promise.reject(spent) })),
      "host_budget",
      SAFE_FETCH_MESSAGES.host_budget,
    );
    expect(fixtureHits).toEqual([]);
  });
});

describe("safeFetch: limits", () => {
  it("stops an endless body at the byte cap", async () => {
    const error = await expectRefused(
      safeFetch(fx("/endless"), options({ maxBytes: 64 * 1024 })),
      "too_large",
      tooLargeMessage(64 * 1024),
    );
    expect(error.message).toBe("Sayfa 64 KB sınırını aşıyor.");
  });

  it("reads only the headers when asked, offering compression then and only then", async () => {
    const probe = await safeFetch(fx("/endless-compressed"), options({ maxBytes: 64 * 1024, headersOnly: { acceptEncoding: "br, gzip" } }));
    expect(probe).toMatchObject({ status: 200, body: "", headers: { "content-encoding": "br", vary: "Accept-Encoding" } });
    // Read, it is decoded, and the decoded bytes stop at the cap (content-encoding.test.ts has the rest).
    await expectRefused(safeFetch(fx("/endless-compressed"), options({ maxBytes: 64 * 1024 })), "too_large", tooLargeMessage(64 * 1024));
  });

  it("charges a shared byte budget as it reads, and stops reading once it has no room", async () => {
    const budget = new ByteBudget(100 * 1024);
    const first = await safeFetch(fx("/ok"), options({ budget }));
    expect(budget.used).toBe(Buffer.byteLength(first.body));
    // The per-request cap is 5 MB; the shared budget ends the endless body first.
    await expect(safeFetch(fx("/endless"), options({ budget }))).rejects.toBeInstanceOf(ByteBudgetExceeded);
    expect(budget.exhausted).toBe(true);
    expect(budget.used).toBeLessThanOrEqual(100 * 1024);
    // Spent: the next request is not sent at all.
    const hits = fixtureHits.length;
    await expect(safeFetch(fx("/ok"), options({ budget }))).rejects.toBeInstanceOf(ByteBudgetExceeded);
    expect(fixtureHits.length).toBe(hits);
  });

  it("refuses a declared Content-Length above the cap without reading", async () => {
    await expectRefused(safeFetch(fx("/declared-huge"), options()), "too_large", "Sayfa 5 MB sınırını aşıyor.");
  });

  it("times out a slow body", async () => {
    const started = Date.now();
    await expectRefused(safeFetch(fx("/slow"), options({ timeoutMs: 300 })), "timeout", "Sayfa 0,3 saniye içinde yanıt vermedi.");
    // Only catches a hang (10 times the timeout): the error code says the timeout ended it.
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("times out a server that never answers", async () => {
    await expectRefused(safeFetch(fx("/slow-headers"), options({ timeoutMs: 200 })), "timeout");
  });

  it("times out a resolver that hangs", async () => {
    const hanging: LookupAll = () => new Promise(() => undefined);
    await expectRefused(safeFetch("http://hang.example.test/", options({ lookup: hanging, timeoutMs: 100 })), "timeout");
  });

  it("uses the required wording for the defaults", () => {
    expect(timeoutMessage(10_000)).toBe("Sayfa 10 saniye içinde yanıt vermedi.");
    expect(tooLargeMessage(5 * 1024 * 1024)).toBe("Sayfa 5 MB sınırını aşıyor.");
    expect(httpStatusMessage(404)).toBe("Sunucu HTTP 404 döndürdü.");
  });

  it("follows up to 5 redirects and refuses the 6th", async () => {
    const ok = await safeFetch(fx("/chain?n=5"), options());
    expect(ok.redirects).toHaveLength(5);
    expect(ok.finalUrl).toBe(fx("/chain?n=0"));

    fixtureHits.length = 0;
    await expectRefused(safeFetch(fx("/chain?n=6"), options()), "too_many_redirects");
    expect(fixtureHits).toHaveLength(6);

    fixtureHits.length = 0;
    await expectRefused(safeFetch(fx("/loop"), options({ maxRedirects: 2 })), "too_many_redirects");
    expect(fixtureHits).toHaveLength(3);
  });

  it("refuses non-HTML content when HTML is required", async () => {
    await expectRefused(
      safeFetch(fx("/json"), options({ acceptContentTypes: HTML_CONTENT_TYPES })),
      "not_html",
      "Adres bir HTML sayfası döndürmedi.",
    );
    await expectRefused(safeFetch(fx("/no-type"), options({ acceptContentTypes: HTML_CONTENT_TYPES })), "not_html");
    // Without the filter the same response is fine.
    const json = await safeFetch(fx("/json"), options());
    expect(json.body).toBe("{}");
  });

  it("reports HTTP errors with the status", async () => {
    const error = await expectRefused(safeFetch(fx("/missing"), options()), "http_status", "Sunucu HTTP 404 döndürdü.");
    expect(error.status).toBe(404);
    await expectRefused(safeFetch(fx("/server-error"), options()), "http_status", "Sunucu HTTP 503 döndürdü.");
  });

  it("reports DNS failures", async () => {
    await expectRefused(safeFetch("http://nxdomain.example.test/", options()), "dns_failure", SAFE_FETCH_MESSAGES.dns_failure);
    const empty: LookupAll = async () => [];
    await expectRefused(safeFetch("http://empty.example.test/", options({ lookup: empty })), "dns_failure");
  });

  it("reports refused connections as network errors", async () => {
    const spare = http.createServer();
    const port = await listen(spare);
    await close(spare);
    await expectRefused(
      safeFetch(`http://127.0.0.1:${port}/`, options({ allowHosts: [`127.0.0.1:${port}`] })),
      "network",
      SAFE_FETCH_MESSAGES.network,
    );
  });

  it("honours an outer abort signal", async () => {
    const controller = new AbortController();
    const pending = safeFetch(fx("/slow-headers"), options({ signal: controller.signal }));
    setTimeout(() => controller.abort(new Error("vazgeçildi")), 50);
    await expect(pending).rejects.toThrow("vazgeçildi");
  });
});

describe("safeFetch: successful fetches", () => {
  it("returns final URL, status, headers, body and redirects", async () => {
    const result = await safeFetch(fx("/redirect-relative"), options({ acceptContentTypes: HTML_CONTENT_TYPES }));
    expect(result.finalUrl).toBe(fx("/ok"));
    expect(result.redirects).toEqual([fx("/redirect-relative")]);
    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(result.body).toContain("<h1>Merhaba dünya</h1>");
  });

  it("answers the first redirect itself when asked to stop there, asking nothing further", async () => {
    fixtureHits.length = 0;
    const result = await safeFetch(fx("/redirect-relative"), options({ stopAtRedirect: true, headersOnly: {} }));
    expect(result.status).toBe(303);
    expect(result.finalUrl).toBe(fx("/redirect-relative"));
    expect(getHeader(result.headers, "location")).toBe("ok");
    expect(result.redirects).toEqual([]);
    expect(fixtureHits).toEqual(["/redirect-relative"]);
  });

  it("keeps repeated headers apart", async () => {
    const result = await safeFetch(fx("/headers"), options());
    expect(result.headers["x-robots-tag"]).toEqual(["gptbot: noindex", "nofollow"]);
    expect(result.headers["x-custom"]).toBe("tek");
    expect(getHeader(result.headers, "X-Robots-Tag")).toBe("gptbot: noindex, nofollow");
  });

  it.each([
    ["/tr-1254", "charset in Content-Type (windows-1254)"],
    ["/tr-8859-9", "charset in Content-Type (ISO-8859-9)"],
    ["/tr-meta", "charset in <meta>"],
  ])("decodes Turkish legacy encodings: %s (%s)", async (path) => {
    const result = await safeFetch(fx(path), options());
    expect(result.body).toContain(TURKISH_TEXT);
  });

  it("connects to the vetted address only and keeps the Host header (no DNS rebinding)", async () => {
    // First answer is loopback (allowed for this host:port), later answers would be hostile.
    let calls = 0;
    const rebinding: LookupAll = async () => {
      calls += 1;
      return calls === 1 ? [v4("127.0.0.1")] : [v4("10.0.0.1")];
    };
    const result = await safeFetch(`http://site.example.test:${fixturePort}/ok`, {
      ...options({ lookup: rebinding }),
      allowHosts: [`site.example.test:${fixturePort}`],
    });
    expect(result.status).toBe(200);
    expect(calls).toBe(1);
    expect(fixtureHosts).toEqual([`site.example.test:${fixturePort}`]);
    expect(connectAttempts).toEqual([{ url: `http://site.example.test:${fixturePort}/ok`, address: "127.0.0.1", port: fixturePort }]);
  });

  it("sends the configured user agent", async () => {
    const seen: (string | undefined)[] = [];
    const ua = http.createServer((req, res) => {
      seen.push(req.headers["user-agent"]);
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<p>ok</p>");
    });
    const port = await listen(ua);
    try {
      await safeFetch(`http://127.0.0.1:${port}/`, options({ allowHosts: [`127.0.0.1:${port}`], userAgent: "TestBot/1.0" }));
      expect(seen).toEqual(["TestBot/1.0"]);
    } finally {
      await close(ua);
    }
  });
});

describe("request wiring", () => {
  it("reads ANALYZER_ALLOWED_HOSTS, keeping only host:port entries", () => {
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts("")).toEqual([]);
    expect(parseAllowHosts("127.0.0.1:4567, [::1]:4567 Fixture.Local:80")).toEqual([
      "127.0.0.1:4567",
      "[::1]:4567",
      "fixture.local:80",
    ]);
    // A bare host would open every port on it: dropped.
    expect(parseAllowHosts("127.0.0.1,localhost,*:80")).toEqual([]);
  });

  it("sends to the original host name (Host, SNI) and offers only the compressions it decodes", () => {
    const request = buildRequest(new URL("https://örnek.example.com:8443/yol?a=1"), { headers: { Host: "evil.example" } });
    expect(request.origin).toBe("https://xn--rnek-4qa.example.com:8443");
    expect(request.path).toBe("/yol?a=1");
    // Host comes from the origin, never from caller headers.
    expect(request.headers.host).toBeUndefined();
    expect(request.headers["accept-encoding"]).toBe("gzip, deflate, br");
    expect(buildRequest(new URL("https://a.example/"), { headersOnly: {} }).headers["accept-encoding"]).toBe("identity");
    expect(buildRequest(new URL("https://a.example/"), { headersOnly: { acceptEncoding: "br" } }).headers["accept-encoding"]).toBe("br");
  });

  it("pinned lookup answers both lookup shapes with the vetted address", () => {
    const lookupFn = pinnedLookup(v4("93.184.216.34"));
    const single = vi.fn();
    lookupFn("evil.example", { all: false }, single);
    expect(single).toHaveBeenCalledWith(null, "93.184.216.34", 4);
    const all = vi.fn();
    lookupFn("evil.example", { all: true }, all);
    expect(all).toHaveBeenCalledWith(null, [{ address: "93.184.216.34", family: 4 }]);
  });
});

describe("safeFetch: cancelled during the name lookup", () => {
  it("never leaves the lookup's later failure as an unhandled rejection", async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      const controller = new AbortController();
      // The job is cancelled while the resolver is still working; the resolver fails afterwards.
      const lookup: LookupAll = () => {
        controller.abort();
        return new Promise((_resolve, reject) => setTimeout(() => reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" })), 20));
      };
      await expect(safeFetch("http://yok.example.test/", { lookup, signal: controller.signal })).rejects.toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});
