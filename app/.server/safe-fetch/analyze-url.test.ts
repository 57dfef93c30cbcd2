import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyzeUrl } from "./analyze-url";
import { charsetFromContentType, decodeBody, mediaType, prescanMetaCharset } from "./charset";
import { SafeFetchError } from "./errors";
import { fetchRobotsTxt, robotsTxtUrl } from "./robots";

/* Two loopback sites: "a" serves pages and robots.txt, "b" has no robots.txt, "c" fails on it. */

let server: http.Server;
let port = 0;
const origin = (): string => `http://127.0.0.1:${port}`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? "/";
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return void res.end("User-agent: GPTBot\nDisallow: /gizli\n\nUser-agent: *\nAllow: /");
    }
    if (path === "/gizli/sayfa" || path === "/") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-robots-tag": "gptbot: noindex" });
      return void res.end('<html lang="tr"><head><title>Gizli sayfa</title></head><body><main><h1>Merhaba</h1></main></body></html>');
    }
    if (path === "/eski") {
      res.writeHead(301, { location: "/gizli/sayfa" });
      return void res.end();
    }
    if (path === "/pdf") {
      res.writeHead(200, { "content-type": "application/pdf" });
      return void res.end("%PDF");
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const allow = () => ({ allowHosts: [`127.0.0.1:${port}`] });

describe("analyzeUrl", () => {
  it("fetches, follows redirects, reads robots.txt of the final origin and analyses", async () => {
    const result = await analyzeUrl(`${origin()}/eski`, allow());
    expect(result.finalUrl).toBe(`${origin()}/gizli/sayfa`);
    expect(result.redirects).toEqual([`${origin()}/eski`]);
    expect(result.robots.kind).toBe("found");
    expect(result.analysis.title).toBe("Gizli sayfa");
    expect(result.analysis.robotsDirectives.gptbot.noindex).toBe(true);
    expect(result.analysis.aiCrawlers?.find((v) => v.bot === "GPTBot")).toMatchObject({
      allowed: false,
      rule: { directive: "disallow", path: "/gizli" },
      group: { userAgents: ["GPTBot"], matchedBy: "token" },
    });
  });

  it("refuses non-HTML with the Turkish reason", async () => {
    await expect(analyzeUrl(`${origin()}/pdf`, allow())).rejects.toMatchObject({
      code: "not_html",
      message: "Adres bir HTML sayfası döndürmedi.",
    });
  });

  it("refuses private targets by default", async () => {
    await expect(analyzeUrl(`${origin()}/`)).rejects.toBeInstanceOf(SafeFetchError);
  });
});

describe("fetchRobotsTxt", () => {
  it("treats 4xx as missing (everything allowed) and 5xx as unreachable", async () => {
    const missing = http.createServer((_req, res) => {
      res.writeHead(404);
      res.end();
    });
    const failing = http.createServer((_req, res) => {
      res.writeHead(503);
      res.end();
    });
    await Promise.all([missing, failing].map((s) => new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve))));
    const mPort = (missing.address() as AddressInfo).port;
    const fPort = (failing.address() as AddressInfo).port;
    try {
      const m = await fetchRobotsTxt(`http://127.0.0.1:${mPort}/x`, { allowHosts: [`127.0.0.1:${mPort}`] });
      expect(m).toEqual({ kind: "missing", url: `http://127.0.0.1:${mPort}/robots.txt`, status: 404 });
      const f = await fetchRobotsTxt(`http://127.0.0.1:${fPort}/x`, { allowHosts: [`127.0.0.1:${fPort}`] });
      expect(f.kind).toBe("unreachable");
      const blocked = await fetchRobotsTxt("http://10.0.0.1/", {
        beforeConnect: () => {
          throw new Error("must not connect");
        },
      });
      expect(blocked.kind === "unreachable" && blocked.error.code).toBe("blocked_address");
    } finally {
      await Promise.all([missing, failing].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
    }
  });

  it("builds the robots.txt URL from the origin", () => {
    expect(robotsTxtUrl("https://www.example.com/a/b?c=1#d")).toBe("https://www.example.com/robots.txt");
  });
});

describe("charset helpers", () => {
  it("reads media type and charset parameters", () => {
    expect(mediaType('Text/HTML; Charset="ISO-8859-9"')).toBe("text/html");
    expect(charsetFromContentType('text/html; charset="ISO-8859-9"')).toBe("iso-8859-9");
    expect(charsetFromContentType("text/html")).toBeNull();
    expect(mediaType(undefined)).toBeNull();
  });

  it("prescans <meta> in both spellings", () => {
    expect(prescanMetaCharset(Buffer.from('<meta charset="windows-1254">'))).toBe("windows-1254");
    expect(prescanMetaCharset(Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-9">'))).toBe(
      "iso-8859-9",
    );
    expect(prescanMetaCharset(Buffer.from("<p>yok</p>"))).toBeNull();
  });

  it("prefers BOM, then header, then meta, then UTF-8", () => {
    const turkish1254 = Buffer.from([0xfe, 0xfd]); // "şı" in windows-1254
    expect(decodeBody(turkish1254, "text/html; charset=windows-1254")).toBe("şı");
    expect(decodeBody(Buffer.concat([Buffer.from('<meta charset="windows-1254">'), turkish1254]), "text/html")).toContain("şı");
    expect(decodeBody(Buffer.from("\uFEFFşı", "utf8"), "text/html; charset=windows-1254")).toBe("şı");
    expect(decodeBody(Buffer.from("şı", "utf8"), "text/html")).toBe("şı");
    expect(decodeBody(Buffer.from("şı", "utf8"), "text/html; charset=bilinmeyen")).toBe("şı");
    // A <meta> claiming UTF-16 in an ASCII-compatible document means UTF-8.
    expect(decodeBody(Buffer.from('<meta charset="utf-16">şı', "utf8"), "text/html")).toContain("şı");
  });
});
