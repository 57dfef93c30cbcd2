/**
 * Bulk mode of the sitemap generator: a pasted list of thousands of URLs in, a summary, a short
 * preview and the file to download out. Framework-free so it runs in the screen's Web Worker
 * (app/features/sitemap/sitemap-bulk.worker.ts) and in tests alike.
 *
 * Up to one file's limits the result is a single sitemap.xml; beyond 50,000 URLs or 50 MB it is a
 * sitemap index plus numbered files, zipped into one archive.
 */
import { CHANGE_FREQUENCIES, MAX_SITEMAP_BYTES, MAX_URLS_PER_SITEMAP } from "./constants";
import type { ChangeFrequency } from "./constants";
import { buildSitemapSet, buildSitemapXml, parseBulkUrls } from "./sitemap";
import type { BulkRejectedLine } from "./sitemap";
import { zipSitemapSet } from "./zip";

/** Lines of XML shown in the preview; the rest is only in the download. */
export const BULK_PREVIEW_LINES = 30;

export interface BulkSitemapInput {
  /** The textarea content, one URL per line. */
  text: string;
  /** Resolves relative lines; required (as the index's location) once the list needs several files. */
  baseUrl: string;
  priority: number;
  changefreq: ChangeFrequency;
  lastmod: string;
  /** Lower ceilings than the protocol's, for tests. */
  maxUrlsPerFile?: number;
  maxBytesPerFile?: number;
}

export interface BulkSummary {
  /** Distinct valid addresses that go into the sitemap. */
  accepted: number;
  rejected: number;
  /** The first few rejected lines with their line numbers. */
  rejectedSamples: BulkRejectedLine[];
  duplicates: number;
}

export interface BulkFileInfo {
  fileName: string;
  urlCount: number;
  byteLength: number;
}

export type BulkSitemapOutcome =
  | { kind: "empty" }
  | { kind: "error"; summary: BulkSummary; message: string }
  | {
      kind: "single";
      summary: BulkSummary;
      xml: string;
      preview: string;
      previewTruncated: boolean;
      urlCount: number;
      byteLength: number;
    }
  | {
      kind: "set";
      summary: BulkSummary;
      /** sitemap.zip: the index and the numbered files. */
      zip: Uint8Array;
      indexPreview: string;
      /** The first lines of the first numbered file. */
      preview: string;
      previewTruncated: boolean;
      index: BulkFileInfo;
      files: BulkFileInfo[];
      urlCount: number;
      /** Addresses outside the base URL's directory (a sitemap may only list those under its own location). */
      outsideBaseCount: number;
    };

/** The first `count` lines of a text, found without splitting a multi-megabyte string. */
export function firstLines(text: string, count: number): { text: string; truncated: boolean } {
  let end = -1;
  for (let line = 0; line < count; line++) {
    end = text.indexOf("\n", end + 1);
    if (end === -1) return { text, truncated: false };
  }
  const truncated = end < text.length - 1;
  return { text: truncated ? text.slice(0, end) : text, truncated };
}

export async function processBulkSitemap(input: BulkSitemapInput): Promise<BulkSitemapOutcome> {
  if (input.text.trim() === "") return { kind: "empty" };
  const baseUrl = input.baseUrl.trim();
  const parsed = parseBulkUrls(input.text, {
    ...(baseUrl === "" ? {} : { baseUrl }),
    priority: input.priority,
    changefreq: input.changefreq,
    lastmod: input.lastmod,
  });
  const summary: BulkSummary = {
    accepted: parsed.entries.length,
    rejected: parsed.rejectedCount,
    rejectedSamples: parsed.rejectedSamples,
    duplicates: parsed.duplicateCount,
  };

  const maxUrls = Math.min(input.maxUrlsPerFile ?? MAX_URLS_PER_SITEMAP, MAX_URLS_PER_SITEMAP);
  const maxBytes = Math.min(input.maxBytesPerFile ?? MAX_SITEMAP_BYTES, MAX_SITEMAP_BYTES);

  if (parsed.entries.length <= maxUrls) {
    const single = buildSitemapXml(parsed.entries);
    if (!single.ok) return { kind: "error", summary, message: single.message };
    if (single.byteLength <= maxBytes) {
      const preview = firstLines(single.xml, BULK_PREVIEW_LINES);
      return {
        kind: "single",
        summary,
        xml: single.xml,
        preview: preview.text,
        previewTruncated: preview.truncated,
        urlCount: single.urlCount,
        byteLength: single.byteLength,
      };
    }
  }

  const set = buildSitemapSet(parsed.entries, { baseUrl, maxUrlsPerFile: maxUrls, maxBytesPerFile: maxBytes });
  if (!set.ok) return { kind: "error", summary, message: set.message };
  const first = set.files[0];
  const preview = firstLines(first?.xml ?? "", BULK_PREVIEW_LINES);
  return {
    kind: "set",
    summary,
    zip: await zipSitemapSet(set),
    indexPreview: firstLines(set.index.xml, BULK_PREVIEW_LINES).text,
    preview: preview.text,
    previewTruncated: preview.truncated,
    index: { fileName: set.index.fileName, urlCount: set.files.length, byteLength: set.index.byteLength },
    files: set.files.map((file) => ({ fileName: file.fileName, urlCount: file.urlCount, byteLength: file.byteLength })),
    urlCount: set.urlCount,
    outsideBaseCount: set.outsideBaseCount,
  };
}

// ---------------------------------------------------------------------------------------------
// Worker protocol. The worker file only needs:
//
//   self.onmessage = (e) => handleBulkSitemapMessage(e.data, (m, transfer) => self.postMessage(m, { transfer }));
//
// `requestId` lets the screen ignore answers to a request it has since replaced.

export interface BulkSitemapRequest {
  readonly type: "build";
  readonly requestId: number;
  readonly input: BulkSitemapInput;
}

export type BulkSitemapResponse =
  | { readonly type: "result"; readonly requestId: number; readonly outcome: BulkSitemapOutcome }
  | { readonly type: "error"; readonly requestId: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const CHANGE_FREQUENCY_VALUES: readonly string[] = CHANGE_FREQUENCIES;

export function isBulkSitemapRequest(value: unknown): value is BulkSitemapRequest {
  if (!isRecord(value) || value.type !== "build" || typeof value.requestId !== "number") return false;
  const input = value.input;
  return (
    isRecord(input) &&
    typeof input.text === "string" &&
    typeof input.baseUrl === "string" &&
    typeof input.priority === "number" &&
    typeof input.changefreq === "string" &&
    CHANGE_FREQUENCY_VALUES.includes(input.changefreq) &&
    typeof input.lastmod === "string" &&
    (input.maxUrlsPerFile === undefined || typeof input.maxUrlsPerFile === "number") &&
    (input.maxBytesPerFile === undefined || typeof input.maxBytesPerFile === "number")
  );
}

/** Answers one message; the zip's buffer is handed over (transferred), not copied. */
export async function handleBulkSitemapMessage(
  message: unknown,
  post: (response: BulkSitemapResponse, transfer: Transferable[]) => void,
): Promise<void> {
  if (!isBulkSitemapRequest(message)) {
    const requestId = isRecord(message) && typeof message.requestId === "number" ? message.requestId : -1;
    post({ type: "error", requestId }, []);
    return;
  }
  let outcome: BulkSitemapOutcome;
  try {
    outcome = await processBulkSitemap(message.input);
  } catch {
    post({ type: "error", requestId: message.requestId }, []);
    return;
  }
  post(
    { type: "result", requestId: message.requestId, outcome },
    outcome.kind === "set" ? [outcome.zip.buffer as ArrayBuffer] : [],
  );
}
