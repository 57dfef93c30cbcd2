import { SafeFetchError, fetchRobotsTxt, mediaType, safeFetch } from "~/.server/safe-fetch";
import type { SafeFetchOptions } from "~/.server/safe-fetch";
import { parseContentSignals } from "~/capabilities/ai-crawlers/content-signals";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import { TDMREP_PATH, robotsLicenseLines, tdmrepProblem } from "~/capabilities/ai-crawlers/usage-policies";
import { readLlmsTxt } from "~/capabilities/crawl/.server/llms-txt";
import type { RobotsRecord } from "~/capabilities/crawl/site-crawl";
import { checkLlmsTxt, lighthouseLlmsTxtGaps, type LlmsTxtCheck } from "~/capabilities/llms-txt-grammar/reference-check";
import { AGENT_LIMITS, type AgentBot, type AgentProbes } from "../audit-page";
import type { AuditOptions } from "./run-audit";
import { probeFetchOptions } from "./probe-fetch";

/**
 * The site-level requests of the agent-experience rules, made once per audit after the crawl:
 * robots.txt again (the crawl keeps its verdicts, not its text; Content-Signal and License lines
 * are read here), /llms.txt, /.well-known/tdmrep.json, the home page asked for as Markdown, and
 * the home page once per AI crawler with the user agent its vendor documents (headers only, to
 * catch a firewall or CDN that answers that bot differently). Every request goes through
 * safeFetch with the crawl's fetch settings (SSRF rules, port policy, the target host's hourly
 * budget, the audit's cancel signal), is bounded in bytes and time, and a failed one is recorded,
 * never thrown.
 *
 * Requests per audit: 4 + the crawlers that send requests (12 of the 14 tokens) = 16.
 */

/** The robots.txt verdicts the audit asks the crawl for: every AI crawler's product token. */
export const AI_ROBOTS_TOKENS: readonly string[] = AI_CRAWLERS.map((bot) => bot.token);

const FILE_TIMEOUT_MS = 10_000;
/** A bot's answer is its headers: a site that cannot give them in 5 s is not waited for, 12 times. */
const BOT_TIMEOUT_MS = 5_000;
/** Bot requests in flight at once: the site sees a short burst, not twelve parallel hits. */
const BOT_CONCURRENCY = 2;
const TDMREP_MAX_BYTES = 64 * 1024;

type ProbeOptions = Pick<AuditOptions, "crawl">;

/** The crawl's fetch settings for one more request to the audited site. */
function fetchOptions(homeUrl: string, options: ProbeOptions, timeoutMs: number): SafeFetchOptions {
  return probeFetchOptions(homeUrl, options.crawl ?? {}, timeoutMs);
}

const cut = (value: string): string => value.slice(0, AGENT_LIMITS.valueChars);

function errorCode(error: unknown, signal: AbortSignal | undefined): string {
  if (signal?.aborted) return "cancelled";
  return error instanceof SafeFetchError ? error.code : "network";
}

function headerText(headers: Record<string, string | string[]>, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return cut(Array.isArray(value) ? value.join(", ") : value);
}

async function robotsLines(homeUrl: string, options: ProbeOptions): Promise<AgentProbes["robotsTxt"]> {
  const robots = await fetchRobotsTxt(homeUrl, { ...fetchOptions(homeUrl, options, FILE_TIMEOUT_MS), keepRawBody: false });
  if (robots.kind !== "found") return null;
  const signals = parseContentSignals(robots.body).lines.slice(0, AGENT_LIMITS.robotsLines);
  return {
    contentSignals: signals.map((entry) => ({ line: entry.line, value: cut(entry.value), unknown: entry.unknown.slice(0, 5).map(cut) })),
    licenses: robotsLicenseLines(robots.body)
      .slice(0, AGENT_LIMITS.robotsLines)
      .map((entry) => ({ line: entry.line, value: cut(entry.value) })),
  };
}

/** The check with the site's own text cut to size (a title or a bad line may be a megabyte long). */
function boundedCheck(check: LlmsTxtCheck): LlmsTxtCheck {
  if (check.kind === "valid") return { ...check, title: cut(check.title) };
  if (check.kind === "bad-link") return { ...check, text: cut(check.text) };
  return check;
}

