import { Parser } from "htmlparser2";
import { sitemapUrlsFromRobots } from "~/capabilities/crawl/.server/sitemaps";
import type { LiveJob } from "~/capabilities/live-check/.server";
import type { HreflangAnnotation } from "~/capabilities/live-check/live-check";
import { normalizeUrl } from "./live-check";

/**
 * The sitemap side of the hreflang live check: which sitemap to read (the visitor's, else the
 * robots.txt `Sitemap:` lines, else /sitemap.xml) and its `<xhtml:link rel="alternate" hreflang>`
 * entries per `<loc>`. Parsed with htmlparser2 in XML mode like the crawler's sitemaps (streams,
 * never expands DTD entities), and bounded: a few files, each within the job's per-request size,
 * a cap on entries and links, an index followed one level.
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
  maxBytes: 5 * 1024 * 1024,
} as const;

const XML_TYPES = ["application/xml", "text/xml"] as const;

export interface ParsedHreflangSitemap {
  kind: "urlset" | "index" | "unknown";
  /** For an index: its children. */
  children: string[];
  /** For a urlset: page address → its annotations (only entries with some). */
  annotations: Record<string, HreflangAnnotation[]>;
  truncated: boolean;
}

class StopParse extends Error {}

function localName(name: string): string {
  const colon = name.lastIndexOf(":");
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

/** Sitemaps take fully-qualified addresses only (the protocol, and Google for xhtml:link): a relative one is not read. */
function absolute(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? normalizeUrl(url.href) : null;
  } catch {
    return null;
  }
}

/** Reads one sitemap file's hreflang entries (or an index's children). */
export function parseHreflangSitemap(xml: string, limits: Pick<Record<keyof typeof LIVE_SITEMAP_LIMITS, number>, "maxEntries" | "maxLinks" | "maxLinksPerEntry"> = LIVE_SITEMAP_LIMITS): ParsedHreflangSitemap {
  let kind: ParsedHreflangSitemap["kind"] = "unknown";
  const children: string[] = [];
  const annotations: Record<string, HreflangAnnotation[]> = {};
  const stack: string[] = [];
  let loc: string | null = null;
  let links: HreflangAnnotation[] = [];
  let text = "";
  let entries = 0;
  let linkCount = 0;
  let truncated = false;

  const parser = new Parser(
    {
      onopentag(rawName, attribs) {
        const name = localName(rawName);
        if (stack.length === 0) {
          if (name === "urlset") kind = "urlset";
          else if (name === "sitemapindex") kind = "index";
          else throw new StopParse();
        }
        stack.push(name);
        text = "";
        if (stack.length === 2) {
          loc = null;
          links = [];
        }
        if (stack.length === 3 && name === "link" && kind === "urlset") {
          const rels = (attribs.rel ?? "").toLowerCase().split(/\s+/);
          const href = attribs.href === undefined ? null : absolute(attribs.href);
          if (rels.includes("alternate") && attribs.hreflang !== undefined && href !== null && links.length < limits.maxLinksPerEntry) {
            if (linkCount >= limits.maxLinks) {
              truncated = true;
              throw new StopParse();
            }
            linkCount += 1;
            links.push({ hreflang: attribs.hreflang.trim(), href, source: "sitemap" });
          }
        }
      },
      ontext(chunk) {
        if (stack.length === 3 && text.length <= 2048) text += chunk;
      },
      onclosetag(rawName) {
        const name = localName(rawName);
        if (stack.length === 3 && name === "loc") loc = text.trim();
        if (stack.length === 2) {
          entries += 1;
          if (entries > limits.maxEntries) {
            truncated = true;
            throw new StopParse();
          }
          const page = loc === null ? null : absolute(loc);
          if (page !== null && kind === "index" && name === "sitemap") children.push(page);
          if (page !== null && kind === "urlset" && name === "url" && links.length > 0) annotations[page] = [...(annotations[page] ?? []), ...links];
        }
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  try {
    parser.write(xml);
    parser.end();
  } catch (error) {
    if (!(error instanceof StopParse)) throw error;
  }
  return { kind, children, annotations, truncated };
}

export interface SitemapAnnotations {
  /** The file the start page's entries came from (or the last one read). */
  url: string;
  annotations: Record<string, HreflangAnnotation[]>;
}

/**
 * Finds and reads the sitemap for `startUrl`: the given one, or robots.txt's `Sitemap:` lines
 * and /sitemap.xml of the start page's origin. Stops at the first file that has entries for the
 * start page. Null when no file had hreflang entries.
 */
export async function readSitemapAnnotations<Item>(job: LiveJob<Item>, startUrl: string, sitemapUrl?: string): Promise<SitemapAnnotations | null> {
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
  const queue = [...roots];
  const seen = new Set<string>();
  let foundUrl: string | null = null;
  const merged: Record<string, HreflangAnnotation[]> = {};
  let files = 0;
  while (queue.length > 0 && files < LIVE_SITEMAP_LIMITS.maxFiles && job.stopReason === null) {
    const url = queue.shift() ?? "";
    if (seen.has(url)) continue;
    seen.add(url);
    files += 1;
    job.plan(1);
    const fetched = await job.fetchText(url, { accept: XML_TYPES, maxBytes: LIVE_SITEMAP_LIMITS.maxBytes });
    if (fetched.text === null) continue;
    const parsed = parseHreflangSitemap(fetched.text);
    // An index's children are read after the remaining roots; an index inside an index is not followed.
    if (parsed.kind === "index" && roots.includes(url)) queue.push(...parsed.children);
    if (Object.keys(parsed.annotations).length === 0) continue;
    // Files are merged (a set may span files); the named file is the one with the start page.
    const hasStart = parsed.annotations[start] !== undefined;
    if (foundUrl === null || hasStart) foundUrl = fetched.finalUrl;
    Object.assign(merged, parsed.annotations);
    if (hasStart) break;
  }
  return foundUrl === null ? null : { url: foundUrl, annotations: merged };
}
