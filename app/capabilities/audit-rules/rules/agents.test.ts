import { describe, expect, it } from "vitest";
import type { AgentBot, AgentProbes, AuditPage } from "../audit-page";
import { ALL_RULES } from "../catalogue";
import { runRules } from "../engine";
import { HOME_MARKDOWN_LINK, ORIGIN, auditPage, expectDefectAndTwin, fixtureSite, renderedAs, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { AGENT_RULES } from "./agents";

const ROBOTS = `${ORIGIN}/robots.txt`;
const HOME = `${ORIGIN}/`;

/** The clean site's agent probes with `change` applied. */
const agents =
  (change: (probes: AgentProbes) => Partial<AgentProbes>): RuleFixture["site"] =>
  (site) => {
    const probes = site.agents;
    if (probes === null) throw new Error("the clean site has agent probes");
    return { agents: { ...probes, ...change(probes) } };
  };

/** The bots with `change` applied to those `which` picks. */
const bots =
  (which: (bot: AgentBot) => boolean, change: Partial<AgentBot>): RuleFixture["site"] =>
    agents((probes) => ({ bots: probes.bots.map((bot) => (which(bot) ? { ...bot, ...change } : bot)) }));

const named =
  (...tokens: string[]) =>
  (bot: AgentBot): boolean =>
    tokens.includes(bot.token);

const withoutLlms = (probes: AgentProbes): AgentProbes["llmsTxt"] => ({ ...probes.llmsTxt, status: 404, text: false, check: null, lighthouseGaps: [] });

/** Both changes to the agent probes, one after the other. */
const both =
  (first: (probes: AgentProbes) => Partial<AgentProbes>, second: (probes: AgentProbes) => Partial<AgentProbes>) =>
  (probes: AgentProbes): Partial<AgentProbes> => {
    const once = { ...probes, ...first(probes) };
    return { ...once, ...second(once) };
  };

const blockRobots = (...tokens: string[]) => (probes: AgentProbes) => ({ bots: probes.bots.map((bot) => (tokens.includes(bot.token) ? { ...bot, robotsAllowed: false } : bot)) });

const robotsLines = (change: Partial<NonNullable<AgentProbes["robotsTxt"]>>) => agents((probes) => ({ robotsTxt: { contentSignals: [], licenses: [], ...probes.robotsTxt, ...change } }));

/** The clean site with its home page changed. */
const homeWith =
  (change: (parts: PageParts) => Partial<PageParts>): RuleFixture["site"] =>
  (site) => ({ pages: site.pages.map((page) => (page.url === HOME ? auditPage("/", change) : page)) });

const APP_SHELL = '<div id="root"></div><noscript>Bu sayfa için JavaScript gerekir.</noscript><script type="module" src="/assets/app.js"></script>';

const FIXTURES: Record<(typeof AGENT_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "agents/robots-blocks-ai-search": [
    { site: agents(both((probes) => ({ llmsTxt: withoutLlms(probes) }), blockRobots("OAI-SearchBot", "PerplexityBot"))), expectHits: [ROBOTS], alsoFires: ["agents/llms-txt-missing"] },
    // llms.txt did not answer (nothing to judge) and every AI search bot is let in.
    { site: agents((probes) => ({ llmsTxt: { ...withoutLlms(probes), status: null } })) },
  ],
  "agents/robots-blocks-ai-search-despite-llms": [
    { site: agents(blockRobots("ChatGPT-User", "Claude-SearchBot")), expectHits: [ROBOTS] },
    { site: agents(blockRobots()) },
  ],
  "agents/robots-blocks-ai-training": [
    { site: agents(blockRobots("GPTBot", "CCBot", "Google-Extended")), expectHits: [ROBOTS] },
    // robots.txt unreachable: no verdict for any bot (the crawl rules report the file).
    { site: bots(named("GPTBot", "CCBot", "Google-Extended"), { robotsAllowed: null }) },
  ],
  "agents/server-refuses-ai-search": [
    { site: bots(named("PerplexityBot"), { answer: { status: 403, error: null } }), expectHits: [HOME] },
    // A bot whose request timed out was not refused.
    { site: bots(named("PerplexityBot", "OAI-SearchBot"), { answer: { status: null, error: "timeout" } }) },
  ],
  "agents/server-refuses-ai-training": [
    { site: bots(named("Bytespider", "GPTBot"), { answer: { status: null, error: "network" } }), expectHits: [HOME] },
    // Served after a redirect it followed: a 2xx at the end.
    { site: bots(named("Bytespider", "GPTBot"), { answer: { status: 203, error: null } }) },
  ],
  "agents/llms-txt-missing": [
    // The site's HTML page answered for /llms.txt: no llms.txt.
    { site: agents((probes) => ({ llmsTxt: { ...withoutLlms(probes), status: 200 } })), expectHits: [`${ORIGIN}/llms.txt`] },
    // No answer at all: nothing to judge.
    { site: agents((probes) => ({ llmsTxt: { ...withoutLlms(probes), status: null } })) },
  ],
  "agents/llms-txt-invalid": [
    { site: agents((probes) => ({ llmsTxt: { ...probes.llmsTxt, check: { kind: "bad-link", line: 9, text: "Hizmetlerimiz hakkında" } } })), expectHits: [`${ORIGIN}/llms.txt`] },
    // Valid by the reference parser without a summary: the summary is optional.
    { site: agents((probes) => ({ llmsTxt: { ...probes.llmsTxt, check: { kind: "valid", title: "Örnek Firma", sections: 2, links: 8, summary: "none" } } })) },
  ],
  "agents/llms-txt-lighthouse": [
    {
      site: agents((probes) => ({ llmsTxt: { ...probes.llmsTxt, check: { kind: "valid", title: "Örnek Firma", sections: 0, links: 0, summary: "none" }, lighthouseGaps: ["no-link", "too-short"] } })),
      expectHits: [`${ORIGIN}/llms.txt`],
    },
    // Links outside any section: the reference counts none, Lighthouse finds them.
    { site: agents((probes) => ({ llmsTxt: { ...probes.llmsTxt, check: { kind: "valid", title: "Örnek Firma", sections: 0, links: 0, summary: "present" }, lighthouseGaps: [] } })) },
  ],
  "agents/markdown-not-offered": [
    { site: agents(() => ({ markdown: { status: 200, contentType: "text/html; charset=utf-8", vary: "Accept-Encoding" } })), expectHits: [HOME] },
    // Upper case and parameters are still text/markdown.
    { site: agents(() => ({ markdown: { status: 200, contentType: "Text/Markdown;charset=UTF-8", vary: "accept" } })) },
  ],
  "agents/markdown-vary-missing": [
    { site: agents(() => ({ markdown: { status: 200, contentType: "text/markdown", vary: "Accept-Encoding" } })), expectHits: [HOME] },
    { site: agents(() => ({ markdown: { status: 200, contentType: "text/markdown", vary: "*" } })) },
  ],
  "agents/markdown-not-advertised": [
    { site: homeWith((p) => ({ headExtra: p.headExtra.replace(HOME_MARKDOWN_LINK, "") })), expectHits: [HOME] },
    // Announced by a Link header instead of an element.
    {
      site: homeWith((p) => ({
        headExtra: p.headExtra.replace(HOME_MARKDOWN_LINK, ""),
        headers: { ...p.headers, link: `<${ORIGIN}/index.md>; type="text/markdown"; rel="alternate"` },
      })),
    },
  ],
  "agents/content-needs-javascript": [
    // The raw HTML of a shell has no text, heading or link: this rule speaks for it, and the H1, thin, dead-end, duplicate and orphan rules leave it out.
    { pages: [auditPage("/uygulama", { body: APP_SHELL })] },
    // The same bundle on a page rendered on the server.
    { pages: [auditPage("/sunucuda", (p) => ({ body: `<div id="root">${p.body}</div><script type="module" src="/assets/app.js"></script>` }))] },
  ],
  "agents/noai-directive": [
    {
      pages: [
        auditPage("/galeri", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow, noimageai">` })),
        auditPage("/blog-yazisi", (p) => ({ headers: { ...p.headers, "x-robots-tag": "gptbot: noai" } })),
      ],
    },
    { pages: [auditPage("/acik-galeri", (p) => ({ headExtra: `${p.headExtra}<meta name="robots" content="index, follow, max-image-preview:large">` }))] },
  ],
  "agents/content-signals-missing": [
    { site: robotsLines({ contentSignals: [] }), expectHits: [ROBOTS] },
    // Every use refused is a choice, not a gap.
    { site: robotsLines({ contentSignals: [{ line: 3, value: "search=no, ai-input=no, ai-train=no", unknown: [] }] }) },
  ],
  "agents/content-signals-invalid": [
    { site: robotsLines({ contentSignals: [{ line: 4, value: "search=yes, ai-training=no", unknown: ["ai-training=no"] }] }), expectHits: [ROBOTS] },
    { site: robotsLines({ contentSignals: [{ line: 4, value: "search=yes", unknown: [] }, { line: 9, value: "ai-train=no", unknown: [] }] }) },
  ],
  "agents/tdmrep-invalid": [
    { site: agents((probes) => ({ tdmrep: { ...probes.tdmrep, status: 200, problem: "bad-rule" } })), expectHits: [`${ORIGIN}/.well-known/tdmrep.json`] },
    { site: agents((probes) => ({ tdmrep: { ...probes.tdmrep, status: 200, problem: null } })) },
  ],
  "agents/rsl-license-invalid": [
    { site: robotsLines({ licenses: [{ line: 7, value: "/license.xml" }] }), expectHits: [ROBOTS] },
    { site: robotsLines({ licenses: [{ line: 7, value: "https://www.ornek-firma.com.tr/license.xml" }] }) },
  ],
};

describe("agent rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});

describe("agents/content-needs-javascript, measured by the browser stage", () => {
  /** `page` added to the clean site, and rendered by the browser with `words` words. */
  const renderedWith = (page: AuditPage, words: number): RuleFixture => ({
    pages: [page],
    site: (site) => ({
      browser: site.browser && {
        ...site.browser,
        pages: [...site.browser.pages, { url: page.url, role: "template", lab: null, opportunities: [], rendered: { ...renderedAs(page), wordCount: words }, error: null }],
      },
    }),
  });
  const words = (count: number) => `<main><h1>Ürünlerimiz</h1><p>${Array.from({ length: count }, (_, i) => `kelime${i}`).join(" ")}</p><a href="/">Ana sayfa</a></main>`;

  it("fires where the HTML holds under half the words a browser shows, and names both counts", async () => {
    const thin = auditPage("/urunler", { body: words(40) });
    await expectDefectAndTwin(
      "agents/content-needs-javascript",
      { ...renderedWith(thin, 600), expectHits: [`${ORIGIN}/urunler`] },
      // An app shell whose browser shows no more words than its HTML does not need JavaScript for its content: the measurement wins over the shape.
      renderedWith(auditPage("/urunler", { body: `${words(400)}<div id="root"></div><script type="module" src="/assets/app.js"></script>` }), 450),
      ALL_RULES,
    );
    const outcome = await runRules(fixtureSite(renderedWith(thin, 600)), ALL_RULES);
    expect(outcome.outcomes.find((rule) => rule.id === "agents/content-needs-javascript")?.hits).toEqual([{ url: `${ORIGIN}/urunler`, detail: `${thin.wordCount} / 600` }]);
  });
});
