import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import fresh from "fresh";
import Negotiator from "negotiator";
import { API_CONTENT_SECURITY_POLICY, cspForHtml } from "../app/.server/csp";
import { measurementCspAdditions, withMeasurement } from "../app/.server/measurement";
import { MARKDOWN_CONTENT_TYPE, markdownPathOf, pageLinkHeader, prefersMarkdown } from "../app/features/site-files/markdown-alternate";
import { HTML_CACHE_CONTROL } from "../app/shared/html-cache";
import { MEASUREMENT_SCRIPT_PATH, type MeasurementConfig } from "../app/shared/measurement";
import { PAGES } from "../app/site/pages";
import { isValidHost } from "./request-guards";

interface StaticAsset {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  contentSecurityPolicy: string;
}

// A fixed table instead of a MIME library: the build emits a known handful of types, and each
// needs an explicit charset.
const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": MARKDOWN_CONTENT_TYPE,
  ".data": "text/x-script; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".zip": "application/zip",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = HTML_CACHE_CONTROL;
const DAY = "public, max-age=86400";

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  return existsSync(file) ? readFile(file) : undefined;
}

/**
 * Loads the whole client build into memory once: the site is a few hundred kilobytes, and serving
 * from memory with precomputed compression, ETags and CSP hashes is as fast as Node gets.
 */
export async function loadStaticAssets(clientDir: string, measurement: MeasurementConfig | null = null): Promise<Map<string, StaticAsset>> {
  const assets = new Map<string, StaticAsset>();
  const cspAdditions = measurementCspAdditions(measurement);
  for (const file of await listFiles(clientDir)) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const extension = path.extname(file).toLowerCase();
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    // An RSS feed is XML with a type of its own, so readers and browsers recognise it.
    const contentType = urlPath.endsWith("/rss.xml") ? "application/rss+xml; charset=utf-8" : CONTENT_TYPES[extension];
    if (!contentType) continue;
    const isHtml = extension === ".html";
    let body = await readFile(file);
    let brotli = await readIfExists(`${file}.br`);
    let gzip = await readIfExists(`${file}.gz`);
    // Measurement is configured at start-up, not at build time (docs/decisions/027): its tags go
    // into each page here, and the build's precompressed copies are replaced by fresh ones.
    if (isHtml && measurement) {
      body = Buffer.from(withMeasurement(body.toString("utf8"), measurement), "utf8");
      brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
      gzip = gzipSync(body, { level: 9 });
    }
    assets.set(urlPath, {
      body,
      brotli,
      gzip,
      contentType,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      // The measurement script keeps its name across deploys, so it is revalidated like a page.
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : isHtml || urlPath === MEASUREMENT_SCRIPT_PATH ? SHORT : DAY,
      contentSecurityPolicy: isHtml ? cspForHtml(body.toString("utf8"), cspAdditions) : API_CONTENT_SECURITY_POLICY,
    });
  }
  return assets;
}

const DYNAMIC_QUERY = new Map<string, readonly string[]>(
  PAGES.flatMap((page) => ("dynamicQuery" in page && page.dynamicQuery ? [[page.path, page.dynamicQuery] as const] : [])),
);

/** True when the query asks for a variant of the page that the prerendered file does not hold. */
function needsRendering(pathname: string, query: URLSearchParams): boolean {
  return DYNAMIC_QUERY.get(pathname)?.some((name) => query.has(name)) ?? false;
}

/** The query string of the request target (`?a=b`, or ""), whatever form the target had. */
function searchOf(target: string): string {
  const start = target.indexOf("?");
  return start === -1 ? "" : target.slice(start);
}

function htmlKey(pathname: string): string {
  return pathname === "/" ? "/index.html" : `${pathname}/index.html`;
}

