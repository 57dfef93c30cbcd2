import { crc32 } from "node:zlib";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import {
  CHANGE_FREQUENCIES,
  COMMON_PAGES,
  MAX_SITEMAP_BYTES,
  MAX_URLS_PER_SITEMAP,
  SITEMAP_FILE_NAME,
  SITEMAP_INDEX_FILE_NAME,
  SITEMAP_PRIORITIES,
} from "./constants";
import {
  SITEMAP_BASE_URL_INVALID_MESSAGE,
  SITEMAP_BASE_URL_REQUIRED_MESSAGE,
  SITEMAP_COMMON_PAGES_ADDED_MESSAGE,
  SITEMAP_COPIED_MESSAGE,
  SITEMAP_DOWNLOADED_MESSAGE,
  SITEMAP_NO_VALID_URL_MESSAGE,
} from "./generator.content";
import { formatLocalDate, isW3cDate } from "./dates";
import { checkHttpUrl, normalizeHttpUrl } from "~/capabilities/url/http-url";
import { escapeHtmlAttribute, escapeXml, utf8ByteLength } from "~/capabilities/markup/markup";
import {
  addCommonPages,
  buildSitemapSet,
  buildSitemapXml,
  createInitialSitemapEntries,
  createSitemapEntry,
  parseBulkUrls,
} from "./sitemap";
import type { SitemapEntry } from "./sitemap";
import { validateSitemap, validateSitemapIndex } from "../../../tests/support/sitemap-xsd";
import { zipSitemapSet } from "./zip";

const TODAY = new Date(2025, 2, 9, 23, 45); // 9 March 2025, late evening local time

function entry(url: string, overrides: Partial<SitemapEntry> = {}): SitemapEntry {
  return { url, priority: 0.8, changefreq: "weekly", lastmod: "2025-03-09", ...overrides };
}

function manyEntries(count: number, makeUrl = (n: number) => `https://www.example.com/urun/${n}`): SitemapEntry[] {
  return Array.from({ length: count }, (_, n) => entry(makeUrl(n)));
}

