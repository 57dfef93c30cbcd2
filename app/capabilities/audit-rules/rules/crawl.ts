import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { type Hit, pageRule, siteFact, siteRule } from "../rule";
import { comparableUrl, isNoindex, siteIndex } from "../site-index";
import { SITEMAP_PROBLEM_DETAIL } from "./crawl.content";
import type { RenderedFacts } from "~/capabilities/browser/browser-facts";
import { parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";

/**
 * Crawlability and indexing: whether search engines can reach the pages (robots.txt, answers,
 * redirects) and whether the site tells them the truth about which pages count (sitemaps,
 * noindex). The crawl respects robots.txt as Googlebot would, so what it could not read, Google
 * could not either.
 */

const robotsUrl = (site: AuditSite): string => `${siteIndex(site).origin}/robots.txt`;

/** Sitemap addresses the crawl read, and the verdict on each. */
function sitemapPages(site: AuditSite, judge: (page: AuditPage) => string | null): { hits: Hit[]; applicable: number } | "n/a" {
  const { pageAt } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const url of site.sitemaps.urls) {
    const page = pageAt(url);
    if (page === undefined) continue;
    applicable += 1;
    const detail = judge(page);
    if (detail !== null) hits.push({ url, detail });
  }
  return applicable === 0 ? "n/a" : { hits, applicable };
}

/** A chain as the finding shows it: each hop, then where it ended. */
export const chainOf = (page: AuditPage): string => [...page.redirects, page.finalUrl].join(" → ");

/**
 * Answers that refuse the asker rather than say the page is gone: 401 (a login), 403 (a firewall
 * or a bot wall), 429 (a rate limit hit by our four requests at a time). A visitor or Googlebot may
 * well get the page: they are no broken page and no broken link.
 */
export const REFUSING_STATUSES: ReadonlySet<number> = new Set([401, 403, 429]);

/** A 4xx answer that says the page is not there (404, 410, 400 …), as opposed to refusing us. */
export const isMissingAnswer = (status: number): boolean => status >= 400 && status < 500 && !REFUSING_STATUSES.has(status);

/** Some other page of the site links to `page` (by any spelling of its address, or through a redirect to it). */
export function isLinkedTo(page: AuditPage, site: AuditSite): boolean {
  const { reached } = siteIndex(site);
  return reached.has(comparableUrl(page.url)) || reached.has(comparableUrl(page.finalUrl));
}

/**
 * What a page says when it is an error page answering 200 (a removed product, a page the site
 * cannot find): "Ürün bulunamadı", "Aradığınız sayfa bulunamadı", "Page not found". Matched in
 * lower case (Turkish rules: "BULUNAMADI" → "bulunamadı"); "bulunamadi" as typed without Turkish letters.
 */
const NOT_FOUND =
  /(?<![\p{L}\p{N}])(?:(?:sayfa|ürün|urun|içerik|icerik|aradığınız sayfa|aradığınız ürün)\s+(?:bulunamad[ıi]|mevcut değil|artık yok|kaldırılmış|kaldırıldı)|(?:page|product|item)\s+(?:was\s+)?not\s+found|no longer available)/u;
/** "404" in a title or heading, as an error page puts it ("Hata 404", "404 - Sayfa bulunamadı", "404 Not Found"), not a model number ("Peugeot 404"). */
const ERROR_404 = /^\W*(?:(?:hata|error|oops)\W*)?404(?:\W*$|\W+(?:hata|error|not found|bulunamad|sayfa|page))|(?:hata|error)\W*404\b/;
/**
 * Words before "bulunamadı" that make it an empty search, filter, cart or list (a template many
 * shops keep in every page: "Aramanıza uygun ürün bulunamadı", "Sepetinizde ürün bulunamadı"), not a missing page.
 */
const SEARCH_RESULT = /(?:uygun|eşleşen|arama|kriter|filtre|sepet|favori|karşılaştır|liste|search|matching|cart|wishlist)\S*\s+(?:\S+\s+){0,3}$/u;
/** A page with more words than this is a real page, whatever a hidden template in it says. */
export const SOFT_404_MAX_WORDS = 300;

/** What marks `page` as an error page, or null. */
export function soft404Sign(page: AuditPage): string | null {
  const lower = (text: string): string => text.toLocaleLowerCase("tr").replace(/\s+/g, " ").trim();
  const heads = [...page.titles.slice(0, 1), ...page.headings.filter((heading) => heading.level === 1).map((heading) => heading.text)];
  for (const head of heads) {
    const text = lower(head);
    if (ERROR_404.test(text) || NOT_FOUND.test(text)) return head;
  }
  if (page.wordCount > SOFT_404_MAX_WORDS) return null;
  const text = lower(page.text);
  for (const match of text.matchAll(new RegExp(NOT_FOUND.source, "gu"))) {
    if (!SEARCH_RESULT.test(text.slice(Math.max(0, match.index - 60), match.index))) return match[0];
  }
  return null;
}

