import {
  canonicalSignalsDisagree,
  canonicalTargetProblems,
  effectiveCanonical,
  hasMultipleCanonicals,
  isRelativeHref,
  noindexWithCanonical,
  sameUrl,
  type CanonicalTargetProblem,
  type PointedPage,
} from "~/capabilities/canonical-check/canonical-check";
import { parseLinkHeader, type LinkHeaderEntry } from "~/capabilities/live-check/link-header";
import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { type Hit, pageRule, siteRule } from "../rule";
import { isNoindex, siteIndex } from "../site-index";
import { chainOf } from "./crawl";

/**
 * Canonical: the canonical tool's live check over every crawled page, and what only a crawl can
 * tell (the target's own answer when the crawl reached it). The questions both ask are asked once,
 * in capabilities/canonical-check; these rules only read them off the audit records.
 */

/** The page's `Link` header entries (the record keeps the header as sent, cut at RECORD_LIMITS.headerChars). */
export function linkHeaderEntries(page: AuditPage): LinkHeaderEntry[] {
  const value = page.headers.link;
  return value === undefined ? [] : parseLinkHeader([value], page.finalUrl);
}

/** The first `<link rel="canonical">` target, or null (none, or its href unusable). */
function htmlCanonical(page: AuditPage): string | null {
  const first = page.canonicals[0];
  return first === undefined || first === "" ? null : first;
}

function headerCanonical(page: AuditPage): string | null {
  return linkHeaderEntries(page).find((entry) => entry.rels.includes("canonical"))?.href ?? null;
}

/**
 * Kept per record and per site: every rule of both families asks for a page's canonical and for
 * the pages its links point to, and each answer costs a Link header parse and a robots parse.
 */
const canonicals = new WeakMap<AuditPage, string | null>();
const pointedPages = new WeakMap<AuditSite, Map<string, PointedPage | undefined>>();

/** The canonical a search engine reads, as the live check reads it: the tag, else the Link header. */
export function canonicalOf(page: AuditPage): string | null {
  let canonical = canonicals.get(page);
  if (canonical === undefined) {
    canonical = effectiveCanonical(htmlCanonical(page), headerCanonical(page));
    canonicals.set(page, canonical);
  }
  return canonical;
}

/**
 * The page at `url` as a page pointed to: a crawled page, or one the audit read because a crawled
 * page names it (AuditSite.namedPages); undefined when neither reached it (the probe had no time,
 * or its answer proved nothing). Found by its final address, it answered there directly; found by
 * the address asked, its redirects are its own.
 */
export function pointedPage(site: AuditSite, url: string): PointedPage | undefined {
  let known = pointedPages.get(site);
  if (known === undefined) {
    known = new Map();
    pointedPages.set(site, known);
  }
  if (known.has(url)) return known.get(url);
  const page = siteIndex(site).namedPageAt(url);
  const pointed =
    page === undefined
      ? undefined
      : {
          finalUrl: page.finalUrl,
          status: page.status,
          redirected: page.url === url && page.redirects.length > 0,
          html: page.htmlChars > 0,
          noindex: isNoindex(page),
          canonical: canonicalOf(page),
        };
  known.set(url, pointed);
  return pointed;
}

/**
 * The pages whose canonical names another page with `problem` (the live check's target
 * judgement), each with its target; judged over the pages canonical to another page that the crawl
 * or the audit read (pointedPage). n/a when no page names another as canonical, or when none of
 * the targets answered in time.
 */
function pagesCanonicalTo(site: AuditSite, problem: CanonicalTargetProblem): { hits: Hit[]; applicable: number } {
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    if (!isHtmlPage(page)) continue;
    const canonical = canonicalOf(page);
    if (canonical === null || sameUrl(canonical, page.finalUrl)) continue;
    const target = pointedPage(site, canonical);
    if (target === undefined) continue;
    applicable += 1;
    if (!canonicalTargetProblems(target).includes(problem)) continue;
    const answer = siteIndex(site).namedPageAt(canonical);
    const detail =
      problem === "target-redirects" && answer !== undefined
        ? chainOf(answer)
        : problem === "target-canonicalised" && target.canonical !== null
          ? `${canonical} → ${target.canonical}`
          : `${canonical} (${target.status})`;
    hits.push({ url: page.url, detail });
  }
  return { hits, applicable };
}

/**
 * The site an address belongs to: its host without a leading "www.", or null when it is no URL.
 * A canonical to the www twin is how a site served on both names tells which one it uses.
 */
function siteOf(url: string): string | null {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return null;
  }
}

