import type { AuditPage, AuditSite } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";
import { chainOf } from "./crawl";

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
 * found at the first such target; judged over the pages that have internal links.
 */
function pagesLinkingTo(site: AuditSite, judge: (linked: AuditPage) => string | null): { hits: Hit[]; applicable: number } {
  const { pageAt } = siteIndex(site);
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    const internal = page.links.filter((link) => link.internal);
    if (internal.length === 0) continue;
    applicable += 1;
    for (const link of internal) {
      const linked = pageAt(link.url);
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
  siteRule({
    id: "links/broken-internal",
    family: "links",
    severity: "error",
    weight: 8,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.status >= 400 ? target(linked.url, String(linked.status)) : null)),
  }),
  siteRule({
    id: "links/to-redirect",
    family: "links",
    severity: "notice",
    weight: 3,
    check: (site) => pagesLinkingTo(site, (linked) => (linked.url !== linked.finalUrl && linked.redirects.length > 0 ? chainOf(linked) : null)),
  }),
  pageRule({
    id: "links/nofollow-internal",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => page.links.find((link) => link.internal && link.nofollow)?.url ?? null,
  }),
  pageRule({
    id: "links/https-to-http",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page) => (page.finalUrl.startsWith("https:") ? (page.links.find((link) => link.internal && link.url.startsWith("http:"))?.url ?? null) : "n/a"),
  }),
  pageRule({
    id: "links/dead-end",
    family: "links",
    severity: "notice",
    weight: 2,
    check: (page) => !page.links.some((link) => link.internal && link.url !== page.url && link.url !== page.finalUrl),
  }),
  pageRule({
    id: "links/empty-anchor",
    family: "links",
    severity: "warning",
    weight: 3,
    check: (page) => page.links.find((link) => link.text === "")?.url ?? null,
  }),
  pageRule({
    id: "links/too-many",
    family: "links",
    severity: "notice",
    weight: 1,
    check: (page) => (page.links.length > MANY_LINKS ? String(page.links.length) : null),
  }),
];
