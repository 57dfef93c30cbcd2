import { SafeFetchError, getHeader, mediaType, safeFetch, type SafeFetchOptions, type SafeFetchResult } from "~/.server/safe-fetch";
import type { CrawlOptions } from "~/capabilities/crawl/.server/crawl";
import { PROBES_TOTAL_MS, probeFetchOptions, runPooled, withTimeLimit } from "./probe-fetch";
import { RESOURCE_LIMITS, type AuditPage, type AuditResources, type HttpAnswer, type ImageDimensions, type ResourceAnswer } from "../audit-page";
import { isOwnHost, loadedImageSources } from "../rules/resources";
import { ogImageOf } from "../rules/social";

/**
 * The audit's requests beyond the crawl, for the rules whose facts are not in the pages: external
 * link targets, images (their weight, status, served format and cache lifetime), the site's own
 * scripts and stylesheets (their cache lifetime), the share images' pixel size, /favicon.ico when
 * the home page links no icon, http:// of an https home page (does it move to https for good?)
 * and security.txt. Each goes through
 * safeFetch with the crawl's fetch settings (SSRF policy, port policy, the target host's budget,
 * cancel), and all of them are bounded: how many addresses (RESOURCE_LIMITS), bytes (headers
 * only, or the first PROBE_LIMITS.imageHeadBytes of an image), time per request and in all, and
 * PROBE_LIMITS.concurrency at once.
 *
 * safeFetch speaks GET only; a GET that stops at the answer's headers (`headersOnly`) tells what a
 * HEAD would, in one request, and a server that refuses HEAD (405, many do) answers it as it
 * answers a visitor.
 *
 * TLS certificate expiry is not probed: safeFetch uses no shared agent and hands back no socket,
 * so the peer certificate is not within reach without opening a second, unvetted connection; an
 * invalid certificate already fails the crawl itself.
 */

export const PROBE_LIMITS = {
  timeoutMs: 5_000,
  /** The resource probes in all (the audit's deadline for every request after the crawl): what is not answered by then is "unchecked". */
  totalMs: PROBES_TOTAL_MS,
  concurrency: 4,
  /** A share image's size is in its first bytes (PNG, GIF, WebP at once; JPEG after its metadata). */
  imageHeadBytes: 64 * 1024,
  securityTxtBytes: 32 * 1024,
} as const;

/** What a browser sends for an image (Chromium's Accept for img): the variant a visitor gets. */
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";
const SECURITY_TXT_PATH = "/.well-known/security.txt";
const FAVICON_PATH = "/favicon.ico";

export type ProbeOptions = Pick<CrawlOptions, "fetch" | "siteUrl" | "signal">;

/** Network failures a visitor would meet too: the host has no address, or nothing listens. */
const UNREACHABLE_CODES = new Set(["dns_failure", "network"]);

function failureOf(error: unknown): ResourceAnswer["failure"] {
  return error instanceof SafeFetchError && UNREACHABLE_CODES.has(error.code) ? "unreachable" : "unchecked";
}

function declaredBytes(answer: SafeFetchResult): number | null {
  // A ranged answer (206) names the whole file's size after the slash.
  const total = /\/(\d+)\s*$/.exec(getHeader(answer.headers, "content-range") ?? "")?.[1];
  const length = total ?? getHeader(answer.headers, "content-length");
  const bytes = length === undefined ? NaN : Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
}

/**
 * How long Expires lets a browser keep the answer, counted from the answer's Date as browsers do
 * (RFC 9111 §4.2.1): 0 for an Expires in the past or unreadable ("0", "-1"), which RFC 9111 §5.3
 * reads as already expired; null without Expires.
 */
export function expiresSeconds(expires: string | undefined, date: string | undefined, now = Date.now()): number | null {
  if (expires === undefined) return null;
  const at = Date.parse(expires);
  if (Number.isNaN(at)) return 0;
  const sent = date === undefined || Number.isNaN(Date.parse(date)) ? now : Date.parse(date);
  return Math.max(0, Math.round((at - sent) / 1000));
}

function answerOf(url: string, answer: SafeFetchResult): ResourceAnswer {
  return {
    url,
    status: answer.status,
    failure: null,
    bytes: declaredBytes(answer),
    challenged: getHeader(answer.headers, "cf-mitigated") === "challenge",
    contentType: mediaType(getHeader(answer.headers, "content-type"))?.slice(0, 100) ?? null,
    cacheControl: getHeader(answer.headers, "cache-control")?.slice(0, 200) ?? null,
    expiresSeconds: expiresSeconds(getHeader(answer.headers, "expires"), getHeader(answer.headers, "date")),
  };
}

function noAnswer(url: string, failure: ResourceAnswer["failure"]): ResourceAnswer {
  return { url, status: null, failure, bytes: null, challenged: false, contentType: null, cacheControl: null, expiresSeconds: null };
}


