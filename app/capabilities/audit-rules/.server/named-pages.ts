import { cpuTurns, feedInTurns } from "~/.server/cpu-turns";
import { HTML_CONTENT_TYPES, SafeFetchError, effectivePort, getHeader, mediaType, safeFetch, type SafeFetchOptions, type SafeFetchResult } from "~/.server/safe-fetch";
import { crawlerUserAgent, type CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import type { AuditPage } from "../audit-page";
import { isHtmlPage } from "../engine";
import { pageRecordReader } from "../page-record";
import { canonicalOf } from "../rules/canonical";
import { annotationsOf } from "../rules/international";

/**
 * The pages a crawled page names in a canonical or hreflang tag that the crawl itself did not
 * read: a canonical to an address nothing links to, a language version on another domain. The
 * canonical and hreflang rules judge what such a target answers (a 404, a redirect, noindex,
 * its own canonical), so an audit reads them as the live canonical and hreflang tools do, instead
 * of leaving those rules "not applicable" whenever the target happens to be outside the crawl.
 *
 * Bounded like the other probes: at most NAMED_PAGE_LIMITS.pages targets (canonical targets
 * first, they name the page Google should index), each through safeFetch with the crawl's
 * settings (SSRF and port policy, the target host's hourly budget, cancel), its own time and byte
 * limit, two at a time, and all of them within totalMs. A target that did not answer in time
 * proves nothing: it gets no record, and the rules leave the pages naming it unjudged.
 */

export const NAMED_PAGE_LIMITS = {
  pages: 20,
  timeoutMs: 5_000,
  totalMs: 20_000,
  concurrency: 2,
  /** Google reads the first 2 MB of an HTML file; a target's head, where the tags are, comes first. */
  maxBytes: 2 * 1024 * 1024,
} as const;

export type NamedPageOptions = Pick<CrawlOptions, "fetch" | "siteUrl" | "signal">;

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * The addresses the crawled HTML pages name as canonical (other than themselves) or as hreflang
 * alternates, that are not among the crawled pages: canonical targets first, each once, at most
 * NAMED_PAGE_LIMITS.pages.
 */
export function namedTargets(pages: readonly AuditPage[]): string[] {
  const crawled = new Set<string>();
  for (const page of pages) {
    crawled.add(page.url);
    crawled.add(page.finalUrl);
  }
  const out = new Set<string>();
  const add = (url: string | null): void => {
    if (url === null || out.size >= NAMED_PAGE_LIMITS.pages || crawled.has(url) || !isWebAddress(url)) return;
    out.add(url);
  };
  const html = pages.filter(isHtmlPage);
  for (const page of html) add(canonicalOf(page));
  for (const page of html) for (const annotation of annotationsOf(page)) add(annotation.href);
  return [...out];
}

function recordOf(url: string, answer: SafeFetchResult, htmlChars: number): ReturnType<typeof pageRecordReader> {
  return pageRecordReader({
    url,
    finalUrl: answer.finalUrl,
    status: answer.status,
    redirects: answer.redirects,
    source: "named",
    foundOn: null,
    headers: answer.headers,
    transferBytes: Buffer.byteLength(answer.body),
    htmlChars,
    ttfbMs: answer.ttfbMs,
  });
}

/** Reads each named target into an audit record (never thrown: a failed read is left out). */
export async function readNamedPages(pages: readonly AuditPage[], homeUrl: string, options: NamedPageOptions): Promise<AuditPage[]> {
  const targets = namedTargets(pages);
  if (targets.length === 0) return [];
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new Error("named pages: time is up")), NAMED_PAGE_LIMITS.totalMs);
  const onCancel = (): void => deadline.abort(options.signal?.reason);
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener("abort", onCancel, { once: true });
  const fetch = options.fetch ?? {};
  const base: SafeFetchOptions = {
    ...fetch,
    allowPorts: [effectivePort(new URL(homeUrl)), ...(fetch.allowPorts ?? [])],
    userAgent: crawlerUserAgent(options.siteUrl),
    timeoutMs: NAMED_PAGE_LIMITS.timeoutMs,
    acceptErrorStatus: true,
    signal: deadline.signal,
  };

  const read = async (url: string): Promise<AuditPage | null> => {
    try {
      const answer = await safeFetch(url, { ...base, maxBytes: NAMED_PAGE_LIMITS.maxBytes, headers: { accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5" } });
      const type = mediaType(getHeader(answer.headers, "content-type"));
      const html = type !== null && (HTML_CONTENT_TYPES as readonly string[]).includes(type);
      const reader = recordOf(url, answer, html ? answer.body.length : 0);
      if (html) await feedInTurns(answer.body, reader.write);
      return reader.finish();
    } catch (error) {
      // Larger than Google reads: its answer still tells whether it redirects or fails.
      if (!(error instanceof SafeFetchError) || error.code !== "too_large" || deadline.signal.aborted) return null;
      try {
        return recordOf(url, await safeFetch(url, { ...base, headersOnly: {} }), 0).finish();
      } catch {
        return null;
      }
    }
  };

  try {
    const records: (AuditPage | null)[] = new Array(targets.length).fill(null);
    let next = 0;
    const worker = async (): Promise<void> => {
      for (let index = next++; index < targets.length; index = next++) {
        records[index] = await read(targets[index] as string);
        await cpuTurns.takeTurnIfDue();
      }
    };
    await Promise.all(Array.from({ length: Math.min(NAMED_PAGE_LIMITS.concurrency, targets.length) }, worker));
    return records.filter((record): record is AuditPage => record !== null);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCancel);
  }
}
