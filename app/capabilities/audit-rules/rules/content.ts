import type { AuditPage, AuditSite } from "../audit-page";
import { isHtmlPage } from "../engine";
import { type Hit, pageRule, siteRule } from "../rule";
import { isNoindex } from "../site-index";
import { thinDetail } from "./content.content";

/**
 * Content: what the visible text of the pages says about the site's care, judged against the
 * site itself (duplicates across pages, pages thin beside the site's own norm) and against what
 * a reader sees (heading order, broken characters, placeholder text, a stale copyright year).
 * A title equal to the page's H1 is not a defect: Google's guidance allows it, so no rule here.
 */

/** Below this many words a page rarely answers a search on its own, whatever the site. */
export const THIN_MIN_WORDS = 150;
/** ... and below this share of the site's median page it is thin beside the site's own norm. */
export const THIN_MEDIAN_SHARE = 0.3;
/** Texts shorter than this are too small to call a copy (an error page, a bare form). */
export const DUPLICATE_BODY_MIN_WORDS = 50;

/**
 * UTF-8 Turkish (and other accented) letters read as Windows-1252, 1254 or Latin-1: "ö" (C3 B6)
 * shows as "Ã¶", "ı" (C4 B1) as "Ä±", "ş" (C5 9F) as "ÅŸ", a curly quote as "â€™"; and U+FFFD
 * where bytes of another encoding were read as UTF-8. The second character is one a lead byte
 * C3-C5 can be followed by (0x80-0xBF as those code pages show it); no Turkish, German or
 * Nordic word puts such a symbol after Ã, Ä or Å (no-break space excluded: it may follow anything).
 */
const MOJIBAKE =
  /[ÃÄÅ][\u0080-\u009F\u00A1-\u00BF\u0152\u0153\u0160\u0161\u0178\u017D\u017E\u0192\u02C6\u02DC\u2013\u2014\u2018-\u201A\u201C-\u201E\u2020-\u2022\u2026\u2030\u2039\u203A\u20AC\u2122]|â€|\uFFFD/;

/** The opening words of the typesetters' placeholder; "Lorem" alone may be a name. */
const PLACEHOLDER = /\blorem ipsum\b|\bdolor sit amet\b/i;

/** A copyright notice and the years it names: "© 2019", "Copyright 2015-2024", "(c) Firma 2020". */
const COPYRIGHT = /(?:©|\(c\)|copyright)[^\d©]{0,40}((?:19|20)\d{2})(?:\s*[-–—/]\s*((?:19|20)\d{2}))?/gi;

const normalised = (text: string): string => text.toLocaleLowerCase("tr").replace(/\s+/g, " ").trim();

/**
 * The page stands for itself in the index: no noindex, no canonical naming another address. An
 * empty app shell does not either: its title and text are the bundle's, before scripts draw the
 * page (agents/content-needs-javascript speaks for it), so the duplicate rules and the site's
 * median leave it out.
 */
function standsForItself(page: AuditPage): boolean {
  if (!isHtmlPage(page) || page.emptyAppShell || isNoindex(page)) return false;
  const canonical = page.canonicals[0];
  return canonical === undefined || canonical === "" || canonical === page.url || canonical === page.finalUrl;
}

/**
 * One record per page as served. An address the crawl followed to a page it also read under that
 * page's own address (an http:// link to an https site's page, an old address moved to its new one)
 * shares that page's record: it is the page itself, no copy of it. The page's own address stands
 * for it.
 */
function servedPages(site: AuditSite): AuditPage[] {
  const byFinalUrl = new Map<string, AuditPage>();
  for (const page of site.pages) {
    const seen = byFinalUrl.get(page.finalUrl);
    if (seen === undefined || (seen.url !== seen.finalUrl && page.url === page.finalUrl)) byFinalUrl.set(page.finalUrl, page);
  }
  return [...byFinalUrl.values()];
}

/** Pages that stand for themselves sharing the same `key` (none: the page has nothing to compare). */
function duplicates(site: AuditSite, key: (page: AuditPage) => string | null): { hits: Hit[]; applicable: number } | "n/a" {
  const groups = new Map<string, AuditPage[]>();
  const pages = servedPages(site);
  let applicable = 0;
  for (const page of pages) {
    if (!standsForItself(page)) continue;
    const value = key(page);
    if (value === null) continue;
    applicable += 1;
    const group = groups.get(value);
    if (group === undefined) groups.set(value, [page]);
    else group.push(page);
  }
  if (applicable === 0) return "n/a";
  const hits: Hit[] = [];
  for (const page of pages) {
    const value = standsForItself(page) ? key(page) : null;
    const group = value === null ? undefined : groups.get(value);
    if (group === undefined || group.length < 2) continue;
    hits.push({ url: page.url, detail: group.filter((other) => other !== page).map((other) => other.url).slice(0, 3).join(", ") });
  }
  return { hits, applicable };
}

