import { X_DEFAULT, checkHreflangCode, type HreflangCodeCheck } from "~/capabilities/hreflang-check/codes";
import {
  alternateProblems,
  duplicateValues,
  hasXDefault,
  langAgrees,
  linksTo,
  normalizeUrl,
  valueClaims,
  type AlternateProblem,
  type HreflangLink,
} from "~/capabilities/hreflang-check/hreflang-check";
import { isRelativeHref, type PointedPage } from "~/capabilities/canonical-check/canonical-check";
import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { type Hit, pageRule, siteRule } from "../rule";
import { siteIndex } from "../site-index";
import { linkHeaderEntries, pointedPage } from "./canonical";

/**
 * International (hreflang): the hreflang tool's live check over every crawled page, and across
 * them (return links, the answer of each alternate the crawl reached). The questions both ask
 * are asked once, in capabilities/hreflang-check; these rules only read them off the audit
 * records. Annotations in the sitemap are not read by the crawl: a site that gives them only
 * there has none on its pages, and the page rules do not apply to it.
 */

/**
 * Kept per record, per alternate and per site: a site of many versions names each page and each
 * value again on every version, and the site rules would parse them again for each.
 */
const annotationLists = new WeakMap<AuditPage, HreflangLink[]>();
const ownAddresses = new WeakMap<AuditPage, string>();
const problemLists = new WeakMap<PointedPage, AlternateProblem[]>();
const codeChecks = new WeakMap<AuditSite, Map<string, HreflangCodeCheck>>();

/** The address the page's versions should name: where it answered. */
function ownAddress(page: AuditPage): string {
  let address = ownAddresses.get(page);
  if (address === undefined) {
    address = normalizeUrl(page.finalUrl);
    ownAddresses.set(page, address);
  }
  return address;
}

function problemsOf(alternate: PointedPage): AlternateProblem[] {
  let problems = problemLists.get(alternate);
  if (problems === undefined) {
    problems = alternateProblems(alternate);
    problemLists.set(alternate, problems);
  }
  return problems;
}

function codeCheck(site: AuditSite, value: string): HreflangCodeCheck {
  let checks = codeChecks.get(site);
  if (checks === undefined) {
    checks = new Map();
    codeChecks.set(site, checks);
  }
  let check = checks.get(value);
  if (check === undefined) {
    check = checkHreflangCode(value);
    checks.set(value, check);
  }
  return check;
}

/** The page's annotations from its HTML and its `Link` header, addresses without fragment, each once. */
export function annotationsOf(page: AuditPage): HreflangLink[] {
  let annotations = annotationLists.get(page);
  if (annotations === undefined) {
    annotations = readAnnotations(page);
    annotationLists.set(page, annotations);
  }
  return annotations;
}

