import { describe, expect, it } from "vitest";
import {
  CANONICAL_COPIED_MESSAGE,
  CANONICAL_DOWNLOADED_MESSAGE,
  CANONICAL_FILE_NAME,
  CANONICAL_URL_INVALID_MESSAGE,
  PAGE_URL_INVALID_MESSAGE,
  URLS_REQUIRED_MESSAGE,
} from "./generator.content";
import {
  buildCanonicalTags,
  checkCanonicalEntries,
  createCanonicalEntry,
  fillCanonicalFromPageUrl,
  validateCanonicalEntry,
} from "./canonical";

describe("constants", () => {
  it("uses the required texts and file name", () => {
    expect(CANONICAL_FILE_NAME).toBe("canonical-tags.html");
    expect(CANONICAL_COPIED_MESSAGE).toBe("Canonical tag'leri panoya kopyalandı!");
    expect(CANONICAL_DOWNLOADED_MESSAGE).toBe("Canonical tag'leri indirildi!");
    expect(PAGE_URL_INVALID_MESSAGE).toBe("Geçerli bir URL girin");
    expect(CANONICAL_URL_INVALID_MESSAGE).toBe("Geçerli bir canonical URL girin");
    expect(URLS_REQUIRED_MESSAGE).toBe("Önce URL'leri doldurun!");
  });
});

describe("validateCanonicalEntry", () => {
  it("is neutral while empty, valid for absolute http(s), invalid otherwise", () => {
    expect(validateCanonicalEntry(createCanonicalEntry())).toEqual({
      url: { status: "empty" },
      canonicalUrl: { status: "empty" },
    });
    expect(validateCanonicalEntry({ url: "https://a.com/x", canonicalUrl: " http://a.com/ " })).toEqual({
      url: { status: "valid" },
      canonicalUrl: { status: "valid" },
    });
    for (const bad of ["a.com/x", "/x", "ftp://a.com/", "https://", "javascript:alert(1)"]) {
      expect(validateCanonicalEntry({ url: bad, canonicalUrl: bad }), bad).toEqual({
        url: { status: "invalid", message: "Geçerli bir URL girin" },
        canonicalUrl: { status: "invalid", message: "Geçerli bir canonical URL girin" },
      });
    }
  });
});

describe("fillCanonicalFromPageUrl", () => {
  it("copies the page URL into an empty canonical field only", () => {
    expect(fillCanonicalFromPageUrl({ url: " https://a.com/x ", canonicalUrl: "  " })).toEqual({
      url: " https://a.com/x ",
      canonicalUrl: "https://a.com/x",
    });
    const filled = { url: "https://a.com/x", canonicalUrl: "https://a.com/y" };
    expect(fillCanonicalFromPageUrl(filled)).toBe(filled);
  });
});

describe("buildCanonicalTags", () => {
  it("is empty until a pair is complete and valid", () => {
    expect(buildCanonicalTags([createCanonicalEntry()])).toBe("");
    expect(
      buildCanonicalTags([
        { url: "https://a.com/x", canonicalUrl: "/x" },
        { url: "", canonicalUrl: "https://a.com/" },
      ]),
    ).toBe("");
  });

  it("writes one tag per page, labelled with the page, without repeating identical pairs", () => {
    expect(
      buildCanonicalTags([
        { url: "https://ajans.com.tr/seo?utm_source=x", canonicalUrl: "https://ajans.com.tr/seo" },
        { url: "https://ajans.com.tr/seo?utm_source=x", canonicalUrl: "https://ajans.com.tr/seo" },
        { url: "https://ajans.com.tr/blog/", canonicalUrl: "https://ajans.com.tr/blog/" },
        { url: "kötü", canonicalUrl: "https://ajans.com.tr/" },
      ]),
    ).toBe(
      [
        "<!-- Sayfa: https://ajans.com.tr/seo?utm_source=x -->",
        '<link rel="canonical" href="https://ajans.com.tr/seo">',
        "<!-- Sayfa: https://ajans.com.tr/blog/ -->",
        '<link rel="canonical" href="https://ajans.com.tr/blog/">',
      ].join("\n"),
    );
  });

  it("escapes and percent-encodes, so neither the attribute nor the comment can be broken out of", () => {
    const tags = buildCanonicalTags([
      { url: "https://a.com/x?a=1&b=-->", canonicalUrl: `https://örnek.com/hizmet'ler?q="a"&b=<c>` },
    ]);
    expect(tags).toBe(
      [
        "<!-- Sayfa: https://a.com/x?a=1&b=--%3E -->",
        '<link rel="canonical" href="https://xn--rnek-4qa.com/hizmet&#39;ler?q=%22a%22&amp;b=%3Cc%3E">',
      ].join("\n"),
    );
  });
});

