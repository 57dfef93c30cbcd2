import { cpuTurns, feedInTurns } from "~/.server/cpu-turns";
import { effectivePort, safeFetch, withFetchAgent } from "~/.server/safe-fetch";
import { type CrawlOptions, crawlSite } from "~/capabilities/crawl/.server/crawl";
import type { CrawlPage, CrawlResult, RobotsRecord } from "~/capabilities/crawl/site-crawl";
import { AUDITED_HEADERS, type AuditPage, type AuditSite } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { type AuditOutcome, runRules } from "../engine";
import { pageRecordReader } from "../page-record";
import type { Rule } from "../rule";
import type { BrowserFacts } from "~/capabilities/browser/browser-facts";
import { samplePages, type SampledPage } from "~/capabilities/browser/sample-pages";
import { probeResources } from "./resource-probes";
import { AI_ROBOTS_TOKENS, agentProbes } from "./agent-probes";
import { readNamedPages } from "./named-pages";
import { googlebotBlocked, missingPageProbe, sitemapFileFacts } from "./crawl-facts";
import type { CompiledRobots } from "~/capabilities/robots-txt/match";
import { googlebotProbe } from "./googlebot-probe";
import { PROBES_TOTAL_MS, probeFetchOptions, withTimeLimit } from "./probe-fetch";

/**
 * One audit: the crawler reads the site within its bounds (robots.txt obeyed, politeness, bytes,
 * time, cancel), each HTML page it reads becomes an audit record as it arrives (its body is
 * dropped at once), and the rules run over the records with turns of the event loop between them.
 */

/** The token whose robots.txt verdicts the audit reports: Google's crawler, not ours. */
export const AUDIT_ROBOTS_TOKEN = "googlebot";

export interface AuditRun {
  site: AuditSite;
  outcome: AuditOutcome;
  crawl: Pick<CrawlResult, "stopReason" | "durationMs" | "bytesRead" | "counts">;
}

export interface AuditOptions {
  crawl?: Omit<CrawlOptions, "onHtmlPage" | "robotsVerdictsFor">;
  rules?: readonly Rule[];
  /** When the audit runs (tests fix it). */
  now?: () => Date;
  /** How long the requests after the crawl may take in all (tests shorten PROBES_TOTAL_MS). */
  probesTimeLimitMs?: number;
  /**
   * The browser stage (the audit job passes it; app/capabilities/browser): what a real browser
   * measures on the sampled pages. Absent (rule tests): `site.browser` is null.
   */
  browser?: (samples: readonly SampledPage[]) => Promise<BrowserFacts>;
  /** Called after each rule has run: how many of how many (the screen's progress). */
  onRuleDone?: (done: number, total: number) => void;
}

/** The record of a page the crawl could not read as HTML (an error status): what its answer says. */
function answerOnly(page: CrawlPage): AuditPage {
  const reader = pageRecordReader({ ...page, headers: {}, transferBytes: page.bytes, htmlChars: 0, ttfbMs: null });
  return reader.finish();
}

/** Asked for as a browser asks: gzip and br. */
const BROWSER_ACCEPT_ENCODING = "br, gzip";
const PROBE_TIMEOUT_MS = 10_000;

/**
 * The home page's headers when compression is offered (the crawl asks for identity). Its body is
 * never read, so nothing is decompressed and no byte budget is spent; the request goes through
 * the crawl's fetch settings (SSRF rules, port policy, the target host's hourly budget).
 */
async function compressionProbe(homeUrl: string, options: AuditOptions): Promise<AuditSite["compressionProbe"]> {
  try {
    const answer = await safeFetch(homeUrl, { ...probeFetchOptions(homeUrl, options.crawl ?? {}, PROBE_TIMEOUT_MS), headersOnly: { acceptEncoding: BROWSER_ACCEPT_ENCODING } });
    const headers: NonNullable<AuditSite["compressionProbe"]>["headers"] = {};
    for (const name of AUDITED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) headers[name] = (Array.isArray(value) ? value.join(", ") : value).slice(0, 4_096);
    }
    return { url: homeUrl, headers };
  } catch {
    return null;
  }
}

/** `record` under the address `page` was requested at (a request that took another's answer). */
function asRequested(record: AuditPage, page: CrawlPage): AuditPage {
  return { ...record, url: page.url, redirects: page.redirects, source: page.source, foundOn: page.foundOn };
}

type SiteProbes = Pick<AuditSite, "compressionProbe" | "resources" | "agents" | "namedPages" | "missingPage" | "googlebot">;

/**
 * The requests after the crawl, each group bounded on its own and all of them by PROBES_TOTAL_MS
 * (so that the job's time limit holds after a crawl that used its whole time). Two lanes at once:
 * the resource probes (four requests at a time) beside the others one group after the other, so
 * the site sees a short burst of a few requests, not all the groups together. The probes of the
 * home page and of the site's files need the home page to have answered 200: otherwise there is
 * no site to judge, and their rules say so as "not applicable" (each rule's comment).
 */
