import { describe, expect, it } from "vitest";
import { ORIGIN, auditPage } from "../../../tests/support/audit-site";
import { BROWSER_SAMPLE_PAGES } from "./browser-facts";
import { samplePages } from "./sample-pages";

const links = (...paths: string[]) => paths.map((path) => `<a href="${path}">${path}</a>`).join(" ");
const withLinks = (path: string, ...targets: string[]) => auditPage(path, (parts) => ({ body: `${parts.body}<nav>${links(...targets)}</nav>` }));

describe("samplePages", () => {
  it("takes the home page, the most linked page, the deepest page and one page of each other folder", () => {
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
