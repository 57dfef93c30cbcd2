import { describe, expect, it } from "vitest";
import { evaluateAiCrawlers } from "./ai-crawlers";
import { AI_CRAWLERS, GPTBOT_USER_AGENT } from "~/capabilities/ai-crawlers/crawlers";

const own = (line: number, ...userAgents: string[]) => ({ userAgents, line, matchedBy: "token" });
const star = (line: number) => ({ userAgents: ["*"], line, matchedBy: "*" });
const rule = (directive: "allow" | "disallow", path: string, line: number) => ({ directive, path, line });

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

describe("evaluateAiCrawlers", () => {
  it("covers every listed crawler", () => {
    expect(evaluateAiCrawlers(ROBOTS, `${SITE}/`).map((v) => v.bot)).toEqual([
      "GPTBot",
      "OAI-SearchBot",
      "ChatGPT-User",
      "ClaudeBot",
      "Claude-SearchBot",
      "Claude-User",
      "PerplexityBot",
      "Perplexity-User",
      "Google-Extended",
      "CCBot",
      "Applebot-Extended",
      "Bytespider",
      "Meta-ExternalAgent",
      "Amazonbot",
    ]);
    expect(AI_CRAWLERS).toHaveLength(14);
  });

  it("reports the bot's own group and the deciding rule, with line numbers", () => {
    expect(verdict(ROBOTS, "/sayfa/", "GPTBot")).toMatchObject({
      allowed: false,
      rule: rule("disallow", "/", 7),
      group: own(6, "GPTBot"),
      reason: "rule",
    });
  });

  it("applies longest match inside a shared group", () => {
    expect(verdict(ROBOTS, "/sayfa/", "ClaudeBot")).toMatchObject({
      allowed: true,
      rule: rule("allow", "/sayfa/", 12),
      group: own(9, "ClaudeBot", "PerplexityBot"),
    });
    expect(verdict(ROBOTS, "/sayfa", "PerplexityBot")).toMatchObject({ allowed: false, rule: rule("disallow", "/sayfa", 11) });
  });

  it("falls back to * for bots without a group", () => {
    expect(verdict(ROBOTS, "/private/gizli", "OAI-SearchBot")).toMatchObject({
      allowed: false,
      rule: rule("disallow", "/private", 3),
      group: star(2),
    });
    expect(verdict(ROBOTS, "/private/public/x", "Google-Extended")).toMatchObject({
      allowed: true,
      rule: rule("allow", "/private/public", 4),
      group: star(2),
    });
    expect(verdict(ROBOTS, "/", "Meta-ExternalAgent")).toMatchObject({ allowed: true, rule: null, group: star(2), reason: "no-matching-rule" });
  });

  it("matches group names case-insensitively and up to the version; Crawl-delay does not end a group", () => {
    // "user-agent: ccbot" is followed by Crawl-delay only, which Google's parser does not treat as a
    // rule, so the next User-agent line joins the same group: CCBot and Bytespider share its rules.
    expect(verdict(ROBOTS, "/private", "CCBot")).toMatchObject({
      allowed: true,
      rule: null,
      group: own(14, "ccbot", "Bytespider/1.0"),
      reason: "no-matching-rule",
    });
    expect(verdict(ROBOTS, "/rapor.pdf", "Bytespider")).toMatchObject({ allowed: false, rule: rule("disallow", "/*.pdf$", 18) });
    expect(verdict(ROBOTS, "/rapor.pdf", "CCBot")).toMatchObject({ allowed: false, rule: rule("disallow", "/*.pdf$", 18) });
    expect(verdict(ROBOTS, "/rapor.pdf?x=1", "Bytespider")).toMatchObject({ allowed: true, rule: null });
  });

  it("a Sitemap line does not end a group either", () => {
    const robots = "User-agent: GPTBot\nSitemap: https://www.example.com/s.xml\n\nUser-agent: *\nDisallow: /";
    expect(verdict(robots, "/", "GPTBot")).toMatchObject({ allowed: false, rule: rule("disallow", "/", 5), group: own(1, "GPTBot", "*") });
  });

  it("consecutive User-agent lines across a blank line form one group", () => {
    const robots = "User-agent: GPTBot\n\nUser-agent: ClaudeBot\nDisallow: /x";
    expect(verdict(robots, "/x", "GPTBot")).toMatchObject({ allowed: false, group: own(1, "GPTBot", "ClaudeBot") });
    expect(verdict(robots, "/x", "ClaudeBot")).toMatchObject({ allowed: false, group: own(1, "GPTBot", "ClaudeBot") });
  });

  it("matches the product token, not a full user-agent string", () => {
    const robots = "User-agent: GPTBot\nDisallow: /";
    expect(verdict(robots, "/", "GPTBot")).toMatchObject({ allowed: false });
    expect(evaluateAiCrawlers(robots, `${SITE}/`, [{ token: GPTBOT_USER_AGENT, vendor: "", purpose: "", group: "training", userAgent: null }])[0]).toMatchObject({ allowed: true });
  });

  it("missing robots.txt allows everybody", () => {
    for (const v of evaluateAiCrawlers(null, `${SITE}/herhangi`)) {
      expect(v).toMatchObject({ allowed: true, rule: null, group: null, reason: "no-robots-txt" });
    }
  });

  it("an empty robots.txt allows everybody with no group", () => {
    expect(verdict("", "/", "GPTBot")).toMatchObject({ allowed: true, rule: null, group: null, reason: "no-group" });
  });

  it("ignores comments and handles CRLF", () => {
    const robots = "User-agent: GPTBot # OpenAI\r\nDisallow: /gizli # özel\r\n";
    expect(verdict(robots, "/gizli/a", "GPTBot")).toMatchObject({ allowed: false, rule: rule("disallow", "/gizli", 2) });
  });

  it("percent-encodes non-ASCII paths before comparing (RFC 9309)", () => {
    const robots = "User-agent: *\nDisallow: /ürün";
    expect(verdict(robots, "/%C3%BCr%C3%BCn/a", "GPTBot")).toMatchObject({ allowed: false, rule: rule("disallow", "/ürün", 2) });
  });
});

describe("evaluateAiCrawlers reads robots.txt as Google's reference parser does", () => {
  it("'User-agent: GPTBot ChatGPT-User' then 'Disallow: /' blocks GPTBot", () => {
    expect(verdict("User-agent: GPTBot ChatGPT-User\nDisallow: /\n", "/", "GPTBot")).toMatchObject({
      allowed: false,
      rule: rule("disallow", "/", 2),
      group: own(1, "GPTBot ChatGPT-User"),
    });
  });

  it("and tells ChatGPT-User's row that the line does not apply to it", () => {
    expect(verdict("User-agent: GPTBot ChatGPT-User\nDisallow: /\n", "/", "ChatGPT-User")).toMatchObject({
      allowed: true,
      reason: "no-group",
      ignoredMentions: [{ value: "GPTBot ChatGPT-User", line: 1 }],
    });
  });
});