describe("checkCanonicalEntries (after Lighthouse's canonical audit)", () => {
  it("accepts a self-referencing canonical and a same-site duplicate", () => {
    expect(
      checkCanonicalEntries([
        { url: "https://a.com/x", canonicalUrl: "https://a.com/x" },
        { url: "https://a.com/x?ref=1", canonicalUrl: "https://a.com/x" },
        { url: "https://a.com/", canonicalUrl: "https://a.com/" },
      ]),
    ).toEqual([]);
  });

  it("ignores untouched rows", () => {
    expect(checkCanonicalEntries([createCanonicalEntry(), { url: "https://a.com/", canonicalUrl: "" }])).toEqual([]);
  });

  it("tells relative from invalid canonicals", () => {
    expect(
      checkCanonicalEntries([
        { url: "https://a.com/x", canonicalUrl: "/x" },
        { url: "https://a.com/x", canonicalUrl: "https://a b.com/" },
        { url: "", canonicalUrl: "mailto:seo@a.com" },
      ]),
    ).toEqual([
      {
        code: "relative",
        entryIndex: 0,
        message: `1. satır: canonical adresi mutlak değil (/x); "https://" ile başlayan tam adresi yazın.`,
      },
      { code: "invalid", entryIndex: 1, message: "2. satır: canonical adresi geçersiz (https://a b.com/)." },
      { code: "invalid", entryIndex: 2, message: "3. satır: canonical adresi geçersiz (mailto:seo@a.com)." },
    ]);
  });

  it("flags a deeper page whose canonical is the site root", () => {
    expect(checkCanonicalEntries([{ url: "https://a.com/hizmetler/seo", canonicalUrl: "https://a.com/" }])).toEqual([
      {
        code: "points-to-root",
        entryIndex: 0,
        message:
          "1. satır: canonical, eşdeğer içerik sayfası yerine alan adının kök adresini (ana sayfayı) gösteriyor.",
      },
    ]);
  });

  it("flags a canonical on another domain", () => {
    const warnings = checkCanonicalEntries([{ url: "https://a.com/x", canonicalUrl: "https://staging.a.com/" }]);
    expect(warnings.map((warning) => warning.code)).toEqual(["cross-domain"]);
    expect(warnings[0]?.message).toContain("(staging.a.com)");
  });

  it("flags conflicting canonicals for one page once", () => {
    const warnings = checkCanonicalEntries([
      { url: "https://a.com/x", canonicalUrl: "https://a.com/x" },
      { url: "https://a.com/y", canonicalUrl: "https://a.com/y" },
      { url: "HTTPS://A.COM/x", canonicalUrl: "https://a.com/x2" },
      { url: "https://a.com/x", canonicalUrl: "https://a.com/x3" },
    ]);
    expect(warnings).toEqual([
      {
        code: "conflict",
        entryIndex: 2,
        message:
          "3. satır: https://a.com/x sayfası için birden fazla farklı canonical var (https://a.com/x, https://a.com/x2); arama motorları çelişen canonical'ları yok sayar.",
      },
    ]);
  });

  it("stays linear on thousands of rows", () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => ({
      url: `https://a.com/p/${n % 100}`,
      canonicalUrl: `https://a.com/c/${n}`,
    }));
    const started = performance.now();
    const warnings = checkCanonicalEntries(rows);
    // Only catches a blow-up (about 0.2 s here when idle, 0.8 s beside the other test files; a
    // pass per pair of 20,000 rows takes far longer); the speed is no test's business.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(warnings).toHaveLength(100);
  });
});
