import { botAnswerKind } from "~/capabilities/ai-crawlers/bot-answer";
import { isAbsoluteHttpUrl } from "~/capabilities/ai-crawlers/usage-policies";
import { LIGHTHOUSE_LLMS_MIN_CHARS } from "~/capabilities/llms-txt-grammar/reference-check";
import type { AgentBot, AgentProbes, AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * Agent experience: what AI crawlers and assistants meet on the site. Their real access (robots.txt
 * and the server's answer to each one's user agent), the files written for them (llms.txt by the
 * reference parser and Lighthouse's checks, Content Signals, TDMRep, an RSL licence), Markdown by
 * content negotiation, content that needs JavaScript, and noai directives.
 *
 * Keeping AI crawlers out is often a choice (training bots especially), so a closed door is a
 * notice; it is a warning only where the site contradicts itself: an llms.txt inviting the AI
 * tools that robots.txt turns away, or a server refusing a bot that robots.txt lets in.
 */

type SiteResult = { hits: Hit[]; applicable: number } | "n/a";

const robotsUrl = (site: AuditSite): string => `${siteIndex(site).origin}/robots.txt`;

/** The bots that bring visitors: AI search indexes and the agents fetching a page a person asked about. */
const bringsVisitors = (bot: AgentBot): boolean => bot.group === "search" || bot.group === "user";

/** Bots robots.txt keeps off the home page, as one finding on robots.txt naming them. */
function robotsBlocked(site: AuditSite, which: (bot: AgentBot, agents: AgentProbes) => boolean): SiteResult {
  const { agents } = site;
  if (agents === null) return "n/a";
  const blocked = agents.bots.filter((bot) => bot.robotsAllowed === false && which(bot, agents)).map((bot) => bot.token);
  return { hits: blocked.length > 0 ? [{ url: robotsUrl(site), detail: blocked.join(", ") }] : [], applicable: 1 };
}

/**
 * The home page answered our crawler 200 (else there are no probes), robots.txt lets the bot in,
 * and the server still turns its user agent away: a status that refuses, or a connection dropped.
 * A timeout is left out: a slow answer is not a refusal.
 */
function refusedBy(bot: AgentBot): string | null {
  const answer = bot.answer;
  if (answer === null || bot.robotsAllowed !== true) return null;
  if (answer.status === null) return answer.error === "network" ? `${bot.token}: ${answer.error}` : null;
  const kind = botAnswerKind(answer.status);
  return kind === "served" || kind === "other" ? null : `${bot.token}: ${answer.status}`;
}

function serverRefuses(site: AuditSite, which: (bot: AgentBot) => boolean): SiteResult {
  const { agents } = site;
  if (agents === null) return "n/a";
  const asked = agents.bots.filter((bot) => which(bot) && bot.answer !== null && bot.robotsAllowed === true);
  if (asked.length === 0) return "n/a";
  const refused = asked.map(refusedBy).filter((entry) => entry !== null);
  return { hits: refused.length > 0 ? [{ url: site.homeUrl, detail: refused.join(", ") }] : [], applicable: 1 };
}

/** A header's comma-separated values, lower-cased. */
const headerTokens = (value: string | null | undefined): string[] => (value ?? "").split(",").map((token) => token.trim().toLowerCase()).filter(Boolean);

const mediaTypeOf = (contentType: string | null): string => (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** The Markdown answer of the home page, when it answered 2xx. */
function markdownAnswer(site: AuditSite): NonNullable<AgentProbes["markdown"]> | null {
  const answer = site.agents?.markdown ?? null;
  return answer !== null && answer.status >= 200 && answer.status <= 299 ? answer : null;
}

/** noai and noimageai in the page's meta robots and X-Robots-Tag, for every bot or for one ("gptbot: noai"). */
function noaiDirectives(page: AuditPage): string[] {
  const header = page.headers["x-robots-tag"];
  const found = new Set<string>();
  for (const value of [...page.metaRobots, ...(header === undefined ? [] : [header])]) {
    for (const part of value.toLowerCase().split(",")) {
      const directive = part.slice(part.lastIndexOf(":") + 1).trim();
      if (directive === "noai" || directive === "noimageai") found.add(directive);
    }
  }
  return [...found];
}

const LIGHTHOUSE_GAP_DETAIL = { "no-h1": "# …", "no-link": "[…](…)", "too-short": `< ${LIGHTHOUSE_LLMS_MIN_CHARS}` } as const;
const TDMREP_PROBLEM_DETAIL = { "not-json": "JSON", "not-array": "[ … ]", "bad-rule": "location, tdm-reservation, tdm-policy" } as const;

/** Words a browser shows that the raw HTML lacks, for a page to count as needing JavaScript for its content. */
export const JS_CONTENT_WORDS = 100;

export const AGENT_RULES = [
  siteRule({
    id: "agents/robots-blocks-ai-search",
    family: "agents",
    severity: "notice",
    weight: 3,
    // n/a: the home page did not answer 200 (no agent probes ran: there is no site to judge).
    // With an llms.txt the site invites these bots, and the contradiction has its own rule.
    check: (site) => robotsBlocked(site, (bot, agents) => bringsVisitors(bot) && !agents.llmsTxt.text),
  }),
  siteRule({
    id: "agents/robots-blocks-ai-search-despite-llms",
    family: "agents",
    severity: "warning",
    weight: 6,
    // n/a: as agents/robots-blocks-ai-search.
    check: (site) => robotsBlocked(site, (bot, agents) => bringsVisitors(bot) && agents.llmsTxt.text),
  }),
  siteRule({
    id: "agents/robots-blocks-ai-training",
    family: "agents",
    severity: "notice",
    weight: 1,
    // n/a: as agents/robots-blocks-ai-search.
    check: (site) => robotsBlocked(site, (bot) => bot.group === "training"),
  }),
  siteRule({
    id: "agents/server-refuses-ai-search",
    family: "agents",
    severity: "warning",
    weight: 5,
    // n/a: no probes (home page not 200), or robots.txt keeps every such bot out (then robots.txt speaks, not the server).
    check: (site) => serverRefuses(site, bringsVisitors),
  }),
  siteRule({
    id: "agents/server-refuses-ai-training",
    family: "agents",
    severity: "notice",
    weight: 1,
    // n/a: as agents/server-refuses-ai-search.
    check: (site) => serverRefuses(site, (bot) => bot.group === "training"),
  }),
  siteRule({
    id: "agents/llms-txt-missing",
    family: "agents",
    severity: "notice",
    weight: 2,
    // n/a: no probes (home page not 200), or /llms.txt got no answer at all (a timeout proves nothing).
    check: (site) => {
      const llms = site.agents?.llmsTxt;
      if (llms === undefined || llms.status === null) return "n/a";
      // 2xx without text: the site's HTML page served for any address, which is no llms.txt.
      return { hits: llms.text ? [] : [{ url: llms.url, detail: String(llms.status) }], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/llms-txt-invalid",
    family: "agents",
    severity: "warning",
    weight: 4,
    // n/a: there is no llms.txt to judge (absent, or no answer).
    check: (site) => {
      const llms = site.agents?.llmsTxt;
      if (llms?.check === null || llms?.check === undefined) return "n/a";
      const { check } = llms;
      if (check.kind === "valid") return { hits: [], applicable: 1 };
      const detail = check.kind === "bad-link" ? `${check.line ?? "?"}: ${check.text}` : undefined;
      return { hits: [{ url: llms.url, ...(detail === undefined ? {} : { detail }) }], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/llms-txt-lighthouse",
    family: "agents",
    severity: "notice",
    weight: 2,
    // n/a: no llms.txt, or one the reference parser refuses (llms-txt-invalid speaks for it).
    check: (site) => {
      const llms = site.agents?.llmsTxt;
      // A file the reference parser cannot read has the stronger finding instead.
      if (llms?.check?.kind !== "valid") return "n/a";
      const gaps = llms.lighthouseGaps.map((gap) => LIGHTHOUSE_GAP_DETAIL[gap]);
      return { hits: gaps.length > 0 ? [{ url: llms.url, detail: gaps.join(", ") }] : [], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/markdown-not-offered",
    family: "agents",
    severity: "notice",
    weight: 1,
    // n/a: no probes, or the home page asked for as Markdown answered no 2xx.
    check: (site) => {
      const answer = markdownAnswer(site);
      if (answer === null) return "n/a";
      return { hits: mediaTypeOf(answer.contentType) === "text/markdown" ? [] : [{ url: site.homeUrl, ...(answer.contentType ? { detail: answer.contentType } : {}) }], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/markdown-vary-missing",
    family: "agents",
    severity: "warning",
    weight: 3,
    // n/a: the site serves no Markdown version.
    check: (site) => {
      const answer = markdownAnswer(site);
      if (answer === null || mediaTypeOf(answer.contentType) !== "text/markdown") return "n/a";
      const vary = headerTokens(answer.vary);
      return { hits: vary.includes("accept") || vary.includes("*") ? [] : [{ url: site.homeUrl, ...(answer.vary ? { detail: answer.vary } : {}) }], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/markdown-not-advertised",
    family: "agents",
    severity: "notice",
    weight: 1,
    // n/a: the site serves no Markdown version, or the home page was not crawled.
    check: (site) => {
      const answer = markdownAnswer(site);
      const home = siteIndex(site).pageAt(site.homeUrl);
      if (answer === null || mediaTypeOf(answer.contentType) !== "text/markdown" || home === undefined) return "n/a";
      return { hits: home.markdownAlternate === null ? [{ url: site.homeUrl }] : [], applicable: 1 };
    },
  }),
  pageRule({
    id: "agents/content-needs-javascript",
    family: "agents",
    severity: "warning",
    weight: 5,
    // never n/a on an HTML page answering 2xx. Where the browser stage rendered the page, the
    // measurement decides: the raw HTML holds less than half the words a browser shows, and at
    // least JS_CONTENT_WORDS fewer. Elsewhere the raw page's shape (an empty app shell) does.
    check: (page, site) => {
      const rendered = site.browser?.pages.find((sampled) => sampled.url === page.url)?.rendered;
      if (rendered) {
        const missing = rendered.wordCount - page.wordCount;
        return page.wordCount * 2 < rendered.wordCount && missing >= JS_CONTENT_WORDS ? `${page.wordCount} / ${rendered.wordCount}` : null;
      }
      return page.emptyAppShell ? `${page.wordCount}` : null;
    },
  }),
  pageRule({
    id: "agents/noai-directive",
    family: "agents",
    severity: "notice",
    weight: 1,
    // never n/a on an HTML page answering 2xx.
    check: (page) => {
      const found = noaiDirectives(page);
      return found.length > 0 ? found.join(", ") : null;
    },
  }),
  siteRule({
    id: "agents/content-signals-missing",
    family: "agents",
    severity: "notice",
    weight: 1,
    // n/a: no probes, or robots.txt was not read as text (missing or unreachable: the crawl family speaks for it).
    check: (site) => {
      const robots = site.agents?.robotsTxt ?? null;
      if (robots === null) return "n/a";
      return { hits: robots.contentSignals.length === 0 ? [{ url: robotsUrl(site) }] : [], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/content-signals-invalid",
    family: "agents",
    severity: "warning",
    weight: 2,
    // n/a: robots.txt has no Content-Signal line.
    check: (site) => {
      const robots = site.agents?.robotsTxt ?? null;
      if (robots === null || robots.contentSignals.length === 0) return "n/a";
      const bad = robots.contentSignals.filter((entry) => entry.unknown.length > 0).map((entry) => `${entry.line}: ${entry.unknown.join(", ")}`);
      return { hits: bad.length > 0 ? [{ url: robotsUrl(site), detail: bad.join("; ") }] : [], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/tdmrep-invalid",
    family: "agents",
    severity: "warning",
    weight: 2,
    // n/a: no /.well-known/tdmrep.json answered 2xx (absent is fine: the file is optional).
    check: (site) => {
      const tdmrep = site.agents?.tdmrep;
      if (tdmrep === undefined || tdmrep.status === null || tdmrep.status < 200 || tdmrep.status > 299) return "n/a";
      return { hits: tdmrep.problem === null ? [] : [{ url: tdmrep.url, detail: TDMREP_PROBLEM_DETAIL[tdmrep.problem] }], applicable: 1 };
    },
  }),
  siteRule({
    id: "agents/rsl-license-invalid",
    family: "agents",
    severity: "warning",
    weight: 2,
    // n/a: robots.txt has no License line.
    check: (site) => {
      const licenses = site.agents?.robotsTxt?.licenses ?? [];
      if (licenses.length === 0) return "n/a";
      const bad = licenses.filter((entry) => !isAbsoluteHttpUrl(entry.value)).map((entry) => `${entry.line}: ${entry.value}`);
      return { hits: bad.length > 0 ? [{ url: robotsUrl(site), detail: bad.join("; ") }] : [], applicable: 1 };
    },
  }),
];
