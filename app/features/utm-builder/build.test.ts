import { describe, expect, it } from "vitest";
import { buildUtmLink, canBuildUtmLink, parseWebsiteUrl, suggestionInputError, type UtmFields } from "./build";
import { buildUtmFileContent } from "./file.content";
import {
  UTM_INVALID_URL,
  UTM_MISSING_REQUIRED,
  UTM_NOT_SPECIFIED,
  UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM,
  UTM_UNSUPPORTED_SCHEME,
} from "./messages.content";
import { foldTurkish, lowerCaseUtm, normalizeUtmValue, RECOMMENDED_UTM_OPTIONS } from "./normalize";

const base: UtmFields = {
  websiteUrl: "https://www.example.com/hizmetler",
  source: "google",
  medium: "cpc",
  campaign: "yaz-indirimi",
};

function built(fields: UtmFields, options = undefined as Parameters<typeof buildUtmLink>[1]) {
  const result = buildUtmLink(fields, options);
  if (!result.ok) throw new Error(`expected a link, got ${result.error}`);
  return result;
}

describe("buildUtmLink", () => {
  it("builds the link with the required parameters in order", () => {
    expect(built(base).url).toBe(
      "https://www.example.com/hizmetler?utm_source=google&utm_medium=cpc&utm_campaign=yaz-indirimi",
    );
  });

  it("adds optional content and term only when given", () => {
    const link = built({ ...base, content: "banner-ust", term: "web tasarım" });
    expect(link.url).toBe(
      "https://www.example.com/hizmetler?utm_source=google&utm_medium=cpc&utm_campaign=yaz-indirimi" +
        "&utm_content=banner-ust&utm_term=web%20tasar%C4%B1m",
    );
    expect(built({ ...base, content: "  ", term: "" }).url).not.toContain("utm_content");
  });

  it("keeps existing query parameters and puts the parameters before the fragment", () => {
    const link = built({ ...base, websiteUrl: "https://example.com/urun?id=42&renk=mavi#yorumlar" });
    expect(link.url).toBe(
      "https://example.com/urun?id=42&renk=mavi&utm_source=google&utm_medium=cpc&utm_campaign=yaz-indirimi#yorumlar",
    );
    expect(new URL(link.url).hash).toBe("#yorumlar");
  });

  it("replaces existing utm_* values instead of duplicating them", () => {
    const link = built({
      ...base,
      websiteUrl: "https://example.com/?utm_source=eski&a=1&utm_medium=x&utm_source=eski2&utm_id=7&utm_content=stale",
    });
    const params = new URL(link.url).searchParams;
    expect(params.getAll("utm_source")).toEqual(["google"]);
    expect(params.getAll("utm_medium")).toEqual(["cpc"]);
    expect(params.get("a")).toBe("1");
    // Parameters the form does not own stay; the ones it owns follow the form.
    expect(params.get("utm_id")).toBe("7");
    expect(params.has("utm_content")).toBe(false);
    expect(link.replacedParams).toEqual(["utm_source", "utm_medium", "utm_content"]);
    expect(link.baseUrl).toBe("https://example.com/?a=1&utm_id=7");
  });

  it("percent-encodes values, with %20 for spaces and %2B for plus signs", () => {
    const link = built({ ...base, campaign: "kış & bahar+yaz #1", term: "a=b?c" });
    expect(link.url).toContain("utm_campaign=k%C4%B1%C5%9F%20%26%20bahar%2Byaz%20%231");
    expect(link.url).toContain("utm_term=a%3Db%3Fc");
    expect(link.url).not.toContain("+");
    expect(new URL(link.url).searchParams.get("utm_campaign")).toBe("kış & bahar+yaz #1");
  });

  it("trims values and collapses inner whitespace", () => {
    expect(built({ ...base, source: "  google  ", campaign: "yaz   indirimi" }).params).toMatchObject({
      utm_source: "google",
      utm_campaign: "yaz indirimi",
    });
  });

  it("assumes https when the scheme is missing and says so", () => {
    const link = built({ ...base, websiteUrl: "www.example.com/iletisim" });
    expect(link.url.startsWith("https://www.example.com/iletisim?utm_source=")).toBe(true);
    expect(link.assumedHttps).toBe(true);
    expect(built({ ...base, websiteUrl: "example.com:8080/x" }).url.startsWith("https://example.com:8080/x?")).toBe(true);
    expect(built({ ...base, websiteUrl: "//example.com" }).url.startsWith("https://example.com/?")).toBe(true);
    expect(built({ ...base, websiteUrl: "http://example.com" }).assumedHttps).toBe(false);
  });

  it("rejects non-web schemes and unparsable addresses", () => {
    for (const websiteUrl of ["ftp://example.com", "javascript:alert(1)", "mailto:info@example.com", "data:text/html,x"]) {
      const result = buildUtmLink({ ...base, websiteUrl });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBe("unsupported-scheme");
        expect(result.message).toBe(UTM_UNSUPPORTED_SCHEME);
      }
    }
    const bad = buildUtmLink({ ...base, websiteUrl: "https://exa mple.com" });
    expect(bad).toMatchObject({ ok: false, error: "invalid-url", message: UTM_INVALID_URL });
    expect(parseWebsiteUrl("http://").ok).toBe(false);
  });

  it("reports missing required fields with the required message and builds no link", () => {
    const result = buildUtmLink({ websiteUrl: " ", source: "google", medium: "", campaign: "x" });
    expect(result).toEqual({
      ok: false,
      error: "missing-required",
      message: UTM_MISSING_REQUIRED,
      missing: ["websiteUrl", "medium"],
    });
    expect(UTM_MISSING_REQUIRED).toBe("Lütfen zorunlu alanları doldurun!");
    expect(canBuildUtmLink({ ...base, campaign: "" })).toBe(false);
    expect(canBuildUtmLink(base)).toBe(true);
  });

  it("asks for source and medium before suggesting campaign names", () => {
    expect(suggestionInputError({ source: "google", medium: " " })).toBe(UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM);
    expect(UTM_SUGGESTIONS_NEED_SOURCE_MEDIUM).toBe("Önce kaynak ve medium alanlarını doldurun!");
    expect(suggestionInputError({ source: "google", medium: "cpc" })).toBeNull();
  });

  it("applies lower-casing, Turkish folding and space replacement when asked", () => {
    const link = built(
      { ...base, source: "Facebook", medium: "Sosyal Medya", campaign: "KIŞ İndirimi Şubat", term: "Web Tasarım" },
      RECOMMENDED_UTM_OPTIONS,
    );
    expect(link.params).toEqual({
      utm_source: "facebook",
      utm_medium: "sosyal_medya",
      utm_campaign: "kis_indirimi_subat",
      utm_content: "",
      // Keywords keep their spaces.
      utm_term: "web tasarim",
    });
    const hyphen = built({ ...base, campaign: "Yaz İndirimi" }, { lowercase: false, foldTurkish: false, spaces: "hyphen" });
    expect(hyphen.params.utm_campaign).toBe("Yaz-İndirimi");
  });
});

