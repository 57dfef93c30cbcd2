import { describe, expect, it } from "vitest";
import { validateSitemapWithHreflang } from "../../../tests/support/sitemap-xsd";
import {
  HREFLANG_COPIED_MESSAGE,
  HREFLANG_COUNTRIES,
  HREFLANG_DOWNLOADED_MESSAGE,
  HREFLANG_FILE_NAME,
  HREFLANG_LANGUAGES,
  URLS_REQUIRED_MESSAGE,
} from "./generator.content";
import {
  buildHreflangLinkHeader,
  buildHreflangSitemapUrls,
  buildHreflangSitemapXml,
  buildHreflangTags,
  checkHreflang,
  collectHreflangLinks,
  createHreflangEntry,
  createInitialHreflangEntries,
  hreflangValue,
} from "./hreflang";
import type { HreflangEntry } from "./hreflang";

const BASE = "https://ajans.com.tr/";
const SET: HreflangEntry[] = [
  { language: "tr", country: "TR", url: "https://ajans.com.tr/" },
  { language: "en", country: "", url: "https://ajans.com.tr/en/" },
  { language: "de", country: "DE", url: "https://ajans.com.tr/de/" },
];

function codes(baseUrl: string, entries: HreflangEntry[]): string[] {
  return checkHreflang(baseUrl, entries).map((warning) => warning.code);
}

describe("constants", () => {
  it("lists the required 20 languages and 21 countries with Turkish names", () => {
    expect(HREFLANG_LANGUAGES.map((language) => language.code)).toEqual([
      "tr",
      "en",
      "de",
      "fr",
      "es",
      "it",
      "pt",
      "ru",
      "ja",
      "ko",
      "zh",
      "ar",
      "nl",
      "sv",
      "no",
      "da",
      "fi",
      "pl",
      "cs",
      "hu",
    ]);
    expect(HREFLANG_COUNTRIES.map((country) => country.code)).toEqual([
      "TR",
      "US",
      "GB",
      "DE",
      "FR",
      "ES",
      "IT",
      "PT",
      "RU",
      "JP",
      "KR",
      "CN",
      "SA",
      "NL",
      "SE",
      "NO",
      "DK",
      "FI",
      "PL",
      "CZ",
      "HU",
    ]);
    expect(HREFLANG_LANGUAGES[0]).toEqual({ code: "tr", name: "Türkçe" });
    expect(HREFLANG_COUNTRIES[0]).toEqual({ code: "TR", name: "Türkiye" });
    expect(HREFLANG_FILE_NAME).toBe("hreflang-tags.html");
    expect(HREFLANG_COPIED_MESSAGE).toBe("Hreflang tag'leri panoya kopyalandı!");
    expect(HREFLANG_DOWNLOADED_MESSAGE).toBe("Hreflang tag'leri indirildi!");
    expect(URLS_REQUIRED_MESSAGE).toBe("Önce URL'leri doldurun!");
  });

  it("starts the form with tr and en rows", () => {
    expect(createInitialHreflangEntries()).toEqual([
      { language: "tr", country: "", url: "" },
      { language: "en", country: "", url: "" },
    ]);
    expect(createHreflangEntry()).toEqual({ language: "", country: "", url: "" });
  });
});