function readAnnotations(page: AuditPage): HreflangLink[] {
  const all = [
    ...page.hreflang.filter((entry) => entry.href !== "").map((entry) => ({ hreflang: entry.lang, href: entry.href })),
    ...linkHeaderEntries(page)
      .filter((entry) => entry.rels.includes("alternate") && entry.hreflang !== null)
      .map((entry) => ({ hreflang: entry.hreflang ?? "", href: entry.href })),
  ];
  const seen = new Set<string>();
  const out: HreflangLink[] = [];
  for (const annotation of all) {
    const href = normalizeUrl(annotation.href);
    const key = `${annotation.hreflang.toLowerCase()} ${href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ hreflang: annotation.hreflang, href });
  }
  return out;
}

/** A page rule over the page's annotations: "n/a" on a page without any. */
function withAnnotations(
  check: (annotations: HreflangLink[], page: AuditPage, site: AuditSite) => string | boolean | null,
): (page: AuditPage, site: AuditSite) => string | boolean | null | "n/a" {
  return (page, site) => {
    const annotations = annotationsOf(page);
    return annotations.length === 0 ? "n/a" : check(annotations, page, site);
  };
}

/**
 * The pages with an alternate the crawl reached that `problem` keeps out of the set (the live
 * check's eligibility), each with its first such alternate; judged over the pages whose
 * alternates the crawl reached.
 */
function pagesWithAlternate(site: AuditSite, problem: AlternateProblem): { hits: Hit[]; applicable: number } {
  const hits: Hit[] = [];
  let applicable = 0;
  for (const page of site.pages) {
    if (!isHtmlPage(page)) continue;
    const self = ownAddress(page);
    let judged = false;
    for (const annotation of annotationsOf(page)) {
      if (annotation.href === self) continue;
      const alternate = pointedPage(site, annotation.href);
      if (alternate === undefined) continue;
      judged = true;
      if (problemsOf(alternate).includes(problem)) {
        hits.push({ url: page.url, detail: `${annotation.hreflang}: ${annotation.href} (${alternate.status})` });
        break;
      }
    }
    if (judged) applicable += 1;
  }
  return { hits, applicable };
}

export const INTERNATIONAL_RULES = [
  pageRule({
    id: "international/invalid-code",
    family: "international",
    severity: "error",
    weight: 6,
    // n/a: the page has no hreflang annotation (HTML or Link header); sitemap annotations are not read.
    // The live check's "invalid-code".
    check: withAnnotations((annotations, _page, site) => {
      for (const annotation of annotations) {
        const code = codeCheck(site, annotation.hreflang);
        if (!code.ok) return code.suggestion === null ? annotation.hreflang : `${annotation.hreflang} → ${code.suggestion}`;
      }
      return null;
    }),
  }),
  pageRule({
    id: "international/relative-href",
    family: "international",
    severity: "warning",
    weight: 4,
    // n/a: the page has no hreflang link in its HTML (a Link header's addresses are resolved by the header's rules).
    // Asked as the canonical rules ask it of a canonical's href.
    check: (page) => (page.hreflangHrefs.length === 0 ? "n/a" : (page.hreflangHrefs.find((href) => isRelativeHref(href)) ?? null)),
  }),
  pageRule({
    id: "international/missing-self",
    family: "international",
    severity: "warning",
    weight: 5,
    // n/a: as international/invalid-code.
    // Google's self-reference, asked as the live check asks whether a version names a page (its
    // matrix asks it value by value).
    check: withAnnotations((annotations, page) => !linksTo(annotations, ownAddress(page))),
  }),
  pageRule({
    id: "international/duplicate-value",
    family: "international",
    severity: "error",
    weight: 5,
    // n/a: as international/invalid-code.
    // The live check's "duplicate-value", within the page.
    check: withAnnotations((annotations) => duplicateValues(valueClaims(annotations))[0] ?? null),
  }),
  pageRule({
    id: "international/no-x-default",
    family: "international",
    severity: "notice",
    weight: 2,
    // n/a: as international/invalid-code.
    // The live check's "no-x-default".
    check: withAnnotations((annotations) => !hasXDefault(annotations.map((annotation) => annotation.hreflang))),
  }),
  pageRule({
    id: "international/lang-mismatch",
    family: "international",
    severity: "notice",
    weight: 2,
    // n/a: as international/invalid-code.
    // The live check's "lang-mismatch", against the values the page gives itself.
    check: withAnnotations((annotations, page) => {
      const self = ownAddress(page);
      const values = annotations.filter((annotation) => annotation.href === self && annotation.hreflang.toLowerCase() !== X_DEFAULT).map((annotation) => annotation.hreflang);
      const lang = page.lang;
      if (lang === null || lang === "" || values.length === 0) return null;
      return values.some((value) => langAgrees(lang, value)) ? null : `${lang} ≠ ${values.join(", ")}`;
    }),
  }),
  siteRule({
    id: "international/missing-return",
    family: "international",
    severity: "error",
    weight: 8,
    // n/a: no page has hreflang annotations.
    // The live check's "missing-return": a version another version names that does not name it back.
    check: (site) => {
      const { namedPageAt } = siteIndex(site);
      const hits = new Map<string, Hit>();
      let applicable = 0;
      for (const page of site.pages) {
        if (!isHtmlPage(page)) continue;
        const self = ownAddress(page);
        const annotations = annotationsOf(page);
        if (annotations.length > 0) applicable += 1;
        for (const annotation of annotations) {
          const alternate = annotation.href === self ? undefined : namedPageAt(annotation.href);
          // An alternate that redirects or fails is another rule's finding; its own tags are not read here.
          if (alternate === undefined || !isHtmlPage(alternate) || ownAddress(alternate) !== annotation.href) continue;
          if (!hits.has(alternate.url) && !linksTo(annotationsOf(alternate), self)) hits.set(alternate.url, { url: alternate.url, detail: self });
        }
      }
      return { hits: [...hits.values()], applicable };
    },
  }),
  siteRule({
    id: "international/alternate-redirects",
    family: "international",
    severity: "warning",
    weight: 5,
    // n/a: no page names another version, or no named version answered the crawl or the audit's own read (AuditSite.namedPages) in time.
    // The live check's eligibility, "redirected".
    check: (site) => pagesWithAlternate(site, "redirected"),
  }),
  siteRule({
    id: "international/alternate-error",
    family: "international",
    severity: "error",
    weight: 7,
    // n/a: as international/alternate-redirects.
    // The live check's eligibility, "http-status".
    check: (site) => pagesWithAlternate(site, "http-status"),
  }),
  siteRule({
    id: "international/alternate-noindex",
    family: "international",
    severity: "error",
    weight: 6,
    // n/a: as international/alternate-redirects.
    // The live check's eligibility, "noindex".
    check: (site) => pagesWithAlternate(site, "noindex"),
  }),
  siteRule({
    id: "international/alternate-not-canonical",
    family: "international",
    severity: "warning",
    weight: 5,
    // n/a: as international/alternate-redirects.
    // The live check's eligibility, "canonical-elsewhere".
    check: (site) => pagesWithAlternate(site, "canonical-elsewhere"),
  }),
];