describe("normalisation helpers", () => {
  it("folds every Turkish letter", () => {
    expect(foldTurkish("çÇğĞıİöÖşŞüÜ")).toBe("cCgGiIoOsSuU");
  });

  it("lower-cases without the Turkish dotless-i surprise", () => {
    expect(lowerCaseUtm("INSTAGRAM")).toBe("instagram");
    expect(lowerCaseUtm("İSTANBUL")).toBe("istanbul");
    expect(normalizeUtmValue("İSTANBUL Şube", { lowercase: true, foldTurkish: true, spaces: "hyphen" })).toBe(
      "istanbul-sube",
    );
  });
});

describe("buildUtmFileContent", () => {
  it("lists the link and each parameter, marking empty optional ones", () => {
    const text = buildUtmFileContent(built({ ...base, content: "banner" }));
    expect(text).toContain(
      "UTM Link: https://www.example.com/hizmetler?utm_source=google&utm_medium=cpc&utm_campaign=yaz-indirimi&utm_content=banner",
    );
    expect(text).toContain("Website URL: https://www.example.com/hizmetler");
    expect(text).toContain("Kaynak (utm_source): google");
    expect(text).toContain("Medium (utm_medium): cpc");
    expect(text).toContain("Kampanya (utm_campaign): yaz-indirimi");
    expect(text).toContain("İçerik (utm_content): banner");
    expect(text).toContain(`Anahtar kelime (utm_term): ${UTM_NOT_SPECIFIED}`);
    expect(UTM_NOT_SPECIFIED).toBe("Belirtilmedi");
  });
});
