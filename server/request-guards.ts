import { isIPv6 } from "node:net";
import type { Request, RequestHandler } from "express";
import { API_MESSAGES } from "../app/.server/api-messages.content";
import { API_RESPONSE_HEADERS } from "../app/.server/json-api";
import { log } from "../app/.server/log";
import type { HttpErrorStatus } from "../app/site/http-errors.content";
import { sendErrorPage } from "./error-page";

/** Methods a page route answers: reading pages and posting their forms. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const PAGE_METHOD_SET = new Set<string>(PAGE_METHODS);

/** Paths of the JSON API, which answers in JSON rather than with pages. */
export const API_PATH = /^\/api(\/|$)/;

// Written by hand rather than with `new URL()`: the URL parser forgives too much (it drops tabs,
// trims spaces, reads `user@host` and `host/path`), and a Host header must be exactly a host.
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|([A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?))(?::(\d{1,5}))?$/;

/** True for `name`, `name:port`, `1.2.3.4:port` and `[v6]:port`, the only shapes of a Host header. */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  const [, ipv6, , port] = match;
  if (ipv6 !== undefined && !isIPv6(ipv6)) return false;
  return port === undefined || Number(port) <= 65_535;
}

/**
 * The request target in origin-form (`/path?query`). HTTP/1.1 servers must accept the absolute-form
 * (`GET http://host/path`); its authority is dropped so no code downstream mistakes it for a path,
 * as the trailing-slash redirect once did. Undefined for anything else (`*`, garbage).
 */
export function originForm(target: string): string | undefined {
  if (target.startsWith("/")) return target;
  const absolute = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*([^#]*)/.exec(target);
  if (!absolute) return undefined;
  const rest = absolute[1] ?? "";
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/**
 * Whether the path's percent-escapes decode (decodeURIComponent throws a URIError otherwise). The
 * decoded value is used, not discarded: the server build's bundler takes the call for one without
 * side effects and drops it, and the check with it, when its result is unused.
 */
export function pathDecodes(path: string): boolean {
  try {
    return decodeURIComponent(path) !== undefined;
  } catch {
    return false;
  }
}

interface Rejection {
  status: HttpErrorStatus;
  reason: string;
  headers?: Record<string, string>;
}

function check(req: Request): Rejection | undefined {
  const target = originForm(req.url);
  if (target === undefined) return { status: 400, reason: "request_target" };
  if (target !== req.url) {
    req.url = target;
    req.originalUrl = target;
  }
  const isApi = API_PATH.test(req.path);

  // HTTP/1.1 without Host never gets here (Node answers 400 itself); HTTP/1.0 may omit it. Pages are
  // rendered for a URL built from the host, so they need one; the JSON API does not (health checks).
  const rawHost = req.headers.host;
  if (rawHost === undefined) {
    if (!isApi) return { status: 400, reason: "missing_host" };
  } else if (!isValidHost(rawHost) || !isValidHost(req.host)) {
    // req.host is X-Forwarded-Host when the proxy is trusted.
    return { status: 400, reason: "invalid_host" };
  }

  if (!pathDecodes(req.path)) return { status: 400, reason: "path_encoding" };

  if (!isApi && !PAGE_METHOD_SET.has(req.method)) {
    return { status: 405, reason: "method", headers: { Allow: PAGE_METHODS.join(", ") } };
  }
  return undefined;
}

/**
 * First middleware of the app: requests no browser sends (unsupported methods, missing or malformed
 * Host, undecodable paths, odd request targets) get a Turkish 4xx here instead of an exception
 * deeper down, and one JSON log line.
 */
/**
 * Methods a Fetch Request cannot carry, so React Router never sees them. Under /api they get the
 * JSON 404 that any method an endpoint does not take gets (pages answer them 405 above).
 */
const NON_FETCH_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export const rejectMalformedRequests: RequestHandler = (req, res, next) => {
  const rejection = check(req);
  if (!rejection && API_PATH.test(req.path) && NON_FETCH_METHODS.has(req.method)) {
    res.set(API_RESPONSE_HEADERS);
    res.status(404).json({ code: "not_found", error: API_MESSAGES.notFound(req.method, req.path) });
    return;
  }
  if (!rejection) return next();
  log.warn("request_rejected", {
    status: rejection.status,
    reason: rejection.reason,
    method: req.method,
    target: req.originalUrl.slice(0, 200),
    host: req.headers.host?.slice(0, 200),
  });
  sendErrorPage(req, res, rejection.status, rejection.headers);
};
