import type { BrowserFacts, RenderedFacts } from "~/capabilities/browser/browser-facts";
import { expect } from "vitest";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import type { AgentProbes, AuditPage, AuditResources, AuditSite, GooglebotProbe, ResourceAnswer } from "~/capabilities/audit-rules/audit-page";
import { runRules } from "~/capabilities/audit-rules/engine";
import { readPageRecord } from "~/capabilities/audit-rules/page-record";
import { pageView } from "~/capabilities/audit-rules/page-signals";
import type { Rule, RuleId } from "~/capabilities/audit-rules/rule";

/**
 * Fixture sites for the audit rules: a clean page that every rule passes, and the way to plant
 * one defect on a copy of it. Each rule's test builds two sites (the clean base plus its defect
 * pages, and the clean base plus its twin pages) and runs every rule of every family on both:
 * on the first exactly that rule fails, on the second none does. So a rule is shown to fire on
 * its defect, and to stay silent on a correct page (no false positive from any rule).
 */

export const ORIGIN = "https://www.ornek-firma.com.tr";
export const AUDITED_AT = "2026-11-26T10:00:00.000Z";

/** The parts of a page a defect may replace; the defaults make a page every rule passes. */
export interface PageParts {
  lang: string | null;
  head: string;
  title: string | null;
  description: string | null;
  /** Extra markup at the end of <head>. */
  headExtra: string;
  body: string;
  headers: Record<string, string | string[]>;
  status: number;
  /** Paths that redirected, in order, to this page: the first is the address requested. */
  redirectedFrom: string[];
  source: AuditPage["source"];
  foundOn: string | null;
  transferBytes: number | null;
  ttfbMs: number | null;
}

export const CLEAN_HEADERS: Record<string, string> = {
  "content-type": "text/html; charset=utf-8",
  "content-encoding": "br",
  "cache-control": "public, max-age=300",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "content-security-policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  vary: "Accept-Encoding",
};

/** Words enough for a page not to be thin (the content rules compare with the site's norm too). */
export const BODY_TEXT = Array.from(
  { length: 12 },
  (_, i) =>
    `İstanbul'daki küçük işletmeler için web tasarımı, arama motoru optimizasyonu ve reklam yönetimi sunuyoruz; ${i + 1}. bölümde ekibimizin bu alandaki yaklaşımını, süreci ve sonuçları adım adım anlatıyoruz.`,
).join(" ");

/** Where the home page's Markdown version is, for agents. */
export const HOME_MARKDOWN_LINK = `<link rel="alternate" type="text/markdown" href="/index.md">`;

/** The business behind the site, described on the home page as Google recommends. */
export const HOME_ORGANIZATION_LD = `<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: "Örnek Firma",
  url: `${ORIGIN}/`,
  logo: `${ORIGIN}/img/logo.png`,
})}</script>`;

/** Consent as it should be on every page: Consent Mode's defaults first, then a consent manager. */
export const CONSENT_SETUP = [
  `<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});</script>`,
  `<script async src="https://consent.cookiebot.com/uc.js" data-cbid="00000000-0000-4000-8000-000000000000"></script>`,
].join("");

/** The Tag Manager container, on the home page (the analytics rules then apply and pass). */
export const HOME_MEASUREMENT = `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC1234');</script>`;

function titleOf(path: string): string {
  const name = path === "/" ? "Ana Sayfa" : path.replaceAll("/", " ").trim();
  return `${name} | Örnek Firma Dijital Pazarlama Ajansı`;
}

