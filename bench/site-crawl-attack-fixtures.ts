/**
 * Child process of bench/site-crawl-attack.ts: the hostile websites of issue 28, items 3 to 5, on
 * loopback, in a process of their own so that serving them does not slow the benchmark's latency
 * measurements. Prints their ports as one JSON object line, then runs until killed.
 *
 * - "robots": a 480 KB robots.txt of Disallow rules; the home page and 9 more pages carry 400
 *   disallowed links each.
 * - "sitemaps": robots.txt names 50 gzipped sitemaps of about 51 KB, each inflating to just under
 *   the protocol's 50 MB of elements that are no entries (nothing stops a parser early).
 * - "long-links": 60 pages, each with `<base href>` of 1,950 characters and 2,000 short relative
 *   links, so every resolved link is about 2,000 characters long (they answer 404).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

type Handler = (path: string) => { status: number; type: string; body: string | Buffer };

const html = (body: string) => ({ status: 200, type: "text/html; charset=utf-8", body: `<!doctype html><html><head><title>Sayfa</title>${body}` });
const notFound = { status: 404, type: "text/html; charset=utf-8", body: "<title>Yok</title>" };

function robotsSite(): Handler {
  const lines = ["User-agent: *"];
  let bytes = 0;
  while (bytes < 480_000) {
    const line = `Disallow: /d/${lines.length}/`;
    lines.push(line);
    bytes += line.length + 1;
  }
  const robots = lines.join("\n");
  const PAGES = 10;
  const LINKS = 400;
  const page = (n: number): string => {
    const next = n === 0 ? Array.from({ length: PAGES - 1 }, (_, k) => `<a href="/p/${k + 1}">${k + 1}</a>`).join("") : "";
    const blocked = Array.from({ length: LINKS }, (_, i) => `<a href="/d/${n * LINKS + i + 1}/x">x</a>`).join("");
    return `${next}${blocked}`;
  };
  return (path) => {
    if (path === "/robots.txt") return { status: 200, type: "text/plain", body: robots };
    if (path === "/") return html(page(0));
    const match = /^\/p\/(\d+)$/.exec(path);
    if (match && Number(match[1]) < PAGES) return html(page(Number(match[1])));
    return notFound;
  };
}

function sitemapsSite(): Handler {
  const FILES = 50;
  // Just under 50 MB (52,428,800 bytes) inflated, the per-file cap.
  const xml = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${"<x/>".repeat(13_000_000)}</urlset>`;
  const gz = gzipSync(xml, { level: 9 });
  process.stderr.write(`sitemaps site: ${FILES} files of ${(gz.length / 1024).toFixed(0)} KB, ${(xml.length / 1e6).toFixed(1)} MB inflated each\n`);
  return (path) => {
    if (path === "/robots.txt") {
      const lines = Array.from({ length: FILES }, (_, n) => `Sitemap: /s/${n}.xml.gz`);
      return { status: 200, type: "text/plain", body: ["User-agent: *", "Disallow:", ...lines].join("\n") };
    }
    if (/^\/s\/\d+\.xml\.gz$/.test(path)) return { status: 200, type: "application/gzip", body: gz };
    if (path === "/") return html("<p>Ana sayfa</p>");
    return notFound;
  };
}

function longLinksSite(): Handler {
  const PAGES = 60;
  const LINKS = 2_000;
  const base = `/L/${"a".repeat(1_950)}/`;
  const page = (n: number): string => {
    const next = n === 0 ? Array.from({ length: PAGES - 1 }, (_, k) => `<a href="/pg/${k + 1}">${k + 1}</a>`).join("") : "";
    const long = Array.from({ length: LINKS }, (_, i) => `<a href="${n}-${i}">x</a>`).join("");
    return `<base href="${base}">${next}${long}`;
  };
  return (path) => {
    if (path === "/robots.txt") return { status: 200, type: "text/plain", body: "User-agent: *\nDisallow:\n" };
    if (path === "/") return html(page(0));
    const match = /^\/pg\/(\d+)$/.exec(path);
    if (match && Number(match[1]) < PAGES) return html(page(Number(match[1])));
    return notFound;
  };
}

async function serve(handler: Handler): Promise<number> {
  const server = http.createServer((req, res) => {
    const reply = handler(new URL(req.url ?? "/", "http://fixture").pathname);
    res.writeHead(reply.status, { "content-type": reply.type });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

const ports = {
  robots: await serve(robotsSite()),
  sitemaps: await serve(sitemapsSite()),
  "long-links": await serve(longLinksSite()),
};
process.stdout.write(`${JSON.stringify(ports)}\n`);
