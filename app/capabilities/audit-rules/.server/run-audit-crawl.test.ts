import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { runAudit } from "./run-audit";
import { MISSING_PAGE_PREFIX } from "./crawl-facts";

/**
 * The crawl rules through a real crawl: a shop whose sitemap lists more products than the page
 * budget, every product linked from a category page, and a robots.txt that closes one path to
 * Googlebot only and another to our crawler only.
 */

const PRODUCTS = 300;
const CATEGORIES = 10;
const PER_CATEGORY = PRODUCTS / CATEGORIES;

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

function shop(): http.Server {
  return http.createServer((req, res) => {
    const path = req.url ?? "/";
    const origin = `http://${req.headers.host}`;
    const html = (status: number, body: string): void => {
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
      res.end(body);
    };
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return void res.end(`User-agent: Googlebot\nDisallow: /uye/\n\nUser-agent: PusulaDijitalBot\nDisallow: /ozel/\n\nUser-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    }
    if (path === "/sitemap.xml") {
      const locs = ["/", ...Array.from({ length: PRODUCTS }, (_, i) => `/urun/${i + 1}`), "/uye/favoriler", "/ozel/kampanya"];
      res.writeHead(200, { "content-type": "application/xml" });
      return void res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${origin}${loc}</loc></url>`).join("")}</urlset>`);
    }
    if (path === "/") return html(200, page("Örnek Mağaza", Array.from({ length: CATEGORIES }, (_, i) => `<a href="/kategori/${i + 1}">Kategori ${i + 1}</a>`).join("")));
    const category = /^\/kategori\/(\d+)$/.exec(path);
    if (category) {
      const first = (Number(category[1]) - 1) * PER_CATEGORY + 1;
      return html(200, page(`Kategori ${category[1]}`, `<a href="/">Ana sayfa</a>${Array.from({ length: PER_CATEGORY }, (_, i) => `<a href="/urun/${first + i}">Ürün ${first + i}</a>`).join("")}`));
    }
    if (path === "/urun/9") return html(403, page("Erişim engellendi", ""));
    if (path === "/urun/7") return html(200, page("Ürün bulunamadı", '<a href="/">Ana sayfa</a>'));
    if (/^\/urun\/\d+$/.test(path)) return html(200, page(`Ürün ${path.slice(6)}`, '<a href="/">Ana sayfa</a>'));
    // Every other address answers 200 with the home page, as many shop themes do.
    return html(200, page("Örnek Mağaza", '<a href="/">Ana sayfa</a>'));
  });
}

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function audit(maxPages: number) {
  server = shop();
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const run = await runAudit(`${origin}/`, { crawl: { maxPages, fetch: { allowHosts: [`127.0.0.1:${port}`] } } });
  const outcome = (id: string) => run.outcome.outcomes.find((entry) => entry.id === id);
  return { run, origin, outcome };
}

describe("the crawl rules over a shop larger than the page budget", () => {
  it("follows the links before the sitemap, and calls no product an orphan it cannot know to be one", async () => {
    const { run, origin, outcome } = await audit(60);
    expect(run.crawl.stopReason).toBe("page-limit");
    expect(run.site.sitemaps.urls.length).toBeGreaterThan(60);
    // The home page and its ten categories are read, and the products they link to fill the rest.
    const paths = run.site.pages.map((entry) => new URL(entry.url).pathname);
    for (let n = 1; n <= CATEGORIES; n += 1) expect(paths).toContain(`/kategori/${n}`);
    const fromSitemap = run.site.pages.filter((entry) => entry.source === "sitemap");
    // Only what idle workers took while no link was queued: while the home page loaded (3 of the
    // crawl's 4 workers), and on a loaded machine perhaps once more while the categories were parsed.
    // Never the sitemap's order: the products the categories link to fill the rest.
    expect(fromSitemap.length).toBeLessThanOrEqual(6);
    expect(run.site.pages.filter((entry) => entry.source === "link").length).toBeGreaterThanOrEqual(50);
    expect(run.site.linksExhausted).toBe(false);
    expect(outcome("crawl/orphan-page")?.status).toBe("n/a");

    // Googlebot's verdict, not ours: /uye/ is closed to Googlebot, /ozel/ only to our crawler.
    expect(outcome("crawl/sitemap-blocked")?.hits.map((hit) => hit.url)).toEqual([`${origin}/uye/favoriler`]);
    // A firewall's 403 is no broken link and no missing page.
    expect(outcome("crawl/access-refused")?.hits.map((hit) => hit.url)).toEqual([`${origin}/urun/9`]);
    expect(outcome("links/broken-internal")?.status).toBe("passed");
    expect(outcome("crawl/client-error")?.status).toBe("passed");
    expect(outcome("crawl/soft-404")?.hits.map((hit) => hit.url)).toEqual([`${origin}/urun/7`]);
    // The made-up address was asked once, and answered 200.
    expect(run.site.missingPage?.url.startsWith(`${origin}${MISSING_PAGE_PREFIX}`)).toBe(true);
    expect(outcome("crawl/missing-page-answers-200")?.status).toBe("failed");
    expect(outcome("crawl/sitemap-invalid")?.status).toBe("passed");
    expect(outcome("crawl/sitemap-missing")?.status).toBe("passed");
  });

  it("calls a sitemap page nothing links to an orphan once every link was followed, and no product", async () => {
    const { run, origin, outcome } = await audit(PRODUCTS + CATEGORIES + 5);
    expect(run.site.linksExhausted).toBe(true);
    // Every product is linked from its category; /uye/favoriler (read: only Googlebot is kept out) is linked from nowhere, /ozel/kampanya was not read.
    expect(outcome("crawl/orphan-page")?.hits.map((hit) => hit.url)).toEqual([`${origin}/uye/favoriler`]);
    expect(run.site.pages.some((entry) => entry.url === `${origin}/urun/${PRODUCTS}` && entry.source === "link")).toBe(true);
  });
});