const ENCODINGS = ["br", "gzip", "identity"];
/** Browsers send a handful of Accept-Encoding values; anything beyond this many is negotiated afresh. */
const ENCODING_CACHE_ENTRIES = 256;
const ENCODING_CACHE_KEY_CHARS = 256;
const encodingPreferences = new Map<string, readonly string[]>();

/**
 * The encodings `acceptEncoding` allows, best first (brotli before gzip at equal weight), as
 * `negotiator` reads RFC 9110: `br;q=0` refuses brotli, `*` stands for the unnamed ones, and
 * identity is acceptable unless refused. Cached per header value: negotiating costs more than the
 * rest of the fast path.
 */
function acceptedEncodings(acceptEncoding: string): readonly string[] {
  let preferences = encodingPreferences.get(acceptEncoding);
  if (preferences === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
    // negotiator 1.x takes a `preferred` order for ties; @types/negotiator still describes 0.6.
    const encodings = negotiator.encodings.bind(negotiator) as (available: string[], options: { preferred: string[] }) => string[];
    preferences = encodings(ENCODINGS, { preferred: ENCODINGS });
    // A browser's value is short; a long one is negotiated each time rather than kept.
    if (acceptEncoding.length <= ENCODING_CACHE_KEY_CHARS) {
      if (encodingPreferences.size >= ENCODING_CACHE_ENTRIES) encodingPreferences.clear();
      encodingPreferences.set(acceptEncoding, preferences);
    }
  }
  return preferences;
}

/**
 * The precompressed variant the client accepts and prefers (also used by the cached 404), or
 * undefined for the plain body. A client that refuses every encoding we hold, identity included,
 * still gets the plain body: a 406 for a static page helps nobody.
 */
export function chooseEncoding(acceptEncoding: string, asset: { brotli?: Buffer; gzip?: Buffer }): "br" | "gzip" | undefined {
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    if (encoding === "identity") return undefined;
    if (encoding === "br" && asset.brotli) return "br";
    if (encoding === "gzip" && asset.gzip) return "gzip";
  }
  return undefined;
}

/** What a GET or HEAD of an asset answers: the body for the accepted encoding and every header of the asset's own. */
interface Answer {
  asset: StaticAsset;
  body: Buffer;
  headers: readonly (readonly [string, string])[];
}

/**
 * The answers of the table, chosen as `staticFiles` chooses them; each header list is built once
 * per asset, encoding and variant and then reused (docs/decisions/043), and both the Express
 * handler and the fast path (staticFastPath) send exactly these.
 */
function answers(assets: Map<string, StaticAsset>): (pathname: string, accept: string | undefined, acceptEncoding: string) => Answer | undefined {
  const built = new Map<string, Answer>();
  return (pathname, accept, acceptEncoding) => {
    const page = assets.has(pathname) ? undefined : assets.get(htmlKey(pathname));
    // A page with a Markdown version answers it to a request that prefers text/markdown (docs/decisions/039).
    const markdownPath = page ? markdownPathOf(pathname) : undefined;
    const markdown = markdownPath === undefined ? undefined : assets.get(markdownPath);
    const asset = markdown && prefersMarkdown(accept) ? markdown : (assets.get(pathname) ?? page);
    if (!asset) return undefined;
    const encoding = chooseEncoding(acceptEncoding, asset);
    const key = `${pathname}\n${asset === markdown ? "md" : ""}\n${encoding ?? ""}`;
    const known = built.get(key);
    if (known) return known;

    const headers: [string, string][] = [
      ["Content-Type", asset.contentType],
      ["Cache-Control", asset.cacheControl],
      ["ETag", asset.etag],
      ["Content-Security-Policy", asset.contentSecurityPolicy],
    ];
    const vary = [...(markdown ? ["Accept"] : []), ...(asset.brotli || asset.gzip ? ["Accept-Encoding"] : [])];
    if (vary.length > 0) headers.push(["Vary", vary.join(", ")]);
    if (markdown && markdownPath !== undefined) headers.push(["Link", asset === markdown ? `<${encodeURI(pathname)}>; rel="canonical"` : pageLinkHeader(encodeURI(markdownPath))]);
    if (encoding) headers.push(["Content-Encoding", encoding]);
    const body = (encoding === "br" ? asset.brotli : encoding === "gzip" ? asset.gzip : asset.body) ?? asset.body;
    const answer = { asset, body, headers };
    built.set(key, answer);
    return answer;
  };
}

