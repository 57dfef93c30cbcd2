import type { AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";
import { chainOf, isMissingAnswer } from "./crawl";

/**
 * Links: whether the site's own links lead somewhere (no broken or redirected targets), pass
 * their value (no nofollow on internal links, no step down to http) and say where they go.
 */

/** Above this, a page's links stop helping visitors or search engines tell what matters. */
export const MANY_LINKS = 300;

/** A link's address as the finding shows it, with what answered there. */
const target = (url: string, answer: string): string => `${url} (${answer})`;

/**
 * The pages with an internal link to a crawled page that `judge` finds wrong, each with what it
 * found at the first such target; judged over the pages that have internal links. A link finds
 * its page by any spelling of the address (comparableUrl: `/x` finds the page read at `/x/`).
 */
function pagesLinkingTo(site: AuditSite, judge: (linked: AuditPage) => string | null): { hits: Hit[]; applicable: number } {
  const { pageLike } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    const internal = page.links.filter((link) => link.internal);
    if (internal.length === 0) continue;
    applicable += 1;
    for (const link of internal) {
      const linked = pageLike(link.url);
      const detail = linked === undefined ? null : judge(linked);
      if (detail !== null) {
        hits.push({ url: page.url, detail });
        break;
      }
    }
  }
  return { hits, applicable };
}

export const LINK_RULES = [
  /**
   * Pages linking to a page of the site that answers "not here" (404, 410 …): this rule owns a
   * linked missing page (crawl/client-error leaves it), so one missing page costs one error, shown
   * where the link can be fixed. 401, 403 and 429 refuse our crawler and are no broken link
   * (crawl/access-refused); a 5xx target is crawl/server-error's finding. n/a: no page has an
   * internal link.
   */
  siteRule({
    id: "links/broken-internal",
    family: "links",
    severity: "error",
    weight: 8,
    check: (site) => pagesLinkingTo(site, (linked) => (isMissingAnswer(linked.status) ? target(linked.url, String(linked.status)) : null)),
  }),
  // n/a: no page has an internal link.
  siteRule({
    id: "links/to-redirect",
    family: "links",
    severity: "notice",
    weight: 3,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.url !== linked.finalUrl && linked.redirects.length > 0 ? chainOf(linked) : null)),
  }),
  // n/a: never on an HTML page (a page without links passes).
  pageRule({
    id: "links/nofollow-internal",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => page.links.find((link) => link.internal && link.nofollow)?.url ?? null,
  }),
  // n/a: the page itself is served over http.
  pageRule({
    id: "links/https-to-http",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => (page.finalUrl.startsWith("https:") ? (page.links.find((link) => link.internal && link.url.startsWith("http:"))?.url ?? null) : "n/a"),
  }),
  // n/a: an empty app shell, whose links scripts draw (agents/content-needs-javascript speaks for it).
  pageRule({
    id: "links/dead-end",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => (page.emptyAppShell ? "n/a" : !page.links.some((link) => link.internal && link.url !== page.url && link.url !== page.finalUrl)),
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "links/empty-anchor",
    family: "links",
    severity: "warning",
    weight: 3,
    check: (page) => page.links.find((link) => link.text === "")?.url ?? null,
  }),
  // n/a: never on an HTML page.
  pageRule({
    id: "links/too-many",
    family: "links",
    severity: "notice",
    weight: 1,
    check: (page) => (page.links.length > MANY_LINKS ? String(page.links.length) : null),
  }),
];
