import { expect, test } from "@playwright/test";

// The build bakes SITE_URL in; the tests build with the same environment.
const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

test("prerendered pages are served without a trailing-slash redirect, with security headers", async ({ request }) => {
  const response = await request.get("/seo", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // Decision 020: CORP kept; COOP and Origin-Agent-Cluster cost a process switch per navigation.
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["origin-agent-cluster"]).toBeUndefined();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(headers["cache-control"]).toBe("public, max-age=300, must-revalidate");
  expect(headers.etag).toBeTruthy();

  const revalidated = await request.get("/seo", { headers: { "if-none-match": headers.etag ?? "" } });
  expect(revalidated.status()).toBe(304);
});

test("a trailing slash redirects permanently to the canonical URL", async ({ request }) => {
  const response = await request.get("/seo/?utm_source=x", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/seo?utm_source=x");
});

test("HEAD answers headers only", async ({ request }) => {
  const response = await request.head("/web-tasarim");
  expect(response.status()).toBe(200);
  expect(Number(response.headers()["content-length"])).toBeGreaterThan(1000);
  expect(await response.body()).toHaveLength(0);
});

test("HTML and assets are compressed; hashed assets are cached for a year", async ({ request }) => {
  const html = await request.get("/", { headers: { "accept-encoding": "br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers().vary).toContain("Accept-Encoding");

  const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(await html.text())?.[1];
  expect(stylesheet).toBeTruthy();
  // Content pages load no script file; a tool page's hydration script imports React Router's entry.
  const toolPage = await (await request.get("/seo-araclari/kelime-gruplayici")).text();
  const entry = /import\("(\/assets\/entry\.client-[^"]+\.js)"\)/.exec(toolPage)?.[1];
  expect(entry).toBeTruthy();

  for (const [file, type] of [
    [stylesheet, "text/css; charset=utf-8"],
    [entry, "text/javascript; charset=utf-8"],
  ] as const) {
    const asset = await request.get(file ?? "", { headers: { "accept-encoding": "gzip" } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    expect(asset.headers()["content-type"]).toBe(type);
  }
});

test("the server-rendered 404 carries its own CSP and compression", async ({ request }) => {
  const response = await request.get("/bulunamayan", { headers: { "accept-encoding": "gzip" } });
  expect(response.status()).toBe(404);
  expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(response.headers()["content-encoding"]).toBe("gzip");
});

test("sitemap.xml, robots.txt and llms.txt are served from the route table", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${SITE_URL}/seo-araclari/sitemap-uretici</loc>`);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await robots.text()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

  const llms = await request.get("/llms.txt");
  expect(llms.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await llms.text()).toMatch(/^# Pusula Dijital\n\n> /);

  for (const file of ["/favicon.ico", "/favicon.svg", "/site.webmanifest", "/og-image.png"]) {
    expect((await request.get(file)).status(), file).toBe(200);
  }
});

test("a query that changes the page is server-rendered; tracking parameters are not", async ({ request }) => {
  const tracked = await request.get("/blog?utm_source=bulten");
  expect(tracked.status()).toBe(200);
  expect(tracked.headers().etag).toBeTruthy();

  const filtered = await request.get("/blog?kategori=seo");
  expect(filtered.status()).toBe(200);
  expect(filtered.headers().etag).toBeUndefined();
  expect(filtered.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(await filtered.text()).toContain("<h1");
});
