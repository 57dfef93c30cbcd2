import { describe, expect, it } from "vitest";
import { ISO_3166_1_ALPHA_2, ISO_639_1, checkHreflangCode, primaryLanguage, regionOf } from "./codes";

describe("checkHreflangCode", () => {
  it("has the full ISO lists", () => {
    expect(ISO_639_1.size).toBe(183);
    expect(ISO_3166_1_ALPHA_2.size).toBe(249);
  });

  it.each([
    // Google's examples of supported values.
    ["de", "de"],
    ["de-ch", "de-CH"],
    ["de-DE", "de-DE"],
    ["en-GB", "en-GB"],
    ["en-US", "en-US"],
    ["en", "en"],
    ["be", "be"],
    ["zh-Hant", "zh-Hant"],
    ["zh-hans", "zh-Hans"],
    ["zh-Hant-TW", "zh-Hant-TW"],
    ["EN-gb", "en-GB"],
    ["x-default", "x-default"],
    ["X-Default", "x-default"],
    [" tr ", "tr"],
  ])("accepts %s (as %s)", (raw, value) => {
    expect(checkHreflangCode(raw)).toEqual({ ok: true, value });
  });

  it.each([
    ["en-UK", "unknown-region", "en-GB"],
    ["en_UK", "unknown-region", "en-GB"],
    ["tr_TR", "underscore", "tr-TR"],
    ["pt_br", "underscore", "pt-BR"],
    ["es-419", "unknown-region", null],
    ["en-XX", "unknown-region", null],
    ["jp", "unknown-language", "ja"],
    ["cn-CN", "unknown-language", "zh-CN"],
    ["iw", "unknown-language", "he"],
    ["eng", "unknown-language", "en"],
    ["tur-TR", "unknown-language", "tr-TR"],
    ["qq", "unknown-language", null],
    ["GB", "region-only", null],
    ["us", "region-only", null],
    ["english", "malformed", null],
    ["", "malformed", null],
    ["en-US-GB", "malformed", null],
    ["en US", "malformed", null],
    ["en-Hant-Latn", "malformed", null],
  ])("refuses %s (%s, suggests %s)", (raw, problem, suggestion) => {
    expect(checkHreflangCode(raw)).toEqual({ ok: false, problem, suggestion });
  });
});

describe("primaryLanguage and regionOf", () => {
  it("split a value or an <html lang>", () => {
    expect(primaryLanguage("en-GB")).toBe("en");
    expect(primaryLanguage("tr_TR")).toBe("tr");
    expect(primaryLanguage("x-default")).toBeNull();
    expect(primaryLanguage("")).toBeNull();
    expect(regionOf("en-gb")).toBe("GB");
    expect(regionOf("zh-Hant-TW")).toBe("TW");
    expect(regionOf("zh-Hant")).toBeNull();
    expect(regionOf("en")).toBeNull();
  });
});
