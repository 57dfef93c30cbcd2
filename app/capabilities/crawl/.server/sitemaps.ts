import { createGunzip, gunzipSync } from "node:zlib";
import { Parser } from "htmlparser2";
import { cpuTurns } from "~/.server/cpu-turns";
import { SafeFetchError } from "~/.server/safe-fetch";
import type { ReadSitemapsResult, SitemapAlternate, SitemapEntry, SitemapFileRecord, SitemapRefusal, SitemapUrl } from "~/capabilities/crawl/site-crawl";

/**
 * Sitemap discovery and reading for the crawler.
 *
 * Parsing uses htmlparser2 in XML mode (docs/decisions/023-site-crawler.md): it is already a
 * dependency, streams without building a tree, and never expands DTD entities (no "billion
 * laughs"); the entry cap below stops it by throwing from its callback. Every input is hostile:
 * - a file is inflated as a stream and parsed chunk by chunk, with a turn of the event loop
 *   between chunks and the job's signal checked at each: 50 gzipped files of 51 KB that inflate
 *   to 50 MB each held the event loop for 65 s when each was inflated and parsed in one go
 *   (issue 28). Inflated bytes count against a cap per file (`maxUncompressedBytes`, the
 *   protocol's 50 MB) and one per job (`maxUncompressedBytesPerJob`), so a small bomb stops at
 *   a cap instead of filling memory or the CPU;
 * - a file stops at 50,000 entries (the protocol's own maximum), a job at `maxUrls` in total
 *   and at `maxUrlChars` characters of them;
 * - an index may point to urlsets only: an index inside an index is refused, not followed, and
 *   at most `maxFiles` files are read per job;
 * - `xhtml:link rel="alternate" hreflang` entries (the hreflang live check) are read only when
 *   asked for, at most `maxPerEntry` per entry and `maxPerFile` per file.
 */

export const SITEMAP_DEFAULTS = {
  /** Protocol maximum of entries in one file. */
  maxEntriesPerFile: 50_000,
  /** URLs kept from all sitemaps of one job. */
  maxUrls: 50_000,
  /**
   * Characters of the URLs kept (address, sitemap file and lastmod of each): they are sent to the
   * browser in the crawl's result, and 50,000 entries of 2,048-character addresses, each naming a
   * 2,048-character sitemap file, would make an answer of 200 MB. 50,000 ordinary entries (about
   * 120 characters each) fit.
   */
  maxUrlChars: 8_000_000,
  /** Sitemap files read per job (robots.txt lines, indexes' children). */
  maxFiles: 50,
  /** Inflated size of one file: the protocol's 50 MB (52,428,800 bytes). */
  maxUncompressedBytes: 50 * 1024 * 1024,
  /**
   * Inflated size of all files of one job together. A job keeps at most `maxUrls` (50,000) URLs,
   * which the protocol fits in one 50 MB file, so reading more than that gains nothing; it also
   * bounds the parsing time whatever the number of files: 50 MB is about 2 s of CPU for real
   * entries and 4 s for the densest junk (`<x/>` repeated), spread over 16 KB slices.
   */
  maxUncompressedBytesPerJob: 50 * 1024 * 1024,
} as const;

/**
 * Size of the pieces a file is inflated and parsed in, with a turn of the event loop between them
 * when the slice is used up (`cpuTurns`): about 1.5 ms of CPU for the densest XML, so a slice
 * never runs far past its length (bench site-crawl-attack on a loaded two-core machine:
 * /api/health p99 250-450 ms with 64 KB pieces, 97 ms with 16 KB).
 */
const PARSE_CHUNK_BYTES = 16 * 1024;

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

/** The job's inflated-bytes budget ran out inside a file. */
class SitemapBudgetError extends Error {}

/** The job's signal fired (cancel, time limit) while a file was read. */
class SitemapAborted extends Error {}

function localName(name: string): string {
  const colon = name.lastIndexOf(":");
  return (colon >= 0 ? name.slice(colon + 1) : name).toLowerCase();
}

interface SitemapParser {
  /** Feeds text; false once the parser has stopped (entry cap, or not a sitemap). */
  write(text: string): boolean;
  end(): ParsedSitemap;
}

/** Caps of the `xhtml:link` alternates read per entry and per file; without them none are read. */
export interface AlternateLimits {
  maxPerEntry: number;
  /** Past this, the file stops like at the entry cap (`truncated`). */
  maxPerFile: number;
}

