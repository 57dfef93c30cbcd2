import type { AiCrawlerGroup } from "./crawlers";
import type { ContentSignalKey } from "./content-signals";

/**
 * What a server's answer to an AI crawler's request means for that crawler, shared by the live
 * access check (one page, every bot) and the site audit (the home page, every bot).
 */

/** The content signals that concern each purpose (a search bot's answers also feed AI answers). */
export const SIGNALS_BY_GROUP: Record<AiCrawlerGroup, readonly ContentSignalKey[]> = {
  training: ["ai-train"],
  search: ["search", "ai-input"],
  user: ["ai-input"],
};

/**
 * served: 2xx; refused: 401/403 (a firewall or a login wall); rate-limited: 429; server-error:
 * 5xx; not-found: 404/410; other: anything else after redirects (a redirect left unfollowed).
 */
export type BotAnswerKind = "served" | "refused" | "rate-limited" | "server-error" | "not-found" | "other";

export function botAnswerKind(status: number): BotAnswerKind {
  if (status >= 200 && status <= 299) return "served";
  if (status === 401 || status === 403) return "refused";
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server-error";
  if (status === 404 || status === 410) return "not-found";
  return "other";
}
