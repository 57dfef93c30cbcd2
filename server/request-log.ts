import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import { rootLogger, syncLogLevel, withLogContext } from "../app/.server/log";

const REQUEST_ID_HEADER = "X-Request-Id";

/** An incoming id is kept only in this shape: short, and nothing a log reader could be fooled by. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The proxy's id when it sent a sane one (so its logs and ours join up), a fresh one otherwise. */
function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** How much of a request target a completion line keeps. */
const LOGGED_PATH_MAX = 200;

function pathOf(req: IncomingMessage): string {
  const target = req.url ?? "";
  const query = target.indexOf("?");
  return (query < 0 ? target : target.slice(0, query)).slice(0, LOGGED_PATH_MAX);
}

/** Build files and icons, by name: hashed assets under /assets/, and the few files at the root. */
const STATIC_FILE = /^\/assets\/|\.(?:js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|pdf|webmanifest)$/i;

/**
 * Requests that get no completion line: /api/health is polled every few seconds by the load
 * balancer and would drown the log, and static files are many per page view and say nothing the
 * proxy's access log does not. Their log.* lines (errors) still carry the request id.
 */
function quietRequest(req: IncomingMessage): boolean {
  const path = pathOf(req);
  return path === "/api/health" || STATIC_FILE.test(path);
}

/**
 * Gives each request an id (X-Request-Id, echoed in the response), puts it on every log line
 * written while handling the request, and logs one "request_completed" line when it ends.
 * Prerendered pages and build files answered by the static fast path (server/app.ts,
 * withStaticFastPath) never reach Express, so they get neither: that path stays as cheap as it
 * was benchmarked.
 */
export function requestLogging(): RequestHandler {
  const completed = (req: IncomingMessage, res: ServerResponse, responseTime: number) => ({
    requestId: req.id,
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    ms: responseTime,
  });
  const httpLogger = pinoHttp({
    logger: rootLogger,
    // The id is set below before pino-http runs; this only satisfies its fallback.
    genReqId: (req) => req.id ?? requestIdOf(req),
    // The line is built by `completed`; pino-http's own req/res serialisers (every header) are
    // work per request nobody reads.
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    // The completion line is written by the root logger itself: the id comes from `completed`
    // (a binding as well would write the key twice).
    quietResLogger: true,
    autoLogging: { ignore: quietRequest },
    // A 5xx is logged at error, with its stack, by server/error-handler.ts; this line only counts it.
    customLogLevel: (_req, res) => (res.statusCode >= 500 ? "warn" : "info"),
    customSuccessMessage: () => "request_completed",
    customErrorMessage: () => "request_completed",
    customSuccessObject: (req, res, value: { responseTime: number }) => completed(req, res, value.responseTime),
    customErrorObject: (req, res, _error, value: { responseTime: number }) => completed(req, res, value.responseTime),
  });
  return (req, res, next) => {
    // pino-http's loggers are children of the root logger and follow its level: LOG_LEVEL as now.
    syncLogLevel();
    const id = requestIdOf(req);
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    withLogContext({ requestId: id }, () => httpLogger(req, res, next));
  };
}