describe("buildHreflangTags", () => {
  it("writes language or language-country in lower case, then x-default", () => {
    expect(buildHreflangTags(BASE, SET)).toBe(
      [
        '<link rel="alternate" hreflang="tr-tr" href="https://ajans.com.tr/">',
        '<link rel="alternate" hreflang="en" href="https://ajans.com.tr/en/">',
        '<link rel="alternate" hreflang="de-de" href="https://ajans.com.tr/de/">',
        '<link rel="alternate" hreflang="x-default" href="https://ajans.com.tr/">',
      ].join("\n"),
    );
    expect(hreflangValue(" PT ", "br")).toBe("pt-br");
  });

  it("is empty for the initial form, so the screen shows 'Önce URL'leri doldurun!'", () => {
    expect(buildHreflangTags("", createInitialHreflangEntries())).toBe("");
    expect(
      buildHreflangTags("  ", [
        { language: "", url: "https://a.com/" },
        { language: "tr", url: "  " },
      ]),
    ).toBe("");
  });

  it("adds x-default only with a base URL, and skips rows without language or url", () => {
    const rows: HreflangEntry[] = [
      { language: "tr", url: "https://a.com/tr" },
      { language: "", url: "https://a.com/x" },
    ];
    expect(buildHreflangTags("", rows)).toBe('<link rel="alternate" hreflang="tr" href="https://a.com/tr">');
    expect(buildHreflangTags("https://a.com/", [])).toBe(
      '<link rel="alternate" hreflang="x-default" href="https://a.com/">',
    );
  });

  it("escapes attribute values", () => {
    const tags = buildHreflangTags("", [{ language: "tr", url: `https://a.com/?q="><script>alert('x')</script>&b=1` }]);
    expect(tags).toBe(
      '<link rel="alternate" hreflang="tr" href="https://a.com/?q=&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;b=1">',
    );
  });

  it("keeps Turkish addresses readable in HTML", () => {
    expect(buildHreflangTags("", [{ language: "tr", url: "https://örnek.com/hakkımızda" }])).toBe(
      '<link rel="alternate" hreflang="tr" href="https://örnek.com/hakkımızda">',
    );
  });
});

describe("other output formats", () => {
  it("writes an HTTP Link header value with absolute, ASCII addresses", () => {
    const rows: HreflangEntry[] = [
      ...SET,
      { language: "fr", url: "/fr/" },
      { language: "tr", url: "https://örnek.com/ğ" },
    ];
    expect(buildHreflangLinkHeader(BASE, rows)).toBe(
      [
        '<https://ajans.com.tr/>; rel="alternate"; hreflang="tr-tr"',
        '<https://ajans.com.tr/en/>; rel="alternate"; hreflang="en"',
        '<https://ajans.com.tr/de/>; rel="alternate"; hreflang="de-de"',
        '<https://xn--rnek-4qa.com/%C4%9F>; rel="alternate"; hreflang="tr"',
        '<https://ajans.com.tr/>; rel="alternate"; hreflang="x-default"',
      ].join(", "),
    );
    expect(buildHreflangLinkHeader("", [{ language: 'tr"; rel="evil', url: "https://a.com/" }])).toBe("");
  });

  it("writes one sitemap <url> per page, each carrying the whole set", () => {
    const blocks = buildHreflangSitemapUrls(BASE, SET);
    const urls = blocks.split("  </url>\n").filter((block) => block !== "");
    expect(urls).toHaveLength(3); // the x-default page is the tr-tr page
    for (const url of urls) expect(url.match(/<xhtml:link /g)).toHaveLength(4);
    expect(urls[1]).toBe(
      [
        "  <url>",
        "    <loc>https://ajans.com.tr/en/</loc>",
        '    <xhtml:link rel="alternate" hreflang="tr-tr" href="https://ajans.com.tr/"/>',
        '    <xhtml:link rel="alternate" hreflang="en" href="https://ajans.com.tr/en/"/>',
        '    <xhtml:link rel="alternate" hreflang="de-de" href="https://ajans.com.tr/de/"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://ajans.com.tr/"/>',
        "",
      ].join("\n"),
    );
  });

  it("produces a sitemap that validates, with xhtml:link declared", async () => {
    const rows: HreflangEntry[] = [
      ...SET,
      { language: "tr", country: "", url: "https://ajans.com.tr/ara?q=a&b='c'" },
      { language: "ar", country: "SA", url: "https://ajans.com.tr/ar/خدمات" },
    ];
    const xml = buildHreflangSitemapXml("https://ajans.com.tr/dil-sec", rows);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("https://ajans.com.tr/ara?q=a&amp;b=%27c%27");
    expect((xml.match(/<url>/g) ?? []).length).toBe(6);
    expect(await validateSitemapWithHreflang(xml)).toEqual({ valid: true, errors: [] });
    expect(buildHreflangSitemapXml("", [{ language: "tr", url: "/tr" }])).toBe("");
  });

  it("reports the set with the row each link came from", () => {
    expect(collectHreflangLinks("https://a.com", [{ language: "tr", url: " https://a.com/tr " }])).toEqual([
      { hreflang: "tr", href: "https://a.com/tr", normalizedHref: "https://a.com/tr", entryIndex: 0 },
      { hreflang: "x-default", href: "https://a.com", normalizedHref: "https://a.com/" },
    ]);
  });
});

