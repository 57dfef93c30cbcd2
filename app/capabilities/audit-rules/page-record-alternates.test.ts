import { describe, expect, it } from "vitest";
import { RECORD_LIMITS } from "./audit-page";
import { readPageRecord } from "./page-record";

const record = (html: string) =>
  readPageRecord(
    { url: "https://ornek.example/a", finalUrl: "https://ornek.example/a", status: 200, redirects: [], source: "start", foundOn: null, headers: {}, transferBytes: 0, ttfbMs: null },
    html,
  );

describe("the page record's hreflang hrefs", () => {
  it("keeps each href as written beside its absolute address, cut to what tells whether it is absolute", () => {
    const long = `https://ornek.example/${"u".repeat(RECORD_LIMITS.hreflangHrefChars)}`;
    const page = record(`<html><head><link rel="alternate" hreflang="en" href=" /en/ "><link rel="alternate" hreflang="de" href="${long}"></head><body></body></html>`);
    expect(page.hreflang.map((entry) => entry.href)).toEqual(["https://ornek.example/en/", long]);
    expect(page.hreflangHrefs).toEqual(["/en/", long.slice(0, RECORD_LIMITS.hreflangHrefChars)]);
  });
});

describe("the page record's canonical hrefs and placement", () => {
  it("keeps each href as written beside its absolute address", () => {
    const page = record(`<html><head><link rel="canonical" href=" /a "><link rel="canonical" href="https://ornek.example/b"></head><body></body></html>`);
    expect(page.canonicals).toEqual(["https://ornek.example/a", "https://ornek.example/b"]);
    expect(page.canonicalHrefs).toEqual(["/a", "https://ornek.example/b"]);
    expect(page.canonicalsInBody).toBe(0);
  });

  it("counts the canonicals after the head ended, by the body tag or by an element of the body", () => {
    expect(record(`<html><head></head><body><link rel="canonical" href="/a"></body></html>`).canonicalsInBody).toBe(1);
    expect(record(`<html><head><div></div><link rel="canonical" href="/a"></head></html>`).canonicalsInBody).toBe(1);
  });

  it("does not let a noscript fallback in the head end it (a crawler running scripts reads it as text)", () => {
    const page = record(`<html><head><noscript><img src="/pixel.gif"></noscript><link rel="canonical" href="/a"></head><body></body></html>`);
    expect(page.canonicalsInBody).toBe(0);
  });

  it("is bounded like the canonicals", () => {
    const many = Array.from({ length: RECORD_LIMITS.canonicals + 3 }, (_, i) => `<link rel="canonical" href="/${"x".repeat(RECORD_LIMITS.metaChars)}${i}">`).join("");
    const page = record(`<html><head>${many}</head><body></body></html>`);
    expect(page.canonicalHrefs).toHaveLength(RECORD_LIMITS.canonicals);
    expect(page.canonicalHrefs.every((href) => href.length === RECORD_LIMITS.metaChars)).toBe(true);
    expect(page.truncated).toBe(true);
  });
});
