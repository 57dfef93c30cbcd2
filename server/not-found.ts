import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { log } from "../app/.server/log";
import { REPORT_PATH_PATTERN } from "../app/features/site-audit/limits";
import { API_PATH, pathDecodes } from "./request-guards";
import { chooseEncoding } from "./static-files";

/**
 * Unknown addresses cost anyone nothing to generate, so the 404 page must cost the server nothing
 * to answer: it is rendered once at start-up through the normal React Router pipeline (same
 * layout, same CSP) and then served from memory, precompressed, with the real 404 status.
 * Rendering it per request took ~24 ms of main thread each and collapsed under load.
 */

export interface CachedPage {
  status: number;
  body: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  headers: [string, string][];
}

/** Address of the render at start-up; any path no route claims gives the same page. */
const SEED_PATH = "/__sayfa-bulunamadi";

export async function renderNotFoundPage(build: ServerBuild, loadContext: AppLoadContext): Promise<CachedPage> {
  const handler = createRequestHandler(build, "production");
  const response = await handler(new Request(`http://localhost${SEED_PATH}`, { headers: { accept: "text/html" } }), loadContext);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 404 || !body.includes("<html")) {
    throw new Error(`The 404 page rendered as ${response.status}; refusing to cache it`);
  }
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "content-length") headers.push([name, value]);
  });
  return {
    status: response.status,
    body,
    brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
    headers,
  };
}

/**
 * The paths of the build's pages, from its flat route manifest: each route's path joined to its
 * parents'. Routes with a parameter (`blog/:slug`) and the catch-all are left out: every valid
 * parameter value is prerendered and served before this point, so such a route has no page of its
 * own to render here.
 */
export function knownPagePaths(build: ServerBuild): Set<string> {
  const routes = build.routes;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root") continue;
    const path = fullPath(route.id).replace(/\/{2,}/g, "/") || "/";
    if (path.includes(":") || path.includes("*")) continue;
    paths.add(path);
  }
  return paths;
}

/**
 * True when no page exists at `pathname`. An exact, case-sensitive lookup: React Router would also
 * render `/SEO` or `/seo/` as the SEO page, one render per request for addresses anyone can vary
 * without end, while the site's one address for it is `/seo` (prerendered, served before this).
 */
export function isUnknownPage(pagePaths: ReadonlySet<string>, pathname: string): boolean {
  // Not an address at all: the malformed-request guard answers it, not the 404 page.
  if (!pathDecodes(pathname)) return false;
  // Stored audit reports: a route with a parameter whose pages exist only in the database.
  if (REPORT_PATH_PATTERN.test(pathname)) return false;
  return !pagePaths.has(pathname);
}

/** At most this many `not_found` lines a minute per process; the rest are counted. */
export const NOT_FOUND_LOG_PER_MINUTE = 60;

/** Broken inbound links are lost leads, so paths are logged, but a flood must not flood the log. */
export function createNotFoundLogger(now: () => number = Date.now) {
  let windowStart = 0;
  let logged = 0;
  let suppressed = 0;
  return (path: string, referer: string | undefined): void => {
    const time = now();
    if (time - windowStart >= 60_000) {
      if (suppressed > 0) log.warn("not_found_suppressed", { count: suppressed });
      windowStart = time;
      logged = 0;
      suppressed = 0;
    }
    if (logged >= NOT_FOUND_LOG_PER_MINUTE) {
      suppressed += 1;
      return;
    }
    logged += 1;
    log.warn("not_found", { path: path.slice(0, 300), referer: referer?.slice(0, 300) });
  };
}

/**
 * GET/HEAD of a page that does not exist: logs the path (rate-limited) and answers the cached 404
 * page. Production only; the development server's build reloads, so React Router renders the
 * page there (and its loader logs the path).
 */
export function notFoundPages(build: ServerBuild, page: CachedPage, logNotFound = createNotFoundLogger()): RequestHandler {
  const pagePaths = knownPagePaths(build);
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : null;
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // React Router's own requests of hydrated pages (data for client-side navigation, route
    // manifest patches) are answered by React Router.
    if (req.path.endsWith(".data") || req.path === manifestPath) return next();
    if (API_PATH.test(req.path) || !isUnknownPage(pagePaths, req.path)) return next();
    logNotFound(req.path, req.get("referer"));

    const encoding = chooseEncoding(req.get("accept-encoding") ?? "", page);
    const body = encoding === "br" ? page.brotli : encoding === "gzip" ? page.gzip : page.body;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(page.status);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  };
}
