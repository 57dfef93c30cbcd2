/**
 * "Siteden doldur": turns a crawl of the visitor's site into a proposal for both llms.txt forms
 * (site name, summary, important pages grouped by the site's own path sections), and, when the site
 * already serves /llms.txt, checks that file: its conformance to the format, every link it lists
 * against what the crawl saw, and the indexable sitemap pages it leaves out.
 *
 * Only indexable pages are proposed: HTTP 200, HTML, no noindex (meta or header), and canonical to
 * themselves. Pages reached through a redirect count under the address they ended on.
 */
import type { CrawlPage, CrawlResult } from "~/capabilities/crawl/site-crawl";
import type { SiteCrawlResult } from "~/capabilities/crawl/schema";
import { parseLlmsTxt } from "~/capabilities/llms-txt-grammar/format";
import type { LlmsLink } from "~/capabilities/llms-txt-grammar/render";
import { parseLlmsTxtReference } from "~/capabilities/llms-txt-grammar/reference-parser";
import { LLMS_PAGES_SECTION_TITLE } from "./llms-file.content";
import type { LlmsPageInput, LlmsTxtForm } from "./generator";
import type { LlmsHubForm, LlmsHubItem } from "./hub-generator";

/** Enough for a reader to find its way, short enough for the visitor to review. */
export const FROM_SITE_LIMITS = { perSection: 8, sections: 6, total: 30, omitted: 50 } as const;

export interface ProposedPage {
  url: string;
  title: string;
  description: string;
}

export interface ProposedSection {
  /** First path segment; "" for the pages at the top level of the site. */
  key: string;
  title: string;
  pages: ProposedPage[];
}

export interface LlmsProposal {
  siteName: string;
  siteUrl: string;
  summary: string;
  sections: ProposedSection[];
}

// ---------------------------------------------------------------------------------------------
// Indexable pages

/** Without the fragment; the URL parser already lower-cases the host and drops default ports. */
export function normaliseUrl(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    parsed.hash = "";
    return parsed.href;
  } catch {
    return null;
  }
}

function isHtml(page: CrawlPage): boolean {
  return page.contentType === null ? page.status === 200 : /^(text\/html|application\/xhtml\+xml)\b/i.test(page.contentType);
}

/** The canonical a page states (the HTML tag wins over the header), or null when it states none. */
function canonicalOf(page: CrawlPage): string | null {
  const stated = page.canonical.html ?? page.canonical.header;
  return stated === null ? null : normaliseUrl(stated, page.finalUrl);
}

export function isIndexable(page: CrawlPage): boolean {
  if (page.status !== 200 || page.error !== null || !isHtml(page) || page.robots.noindex) return false;
  const canonical = canonicalOf(page);
  return canonical === null || canonical === normaliseUrl(page.finalUrl);
}

