import { HTML_CONTENT_TYPES, SafeFetchError, safeFetch } from "~/.server/safe-fetch";
import { cpuTurns } from "~/.server/cpu-turns";
import type { GooglebotProbe } from "../audit-page";
import { pageView } from "../page-signals";
import type { AuditOptions } from "./run-audit";
import { probeFetchOptions } from "./probe-fetch";
import { recordOfFetchedPage } from "./fetched-page-record";

/**
 * The home page asked for once more, with Googlebot's user agent, for the cloaking check
 * (rules/integrity.ts): hacked sites often show their injected links only to Google, by user
 * agent, so their owner never sees them. One request per audit, through safeFetch with the
 * crawl's fetch settings (SSRF rules, port policy, the target host's hourly budget, the audit's
 * cancel signal), bounded in bytes and time; the answer is read by the same record reader as the
 * crawl's pages and only its view (title, word count, outbound hosts, spam terms) is kept. A
 * failed request is recorded, never thrown, and proves nothing.
 */

/** Google's documented desktop Googlebot user agent: the string cloaking scripts look for. */
export const GOOGLEBOT_USER_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TIMEOUT_MS = 10_000;
/** A home page larger than this is cut: its head, its links and its first screens are what cloaking changes. */
const MAX_BYTES = 2 * 1024 * 1024;

type ProbeOptions = Pick<AuditOptions, "crawl">;

export async function googlebotProbe(homeUrl: string, options: ProbeOptions): Promise<GooglebotProbe> {
  const signal = options.crawl?.signal;
  try {
    const answer = await safeFetch(homeUrl, {
      ...probeFetchOptions(homeUrl, options.crawl ?? {}, TIMEOUT_MS),
      userAgent: GOOGLEBOT_USER_AGENT,
      maxBytes: MAX_BYTES,
      acceptContentTypes: HTML_CONTENT_TYPES,
      acceptErrorStatus: true,
    });
    if (answer.status < 200 || answer.status >= 300) return { status: answer.status, error: null, view: null };
    const record = await recordOfFetchedPage(homeUrl, answer);
    await cpuTurns.takeTurnIfDue();
    return { status: answer.status, error: null, view: pageView(record) };
  } catch (error) {
    if (signal?.aborted) return { status: null, error: "cancelled", view: null };
    if (error instanceof SafeFetchError) return { status: error.status ?? null, error: error.code, view: null };
    return { status: null, error: "network", view: null };
  }
}
