import { describe, expect, it } from "vitest";
import { matchesSite, normalizeDomain } from "./domain";

describe("normalizeDomain", () => {
  it.each([
    ["example.com", "example.com"],
    ["  Example.COM  ", "example.com"],
    ["www.example.com", "example.com"],
    ["https://www.example.com/", "example.com"],
    ["http://example.com/hizmetler/seo?x=1#a", "example.com"],
    ["example.com:8080/yol", "example.com"],
    ["https://WWW.Örnek.com.tr", "xn--rnek-4qa.com.tr"],
    ["blog.example.com", "blog.example.com"],
    ["example.com.", "example.com"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it.each(["", "   ", "localhost", "http://", "ftp://example.com", "javascript:alert(1)", "exa mple.com", "http://.com"])(
    "rejects %j",
    (input) => {
      expect(normalizeDomain(input)).toBeNull();
    },
  );
});

describe("matchesSite", () => {
  it.each([
    ["https://example.com/a", "example.com", true],
    ["https://www.example.com/a", "example.com", true],
    ["https://example.com/a", "www.example.com", true],
    ["https://blog.example.com/yazi", "example.com", true],
    ["https://a.b.example.com/", "https://example.com/", true],
    ["https://EXAMPLE.com", "example.com", true],
    ["https://örnek.com.tr/x", "xn--rnek-4qa.com.tr", true],
    ["https://evil-example.com/", "example.com", false],
    ["https://example.com.evil.net/", "example.com", false],
    ["https://notexample.com/", "example.com", false],
    ["https://example.co/", "example.com", false],
    ["https://example.com/", "blog.example.com", false],
    ["bozuk url", "example.com", false],
  ])("%s on %s → %s", (url, site, expected) => {
    expect(matchesSite(url, site)).toBe(expected);
  });
});