/** Indexable pages by their final address, first record wins. */
export function indexablePages(crawl: CrawlResult): Map<string, CrawlPage> {
  const pages = new Map<string, CrawlPage>();
  for (const page of crawl.pages) {
    const url = normaliseUrl(page.finalUrl);
    if (url !== null && isIndexable(page) && !pages.has(url)) pages.set(url, page);
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Site name and titles

const TITLE_SEPARATOR = /\s+[|\-–—·:•]\s+/;

function oneLine(text: string | null): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function titleParts(title: string | null): string[] {
  return oneLine(title)
    .split(TITLE_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/**
 * The site name from the home page title: when the title has parts ("Örnek Mobilya | El yapımı
 * mobilya"), the part that other pages repeat in their titles is the name; otherwise the whole title.
 */
export function siteNameFrom(homeTitle: string | null, otherTitles: readonly (string | null)[]): string {
  const parts = titleParts(homeTitle);
  if (parts.length > 1) {
    let best = "";
    let bestCount = 0;
    for (const part of parts) {
      const count = otherTitles.filter((title) => {
        const other = titleParts(title);
        return other.length > 1 && other.includes(part);
      }).length;
      if (count > bestCount) {
        best = part;
        bestCount = count;
      }
    }
    if (bestCount > 0) return best;
  }
  return oneLine(homeTitle);
}

/** A page title without the site name part ("Hakkımızda | Örnek Mobilya" → "Hakkımızda"). */
export function pageTitleWithout(title: string | null, siteName: string): string {
  const parts = titleParts(title);
  const rest = parts.filter((part) => part !== siteName);
  return rest.length > 0 && rest.length < parts.length ? rest.join(" - ") : oneLine(title);
}

function pathSegments(url: string): string[] {
  return new URL(url).pathname.split("/").filter((segment) => segment !== "");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** "hizmet-paketleri" → "Hizmet paketleri" (used when the section has no page of its own). */
export function sectionTitleFromSegment(segment: string): string {
  const words = decodeSegment(segment).replace(/[-_+]+/g, " ").replace(/\s+/g, " ").trim();
  if (words === "") return segment;
  return words.charAt(0).toLocaleUpperCase("tr") + words.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Proposal

function homeUrlOf(crawl: CrawlResult): string {
  const start = normaliseUrl(crawl.startUrl) ?? crawl.startUrl;
  try {
    return new URL("/", start).href;
  } catch {
    return start;
  }
}

function findHome(crawl: CrawlResult, pages: Map<string, CrawlPage>): CrawlPage | null {
  const home = homeUrlOf(crawl);
  const start = normaliseUrl(crawl.startUrl);
  return (
    pages.get(home) ??
    (start === null ? undefined : pages.get(start)) ??
    crawl.pages.find((page) => normaliseUrl(page.url) === start || normaliseUrl(page.url) === home) ??
    null
  );
}

/** How many indexable pages link to each URL (self links not counted). */
function inboundLinks(pages: Map<string, CrawlPage>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [from, page] of pages) {
    const targets = new Set(page.internalLinks.map((link) => normaliseUrl(link)).filter((url) => url !== null));
    for (const target of targets) if (target !== from) counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return counts;
}

interface Ranked {
  url: string;
  page: CrawlPage;
  segments: string[];
  inbound: number;
}

function byImportance(first: Ranked, second: Ranked): number {
  return first.segments.length - second.segments.length || second.inbound - first.inbound || first.url.localeCompare(second.url);
}

export function proposeFromSite(result: SiteCrawlResult): LlmsProposal {
  const { crawl } = result;
  const pages = indexablePages(crawl);
  const home = findHome(crawl, pages);
  const homeUrl = home === null ? homeUrlOf(crawl) : (normaliseUrl(home.finalUrl) ?? homeUrlOf(crawl));
  const others = [...pages.entries()].filter(([url]) => url !== homeUrl);
  const siteName = siteNameFrom(home?.title ?? null, others.map(([, page]) => page.title));
  const inbound = inboundLinks(pages);

  const ranked: Ranked[] = others.map(([url, page]) => ({ url, page, segments: pathSegments(url), inbound: inbound.get(url) ?? 0 }));
  const sectionKeys = new Set(ranked.filter((item) => item.segments.length > 1).map((item) => item.segments[0] ?? ""));

  const groups = new Map<string, Ranked[]>();
  for (const item of ranked) {
    const first = item.segments[0] ?? "";
    // A top-level page that opens a section of deeper pages (/hizmetler beside /hizmetler/seo) leads that section.
    const key = item.segments.length > 1 || sectionKeys.has(first) ? first : "";
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }

  const weight = (items: Ranked[]): number => items.reduce((sum, item) => sum + item.inbound, 0);
  const keys = [...groups.keys()].sort((first, second) => {
    if (first === "") return -1;
    if (second === "") return 1;
    const a = groups.get(first) ?? [];
    const b = groups.get(second) ?? [];
    return weight(b) - weight(a) || b.length - a.length || first.localeCompare(second);
  });

  const sections: ProposedSection[] = [];
  let total = 0;
  for (const key of keys.slice(0, FROM_SITE_LIMITS.sections)) {
    const items = [...(groups.get(key) ?? [])].sort(byImportance);
    const room = Math.min(FROM_SITE_LIMITS.perSection, FROM_SITE_LIMITS.total - total);
    if (room <= 0) break;
    const chosen = items.slice(0, room).map((item) => ({
      url: item.url,
      title: pageTitleWithout(item.page.title, siteName) || sectionTitleFromSegment(item.segments.at(-1) ?? key),
      description: oneLine(item.page.metaDescription),
    }));
    total += chosen.length;
    const index = items.find((item) => item.segments.length === 1 && item.segments[0] === key);
    const title =
      key === ""
        ? LLMS_PAGES_SECTION_TITLE
        : (index === undefined ? "" : pageTitleWithout(index.page.title, siteName)) || sectionTitleFromSegment(key);
    sections.push({ key, title, pages: chosen });
  }

  // Two sections may end up with the same title; the renderer refuses that, so the later one is told apart.
  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.title)) section.title = `${section.title} (/${decodeSegment(section.key)})`;
    seen.add(section.title);
  }

  return { siteName, siteUrl: homeUrl, summary: oneLine(home?.metaDescription ?? null), sections };
}

// ---------------------------------------------------------------------------------------------
// Into the forms: only empty fields are filled and found pages are added after the visitor's own
// rows (empty rows are replaced), so nothing the visitor typed is ever lost.

function isBlank(text: string | undefined): boolean {
  return (text ?? "").trim() === "";
}

function isBlankRow(row: { title: string; url: string; description?: string }): boolean {
  return isBlank(row.title) && isBlank(row.url) && isBlank(row.description);
}

export interface FillSummary {
  /** Fields that were empty and got a value. */
  filledFields: number;
  addedPages: number;
}

function knownUrls(rows: readonly { url: string }[], base: string): Set<string> {
  return new Set(rows.map((row) => normaliseUrl(row.url.trim(), base)).filter((url) => url !== null));
}

type ToolFormFields = Pick<LlmsTxtForm, "siteName" | "siteUrl" | "description"> & { pages: readonly LlmsPageInput[] };

/** Works on the form's own rows (with their React keys), which it keeps as they are. */
export function fillLlmsTxtForm<Form extends ToolFormFields>(
  form: Form,
  proposal: LlmsProposal,
): { form: Omit<Form, "pages"> & { pages: (Form["pages"][number] | LlmsPageInput)[] }; summary: FillSummary } {
  let filledFields = 0;
  const pick = (current: string, proposed: string): string => {
    if (!isBlank(current) || proposed === "") return current;
    filledFields += 1;
    return proposed;
  };
  const siteName = pick(form.siteName, proposal.siteName);
  const siteUrl = pick(form.siteUrl, proposal.siteUrl);
  const description = pick(form.description, proposal.summary);
  const kept = form.pages.filter((row) => !isBlankRow(row));
  const known = knownUrls(kept, proposal.siteUrl);
  const added: LlmsPageInput[] = [];
  for (const section of proposal.sections) {
    for (const page of section.pages) {
      if (known.has(page.url)) continue;
      known.add(page.url);
      added.push({ title: page.title, url: page.url, description: page.description, section: section.title });
    }
  }
  const pages: (Form["pages"][number] | LlmsPageInput)[] = [...kept, ...added];
  if (pages.length === 0) pages.push({ title: "", url: "", description: "" });
  return {
    form: { ...form, siteName, siteUrl, description, pages },
    summary: { filledFields, addedPages: added.length },
  };
}

/** Path sections that hold examples rather than reference pages. */
const EXAMPLE_SECTIONS = /^(blog|ornekler|examples?|referanslar|references|portfolyo|portfolio|projeler|projects|vaka-calismalari|case-studies|demo|demos)$/i;

type HubList = "docs" | "examples" | "optional";

/**
 * The hub form has three fixed lists: the top-level pages and the first sections go to Docs,
 * example-like sections (blog, references, portfolio, ...) to Examples, the rest to Optional.
 */
function isExampleSection(section: ProposedSection): boolean {
  return section.key !== "" && EXAMPLE_SECTIONS.test(decodeSegment(section.key));
}

type HubFormFields = Pick<LlmsHubForm, "projectName" | "projectDescription"> & Record<HubList, readonly LlmsHubItem[]>;

export function fillLlmsHubForm<Form extends HubFormFields>(
  form: Form,
  proposal: LlmsProposal,
): { form: Omit<Form, HubList> & Record<HubList, (Form[HubList][number] | LlmsHubItem)[]>; summary: FillSummary } {
  let filledFields = 0;
  const pick = (current: string, proposed: string): string => {
    if (!isBlank(current) || proposed === "") return current;
    filledFields += 1;
    return proposed;
  };
  const projectName = pick(form.projectName, proposal.siteName);
  const projectDescription = pick(form.projectDescription, proposal.summary);
  const lists: Record<HubList, (Form[HubList][number] | LlmsHubItem)[]> = {
    docs: form.docs.filter((row) => !isBlankRow(row)),
    examples: form.examples.filter((row) => !isBlankRow(row)),
    optional: form.optional.filter((row) => !isBlankRow(row)),
  };
  const known = knownUrls([...lists.docs, ...lists.examples, ...lists.optional], proposal.siteUrl);
  let addedPages = 0;
  let position = 0;
  for (const section of proposal.sections) {
    const list: HubList = isExampleSection(section) ? "examples" : position++ < 3 ? "docs" : "optional";
    for (const page of section.pages) {
      if (known.has(page.url)) continue;
      known.add(page.url);
      lists[list].push({ title: page.title, url: page.url, description: page.description });
      addedPages += 1;
    }
  }
  for (const name of ["docs", "examples", "optional"] as const) {
    if (lists[name].length === 0) lists[name].push({ title: "", url: "", description: "" });
  }
  return { form: { ...form, projectName, projectDescription, ...lists }, summary: { filledFields, addedPages } };
}

// ---------------------------------------------------------------------------------------------
// The site's existing llms.txt

export type LlmsProblem =
  /** The strict parser refused the file; `detail` is its message (line and rule). */
  | { code: "format"; line: number | null; detail: string }
  /** Even the reference parser cannot read it: no links could be checked. */
  | { code: "unreadable" }
  | { code: "no-summary" }
  | { code: "no-sections" }
  | { code: "relative-link"; url: string }
  | { code: "duplicate-link"; url: string };

export type LinkVerdict =
  | { kind: "ok" }
  | { kind: "broken"; status: number }
  | { kind: "redirect"; to: string }
  | { kind: "noindex" }
  | { kind: "canonical"; to: string }
  | { kind: "not-html" }
  | { kind: "blocked" }
  | { kind: "not-crawled" }
  | { kind: "external" }
  | { kind: "invalid" };

export interface CheckedLink {
  section: string;
  title: string;
  url: string;
  verdict: LinkVerdict;
}

export interface ExistingLlmsCheck {
  url: string;
  /** Whether the site serves a readable /llms.txt at all. */
  found: boolean;
  status: number | null;
  problems: LlmsProblem[];
  links: CheckedLink[];
  /** Indexable pages of the site's sitemap that the file does not list. */
  omitted: ProposedPage[];
  /** More omitted pages than listed. */
  omittedNotListed: number;
}

interface ReadLinks {
  sections: [string, LlmsLink[]][];
  problems: LlmsProblem[];
  summary: boolean;
}

function readLinks(text: string): ReadLinks {
  const problems: LlmsProblem[] = [];
  try {
    const parsed = parseLlmsTxt(text);
    return { sections: Object.entries(parsed.sections), problems, summary: parsed.summary !== undefined };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/.exec(detail)?.[1];
    problems.push({ code: "format", line: line === undefined ? null : Number(line), detail });
  }
  try {
    const parsed = parseLlmsTxtReference(text);
    const sections: [string, LlmsLink[]][] = [...parsed.sections].map(([name, links]) => [
      name,
      links.map((link) => ({ title: link.title, url: link.url, ...(link.desc === null ? {} : { description: link.desc }) })),
    ]);
    return { sections, problems, summary: parsed.summary !== null };
  } catch {
    // The reference raises on a line it cannot read as a link: read the link lines one by one.
    problems.push({ code: "unreadable" });
    const links: LlmsLink[] = [];
    for (const match of text.matchAll(/^\s*-\s*\[([^\]\n]+)\]\(([^)\n]+)\)/gm)) {
      links.push({ title: match[1] ?? "", url: match[2] ?? "" });
    }
    return { sections: links.length > 0 ? [["", links]] : [], problems, summary: /^>\s*\S/m.test(text) };
  }
}

function sameSite(url: URL, home: URL): boolean {
  const bare = (host: string): string => host.replace(/^www\./, "");
  return bare(url.host) === bare(home.host);
}

function verdictFor(url: string, crawl: CrawlResult, home: URL, fileUrl: string): LinkVerdict {
  const target = normaliseUrl(url, fileUrl);
  if (target === null) return { kind: "invalid" };
  if (!sameSite(new URL(target), home)) return { kind: "external" };
  const page =
    crawl.pages.find((candidate) => normaliseUrl(candidate.url) === target) ??
    crawl.pages.find((candidate) => candidate.redirects.length === 0 && normaliseUrl(candidate.finalUrl) === target);
  if (page === undefined) {
    const skipped = crawl.skipped.find((candidate) => normaliseUrl(candidate.url) === target);
    if (skipped?.reason === "robots") return { kind: "blocked" };
    if (skipped?.reason === "non-html") return { kind: "not-html" };
    return { kind: "not-crawled" };
  }
  const final = normaliseUrl(page.finalUrl);
  if (page.redirects.length > 0 || (final !== null && final !== target)) return { kind: "redirect", to: page.finalUrl };
  if (page.status !== 200 || page.error !== null) return { kind: "broken", status: page.status };
  if (!isHtml(page)) return { kind: "not-html" };
  if (page.robots.noindex) return { kind: "noindex" };
  const canonical = canonicalOf(page);
  if (canonical !== null && canonical !== final) return { kind: "canonical", to: canonical };
  return { kind: "ok" };
}

export function checkExistingLlmsTxt(result: SiteCrawlResult, proposal?: LlmsProposal): ExistingLlmsCheck | null {
  const existing = result.llmsTxt;
  if (existing === null) return null;
  const base = { url: existing.url, status: existing.status, problems: [], links: [], omitted: [], omittedNotListed: 0 };
  if (existing.text === null || existing.status !== 200) return { ...base, found: false };

  const { crawl } = result;
  const home = new URL(proposal?.siteUrl ?? homeUrlOf(crawl));
  const read = readLinks(existing.text);
  const problems = [...read.problems];
  if (!read.summary) problems.push({ code: "no-summary" });
  if (read.sections.every(([, links]) => links.length === 0)) problems.push({ code: "no-sections" });

  const links: CheckedLink[] = [];
  const listed = new Set<string>();
  for (const [section, sectionLinks] of read.sections) {
    for (const link of sectionLinks) {
      const url = link.url.trim();
      if (!/^[a-z][a-z\d+.-]*:/i.test(url)) problems.push({ code: "relative-link", url });
      const absolute = normaliseUrl(url, existing.url);
      if (absolute !== null && listed.has(absolute)) problems.push({ code: "duplicate-link", url });
      if (absolute !== null) listed.add(absolute);
      links.push({ section, title: link.title, url, verdict: verdictFor(url, crawl, home, existing.url) });
    }
  }

  const indexable = indexablePages(crawl);
  const siteName = proposal?.siteName ?? "";
  const omittedAll: ProposedPage[] = [];
  const seen = new Set<string>();
  for (const entry of crawl.sitemaps.urls) {
    const url = normaliseUrl(entry.loc);
    if (url === null || seen.has(url) || listed.has(url)) continue;
    seen.add(url);
    const page = indexable.get(url);
    if (page === undefined) continue;
    omittedAll.push({ url, title: pageTitleWithout(page.title, siteName), description: oneLine(page.metaDescription) });
  }
  return {
    ...base,
    found: true,
    problems,
    links,
    omitted: omittedAll.slice(0, FROM_SITE_LIMITS.omitted),
    omittedNotListed: Math.max(0, omittedAll.length - FROM_SITE_LIMITS.omitted),
  };
}

/** A link the visitor should fix: anything but "ok" and off-site links (which the crawl cannot judge). */
export function isLinkProblem(verdict: LinkVerdict): boolean {
  return verdict.kind !== "ok" && verdict.kind !== "external";
}
