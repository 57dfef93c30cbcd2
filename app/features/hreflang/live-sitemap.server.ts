import { readSitemaps, sitemapUrlsFromRobots } from "~/capabilities/crawl/.server/sitemaps";
import type { SitemapEntry, SitemapFileRecord } from "~/capabilities/crawl/site-crawl";
import type { LiveJob } from "~/capabilities/live-check/.server";
import type { HreflangAnnotation } from "~/capabilities/live-check/live-check";
import { normalizeUrl } from "./live-check";
import { LIVE_HREFLANG_TEXT } from "./live.content";

/**
 * The sitemap side of the hreflang live check: which sitemap to read (the visitor's, else the
 * robots.txt `Sitemap:` lines, else /sitemap.xml) and its `<xhtml:link rel="alternate" hreflang>`
 * entries per `<loc>`. Read by the crawler's sitemap reader (app/capabilities/crawl/.server/
 * sitemaps.ts): gzip inflated as a stream within a per-file and a per-check cap, parsed in
 * slices with turns of the event loop, DTD entities never expanded, an index followed one level,
 * a few files per check, a cap on entries and links. A file it refuses is named in the result
 * with the reason in Turkish.
 */

export const LIVE_SITEMAP_LIMITS = {
  /** Sitemap files read per check (roots and an index's children together). */
  maxFiles: 6,
  /** `Sitemap:` lines of robots.txt tried. */
  maxRoots: 3,
  /** `<url>` entries kept per file (the protocol's maximum). */
  maxEntries: 50_000,
  /** xhtml:link entries kept per `<url>`. */
  maxLinksPerEntry: 200,
  /** xhtml:link entries kept per file. */
  maxLinks: 100_000,
  /** Bytes of one file as sent (a gzipped file is inflated within `maxInflatedBytes`). */
  maxBytes: 5 * 1024 * 1024,
  /** One file once inflated: the protocol's 50 MB. */
  maxInflatedBytes: 50 * 1024 * 1024,
  /** All files of one check once inflated: the protocol's 50 MB again, so a check parses at most that. */
  maxInflatedBytesPerCheck: 50 * 1024 * 1024,
} as const;

/** A sitemap is served as XML, a gzipped one often as a binary type; the reader checks what it is. */
const SITEMAP_TYPES = ["application/xml", "text/xml", "application/gzip", "application/x-gzip", "application/octet-stream"] as const;

/** Sitemaps take fully-qualified addresses only (the protocol, and Google for xhtml:link): a relative one is not read. */
function absolute(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? normalizeUrl(url.href) : null;
  } catch {
    return null;
  }
}

/** One file's entries as page address → its annotations (only entries with some). */
export function annotationsFromEntries(entries: readonly SitemapEntry[]): Record<string, HreflangAnnotation[]> {
  const annotations: Record<string, HreflangAnnotation[]> = {};
  for (const entry of entries) {
    const page = absolute(entry.loc);
    if (page === null) continue;
    const links: HreflangAnnotation[] = [];
    for (const alternate of entry.alternates ?? []) {
      const href = absolute(alternate.href);
      if (href !== null) links.push({ hreflang: alternate.hreflang, href, source: "sitemap" });
    }
    if (links.length > 0) annotations[page] = [...(annotations[page] ?? []), ...links];
  }
  return annotations;
}

/** Why a sitemap file was not read, in Turkish; null for the refusals that are no finding (another host, not found). */
function refusalNote(file: SitemapFileRecord): string | null {
  const notes = LIVE_HREFLANG_TEXT.sitemapNotes;
  switch (file.refused) {
    case "too-large":
      return notes.tooLarge(file.url, LIVE_SITEMAP_LIMITS.maxInflatedBytes);
    case "limit":
      return notes.limit(file.url);
    case "not-sitemap":
      return notes.notSitemap(file.url);
    case "nested-index":
      return notes.nestedIndex(file.url);
    default:
      return null;
  }
}

export interface SitemapAnnotations {
  /** The file the start page's entries came from (or the last one read); null when none had entries. */
  url: string | null;
  annotations: Record<string, HreflangAnnotation[]>;
  /** Files not read, and why, in Turkish. */
  notes: string[];
}

/** A file that answered with an error or another type: no sitemap, nothing to report. */
class NotASitemapAnswer extends Error {}

/**
 * Finds and reads the sitemap for `startUrl`: the given one, or robots.txt's `Sitemap:` lines
 * and /sitemap.xml of the start page's origin. Stops at the first file that has entries for the
 * start page.
 */
export async function readSitemapAnnotations<Item>(job: LiveJob<Item>, startUrl: string, sitemapUrl?: string): Promise<SitemapAnnotations> {
  const origin = new URL(startUrl).origin;
  let roots: string[];
  if (sitemapUrl !== undefined) {
    roots = [sitemapUrl];
  } else {
    job.plan(1);
    const robots = await job.fetchText(`${origin}/robots.txt`, { accept: ["text/plain"], maxBytes: 512 * 1024 });
    const listed = robots.text === null ? [] : sitemapUrlsFromRobots(robots.text, robots.finalUrl).slice(0, LIVE_SITEMAP_LIMITS.maxRoots);
    roots = [...new Set([...listed, `${origin}/sitemap.xml`])];
  }
  const start = normalizeUrl(startUrl);
  let foundUrl: string | null = null;
  const merged: Record<string, HreflangAnnotation[]> = {};
  const notes: string[] = [];
  await readSitemaps({
    roots,
    // The visitor names the sitemap, or robots.txt does: like the check's alternates, it may be on another host.
    isOnHost: () => true,
    signal: job.signal,
    maxFiles: LIVE_SITEMAP_LIMITS.maxFiles,
    maxEntriesPerFile: LIVE_SITEMAP_LIMITS.maxEntries,
    // The check keeps annotations, not the crawler's URL list.
    maxUrls: 0,
    maxUncompressedBytes: LIVE_SITEMAP_LIMITS.maxInflatedBytes,
    maxUncompressedBytesPerJob: LIVE_SITEMAP_LIMITS.maxInflatedBytesPerCheck,
    alternates: { maxPerEntry: LIVE_SITEMAP_LIMITS.maxLinksPerEntry, maxPerFile: LIVE_SITEMAP_LIMITS.maxLinks },
    fetchFile: async (url) => {
      job.plan(1);
      const fetched = await job.fetchFile(url, { accept: SITEMAP_TYPES, maxBytes: LIVE_SITEMAP_LIMITS.maxBytes });
      if (fetched.bytes === null) throw new NotASitemapAnswer(fetched.error?.code ?? "not-read");
      return { finalUrl: fetched.finalUrl, bytes: fetched.bytes };
    },
    errorCode: (error) => (error instanceof Error ? error.message : "not-read"),
    onFile: (file) => {
      const note = refusalNote(file);
      if (note !== null) notes.push(note);
    },
    onUrlset: ({ finalUrl, entries }) => {
      const annotations = annotationsFromEntries(entries);
      if (Object.keys(annotations).length === 0) return false;
      // Files are merged (a set may span files); the named file is the one with the start page.
      const hasStart = annotations[start] !== undefined;
      if (foundUrl === null || hasStart) foundUrl = finalUrl;
      Object.assign(merged, annotations);
      return hasStart;
    },
  });
  return { url: foundUrl, annotations: merged, notes };
}
