import { describe, expect, it } from "vitest";
import type { Hit } from "~/capabilities/audit-rules/rule";
import { countLocative, countPossessive, groupPhrase } from "./content";
import { GROUP_MIN_PAGES, groupHits } from "./finding-groups";

const HOME = "https://www.ornek.com/";
const at = (...paths: string[]): Hit[] => paths.map((path) => ({ url: `https://www.ornek.com${path}` }));
const many = (count: number, path: (index: number) => string): Hit[] => at(...Array.from({ length: count }, (_, index) => path(index)));

describe("groupHits", () => {
  it("groups the pages of a known template under its Turkish or English folder, whatever the slug", () => {
    const hits = [...many(12, (index) => `/urun/kirmizi-elbise-${index}`), ...at("/", "/iletisim", "/hakkimizda")];
    const { groups, rest } = groupHits(hits, HOME);
    expect(groups).toEqual([{ kind: "product", pattern: "/urun/", hits: hits.slice(0, 12) }]);
    expect(rest).toEqual(at("/", "/iletisim", "/hakkimizda"));
  });

  it("knows the templates of the common shop and blog platforms (Shopify's /blogs/news/… are blog posts)", () => {
    const cases: [string, string][] = [
      ["/products/", "product"],
      ["/kategori/", "category"],
      ["/collections/", "category"],
      ["/product-category/", "category"],
      ["/blog/", "blog"],
      ["/blogs/news/", "blog"],
      ["/haberler/", "news"],
      ["/etiket/", "tag"],
      ["/tag/", "tag"],
      ["/marka/", "brand"],
      ["/hizmetlerimiz/", "service"],
    ];
    for (const [folder, kind] of cases) {
      const { groups } = groupHits(many(6, (index) => `${folder}sayfa-${index}`), HOME);
      expect(groups.map((group) => group.kind), folder).toEqual([kind]);
      expect(groups[0]?.pattern, folder).toBe(folder === "/blogs/news/" ? "/blogs/" : folder);
    }
  });

  it("reads Turkish letters and escapes in a folder name (/ürün/, /%C3%BCr%C3%BCn/, /KATEGORİ/)", () => {
    const hits = [...many(3, (index) => `/ürün/a-${index}`), ...many(3, (index) => `/%C3%BCr%C3%BCn/b-${index}`)];
    expect(groupHits(hits, HOME).groups.map((group) => [group.kind, group.hits.length])).toEqual([["product", 6]]);
    expect(groupHits(many(5, (index) => `/KATEGORİ/c-${index}`), HOME).groups[0]?.kind).toBe("category");
  });

  it("puts one template in one group however its pages' folders differ, named by the shortest (Shopify's /products/)", () => {
    const hits = [...many(4, (index) => `/collections/yaz/products/urun-${index}`), ...many(3, (index) => `/products/urun-${index}`)];
    const { groups, rest } = groupHits(hits, HOME);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ kind: "product", pattern: "/products/" });
    expect(groups[0]?.hits).toHaveLength(7);
    expect(rest).toEqual([]);
  });

  it("skips a language folder in front (/en/blog/…)", () => {
    const { groups } = groupHits(many(5, (index) => `/en/blog/post-${index}`), HOME);
    expect(groups[0]).toMatchObject({ kind: "blog", pattern: "/en/blog/" });
  });

  it("groups an unknown folder by the pages' own folder first, then by the first folder", () => {
    const hits = [
      ...many(6, (index) => `/kampanya/2025/firsat-${index}`),
      ...many(3, (index) => `/kampanya/2024/firsat-${index}`),
      ...many(2, (index) => `/kampanya/eski-${index}`),
      ...many(5, (index) => `/magaza/${1000 + index}`),
    ];
    const { groups, rest } = groupHits(hits, HOME);
    expect(groups.map((group) => [group.kind, group.pattern, group.hits.length])).toEqual([
      [null, "/kampanya/2025/", 6],
      [null, "/kampanya/", 5],
      [null, "/magaza/", 5],
    ]);
    expect(rest).toEqual([]);
  });

  it(`leaves fewer than ${GROUP_MIN_PAGES} pages of a folder, pages at the root and unreadable addresses as a list`, () => {
    const hits = [...many(GROUP_MIN_PAGES - 1, (index) => `/urun/a-${index}`), ...many(8, (index) => `/sayfa-${index}`), { url: "robots.txt" }];
    const { groups, rest } = groupHits(hits, HOME);
    expect(groups).toEqual([]);
    expect(rest).toEqual(hits);
  });

  it("names another host in the folder (a shop on a subdomain) and treats www as the same host", () => {
    const hits = [...many(5, (index) => `/urun/a-${index}`).map((hit) => ({ url: hit.url.replace("www.ornek.com", "magaza.ornek.com") })), ...at("/blog/a", "/blog/b")];
    const { groups } = groupHits([...hits, ...at("/blog/c").map((hit) => ({ url: hit.url.replace("www.", "") })), ...at("/blog/d", "/blog/e")], HOME);
    expect(groups.map((group) => group.pattern)).toEqual(["/blog/", "magaza.ornek.com/urun/"]);
  });

  it("gives the addresses of the groups beyond the largest few back to the list, in their order", () => {
    const hits = [...many(5, (index) => `/a/x-${index}`), ...many(7, (index) => `/b/x-${index}`), ...many(6, (index) => `/c/x-${index}`)];
    const { groups, rest } = groupHits(hits, HOME, { maxGroups: 2 });
    expect(groups.map((group) => group.pattern)).toEqual(["/b/", "/c/"]);
    expect(rest).toEqual(hits.slice(0, 5));
    expect(groupHits(hits, HOME, { minPages: 6 }).groups.map((group) => group.pattern)).toEqual(["/b/", "/c/"]);
  });

  it("groups the largest report's addresses (150 findings of 1,000) quickly", () => {
    const hits = many(1_000, (index) => `/kategori-${index % 40}/urun-${index}?ref=kampanya`);
    const started = performance.now();
    for (let finding = 0; finding < 150; finding += 1) groupHits(hits, HOME, { maxGroups: 6 });
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  it("keeps every address once, details included, in its order", () => {
    const hits = [...many(7, (index) => `/blog/y-${index}`), ...at("/a", "/b")].map((hit, index) => ({ ...hit, detail: `d${index}` }));
    const { groups, rest } = groupHits(hits, HOME);
    expect([...groups.flatMap((group) => group.hits), ...rest]).toEqual(hits);
  });
});