function sitemapParser(maxEntries: number, alternateLimits?: AlternateLimits): SitemapParser {
  let kind: ParsedSitemap["kind"] = "unknown";
  const entries: SitemapEntry[] = [];
  let truncated = false;
  let stopped = false;
  const stack: string[] = [];
  let loc: string | null = null;
  let lastmod: string | null = null;
  let alternates: SitemapAlternate[] = [];
  let alternatesInFile = 0;
  let text = "";

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
        if (stack.length === 2 && (name === "url" || name === "sitemap")) {
          loc = null;
          lastmod = null;
          alternates = [];
        }
        if (alternateLimits && stack.length === 3 && name === "link" && kind === "urlset") {
          const rels = (attribs.rel ?? "").toLowerCase().split(/\s+/);
          const { hreflang, href } = attribs;
          if (rels.includes("alternate") && hreflang !== undefined && href !== undefined && href.length <= MAX_LOC_LENGTH && hreflang.length <= MAX_LOC_LENGTH && alternates.length < alternateLimits.maxPerEntry) {
            if (alternatesInFile >= alternateLimits.maxPerFile) {
              truncated = true;
              throw new StopParse();
            }
            alternatesInFile += 1;
            alternates.push({ hreflang: hreflang.trim(), href: href.trim() });
          }
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
            entries.push(alternateLimits && alternates.length > 0 ? { loc, lastmod, alternates } : { loc, lastmod });
          }
        }
        stack.pop();
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  // The callbacks throw StopParse to stop; the parser is not fed again after that.
  const guarded = (step: () => void): void => {
    if (stopped) return;
    try {
      step();
    } catch (error) {
      if (!(error instanceof StopParse)) throw error;
      stopped = true;
    }
  };
  return {
    write(chunk) {
      guarded(() => parser.write(chunk));
      return !stopped;
    },
    end() {
      guarded(() => parser.end());
      return { kind, entries, truncated };
    },
  };
}

export function parseSitemap(xml: string, maxEntries: number = SITEMAP_DEFAULTS.maxEntriesPerFile, alternates?: AlternateLimits): ParsedSitemap {
  const parser = sitemapParser(maxEntries, alternates);
  parser.write(xml);
  return parser.end();
}

/** The job's count of inflated bytes, shared by its files. */
interface InflatedBudget {
  used: number;
  max: number;
}

/** A file's bytes as sent, inflated if gzip (by its magic bytes), in pieces. */
async function* inflatedChunks(bytes: Buffer): AsyncGenerator<Buffer> {
  if (!isGzip(bytes)) {
    for (let at = 0; at < bytes.length; at += PARSE_CHUNK_BYTES) yield bytes.subarray(at, at + PARSE_CHUNK_BYTES);
    return;
  }
  const gunzip = createGunzip({ chunkSize: PARSE_CHUNK_BYTES });
  gunzip.end(bytes);
  // Leaving the loop early (a cap, the signal) destroys the stream and frees zlib's memory.
  for await (const chunk of gunzip) yield chunk as Buffer;
}

/**
 * Inflates and parses one file piece by piece: a turn of the event loop after each piece, the
 * signal checked, the file's and the job's inflated bytes counted as they come.
 */
async function parseSitemapBytes(
  bytes: Buffer,
  limits: { maxEntries: number; maxFileBytes: number; budget: InflatedBudget; signal?: AbortSignal; alternates?: AlternateLimits },
): Promise<ParsedSitemap> {
  const parser = sitemapParser(limits.maxEntries, limits.alternates);
  const decoder = new TextDecoder();
  let fileBytes = 0;
  let parsing = true;
  for await (const chunk of inflatedChunks(bytes)) {
    fileBytes += chunk.length;
    limits.budget.used += chunk.length;
    if (fileBytes > limits.maxFileBytes) throw new SitemapTooLargeError(limits.maxFileBytes);
    if (limits.budget.used > limits.budget.max) throw new SitemapBudgetError();
    // Once the parser has stopped (entry cap), the rest is only inflated and counted: a file
    // beyond the protocol's size stays refused as too large, as when it was inflated whole.
    if (parsing) parsing = parser.write(decoder.decode(chunk, { stream: true }));
    await cpuTurns.takeTurnIfDue();
    if (limits.signal?.aborted) throw new SitemapAborted();
  }
  if (parsing) parser.write(decoder.decode());
  return parser.end();
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
  /** The job's signal: cancel and the time limit stop reading, even inside a file. */
  signal?: AbortSignal;
  maxEntriesPerFile?: number;
  maxUrls?: number;
  maxUrlChars?: number;
  maxFiles?: number;
  maxUncompressedBytes?: number;
  maxUncompressedBytesPerJob?: number;
  /** Read each entry's `xhtml:link` hreflang alternates too, within these caps. */
  alternates?: AlternateLimits;
  /**
   * Each urlset read, with its entries (and their alternates when asked for), before its URLs are
   * kept. Returning true ends the reading: the caller has what it came for.
   */
  onUrlset?: (file: { url: string; finalUrl: string; entries: readonly SitemapEntry[] }) => boolean;
  onFile?: (record: SitemapFileRecord) => void;
}

