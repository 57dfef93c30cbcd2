import { describe, expect, it } from "vitest";
import { GOOGLE_REFERENCE_CASES, RFC_EXCEPTIONS } from "../../../tests/fixtures/robots-txt/google-reference-cases";
import { canonicalisePath, matchRobots, pathParamsQuery, patternMatches } from "./match";

describe("Google's robots.txt test suite (robots_test.cc), every allow/deny case", () => {
  it("holds all 145 expectations of the suite", () => {
    expect(GOOGLE_REFERENCE_CASES).toHaveLength(145);
    expect(new Set(GOOGLE_REFERENCE_CASES.map((c) => c.name)).size).toBe(145);
    for (const name of Object.keys(RFC_EXCEPTIONS)) {
      expect(GOOGLE_REFERENCE_CASES.some((c) => c.name === name), name).toBe(true);
    }
  });

  it.each(GOOGLE_REFERENCE_CASES.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    const exception = RFC_EXCEPTIONS[c.name];
    const expected = exception ? exception.ours : c.google;
    expect(matchRobots(c.robotsTxt, c.userAgent, c.url).allowed).toBe(expected);
  });

  it("differs from Google only in the cases listed as RFC 9309 exceptions", () => {
    const differing = GOOGLE_REFERENCE_CASES.filter((c) => matchRobots(c.robotsTxt, c.userAgent, c.url).allowed !== c.google).map(
      (c) => c.name,
    );
    expect(differing).toEqual(Object.keys(RFC_EXCEPTIONS));
  });
});

const SITE = "https://www.example.com";

describe("matchRobots explains its verdict", () => {
  it("reads 'User-agent: GPTBot ChatGPT-User' as GPTBot, as Google does", () => {
    const robots = "User-agent: GPTBot ChatGPT-User\nDisallow: /\n";
    expect(matchRobots(robots, "GPTBot", `${SITE}/blog`)).toEqual({
      allowed: false,
      group: { userAgents: ["GPTBot ChatGPT-User"], line: 1, matchedBy: "token" },
      rule: { directive: "disallow", path: "/", line: 2 },
      reason: "rule",
      ignoredMentions: [],
    });
    // The second word is not a user agent of its own; the verdict says where it was mentioned.
    expect(matchRobots(robots, "ChatGPT-User", `${SITE}/blog`)).toEqual({
      allowed: true,
      group: null,
      rule: null,
      reason: "no-group",
      ignoredMentions: [{ value: "GPTBot ChatGPT-User", line: 1 }],
    });
  });

  it("names the group holding the deciding rule when several groups name the crawler", () => {
    const robots = "User-agent: GPTBot\nDisallow: /a\n\nUser-agent: ClaudeBot\nUser-agent: gptbot/1.1\nAllow: /a/b\n";
    expect(matchRobots(robots, "GPTBot", `${SITE}/a/b/c`)).toEqual({
      allowed: true,
      group: { userAgents: ["ClaudeBot", "gptbot/1.1"], line: 4, matchedBy: "token" },
      rule: { directive: "allow", path: "/a/b", line: 6 },
      reason: "rule",
      ignoredMentions: [],
    });
    expect(matchRobots(robots, "GPTBot", `${SITE}/a/x`)).toMatchObject({
      allowed: false,
      group: { line: 1 },
      rule: { directive: "disallow", path: "/a", line: 2 },
    });
  });

  it("falls back to the * group and says so", () => {
    const robots = "User-agent: *\nDisallow: /private # gizli\n";
    expect(matchRobots(robots, "CCBot", `${SITE}/private/x`)).toEqual({
      allowed: false,
      group: { userAgents: ["*"], line: 1, matchedBy: "*" },
      rule: { directive: "disallow", path: "/private", line: 2 },
      reason: "rule",
      ignoredMentions: [],
    });
    expect(matchRobots(robots, "CCBot", `${SITE}/public`)).toEqual({
      allowed: true,
      group: { userAgents: ["*"], line: 1, matchedBy: "*" },
      rule: null,
      reason: "no-matching-rule",
      ignoredMentions: [],
    });
  });

  it("a group naming the crawler with no matching rule allows, even when * disallows", () => {
    const robots = "User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nDisallow:\n";
    expect(matchRobots(robots, "GPTBot", `${SITE}/x`)).toEqual({
      allowed: true,
      group: { userAgents: ["GPTBot"], line: 4, matchedBy: "token" },
      rule: null,
      reason: "no-matching-rule",
      ignoredMentions: [],
    });
  });

  it("reports the rule as written, and the index.html reading of Allow", () => {
    const robots = "User-agent: *\nDisallow: /\nAllow: /ürün/index.html\n";
    expect(matchRobots(robots, "GPTBot", `${SITE}/%C3%BCr%C3%BCn/`)).toMatchObject({
      allowed: true,
      rule: { directive: "allow", path: "/ürün/index.html", line: 3 },
    });
  });

  it("accepts typos and a missing colon the way Google does", () => {
    expect(matchRobots("useragent: GPTBot\ndisalow: /x\n", "GPTBot", `${SITE}/x`)).toMatchObject({ allowed: false, rule: { line: 2 } });
    expect(matchRobots("User-agent GPTBot\nDisallow /x\n", "GPTBot", `${SITE}/x`)).toMatchObject({ allowed: false });
    // More than two words without a colon is not a directive.
    expect(matchRobots("User-agent GPTBot\nDisallow /x y\n", "GPTBot", `${SITE}/x`)).toMatchObject({ allowed: true });
  });

  it("skips a byte-order mark and counts CR, LF and CRLF line ends", () => {
    const robots = "\uFEFFUser-agent: GPTBot\r\n\rDisallow: /x\r";
    expect(matchRobots(robots, "GPTBot", `${SITE}/x`)).toMatchObject({ allowed: false, rule: { line: 3 } });
  });

  it("a Sitemap or Crawl-delay line does not end a group", () => {
    const robots = "User-agent: GPTBot\nCrawl-delay: 5\nUser-agent: *\nDisallow: /\n";
    expect(matchRobots(robots, "GPTBot", `${SITE}/`)).toMatchObject({
      allowed: false,
      group: { userAgents: ["GPTBot", "*"], matchedBy: "token" },
    });
  });

  it("an empty robots.txt has no group", () => {
    expect(matchRobots("", "GPTBot", `${SITE}/`)).toEqual({ allowed: true, group: null, rule: null, reason: "no-group", ignoredMentions: [] });
  });

  it("stays fast on a hostile robots.txt: 500 KiB of wildcard rules, 11 crawlers", () => {
    const line = `Disallow: /${"*a".repeat(8000)}\n`;
    const robots = `User-agent: *\n${line.repeat(Math.floor((500 * 1024) / line.length))}`;
    const url = `${SITE}/${"a".repeat(2000)}`;
    const started = performance.now();
    for (let i = 0; i < 11; i++) expect(matchRobots(robots, "GPTBot", url).allowed).toBe(true);
    // Only catches a blow-up: Google's position-set algorithm took about 17 s here; one scan per
    // rule takes about 1 s beside the other test files, 12 s is 10 times that.
    expect(performance.now() - started).toBeLessThan(12_000);
  });
});