export const CANONICAL_RULES = [
  pageRule({
    id: "canonical/missing",
    family: "canonical",
    severity: "notice",
    weight: 2,
    // n/a: a page that is not an HTML page answering 2xx, or a noindex page (it has nothing to declare).
    // The live check's "no-canonical"; a noindex page has no canonical to declare.
    check: (page) => (isNoindex(page) ? "n/a" : canonicalOf(page) === null),
  }),
  pageRule({
    id: "canonical/multiple",
    family: "canonical",
    severity: "error",
    weight: 6,
    // never n/a on an HTML page: every page either has one canonical, none, or several.
    // The live check's "multiple-canonicals".
    check: (page) => (hasMultipleCanonicals(page.canonicals.length) ? page.canonicals.join(", ") : null),
  }),
  pageRule({
    id: "canonical/header-conflict",
    family: "canonical",
    severity: "error",
    weight: 7,
    // n/a: the page does not declare a canonical both in its HTML and in a Link header.
    // The live check's "header-mismatch".
    check: (page) => {
      const html = htmlCanonical(page);
      const header = headerCanonical(page);
      if (html === null || header === null) return "n/a";
      return canonicalSignalsDisagree(html, header) ? `${html} ≠ ${header}` : null;
    },
  }),
  pageRule({
    id: "canonical/relative",
    family: "canonical",
    severity: "notice",
    weight: 2,
    // n/a: the page has no `<link rel="canonical">` with a usable href.
    // The live check's "relative-canonical".
    check: (page) => {
      const href = page.canonicalHrefs[0];
      if (href === undefined || htmlCanonical(page) === null) return "n/a";
      return isRelativeHref(href) ? href : null;
    },
  }),
  pageRule({
    id: "canonical/in-body",
    family: "canonical",
    severity: "error",
    weight: 6,
    // n/a: the page has no `<link rel="canonical">` at all.
    check: (page) => (page.canonicals.length === 0 ? "n/a" : page.canonicalsInBody > 0),
  }),
  pageRule({
    id: "canonical/noindex-elsewhere",
    family: "canonical",
    severity: "warning",
    weight: 5,
    // n/a: the page declares no canonical.
    // The live check's "noindex-elsewhere". Its "noindex-self" is left to the live tool: a noindex
    // page naming itself keeps itself out of Search, which is what noindex asked for.
    check: (page) => {
      const canonical = canonicalOf(page);
      if (canonical === null) return "n/a";
      return noindexWithCanonical(canonical, page.finalUrl, isNoindex(page)) === "elsewhere" ? canonical : null;
    },
  }),
  siteRule({
    id: "canonical/to-redirect",
    family: "canonical",
    severity: "error",
    weight: 7,
    // n/a: no page names another page as canonical, or none of those targets answered the crawl or the audit's own read of it (AuditSite.namedPages) in time.
    // The live check's "target-redirects", over the targets the crawl or the audit read.
    check: (site) => pagesCanonicalTo(site, "target-redirects"),
  }),
  siteRule({
    id: "canonical/to-error",
    family: "canonical",
    severity: "error",
    weight: 8,
    // n/a: as canonical/to-redirect.
    // The live check's "target-status".
    check: (site) => pagesCanonicalTo(site, "target-status"),
  }),
  siteRule({
    id: "canonical/to-noindex",
    family: "canonical",
    severity: "error",
    weight: 7,
    // n/a: as canonical/to-redirect.
    // The live check's "target-noindex".
    check: (site) => pagesCanonicalTo(site, "target-noindex"),
  }),
  siteRule({
    id: "canonical/chain",
    family: "canonical",
    severity: "warning",
    weight: 5,
    // n/a: as canonical/to-redirect.
    // The live check's "target-canonicalised".
    check: (site) => pagesCanonicalTo(site, "target-canonicalised"),
  }),
  pageRule({
    id: "canonical/other-host",
    family: "canonical",
    severity: "warning",
    weight: 4,
    // n/a: the page declares no canonical.
    check: (page) => {
      const canonical = canonicalOf(page);
      if (canonical === null) return "n/a";
      return siteOf(canonical) !== siteOf(page.finalUrl) ? canonical : null;
    },
  }),
  pageRule({
    id: "canonical/to-http",
    family: "canonical",
    severity: "warning",
    weight: 5,
    // n/a: the page declares no canonical, or is itself served over http (security/http-page speaks for it).
    check: (page) => {
      const canonical = canonicalOf(page);
      if (canonical === null || !page.finalUrl.startsWith("https:")) return "n/a";
      return canonical.startsWith("http:") ? canonical : null;
    },
  }),
];