function expectOk<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("constants", () => {
  it("follows the required lists, limits and texts", () => {
    expect(SITEMAP_PRIORITIES.map((priority) => priority.toFixed(1))).toEqual([
      "1.0",
      "0.9",
      "0.8",
      "0.7",
      "0.6",
      "0.5",
      "0.4",
      "0.3",
      "0.2",
      "0.1",
    ]);
    expect(CHANGE_FREQUENCIES).toEqual(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
    expect(COMMON_PAGES).toEqual([
      { path: "", priority: 1.0, changefreq: "daily" },
      { path: "/hakkimizda", priority: 0.8, changefreq: "monthly" },
      { path: "/hizmetler", priority: 0.9, changefreq: "weekly" },
      { path: "/iletisim", priority: 0.7, changefreq: "monthly" },
      { path: "/blog", priority: 0.8, changefreq: "weekly" },
    ]);
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
    expect(MAX_SITEMAP_BYTES).toBe(52_428_800);
    expect(SITEMAP_FILE_NAME).toBe("sitemap.xml");
    expect(SITEMAP_COPIED_MESSAGE).toBe("Sitemap XML panoya kopyalandı!");
    expect(SITEMAP_DOWNLOADED_MESSAGE).toBe("sitemap.xml dosyası indirildi!");
    expect(SITEMAP_NO_VALID_URL_MESSAGE).toBe("Önce geçerli URL'ler ekleyin!");
    expect(SITEMAP_BASE_URL_REQUIRED_MESSAGE).toBe("Önce base URL'yi girin!");
    expect(SITEMAP_COMMON_PAGES_ADDED_MESSAGE).toBe("Yaygın sayfalar eklendi!");
  });
});

describe("dates", () => {
  it("formats today in local time, not UTC", () => {
    expect(formatLocalDate(TODAY)).toBe("2025-03-09");
    expect(formatLocalDate(new Date(2024, 0, 1, 0, 5))).toBe("2024-01-01");
  });

  it("accepts what sitemap.xsd accepts as lastmod", () => {
    for (const good of ["2024-02-29", "2025-03-09", "2025-03-09T17:33:30+03:00", "2025-03-09T17:33:30.25Z"]) {
      expect(isW3cDate(good), good).toBe(true);
    }
    for (const bad of [
      "2023-02-29",
      "2025-13-01",
      "2025-3-9",
      "09.03.2025",
      "2025-03-09T17:33+03:00",
      "2025-03-09T17:33:30",
      "2025-03-09T24:00:00Z",
      "0000-01-01",
      "",
    ]) {
      expect(isW3cDate(bad), bad).toBe(false);
    }
  });
});

describe("markup and URL helpers", () => {
  it("escapes the five XML specials, and uses &#39; in HTML", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeHtmlAttribute(`'&"`)).toBe("&#39;&amp;&quot;");
    expect(escapeXml("plain")).toBe("plain");
  });

  it("counts UTF-8 bytes like an encoder does", () => {
    for (const text of ["abc", "ığüşöç İĞÜŞÖÇ", "€", "😀 emoji", "\ud800 lone surrogate", ""]) {
      expect(utf8ByteLength(text), text).toBe(new TextEncoder().encode(text).length);
    }
  });

  it("accepts only absolute http(s) addresses and normalizes them", () => {
    expect(normalizeHttpUrl(" HTTPS://Örnek.COM/Hakkımızda/ajans'ın?ş=ğ&x='y' ")).toBe(
      "https://xn--rnek-4qa.com/Hakk%C4%B1m%C4%B1zda/ajans'%C4%B1n?%C5%9F=%C4%9F&x=%27y%27",
    );
    expect(normalizeHttpUrl("https://example.com/a|b^c[d]{e}`f%zz#x#y")).toBe(
      "https://example.com/a%7Cb%5Ec%5Bd%5D%7Be%7D%60f%25zz#x%23y",
    );
    expect(normalizeHttpUrl("https://example.com")).toBe("https://example.com/");
    expect(checkHttpUrl("")).toEqual({ ok: false, problem: "empty" });
    expect(checkHttpUrl("/hakkimizda")).toEqual({ ok: false, problem: "relative" });
    expect(checkHttpUrl("www.example.com")).toEqual({ ok: false, problem: "relative" });
    expect(checkHttpUrl("ftp://example.com/")).toEqual({ ok: false, problem: "unsupported-scheme" });
    expect(checkHttpUrl("javascript:alert(1)")).toEqual({ ok: false, problem: "unsupported-scheme" });
    expect(checkHttpUrl("https://exa mple.com/")).toEqual({ ok: false, problem: "invalid" });
    expect(checkHttpUrl("https://user:pw@example.com/")).toEqual({ ok: false, problem: "credentials" });
  });
});

