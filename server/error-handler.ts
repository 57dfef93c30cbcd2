import type { ErrorRequestHandler } from "express";
import { log } from "../app/.server/log";
import { HTTP_ERROR_STATUSES, type HttpErrorStatus } from "../app/site/http-errors.content";
import { sendErrorPage } from "./error-page";

function statusOf(error: unknown): number {
  if (typeof error !== "object" || error === null) return 500;
  const status = "status" in error ? error.status : "statusCode" in error ? error.statusCode : undefined;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/**
 * Last middleware of the app, in place of Express's default handler (an English page, and a stack
 * trace printed over several lines): one JSON log line, the Turkish error page.
 */
export const handleUnexpectedErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  const fields = {
    status,
    method: req.method,
    target: req.originalUrl.slice(0, 200),
    error,
  };
  // A client's mistake (a malformed body...) is a warning; its stack is Express's, written all the same.
  if (status >= 500) log.error("request_failed", fields);
  else log.warn("request_failed", fields);

  if (res.headersSent) {
    // Part of a response is out: the only honest ending is a broken connection.
    req.socket.destroy();
    return;
  }
  const known = (HTTP_ERROR_STATUSES as readonly number[]).includes(status);
  sendErrorPage(req, res, known ? (status as HttpErrorStatus) : status >= 500 ? 500 : 400);
};