function interleave<T>(first: readonly T[], second: readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) out.push(first[i] as T);
    if (i < second.length) out.push(second[i] as T);
  }
  return out;
}

function firstDistinct(urls: Iterable<string>, limit: number): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (out.size >= limit) break;
    if (/^https?:\/\//i.test(url)) out.add(url);
  }
  return [...out];
}

function* externalLinkTargets(pages: readonly AuditPage[]): Generator<string> {
  for (const page of pages) for (const link of page.links) if (!link.internal) yield link.url;
}

function* imageSources(pages: readonly AuditPage[]): Generator<string> {
  for (const page of pages) yield* loadedImageSources(page);
}

/** The site's own scripts and stylesheets (its host, its www twin or a subdomain): a CDN or a tag manager sets its own cache lifetime, which the owner cannot change. */
function* ownAssets(pages: readonly AuditPage[], homeUrl: string): Generator<string> {
  for (const page of pages) {
    for (const script of page.scripts) if (script.src !== null && isOwnHost(script.src, homeUrl)) yield script.src;
    for (const sheet of page.stylesheets) if (isOwnHost(sheet.href, homeUrl)) yield sheet.href;
  }
}

function* shareImages(pages: readonly AuditPage[]): Generator<string> {
  for (const page of pages) {
    const image = page.status >= 200 && page.status < 300 ? ogImageOf(page) : null;
    if (image !== null) yield image;
  }
}

const u32be = (bytes: Buffer, at: number): number => bytes.readUInt32BE(at);

/**
 * The pixel size from an image's first bytes. Written here: no image-size library is among our
 * dependencies, and the four formats sharing services accept keep their size in a fixed header
 * (JPEG: the first start-of-frame segment). Reads only the buffer it is given (at most
 * PROBE_LIMITS.imageHeadBytes); what it cannot read is null, never a guess.
 */