async function llmsTxt(homeUrl: string, options: ProbeOptions): Promise<AgentProbes["llmsTxt"]> {
  const read = await readLlmsTxt(homeUrl, fetchOptions(homeUrl, options, FILE_TIMEOUT_MS));
  if (read.text === null) return { url: read.url, status: read.status, text: false, check: null, lighthouseGaps: [] };
  return { url: read.url, status: read.status, text: true, check: boundedCheck(checkLlmsTxt(read.text)), lighthouseGaps: lighthouseLlmsTxtGaps(read.text) };
}

async function markdown(homeUrl: string, options: ProbeOptions): Promise<AgentProbes["markdown"]> {
  try {
    const answer = await safeFetch(homeUrl, {
      ...fetchOptions(homeUrl, options, FILE_TIMEOUT_MS),
      headers: { accept: "text/markdown" },
      headersOnly: {},
      acceptErrorStatus: true,
    });
    return { status: answer.status, contentType: headerText(answer.headers, "content-type"), vary: headerText(answer.headers, "vary") };
  } catch {
    return null;
  }
}

async function tdmrep(homeUrl: string, options: ProbeOptions): Promise<AgentProbes["tdmrep"]> {
  const url = new URL(TDMREP_PATH, homeUrl).href;
  try {
    const answer = await safeFetch(url, { ...fetchOptions(homeUrl, options, FILE_TIMEOUT_MS), maxBytes: TDMREP_MAX_BYTES, headers: { accept: "application/json" } });
    // The site's HTML page for any address (an app's fallback) is no tdmrep.json: absent, as a 404.
    if (mediaType(headerText(answer.headers, "content-type")) === "text/html") return { url, status: 404, problem: null };
    return { url, status: answer.status, problem: tdmrepProblem(answer.body) };
  } catch (error) {
    const status = error instanceof SafeFetchError && error.code === "http_status" ? (error.status ?? null) : null;
    return { url, status, problem: null };
  }
}

function robotsAllowed(robots: RobotsRecord | undefined, token: string): boolean | null {
  if (robots === undefined || robots.kind === "missing") return true;
  if (robots.kind === "unreachable") return null;
  return robots.homeAllowedFor?.[token] ?? true;
}

async function botAnswer(homeUrl: string, userAgent: string, options: ProbeOptions): Promise<NonNullable<AgentBot["answer"]>> {
  try {
    const answer = await safeFetch(homeUrl, { ...fetchOptions(homeUrl, options, BOT_TIMEOUT_MS), userAgent, headersOnly: {}, acceptErrorStatus: true });
    return { status: answer.status, error: null };
  } catch (error) {
    return { status: null, error: errorCode(error, options.crawl?.signal) };
  }
}

async function bots(homeUrl: string, robots: RobotsRecord | undefined, options: ProbeOptions): Promise<AgentBot[]> {
  const out: AgentBot[] = AI_CRAWLERS.map((bot) => ({ token: bot.token, group: bot.group, robotsAllowed: robotsAllowed(robots, bot.token), answer: null }));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < AI_CRAWLERS.length) {
      const index = next;
      next += 1;
      const userAgent = AI_CRAWLERS[index]?.userAgent ?? null;
      const entry = out[index];
      if (userAgent === null || entry === undefined) continue;
      entry.answer = await botAnswer(homeUrl, userAgent, options);
    }
  };
  await Promise.all(Array.from({ length: BOT_CONCURRENCY }, worker));
  return out;
}

/**
 * The agent probes of the site whose home page is `homeUrl`; `robots` is the crawl's record of
 * its robots.txt, with a verdict for each of AI_ROBOTS_TOKENS.
 */
export async function agentProbes(homeUrl: string, robots: RobotsRecord | undefined, options: ProbeOptions): Promise<AgentProbes> {
  const [robotsTxt, llms, markdownAnswer, tdm, botList] = await Promise.all([
    robotsLines(homeUrl, options).catch(() => null),
    llmsTxt(homeUrl, options).catch(() => ({ url: new URL("/llms.txt", homeUrl).href, status: null, text: false, check: null, lighthouseGaps: [] })),
    markdown(homeUrl, options),
    tdmrep(homeUrl, options),
    bots(homeUrl, robots, options),
  ]);
  return { robotsTxt, bots: botList, llmsTxt: llms, markdown: markdownAnswer, tdmrep: tdm };
}
