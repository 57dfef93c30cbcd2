import { describe, expect, it } from "vitest";
import { ANALYZER_MESSAGES } from "./messages.content";
import { structuredDataTypes } from "./structured-data-types";
import { URL_MAX_LENGTH, URL_TOO_LONG_MESSAGE, checkAnalyzeUrl } from "./schema";

describe("checkAnalyzeUrl", () => {
  it.each([undefined, null, 42, "", "   "])("asks for a URL when given %j", (raw) => {
    expect(checkAnalyzeUrl(raw)).toEqual({ ok: false, message: ANALYZER_MESSAGES.emptyUrl });
  });

  it.each(["http://", "https://exa mple.com", "ftp://example.com/", "javascript:alert(1)", "mailto:bilgi@ornek.com", "https://kullanici:sifre@ornek.com/", "::::"])(
    "refuses %j as not a URL",
    (raw) => {
      expect(checkAnalyzeUrl(raw)).toEqual({ ok: false, message: ANALYZER_MESSAGES.invalidUrl });
    },
  );

  it("accepts http(s) URLs, trimmed and canonicalised", () => {
    expect(checkAnalyzeUrl("  https://www.Ornek.com.tr/blog?a=1  ")).toEqual({ ok: true, url: "https://www.ornek.com.tr/blog?a=1" });
    expect(checkAnalyzeUrl("http://10.0.0.1/")).toEqual({ ok: true, url: "http://10.0.0.1/" });
  });

  it("reads a bare host name as https", () => {
    expect(checkAnalyzeUrl("ornek.com.tr/hizmetler")).toEqual({ ok: true, url: "https://ornek.com.tr/hizmetler" });
  });

  it("limits the length to 2048 characters", () => {
    const base = "https://ornek.com/";
    expect(checkAnalyzeUrl(base + "a".repeat(URL_MAX_LENGTH - base.length)).ok).toBe(true);
    expect(checkAnalyzeUrl(base + "a".repeat(URL_MAX_LENGTH - base.length + 1))).toEqual({ ok: false, message: URL_TOO_LONG_MESSAGE });
    expect(URL_TOO_LONG_MESSAGE).toBe("Adres en fazla 2.048 karakter olabilir.");
  });
});

describe("structuredDataTypes", () => {
  it("lists @type values, arrays and @graph members included", () => {
    const types = structuredDataTypes([
      { "@type": "Organization" },
      { "@graph": [{ "@type": ["WebPage", "FAQPage"] }, { "@type": "BreadcrumbList" }] },
      [{ "@type": "Product" }],
      "not an object",
    ]);
    expect(types).toEqual(["Organization", "WebPage", "FAQPage", "BreadcrumbList", "Product"]);
  });
});
