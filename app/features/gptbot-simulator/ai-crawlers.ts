import { matchRobots } from "~/capabilities/robots-txt/match";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import type { AiCrawler } from "~/capabilities/ai-crawlers/crawlers";
import type { AiCrawlerVerdict } from "./types";

/**
 * robots.txt verdicts for AI crawlers: one `matchRobots` call per crawler, with its product token
 * ("GPTBot"), never a full user-agent string. The matcher follows Google's reference parser
 * (docs/decisions/016-robots-txt-matcher.md) and names the group and rule that decided.
 *
 * @param robotsTxt body of /robots.txt, or null when the site has none (404/410): then every
 *   crawler is allowed (RFC 9309 §2.3.1.3).
 * @param url the page being analysed (absolute).
 */
export function evaluateAiCrawlers(
  robotsTxt: string | null,
  url: string,
  crawlers: readonly AiCrawler[] = AI_CRAWLERS,
): AiCrawlerVerdict[] {
  return crawlers.map((c) => {
    const base = { bot: c.token, vendor: c.vendor, purpose: c.purpose };
    if (robotsTxt === null) {
      return { ...base, allowed: true, group: null, rule: null, reason: "no-robots-txt", ignoredMentions: [] };
    }
    return { ...base, ...matchRobots(robotsTxt, c.token, url) };
  });
}