const medians = new WeakMap<AuditSite, number>();

/** The median word count of the site's pages that stand for themselves. */
export function medianWords(site: AuditSite): number {
  let median = medians.get(site);
  if (median === undefined) {
    const counts = site.pages.filter(standsForItself).map((page) => page.wordCount).sort((a, b) => a - b);
    const middle = Math.floor(counts.length / 2);
    median = counts.length === 0 ? 0 : counts.length % 2 === 1 ? (counts[middle] ?? 0) : ((counts[middle - 1] ?? 0) + (counts[middle] ?? 0)) / 2;
    medians.set(site, median);
  }
  return median;
}

/** The text around the first match, as the finding shows it. */
function around(text: string, pattern: RegExp): string | null {
  const match = pattern.exec(text);
  if (match === null) return null;
  return text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 30).trim();
}

/**
 * When a content rule does not apply ("n/a"):
 * - duplicate-title, duplicate-description: no page stands for itself (all are noindex or name
 *   another page as canonical) with a title, or a description.
 * - duplicate-body: no page that stands for itself has DUPLICATE_BODY_MIN_WORDS words read whole.
 * - thin: the page is noindex, or is built around a form it posts.
 * - heading-skip: the page has fewer than two headings; empty-heading: it has none.
 * - stale-copyright: the page shows no copyright notice with a year.
 * - mojibake and placeholder-text apply to every HTML page.
 */
export const CONTENT_RULES = [
  siteRule({
    id: "content/duplicate-title",
    family: "content",
    severity: "warning",
    weight: 6,
    check: (site) => duplicates(site, (page) => (page.titles[0] ? normalised(page.titles[0]) : null)),
  }),
  siteRule({
    id: "content/duplicate-description",
    family: "content",
    severity: "warning",
    weight: 4,
    check: (site) => duplicates(site, (page) => (page.descriptions[0] ? normalised(page.descriptions[0]) : null)),
  }),
  siteRule({
    id: "content/duplicate-body",
    family: "content",
    severity: "warning",
    weight: 5,
    check: (site) => duplicates(site, (page) => (page.wordCount >= DUPLICATE_BODY_MIN_WORDS && !page.truncated ? normalised(page.text) : null)),
  }),
  pageRule({
    id: "content/thin",
    family: "content",
    severity: "warning",
    weight: 4,
    check: (page, site) => {
      // A page built around a form it posts (contact, quote request) does its job in few words.
      if (isNoindex(page) || page.emptyAppShell || page.forms.some((form) => form.method === "post")) return "n/a";
      const floor = Math.max(THIN_MIN_WORDS, Math.round(THIN_MEDIAN_SHARE * medianWords(site)));
      return page.wordCount < floor ? thinDetail(page.wordCount, floor) : null;
    },
  }),
  pageRule({
    id: "content/heading-skip",
    family: "content",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const { headings } = page;
      if (headings.length < 2) return "n/a";
      for (let i = 1; i < headings.length; i += 1) {
        const previous = headings[i - 1];
        const current = headings[i];
        // Going back up (an H4 then an H2) closes a section: only a step down may not skip a level.
        if (previous && current && current.level > previous.level + 1) return `H${previous.level} → H${current.level}: ${current.text}`;
      }
      return null;
    },
  }),
  pageRule({
    id: "content/empty-heading",
    family: "content",
    severity: "notice",
    weight: 2,
    check: (page) => (page.headings.length === 0 ? "n/a" : page.unnamedHeadings.length > 0 ? page.unnamedHeadings.map((level) => `H${level}`).join(", ") : null),
  }),
  pageRule({
    id: "content/mojibake",
    family: "content",
    severity: "warning",
    weight: 6,
    check: (page) => {
      for (const text of [...page.titles, ...page.descriptions, ...page.headings.map((heading) => heading.text), page.text]) {
        const found = around(text, MOJIBAKE);
        if (found !== null) return found;
      }
      return null;
    },
  }),
  pageRule({
    id: "content/placeholder-text",
    family: "content",
    severity: "warning",
    weight: 5,
    check: (page) => around([...page.titles, ...page.descriptions, page.text].join(" "), PLACEHOLDER),
  }),
  pageRule({
    id: "content/stale-copyright",
    family: "content",
    severity: "notice",
    weight: 1,
    check: (page, site) => {
      const years = [...page.text.matchAll(COPYRIGHT)].map((match) => Math.max(Number(match[1]), Number(match[2] ?? 0)));
      if (years.length === 0) return "n/a";
      const audited = new Date(site.auditedAt);
      // In January a notice still naming last year is only days behind: it is not flagged yet.
      const expected = audited.getUTCMonth() === 0 ? audited.getUTCFullYear() - 1 : audited.getUTCFullYear();
      const latest = Math.max(...years);
      return latest < expected ? String(latest) : null;
    },
  }),
];
