import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LookupAll } from "~/.server/safe-fetch";
import { RESOURCE_LIMITS } from "../audit-page";
import { readPageRecord } from "../page-record";
import { PROBE_LIMITS, expiresSeconds, imageDimensions, probeResources, readSecurityTxt } from "./resource-probes";

const HOST = "site.example.test";
const OTHER = "ortak.example.test";
const lookup: LookupAll = async (hostname) => {
  if (hostname === HOST || hostname === OTHER) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/** A PNG's signature and IHDR chunk: all `imageDimensions` reads of a PNG. */
function pngHead(width: number, height: number): Buffer {
  const head = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(head, 0);
  head.writeUInt32BE(13, 8);
  head.write("IHDR", 12, "latin1");
  head.writeUInt32BE(width, 16);
  head.writeUInt32BE(height, 20);
  return head;
}

describe("imageDimensions", () => {
  it("reads PNG, GIF, the three WebP kinds and a JPEG whose frame comes after its metadata", () => {
    expect(imageDimensions(pngHead(1200, 630))).toEqual({ format: "png", width: 1200, height: 630 });

    const gif = Buffer.alloc(13);
    gif.write("GIF89a", 0, "latin1");
    gif.writeUInt16LE(640, 6);
    gif.writeUInt16LE(320, 8);
    expect(imageDimensions(gif)).toEqual({ format: "gif", width: 640, height: 320 });

    const webp = (chunk: string, fill: (bytes: Buffer) => void): Buffer => {
      const bytes = Buffer.alloc(40);
      bytes.write("RIFF", 0, "latin1");
      bytes.write("WEBP", 8, "latin1");
      bytes.write(chunk, 12, "latin1");
      fill(bytes);
      return bytes;
    };
    expect(imageDimensions(webp("VP8X", (b) => (b.writeUIntLE(1199, 24, 3), b.writeUIntLE(629, 27, 3))))).toEqual({ format: "webp", width: 1200, height: 630 });
    expect(imageDimensions(webp("VP8 ", (b) => (b.writeUInt16LE(1200, 26), b.writeUInt16LE(630, 28))))).toEqual({ format: "webp", width: 1200, height: 630 });
    expect(imageDimensions(webp("VP8L", (b) => b.writeUInt32LE((1200 - 1) | ((630 - 1) << 14), 21)))).toEqual({ format: "webp", width: 1200, height: 630 });

    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x10, 0x00]), Buffer.alloc(0x1000 - 2)]);
    const frame = Buffer.from([0xff, 0xc2, 0x00, 0x11, 0x08, 0x02, 0x76, 0x04, 0xb0]);
    expect(imageDimensions(Buffer.concat([Buffer.from([0xff, 0xd8]), exif, frame, Buffer.alloc(8)]))).toEqual({ format: "jpeg", width: 1200, height: 630 });
  });

  it("answers null for what it cannot read: a JPEG cut before its frame, an SVG, a few bytes", () => {
    expect(imageDimensions(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(100)]))).toEqual({ format: "jpeg", width: null, height: null });
    expect(imageDimensions(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>'))).toEqual({ format: null, width: null, height: null });
    expect(imageDimensions(Buffer.from([0x89, 0x50]))).toEqual({ format: null, width: null, height: null });
  });
});

describe("readSecurityTxt", () => {
  it("reads Contact and the first Expires, whatever the case of the field names, comments aside", () => {
    const text = "# Güvenlik ekibimiz\r\ncontact: mailto:guvenlik@ornek.example\r\nEXPIRES: 2027-06-30T23:59:59Z\r\nExpires: 2030-01-01T00:00:00Z\r\nPreferred-Languages: tr, en\r\n";
    expect(readSecurityTxt(text)).toEqual({ contact: true, expires: "2027-06-30T23:59:59Z" });
    expect(readSecurityTxt("Contact:\nPolicy: https://ornek.example/politika\n")).toEqual({ contact: false, expires: null });
  });
});

describe("expiresSeconds", () => {
  it("counts from the answer's Date, reads a past or unreadable Expires as expired, and nothing without one", () => {
    expect(expiresSeconds("Thu, 01 Dec 2026 00:00:00 GMT", "Wed, 30 Nov 2026 00:00:00 GMT")).toBe(86_400);
    expect(expiresSeconds("Thu, 01 Dec 2026 00:00:00 GMT", undefined, Date.parse("2026-11-30T12:00:00Z"))).toBe(43_200);
    expect(expiresSeconds("Mon, 01 Jan 2001 00:00:00 GMT", "Wed, 30 Nov 2026 00:00:00 GMT")).toBe(0);
    expect(expiresSeconds("0", undefined)).toBe(0);
    expect(expiresSeconds(undefined, "Wed, 30 Nov 2026 00:00:00 GMT")).toBeNull();
  });
});

