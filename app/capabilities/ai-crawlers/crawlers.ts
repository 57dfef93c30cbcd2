import { AI_CRAWLER_PURPOSES } from "./crawlers.content";

/**
 * GPTBot's user-agent as published by OpenAI (developers.openai.com/api/docs/bots, GPTBot/1.3 at
 * the time of writing; older pages show 1.0–1.2 with the same shape). Only for display and for
 * matching logs: robots.txt matching uses the product token "GPTBot", never this string.
 */
export const GPTBOT_USER_AGENT =
  "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.3; +https://openai.com/gptbot";

export const GPTBOT_TOKEN = "GPTBot";

/**
 * Why a crawler visits: to train models, to build an AI search index, or because a person asked
 * an assistant to open the page. Sites commonly block the first and allow the other two.
 */
export type AiCrawlerGroup = "training" | "search" | "user";

export interface AiCrawler {
  /** robots.txt product token. */
  token: string;
  vendor: string;
  purpose: string;
  group: AiCrawlerGroup;
  /**
   * The user agent the vendor documents for its requests, sent by the live access check to
   * catch firewalls and CDNs that answer this bot differently. null for robots.txt-only tokens
   * (Google-Extended, Applebot-Extended): those vendors fetch with their search crawlers.
   */
  userAgent: string | null;
}

export const AI_CRAWLERS: readonly AiCrawler[] = [
  { token: "GPTBot", vendor: "OpenAI", purpose: AI_CRAWLER_PURPOSES.GPTBot, group: "training", userAgent: GPTBOT_USER_AGENT },
  {
    token: "OAI-SearchBot",
    vendor: "OpenAI",
    purpose: AI_CRAWLER_PURPOSES["OAI-SearchBot"],
    group: "search",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.3; +https://openai.com/searchbot",
  },
  {
    token: "ChatGPT-User",
    vendor: "OpenAI",
    purpose: AI_CRAWLER_PURPOSES["ChatGPT-User"],
    group: "user",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  },
  {
    token: "ClaudeBot",
    vendor: "Anthropic",
    purpose: AI_CRAWLER_PURPOSES.ClaudeBot,
    group: "training",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  },
  {
    token: "Claude-SearchBot",
    vendor: "Anthropic",
    purpose: AI_CRAWLER_PURPOSES["Claude-SearchBot"],
    group: "search",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)",
  },
  {
    token: "Claude-User",
    vendor: "Anthropic",
    purpose: AI_CRAWLER_PURPOSES["Claude-User"],
    group: "user",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)",
  },
  {
    token: "PerplexityBot",
    vendor: "Perplexity",
    purpose: AI_CRAWLER_PURPOSES.PerplexityBot,
    group: "search",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  },
  {
    token: "Perplexity-User",
    vendor: "Perplexity",
    purpose: AI_CRAWLER_PURPOSES["Perplexity-User"],
    group: "user",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)",
  },
  { token: "Google-Extended", vendor: "Google", purpose: AI_CRAWLER_PURPOSES["Google-Extended"], group: "training", userAgent: null },
  {
    token: "CCBot",
    vendor: "Common Crawl",
    purpose: AI_CRAWLER_PURPOSES.CCBot,
    group: "training",
    userAgent: "CCBot/2.0 (https://commoncrawl.org/faq/)",
  },
  { token: "Applebot-Extended", vendor: "Apple", purpose: AI_CRAWLER_PURPOSES["Applebot-Extended"], group: "training", userAgent: null },
  {
    token: "Bytespider",
    vendor: "ByteDance",
    purpose: AI_CRAWLER_PURPOSES.Bytespider,
    group: "training",
    userAgent: "Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)",
  },
  {
    token: "Meta-ExternalAgent",
    vendor: "Meta",
    purpose: AI_CRAWLER_PURPOSES["Meta-ExternalAgent"],
    group: "training",
    userAgent: "meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)",
  },
  {
    token: "Amazonbot",
    vendor: "Amazon",
    purpose: AI_CRAWLER_PURPOSES.Amazonbot,
    group: "training",
    userAgent: "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36",
  },
];
