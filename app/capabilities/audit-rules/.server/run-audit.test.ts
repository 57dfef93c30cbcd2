import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureSite, type FixtureSite } from "../../../../tests/support/fixture-site";
import type { LookupAll } from "~/.server/safe-fetch";
import { runAudit } from "./run-audit";

const HOST = "site.example.test";
const lookup: LookupAll = async (hostname) => {
  if (hostname === HOST || hostname === `www.${HOST}`) return [{ address: "127.0.0.1", family: 4 }];
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

let site: FixtureSite | null = null;
afterEach(async () => {
  await site?.close();
  site = null;
});

describe("runAudit over the fixture site", () => {
  it("crawls the site, records every page it read and runs the rules over the records", async () => {
    site = await startFixtureSite({ pages: 12 });
    const origin = `http://${HOST}:${site.port}`;
    const run = await runAudit(`${origin}/`, {
      crawl: { fetch: { lookup, allowHosts: [`${HOST}:${site.port}`, `www.${HOST}:${site.port}`] } },
      now: () => new Date("2026-11-26T10:00:00Z"),
    });
    expect(run.crawl.stopReason).toBe("done");
    expect(run.site.auditedAt).toBe("2026-11-26T10:00:00.000Z");
    expect(run.site.robotsTxt).toEqual({ status: "found", sitemapLines: 1, blocksAll: false });
    expect(run.site.sitemaps.urls).toContain(`${origin}/gone-from-site`);
    expect(run.site.notFetched).toContainEqual({ url: `${origin}/private/secret`, reason: "robots" });

    const home = run.site.pages.find((page) => page.url === `${origin}/`);
    expect(home).toMatchObject({ status: 200, titles: ["Ana sayfa"], source: "start" });
    expect(home?.links.length).toBeGreaterThan(10);
    expect(home?.ttfbMs).toBeGreaterThanOrEqual(0);
    // Answered with an error: recorded from the answer alone.
    expect(run.site.pages.find((page) => page.url === `${origin}/broken`)).toMatchObject({ status: 404, titles: [], htmlChars: 0 });

    const failed = new Map(run.outcome.outcomes.filter((o) => o.status === "failed").map((o) => [o.id, o.hits.map((hit) => hit.url)]));
    // One missing page, one error: the linked /broken at the page linking to it, the unlinked /gone-from-site as itself.
    expect(failed.get("crawl/client-error")).toEqual([`${origin}/gone-from-site`]);
    expect(failed.get("links/broken-internal")).toContain(`${origin}/`);
    expect(failed.get("crawl/redirect-chain")).toEqual([`${origin}/redirect-1`]);
    expect(failed.get("crawl/noindex")).toEqual(expect.arrayContaining([`${origin}/noindex-meta`, `${origin}/noindex-header`]));
    expect(failed.get("crawl/sitemap-not-ok")).toContain(`${origin}/gone-from-site`);
    expect(failed.has("crawl/robots-blocks-all")).toBe(false);
    // The fixture never compresses, even when a browser offers br and gzip.
    expect(run.site.compressionProbe?.url).toBe(`${origin}/`);
    expect(run.site.compressionProbe?.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(run.site.compressionProbe?.headers["content-encoding"]).toBeUndefined();
    // Read beyond the pages: the fixture serves no security.txt.
    expect(run.site.resources?.securityTxt.status).toBe("missing");
    expect(failed.get("security/security-txt-missing")).toEqual([`${origin}/.well-known/security.txt`]);
    expect(run.outcome.score).toBeGreaterThan(0);
    expect(run.outcome.score).toBeLessThan(100);
  });

  it("reports a robots.txt that keeps Googlebot off the home page, though our crawler may read it", async () => {
    const server = http.createServer((req, res) => {
      if (req.url === "/robots.txt") return res.end("User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nAllow: /\n");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><html lang='tr'><head><title>Kapalı site</title></head><body><h1>Merhaba</h1></body></html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const run = await runAudit(`http://127.0.0.1:${port}/`, { crawl: { sitemaps: false, fetch: { allowHosts: [`127.0.0.1:${port}`] } } });
      expect(run.site.pages.map((page) => page.titles)).toEqual([["Kapalı site"]]);
      expect(run.site.robotsTxt).toEqual({ status: "found", sitemapLines: 0, blocksAll: true });
      expect(run.outcome.outcomes.find((o) => o.id === "crawl/robots-blocks-all")?.status).toBe("failed");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("reaches the site for the resource probes: its own script, its image as a browser asks for it, and /favicon.ico when no icon is linked", async () => {
    const requests: string[] = [];
    const server = http.createServer((req, res) => {
      requests.push(`${req.url} ${req.url?.startsWith("/img/") || req.url === "/favicon.ico" ? (req.headers.accept ?? "") : ""}`.trim());
      if (req.url === "/js/site.js") return res.writeHead(200, { "content-type": "text/javascript" }).end("void 0");
      // A .jpg address served as WebP to a browser that accepts it (LiteSpeed, Cloudflare Polish).
      if (req.url === "/img/kapak.jpg") return res.writeHead(200, { "content-type": req.headers.accept?.includes("image/webp") ? "image/webp" : "image/jpeg", "cache-control": "max-age=31536000" }).end("x");
      if (req.url === "/favicon.ico" || req.url === "/robots.txt") return res.writeHead(404, { "content-type": "text/html" }).end("yok");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(
        "<!doctype html><html lang='tr'><head><title>Simgesiz site</title><script src='/js/site.js' defer></script></head>" +
          "<body><h1>Merhaba</h1><img src='/img/kapak.jpg' alt='Kapak' width='1200' height='600'></body></html>",
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const run = await runAudit(`http://127.0.0.1:${port}/`, { crawl: { sitemaps: false, fetch: { allowHosts: [`127.0.0.1:${port}`] } } });
      expect(requests).toEqual(expect.arrayContaining(["/js/site.js", "/favicon.ico image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"]));
      expect(requests.filter((line) => line.startsWith("/img/kapak.jpg image/avif,image/webp"))).toHaveLength(1);
      const status = (id: string) => run.outcome.outcomes.find((o) => o.id === id)?.status;
      expect(status("core/favicon-missing")).toBe("failed");
      expect(status("delivery/asset-cache-short")).toBe("failed");
      expect(status("images/legacy-format")).toBe("passed");
      expect(status("images/broken")).toBe("passed");
      // An http site: http:// has nothing to move to.
      expect(run.site.resources?.httpHome).toBeNull();
      expect(status("security/http-to-https")).toBe("n/a");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