describe("form entries and common pages", () => {
  it("starts with one 1.0/weekly row and adds 0.8/weekly rows, dated today", () => {
    expect(createInitialSitemapEntries(TODAY)).toEqual([
      { url: "", priority: 1.0, changefreq: "weekly", lastmod: "2025-03-09" },
    ]);
    expect(createSitemapEntry(TODAY)).toEqual({ url: "", priority: 0.8, changefreq: "weekly", lastmod: "2025-03-09" });
  });

  it("needs a base URL", () => {
    expect(addCommonPages("  ", [], TODAY)).toEqual({ ok: false, message: "Önce base URL'yi girin!" });
    expect(addCommonPages("example.com", [], TODAY)).toEqual({ ok: false, message: SITEMAP_BASE_URL_INVALID_MESSAGE });
  });

  it("adds the five pages with their priorities, replacing the blank starter row", () => {
    const result = expectOk(addCommonPages("https://ajans.com.tr/", createInitialSitemapEntries(TODAY), TODAY));
    expect(result.message).toBe("Yaygın sayfalar eklendi!");
    expect(result.added).toBe(5);
    expect(result.entries).toEqual([
      { url: "https://ajans.com.tr/", priority: 1.0, changefreq: "daily", lastmod: "2025-03-09" },
      { url: "https://ajans.com.tr/hakkimizda", priority: 0.8, changefreq: "monthly", lastmod: "2025-03-09" },
      { url: "https://ajans.com.tr/hizmetler", priority: 0.9, changefreq: "weekly", lastmod: "2025-03-09" },
      { url: "https://ajans.com.tr/iletisim", priority: 0.7, changefreq: "monthly", lastmod: "2025-03-09" },
      { url: "https://ajans.com.tr/blog", priority: 0.8, changefreq: "weekly", lastmod: "2025-03-09" },
    ]);
  });

  it("skips pages already listed and keeps the user's rows first", () => {
    const mine = [entry("https://ajans.com.tr/blog", { priority: 0.3 }), entry("HTTPS://AJANS.com.tr")];
    const result = expectOk(addCommonPages("https://ajans.com.tr", mine, TODAY));
    expect(result.added).toBe(3);
    expect(result.entries.slice(0, 2)).toEqual(mine);
    expect(result.entries.map((row) => row.url).slice(2)).toEqual([
      "https://ajans.com.tr/hakkimizda",
      "https://ajans.com.tr/hizmetler",
      "https://ajans.com.tr/iletisim",
    ]);
    expect(expectOk(addCommonPages("https://ajans.com.tr", result.entries, TODAY)).added).toBe(0);
  });

  it("appends to the base URL's path", () => {
    const result = expectOk(addCommonPages("https://example.com/tr//", [], TODAY));
    expect(result.entries.map((row) => row.url)).toEqual([
      "https://example.com/tr/",
      "https://example.com/tr/hakkimizda",
      "https://example.com/tr/hizmetler",
      "https://example.com/tr/iletisim",
      "https://example.com/tr/blog",
    ]);
  });
});

