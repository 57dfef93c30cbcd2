import { describe, expect, it } from "vitest";
import { canonicalTargetProblems, effectiveCanonical, isRelativeHref, noindexWithCanonical, type PointedPage } from "./canonical-check";

const A = "https://www.ornek.com/a";
const B = "https://www.ornek.com/b";
const target = (change: Partial<PointedPage> = {}): PointedPage => ({ finalUrl: B, status: 200, redirected: false, html: true, noindex: false, canonical: B, ...change });

describe("the canonical questions the live check and the audit share", () => {
  it("reads the tag before the Link header", () => {
    expect(effectiveCanonical(A, B)).toBe(A);
    expect(effectiveCanonical(null, B)).toBe(B);
    expect(effectiveCanonical(null, null)).toBeNull();
  });

  it("tells relative hrefs from absolute http(s) ones, whatever their case", () => {
    expect(["/a", "a", "//www.ornek.com/a", ""].map(isRelativeHref)).toEqual([true, true, true, true]);
    expect(["https://www.ornek.com/a", "HTTP://www.ornek.com/a"].map(isRelativeHref)).toEqual([false, false]);
  });

  it("names noindex with a canonical by where the canonical points", () => {
    expect(noindexWithCanonical(`${A}#ust`, A, true)).toBe("self");
    expect(noindexWithCanonical(B, A, true)).toBe("elsewhere");
    expect(noindexWithCanonical(B, A, false)).toBeNull();
  });

  it("judges a target in the live check's order, and no further once it does not answer 200 with HTML", () => {
    expect(canonicalTargetProblems(target())).toEqual([]);
    expect(canonicalTargetProblems(target({ redirected: true }))).toEqual(["target-redirects"]);
    expect(canonicalTargetProblems(target({ redirected: true, status: 404, noindex: true }))).toEqual(["target-redirects", "target-status"]);
    expect(canonicalTargetProblems(target({ html: false, noindex: true }))).toEqual(["target-not-html"]);
    expect(canonicalTargetProblems(target({ noindex: true, canonical: A }))).toEqual(["target-noindex", "target-canonicalised"]);
    expect(canonicalTargetProblems(target({ canonical: null }))).toEqual(["target-no-canonical"]);
  });
});