/**
 * Serves prerendered pages (`/seo` from `seo/index.html`, never redirecting to `/seo/`) and build
 * files for GET and HEAD; everything else falls through to the React Router handler.
 */
export function staticFiles(assets: Map<string, StaticAsset>): RequestHandler {
  const answerFor = answers(assets);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }

    const search = searchOf(req.originalUrl);
    // One URL per page: `/seo/` permanently redirects to the canonical `/seo`. The target is a page
    // of ours, so the Location is always a path on this site.
    if (pathname.length > 1 && pathname.endsWith("/")) {
      const trimmed = pathname.replace(/\/+$/, "") || "/";
      if (assets.has(htmlKey(trimmed))) {
        return res.redirect(301, `${encodeURI(trimmed)}${search}`);
      }
      return next();
    }

    const query = new URLSearchParams(search);
    if (needsRendering(pathname, query)) return next();
    const answer = answerFor(pathname, req.get("accept"), req.get("accept-encoding") ?? "");
    if (!answer) return next();
    for (const [name, value] of answer.headers) res.setHeader(name, value);

    // `fresh` reads If-None-Match as the list it is (weak tags, `*`). Only the validators go to
    // it: a request's `Cache-Control: no-cache` (fetch() adds it to any conditional request) asks
    // caches on the way to revalidate with us, which is what this answer is.
    const validators = { "if-none-match": req.headers["if-none-match"], "if-modified-since": req.headers["if-modified-since"] };
    if (fresh(validators, { etag: answer.asset.etag })) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(answer.body.length));
    if (req.method === "HEAD") {
      res.status(200).end();
      return;
    }
    res.status(200).end(answer.body);
  };
}

/**
 * The common request for a build file or a prerendered page, answered before Express: a GET or
 * HEAD with a valid Host, a plain path (no query, no escapes, no trailing slash) and no
 * conditional or forwarded headers. Its answer is the one the Express chain gives, with the
 * app-wide headers of `fixedHeaders` (helmet's and ours, recorded once) instead of the middleware
 * that sets them on every response. Anything else, or a path not in the table, answers false and
 * goes through the app unchanged. Express's routing, helmet and the guards took about a quarter
 * of the time of a prerendered page (docs/decisions/043).
 */
export function staticFastPath(assets: Map<string, StaticAsset>, fixedHeaders: readonly (readonly [string, string])[]): (req: IncomingMessage, res: ServerResponse) => boolean {
  const answerFor = answers(assets);
  const raw = new Map<Answer, string[]>();
  return (req, res) => {
    const target = req.url ?? "";
    const { headers } = req;
    if (
      (req.method !== "GET" && req.method !== "HEAD") ||
      !target.startsWith("/") ||
      /[?%#]/.test(target) ||
      (target.length > 1 && target.endsWith("/")) ||
      headers.host === undefined ||
      !isValidHost(headers.host) ||
      headers["x-forwarded-host"] !== undefined ||
      headers["if-none-match"] !== undefined
    )
      return false;
    const answer = answerFor(target, headers.accept, headers["accept-encoding"] ?? "");
    if (!answer) return false;
    let flat = raw.get(answer);
    if (!flat) {
      flat = [...fixedHeaders, ...answer.headers, ["Content-Length", String(answer.body.length)]].flat();
      raw.set(answer, flat);
    }
    res.writeHead(200, flat);
    if (req.method === "HEAD") res.end();
    else res.end(answer.body);
    return true;
  };
}
