import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { LookupAll } from "~/.server/safe-fetch";
import { isNoindex } from "../site-index";
import { readPageRecord } from "../page-record";
import { canonicalOf } from "../rules/canonical";
import { NAMED_PAGE_LIMITS, namedTargets, readNamedPages } from "./named-pages";

const HOST = "site.example.test";
const OTHER = "en.example.test";
const lookup: LookupAll = async (hostname) => {
  if (hostname === HOST || hostname === OTHER) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

function record(url: string, head: string) {
  const html = `<!doctype html><html lang="tr"><head><title>Sayfa</title>${head}</head><body><h1>Sayfa</h1></body></html>`;
  return readPageRecord({ url, finalUrl: url, status: 200, redirects: [], source: "link", foundOn: null, headers: { "content-type": "text/html; charset=utf-8" }, transferBytes: html.length, ttfbMs: 10 }, html);
}

describe("namedTargets", () => {
  it("lists canonical targets first, then hreflang versions, each once, none the crawl read, at most the limit", () => {
    const origin = "https://www.ornek.example";
    const pages = [
      record(`${origin}/a`, `<link rel="canonical" href="${origin}/kanonik"><link rel="alternate" hreflang="en" href="https://en.ornek.example/a">`),
      record(`${origin}/b`, `<link rel="canonical" href="${origin}/kanonik"><link rel="alternate" hreflang="en" href="https://en.ornek.example/a">`),
      // Canonical to itself, and to a crawled page: nothing to read.
      record(`${origin}/c`, `<link rel="canonical" href="${origin}/c"><link rel="alternate" hreflang="tr" href="${origin}/a">`),
      record(`${origin}/d`, `<link rel="canonical" href="${origin}/a">`),
      // Not a web address.
      record(`${origin}/e`, `<link rel="canonical" href="ftp://ornek.example/e">`),
    ];
    expect(namedTargets(pages)).toEqual([`${origin}/kanonik`, "https://en.ornek.example/a"]);

    const many = Array.from({ length: NAMED_PAGE_LIMITS.pages + 5 }, (_, i) => record(`${origin}/s${i}`, `<link rel="canonical" href="${origin}/hedef-${i}">`));
    expect(namedTargets(many)).toHaveLength(NAMED_PAGE_LIMITS.pages);
  });
});

describe("readNamedPages over a local site", () => {
  let server: http.Server;
  let port = 0;
  const requests: string[] = [];

  beforeEach(async () => {
    requests.length = 0;
    server = http.createServer((req, res) => {
      requests.push(`${req.headers.host?.split(":")[0]}${req.url}`);
      const url = req.url ?? "/";
      if (url === "/silinmis") return res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Bulunamadı</title><h1>Sayfa bulunamadı</h1>");
      if (url === "/eski") return res.writeHead(301, { location: "/yeni" }).end();
      if (url === "/gizli") return res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" }).end("<!doctype html><title>Gizli</title>");
      if (url === "/dev") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><title>Dev</title>${"x".repeat(NAMED_PAGE_LIMITS.maxBytes + 10)}`);
      if (url === "/asili") return void res.writeHead(200, { "content-type": "text/html" }).write("<!doctype html><title>");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head><title>Tamam</title><link rel="canonical" href="http://${HOST}:${port}/hedef-kanonik"></head><body>Tamam</body></html>`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchOptions = () => ({ fetch: { lookup, allowHosts: [`${HOST}:${port}`, `${OTHER}:${port}`] } });
  const site = () => `http://${HOST}:${port}`;

  it("reads a 404, a redirect, a noindex answer and a page naming another canonical into records the rules read", async () => {
    const origin = site();
    const pages = [
      record(`${origin}/a`, `<link rel="canonical" href="${origin}/silinmis">`),
      record(`${origin}/b`, `<link rel="canonical" href="${origin}/eski">`),
      record(`${origin}/c`, `<link rel="canonical" href="${origin}/gizli">`),
      record(`${origin}/d`, `<link rel="alternate" hreflang="en" href="http://${OTHER}:${port}/d">`),
    ];
    const named = await readNamedPages(pages, `${origin}/`, fetchOptions());
    const byUrl = new Map(named.map((page) => [page.url, page]));
    expect(byUrl.get(`${origin}/silinmis`)).toMatchObject({ status: 404, source: "named", redirects: [] });
    expect(byUrl.get(`${origin}/eski`)).toMatchObject({ status: 200, finalUrl: `${origin}/yeni`, redirects: [`${origin}/eski`] });
    const hidden = byUrl.get(`${origin}/gizli`);
    expect(hidden && isNoindex(hidden)).toBe(true);
    const english = byUrl.get(`http://${OTHER}:${port}/d`);
    expect(english && canonicalOf(english)).toBe(`http://${HOST}:${port}/hedef-kanonik`);
  });

  it("keeps the answer of a target larger than Google reads without its body, and leaves out one that does not answer in time", async () => {
    const origin = site();
    const pages = [record(`${origin}/a`, `<link rel="canonical" href="${origin}/dev">`), record(`${origin}/b`, `<link rel="canonical" href="${origin}/asili">`)];
    const started = Date.now();
    const named = await readNamedPages(pages, `${origin}/`, fetchOptions());
    expect(Date.now() - started).toBeLessThan(NAMED_PAGE_LIMITS.timeoutMs + 3_000);
    expect(named.map((page) => [page.url, page.status, page.htmlChars])).toEqual([[`${origin}/dev`, 200, 0]]);
  });

  it("asks nothing after a cancel, and nothing of an address the policy refuses", async () => {
    const origin = site();
    const controller = new AbortController();
    controller.abort(new Error("Durdur"));
    expect(await readNamedPages([record(`${origin}/a`, `<link rel="canonical" href="${origin}/silinmis">`)], `${origin}/`, { ...fetchOptions(), signal: controller.signal })).toEqual([]);
    // A canonical naming the loopback address itself (not on the allow-list) is refused before connecting.
    expect(await readNamedPages([record(`${origin}/a`, `<link rel="canonical" href="http://127.0.0.1:${port}/silinmis">`)], `${origin}/`, fetchOptions())).toEqual([]);
    expect(requests).toEqual([]);
  });
});