function defaultParts(path: string): PageParts {
  const url = `${ORIGIN}${path}`;
  const title = titleOf(path);
  return {
    lang: "tr",
    head: `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    title,
    // Different on every page, as the duplicate rules want.
    description: `${path === "/" ? "Ana sayfa" : path.slice(1)}: küçük işletmeler için web tasarımı, SEO ve reklam yönetimi. Ücretsiz teklif alın.`,
    headExtra: [
      `<link rel="canonical" href="${url}">`,
      `<link rel="icon" href="/favicon.ico">`,
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="Küçük işletmeler için web tasarımı, SEO ve reklam yönetimi.">`,
      `<meta property="og:image" content="${ORIGIN}/og/kapak.png">`,
      `<meta property="og:url" content="${url}">`,
      `<meta property="og:type" content="website">`,
      `<meta name="twitter:card" content="summary_large_image">`,
      `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "WebPage", name: title, url })}</script>`,
      path === "/" ? HOME_ORGANIZATION_LD : "",
      // The clean site serves its home page as Markdown too (cleanAgents) and says where.
      path === "/" ? HOME_MARKDOWN_LINK : "",
      CONSENT_SETUP,
      path === "/" ? HOME_MEASUREMENT : "",
    ].join(""),
    body: [
      `<header><a href="/">Ana sayfa</a><a href="/hizmetler">Hizmetler</a><a href="/iletisim">İletişim</a></header>`,
      `<main><h1>${title}</h1><h2>Neler yapıyoruz?</h2><p>${BODY_TEXT}</p>`,
      `<img src="/img/ekip.webp" alt="Ekibimiz ofiste" width="800" height="600">`,
      `<h2>Bize ulaşın</h2><p>Projeniz için <a href="/iletisim">iletişim sayfamızdan</a> yazın.</p></main>`,
      // The footer a Turkish business site carries: its phone and its legal pages (KVKK notice, and a shop's terms).
      `<footer><p>© 2026 Örnek Firma · <a href="tel:+902165551234">0216 555 12 34</a></p>`,
      `<p><a href="/kvkk-aydinlatma-metni">KVKK Aydınlatma Metni</a> <a href="/mesafeli-satis-sozlesmesi">Mesafeli Satış Sözleşmesi</a> <a href="/iade-kosullari">İade ve Cayma Hakkı</a></p></footer>`,
    ].join(""),
    headers: { ...CLEAN_HEADERS },
    status: 200,
    redirectedFrom: [],
    source: path === "/" ? "start" : "link",
    foundOn: path === "/" ? null : `${ORIGIN}/`,
    transferBytes: null,
    ttfbMs: 120,
  };
}

export function pageHtml(parts: PageParts): string {
  const lang = parts.lang === null ? "" : ` lang="${parts.lang}"`;
  const title = parts.title === null ? "" : `<title>${parts.title}</title>`;
  const description = parts.description === null ? "" : `<meta name="description" content="${parts.description}">`;
  return `<!doctype html><html${lang}><head>${parts.head}${title}${description}${parts.headExtra}</head><body>${parts.body}</body></html>`;
}

/** A page at `path`: clean, with `change` applied to its parts (a defect or a twin's variation). */
export function auditPage(path: string, change: Partial<PageParts> | ((parts: PageParts) => Partial<PageParts>) = {}): AuditPage {
  const defaults = defaultParts(path);
  const parts = { ...defaults, ...(typeof change === "function" ? change(defaults) : change) };
  const html = parts.status >= 300 && parts.status < 400 ? "" : pageHtml(parts);
  return readPageRecord(
    {
      url: `${ORIGIN}${parts.redirectedFrom[0] ?? path}`,
      finalUrl: `${ORIGIN}${path}`,
      status: parts.status,
      redirects: parts.redirectedFrom.map((from) => `${ORIGIN}${from}`),
      source: parts.source,
      foundOn: parts.foundOn,
      headers: parts.headers,
      transferBytes: parts.transferBytes ?? Math.round(html.length / 4),
      ttfbMs: parts.ttfbMs,
    },
    html,
  );
}

/** The clean base every fixture site starts from: a home page, linking to `extraLinks` too, and the pages it links to. */
export function cleanPages(extraLinks: readonly string[] = []): AuditPage[] {
  const links = extraLinks.map((url, i) => `<a href="${url}">Sayfa ${i + 1}</a>`).join("");
  return [auditPage("/", (p) => ({ body: `${p.body}<nav>${links}</nav>` })), auditPage("/hizmetler"), auditPage("/iletisim")];
}

