import { SafeFetchError, fetchRobotsTxt, safeFetch, type SafeFetchOptions, type SafeFetchResult } from "~/.server/safe-fetch";
import { recordOfFetchedPage } from "~/capabilities/audit-rules/.server/fetched-page-record";
import { parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";
import { readSitemaps, sitemapUrlsFromRobots } from "~/capabilities/crawl/.server/sitemaps";
import { compileRobots } from "~/capabilities/robots-txt/match";
import { RECHECKED_PAGES, type CheckFacts } from "./signals";

/**
 * The daily light check's requests to a watched site: the home page, robots.txt, the first sitemap
 * file, and the pages that were indexable in the last audit (at most RECHECKED_PAGES), a dozen
 * requests at most, each through the SSRF-safe fetcher with the job's settings (address and port
 * policy, the target host's hourly budget, the job's agent and signal). The certificate is the one
 * the home page's own connection presented. What did not answer proves nothing: its part of the
 * facts is null, and its signals stay "unknown".
 */

const PAGE_TIME_LIMIT_MS = 15_000;
const PAGE_MAX_BYTES = 2 * 1024 * 1024;
const SITEMAP_MAX_BYTES = 10 * 1024 * 1024;
const GOOGLEBOT = "googlebot";

interface PageRead {
  status: number;
  finalUrl: string;
  noindex: boolean;
  canonical: string | null;
  answer: SafeFetchResult;
}

async function readPage(url: string, fetch: SafeFetchOptions): Promise<PageRead> {
  const answer = await safeFetch(url, { ...fetch, acceptErrorStatus: true, timeoutMs: PAGE_TIME_LIMIT_MS, maxBytes: PAGE_MAX_BYTES });
  const record = await recordOfFetchedPage(url, answer);
  const header = answer.headers["x-robots-tag"];
  const headerValues = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return {
    status: answer.status,
    finalUrl: answer.finalUrl,
    noindex: parseRobotsDirectives([...record.metaRobots, ...headerValues], GOOGLEBOT).noindex,
    canonical: record.canonicals[0] || null,
    answer,
  };
}

const hostOfUrl = (url: string | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

async function sitemapState(roots: readonly string[], fetch: SafeFetchOptions, signal: AbortSignal | undefined): Promise<CheckFacts["sitemap"]> {
  let entries = 0;
  const result = await readSitemaps({
    roots,
    isOnHost: () => true,
    signal,
    maxFiles: 2,
    maxUrls: 0,
    fetchFile: async (url) => {
      const answer = await safeFetch(url, { ...fetch, keepRawBody: true, maxBytes: SITEMAP_MAX_BYTES, timeoutMs: PAGE_TIME_LIMIT_MS });
      return { finalUrl: answer.finalUrl, bytes: answer.rawBody ?? Buffer.alloc(0) };
    },
    errorCode: (error) => (error instanceof SafeFetchError ? error.code : "network"),
    // One file with addresses is enough to know the sitemap is there.
    onUrlset: (file) => {
      entries += file.entries.length;
      return entries > 0;
    },
  });
  if (entries > 0) return "ok";
  const rootFiles = result.files.filter((file) => file.parent === null);
  if (rootFiles.length === 0) return null;
  // Gone: every root answered 4xx or was not a sitemap; empty: one was read and listed nothing. A
  // timeout or a refused connection proves neither.
  if (rootFiles.some((file) => file.refused === null)) return "empty";
  const gone = rootFiles.every((file) => (file.httpStatus !== undefined && file.httpStatus >= 400 && file.httpStatus < 500) || file.refused === "not-sitemap");
  return gone ? "gone" : null;
}

export async function gatherCheckFacts(input: { startUrl: string; pages: readonly string[] }, fetch: SafeFetchOptions, now: () => Date = () => new Date()): Promise<CheckFacts> {
  const host = new URL(input.startUrl).host.toLowerCase();
  let home: CheckFacts["home"];
  let homeUrl = input.startUrl;
  let certificateValidTo: string | null = null;
  try {
    const read = await readPage(input.startUrl, fetch);
    homeUrl = read.finalUrl;
    certificateValidTo = read.answer.certificate?.validTo ?? null;
    home = { status: read.status, finalHost: hostOfUrl(read.finalUrl) ?? host, noindex: read.noindex, canonicalHost: hostOfUrl(read.canonical), ttfbMs: read.answer.ttfbMs };
  } catch (error) {
    if (fetch.signal?.aborted) throw error;
    home = { error: error instanceof SafeFetchError ? error.code : "network" };
  }

  const robots = await fetchRobotsTxt(homeUrl, fetch);
  if (fetch.signal?.aborted) throw fetch.signal.reason;
  const robotsBlocksHome = robots.kind === "found" ? !compileRobots(robots.body, GOOGLEBOT).match(new URL("/", homeUrl).href).allowed : robots.kind === "missing" ? false : null;
  const roots = robots.kind === "found" ? sitemapUrlsFromRobots(robots.body, robots.url) : [];
  const sitemap = await sitemapState(roots.length > 0 ? roots.slice(0, 1) : [new URL("/sitemap.xml", homeUrl).href], fetch, fetch.signal);

  const pages: CheckFacts["pages"] = [];
  for (const url of input.pages.slice(0, RECHECKED_PAGES)) {
    try {
      const read = await readPage(url, fetch);
      pages.push({ url, status: read.status, noindex: read.noindex });
    } catch (error) {
      if (fetch.signal?.aborted) throw error;
      // A page that did not answer says nothing about its tags.
    }
  }
  return { host, checkedAt: now().toISOString(), home, pages, robotsBlocksHome, sitemap, certificateValidTo };
}
