import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { judgeSignals } from "./signals";
import { gatherCheckFacts } from "./gather.server";

/* The light check's requests against a site on loopback whose owner breaks things one at a time. */

interface SiteState {
  homeStatus: number;
  noindex: boolean;
  canonical: string | null;
  robots: string | null;
  sitemap: "ok" | "empty" | "gone";
  pageNoindex: boolean;
}

const healthy = (): SiteState => ({ homeStatus: 200, noindex: false, canonical: null, robots: "User-agent: *\nAllow: /\n", sitemap: "ok", pageNoindex: false });
let state = healthy();
let server: Server;
let origin = "";
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "/";
    requests.push(path);
    const html = (noindex: boolean, canonical: string | null) =>
      `<!doctype html><html lang="tr"><head><title>Örnek</title>${noindex ? '<meta name="robots" content="noindex">' : ""}${canonical ? `<link rel="canonical" href="${canonical}">` : ""}</head><body><h1>Örnek</h1></body></html>`;
    if (path === "/") return response.writeHead(state.homeStatus, { "content-type": "text/html; charset=utf-8" }).end(html(state.noindex, state.canonical));
    if (path === "/hizmetler") return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html(state.pageNoindex, null));
    if (path === "/robots.txt") {
      if (state.robots === null) return response.writeHead(404).end();
      return response.writeHead(200, { "content-type": "text/plain" }).end(`${state.robots}\nSitemap: ${origin}/sitemap.xml\n`);
    }
    if (path === "/sitemap.xml") {
      if (state.sitemap === "gone") return response.writeHead(404).end();
      const urls = state.sitemap === "ok" ? `<url><loc>${origin}/</loc></url><url><loc>${origin}/hizmetler</loc></url>` : "";
      return response.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function check(change: Partial<SiteState>) {
  state = { ...healthy(), ...change };
  const host = new URL(origin).host;
  const facts = await gatherCheckFacts({ startUrl: `${origin}/`, pages: [`${origin}/hizmetler`] }, { allowHosts: [host] });
  return Object.fromEntries(Object.entries(judgeSignals(facts)).map(([id, verdict]) => [id, verdict.state]));
}

describe("the light check's requests", () => {
  it("find a healthy site ok, in a handful of requests (the certificate unknown over http)", async () => {
    requests.length = 0;
    expect(await check({})).toEqual({
      "home-down": "ok",
      "home-noindex": "ok",
      "page-noindex": "ok",
      "robots-blocks": "ok",
      "sitemap-gone": "ok",
      "canonical-moved": "ok",
      "certificate-expiring": "unknown",
    });
    expect(requests.length).toBeLessThanOrEqual(6);
  });

  it("see each thing an owner can break overnight", async () => {
    expect((await check({ noindex: true }))["home-noindex"]).toBe("bad");
    expect((await check({ pageNoindex: true }))["page-noindex"]).toBe("bad");
    expect((await check({ robots: "User-agent: Googlebot\nDisallow: /\n" }))["robots-blocks"]).toBe("bad");
    expect((await check({ robots: "User-agent: *\nDisallow: /\n" }))["robots-blocks"]).toBe("bad");
    expect((await check({ sitemap: "gone" }))["sitemap-gone"]).toBe("bad");
    expect((await check({ sitemap: "empty" }))["sitemap-gone"]).toBe("bad");
    expect((await check({ canonical: "https://baska-site.example/" }))["canonical-moved"]).toBe("bad");
    expect((await check({ homeStatus: 503 }))["home-down"]).toBe("bad");
  });

  it("does not call a missing robots.txt a block, and knows nothing of a site that does not answer", async () => {
    expect((await check({ robots: null }))["robots-blocks"]).toBe("ok");
    const facts = await gatherCheckFacts({ startUrl: "http://127.0.0.1:9/", pages: [] }, { allowHosts: ["127.0.0.1:9"], timeoutMs: 2_000 });
    const verdicts = judgeSignals(facts);
    expect(verdicts["home-down"].state).toBe("bad");
    expect(verdicts["robots-blocks"].state).toBe("unknown");
  });
});
