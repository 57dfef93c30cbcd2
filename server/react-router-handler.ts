import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler as createFetchHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { requestBodyLimit } from "../app/api-routes";
import { readBodyWithinLimit, refuseOversizedBody, REQUEST_BODY_LIMIT_BYTES, TOO_LARGE } from "./body-limit";

/**
 * Express → React Router, in place of @react-router/express's adapter, which hands React Router
 * the raw request stream: a route action's `request.formData()` then reads a body of any size
 * into memory. Here the body is read first, within REQUEST_BODY_LIMIT_BYTES (beyond it a 413: the
 * Turkish page, or the JSON API's own answer under /api, before the rest is read), and the URL is
 * built from the request target and Host that server/request-guards.ts checked. The request's
 * signal is aborted when the client goes away, so handlers can stop their work.
 */

type FetchHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export interface RequestHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

async function send(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

/** The adapter around any Fetch handler (tests pass their own). */
export function expressAdapter(handle: FetchHandler, getLoadContext: RequestHandlerOptions["getLoadContext"]): RequestHandler {
  return async (req, res, next) => {
    try {
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        const read = await readBodyWithinLimit(req, requestBodyLimit(req.path, REQUEST_BODY_LIMIT_BYTES));
        if (read === TOO_LARGE) {
          refuseOversizedBody(req, res);
          return;
        }
        body = read;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const protocol = req.protocol === "https" ? "https" : "http";
      const request = new Request(`${protocol}://${req.host}${req.originalUrl}`, {
        method: req.method,
        headers: fetchHeaders(req),
        body,
        signal: controller.signal,
      });
      await send(res, await handle(request, getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

export function createRequestHandler({ build, mode, getLoadContext }: RequestHandlerOptions): RequestHandler {
  return expressAdapter(createFetchHandler(build, mode), getLoadContext);
}
