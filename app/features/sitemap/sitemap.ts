/**
 * Sitemap generator (sitemaps.org protocol 0.9): form entries, "add common pages", bulk paste,
 * a single sitemap.xml, and a sitemap index with numbered files for sites beyond one file's limits.
 */
import {
  ADDED_ENTRY_DEFAULTS,
  CHANGE_FREQUENCIES,
  COMMON_PAGES,
  FIRST_ENTRY_DEFAULTS,
  MAX_LOC_LENGTH,
  MAX_SITEMAP_BYTES,
  MAX_SITEMAPS_PER_INDEX,
  MAX_URLS_PER_SITEMAP,
  MIN_LOC_LENGTH,
  SITEMAP_INDEX_FILE_NAME,
  SITEMAP_NAMESPACE,
} from "./constants";
import {
  SITEMAP_BASE_URL_INVALID_MESSAGE,
  SITEMAP_BASE_URL_REQUIRED_MESSAGE,
  SITEMAP_COMMON_PAGES_ADDED_MESSAGE,
  SITEMAP_NO_VALID_URL_MESSAGE,
} from "./generator.content";
import type { ChangeFrequency } from "./constants";
import { formatLocalDate, isW3cDate } from "./dates";
import { canonicalHttpHref, checkHttpUrl, checkParsedHttpUrl, normalizeHttpUrl } from "~/capabilities/url/http-url";
import type { HttpUrlCheck } from "~/capabilities/url/http-url";
import { escapeXml, utf8ByteLength } from "~/capabilities/markup/markup";

