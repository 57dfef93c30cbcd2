import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { charsetFromContentType, decodeBody, mediaType, prescanMetaCharset } from "./charset";
import { fetchRobotsTxt, robotsTxtUrl } from "./robots";

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
