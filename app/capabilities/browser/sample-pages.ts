import type { AuditPage } from "~/capabilities/audit-rules/audit-page";
import { BROWSER_SAMPLE_PAGES, type SampleRole } from "./browser-facts";

/**
 * The pages the browser stage loads, chosen from the crawl's records: the home page, the page the
 * site links to most (a menu page: what most visitors see after the home page), the deepest page
 * (many folders in: the kind of page that gets least care), then one page of each other folder, the
 * most linked of each (a product, a blog post, a category: pages of one folder mostly share a
 * layout, and a layout is what makes a page slow). Only HTML pages that answered 200 on the home
 * page's host, and not those that ask not to be indexed. Deterministic for the same records.
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

/** A page's folder: its first path segment when it has more than one, else the site's top level. */
const folderOf = (url: string): string => {
  const segments = segmentsOf(url);
  return segments.length > 1 ? (segments[0] ?? "").toLowerCase() : "";
};

function measurable(page: AuditPage, host: string): boolean {
  return page.status === 200 && page.htmlChars > 0 && hostOf(page.finalUrl) === host && !page.metaRobots.some((value) => value.includes("noindex"));
}

export function samplePages(pages: readonly AuditPage[], homeUrl: string): SampledPage[] {
  const host = hostOf(homeUrl);
  if (host === null) return [];
  const home = pages.find((page) => page.finalUrl === homeUrl) ?? pages.find((page) => page.source === "start");
  const sampled: SampledPage[] = [];
  const taken = new Set<string>();
  const take = (url: string, role: SampleRole): void => {
    if (sampled.length >= BROWSER_SAMPLE_PAGES || taken.has(url)) return;
    taken.add(url);
    sampled.push({ url, role });
  };
  if (home?.status === 200 && hostOf(home.finalUrl) === host) take(home.finalUrl, "home");

  const candidates = new Map<string, AuditPage>();
  for (const page of pages) if (measurable(page, host) && !candidates.has(page.finalUrl)) candidates.set(page.finalUrl, page);
  // Links in from other pages, each linking page counted once.
  const inlinks = new Map<string, number>();
  for (const page of pages) {
    const targets = new Set(page.links.filter((link) => link.internal && link.url !== page.finalUrl).map((link) => link.url));
    for (const target of targets) if (candidates.has(target)) inlinks.set(target, (inlinks.get(target) ?? 0) + 1);
  }
  const byLinks = [...candidates.keys()].sort((a, b) => (inlinks.get(b) ?? 0) - (inlinks.get(a) ?? 0) || a.length - b.length || a.localeCompare(b));

  const mostLinked = byLinks.find((url) => !taken.has(url) && (inlinks.get(url) ?? 0) > 0);
  if (mostLinked) take(mostLinked, "most-linked");
  const deep = [...candidates.keys()]
    .filter((url) => !taken.has(url))
    .sort((a, b) => segmentsOf(b).length - segmentsOf(a).length || a.localeCompare(b))[0];
  if (deep && segmentsOf(deep).length > 1) take(deep, "deep");

  const coveredFolders = new Set(sampled.filter((page) => page.role !== "home").map((page) => folderOf(page.url)));
  const folders = new Map<string, string[]>();
  for (const url of byLinks) folders.set(folderOf(url), [...(folders.get(folderOf(url)) ?? []), url]);
  const others = [...folders.entries()]
    .filter(([folder]) => !coveredFolders.has(folder))
    .sort(([a, left], [b, right]) => right.length - left.length || a.localeCompare(b));
  for (const [, urls] of others) {
    const first = urls.find((url) => !taken.has(url));
    if (first) take(first, "template");
  }
  return sampled;
}
