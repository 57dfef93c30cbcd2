import robotsParser from "robots-parser";
import { AI_CRAWLERS } from "./constants";
import type { AiCrawler } from "./constants";
import type { AiCrawlerVerdict } from "./types";

/**
 * robots.txt verdicts for AI crawlers.
 *
 * The allow/deny decision is robots-parser's: it implements RFC 9309 matching (the longest
 * matching pattern wins, Allow wins a tie of equal length, `*` and `$` wildcards; see
 * ai-crawlers.test.ts, which pins this behaviour). It is always given the product token
 * ("GPTBot"), never a full user-agent string.
 *
 * robots-parser does not say which rule or group decided, so the report text is derived here
 * without re-implementing matching: `getMatchingLineNumber` names the deciding line, and a small
 * index built with robots-parser's own line rules (comment stripping, first-colon split,
 * lowercased token with "/version" removed, consecutive User-agent lines forming one group,
 * a group counting once it has an Allow/Disallow/Crawl-delay line) turns that line into
 * "Disallow: /private" and tells whether the bot's own group or "*" applied.
 */

interface RuleLine {
  allow: boolean;
  pattern: string;
}

interface RobotsIndex {
  /** Lowercased tokens that own at least one rule-bearing group. */
  groups: Set<string>;
  rulesByLine: Map<number, RuleLine>;
}

/** Same normalisation robots-parser applies to User-agent values and queried agents. */
function normaliseAgent(agent: string): string {
  const lower = agent.toLowerCase();
  const slash = lower.indexOf("/");
  return (slash > -1 ? lower.slice(0, slash) : lower).trim();
}

function indexRobots(contents: string): RobotsIndex {
  const groups = new Set<string>();
  const rulesByLine = new Map<number, RuleLine>();
  let currentAgents: string[] = [];
  let previousWasAgent = false;

  const lines = contents.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const rawLine = lines[i] ?? "";
    const hash = rawLine.indexOf("#");
    const line = hash > -1 ? rawLine.slice(0, hash) : rawLine;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "") continue;

    switch (key) {
      case "user-agent":
        if (!previousWasAgent) currentAgents = [];
        if (value) currentAgents.push(normaliseAgent(value));
        break;
      case "allow":
      case "disallow":
        for (const agent of currentAgents) groups.add(agent);
        if (value) rulesByLine.set(i + 1, { allow: key === "allow", pattern: value });
        break;
      case "crawl-delay":
        for (const agent of currentAgents) groups.add(agent);
        break;
    }
    previousWasAgent = key === "user-agent";
  }
  return { groups, rulesByLine };
}

export function formatRule(rule: RuleLine): string {
  return `${rule.allow ? "Allow" : "Disallow"}: ${rule.pattern}`;
}

/**
 * @param robotsTxt body of /robots.txt, or null when the site has none (404/410): then every
 *   crawler is allowed (RFC 9309 §2.3.1.3).
 * @param url the page being analysed (absolute).
 */
export function evaluateAiCrawlers(
  robotsTxt: string | null,
  url: string,
  crawlers: readonly AiCrawler[] = AI_CRAWLERS,
): AiCrawlerVerdict[] {
  if (robotsTxt === null) {
    return crawlers.map((c) => ({ bot: c.token, vendor: c.vendor, purpose: c.purpose, allowed: true, matchedRule: null, group: null }));
  }
  const robotsUrl = new URL("/robots.txt", url).href;
  const robots = robotsParser(robotsUrl, robotsTxt);
  const index = indexRobots(robotsTxt);

  return crawlers.map((c) => {
    const agent = normaliseAgent(c.token);
    const group = index.groups.has(agent) ? c.token : index.groups.has("*") ? "*" : null;
    // undefined only when url is on another origin than robots.txt, which cannot happen here.
    const allowed = robots.isAllowed(url, c.token) ?? true;
    const line = robots.getMatchingLineNumber(url, c.token);
    const rule = line > 0 ? index.rulesByLine.get(line) : undefined;
    return {
      bot: c.token,
      vendor: c.vendor,
      purpose: c.purpose,
      allowed,
      matchedRule: rule ? formatRule(rule) : null,
      group,
    };
  });
}
