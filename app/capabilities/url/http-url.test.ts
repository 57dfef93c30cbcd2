import { describe, expect, it } from "vitest";
import { canonicalHttpHref, checkHttpUrl } from "./http-url";

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

/** Pieces of usual addresses, and pieces the parser changes or refuses; most picks are usual ones. */
const PIECES = {
  scheme: [["http://", "https://"], ["HTTP://", "https:", "ftp://", "https:///", "http:\\\\"]],
  label: [["www", "ornek", "a", "ajans-34", "a--b", "z9"], ["xn--bcher-kva", "1", "0x1f", "123", "Örnek", "ÖRN", "-a", "a-", "", "UP", "a_b"]],
  port: [[""], [":80", ":443", ":8080", ":", ":99999"]],
  path: [
    ["/", "/hakkimizda", "/urun-1", "/%C4%B1", "//", "/~x", "/a:b@c", "/!$&()*+,;=", "/a'b", "/a.b", "/a."],
    ["/.", "/..", "/%2e", "/%2E%2e", "/a%20b", "/%zz", "/%4", "/ç", "/a b", "/a|b", "/a\\b", "/a^b", "/a`b", "/{x}", "/#x", "/\t", "/.x"],
  ],
  query: [["", "", "?", "?a=1", "?a=1&b=2", "?q=/?:@", "?q=%41"], ["?q=a'b", "?q=a b", "?q=ç", '?q="', "?q=<x>", "#frag", "?a#b", "?q=%x"]],
} as const;

function generatedAddress(next: () => number): string {
  const piece = (kind: keyof typeof PIECES): string => pick(next, PIECES[kind][next() < 0.85 ? 0 : 1]);
  const host = Array.from({ length: 1 + Math.floor(next() * 3) }, () => piece("label")).join(".") + (next() < 0.03 ? "." : "");
  const path = Array.from({ length: Math.floor(next() * 4) }, () => piece("path")).join("");
  return piece("scheme") + host + piece("port") + path + piece("query");
}

describe("canonicalHttpHref", () => {
  it("answers exactly what checkHttpUrl's href is, or leaves the address to the parser, on 40,000 generated addresses", () => {
    const next = random(20261127);
    let answered = 0;
    for (let n = 0; n < 40_000; n++) {
      const text = generatedAddress(next);
      const fast = canonicalHttpHref(text);
      if (fast === null) continue;
      answered++;
      const parsed = checkHttpUrl(text);
      expect(parsed.ok ? parsed.href : `rejected: ${text}`, text).toBe(fast);
    }
    // The shortcut must also be taken, or it saves nothing.
    expect(answered).toBeGreaterThan(4_000);
  });

  it("takes the shortcut for the addresses a list usually holds", () => {
    expect(canonicalHttpHref("https://www.ornek-ajans.com.tr/kategori-3/urun-17")).toBe("https://www.ornek-ajans.com.tr/kategori-3/urun-17");
    expect(canonicalHttpHref("https://ornek.com.tr")).toBe("https://ornek.com.tr/");
    expect(canonicalHttpHref("https://ornek.com.tr?sayfa=2")).toBe("https://ornek.com.tr/?sayfa=2");
    expect(canonicalHttpHref("http://ornek.com.tr/hakk%C4%B1m%C4%B1zda?a=1&b=2")).toBe("http://ornek.com.tr/hakk%C4%B1m%C4%B1zda?a=1&b=2");
  });

  it("leaves to the parser what it would change or judge", () => {
    for (const text of [
      "HTTPS://ornek.com/",
      "https://Ornek.com/",
      "https://ornek.com:443/",
      "https://192.168.1.1/",
      "https://ornek.123/",
      "https://xn--rnek-3qa.com/",
      "https://ornek.com/a/../b",
      "https://ornek.com/a/%2e%2e/b",
      "https://ornek.com/ç",
      "https://ornek.com/a b",
      "https://ornek.com/?q=a'b",
      "https://ornek.com/#bolum",
      "https://ornek.com./",
      "https://user@ornek.com/",
      "ornek.com/a",
      "/a",
      `https://ornek.com/${"a".repeat(3_000)}`,
    ]) {
      expect(canonicalHttpHref(text), text).toBeNull();
    }
  });

  it("costs linear time on hostile hosts", () => {
    const started = performance.now();
    for (const text of [`http://${"a-".repeat(100_000)}`, `http://${"a.".repeat(100_000)}!`, `http://${"a".repeat(100_000)}-`]) {
      expect(canonicalHttpHref(text)).toBeNull();
    }
    // Far above what a linear scan takes on a busy machine; a quadratic one takes minutes.
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
