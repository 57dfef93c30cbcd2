/**
 * The shapes of the live access check (POST /api/live/ai-access): the request, the per-bot items
 * streamed while it runs, and the result. Types and constants only, so the lazily loaded panel
 * imports them without the request schema's validation library.
 */
import { LIVE_AI_ACCESS_API } from "./api-contract";
import type { AiCrawlerGroup } from "~/capabilities/ai-crawlers/crawlers";
import type { ContentSignalKey, ContentSignalLine } from "~/capabilities/ai-crawlers/content-signals";

export const LIVE_AI_ACCESS_PATH = LIVE_AI_ACCESS_API.path;

/** Least time between two per-bot requests to the visitor's site. */
export const BOT_REQUEST_INTERVAL_MS = 250;

export interface LiveAiAccessRequest {
  url: string;
}

/**
 * - allowed: nothing stops the bot.
 * - restricted: the bot may fetch the page, but the site asks it not to use it (noindex, noai,
 *   a Content-Signal "no").
 * - blocked: robots.txt, the server's answer or an unreachable robots.txt keeps it out.
 * - unknown: the check stopped before this bot was asked.
 */
export type BotAccessStatus = "allowed" | "restricted" | "blocked" | "unknown";

export interface BotHttpOutcome {
  /** Status of the final answer; null when nothing answered. */
  status: number | null;
  finalUrl: string;
  redirects: number;
  /** Why nothing answered (Turkish), or null. */
  error: string | null;
  /** Words of the raw HTML's text this bot got; null when the answer was not HTML. */
  wordCount: number | null;
}

export interface BotRobotsOutcome {
  /** null when robots.txt could not be read (then crawlers stay away) */
  allowed: boolean | null;
  /** "Disallow: /" as written, when a rule decided. */
  rule: string | null;
  line: number | null;
}

export interface BotAccess {
  token: string;
  vendor: string;
  purpose: string;
  group: AiCrawlerGroup;
  /** The user agent the request was sent with; null for robots.txt-only tokens (no request). */
  userAgent: string | null;
  status: BotAccessStatus;
  /** One Turkish sentence: the strongest finding. */
  verdict: string;
  /** Every finding, one Turkish sentence each (robots.txt, HTTP, meta/header rules, signals). */
  details: string[];
  robots: BotRobotsOutcome;
  /** null when no request was sent for this bot. */
  http: BotHttpOutcome | null;
  /** Robots directives that apply to this bot (general and scoped to it), lowercased. */
  directives: string[];
  /** Content-Signal values that concern this bot's purpose. */
  contentSignals: { key: ContentSignalKey; allowed: boolean; line: number }[];
}

export type RobotsTxtKind = "found" | "missing" | "unreachable" | "not-text";

export interface RobotsTxtSummary {
  kind: RobotsTxtKind;
  url: string;
  status: number | null;
  /** Turkish: what was read and what it means for the verdicts. */
  note: string;
}

export type TextCoverageKind = "ok" | "thin" | "empty-shell" | "unavailable";

export interface TextCoverage {
  kind: TextCoverageKind;
  wordCount: number | null;
  scriptCount: number | null;
  /** Turkish headline and explanation. */
  verdict: string;
  detail: string;
}

export type LlmsTxtKind = "valid" | "invalid" | "absent" | "unknown";

export interface LlmsTxtVerdict {
  kind: LlmsTxtKind;
  url: string;
  status: number | null;
  verdict: string;
  details: string[];
}

export interface LiveAiAccessResult {
  url: string;
  robotsTxt: RobotsTxtSummary;
  contentSignals: ContentSignalLine[];
  coverage: TextCoverage;
  llmsTxt: LlmsTxtVerdict;
  /** In the order of AI_CRAWLERS. */
  bots: BotAccess[];
  /** Why the check ended early (Turkish), or null. */
  stopped: string | null;
  /**
   * Why the page could not be asked for at all (a private address, a host that does not
   * resolve), in Turkish; then no bot was asked and `bots` is empty. null otherwise.
   */
  refused: string | null;
}
