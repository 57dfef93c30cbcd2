import { randomBytes } from "node:crypto";
import { cpuTurns } from "~/.server/cpu-turns";
import { effectivePort, safeFetch } from "~/.server/safe-fetch";
import { crawlerUserAgent } from "~/capabilities/crawl/.server/crawl";
import type { SitemapFileRecord } from "~/capabilities/crawl/site-crawl";
import type { CompiledRobots } from "~/capabilities/robots-txt/match";
import { type AuditSite, SITEMAP_LIMITS, type SitemapProblem } from "../audit-page";
import type { AuditOptions } from "./run-audit";

/**
 * What the crawl rules need beyond the pages, read from the crawl's own records (sitemap files,
 * robots.txt rules) and from one more request: a made-up address of the site, to see whether it
 * answers "not found" as it should.
 */

/**
 * The sitemap files' facts. A file robots.txt named (or an index listed) that answers with an
 * error, is too large, is not a sitemap or (robots.txt's own) lists nothing is a problem; the /sitemap.xml we try
 * when robots.txt names none is only absent when it answers an error status or something other
 * than a sitemap (many servers answer their HTML page for any address). Files left unread by our
 * own bounds ("limit") or on another host (which the protocol allows robots.txt to name) are no
 * problem; a request that got no answer makes whether the site has a sitemap unknown.
 */
export function sitemapFileFacts(files: readonly SitemapFileRecord[], namedInRobots: boolean): AuditSite["sitemapFiles"] {
  const problems: SitemapProblem[] = [];
  let unknown = false;
  const add = (problem: SitemapProblem): void => {
    if (problems.length < SITEMAP_LIMITS.problems) problems.push(problem);
  };
  for (const file of files) {
    const guessed = file.parent === null && !namedInRobots;
    switch (file.refused) {
      case null:
        // An empty part of an index is harmless; a sitemap that is the whole list and lists nothing is not.
        if (file.kind === "urlset" && file.entries === 0 && file.parent === null) add({ url: file.url, problem: "empty", status: null });
        break;
      case "fetch-error": {
        const status = file.httpStatus;
        // 401, 403 and 429 refuse our crawler (a firewall, a rate limit): they say nothing of the file.
        if (status === undefined || status === 401 || status === 403 || status === 429) unknown = true;
        else if (!guessed) add({ url: file.url, problem: "status", status });
        else if (status >= 500) unknown = true;
        break;
      }
      case "not-sitemap":
        if (!guessed) add({ url: file.url, problem: "not-sitemap", status: null });
        break;
      case "too-large":
      case "nested-index":
        add({ url: file.url, problem: file.refused, status: null });
        break;
      case "limit":
      case "off-host":
        break;
    }
  }
  return { problems, unknown };
}

/**
 * The sitemap URLs Googlebot may not fetch by their origin's robots.txt. `rules` has an entry per
 * origin whose robots.txt the crawl read: Googlebot's compiled rules, or null when there is no
 * robots.txt (everything allowed). URLs of other origins (another host, an unreachable robots.txt)
 * are not judged.
 */
export async function googlebotBlocked(urls: readonly string[], rules: ReadonlyMap<string, CompiledRobots | null>): Promise<AuditSite["googlebotBlocked"]> {
  const blocked: string[] = [];
  let judged = 0;
  for (const url of urls) {
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      continue;
    }
    if (!rules.has(origin)) continue;
    judged += 1;
    const compiled = rules.get(origin);
    if (compiled && !compiled.match(url).allowed && blocked.length < SITEMAP_LIMITS.googlebotBlocked) blocked.push(url);
    await cpuTurns.takeTurnIfDue();
  }
  return { urls: blocked, judged };
}

/** The made-up address's path: no site has it, and our name in it tells the owner's logs who asked. */
export const MISSING_PAGE_PREFIX = "/pusula-404-kontrol-";
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Asks for a made-up address of the site, once, headers only, through the crawl's fetch settings
 * (SSRF rules, port policy, the target host's hourly budget, the audit's cancel signal). A site
 * that answers 200 for it (its home page after a redirect, an app shell for any address) answers
 * 200 for every removed page too: Google calls those soft 404s. null when no answer came.
 */
export async function missingPageProbe(homeUrl: string, options: Pick<AuditOptions, "crawl">): Promise<AuditSite["missingPage"]> {
  const url = new URL(`${MISSING_PAGE_PREFIX}${randomBytes(6).toString("hex")}`, homeUrl).href;
  const fetch = options.crawl?.fetch ?? {};
  try {
    const answer = await safeFetch(url, {
      ...fetch,
      allowPorts: [effectivePort(new URL(homeUrl)), ...(fetch.allowPorts ?? [])],
      userAgent: crawlerUserAgent(options.crawl?.siteUrl),
      timeoutMs: PROBE_TIMEOUT_MS,
      headersOnly: {},
      acceptErrorStatus: true,
      ...(options.crawl?.signal ? { signal: options.crawl.signal } : {}),
    });
    return { url, status: answer.status, finalUrl: answer.finalUrl };
  } catch {
    return null;
  }
}