export interface SitemapEntry {
  url: string;
  /** 0.0 to 1.0; written with one decimal. */
  priority: number;
  changefreq: ChangeFrequency;
  /** W3C date (YYYY-MM-DD, or a full timestamp with time zone); empty leaves `<lastmod>` out. */
  lastmod: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";
const SITEMAPINDEX_OPEN = `<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
const SITEMAPINDEX_CLOSE = "</sitemapindex>\n";

const CHANGE_FREQUENCY_SET: ReadonlySet<string> = new Set(CHANGE_FREQUENCIES);

export function isChangeFrequency(value: string): value is ChangeFrequency {
  return CHANGE_FREQUENCY_SET.has(value);
}

// ---------------------------------------------------------------------------------------------
// Form entries

/** The form starts with one row, which gets the home-page defaults (1.0, weekly). */
export function createInitialSitemapEntries(today: Date): SitemapEntry[] {
  return [{ url: "", ...FIRST_ENTRY_DEFAULTS, lastmod: formatLocalDate(today) }];
}

/** A row added with the "add" button (0.8, weekly). */
export function createSitemapEntry(today: Date): SitemapEntry {
  return { url: "", ...ADDED_ENTRY_DEFAULTS, lastmod: formatLocalDate(today) };
}

export type AddCommonPagesResult =
  { ok: false; message: string } | { ok: true; entries: SitemapEntry[]; added: number; message: string };

/**
 * Appends the agency-typical pages under the base URL. Paths are appended to the base URL's own
 * path (so `https://site.com/tr` gets `/tr/hakkimizda`), pages already listed are not added twice,
 * and blank rows are dropped because they would only sit empty above the new pages.
 */
export function addCommonPages(
  baseUrl: string,
  entries: readonly SitemapEntry[],
  today: Date = new Date(),
): AddCommonPagesResult {
  if (baseUrl.trim() === "") return { ok: false, message: SITEMAP_BASE_URL_REQUIRED_MESSAGE };
  const base = checkHttpUrl(baseUrl);
  if (!base.ok) return { ok: false, message: SITEMAP_BASE_URL_INVALID_MESSAGE };

  const prefix = base.url.origin + base.url.pathname.replace(/\/+$/, "");
  const kept = entries.filter((entry) => entry.url.trim() !== "");
  const listed = new Set<string>();
  for (const entry of kept) {
    const check = checkHttpUrl(entry.url);
    if (check.ok) listed.add(check.href);
  }

  const lastmod = formatLocalDate(today);
  const added: SitemapEntry[] = [];
  for (const page of COMMON_PAGES) {
    const check = checkHttpUrl(prefix + (page.path === "" ? "/" : page.path));
    if (!check.ok || listed.has(check.href)) continue;
    listed.add(check.href);
    added.push({ url: check.href, priority: page.priority, changefreq: page.changefreq, lastmod });
  }
  return { ok: true, entries: [...kept, ...added], added: added.length, message: SITEMAP_COMMON_PAGES_ADDED_MESSAGE };
}

/**
 * Puts found entries (a site crawl's) into the form's list. "replace" drops what was there;
 * "append" keeps the rows and their edits and adds only addresses not yet listed. Blank rows are
 * dropped either way.
 */
export function mergeSitemapEntries<T extends SitemapEntry>(
  current: readonly T[],
  found: readonly SitemapEntry[],
  mode: "replace" | "append",
): (T | SitemapEntry)[] {
  if (mode === "replace") return [...found];
  const kept = current.filter((entry) => entry.url.trim() !== "");
  const listed = new Set(kept.map((entry) => normalizeHttpUrl(entry.url) ?? entry.url.trim()));
  return [...kept, ...found.filter((entry) => !listed.has(normalizeHttpUrl(entry.url) ?? entry.url))];
}

// ---------------------------------------------------------------------------------------------
// Serialization

export interface SkippedCounts {
  /** Non-blank URLs that are not absolute http(s) or do not fit the schema's 12-2048 characters. */
  invalidUrls: number;
  /** Repeats of an address already listed (compared after normalization). */
  duplicateUrls: number;
  /** Non-blank lastmod values that are not W3C dates; the URL is kept without `<lastmod>`. */
  invalidLastmods: number;
}

function formatPriority(priority: number): string | undefined {
  if (!Number.isFinite(priority)) return undefined;
  return Math.min(1, Math.max(0, priority)).toFixed(1);
}

/** True when `candidate` is a later moment than `current` (both valid W3C dates). */
function isLaterLastmod(candidate: string, current: string | undefined): boolean {
  if (current === undefined) return true;
  // Plain dates compare as text; anything with a time and zone needs real parsing.
  if (candidate.length === 10 && current.length === 10) return candidate > current;
  return Date.parse(candidate) > Date.parse(current);
}

const URL_OPEN = "  <url>\n    <loc>";
const URL_OPEN_BYTES = utf8ByteLength(URL_OPEN);
const URLSET_FRAME_BYTES = utf8ByteLength(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE);

/** Everything of a `<url>` after the address: it depends only on lastmod, changefreq and priority. */
interface UrlTail {
  text: string;
  bytes: number;
  /** As written, for the index's per-file lastmod. */
  lastmod: string | undefined;
  invalidLastmod: boolean;
}

function makeUrlTail(lastmod: string, changefreq: string, priority: number): UrlTail {
  let text = "</loc>\n";
  const validLastmod = lastmod !== "" && isW3cDate(lastmod);
  if (validLastmod) text += "    <lastmod>" + lastmod + "</lastmod>\n";
  if (isChangeFrequency(changefreq)) text += "    <changefreq>" + changefreq + "</changefreq>\n";
  const priorityText = formatPriority(priority);
  if (priorityText !== undefined) text += "    <priority>" + priorityText + "</priority>\n";
  text += "  </url>\n";
  return {
    text,
    bytes: utf8ByteLength(text),
    lastmod: validLastmod ? lastmod : undefined,
    invalidLastmod: lastmod !== "" && !validLastmod,
  };
}

interface PackedUrlset {
  xml: string;
  byteLength: number;
  urlCount: number;
  newestLastmod: string | undefined;
}

interface PackResult {
  files: PackedUrlset[];
  urlCount: number;
  skipped: SkippedCounts;
  /** URLs not starting with `scope`, when one was given. */
  outsideScopeCount: number;
}

/**
 * Entry lists parseBulkUrls made: every address already checked, normalized, within the schema's
 * length and distinct. packUrlsets takes them as they are instead of parsing 120,000 addresses a
 * second time (a third of the bulk mode's time).
 */
const CHECKED_ENTRIES = new WeakSet<readonly SitemapEntry[]>();

/**
 * One pass over the entries: validate, normalize and dedupe each address, and append its `<url>`
 * to the current file, starting a new file before either ceiling would be crossed. Each `<url>`'s
 * UTF-8 size is known as it is appended (address measured, tail measured once per combination),
 * so files are joined exactly once and never re-serialized to be measured.
 */
function packUrlsets(
  entries: readonly SitemapEntry[],
  limits: { maxUrls: number; maxBytes: number; scope?: string },
): PackResult {
  const skipped: SkippedCounts = { invalidUrls: 0, duplicateUrls: 0, invalidLastmods: 0 };
  const seen = new Set<string>();
  // Big lists repeat a handful of (lastmod, changefreq, priority) combinations.
  const tails = new Map<string, Map<string, Map<number, UrlTail>>>();
  const files: PackedUrlset[] = [];
  let outsideScopeCount = 0;
  let urlCount = 0;

  let parts: string[] = [XML_DECLARATION, URLSET_OPEN];
  let fileUrls = 0;
  let fileBytes = URLSET_FRAME_BYTES;
  let newestLastmod: string | undefined;
  const flush = (): void => {
    parts.push(URLSET_CLOSE);
    files.push({ xml: parts.join(""), byteLength: fileBytes, urlCount: fileUrls, newestLastmod });
    parts = [XML_DECLARATION, URLSET_OPEN];
    fileUrls = 0;
    fileBytes = URLSET_FRAME_BYTES;
    newestLastmod = undefined;
  };

  const checked = CHECKED_ENTRIES.has(entries);
  for (const entry of entries) {
    let href = entry.url;
    if (!checked) {
      const check = checkHttpUrl(entry.url);
      if (!check.ok) {
        if (check.problem !== "empty") skipped.invalidUrls++;
        continue;
      }
      href = check.href;
      if (href.length < MIN_LOC_LENGTH || href.length > MAX_LOC_LENGTH) {
        skipped.invalidUrls++;
        continue;
      }
      if (seen.has(href)) {
        skipped.duplicateUrls++;
        continue;
      }
      seen.add(href);
    }
    if (limits.scope !== undefined && !href.startsWith(limits.scope)) outsideScopeCount++;

    const lastmod = entry.lastmod.trim();
    let byChangefreq = tails.get(lastmod);
    if (byChangefreq === undefined) tails.set(lastmod, (byChangefreq = new Map()));
    let byPriority = byChangefreq.get(entry.changefreq);
    if (byPriority === undefined) byChangefreq.set(entry.changefreq, (byPriority = new Map()));
    let tail = byPriority.get(entry.priority);
    if (tail === undefined)
      byPriority.set(entry.priority, (tail = makeUrlTail(lastmod, entry.changefreq, entry.priority)));
    if (tail.invalidLastmod) skipped.invalidLastmods++;

    const loc = escapeXml(href);
    const bytes = URL_OPEN_BYTES + utf8ByteLength(loc) + tail.bytes;
    // A <url> bigger than a whole file can only happen with a test-sized ceiling; it gets a file of its own.
    if (fileUrls > 0 && (fileUrls >= limits.maxUrls || fileBytes + bytes > limits.maxBytes)) flush();
    parts.push(URL_OPEN, loc, tail.text);
    fileUrls++;
    urlCount++;
    fileBytes += bytes;
    if (tail.lastmod !== undefined && tail.lastmod !== newestLastmod && isLaterLastmod(tail.lastmod, newestLastmod)) {
      newestLastmod = tail.lastmod;
    }
  }
  if (fileUrls > 0) flush();
  return { files, urlCount, skipped, outsideScopeCount };
}

export type SitemapXmlResult =
  | { ok: false; message: string }
  | {
      ok: true;
      xml: string;
      urlCount: number;
      byteLength: number;
      skipped: SkippedCounts;
      /** True past 50,000 URLs or 50 MB: offer `buildSitemapSet` instead of this file. */
      exceedsLimits: boolean;
    };

/** A single sitemap.xml of every entry with a valid absolute http(s) URL. */
export function buildSitemapXml(entries: readonly SitemapEntry[]): SitemapXmlResult {
  const packed = packUrlsets(entries, { maxUrls: Number.POSITIVE_INFINITY, maxBytes: Number.POSITIVE_INFINITY });
  const file = packed.files[0];
  if (file === undefined) return { ok: false, message: SITEMAP_NO_VALID_URL_MESSAGE };
  return {
    ok: true,
    xml: file.xml,
    urlCount: file.urlCount,
    byteLength: file.byteLength,
    skipped: packed.skipped,
    exceedsLimits: file.urlCount > MAX_URLS_PER_SITEMAP || file.byteLength > MAX_SITEMAP_BYTES,
  };
}

// ---------------------------------------------------------------------------------------------
// Bulk paste

export interface BulkDefaults {
  /** Lines without a scheme are resolved against it like links in a page (`/a`, `a`, `../a`). */
  baseUrl?: string;
  priority: number;
  changefreq: ChangeFrequency;
  lastmod: string;
}

export interface BulkRejectedLine {
  /** 1-based, as an editor shows it. */
  lineNumber: number;
  text: string;
}

export interface BulkParseResult {
  /** Checked, normalized and distinct: the sitemap builders take them without checking again. */
  entries: readonly SitemapEntry[];
  rejectedCount: number;
  /** The first few rejected lines, enough to show the user what went wrong. */
  rejectedSamples: BulkRejectedLine[];
  duplicateCount: number;
  blankCount: number;
}

const REJECTED_SAMPLE_LIMIT = 5;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

const ROOT_RELATIVE = /^\/(?!\/)/;

/** A line's address through the URL parser, resolved against the base URL when it has no scheme. */
function parsedHref(line: string, baseHref: string | undefined): string | null {
  let check: HttpUrlCheck;
  if (HAS_SCHEME.test(line) || baseHref === undefined) {
    check = checkHttpUrl(line);
  } else {
    try {
      check = checkParsedHttpUrl(new URL(line, baseHref));
    } catch {
      return null;
    }
  }
  return check.ok ? check.href : null;
}

/**
 * Turns a pasted list (one URL per line, thousands of lines) into entries with shared defaults.
 * Lines already in normal form skip the URL parser (canonicalHttpHref).
 */
export function parseBulkUrls(text: string, defaults: BulkDefaults): BulkParseResult {
  const base = defaults.baseUrl === undefined ? undefined : checkHttpUrl(defaults.baseUrl);
  const baseHref = base?.ok ? base.href : undefined;
  const baseOrigin = base?.ok ? base.url.origin : undefined;

  const entries: SitemapEntry[] = [];
  const rejectedSamples: BulkRejectedLine[] = [];
  const seen = new Set<string>();
  let rejectedCount = 0;
  let duplicateCount = 0;
  let blankCount = 0;

  const lines = text.split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] ?? "").trim();
    if (line === "") {
      blankCount++;
      continue;
    }
    const href =
      canonicalHttpHref(line) ??
      (baseOrigin !== undefined && ROOT_RELATIVE.test(line) ? canonicalHttpHref(baseOrigin + line) : null) ??
      parsedHref(line, baseHref);
    if (href === null || href.length < MIN_LOC_LENGTH || href.length > MAX_LOC_LENGTH) {
      rejectedCount++;
      if (rejectedSamples.length < REJECTED_SAMPLE_LIMIT) rejectedSamples.push({ lineNumber: index + 1, text: line });
      continue;
    }
    if (seen.has(href)) {
      duplicateCount++;
      continue;
    }
    seen.add(href);
    entries.push({
      url: href,
      priority: defaults.priority,
      changefreq: defaults.changefreq,
      lastmod: defaults.lastmod,
    });
  }
  CHECKED_ENTRIES.add(entries);
  return { entries, rejectedCount, rejectedSamples, duplicateCount, blankCount };
}

