import { describe, expect, it } from "vitest";
import { ORIGIN, auditPage } from "../../../tests/support/audit-site";
import { readPageRecord } from "~/capabilities/audit-rules/page-record";
import { pageTemplate } from "~/capabilities/audit-rules/page-template";
import { BROWSER_SAMPLE_PAGES } from "./browser-facts";
import { samplePages } from "./sample-pages";

const links = (...paths: string[]) => paths.map((path) => `<a href="${path}">${path}</a>`).join(" ");
const withLinks = (path: string, ...targets: string[]) => auditPage(path, (parts) => ({ body: `${parts.body}<nav>${links(...targets)}</nav>` }));

/** A page as a WordPress theme or a shop platform serves it: its body classes, JSON-LD and og:type, and only the links given. */
function served(path: string, options: { bodyClass?: string; ld?: object; ogType?: string; links?: string[]; status?: number }) {
  const head = [
    `<title>${path}</title>`,
    options.ogType ? `<meta property="og:type" content="${options.ogType}">` : "",
    options.ld ? `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", ...options.ld })}</script>` : "",
  ].join("");
  const body = `<h1>${path}</h1><p>Sayfanın metni.</p><nav>${links(...(options.links ?? []))}</nav>`;
  const html = `<!doctype html><html lang="tr"><head>${head}</head><body${options.bodyClass ? ` class="${options.bodyClass}"` : ""}>${body}</body></html>`;
  const url = `${ORIGIN}${path}`;
  return readPageRecord({ url, finalUrl: url, status: options.status ?? 200, redirects: [], source: path === "/" ? "start" : "link", foundOn: null, headers: {}, transferBytes: html.length, ttfbMs: 100 }, html);
}

const POST = (id: number) => `post-template-default single single-post postid-${id} single-format-standard wp-embed-responsive`;
const PAGE = (id: number) => `page-template-default page page-id-${id} wp-embed-responsive`;
/** Yoast's graph on a post: the Article beside the WebPage, the site and its publisher. */
const YOAST_POST = { "@graph": [{ "@type": "WebPage" }, { "@type": "Article" }, { "@type": "BreadcrumbList" }, { "@type": "WebSite" }, { "@type": "Organization" }] };
const YOAST_PAGE = { "@graph": [{ "@type": "WebPage" }, { "@type": "BreadcrumbList" }, { "@type": "WebSite" }, { "@type": "Organization" }] };

/** No two sampled pages (the home page aside) share a template unless every template of the candidates has one. */
function expectOnePerTemplate(sampled: { url: string; role: string }[], pages: ReturnType<typeof served>[]) {
  const templateOf = new Map(pages.map((page) => [page.finalUrl, pageTemplate(page)]));
  const taken = sampled.filter((page) => page.role !== "home").map((page) => templateOf.get(page.url));
  expect(new Set(taken).size).toBe(taken.length);
}