/**
 * Hosts of a site's test or build copy, which must never reach a sitemap: staging., test., dev.,
 * a reserved test name (.test, .local, localhost), an IP, a host's preview domains. ".dev" as the
 * last label is a real top-level domain, so only a middle "dev" label counts.
 */
const STAGING_HOST = /^(staging|stage|stg|test|testing|dev|develop|development|demo|preprod|pre-prod|uat|qa|beta|sandbox|local)[.-]|\.(staging|stage|test|dev|local|internal)\.|\.(test|local|localhost|internal)$|^localhost$|\.(vercel\.app|netlify\.app|herokuapp\.com|pages\.dev|workers\.dev|ngrok\.io|ngrok-free\.app|onrender\.com|fly\.dev|web\.app|firebaseapp\.com|github\.io|gitlab\.io|azurewebsites\.net)$|^\d{1,3}(\.\d{1,3}){3}$|^\[[0-9a-f:.]+\]$/i;

export const isStagingHost = (hostname: string): boolean => STAGING_HOST.test(hostname);

/**
 * The sampled pages a browser rendered (the audit's browser stage), each with the raw record the
 * crawl read at the same address: what JavaScript changed is the difference. Empty when no browser
 * ran or no page could be rendered; the rules below are then "not applicable".
 */
function renderedPairs(site: AuditSite): { raw: AuditPage; rendered: RenderedFacts }[] {
  const index = siteIndex(site);
  return (site.browser?.pages ?? []).flatMap((page) => {
    const raw = page.rendered ? index.pageAt(page.url) : undefined;
    return raw && page.rendered && isHtmlPage(raw) ? [{ raw, rendered: page.rendered }] : [];
  });
}

/** A site rule over the rendered pages: `differs` gives a hit's detail, or null when the page is the same. */
function renderedRule(differs: (raw: AuditPage, rendered: RenderedFacts) => string | null) {
  return (site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" => {
    const pairs = renderedPairs(site);
    if (pairs.length === 0) return "n/a";
    const hits = pairs.flatMap(({ raw, rendered }) => {
      const detail = differs(raw, rendered);
      return detail === null ? [] : [{ url: raw.url, detail }];
    });
    return { hits, applicable: pairs.length };
  };
}

/**
 * Links to the site's own pages that only a browser running the script finds. Google renders
 * pages, but later and not always; AI crawlers and most other bots never do. A cookie banner or a
 * chat widget adds a link or two of its own, so it takes a few to make a finding.
 */
export const JS_ONLY_LINKS = 3;

