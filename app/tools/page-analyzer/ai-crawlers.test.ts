import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { evaluateAiCrawlers } from "./ai-crawlers";
import { AI_CRAWLERS, GPTBOT_USER_AGENT } from "./constants";

const SITE = "https://www.example.com";

const ROBOTS = `# Örnek robots.txt
User-agent: *
Disallow: /private
Allow: /private/public

User-agent: GPTBot
Disallow: /

User-agent: ClaudeBot
User-agent: PerplexityBot
Disallow: /sayfa
Allow: /sayfa/

user-agent: ccbot
Crawl-delay: 10

User-agent: Bytespider/1.0
Disallow: /*.pdf$

Sitemap: ${SITE}/sitemap.xml
`;

const verdict = (robots: string | null, path: string, bot: string) =>
  evaluateAiCrawlers(robots, `${SITE}${path}`).find((v) => v.bot === bot);

describe("robots-parser behaves as RFC 9309 says (pinned, since the report relies on it)", () => {
  const robots = (body: string) => robotsParser(`${SITE}/robots.txt`, body);

  it("longest match wins regardless of order", () => {
    const a = robots("User-agent: *\nDisallow: /a\nAllow: /a/b");
    const b = robots("User-agent: *\nAllow: /a/b\nDisallow: /a");
    for (const r of [a, b]) {
      expect(r.isAllowed(`${SITE}/a/b/c`, "GPTBot")).toBe(true);
      expect(r.isAllowed(`${SITE}/a/x`, "GPTBot")).toBe(false);
    }
  });

  it("Allow wins a tie of equal length", () => {
    expect(robots("User-agent: *\nDisallow: /page\nAllow: /page").isAllowed(`${SITE}/page`, "GPTBot")).toBe(true);
    expect(robots("User-agent: *\nAllow: /page\nDisallow: /page").isAllowed(`${SITE}/page`, "GPTBot")).toBe(true);
  });

  it("matches the product token, not a full user-agent string", () => {
    const r = robots("User-agent: GPTBot\nDisallow: /");
    expect(r.isAllowed(`${SITE}/`, "GPTBot")).toBe(false);
    // The full string does not match the group; this is why the token is passed.
    expect(r.isAllowed(`${SITE}/`, GPTBOT_USER_AGENT)).toBe(true);
  });

  it("a specific group replaces * entirely", () => {
    const r = robots("User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /blog");
    expect(r.isAllowed(`${SITE}/iletisim`, "GPTBot")).toBe(true);
  });
});

describe("evaluateAiCrawlers", () => {
  it("covers every listed crawler", () => {
    expect(evaluateAiCrawlers(ROBOTS, `${SITE}/`).map((v) => v.bot)).toEqual([
      "GPTBot",
      "OAI-SearchBot",
      "ChatGPT-User",
      "ClaudeBot",
      "Claude-SearchBot",
      "PerplexityBot",
      "Google-Extended",
      "CCBot",
      "Applebot-Extended",
      "Bytespider",
      "Meta-ExternalAgent",
    ]);
    expect(AI_CRAWLERS).toHaveLength(11);
  });

  it("reports the bot's own group and the deciding rule", () => {
    expect(verdict(ROBOTS, "/sayfa/", "GPTBot")).toMatchObject({ allowed: false, matchedRule: "Disallow: /", group: "GPTBot" });
  });

  it("applies longest match inside a shared group", () => {
    expect(verdict(ROBOTS, "/sayfa/", "ClaudeBot")).toMatchObject({ allowed: true, matchedRule: "Allow: /sayfa/", group: "ClaudeBot" });
    expect(verdict(ROBOTS, "/sayfa", "PerplexityBot")).toMatchObject({
      allowed: false,
      matchedRule: "Disallow: /sayfa",
      group: "PerplexityBot",
    });
  });

  it("falls back to * for bots without a group", () => {
    expect(verdict(ROBOTS, "/private/gizli", "OAI-SearchBot")).toMatchObject({
      allowed: false,
      matchedRule: "Disallow: /private",
      group: "*",
    });
    expect(verdict(ROBOTS, "/private/public/x", "Google-Extended")).toMatchObject({
      allowed: true,
      matchedRule: "Allow: /private/public",
      group: "*",
    });
    expect(verdict(ROBOTS, "/", "Meta-ExternalAgent")).toMatchObject({ allowed: true, matchedRule: null, group: "*" });
  });

  it("matches group names case-insensitively and without versions", () => {
    // "user-agent: ccbot" has only Crawl-delay: its own group exists, and it allows everything,
    // even /private which * disallows.
    expect(verdict(ROBOTS, "/private", "CCBot")).toMatchObject({ allowed: true, matchedRule: null, group: "CCBot" });
    expect(verdict(ROBOTS, "/rapor.pdf", "Bytespider")).toMatchObject({
      allowed: false,
      matchedRule: "Disallow: /*.pdf$",
      group: "Bytespider",
    });
    expect(verdict(ROBOTS, "/rapor.pdf?x=1", "Bytespider")).toMatchObject({ allowed: true, matchedRule: null });
  });

  it("a group with no rules at all falls through to * (as robots-parser does)", () => {
    const robots = "User-agent: GPTBot\nSitemap: https://www.example.com/s.xml\n\nUser-agent: *\nDisallow: /";
    expect(verdict(robots, "/", "GPTBot")).toMatchObject({ allowed: false, matchedRule: "Disallow: /", group: "*" });
  });

  it("consecutive User-agent lines across a blank line form one group", () => {
    const robots = "User-agent: GPTBot\n\nUser-agent: ClaudeBot\nDisallow: /x";
    expect(verdict(robots, "/x", "GPTBot")).toMatchObject({ allowed: false, group: "GPTBot" });
    expect(verdict(robots, "/x", "ClaudeBot")).toMatchObject({ allowed: false, group: "ClaudeBot" });
  });

  it("missing robots.txt allows everybody", () => {
    for (const v of evaluateAiCrawlers(null, `${SITE}/herhangi`)) {
      expect(v).toMatchObject({ allowed: true, matchedRule: null, group: null });
    }
  });

  it("an empty robots.txt allows everybody with no group", () => {
    expect(verdict("", "/", "GPTBot")).toMatchObject({ allowed: true, matchedRule: null, group: null });
  });

  it("ignores comments and handles CRLF", () => {
    const robots = "User-agent: GPTBot # OpenAI\r\nDisallow: /gizli # özel\r\n";
    expect(verdict(robots, "/gizli/a", "GPTBot")).toMatchObject({ allowed: false, matchedRule: "Disallow: /gizli" });
  });

  it("agrees with robots-parser on every verdict for a varied file", () => {
    const paths = ["/", "/sayfa", "/sayfa/", "/private", "/private/public", "/a.pdf", "/%C3%BCr%C3%BCn", "/ürün"];
    const parser = robotsParser(`${SITE}/robots.txt`, ROBOTS);
    for (const path of paths) {
      for (const v of evaluateAiCrawlers(ROBOTS, `${SITE}${path}`)) {
        expect(v.allowed).toBe(parser.isAllowed(`${SITE}${path}`, v.bot));
      }
    }
  });
});