describe("samplePages", () => {
  it("takes the home page, the most linked page, the deepest page and one page of each other template", () => {
    const pages = [
      withLinks("/", "/hizmetler", "/urunler/kupa", "/blog/demleme", "/urunler/tabak"),
      withLinks("/hizmetler", "/iletisim"),
      withLinks("/iletisim", "/hizmetler"),
      withLinks("/urunler/kupa", "/hizmetler"),
      withLinks("/urunler/tabak", "/hizmetler"),
      auditPage("/blog/demleme"),
      auditPage("/blog/2026/kasim/yeni-koleksiyon"),
      auditPage("/kategori/mutfak"),
    ];
    expect(samplePages(pages, `${ORIGIN}/`)).toEqual([
      { url: `${ORIGIN}/`, role: "home" },
      // Every page's header links to /hizmetler and /iletisim: a tie, the shorter address wins.
      { url: `${ORIGIN}/iletisim`, role: "most-linked" },
      { url: `${ORIGIN}/blog/2026/kasim/yeni-koleksiyon`, role: "deep" },
      { url: `${ORIGIN}/urunler/kupa`, role: "template" },
      { url: `${ORIGIN}/kategori/mutfak`, role: "template" },
    ]);
  });

  it("tells a flat-URL WordPress site's posts from its pages by the body classes WordPress writes, and takes a post as the deep page", () => {
    const menu = ["/hakkimizda", "/iletisim"];
    const pages = [
      served("/", { bodyClass: "home page-template-default page page-id-2", ogType: "website", links: [...menu, "/kategori/tarifler", "/turk-kahvesi"] }),
      served("/hakkimizda", { bodyClass: PAGE(5), ogType: "article", ld: YOAST_PAGE, links: menu }),
      served("/iletisim", { bodyClass: PAGE(7), ogType: "article", ld: YOAST_PAGE, links: menu }),
      served("/kategori/tarifler", { bodyClass: "archive category category-tarifler category-4", links: [...menu, "/turk-kahvesi", "/filtre-kahve", "/kahve-demleme-rehberi"] }),
      served("/turk-kahvesi", { bodyClass: POST(31), ogType: "article", ld: YOAST_POST, links: menu }),
      served("/filtre-kahve", { bodyClass: POST(24), ogType: "article", ld: YOAST_POST, links: menu }),
      served("/kahve-demleme-rehberi", { bodyClass: POST(12), ogType: "article", ld: YOAST_POST, links: menu }),
    ];
    expect(pages.map(pageTemplate)).toEqual(["page", "page", "page", "category", "blog", "blog", "blog"]);
    const sampled = samplePages(pages, `${ORIGIN}/`);
    expect(sampled).toEqual([
      { url: `${ORIGIN}/`, role: "home" },
      // The menu's two pages tie: the shorter address wins.
      { url: `${ORIGIN}/iletisim`, role: "most-linked" },
      // Two clicks from the home page (through the category), a post: not /hakkimizda, a second page while posts have none.
      { url: `${ORIGIN}/filtre-kahve`, role: "deep" },
      { url: `${ORIGIN}/kategori/tarifler`, role: "template" },
    ]);
    expectOnePerTemplate(sampled, pages);
    // The same site without body classes (a theme that leaves out body_class()): Yoast's Article still marks the posts.
    const bare = pages.map((page) => ({ ...page, bodyClasses: undefined }));
    expect(bare.map(pageTemplate)).toEqual(["top", "top", "top", "category", "blog", "blog", "blog"]);
    expect(samplePages(bare, `${ORIGIN}/`).map((page) => page.url)).toEqual([`${ORIGIN}/`, `${ORIGIN}/iletisim`, `${ORIGIN}/filtre-kahve`, `${ORIGIN}/kategori/tarifler`]);
  });

  it("tells a flat-URL shop's products from its categories and pages by their JSON-LD and og:type, and never takes a failed page", () => {
    const menu = ["/kupalar", "/tabaklar", "/hakkimizda"];
    const product = { "@type": "Product", name: "Kupa", offers: { "@type": "Offer", price: "420", priceCurrency: "TRY" } };
    const category = { "@type": "CollectionPage", mainEntity: { "@type": "ItemList", itemListElement: [{ "@type": "ListItem", position: 1, item: { "@type": "Product", name: "Kupa" } }] } };
    const pages = [
      served("/", { links: [...menu, "/blog/demleme-rehberi", "/iletisim"] }),
      served("/kupalar", { ld: category, links: [...menu, "/tukenen-kupa", "/el-yapimi-kupa", "/kahve-fincani"] }),
      served("/tabaklar", { ld: category, links: [...menu, "/seramik-tabak"] }),
      served("/hakkimizda", { links: menu }),
      served("/iletisim", { links: menu }),
      // The most linked product answers 500: never sampled.
      served("/tukenen-kupa", { status: 500 }),
      served("/el-yapimi-kupa", { ld: product, ogType: "product", links: menu }),
      served("/kahve-fincani", { ld: product, links: menu }),
      // A product the shop marks by og:type alone.
      served("/seramik-tabak", { ogType: "product", links: menu }),
      served("/blog/demleme-rehberi", { ld: { "@type": "BlogPosting", headline: "Demleme" }, ogType: "article", links: menu }),
    ];
    expect(pages.map(pageTemplate)).toEqual(["top", "category", "category", "top", "top", "top", "product", "product", "product", "blog"]);
    const sampled = samplePages(pages, `${ORIGIN}/`);
    expect(sampled).toEqual([
      { url: `${ORIGIN}/`, role: "home" },
      { url: `${ORIGIN}/kupalar`, role: "most-linked" },
      // Products are two clicks in, behind their categories.
      { url: `${ORIGIN}/el-yapimi-kupa`, role: "deep" },
      // The top-level pages outnumber the blog: their most linked first.
      { url: `${ORIGIN}/hakkimizda`, role: "template" },
      { url: `${ORIGIN}/blog/demleme-rehberi`, role: "template" },
    ]);
    expect(sampled.map((page) => page.url)).not.toContain(`${ORIGIN}/tukenen-kupa`);
    expectOnePerTemplate(sampled, pages);
    // Deterministic: the same records in another order give the same pages.
    expect(samplePages([...pages].reverse(), `${ORIGIN}/`)).toEqual(sampled);
  });

  it("takes a second page of a template only as the deep page of a site with one template", () => {
    const pages = [
      served("/", { links: ["/a", "/b"] }),
      served("/a", { links: ["/b", "/c"] }),
      served("/b", { links: ["/a"] }),
      served("/c", { links: ["/a", "/d"] }),
      served("/d", { links: ["/a"] }),
    ];
    expect(samplePages(pages, `${ORIGIN}/`)).toEqual([
      { url: `${ORIGIN}/`, role: "home" },
      { url: `${ORIGIN}/a`, role: "most-linked" },
      { url: `${ORIGIN}/d`, role: "deep" },
    ]);
  });

  it("never takes more than five pages, a page twice, an error page, another host or a noindex page", () => {
    const many = Array.from({ length: 40 }, (_, i) => `/klasor${i}/sayfa`);
    const pages = [
      withLinks("/", ...many, "/gizli", "/yok"),
      ...many.map((path) => auditPage(path)),
      auditPage("/gizli", (parts) => ({ headExtra: `${parts.headExtra}<meta name="robots" content="noindex">` })),
      auditPage("/yok", { status: 404 }),
    ];
    const sampled = samplePages(pages, `${ORIGIN}/`);
    expect(sampled).toHaveLength(BROWSER_SAMPLE_PAGES);
    expect(new Set(sampled.map((page) => page.url)).size).toBe(sampled.length);
    expect(sampled.map((page) => page.url)).not.toContain(`${ORIGIN}/gizli`);
    expect(sampled.map((page) => page.url)).not.toContain(`${ORIGIN}/yok`);
    expect(samplePages(pages, "https://baska-site.example/")).toEqual([]);
  });

  it("takes nothing when the home page did not answer, and only the home page of a one-page site", () => {
    expect(samplePages([auditPage("/", { status: 500 })], `${ORIGIN}/`)).toEqual([]);
    expect(samplePages([auditPage("/")], `${ORIGIN}/`)).toEqual([{ url: `${ORIGIN}/`, role: "home" }]);
  });
});
