import { createLiveCheckEndpoint, liveCheckServerEndpoint, type LiveCheckDefinition, liveCheckTool } from "~/capabilities/live-check/.server";
import type { JobEndpoint } from "~/.server/jobs/endpoints";
import { LIVE_AI_ACCESS_API } from "./api-contract";
import type { LiveCheckJobOptions, LiveJob } from "~/capabilities/live-check/.server";
import type { FetchedPage, FetchedText } from "~/capabilities/live-check/live-check";
import { evaluateAiCrawlers } from "./ai-crawlers";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import { ROBOTS_SUMMARY_TEXT } from "./live-access.content";
import { botAccess, type RobotsState } from "./live-bot-access";
import { contentSignalsFor, parseContentSignals, type ContentSignalsFile } from "~/capabilities/ai-crawlers/content-signals";
import { textCoverage } from "./live-coverage";
import { llmsTxtVerdict } from "./live-llms";
import { LLMS_TXT_MAX_BYTES, LLMS_TXT_TYPES } from "~/capabilities/llms-txt-grammar/reference-check";
import { BOT_REQUEST_INTERVAL_MS, liveAiAccessRequestSchema } from "./live-schema";
import type { BotAccess, LiveAiAccessRequest, LiveAiAccessResult, RobotsTxtSummary } from "./live-schema";

/**
 * POST /api/live/ai-access `{ url }`: every AI crawler's effective access to one page, as one
 * live job (app/.server/live-check: SSRF-safe requests, the crawler's limits, cancel):
 *
 * 1. at once: robots.txt, /llms.txt, and the page with our own crawler's user agent (the
 *    reference: text coverage, and what a bot's different answer is compared with);
 *    An address that cannot be asked for at all (private, unresolvable) ends the check here;
 * 2. the page once per crawler with the user agent its vendor documents, spaced
 *    BOT_REQUEST_INTERVAL_MS apart and counted against the job's limits; the robots.txt-only
 *    tokens (userAgent null) get no request. The request is sent even when robots.txt refuses the
 *    bot: a firewall answering differently is worth knowing, and the verdict still says robots.txt.
 *
 * Each bot's verdict (live-bot-access.ts) streams to the screen as soon as its answer is in.
 */

const ROBOTS_TXT_MAX_BYTES = 500 * 1024;

/** Failures of the address itself: asking again with another user agent cannot change them. */
const ADDRESS_FAILURES = new Set(["invalid_url", "unsupported_protocol", "blocked_address", "dns_failure"]);

/** Meta names read as robots rules: the general one and every bot's lowercased token. */
export const AI_ROBOTS_META_NAMES: readonly string[] = ["robots", ...AI_CRAWLERS.map((bot) => bot.token.toLowerCase())];

/** robots.txt as read: the summary for the screen, and either its text or the state every bot shares. */
function robotsSummary(fetched: FetchedText): { summary: RobotsTxtSummary; state: Exclude<RobotsState, { kind: "found" }>; text: string | null } {
  const base = { url: fetched.url, status: fetched.status };
  if (fetched.status === null || fetched.status >= 500) {
    const reason = fetched.error?.message ?? ROBOTS_SUMMARY_TEXT.serverError(fetched.status ?? 0);
    const note = ROBOTS_SUMMARY_TEXT.unreachable(reason);
    return { summary: { ...base, kind: "unreachable", note }, state: { kind: "unreachable", note }, text: null };
  }
  if (fetched.status >= 400) {
    return { summary: { ...base, kind: "missing", note: ROBOTS_SUMMARY_TEXT.missing(fetched.status) }, state: { kind: "missing" }, text: null };
  }
  if (fetched.text === null) {
    const note = ROBOTS_SUMMARY_TEXT.notText(fetched.contentType ?? "?");
    return { summary: { ...base, kind: "not-text", note }, state: { kind: "not-text", note }, text: null };
  }
  // The state is unused when the text is there: each bot gets its own verdict from it.
  return { summary: { ...base, kind: "found", note: ROBOTS_SUMMARY_TEXT.found(fetched.finalUrl) }, state: { kind: "missing" }, text: fetched.text };
}

export async function runLiveAiAccess(request: LiveAiAccessRequest, job: LiveJob<BotAccess>): Promise<LiveAiAccessResult> {
  const { url } = request;
  const asking = AI_CRAWLERS.filter((bot) => bot.userAgent !== null);
  job.plan(3);

  const [robotsFetched, llmsFetched, baseline] = await Promise.all([
    job.fetchText(new URL("/robots.txt", url).href, { accept: ["text/plain"], maxBytes: ROBOTS_TXT_MAX_BYTES }),
    job.fetchText(new URL("/llms.txt", url).href, { accept: LLMS_TXT_TYPES, maxBytes: LLMS_TXT_MAX_BYTES }),
    job.fetchPage(url, { robotsMetaNames: AI_ROBOTS_META_NAMES }),
  ]);

  const robots = robotsSummary(robotsFetched);
  if (baseline.error && ADDRESS_FAILURES.has(baseline.error.code)) {
    return {
      url,
      robotsTxt: robots.summary,
      contentSignals: [],
      coverage: textCoverage(baseline),
      llmsTxt: llmsTxtVerdict(llmsFetched),
      bots: [],
      stopped: null,
      refused: baseline.error.message,
    };
  }
  const verdicts = robots.text === null ? null : evaluateAiCrawlers(robots.text, url);
  const signalsFile: ContentSignalsFile = robots.text === null ? { lines: [], namedTokens: [] } : parseContentSignals(robots.text);

  job.plan(asking.length);
  const pages: FetchedPage[] = [];
  const bots = await Promise.all(
    AI_CRAWLERS.map(async (bot, index): Promise<BotAccess> => {
      const page: FetchedPage | null =
        bot.userAgent === null
          ? null
          : await job.fetchPage(url, { userAgent: bot.userAgent, minIntervalMs: BOT_REQUEST_INTERVAL_MS, robotsMetaNames: AI_ROBOTS_META_NAMES });
      if (page) pages.push(page);
      const verdict = verdicts?.[index];
      const state: RobotsState = verdict ? { kind: "found", verdict } : robots.state;
      const access = botAccess({ bot, robots: state, page, baseline, signals: contentSignalsFor(signalsFile, bot.token) });
      job.emit(access);
      return access;
    }),
  );

  return {
    url,
    robotsTxt: robots.summary,
    contentSignals: signalsFile.lines,
    // Our crawler's answer, or when it got no HTML, the first bot that did.
    coverage: textCoverage(baseline.signals ? baseline : (pages.find((page) => page.signals !== null) ?? baseline)),
    llmsTxt: llmsTxtVerdict(llmsFetched),
    bots,
    stopped: job.stopMessage,
    refused: null,
  };
}

const liveAiAccessDefinition = {
  name: "ai-access",
  contract: LIVE_AI_ACCESS_API,
  schema: liveAiAccessRequestSchema,
  run: runLiveAiAccess,
} satisfies LiveCheckDefinition<LiveAiAccessRequest, BotAccess, LiveAiAccessResult>;

export function createLiveAiAccessEndpoint(options: LiveCheckJobOptions = {}): JobEndpoint {
  return createLiveCheckEndpoint<LiveAiAccessRequest, BotAccess, LiveAiAccessResult>(
    liveAiAccessDefinition,
    options,
  );
}

/** POST /api/live/ai-access as the site serves it. */
export const liveAiAccessEndpoint = liveCheckServerEndpoint(liveAiAccessDefinition);

/** The check as the live-check job runs it (app/job-kinds.server.ts). */
export const liveAiAccessTool = liveCheckTool(liveAiAccessDefinition);