/** What an address answered that works: 200, with its declared size, kept by browsers for a year. */
export function answered(url: string, change: Partial<ResourceAnswer> = {}): ResourceAnswer {
  return { url, status: 200, failure: null, bytes: 48_000, challenged: false, contentType: null, cacheControl: "public, max-age=31536000", expiresSeconds: null, ...change };
}

/** What the resource probes read of the clean site: its image, its share image (1200×630), http:// redirected and a valid security.txt. */
export function cleanResources(): AuditResources {
  return {
    externalLinks: [],
    images: [answered(`${ORIGIN}/img/ekip.webp`)],
    ogImages: [{ ...answered(`${ORIGIN}/og/kapak.png`, { bytes: 180_000 }), format: "png", width: 1200, height: 630 }],
    securityTxt: { status: "found", contact: true, expires: "2027-06-30T23:59:59Z" },
    // No scripts or stylesheets; the home page links its icon, so /favicon.ico is not asked; http:// moves to https:// for good.
    assets: [],
    favicon: null,
    httpHome: { ...answered(`${ORIGIN.replace("https:", "http:")}/`, { status: 301, bytes: null, cacheControl: null }), location: `${ORIGIN}/` },
  };
}

/**
 * What AI crawlers meet on the clean site: every bot allowed and served, a valid llms.txt that
 * Lighthouse passes too, the home page as Markdown with `Vary: Accept`, one Content-Signal line,
 * no RSL licence and no tdmrep.json (their rules do not apply).
 */
export function cleanAgents(): AgentProbes {
  return {
    robotsTxt: { contentSignals: [{ line: 2, value: "search=yes, ai-input=yes, ai-train=no", unknown: [] }], licenses: [] },
    bots: AI_CRAWLERS.map((bot) => ({ token: bot.token, group: bot.group, robotsAllowed: true, answer: bot.userAgent === null ? null : { status: 200, error: null } })),
    llmsTxt: {
      url: `${ORIGIN}/llms.txt`,
      status: 200,
      text: true,
      check: { kind: "valid", title: "Örnek Firma", sections: 1, links: 3, summary: "present" },
      lighthouseGaps: [],
    },
    markdown: { status: 200, contentType: "text/markdown; charset=utf-8", vary: "Accept, Accept-Encoding" },
    tdmrep: { url: `${ORIGIN}/.well-known/tdmrep.json`, status: 404, problem: null },
  };
}

/**
 * The browser stage on the clean site: every page measured fast and clean, and rendered exactly as
 * its raw HTML reads (nothing changed by JavaScript).
 */
export function cleanBrowser(pages: readonly AuditPage[]): BrowserFacts {
  return {
    status: "measured",
    pages: pages.map((page, i) => ({
      url: page.url,
      role: i === 0 ? "home" : "template",
      lab: { score: 98, lcpMs: 1_400, cls: 0.01, tbtMs: 60, fcpMs: 900, siMs: 1_500 },
      opportunities: [],
      rendered: renderedAs(page),
      error: null,
    })),
    screenshots: { mobile: true, desktop: true },
    durationMs: 21_000,
  };
}

/** What a browser reads of `page` when no script changes it. */
export function renderedAs(page: AuditPage): RenderedFacts {
  return {
    title: page.titles[0] ?? null,
    robots: page.metaRobots.length > 0 ? page.metaRobots.join(", ") : null,
    canonical: page.canonicals[0] || null,
    internalLinks: [...new Set(page.links.filter((link) => link.internal).map((link) => link.url))],
    wordCount: page.wordCount,
  };
}

