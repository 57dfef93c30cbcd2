import type { AuditPage } from "~/capabilities/audit-rules/audit-page";
import { pageTemplate } from "~/capabilities/audit-rules/page-template";
import { BROWSER_SAMPLE_PAGES, type SampleRole } from "./browser-facts";

/**
 * The pages the browser stage loads, chosen from the crawl's records: the home page, the page the
 * site links to most (a menu page: what most visitors see after the home page), a deep page (the
 * most clicks away from the home page, then the most folders in: the kind of page that gets least
 * care), then one page of each other template, the most linked of each (a product, a blog post, a
 * category: pages of one template share a layout, and a layout is what makes a page slow). A
 * template is what the page says it is (~/capabilities/audit-rules/page-template.ts: WordPress's
 * body classes, JSON-LD types, og:type, the path last), so a flat-URL WordPress site or shop still
 * shows its posts, pages and products apart. No two pages of one template while another template
 * has none, the home page aside. Only HTML pages that answered 200 on the home page's host, and
 * not those that ask not to be indexed. Deterministic for the same records.
 */

export interface SampledPage {
  url: string;
  role: SampleRole;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

const segmentsOf = (url: string): string[] => new URL(url).pathname.split("/").filter(Boolean);

function measurable(page: AuditPage, host: string): boolean {
  return page.status === 200 && page.htmlChars > 0 && hostOf(page.finalUrl) === host && !page.metaRobots.some((value) => value.includes("noindex"));
}

/** Clicks from the home page to each page, following the records' internal links (a redirected link counts as its target). */
function clickDepths(pages: readonly AuditPage[], homeUrl: string): Map<string, number> {
  const byUrl = new Map<string, AuditPage>();
  for (const page of pages) {
    if (!byUrl.has(page.finalUrl)) byUrl.set(page.finalUrl, page);
    if (!byUrl.has(page.url)) byUrl.set(page.url, page);
  }
  const depths = new Map<string, number>([[homeUrl, 0]]);
  let level = [homeUrl];
  for (let depth = 1; level.length > 0; depth += 1) {
    const next: string[] = [];
    for (const url of level) {
      for (const link of byUrl.get(url)?.links ?? []) {
        const target = link.internal ? byUrl.get(link.url)?.finalUrl : undefined;
        if (target === undefined || depths.has(target)) continue;
        depths.set(target, depth);
        next.push(target);
      }
    }
    level = next;
  }
  return depths;
}

export function samplePages(pages: readonly AuditPage[], homeUrl: string): SampledPage[] {
  const host = hostOf(homeUrl);
  if (host === null) return [];
  const home = pages.find((page) => page.finalUrl === homeUrl) ?? pages.find((page) => page.source === "start");
  const sampled: SampledPage[] = [];
  const taken = new Set<string>();
  const candidates = new Map<string, AuditPage>();
  for (const page of pages) if (measurable(page, host) && !candidates.has(page.finalUrl)) candidates.set(page.finalUrl, page);
  const templateOf = new Map([...candidates].map(([url, page]) => [url, pageTemplate(page)] as const));
  /** Templates a page of which is sampled, the home page's aside (it has a layout of its own). */
  const covered = new Set<string>();
  const take = (url: string, role: SampleRole): void => {
    if (sampled.length >= BROWSER_SAMPLE_PAGES || taken.has(url)) return;
    taken.add(url);
    sampled.push({ url, role });
    const template = templateOf.get(url);
    if (role !== "home" && template !== undefined) covered.add(template);
  };
  if (home?.status === 200 && hostOf(home.finalUrl) === host) take(home.finalUrl, "home");

  // Links in from other pages, each linking page counted once.
  const inlinks = new Map<string, number>();
  for (const page of pages) {
    const targets = new Set(page.links.filter((link) => link.internal && link.url !== page.finalUrl).map((link) => link.url));
    for (const target of targets) if (candidates.has(target)) inlinks.set(target, (inlinks.get(target) ?? 0) + 1);
  }
  const byLinks = [...candidates.keys()].sort((a, b) => (inlinks.get(b) ?? 0) - (inlinks.get(a) ?? 0) || a.length - b.length || a.localeCompare(b));
  const templates = new Map<string, string[]>();
  for (const url of byLinks) {
    if (taken.has(url)) continue;
    const template = templateOf.get(url) ?? "";
    const urls = templates.get(template);
    if (urls) urls.push(url);
    else templates.set(template, [url]);
  }
  /** A page that may be taken now: not taken, and of a template not yet sampled unless every template is. */
  const open = (url: string): boolean => {
    if (taken.has(url)) return false;
    const unsampled = [...templates.keys()].some((template) => !covered.has(template));
    return !unsampled || !covered.has(templateOf.get(url) ?? "");
  };

  const mostLinked = byLinks.find((url) => open(url) && (inlinks.get(url) ?? 0) > 0);
  if (mostLinked) take(mostLinked, "most-linked");

  // Deep: not linked from the home page, or in a folder; pages no link reaches count as deepest.
  const depths = clickDepths(pages, home?.finalUrl ?? homeUrl);
  const clicks = (url: string): number => depths.get(url) ?? Number.POSITIVE_INFINITY;
  const deep = [...candidates.keys()]
    .filter((url) => open(url) && (clicks(url) > 1 || segmentsOf(url).length > 1))
    .sort((a, b) => clicks(b) - clicks(a) || segmentsOf(b).length - segmentsOf(a).length || a.localeCompare(b))[0];
  if (deep) take(deep, "deep");

  // One page of each other template, the largest templates first.
  const others = [...templates.entries()].filter(([template]) => !covered.has(template)).sort(([a, left], [b, right]) => right.length - left.length || a.localeCompare(b));
  for (const [, urls] of others) {
    const first = urls.find((url) => !taken.has(url));
    if (first) take(first, "template");
  }
  return sampled;
}