describe("buildSitemapXml", () => {
  it("reports when no entry has a valid URL", () => {
    expect(buildSitemapXml([])).toEqual({ ok: false, message: "Önce geçerli URL'ler ekleyin!" });
    expect(buildSitemapXml([entry(""), entry("   "), entry("/iletisim"), entry("ftp://x.com/a")])).toEqual({
      ok: false,
      message: "Önce geçerli URL'ler ekleyin!",
    });
  });

  it("writes a schema-valid urlset with one-decimal priorities", async () => {
    const result = expectOk(
      buildSitemapXml([
        entry("https://example.com", { priority: 1, changefreq: "daily" }),
        entry("", { priority: 0.5 }),
        entry("https://example.com/hizmetler", { priority: 0.9, lastmod: "2025-03-09T10:15:00+03:00" }),
        entry("https://example.com/arsiv", { priority: 0.1, changefreq: "never", lastmod: "" }),
      ]),
    );
    expect(result.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>",
        "    <loc>https://example.com/</loc>",
        "    <lastmod>2025-03-09</lastmod>",
        "    <changefreq>daily</changefreq>",
        "    <priority>1.0</priority>",
        "  </url>",
        "  <url>",
        "    <loc>https://example.com/hizmetler</loc>",
        "    <lastmod>2025-03-09T10:15:00+03:00</lastmod>",
        "    <changefreq>weekly</changefreq>",
        "    <priority>0.9</priority>",
        "  </url>",
        "  <url>",
        "    <loc>https://example.com/arsiv</loc>",
        "    <changefreq>never</changefreq>",
        "    <priority>0.1</priority>",
        "  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
    expect(result.urlCount).toBe(3);
    expect(result.byteLength).toBe(Buffer.byteLength(result.xml));
    expect(result.exceedsLimits).toBe(false);
    expect(await validateSitemap(result.xml)).toEqual({ valid: true, errors: [] });
  });

  it("escapes and percent-encodes nasty URLs so the file stays valid", async () => {
    const result = expectOk(
      buildSitemapXml([
        entry(`https://example.com/ajans'ın-blogu/ara?q=seo&sayfa=2&etiket="ajans"&x='y'`),
        entry("https://örnek-ajans.com.tr/hizmetler/sosyal-medya-yönetimi?şehir=İstanbul"),
        entry("https://example.com/a b/<script>"),
        entry("https://example.com/(parantez)/[köşeli]|boru"),
      ]),
    );
    expect(locs(result.xml)).toEqual([
      "https://example.com/ajans&apos;%C4%B1n-blogu/ara?q=seo&amp;sayfa=2&amp;etiket=%22ajans%22&amp;x=%27y%27",
      "https://xn--rnek-ajans-dcb.com.tr/hizmetler/sosyal-medya-y%C3%B6netimi?%C5%9Fehir=%C4%B0stanbul",
      "https://example.com/a%20b/%3Cscript%3E",
      "https://example.com/(parantez)/%5Bk%C3%B6%C5%9Feli%5D%7Cboru",
    ]);
    expect(result.xml).not.toMatch(/[^\p{ASCII}]/u);
    expect(await validateSitemap(result.xml)).toEqual({ valid: true, errors: [] });
  });

  it("dedupes, and counts what it left out", () => {
    const result = expectOk(
      buildSitemapXml([
        entry("https://example.com/a"),
        entry("HTTPS://EXAMPLE.COM/a"),
        entry("example.com/b"),
        entry("http://a.b/"), // 11 characters: below the schema's minimum of 12
        entry(`https://example.com/${"x".repeat(2048)}`),
        entry("https://example.com/c", { lastmod: "09.03.2025", priority: Number.NaN }),
        entry("https://example.com/d", { priority: 7 }),
      ]),
    );
    expect(result.urlCount).toBe(3);
    expect(result.skipped).toEqual({ invalidUrls: 3, duplicateUrls: 1, invalidLastmods: 1 });
    expect(result.xml).toContain("<loc>https://example.com/c</loc>\n    <changefreq>weekly</changefreq>\n  </url>");
    expect(result.xml).toContain("<priority>1.0</priority>");
  });

  it("flags a list beyond 50,000 URLs", () => {
    expect(expectOk(buildSitemapXml(manyEntries(50_000))).exceedsLimits).toBe(false);
    expect(expectOk(buildSitemapXml(manyEntries(50_001))).exceedsLimits).toBe(true);
  });
});

describe("parseBulkUrls", () => {
  const defaults = { priority: 0.6, changefreq: "monthly" as const, lastmod: "2025-03-09" };

  it("handles thousands of pasted lines: trims, skips blanks, rejects and dedupes", () => {
    const lines: string[] = [];
    for (let n = 0; n < 5_000; n++) lines.push(`  https://example.com/sayfa-${n}  `);
    lines.push(
      "",
      "   ",
      "https://example.com/sayfa-1",
      "bozuk adres",
      "mailto:info@example.com",
      "https://example.com/sayfa-2/",
    );
    const result = parseBulkUrls(lines.join("\r\n"), defaults);
    expect(result.entries).toHaveLength(5_001);
    expect(result.entries[0]).toEqual({ url: "https://example.com/sayfa-0", ...defaults });
    expect(result.duplicateCount).toBe(1);
    expect(result.blankCount).toBe(2);
    expect(result.rejectedCount).toBe(2);
    expect(result.rejectedSamples).toEqual([
      { lineNumber: 5_004, text: "bozuk adres" },
      { lineNumber: 5_005, text: "mailto:info@example.com" },
    ]);
  });

  it("resolves relative lines against the base URL, and rejects them without one", () => {
    const text = "/hakkimizda\nblog/yazi-1\n//cdn.example.com/a.pdf\nhttps://other.com/x\n../üst";
    const resolved = parseBulkUrls(text, { ...defaults, baseUrl: "https://example.com/tr/" });
    expect(resolved.entries.map((row) => row.url)).toEqual([
      "https://example.com/hakkimizda",
      "https://example.com/tr/blog/yazi-1",
      "https://cdn.example.com/a.pdf",
      "https://other.com/x",
      "https://example.com/%C3%BCst",
    ]);
    const unresolved = parseBulkUrls(text, defaults);
    expect(unresolved.entries.map((row) => row.url)).toEqual(["https://other.com/x"]);
    expect(unresolved.rejectedCount).toBe(4);
    expect(unresolved.rejectedSamples).toHaveLength(4);
  });

  it("keeps at most five rejected samples", () => {
    const result = parseBulkUrls(Array.from({ length: 20 }, (_, n) => `kötü ${n}`).join("\n"), defaults);
    expect(result.rejectedCount).toBe(20);
    expect(result.rejectedSamples).toHaveLength(5);
  });
});

describe("buildSitemapSet", () => {
  it("needs a base URL and at least one valid URL", () => {
    expect(buildSitemapSet(manyEntries(3), { baseUrl: "" })).toEqual({ ok: false, message: "Önce base URL'yi girin!" });
    expect(buildSitemapSet([entry("nope")], { baseUrl: "https://example.com" })).toEqual({
      ok: false,
      message: "Önce geçerli URL'ler ekleyin!",
    });
  });

  it("splits at 50,000 URLs and writes a schema-valid index", async () => {
    const result = expectOk(buildSitemapSet(manyEntries(100_001), { baseUrl: "https://www.example.com/" }));
    expect(result.files.map((file) => [file.fileName, file.urlCount])).toEqual([
      ["sitemap-1.xml", 50_000],
      ["sitemap-2.xml", 50_000],
      ["sitemap-3.xml", 1],
    ]);
    expect(result.urlCount).toBe(100_001);
    expect(result.outsideBaseCount).toBe(0);
    expect(result.index.fileName).toBe(SITEMAP_INDEX_FILE_NAME);
    expect(locs(result.index.xml)).toEqual([
      "https://www.example.com/sitemap-1.xml",
      "https://www.example.com/sitemap-2.xml",
      "https://www.example.com/sitemap-3.xml",
    ]);
    expect(result.index.xml).toContain("<lastmod>2025-03-09</lastmod>");
    expect(await validateSitemapIndex(result.index.xml)).toEqual({ valid: true, errors: [] });
    for (const file of result.files) {
      expect(file.byteLength).toBe(Buffer.byteLength(file.xml));
      expect(await validateSitemap(file.xml)).toEqual({ valid: true, errors: [] });
    }
    // Every URL lands in exactly one file, in order.
    const all = result.files.flatMap((file) => locs(file.xml));
    expect(all).toHaveLength(100_001);
    expect(all[0]).toBe("https://www.example.com/urun/0");
    expect(all[100_000]).toBe("https://www.example.com/urun/100000");
  });

  it("splits by bytes before the count when URLs are long (real 50 MB ceiling)", () => {
    // ~2,000-character addresses make about 2 kB per <url>: 26,000 of them exceed 50 MB.
    const tail = "k".repeat(1_950);
    const result = expectOk(
      buildSitemapSet(
        manyEntries(26_000, (n) => `https://example.com/${n}/${tail}`),
        { baseUrl: "https://example.com" },
      ),
    );
    expect(result.files.length).toBe(2);
    for (const file of result.files) {
      expect(file.byteLength).toBeLessThanOrEqual(MAX_SITEMAP_BYTES);
      expect(file.byteLength).toBe(Buffer.byteLength(file.xml));
    }
    const first = result.files[0];
    const second = result.files[1];
    if (!first || !second) throw new Error("two files expected");
    expect(first.urlCount + second.urlCount).toBe(26_000);
    // The first file is full: one more URL would have crossed the ceiling.
    const perUrl = (first.byteLength - second.byteLength) / (first.urlCount - second.urlCount);
    expect(first.byteLength + perUrl).toBeGreaterThan(MAX_SITEMAP_BYTES);
  });

  it("honours smaller ceilings, counting multi-byte content exactly", async () => {
    const entries = manyEntries(40, (n) => `https://örnek.com/ürün/${"ğ".repeat(n)}`);
    const result = expectOk(
      buildSitemapSet(entries, { baseUrl: "https://örnek.com", maxBytesPerFile: 2_000, maxUrlsPerFile: 7 }),
    );
    expect(result.files.length).toBeGreaterThan(40 / 7);
    for (const file of result.files) {
      expect(file.urlCount).toBeLessThanOrEqual(7);
      expect(file.byteLength).toBe(Buffer.byteLength(file.xml));
      expect(file.byteLength).toBeLessThanOrEqual(2_000);
    }
    expect(result.files.reduce((sum, file) => sum + file.urlCount, 0)).toBe(40);
    expect(locs(result.index.xml)[0]).toBe("https://xn--rnek-4qa.com/sitemap-1.xml");
    expect(await validateSitemapIndex(result.index.xml)).toEqual({ valid: true, errors: [] });
  });

  it("puts the index beside the base path and counts URLs outside it", () => {
    const result = expectOk(
      buildSitemapSet(
        [entry("https://example.com/tr/a"), entry("https://example.com/en/b"), entry("https://other.com/tr/c")],
        {
          baseUrl: "https://example.com/tr",
        },
      ),
    );
    expect(locs(result.index.xml)).toEqual(["https://example.com/tr/sitemap-1.xml"]);
    expect(result.outsideBaseCount).toBe(2);
  });

  it("dates each file in the index by its newest lastmod", () => {
    const result = expectOk(
      buildSitemapSet(
        [
          entry("https://example.com/a", { lastmod: "2024-05-01" }),
          entry("https://example.com/b", { lastmod: "2025-01-02T08:00:00+03:00" }),
          entry("https://example.com/c", { lastmod: "" }),
          entry("https://example.com/d", { lastmod: "" }),
        ],
        { baseUrl: "https://example.com", maxUrlsPerFile: 2 },
      ),
    );
    expect(result.index.xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap>",
        "    <loc>https://example.com/sitemap-1.xml</loc>",
        "    <lastmod>2025-01-02T08:00:00+03:00</lastmod>",
        "  </sitemap>",
        "  <sitemap>",
        "    <loc>https://example.com/sitemap-2.xml</loc>",
        "  </sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});

describe("zipSitemapSet", () => {
  const set = expectOk(buildSitemapSet(manyEntries(120), { baseUrl: "https://www.example.com", maxUrlsPerFile: 50 }));

  // Native: the runtime's CompressionStream, as in today's browsers and Node; fflate: the fallback.
  for (const native of [true, false]) {
    it(`round-trips through unzip (${native ? "native deflate" : "fflate's deflate"})`, async () => {
      const zip = await zipSitemapSet(set, { native });
      const unpacked = unzipSync(zip);
      expect(Object.keys(unpacked)).toEqual(["sitemap-index.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"]);
      expect(strFromU8(unpacked["sitemap-index.xml"] ?? new Uint8Array())).toBe(set.index.xml);
      for (const file of set.files) expect(strFromU8(unpacked[file.fileName] ?? new Uint8Array())).toBe(file.xml);
      expect(zip.length).toBeLessThan(set.files.reduce((sum, file) => sum + file.byteLength, 0) / 4);
    });
  }

  it("records each member's CRC-32 and sizes as zlib computes them (unzip tools check them, fflate does not)", async () => {
    const zip = Buffer.from(await zipSitemapSet(set, { native: true }));
    const directoryEntries = zip.readUInt16LE(zip.length - 22 + 10);
    let at = zip.readUInt32LE(zip.length - 22 + 16);
    const expected = new Map([set.index, ...set.files].map((file) => [file.fileName, Buffer.from(file.xml)]));
    for (let entry = 0; entry < directoryEntries; entry++) {
      expect(zip.readUInt32LE(at)).toBe(0x02014b50);
      const nameLength = zip.readUInt16LE(at + 28);
      const data = expected.get(zip.toString("utf8", at + 46, at + 46 + nameLength));
      expect(data).toBeDefined();
      expect(zip.readUInt16LE(at + 10)).toBe(8);
      expect(zip.readUInt32LE(at + 16)).toBe(crc32(data ?? ""));
      expect(zip.readUInt32LE(at + 24)).toBe(data?.length);
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    expect(directoryEntries).toBe(expected.size);
  });

});