export function cleanSite(extraLinks: readonly string[] = []): AuditSite {
  const pages = cleanPages(extraLinks);
  return {
    startUrl: `${ORIGIN}/`,
    homeUrl: `${ORIGIN}/`,
    auditedAt: AUDITED_AT,
    robotsTxt: { status: "found", sitemapLines: 1, blocksAll: false },
    sitemaps: { files: 1, urls: pages.map((page) => page.url), truncated: false, errors: 0 },
    notFetched: [],
    compressionProbe: { url: `${ORIGIN}/`, headers: { "content-encoding": "br", vary: "Accept-Encoding", "cache-control": CLEAN_HEADERS["cache-control"] } },
    pages,
    resources: cleanResources(),
    agents: cleanAgents(),
    browser: cleanBrowser(pages),
    certificate: { url: `${ORIGIN}/`, validTo: "2027-02-20T12:00:00.000Z", issuer: "Let's Encrypt" },
    namedPages: [],
    // Every link followed, the sitemap read, robots.txt read for Googlebot, a made-up address answering 404.
    linksExhausted: true,
    sitemapFiles: { problems: [], unknown: false },
    googlebotBlocked: { urls: [], judged: pages.length },
    missingPage: { url: `${ORIGIN}/pusula-404-kontrol-0a1b2c`, status: 404, finalUrl: `${ORIGIN}/pusula-404-kontrol-0a1b2c` },
    googlebot: cleanGooglebot(pages),
  };
}

/** Googlebot served the same home page as our crawler. */
export function cleanGooglebot(pages: readonly AuditPage[]): GooglebotProbe {
  const home = pages.find((page) => page.finalUrl === `${ORIGIN}/`) ?? pages[0];
  return { status: 200, error: null, view: home === undefined ? null : pageView(home) };
}

/** What one rule's fixture plants: pages added to the clean base, and changes to the site. */
export interface RuleFixture {
  pages?: AuditPage[];
  /** The home page links to the fixture's pages and the sitemap lists them, unless false. */
  linked?: boolean;
  inSitemap?: boolean;
  /**
   * Rules that cannot help firing with this one, each for a stated reason (a page answering 404
   * is reached through a link, which is then a broken link).
   */
  alsoFires?: RuleId[];
  site?: (site: AuditSite) => Partial<AuditSite>;
  /** For a page rule, the addresses that must be hit; default: every page the fixture adds. */
  expectHits?: string[];
}

export function fixtureSite(fixture: RuleFixture): AuditSite {
  const added = fixture.pages ?? [];
  const base = cleanSite(fixture.linked === false ? [] : added.map((page) => page.url));
  const listed = fixture.inSitemap === false ? base.pages : [...base.pages, ...added];
  const withPages: AuditSite = { ...base, pages: [...base.pages, ...added], sitemaps: { ...base.sitemaps, urls: listed.map((page) => page.url) } };
  const changed = fixture.site?.(withPages) ?? {};
  const site = { ...withPages, ...changed };
  // A fixture that changes the home page changes what Googlebot is served too, unless it says otherwise.
  return "googlebot" in changed ? site : { ...site, googlebot: cleanGooglebot(site.pages) };
}

/** The ids of the rules that fail on `site`, with their hits. */
export async function failures(site: AuditSite, rules: readonly Rule[]): Promise<Map<RuleId, string[]>> {
  const outcome = await runRules(site, rules);
  return new Map(outcome.outcomes.filter((rule) => rule.status === "failed").map((rule) => [rule.id, rule.hits.map((hit) => hit.url)]));
}

/** Exactly `id` fails on its defect site (on the expected addresses); nothing fails on its twin. */
export async function expectDefectAndTwin(id: RuleId, defect: RuleFixture, twin: RuleFixture, rules: readonly Rule[]): Promise<void> {
  const onDefect = await failures(fixtureSite(defect), rules);
  expect([...onDefect.keys()].sort(), `rules failing on the defect of ${id}`).toEqual([id, ...(defect.alsoFires ?? [])].sort());
  const expected = defect.expectHits ?? (defect.pages ?? []).map((page) => page.url);
  if (expected.length > 0) expect(onDefect.get(id), `addresses ${id} names`).toEqual(expected);
  const onTwin = await failures(fixtureSite(twin), rules);
  expect(Object.fromEntries(onTwin), `rules failing on the twin of ${id}`).toEqual({});
}
