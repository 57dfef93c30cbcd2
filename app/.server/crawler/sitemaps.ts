import { gunzipSync } from "node:zlib";
import { Parser } from "htmlparser2";
import type { ReadSitemapsResult, SitemapEntry, SitemapFileRecord, SitemapRefusal, SitemapUrl } from "~/shared/site-crawl";

/**
 * Sitemap discovery and reading for the crawler.
 *
 * Parsing uses htmlparser2 in XML mode (docs/decisions/023-site-crawler.md): it is already a
 * dependency, streams without building a tree, and never expands DTD entities (no "billion
 * laughs"); the entry cap below stops it by throwing from its callback. Every input is hostile:
 * - a gzip file is inflated with zlib's `maxOutputLength`, so a small bomb fails at the cap
 *   instead of filling memory;
 * - a file stops at 50,000 entries (the protocol's own maximum), a job at `maxUrls` in total;
 * - an index may point to urlsets only: an index inside an index is refused, not followed, and
 *   at most `maxFiles` files are read per job.
 */

export const SITEMAP_DEFAULTS = {
  /** Protocol maximum of entries in one file. */
  maxEntriesPerFile: 50_000,
  /** URLs kept from all sitemaps of one job. */
  maxUrls: 50_000,
  /** Sitemap files read per job (robots.txt lines, indexes' children). */
  maxFiles: 50,
  /** Inflated size of one file: the protocol's 50 MB (52,428,800 bytes). */
  maxUncompressedBytes: 50 * 1024 * 1024,
} as const;

export const MAX_LOC_LENGTH = 2_048;

export interface ParsedSitemap {
  kind: "urlset" | "index" | "unknown";
  entries: SitemapEntry[];
  /** More than `maxEntries` entries: the rest were not read. */
  truncated: boolean;
}

export class SitemapTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`sitemap inflates beyond ${limit} bytes`);
    this.name = "SitemapTooLargeError";
  }
}

class StopParse extends Error {}

