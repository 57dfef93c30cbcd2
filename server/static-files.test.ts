import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadStaticAssets } from "./static-files";

const PAGE = "<!DOCTYPE html><html><head><title>Ana sayfa</title></head><body></body></html>";
let clientDir: string;

beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "client-measurement-"));
  writeFileSync(path.join(clientDir, "index.html"), PAGE);
  // Stand-ins for the build's precompressed copies: kept as they are only when the page is unchanged.
  writeFileSync(path.join(clientDir, "index.html.br"), "build brotli");
  writeFileSync(path.join(clientDir, "index.html.gz"), "build gzip");
  writeFileSync(path.join(clientDir, "measurement.js"), "export {};");
});

afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("loadStaticAssets and measurement (docs/decisions/027)", () => {
  it("serves the build untouched when nothing is configured", async () => {
    const page = (await loadStaticAssets(clientDir)).get("/index.html");
    expect(page?.body.toString("utf8")).toBe(PAGE);
    expect(page?.brotli?.toString("utf8")).toBe("build brotli");
    expect(page?.contentSecurityPolicy).not.toMatch(/google|doubleclick/);
  });

  it("adds the settings and the script to every page, recompresses it and allows the configured hosts", async () => {
    const assets = await loadStaticAssets(clientDir, { ga4: "G-ABC123DEF4", cookieless: { src: "https://analiz.ornek.com/s.js", site: "ornek.com" } });
    const page = assets.get("/index.html");
    const html = page?.body.toString("utf8") ?? "";
    expect(html).toContain('<script type="application/json" id="olcum-ayarlari">');
    expect(html).toContain('<script type="module" src="/measurement.js"></script></head>');
    expect(brotliDecompressSync(page?.brotli ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(gunzipSync(page?.gzip ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(page?.contentSecurityPolicy).toContain("script-src 'self' https://*.googletagmanager.com https://analiz.ornek.com");
    // Same name across deploys: revalidated like a page, not cached for a day.
    expect(assets.get("/measurement.js")?.cacheControl).toBe("public, max-age=300, must-revalidate");
  });
});