describe("the Turkish count endings", () => {
  it("follow the number as read aloud", () => {
    const cases: [number, string, string][] = [
      [1, "1'i", "1'inde"],
      [2, "2'si", "2'sinde"],
      [3, "3'ü", "3'ünde"],
      [4, "4'ü", "4'ünde"],
      [5, "5'i", "5'inde"],
      [6, "6'sı", "6'sında"],
      [7, "7'si", "7'sinde"],
      [8, "8'i", "8'inde"],
      [9, "9'u", "9'unda"],
      [10, "10'u", "10'unda"],
      [20, "20'si", "20'sinde"],
      [30, "30'u", "30'unda"],
      [40, "40'ı", "40'ında"],
      [50, "50'si", "50'sinde"],
      [60, "60'ı", "60'ında"],
      [70, "70'i", "70'inde"],
      [80, "80'i", "80'inde"],
      [90, "90'ı", "90'ında"],
      [100, "100'ü", "100'ünde"],
      [212, "212'si", "212'sinde"],
      [300, "300'ü", "300'ünde"],
      [1_000, "1.000'i", "1.000'inde"],
      [1_240, "1.240'ı", "1.240'ında"],
      [2_000_000, "2.000.000'u", "2.000.000'unda"],
    ];
    for (const [count, possessive, locative] of cases) {
      expect(countPossessive(count), String(count)).toBe(possessive);
      expect(countLocative(count), String(count)).toBe(locative);
    }
  });

  it("make the group's line", () => {
    expect(groupPhrase("product", "/urun/", 212)).toBe("ürün sayfalarının 212'sinde");
    expect(groupPhrase("blog", "/blog/", 6)).toBe("blog yazılarının 6'sında");
    expect(groupPhrase(null, "/kampanya/", 40)).toBe("/kampanya/ altındaki sayfaların 40'ında");
  });
});