export function imageDimensions(bytes: Buffer): ImageDimensions {
  const unknown: ImageDimensions = { format: null, width: null, height: null };
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { format: "png", width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (bytes.length >= 10 && /^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6))) {
    return { format: "gif", width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  if (bytes.length >= 30 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") {
    const chunk = bytes.toString("latin1", 12, 16);
    if (chunk === "VP8X") return { format: "webp", width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    if (chunk === "VP8 ") return { format: "webp", width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === "VP8L") {
      const bits = bytes.readUInt32LE(21);
      return { format: "webp", width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return { ...unknown, format: "webp" };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 <= bytes.length) {
      if (bytes[at] !== 0xff) return { ...unknown, format: "jpeg" };
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      // SOF0-SOF15 carry the size; C4 (Huffman tables), C8 (reserved) and CC (arithmetic coding) do not.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { format: "jpeg", height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
      }
      at += 2 + bytes.readUInt16BE(at + 2);
    }
    return { ...unknown, format: "jpeg" };
  }
  return unknown;
}

/** security.txt's fields the rules read (RFC 9116 §2.5: field names are case-insensitive). */
export function readSecurityTxt(text: string): Omit<AuditResources["securityTxt"], "status"> {
  let contact = false;
  let expires: string | null = null;
  for (const line of text.split(/\r?\n/)) {
    const field = /^\s*([A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (!field) continue;
    const name = (field[1] ?? "").toLowerCase();
    if (name === "contact" && field[2] !== "") contact = true;
    // §2.5.5 allows one Expires field; the first one written is the one judged.
    if (name === "expires" && expires === null) expires = (field[2] ?? "").slice(0, 100);
  }
  return { contact, expires };
}

export async function probeResources(pages: readonly AuditPage[], homeUrl: string, options: ProbeOptions): Promise<AuditResources> {
  const signal = withTimeLimit(options.signal, PROBE_LIMITS.totalMs);
  const base: SafeFetchOptions = { ...probeFetchOptions(homeUrl, { ...options, signal }, PROBE_LIMITS.timeoutMs), acceptErrorStatus: true };

  const headersOf = async (url: string, extra: SafeFetchOptions = {}): Promise<ResourceAnswer> => {
    try {
      return answerOf(url, await safeFetch(url, { ...base, ...extra, headersOnly: {} }));
    } catch (error) {
      return noAnswer(url, signal.aborted ? "unchecked" : failureOf(error));
    }
  };

  const ogImage = async (url: string): Promise<ResourceAnswer & ImageDimensions> => {
    const none: ImageDimensions = { format: null, width: null, height: null };
    try {
      // A server that ignores Range and sends more than the head is cut by maxBytes: then only the headers are known.
      const answer = await safeFetch(url, {
        ...base,
        headers: { accept: IMAGE_ACCEPT, range: `bytes=0-${PROBE_LIMITS.imageHeadBytes - 1}` },
        maxBytes: PROBE_LIMITS.imageHeadBytes,
        keepRawBody: true,
      });
      const dimensions = answer.status < 300 && answer.rawBody ? imageDimensions(answer.rawBody) : none;
      return { ...answerOf(url, answer), ...dimensions };
    } catch (error) {
      if (error instanceof SafeFetchError && error.code === "too_large" && !signal.aborted) return { ...(await headersOf(url, { headers: { accept: IMAGE_ACCEPT } })), ...none };
      return { ...noAnswer(url, signal.aborted ? "unchecked" : failureOf(error)), ...none };
    }
  };

  const securityTxt = async (): Promise<AuditResources["securityTxt"]> => {
    const url = new URL(SECURITY_TXT_PATH, homeUrl).href;
    try {
      // Headers first: a site's 404 page is often larger than the file may be, and says all with its status.
      const head = await safeFetch(url, { ...base, headers: { accept: "text/plain" }, headersOnly: {} });
      // A server error says nothing about whether the file exists.
      if (head.status >= 500) return { status: "unreachable", contact: false, expires: null };
      // RFC 9116 §3: served as text/plain; an HTML page at that address is a site's catch-all, not the file.
      const plain = /^text\/plain\b/i.test(getHeader(head.headers, "content-type") ?? "");
      if (head.status !== 200 || !plain) return { status: "missing", contact: false, expires: null };
      const answer = await safeFetch(url, { ...base, headers: { accept: "text/plain" }, maxBytes: PROBE_LIMITS.securityTxtBytes });
      return answer.status === 200 ? { status: "found", ...readSecurityTxt(answer.body) } : { status: "unreachable", contact: false, expires: null };
    } catch {
      return { status: "unreachable", contact: false, expires: null };
    }
  };

  /**
   * http:// of an https home page, once, stopping at its answer: a redirect is judged by its own
   * status and target, and following it would only ask the https home page again. Port 80 is
   * open to every hop under the port policy.
   */
  const httpHome = async (): Promise<HttpAnswer> => {
    const url = new URL(homeUrl);
    url.protocol = "http:";
    try {
      const answer = await safeFetch(url.href, { ...base, headersOnly: {}, stopAtRedirect: true });
      const location = getHeader(answer.headers, "location");
      let target: string | null = null;
      try {
        target = location === undefined ? null : new URL(location, url).href;
      } catch {
        target = null;
      }
      return { ...answerOf(url.href, answer), location: answer.status >= 300 && answer.status < 400 ? target : null };
    } catch (error) {
      return { ...noAnswer(url.href, signal.aborted ? "unchecked" : failureOf(error)), location: null };
    }
  };

  const linkUrls = firstDistinct(externalLinkTargets(pages), RESOURCE_LIMITS.externalLinks);
  const imageUrls = firstDistinct(imageSources(pages), RESOURCE_LIMITS.images);
  const ogImageUrls = firstDistinct(shareImages(pages), RESOURCE_LIMITS.ogImages);
  const assetUrls = firstDistinct(ownAssets(pages, homeUrl), RESOURCE_LIMITS.assets);
  const assets = new Array<ResourceAnswer>(assetUrls.length);
  // Only a home page without an icon link sends browsers (and Google) to /favicon.ico.
  const home = pages.find((page) => page.finalUrl === homeUrl) ?? pages.find((page) => page.source === "start");
  const faviconUrl = home?.favicon === true ? null : new URL(FAVICON_PATH, homeUrl).href;
  let favicon: ResourceAnswer | null = null;
  let http: HttpAnswer | null = null;
  const externalLinks = new Array<ResourceAnswer>(linkUrls.length);
  const images = new Array<ResourceAnswer>(imageUrls.length);
  const ogImages = new Array<ResourceAnswer & ImageDimensions>(ogImageUrls.length);
  let security: AuditResources["securityTxt"] = { status: "unreachable", contact: false, expires: null };
  // One queue for all, interleaved, so that 50 slow links cannot leave the images unchecked.
  const tasks: (() => Promise<void>)[] = [
    async () => void (security = await securityTxt()),
    ...(homeUrl.startsWith("https:") ? [async () => void (http = await httpHome())] : []),
    ...(faviconUrl === null ? [] : [async () => void (favicon = await headersOf(faviconUrl, { headers: { accept: IMAGE_ACCEPT } }))]),
    ...ogImageUrls.map((url, i) => async () => void (ogImages[i] = await ogImage(url))),
    ...interleave(
      interleave(
        linkUrls.map((url, i) => async () => void (externalLinks[i] = await headersOf(url))),
        // As a browser asks for an image (WebP and AVIF offered), so the answer is the variant a visitor gets, in its format.
        imageUrls.map((url, i) => async () => void (images[i] = await headersOf(url, { headers: { accept: IMAGE_ACCEPT } }))),
      ),
      assetUrls.map((url, i) => async () => void (assets[i] = await headersOf(url))),
    ),
  ];
  await runPooled(tasks, PROBE_LIMITS.concurrency);
  return { externalLinks, images, ogImages, assets, favicon, httpHome: http, securityTxt: security };
}