async function probeSite(pages: readonly AuditPage[], start: AuditPage | undefined, homeUrl: string, robots: RobotsRecord | undefined, options: AuditOptions): Promise<SiteProbes> {
  const crawl = { ...options.crawl, signal: withTimeLimit(options.crawl?.signal, options.probesTimeLimitMs ?? PROBES_TOTAL_MS) };
  const probeOptions: AuditOptions = { ...options, crawl };
  const home = start?.status === 200;
  const [resources, others] = await Promise.all([
    home ? probeResources(pages, homeUrl, crawl) : null,
    (async (): Promise<Omit<SiteProbes, "resources">> => ({
      compressionProbe: home ? await compressionProbe(homeUrl, probeOptions) : null,
      agents: home ? await agentProbes(homeUrl, robots, probeOptions) : null,
      namedPages: await readNamedPages(pages, homeUrl, crawl),
      missingPage: home ? await missingPageProbe(homeUrl, probeOptions) : null,
      googlebot: home ? await googlebotProbe(homeUrl, probeOptions) : null,
    }))(),
  ]);
  return { resources, ...others };
}

/**
 * One set of kept-alive connections for the whole audit, its crawl and the probes after it
 * (docs/decisions/050), closed when the audit ends however it ends; a caller's agent is left to it.
 */
export async function runAudit(startUrl: string, options: AuditOptions = {}): Promise<AuditRun> {
  if (options.crawl?.fetch?.agent) return runAuditWith(startUrl, options);
  return withFetchAgent((agent) => runAuditWith(startUrl, { ...options, crawl: { ...options.crawl, fetch: { ...options.crawl?.fetch, agent } } }));
}

async function runAuditWith(startUrl: string, options: AuditOptions): Promise<AuditRun> {
  const records = new Map<string, AuditPage>();
  /** Googlebot's robots.txt rules by origin (null: no robots.txt), to judge sitemap URLs by Google's verdict. */
  const googlebotRules = new Map<string, CompiledRobots | null>();
  const crawl = await crawlSite(startUrl, {
    ...options.crawl,
    robotsVerdictsFor: [AUDIT_ROBOTS_TOKEN, ...AI_ROBOTS_TOKENS],
    onRobotsRules: (origin, kind, rules) => {
      if (kind !== "unreachable") googlebotRules.set(origin, rules.get(AUDIT_ROBOTS_TOKEN) ?? null);
    },
    onHtmlPage: async (page) => {
      const reader = pageRecordReader({ ...page, htmlChars: page.body.length });
      await feedInTurns(page.body, reader.write);
      records.set(page.url, reader.finish());
    },
  });
  const byFinalUrl = new Map([...records.values()].map((record) => [record.finalUrl, record]));
  const pages = crawl.pages.map((page) => {
    const own = records.get(page.url);
    if (own) return own;
    const shared = byFinalUrl.get(page.finalUrl);
    return shared ? asRequested(shared, page) : answerOnly(page);
  });
  const start = pages.find((page) => page.source === "start");
  const homeUrl = start?.finalUrl ?? crawl.startUrl;
  const robots = crawl.robots.find((record) => record.origin === new URL(homeUrl).origin) ?? crawl.robots[0];
  const probes = await probeSite(pages, start, homeUrl, robots, options);
  // A site whose home page did not answer has nothing to load: the report says speed could not be measured.
  const samples = start?.status === 200 ? samplePages(pages, homeUrl) : [];
  const browser = options.browser ? await options.browser(samples) : null;
  const homeParsed = new URL(homeUrl);
  const certificate = homeParsed.protocol === "https:" ? options.crawl?.fetch?.agent?.certificateOf(homeParsed.hostname, effectivePort(homeParsed)) : null;
  const site: AuditSite = {
    startUrl: crawl.startUrl,
    homeUrl,
    auditedAt: (options.now?.() ?? new Date()).toISOString(),
    robotsTxt: {
      status: robots?.kind ?? "missing",
      sitemapLines: robots?.sitemapLines ?? 0,
      blocksAll: robots?.homeAllowedFor?.[AUDIT_ROBOTS_TOKEN] === false,
    },
    sitemaps: {
      files: crawl.sitemaps.files.length,
      urls: crawl.sitemaps.urls.map((entry) => entry.loc),
      truncated: crawl.sitemaps.urlsTruncated,
      errors: crawl.sitemaps.files.filter((file) => file.refused !== null).length,
    },
    notFetched: crawl.skipped.map((skipped) => ({ url: skipped.url, reason: skipped.reason })),
    pages,
    ...probes,
    browser,
    certificate: certificate ? { url: homeUrl, validTo: certificate.validTo, issuer: certificate.issuer } : null,
    linksExhausted: crawl.linksExhausted ?? false,
    sitemapFiles: sitemapFileFacts(crawl.sitemaps.files, (crawl.robots.find((record) => record.origin === new URL(crawl.startUrl).origin)?.sitemapLines ?? 0) > 0),
    googlebotBlocked: await googlebotBlocked(
      crawl.sitemaps.urls.map((entry) => entry.loc),
      googlebotRules,
    ),
  };
  const rules = options.rules ?? ALL_RULES;
  let rulesDone = 0;
  const outcome = await runRules(site, rules, () => {
    rulesDone += 1;
    options.onRuleDone?.(rulesDone, rules.length);
    return cpuTurns.takeTurnIfDue();
  });
  const { stopReason, durationMs, bytesRead, counts } = crawl;
  return { site, outcome, crawl: { stopReason, durationMs, bytesRead, counts } };
}