// ---------------------------------------------------------------------------------------------
// Sitemap index with numbered files

export interface SitemapFile {
  fileName: string;
  xml: string;
  byteLength: number;
}

export interface SitemapSetFile extends SitemapFile {
  urlCount: number;
}

export interface SitemapSet {
  index: SitemapFile;
  files: SitemapSetFile[];
  urlCount: number;
  skipped: SkippedCounts;
  /**
   * URLs outside the base URL's host and path. The protocol lets a sitemap list only addresses
   * under the location it is served from, so these are usually a mistake.
   */
  outsideBaseCount: number;
}

export type SitemapSetResult = { ok: false; message: string } | ({ ok: true } & SitemapSet);

export interface SitemapSetOptions {
  /** Where the files will be served; the index points at `<baseUrl>/sitemap-N.xml`. */
  baseUrl: string;
  /** Lower ceilings than the protocol's, for tests and for cautious users. */
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
}

export function sitemapFileName(number: number): string {
  return `sitemap-${number}.xml`;
}

/**
 * Splits the entries into numbered sitemaps, each within both the URL-count and the byte ceiling,
 * and writes the index that lists them.
 */
export function buildSitemapSet(entries: readonly SitemapEntry[], options: SitemapSetOptions): SitemapSetResult {
  if (options.baseUrl.trim() === "") return { ok: false, message: SITEMAP_BASE_URL_REQUIRED_MESSAGE };
  const base = checkHttpUrl(options.baseUrl);
  if (!base.ok) return { ok: false, message: SITEMAP_BASE_URL_INVALID_MESSAGE };
  const directory = base.url.origin + base.url.pathname.replace(/\/+$/, "");
  // Leaves room for "/sitemap-NNNNN.xml" within the schema's 2048 characters.
  if (directory.length > MAX_LOC_LENGTH - 32) return { ok: false, message: SITEMAP_BASE_URL_INVALID_MESSAGE };
  const maxUrls = Math.max(1, Math.min(options.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP, MAX_URLS_PER_SITEMAP));
  const maxBytes = Math.min(options.maxBytesPerFile ?? MAX_SITEMAP_BYTES, MAX_SITEMAP_BYTES);

  const packed = packUrlsets(entries, { maxUrls, maxBytes, scope: directory + "/" });
  if (packed.urlCount === 0) return { ok: false, message: SITEMAP_NO_VALID_URL_MESSAGE };
  const files: SitemapSetFile[] = packed.files.map((file, position) => ({
    fileName: sitemapFileName(position + 1),
    xml: file.xml,
    byteLength: file.byteLength,
    urlCount: file.urlCount,
  }));

  if (files.length > MAX_SITEMAPS_PER_INDEX) {
    throw new Error(`A sitemap index lists at most ${MAX_SITEMAPS_PER_INDEX} sitemaps, not ${files.length}.`);
  }

  const indexParts: string[] = [XML_DECLARATION, SITEMAPINDEX_OPEN];
  files.forEach((file, position) => {
    const loc = checkHttpUrl(`${directory}/${file.fileName}`);
    if (!loc.ok) throw new Error(`Unexpected invalid sitemap address under ${directory}`);
    indexParts.push("  <sitemap>\n    <loc>" + escapeXml(loc.href) + "</loc>\n");
    const lastmod = packed.files[position]?.newestLastmod;
    if (lastmod !== undefined) indexParts.push("    <lastmod>" + lastmod + "</lastmod>\n");
    indexParts.push("  </sitemap>\n");
  });
  indexParts.push(SITEMAPINDEX_CLOSE);
  const indexXml = indexParts.join("");

  return {
    ok: true,
    index: { fileName: SITEMAP_INDEX_FILE_NAME, xml: indexXml, byteLength: utf8ByteLength(indexXml) },
    files,
    urlCount: packed.urlCount,
    skipped: packed.skipped,
    outsideBaseCount: packed.outsideScopeCount,
  };
}
