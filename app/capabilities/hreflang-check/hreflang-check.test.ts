import { describe, expect, it } from "vitest";
import type { PointedPage } from "~/capabilities/canonical-check/canonical-check";
import { alternateProblems, duplicateValues, hasXDefault, langAgrees, linksTo, valueClaims } from "./hreflang-check";

const EN = "https://www.ornek.com/en/";
const TR = "https://www.ornek.com/tr/";
const alternate = (change: Partial<PointedPage> = {}): PointedPage => ({ finalUrl: EN, status: 200, redirected: false, html: true, noindex: false, canonical: EN, ...change });

describe("the hreflang questions the live check and the audit share", () => {
  it("collects the addresses claimed per value, case-insensitively and in order, and finds the values claimed twice", () => {
    const claims = valueClaims([
      { hreflang: "en-GB", href: EN },
      { hreflang: "tr", href: TR },
      { hreflang: "en-gb", href: "https://www.ornek.com/uk/" },
      { hreflang: "tr", href: TR },
    ]);
    expect([...claims.keys()]).toEqual(["en-gb", "tr"]);
    expect(duplicateValues(claims)).toEqual(["en-gb"]);
  });

  it("finds x-default in any case, and a return link by its exact address", () => {
    expect(hasXDefault(["tr", "X-Default"])).toBe(true);
    expect(hasXDefault(["tr", "en"])).toBe(false);
    expect(linksTo([{ hreflang: "tr", href: TR }], TR)).toBe(true);
    expect(linksTo([{ hreflang: "tr", href: TR }], "https://www.ornek.com/tr")).toBe(false);
  });

  it("keeps an alternate out of the set for each reason Google gives", () => {
    expect(alternateProblems(alternate())).toEqual([]);
    expect(alternateProblems(alternate({ canonical: `${EN}#ust` }))).toEqual([]);
    expect(alternateProblems(alternate({ redirected: true, status: 404 }))).toEqual(["redirected", "http-status"]);
    expect(alternateProblems(alternate({ html: false }))).toEqual(["not-html"]);
    expect(alternateProblems(alternate({ noindex: true, canonical: TR }))).toEqual(["noindex", "canonical-elsewhere"]);
  });

  it("lets <html lang> agree when the languages match and the regions do not contradict", () => {
    expect(langAgrees("en-US", "en")).toBe(true);
    expect(langAgrees("en", "en-GB")).toBe(true);
    expect(langAgrees("en-US", "en-GB")).toBe(false);
    expect(langAgrees("tr", "en")).toBe(false);
  });
});