describe("checkHreflang", () => {
  it("gives only the return-links advice for a sound set", () => {
    const warnings = checkHreflang(BASE, SET);
    expect(warnings.map((warning) => [warning.code, warning.severity])).toEqual([["return-links", "info"]]);
    expect(warnings[0]?.message).toMatch(/^Dönüş bağlantıları/);
  });

  it("says nothing about an untouched form", () => {
    expect(checkHreflang("", createInitialHreflangEntries())).toEqual([]);
  });

  it("flags duplicate language-country pairs, case-insensitively", () => {
    const warnings = checkHreflang("", [
      { language: "tr", country: "TR", url: "https://a.com/1" },
      { language: "en", url: "https://a.com/2" },
      { language: "TR", country: "tr", url: "https://a.com/3" },
    ]);
    expect(warnings[0]).toEqual({
      code: "duplicate-hreflang",
      severity: "warning",
      entryIndex: 2,
      message: `3. satır: "tr-tr" değeri 1. satırda da var; her dil-ülke çifti tek bir URL'yi göstermeli.`,
    });
  });

  it("flags relative, non-http and malformed addresses", () => {
    const warnings = checkHreflang("www.a.com", [
      { language: "tr", url: "/tr/" },
      { language: "en", url: "ftp://a.com/en" },
      { language: "de", url: "https://a.com/de" },
    ]);
    expect(warnings.filter((warning) => warning.code === "invalid-url").map((warning) => warning.entryIndex)).toEqual([
      0, 1,
    ]);
    expect(warnings.map((warning) => warning.code)).toContain("invalid-base-url");
    expect(warnings.find((warning) => warning.code === "invalid-url")?.message).toBe(
      `1. satır: "/tr/" tam bir http:// veya https:// adresi değil; hreflang yalnızca tam (mutlak) URL'lerle çalışır.`,
    );
  });

  it("flags codes outside the lists", () => {
    const warnings = checkHreflang("", [
      { language: "tr", country: "XX", url: "https://a.com/1" },
      { language: "tur", url: "https://a.com/2" },
    ]);
    expect(warnings.slice(0, 2)).toEqual([
      {
        code: "invalid-country",
        severity: "warning",
        entryIndex: 0,
        message: `1. satır: "XX" desteklenen bir ülke kodu değil (ISO 3166-1, örneğin TR veya US).`,
      },
      {
        code: "invalid-language",
        severity: "warning",
        entryIndex: 1,
        message: `2. satır: "tur" desteklenen bir dil kodu değil (ISO 639-1, örneğin tr veya en).`,
      },
    ]);
  });

  it("notes an x-default page that is not one of the language versions", () => {
    expect(
      codes("https://a.com/dil-sec", [
        { language: "tr", url: "https://a.com/tr" },
        { language: "en", url: "https://a.com/en" },
      ]),
    ).toEqual(["missing-self-reference", "return-links"]);
    expect(
      codes("https://a.com/tr", [
        { language: "tr", url: "https://a.com/tr" },
        { language: "en", url: "https://a.com/en" },
      ]),
    ).toEqual(["return-links"]);
  });

  it("notes a set with a single version", () => {
    expect(codes("", [{ language: "tr", url: "https://a.com/tr" }])).toEqual(["single-version", "return-links"]);
  });
});