/** Google's `Matches` (robots.cc), position set and all: the oracle for patternMatches. */
function googleMatches(path: string, pattern: string): boolean {
  let positions = [0];
  for (let p = 0; p < pattern.length; p++) {
    if (pattern[p] === "$" && p + 1 === pattern.length) return positions[positions.length - 1] === path.length;
    if (pattern[p] === "*") {
      const from = positions[0] ?? 0;
      positions = Array.from({ length: path.length - from + 1 }, (_, i) => from + i);
    } else {
      positions = positions.filter((pos) => pos < path.length && path[pos] === pattern[p]).map((pos) => pos + 1);
      if (positions.length === 0) return false;
    }
  }
  return true;
}

describe("patternMatches", () => {
  it("answers as Google's algorithm does on every short pattern and path over a small alphabet", () => {
    // Deterministic pseudo-random inputs: the same cases on every run.
    let seed = 9309;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const word = (alphabet: string, max: number) =>
      Array.from({ length: Math.floor(next() * (max + 1)) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    for (let i = 0; i < 20000; i++) {
      const pattern = `/${word("ab*$", 6)}`;
      const path = `/${word("ab$", 8)}`;
      expect(patternMatches(path, pattern), `${pattern} ~ ${path}`).toBe(googleMatches(path, pattern));
    }
  });
});

describe("path handling", () => {
  it("extracts path, params and query as Google does", () => {
    const cases: [string, string][] = [
      ["", "/"],
      ["http://www.example.com", "/"],
      ["http://www.example.com/", "/"],
      ["http://www.example.com/a", "/a"],
      ["http://www.example.com/a/b?c=http://d.e/", "/a/b?c=http://d.e/"],
      ["http://www.example.com/a/b?c=d&e=f#fragment", "/a/b?c=d&e=f"],
      ["example.com", "/"],
      ["example.com/a/", "/a/"],
      ["a", "/"],
      ["/a", "/a"],
      ["a/b", "/b"],
      ["example.com?a", "/?a"],
      ["example.com/a;b#c", "/a;b"],
      ["//a/b/c", "/b/c"],
    ];
    for (const [url, path] of cases) expect(pathParamsQuery(url), url).toBe(path);
  });

  it("canonicalises paths and patterns alike (RFC 9309 §2.2.2)", () => {
    expect(canonicalisePath("/foo/bar/ツ")).toBe("/foo/bar/%E3%83%84");
    expect(canonicalisePath("/%aa/%e3%83%84")).toBe("/%AA/%E3%83%84");
    expect(canonicalisePath("/foo/bar/%62%61%7A")).toBe("/foo/bar/baz");
    // Reserved characters stay encoded: %2F is not a path separator, %2A not a wildcard.
    expect(canonicalisePath("/a%2Fb%2a")).toBe("/a%2Fb%2A");
  });
});