describe("probeResources over a local site", () => {
  let server: http.Server;
  let port = 0;
  const requests: string[] = [];

  beforeEach(async () => {
    requests.length = 0;
    server = http.createServer((req, res) => {
      requests.push(`${req.headers.host?.split(":")[0]}${req.url} ${req.headers.range ?? ""}`.trim());
      const url = req.url ?? "/";
      if (url === "/.well-known/security.txt") return res.writeHead(200, { "content-type": "text/plain; charset=utf-8" }).end("Contact: mailto:guvenlik@ornek.example\nExpires: 2027-06-30T23:59:59Z\n");
      if (url === "/gone") return res.writeHead(404, { "content-type": "text/html" }).end("yok");
      if (url === "/img/buyuk.webp") return res.writeHead(200, { "content-type": "image/webp", "content-length": String(300_000) }).end(Buffer.alloc(300_000));
      if (url === "/og/kapak.png") {
        // Honours Range, as static servers and CDNs do.
        const whole = Buffer.concat([pngHead(1200, 630), Buffer.alloc(200_000)]);
        const head = whole.subarray(0, PROBE_LIMITS.imageHeadBytes);
        return res.writeHead(206, { "content-type": "image/png", "content-range": `bytes 0-${head.length - 1}/${whole.length}`, "content-length": String(head.length) }).end(head);
      }
      if (url === "/og/ranges-yok.png") {
        return res.writeHead(200, { "content-type": "image/png", "content-length": String(100_000) }).end(Buffer.concat([pngHead(400, 400), Buffer.alloc(100_000 - 33)]));
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Tamam</title>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchOptions = () => ({ fetch: { lookup, allowHosts: [`${HOST}:${port}`, `${OTHER}:${port}`] } });

  function page(path: string, html: string) {
    const url = `http://${HOST}:${port}${path}`;
    return readPageRecord({ url, finalUrl: url, status: 200, redirects: [], source: "link", foundOn: null, headers: { "content-type": "text/html; charset=utf-8" }, transferBytes: html.length, ttfbMs: 10 }, html);
  }

  it("reads each external link target, image and share image once, and security.txt, within the limits", async () => {
    const other = `http://${OTHER}:${port}`;
    const manyLinks = Array.from({ length: 60 }, (_, i) => `<a href="${other}/sayfa/${i}">${i}</a>`).join("");
    const pages = [
      page("/", `<html><head><meta property="og:image" content="http://${HOST}:${port}/og/kapak.png"></head><body><a href="${other}/gone">Eski</a><a href="http://yok.example.test/">Kapanan</a><img src="/img/buyuk.webp" alt=""><noscript><img src="/img/piksel.gif"></noscript>${manyLinks}</body></html>`),
      page("/iki", `<html><head><meta property="og:image" content="http://${HOST}:${port}/og/ranges-yok.png"></head><body><a href="${other}/gone">Eski</a><img src="/img/buyuk.webp" alt=""></body></html>`),
    ];
    const resources = await probeResources(pages, `http://${HOST}:${port}/`, fetchOptions());

    expect(resources.externalLinks).toHaveLength(RESOURCE_LIMITS.externalLinks);
    expect(resources.externalLinks[0]).toMatchObject({ url: `${other}/gone`, status: 404, failure: null });
    expect(resources.externalLinks[1]).toMatchObject({ url: "http://yok.example.test/", status: null, failure: "unreachable" });
    expect(resources.externalLinks[2]).toMatchObject({ status: 200, failure: null });
    expect(requests.filter((line) => line.startsWith(`${OTHER}/sayfa/`))).toHaveLength(RESOURCE_LIMITS.externalLinks - 2);
    expect(requests.filter((line) => line.startsWith(`${OTHER}/gone`))).toHaveLength(1);

    expect(resources.images).toEqual([
      { url: `http://${HOST}:${port}/img/buyuk.webp`, status: 200, failure: null, bytes: 300_000, challenged: false, contentType: "image/webp", cacheControl: null, expiresSeconds: null },
    ]);
    expect(requests.some((line) => line.includes("piksel"))).toBe(false);

    expect(resources.ogImages).toEqual([
      { url: `http://${HOST}:${port}/og/kapak.png`, status: 206, failure: null, bytes: 200_033, challenged: false, contentType: "image/png", cacheControl: null, expiresSeconds: null, format: "png", width: 1200, height: 630 },
      // Range ignored and the image larger than the head: its headers only, asked again.
      { url: `http://${HOST}:${port}/og/ranges-yok.png`, status: 200, failure: null, bytes: 100_000, challenged: false, contentType: "image/png", cacheControl: null, expiresSeconds: null, format: null, width: null, height: null },
    ]);
    expect(requests).toContain(`${HOST}/og/kapak.png bytes=0-${PROBE_LIMITS.imageHeadBytes - 1}`);

    expect(resources.securityTxt).toEqual({ status: "found", contact: true, expires: "2027-06-30T23:59:59Z" });
  });

  it("asks http:// of an https home page once and keeps its redirect without following it", async () => {
    server.removeAllListeners("request");
    server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      requests.push(`${req.headers.host?.split(":")[0]}${req.url}`);
      res.writeHead(301, { location: `https://${HOST}:${port}/` }).end();
    });
    const resources = await probeResources([], `https://${HOST}:${port}/`, fetchOptions());
    expect(resources.httpHome).toMatchObject({ url: `http://${HOST}:${port}/`, status: 301, failure: null, location: `https://${HOST}:${port}/` });
    expect(requests.filter((line) => line === `${HOST}/`)).toHaveLength(1);

    server.removeAllListeners("request");
    server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>Şifresiz</h1>"));
    expect((await probeResources([], `https://${HOST}:${port}/`, fetchOptions())).httpHome).toMatchObject({ status: 200, location: null });
    // An http site has nothing to move to.
    expect((await probeResources([], `http://${HOST}:${port}/`, fetchOptions())).httpHome).toBeNull();
  });

  it("reads the cache lifetime of the site's own scripts and stylesheets, not third parties', within the limit", async () => {
    server.removeAllListeners("request");
    server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      requests.push(`${req.headers.host?.split(":")[0]}${req.url}`);
      if (req.url === "/css/tema.css") return res.writeHead(200, { "content-type": "text/css", "cache-control": "public, max-age=31536000, immutable" }).end("body{}");
      res.writeHead(200, { "content-type": "text/javascript", expires: "Thu, 01 Dec 2026 00:00:00 GMT", date: "Wed, 30 Nov 2026 00:00:00 GMT" }).end("void 0");
    });
    const scripts = Array.from({ length: RESOURCE_LIMITS.assets + 5 }, (_, i) => `<script src="/js/${i}.js" defer></script>`).join("");
    const pages = [page("/", `<html><head><link rel="icon" href="/i.png"><link rel="stylesheet" href="/css/tema.css"><script src="http://${OTHER}:${port}/widget.js" async></script></head><body>${scripts}</body></html>`)];
    const resources = await probeResources(pages, `http://${HOST}:${port}/`, fetchOptions());
    expect(resources.assets).toHaveLength(RESOURCE_LIMITS.assets);
    expect(resources.assets[0]).toMatchObject({ url: `http://${HOST}:${port}/js/0.js`, status: 200, contentType: "text/javascript", cacheControl: null, expiresSeconds: 86_400 });
    expect(requests.some((line) => line.startsWith(`${OTHER}/`))).toBe(false);
    expect(requests.filter((line) => line.startsWith(`${HOST}/js/`))).toHaveLength(RESOURCE_LIMITS.assets);
    // The home page links its icon: /favicon.ico is not asked.
    expect(resources.favicon).toBeNull();
    expect(requests).not.toContain(`${HOST}/favicon.ico`);
  });

  it("asks /favicon.ico only when the home page links no icon, as a browser asks for an image", async () => {
    server.removeAllListeners("request");
    server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      requests.push(`${req.headers.host?.split(":")[0]}${req.url} ${req.headers.accept ?? ""}`);
      res.writeHead(req.url === "/favicon.ico" ? 404 : 200, { "content-type": "text/html" }).end("yok");
    });
    const resources = await probeResources([page("/", "<html><head><title>Ana sayfa</title></head><body></body></html>")], `http://${HOST}:${port}/`, fetchOptions());
    expect(resources.favicon).toMatchObject({ url: `http://${HOST}:${port}/favicon.ico`, status: 404, contentType: "text/html" });
    expect(requests.filter((line) => line.startsWith(`${HOST}/favicon.ico image/avif,image/webp`))).toHaveLength(1);
  });

  it("takes an HTML page at security.txt's address for a catch-all, and a large 404 page for a 404: missing", async () => {
    server.removeAllListeners("request");
    server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(200, { "content-type": "text/html" }).end("<h1>Sayfa</h1>"));
    expect((await probeResources([], `http://${HOST}:${port}/`, fetchOptions())).securityTxt).toEqual({ status: "missing", contact: false, expires: null });
    server.removeAllListeners("request");
    server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(404, { "content-type": "text/html" }).end(`<h1>Bulunamadı</h1>${" ".repeat(100_000)}`));
    expect((await probeResources([], `http://${HOST}:${port}/`, fetchOptions())).securityTxt).toEqual({ status: "missing", contact: false, expires: null });
  });

  it("takes a server error at security.txt's address for unreachable: it proves nothing either way", async () => {
    server.removeAllListeners("request");
    server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => res.writeHead(503, { "content-type": "text/plain" }).end("Bakımdayız"));
    const resources = await probeResources([], `http://${HOST}:${port}/`, fetchOptions());
    expect(resources.securityTxt.status).toBe("unreachable");
  });

  it("after a cancel, reports everything as unchecked without asking anything", async () => {
    const controller = new AbortController();
    controller.abort(new Error("Durdur"));
    const pages = [page("/", `<html><body><a href="http://${OTHER}:${port}/gone">Eski</a><img src="/img/buyuk.webp" alt=""></body></html>`)];
    const resources = await probeResources(pages, `http://${HOST}:${port}/`, { ...fetchOptions(), signal: controller.signal });
    expect(resources.externalLinks).toEqual([{ url: `http://${OTHER}:${port}/gone`, status: null, failure: "unchecked", bytes: null, challenged: false, contentType: null, cacheControl: null, expiresSeconds: null }]);
    expect(resources.images[0]?.failure).toBe("unchecked");
    expect(resources.securityTxt.status).toBe("unreachable");
    expect(requests).toEqual([]);
  });
});
