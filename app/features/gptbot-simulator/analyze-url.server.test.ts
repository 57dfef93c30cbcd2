import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SafeFetchError } from "~/.server/safe-fetch/errors";
import { createAnalysisPool } from "./analysis-pool.server";
import { analyzeUrl } from "./analyze-url.server";

const pool = createAnalysisPool({ threads: 1 });

/* A loopback site with pages, a redirect, a PDF, robots.txt and a page too deep to analyse. */

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
    if (path === "/derin") {
      res.writeHead(200, { "content-type": "text/html" });
      return void res.end("<div>".repeat(200_000));
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
  await pool.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const allow = () => ({ allowHosts: [`127.0.0.1:${port}`] });

describe("analyzeUrl", () => {
  it("fetches, follows redirects, reads robots.txt of the final origin and analyses", async () => {
    const result = await analyzeUrl(`${origin()}/eski`, pool, allow());
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
    await expect(analyzeUrl(`${origin()}/pdf`, pool, allow())).rejects.toMatchObject({
      code: "not_html",
      message: "Adres bir HTML sayfası döndürmedi.",
    });
  });

  it("refuses private targets by default", async () => {
    await expect(analyzeUrl(`${origin()}/`, pool)).rejects.toBeInstanceOf(SafeFetchError);
  });

  it("refuses a page beyond the parse limits with the analysis error", async () => {
    await expect(analyzeUrl(`${origin()}/derin`, pool, allow())).rejects.toMatchObject({ name: "PageAnalysisError", reason: "depth" });
  });
});
