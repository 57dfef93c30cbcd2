import { formatRobotsRule } from "~/capabilities/robots-txt/match";
import type { FetchedPage } from "~/capabilities/live-check/live-check";
import { SIGNALS_BY_GROUP, botAnswerKind } from "~/capabilities/ai-crawlers/bot-answer";
import type { AiCrawler } from "~/capabilities/ai-crawlers/crawlers";
import { BOT_ACCESS_TEXT as T } from "./live-access.content";
import type { AppliedSignal, ContentSignalKey } from "~/capabilities/ai-crawlers/content-signals";
import type { BotAccess, BotAccessStatus, BotHttpOutcome, BotRobotsOutcome } from "./live-types";
import type { AiCrawlerVerdict } from "./types";

/**
 * One AI crawler's effective access to a page: its robots.txt verdict, the server's real answer to
 * its user agent, the robots rules of the page for it (meta and X-Robots-Tag, general and scoped
 * to it, `noai` and `noimageai` included) and the robots.txt content signals for its purpose,
 * turned into one Turkish verdict (the strongest finding) and the details.
 *
 * Strength: what keeps the bot out (robots.txt, an unreadable robots.txt, an error answer) before
 * what asks it not to use the page (noindex, noai, noimageai, a Content-Signal "no").
 */

/** robots.txt of the page's site as the verdicts read it. */
export type RobotsState =
  | { kind: "found"; verdict: AiCrawlerVerdict }
  | { kind: "missing" }
  /** 5xx or no answer: crawlers assume everything is disallowed (RFC 9309). `note` is Turkish. */
  | { kind: "unreachable"; note: string }
  /** Answered, but not as text: its rules were not read. */
  | { kind: "not-text"; note: string };

export interface BotAccessInput {
  bot: AiCrawler;
  robots: RobotsState;
  /** The request sent with the bot's user agent; null when none was sent (robots.txt-only token). */
  page: FetchedPage | null;
  /** The same page asked for with our crawler's user agent (for comparison and for tokens without requests). */
  baseline: FetchedPage | null;
  signals: Partial<Record<ContentSignalKey, AppliedSignal>>;
}

/** Stop reasons of the live job: the request was never sent. */
const NOT_SENT = new Set(["cancelled", "time-limit", "byte-limit", "request-limit", "host-budget"]);

/** Robots directives of the page that apply to this bot: the general ones and those scoped to it. */
export function directivesFor(page: FetchedPage | null, token: string): string[] {
  const scope = token.toLowerCase();
  const out: string[] = [];
  for (const entry of page?.signals?.robots ?? []) {
    if (entry.scope !== "*" && entry.scope !== scope) continue;
    for (const directive of entry.directives) if (!out.includes(directive)) out.push(directive);
  }
  return out;
}

function robotsOutcome(robots: RobotsState): { outcome: BotRobotsOutcome; detail: string; block: string | null } {
  switch (robots.kind) {
    case "missing":
      return { outcome: { allowed: true, rule: null, line: null }, detail: T.detailRobotsMissing, block: null };
    case "unreachable":
      return { outcome: { allowed: null, rule: null, line: null }, detail: T.detailRobotsUnreadable(robots.note), block: T.robotsUnreachable };
    case "not-text":
      return { outcome: { allowed: true, rule: null, line: null }, detail: T.detailRobotsUnreadable(robots.note), block: null };
    case "found": {
      const { verdict } = robots;
      if (verdict.rule === null) {
        return { outcome: { allowed: verdict.allowed, rule: null, line: null }, detail: T.detailRobotsNoRule, block: null };
      }
      const rule = formatRobotsRule(verdict.rule);
      return {
        outcome: { allowed: verdict.allowed, rule, line: verdict.rule.line },
        detail: T.detailRobotsRule(verdict.rule.line, rule, verdict.allowed),
        block: verdict.allowed ? null : T.robotsBlocked(verdict.rule.line, rule),
      };
    }
  }
}

function httpOutcome(page: FetchedPage): BotHttpOutcome {
  return {
    status: page.status,
    finalUrl: page.finalUrl,
    redirects: page.redirects.length,
    error: page.error?.message ?? null,
    wordCount: page.signals?.wordCount ?? null,
  };
}

