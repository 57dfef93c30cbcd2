import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticAssets, staticFiles } from "./static-files";

/** A prerendered page with its Markdown version (docs/decisions/039), one without, and a text file. */
const SEO_HTML = '<!DOCTYPE html><html><head><title>SEO</title><link rel="alternate" type="text/markdown" href="/seo/index.md"></head><body><main><h1>SEO</h1></main></body></html>';
const SEO_MD = "# SEO\n";
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

let clientDir: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "client-markdown-"));
  mkdirSync(path.join(clientDir, "seo"));
  mkdirSync(path.join(clientDir, "eski"));
  writeFileSync(path.join(clientDir, "seo", "index.html"), SEO_HTML);
  writeFileSync(path.join(clientDir, "seo", "index.html.br"), brotliCompressSync(SEO_HTML));
  writeFileSync(path.join(clientDir, "seo", "index.md"), SEO_MD);
  writeFileSync(path.join(clientDir, "eski", "index.html"), "<!DOCTYPE html><title>Eski</title>");
  writeFileSync(path.join(clientDir, "robots.txt"), "User-agent: *\n");
  const app = express().use(staticFiles(await loadStaticAssets(clientDir)));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}, method = "GET") => fetch(`${origin}${pathname}`, { method, headers });

describe("Markdown by content negotiation", () => {
  it("keeps answering a browser the HTML, with Vary: Accept and a Link header naming the Markdown and llms.txt", async () => {
    const answer = await get("/seo", { accept: BROWSER_ACCEPT, "accept-encoding": "br" });
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("vary")).toBe("Accept, Accept-Encoding");
    expect(answer.headers.get("link")).toBe('</seo/index.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain"');
    expect(await answer.text()).toBe(SEO_HTML);
  });

  it("answers the Markdown to a request that prefers it, with its own ETag, Vary: Accept and the page as canonical", async () => {
    const html = await get("/seo");
    const answer = await get("/seo", { accept: "text/markdown, text/html;q=0.9" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(answer.headers.get("vary")).toBe("Accept");
    expect(answer.headers.get("link")).toBe('</seo>; rel="canonical"');
    expect(answer.headers.get("etag")).not.toBe(html.headers.get("etag"));
    expect(await answer.text()).toBe(SEO_MD);
    // HEAD says the same without the body; a revalidation of the Markdown's ETag is a 304.
    const head = await get("/seo", { accept: "text/markdown" }, "HEAD");
    expect(head.headers.get("content-length")).toBe(String(SEO_MD.length));
    // fetch() adds "Cache-Control: no-cache" to a conditional request: that asks caches on the way
    // to revalidate with us, and the answer to a revalidation that matches is still a 304.
    expect((await get("/seo", { accept: "text/markdown", "if-none-match": answer.headers.get("etag") ?? "" })).status).toBe(304);
  });

  it("serves the Markdown file at its own address, and leaves pages without one and other files as they were", async () => {
    const file = await get("/seo/index.md");
    expect(file.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await file.text()).toBe(SEO_MD);

    const old = await get("/eski", { accept: "text/markdown" });
    expect(old.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(old.headers.get("vary")).toBeNull();
    expect(old.headers.get("link")).toBeNull();

    const robots = await get("/robots.txt", { accept: "text/markdown" });
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(robots.headers.get("link")).toBeNull();
  });
});