/**
 * Reads root files and, for indexes, their children (one level), within the job's caps. When the
 * signal fires, it returns what it has read so far (the file being read is left out).
 */
export async function readSitemaps(options: ReadSitemapsOptions): Promise<ReadSitemapsResult> {
  const maxEntries = options.maxEntriesPerFile ?? SITEMAP_DEFAULTS.maxEntriesPerFile;
  const maxUrls = options.maxUrls ?? SITEMAP_DEFAULTS.maxUrls;
  const maxUrlChars = options.maxUrlChars ?? SITEMAP_DEFAULTS.maxUrlChars;
  let urlChars = 0;
  const maxFiles = options.maxFiles ?? SITEMAP_DEFAULTS.maxFiles;
  const maxBytes = options.maxUncompressedBytes ?? SITEMAP_DEFAULTS.maxUncompressedBytes;
  const budget: InflatedBudget = { used: 0, max: options.maxUncompressedBytesPerJob ?? SITEMAP_DEFAULTS.maxUncompressedBytesPerJob };
  const budgetSpent = (): boolean => budget.used >= budget.max;
  const files: SitemapFileRecord[] = [];
  const urls: SitemapUrl[] = [];
  const seenUrls = new Set<string>();
  const seenFiles = new Set<string>();
  let urlsTruncated = false;
  let read = 0;
  let enough = false;

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
    if (enough) return null;
    if (!options.isOnHost(url)) return (record({ ...base, refused: "off-host" }), null);
    if (read >= maxFiles || budgetSpent()) return (record({ ...base, refused: "limit" }), null);
    read += 1;
    let fetched: SitemapFetchResult;
    try {
      fetched = await options.fetchFile(url);
    } catch (error) {
      const errorCode = options.errorCode(error);
      // An answer with an error status (a 404 at /sitemap.xml is no sitemap; a 500 is a broken one).
      const status = error instanceof SafeFetchError && error.code === "http_status" ? error.status : undefined;
      return (record({ ...base, refused: "fetch-error", errorCode, ...(status === undefined ? {} : { httpStatus: status }) }), null);
    }
    const gzip = isGzip(fetched.bytes);
    let parsed: ParsedSitemap;
    try {
      parsed = await parseSitemapBytes(fetched.bytes, { maxEntries, maxFileBytes: maxBytes, budget, signal: options.signal, alternates: options.alternates });
    } catch (error) {
      if (error instanceof SitemapAborted) throw error;
      const refused: SitemapRefusal =
        error instanceof SitemapTooLargeError ? "too-large" : error instanceof SitemapBudgetError ? "limit" : "not-sitemap";
      return (record({ ...base, gzip, refused }), null);
    }
    if (parsed.kind === "unknown") return (record({ ...base, gzip, refused: "not-sitemap" }), null);
    if (parsed.kind === "index" && parent !== null) {
      return (record({ ...base, gzip, kind: "index", entries: parsed.entries.length, truncated: parsed.truncated, refused: "nested-index" }), null);
    }
    record({ ...base, gzip, kind: parsed.kind, entries: parsed.entries.length, truncated: parsed.truncated });
    if (parsed.kind === "urlset" && options.onUrlset?.({ url, finalUrl: fetched.finalUrl, entries: parsed.entries }) === true) enough = true;
    if (parsed.kind === "urlset") {
      for (const entry of parsed.entries) {
        // 50,000 entries take a while to resolve: let timers and requests in now and then.
        const turn = cpuTurns.takeTurnIfDue();
        if (turn) {
          await turn;
          if (options.signal?.aborted) throw new SitemapAborted();
        }
        let loc: string;
        try {
          loc = new URL(entry.loc).href;
        } catch {
          continue;
        }
        if (seenUrls.has(loc)) continue;
        const chars = loc.length + url.length + (entry.lastmod?.length ?? 0);
        if (urls.length >= maxUrls || urlChars + chars > maxUrlChars) {
          urlsTruncated = true;
          break;
        }
        seenUrls.add(loc);
        urlChars += chars;
        urls.push({ loc, lastmod: entry.lastmod, sitemap: url });
      }
    }
    return parsed;
  };

  try {
    for (const root of options.roots) {
      if (enough) break;
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
        if (enough) break;
        seenFiles.add(childUrl);
        if (read >= maxFiles || budgetSpent()) {
          // One record for the rest, not 50,000: `entries` says how many files were left unread.
          record({ ...blank(childUrl, root), refused: "limit", entries: parsed.entries.length - index });
          break;
        }
        await readOne(childUrl, root);
      }
    }
  } catch (error) {
    // Stopped by the job (cancel, time limit): what was read so far is kept. `errorCode`
    // rethrows a failed fetch's error for the same reason.
    if (!(error instanceof SitemapAborted) && !options.signal?.aborted) throw error;
  }
  return { files, urls, urlsTruncated };
}