/** What the server's answer to the bot means: a blocking verdict, or null when it served the page. */
function httpBlock(page: FetchedPage, baseline: FetchedPage | null): { verdict: string; status: BotAccessStatus } | null {
  const { status } = page;
  if (status === null) {
    const reason = page.error?.message ?? "";
    if (page.error && NOT_SENT.has(page.error.code)) return { verdict: T.notChecked(reason), status: "unknown" };
    // A connection dropped only for this user agent is a block; when nobody gets an answer it is the site.
    return { verdict: T.noAnswer(reason), status: baseline?.status === null ? "unknown" : "blocked" };
  }
  switch (botAnswerKind(status)) {
    case "served":
      return null;
    case "refused":
      return { verdict: T.serverBlocked(status), status: "blocked" };
    case "rate-limited":
      return { verdict: T.rateLimited, status: "blocked" };
    case "server-error":
      return { verdict: T.serverError(status), status: "blocked" };
    case "not-found":
      return { verdict: T.notFound(status), status: "blocked" };
    case "other":
      return { verdict: T.otherStatus(status), status: "blocked" };
  }
}

export function botAccess({ bot, robots, page, baseline, signals }: BotAccessInput): BotAccess {
  const details: string[] = [];
  const robotsPart = robotsOutcome(robots);
  details.push(robotsPart.detail);

  let blocking: { verdict: string; status: BotAccessStatus } | null = robotsPart.block ? { verdict: robotsPart.block, status: "blocked" } : null;

  if (page === null) {
    details.push(T.detailRobotsOnly(bot.vendor));
  } else if (page.status !== null) {
    details.push(T.detailHttp(page.status, page.redirects.length));
    const answered = httpBlock(page, baseline);
    if (answered && baseline?.status !== undefined && baseline.status !== null && baseline.status >= 200 && baseline.status <= 299) {
      details.push(T.detailBaselineDiffers(baseline.status));
    }
    blocking ??= answered;
    const botWords = page.signals?.wordCount;
    const baseWords = baseline?.signals?.wordCount;
    // A bot served a page with far less text (a challenge page, a teaser) than a plain request.
    if (answered === null && botWords !== undefined && baseWords !== undefined && baseWords >= 50 && botWords < baseWords / 2) {
      details.push(T.detailFewerWords(botWords, baseWords));
    }
  } else {
    details.push(T.detailNoAnswer(page.error?.message ?? ""));
    blocking ??= httpBlock(page, baseline);
  }

  // Meta and header rules: from the bot's own answer, or the plain request's for a token without one.
  const directives = directivesFor(page ?? baseline, bot.token);
  if (directives.length > 0) details.push(T.detailDirectives(directives.join(", ")));
  const noindex = directives.find((directive) => directive === "noindex" || directive === "none");
  let restriction: string | null = null;
  if (noindex) restriction = T.noindex(noindex);
  else if (directives.includes("noai")) restriction = T.noai;
  else if (directives.includes("noimageai")) restriction = T.noimageai;

  const contentSignals: BotAccess["contentSignals"] = [];
  for (const key of SIGNALS_BY_GROUP[bot.group]) {
    const signal = signals[key];
    if (signal === undefined) continue;
    contentSignals.push({ key, allowed: signal.allowed, line: signal.line });
    details.push(T.detailSignal(key, signal.allowed, signal.line));
    if (!signal.allowed) restriction ??= T.signalNo(key, signal.line);
  }

  const decided: { verdict: string; status: BotAccessStatus } = blocking ?? (restriction ? { verdict: restriction, status: "restricted" } : { verdict: T.allowed, status: "allowed" });
  return {
    token: bot.token,
    vendor: bot.vendor,
    purpose: bot.purpose,
    group: bot.group,
    userAgent: bot.userAgent,
    status: decided.status,
    verdict: decided.verdict,
    details,
    robots: robotsPart.outcome,
    http: page === null ? null : httpOutcome(page),
    directives,
    contentSignals,
  };
}