function localName(name: string): string {
  const colon = name.lastIndexOf(":");
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

export function parseSitemap(xml: string, maxEntries: number = SITEMAP_DEFAULTS.maxEntriesPerFile): ParsedSitemap {
  let kind: ParsedSitemap["kind"] = "unknown";
  const entries: SitemapEntry[] = [];
  let truncated = false;
  const stack: string[] = [];
  let loc: string | null = null;
  let lastmod: string | null = null;
  let text = "";

  const parser = new Parser(
    {
      onopentag(rawName) {
        const name = localName(rawName);
        if (stack.length === 0) {
          if (name === "urlset") kind = "urlset";
          else if (name === "sitemapindex") kind = "index";
          else throw new StopParse();
        }
        stack.push(name);
        text = "";
        if (stack.length === 2 && (name === "url" || name === "sitemap")) {
          loc = null;
          lastmod = null;
        }
      },
      ontext(chunk) {
        // Only <loc> and <lastmod> texts are kept, and only up to a URL's maximum length.
        if (stack.length === 3 && text.length <= MAX_LOC_LENGTH) text += chunk;
      },
      onclosetag(rawName) {
        const name = localName(rawName);
        if (stack.length === 3) {
          if (name === "loc") loc = text.trim();
          if (name === "lastmod") lastmod = text.trim() || null;
        }
        if (stack.length === 2 && (name === "url" || name === "sitemap")) {
          if (loc && loc.length <= MAX_LOC_LENGTH) {
            if (entries.length >= maxEntries) {
              truncated = true;
              throw new StopParse();
            }
            entries.push({ loc, lastmod });
          }
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
  return { kind, entries, truncated };
}

export function isGzip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Text of a sitemap file; gzip (by its magic bytes) is inflated within `maxOutputBytes`. */
export function sitemapText(bytes: Buffer, maxOutputBytes: number): { text: string; gzip: boolean } {
  if (!isGzip(bytes)) {
    if (bytes.length > maxOutputBytes) throw new SitemapTooLargeError(maxOutputBytes);
    return { text: bytes.toString("utf8"), gzip: false };
  }
  try {
    return { text: gunzipSync(bytes, { maxOutputLength: maxOutputBytes }).toString("utf8"), gzip: true };
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new SitemapTooLargeError(maxOutputBytes);
    }
    throw error;
  }
}

/** Absolute URLs of the `Sitemap:` lines of a robots.txt (any group; the field is global). */
export function sitemapUrlsFromRobots(robotsTxt: string, robotsUrl: string): string[] {
  const out: string[] = [];
  for (const line of robotsTxt.split(/\r\n|\r|\n/)) {
    const match = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!match?.[1]) continue;
    try {
      const url = new URL(match[1], robotsUrl);
      if (url.protocol === "http:" || url.protocol === "https:") out.push(url.href);
    } catch {
      // Not a URL: ignored like any other unreadable line.
    }
  }
  return [...new Set(out)];
}

export interface SitemapFetchResult {
  finalUrl: string;
  bytes: Buffer;
}

export interface ReadSitemapsOptions {
  /** Where to start: robots.txt `Sitemap:` lines, or else `/sitemap.xml` of the start origin. */
  roots: readonly string[];
  /** Fetches one file through the crawler (its fetcher, budget, politeness and abort). */
  fetchFile: (url: string) => Promise<SitemapFetchResult>;
  /** Files on other hosts are not read. */
  isOnHost: (url: string) => boolean;
  /** Error code of a failed fetch (for the record); rethrow to stop reading (cancel). */
  errorCode: (error: unknown) => string;
  maxEntriesPerFile?: number;
  maxUrls?: number;
  maxFiles?: number;
  maxUncompressedBytes?: number;
  onFile?: (record: SitemapFileRecord) => void;
}

/** Reads root files and, for indexes, their children (one level), within the job's caps. */
export async function readSitemaps(options: ReadSitemapsOptions): Promise<ReadSitemapsResult> {
  const maxEntries = options.maxEntriesPerFile ?? SITEMAP_DEFAULTS.maxEntriesPerFile;
  const maxUrls = options.maxUrls ?? SITEMAP_DEFAULTS.maxUrls;
  const maxFiles = options.maxFiles ?? SITEMAP_DEFAULTS.maxFiles;
  const maxBytes = options.maxUncompressedBytes ?? SITEMAP_DEFAULTS.maxUncompressedBytes;
  const files: SitemapFileRecord[] = [];
  const urls: SitemapUrl[] = [];
  const seenUrls = new Set<string>();
  const seenFiles = new Set<string>();
  let urlsTruncated = false;
  let read = 0;

  const record = (entry: SitemapFileRecord): SitemapFileRecord => {
    files.push(entry);
    options.onFile?.(entry);
    return entry;
  };
  const blank = (url: string, parent: string | null): SitemapFileRecord => ({
    url,
    kind: null,
    parent,
    gzip: false,
    entries: 0,
    truncated: false,
    refused: null,
    errorCode: null,
  });

  const readOne = async (url: string, parent: string | null): Promise<ParsedSitemap | null> => {
    const base = blank(url, parent);
    if (!options.isOnHost(url)) return (record({ ...base, refused: "off-host" }), null);
    if (read >= maxFiles) return (record({ ...base, refused: "limit" }), null);
    read += 1;
    let fetched: SitemapFetchResult;
    try {
      fetched = await options.fetchFile(url);
    } catch (error) {
      return (record({ ...base, refused: "fetch-error", errorCode: options.errorCode(error) }), null);
    }
    let text: string;
    let gzip: boolean;
    try {
      ({ text, gzip } = sitemapText(fetched.bytes, maxBytes));
    } catch (error) {
      const refused: SitemapRefusal = error instanceof SitemapTooLargeError ? "too-large" : "not-sitemap";
      return (record({ ...base, gzip: isGzip(fetched.bytes), refused }), null);
    }
    const parsed = parseSitemap(text, maxEntries);
    if (parsed.kind === "unknown") return (record({ ...base, gzip, refused: "not-sitemap" }), null);
    if (parsed.kind === "index" && parent !== null) {
      return (record({ ...base, gzip, kind: "index", entries: parsed.entries.length, truncated: parsed.truncated, refused: "nested-index" }), null);
    }
    record({ ...base, gzip, kind: parsed.kind, entries: parsed.entries.length, truncated: parsed.truncated });
    if (parsed.kind === "urlset") {
      for (const entry of parsed.entries) {
        let loc: string;
        try {
          loc = new URL(entry.loc).href;
        } catch {
          continue;
        }
        if (seenUrls.has(loc)) continue;
        if (urls.length >= maxUrls) {
          urlsTruncated = true;
          break;
        }
        seenUrls.add(loc);
        urls.push({ loc, lastmod: entry.lastmod, sitemap: url });
      }
    }
    return parsed;
  };

  for (const root of options.roots) {
    if (seenFiles.has(root)) continue;
    seenFiles.add(root);
    const parsed = await readOne(root, null);
    if (parsed?.kind !== "index") continue;
    for (const [index, child] of parsed.entries.entries()) {
      let childUrl: string;
      try {
        childUrl = new URL(child.loc).href;
      } catch {
        continue;
      }
      if (seenFiles.has(childUrl)) continue;
      seenFiles.add(childUrl);
      if (read >= maxFiles) {
        // One record for the rest, not 50,000: `entries` says how many files were left unread.
        record({ ...blank(childUrl, root), refused: "limit", entries: parsed.entries.length - index });
        break;
      }
      await readOne(childUrl, root);
    }
  }
  return { files, urls, urlsTruncated };
}