const plainText = (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim();
const robotsState = (values: readonly string[]): string => {
  const { noindex, nofollow } = parseRobotsDirectives(values, "googlebot");
  return `${noindex ? "noindex" : "index"}, ${nofollow ? "nofollow" : "follow"}`;
};

export const CRAWL_RULES = [
  // n/a: never (a site fact; "unreachable" has its own rule).
  siteRule({
    id: "crawl/robots-txt-missing",
    family: "crawl",
    severity: "notice",
    weight: 3,
    check: (site) => siteFact(site.robotsTxt.status === "missing", robotsUrl(site)),
  }),
  // n/a: never.
  siteRule({
    id: "crawl/robots-txt-unreachable",
    family: "crawl",
    severity: "error",
    weight: 9,
    check: (site) => siteFact(site.robotsTxt.status === "unreachable", robotsUrl(site)),
  }),
  // n/a: never (Googlebot's verdict on the home page; passes without a robots.txt).
  siteRule({
    id: "crawl/robots-blocks-all",
    family: "crawl",
    severity: "error",
    weight: 10,
    check: (site) => siteFact(site.robotsTxt.blocksAll, robotsUrl(site)),
  }),
  /**
   * Fires only when no sitemap was found at all. n/a when one was found (or named in robots.txt)
   * but could not be used, which crawl/sitemap-invalid says truthfully, or when a request for it
   * got no answer (a timeout proves nothing).
   */
  siteRule({
    id: "crawl/sitemap-missing",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => {
      if (site.sitemaps.urls.length > 0) return siteFact(false, `${siteIndex(site).origin}/sitemap.xml`);
      if (site.sitemapFiles.problems.length > 0 || site.sitemapFiles.unknown) return "n/a";
      return siteFact(true, `${siteIndex(site).origin}/sitemap.xml`);
    },
  }),
  // n/a: robots.txt was not read, or the site has no sitemap (crawl/sitemap-missing says so).
  siteRule({
    id: "crawl/sitemap-not-in-robots",
    family: "crawl",
    severity: "notice",
    weight: 2,
    check: (site) => (site.robotsTxt.status !== "found" || site.sitemaps.urls.length === 0 ? "n/a" : siteFact(site.robotsTxt.sitemapLines === 0, robotsUrl(site))),
  }),
  /**
   * A sitemap file found (or named) but unusable: an error status, too large, not a sitemap, an
   * index inside an index, or robots.txt's sitemap listing nothing. The detail says which, in
   * Turkish (crawl.content.ts, SITEMAP_PROBLEM_DETAIL). n/a: the site has no sitemap at all (crawl/sitemap-missing).
   */
  siteRule({
    id: "crawl/sitemap-invalid",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => {
      const { problems } = site.sitemapFiles;
      if (site.sitemaps.urls.length === 0 && problems.length === 0) return "n/a";
      const hits = problems.map((problem) => ({ url: problem.url, detail: SITEMAP_PROBLEM_DETAIL[problem.problem](problem.status) }));
      return { hits, applicable: Math.max(site.sitemaps.files, hits.length) };
    },
  }),
  /**
   * Sitemap addresses on another host than the site (and its www twin): a test or staging copy
   * (staging., dev., localhost, an IP, a preview domain) or another domain, which Google ignores
   * in this sitemap. The detail is the host, with "staging" for a test copy. n/a: no sitemap URL.
   */
  siteRule({
    id: "crawl/sitemap-foreign-urls",
    family: "crawl",
    severity: "warning",
    weight: 4,
    check: (site) => {
      if (site.sitemaps.urls.length === 0) return "n/a";
      const home = new URL(site.homeUrl).hostname.toLowerCase().replace(/^www\./, "");
      const hits: Hit[] = [];
      for (const url of site.sitemaps.urls) {
        let host: string;
        try {
          host = new URL(url).hostname.toLowerCase();
        } catch {
          continue;
        }
        if (host.replace(/^www\./, "") === home) continue;
        hits.push({ url, detail: isStagingHost(host) ? `${host} (staging)` : host });
      }
      return { hits, applicable: site.sitemaps.urls.length };
    },
  }),
  /**
   * A page that answers a 4xx meaning "not here" (404, 410 …) that no page of the site links to:
   * the start address, or one listed in the sitemap. A missing page some page links to is
   * links/broken-internal's finding (at the linking pages, where the fix is), so one missing page
   * costs one error. n/a: such a linked page, and 401, 403 and 429, which refuse our crawler
   * rather than say the page is gone (crawl/access-refused).
   */
  pageRule({
    id: "crawl/client-error",
    family: "crawl",
    severity: "error",
    weight: 8,
    pages: "all",
    check: (page, site) => {
      if (REFUSING_STATUSES.has(page.status)) return "n/a";
      if (!isMissingAnswer(page.status)) return null;
      return isLinkedTo(page, site) ? "n/a" : String(page.status);
    },
  }),
  /**
   * A page that answered 401, 403 or 429 to our crawler: a login, a firewall or a rate limit. It is
   * no broken page, but the audit could not read it, and a firewall that stops us may stop search
   * engines and AI crawlers too. n/a: never (every answer is judged).
   */
  pageRule({
    id: "crawl/access-refused",
    family: "crawl",
    severity: "notice",
    weight: 1,
    pages: "all",
    check: (page) => (REFUSING_STATUSES.has(page.status) ? String(page.status) : null),
  }),
  // n/a: never (every answer is judged).
  pageRule({
    id: "crawl/server-error",
    family: "crawl",
    severity: "error",
    weight: 9,
    pages: "all",
    check: (page) => (page.status >= 500 ? String(page.status) : null),
  }),
  // n/a: never (every answer is judged).
  pageRule({
    id: "crawl/redirect-chain",
    family: "crawl",
    severity: "warning",
    weight: 4,
    pages: "all",
    check: (page) => (page.redirects.length >= 2 ? chainOf(page) : null),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "crawl/noindex",
    family: "crawl",
    severity: "notice",
    weight: 1,
    check: (page) => isNoindex(page),
  }),
  // n/a: no page the sitemap lists was read.
  siteRule({
    id: "crawl/noindex-in-sitemap",
    family: "crawl",
    severity: "error",
    weight: 6,
    check: (site) => sitemapPages(site, (page) => (isNoindex(page) ? "noindex" : null)),
  }),
  // n/a: no page the sitemap lists was read.
  siteRule({
    id: "crawl/sitemap-not-ok",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) =>
      sitemapPages(site, (page) => (page.redirects.length > 0 ? chainOf(page) : page.status !== 200 ? String(page.status) : null)),
  }),
  /**
   * Sitemap URLs that robots.txt keeps Googlebot from, by Googlebot's own verdict (our crawler's
   * may differ: a site may close itself to unknown bots only). n/a: no sitemap URL could be judged
   * (no sitemap, or robots.txt of their origin unreachable or never read).
   */
  siteRule({
    id: "crawl/sitemap-blocked",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => {
      const { urls, judged } = site.googlebotBlocked;
      if (site.sitemaps.urls.length === 0 || judged === 0) return "n/a";
      return { hits: urls.map((url) => ({ url })), applicable: judged };
    },
  }),
  /**
   * A page the sitemap lists, read from the sitemap, that no page of the site links to (by any
   * spelling of its address, or through a redirect). n/a: no such page was read; the crawl stopped
   * before it had followed every link it found (a page budget smaller than the site: the page may
   * be linked from one not read); a page's links were cut at the record's bound; or a page is an
   * empty app shell, whose links scripts draw (agents/content-needs-javascript speaks for it).
   */
  siteRule({
    id: "crawl/orphan-page",
    family: "crawl",
    severity: "warning",
    weight: 4,
    check: (site) => {
      const home = comparableUrl(site.homeUrl);
      const candidates = site.pages.filter((page) => page.source === "sitemap" && page.status === 200 && isHtmlPage(page) && comparableUrl(page.finalUrl) !== home);
      if (candidates.length === 0 || !site.linksExhausted) return "n/a";
      if (site.pages.some((page) => page.emptyAppShell || page.truncated)) return "n/a";
      return { hits: candidates.filter((page) => !isLinkedTo(page, site)).map((page) => ({ url: page.url })), applicable: site.pages.length };
    },
  }),
  /**
   * A page that answers 200 but says it is an error page: "Ürün bulunamadı", "Sayfa bulunamadı",
   * "404", "Page not found" in its title or H1, or in the text of a short page (an empty search
   * result's template does not count). The detail is what it says. n/a: never on an HTML page.
   */
  pageRule({
    id: "crawl/soft-404",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (page) => soft404Sign(page),
  }),
  /**
   * A made-up address of the site answered 2xx (after any redirect, to the home page too) instead
   * of 404: every removed page does the same. n/a: the address was not asked (the home page did
   * not answer 200), no answer came, or it answered 401, 403 or 429 (a firewall refusing us says
   * nothing of how the site answers a missing page).
   */
  siteRule({
    id: "crawl/missing-page-answers-200",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: (site) => {
      const probe = site.missingPage;
      if (probe === null || REFUSING_STATUSES.has(probe.status)) return "n/a";
      const ok = probe.status >= 200 && probe.status < 300;
      return siteFact(ok, probe.url, probe.finalUrl === probe.url ? String(probe.status) : `→ ${probe.finalUrl} (${probe.status})`);
    },
  }),
  // n/a (these four): no page was rendered by the browser stage (no browser, or none could load).
  siteRule({
    id: "crawl/links-need-javascript",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: renderedRule((raw, rendered) => {
      const inHtml = new Set(raw.links.filter((link) => link.internal).map((link) => comparableUrl(link.url)));
      const added = rendered.internalLinks.filter((url) => url !== raw.finalUrl && !inHtml.has(comparableUrl(url)));
      return added.length >= JS_ONLY_LINKS ? `${added.length}: ${added.slice(0, 3).join(", ")}` : null;
    }),
  }),
  siteRule({
    id: "crawl/title-changed-by-javascript",
    family: "crawl",
    severity: "warning",
    weight: 3,
    check: renderedRule((raw, rendered) => {
      const before = plainText(raw.titles[0]);
      const after = plainText(rendered.title);
      // A title the script empties or removes counts too: the HTML's is then the only one, and Google may show none.
      return after !== before ? `${before || "—"} → ${after || "—"}` : null;
    }),
  }),
  siteRule({
    id: "crawl/robots-changed-by-javascript",
    family: "crawl",
    severity: "error",
    weight: 8,
    check: renderedRule((raw, rendered) => {
      const before = robotsState(raw.metaRobots);
      const after = robotsState(rendered.robots === null ? [] : [rendered.robots]);
      return after !== before ? `${before} → ${after}` : null;
    }),
  }),
  siteRule({
    id: "crawl/canonical-changed-by-javascript",
    family: "crawl",
    severity: "warning",
    weight: 5,
    check: renderedRule((raw, rendered) => {
      const before = raw.canonicals[0] || null;
      // A canonical the script removes counts too: Google then reads two signals, one of them none.
      const after = rendered.canonical || null;
      return after !== before ? `${before ?? "—"} → ${after ?? "—"}` : null;
    }),
  }),
];
