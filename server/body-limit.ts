import type { IncomingMessage } from "node:http";
import type { Request, Response } from "express";
import { REQUEST_BODY_LIMIT_BYTES } from "../app/.server/json-api";
import { log } from "../app/.server/log";
import { sendErrorPage } from "./error-page";

// Defined with the JSON API's toolkit, which reads API bodies within the same limit.
export { REQUEST_BODY_LIMIT_BYTES };

/**
 * After refusing a body, what the server still reads and throws away before it cuts the
 * connection. Closing a socket with unread data makes TCP answer with a reset, which can destroy
 * the 413 page before the browser reads it; a browser's whole form post is long sent by then.
 */
export const DISCARD_AFTER_REFUSAL_BYTES = 1024 * 1024;
const DISCARD_AFTER_REFUSAL_MS = 5_000;

export const TOO_LARGE = Symbol("request body too large");

/** Raised when the client goes away in the middle of its body: its fault, answered as a 400. */
export class IncompleteBodyError extends Error {
  readonly status = 400;
  constructor() {
    super("the request closed before its body ended");
  }
}

/**
 * Reads the whole body, or stops as soon as it is known to exceed `limit` bytes: at once when
 * Content-Length says so, else when the bytes received pass it. Never holds more than `limit` bytes.
 */
export function readBodyWithinLimit(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer> | typeof TOO_LARGE> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onFailure);
      req.off("close", onFailure);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        chunks.length = 0;
        resolve(TOO_LARGE);
      } else {
        chunks.push(chunk);
      }
    }
    function onEnd() {
      stop();
      // A plain Uint8Array over its own ArrayBuffer: what a Fetch Request takes as its body.
      const body = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        body.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(body);
    }
    function onFailure() {
      stop();
      reject(new IncompleteBodyError());
    }
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onFailure);
    req.once("close", onFailure);
  });
}

/**
 * Answers 413 straight away (the Turkish page; JSON under /api, see sendErrorPage), then discards at most
 * DISCARD_AFTER_REFUSAL_BYTES (or DISCARD_AFTER_REFUSAL_MS) of what follows and cuts the
 * connection if the body goes on: a huge upload is never read to its end.
 */
export function refuseOversizedBody(req: Request, res: Response): void {
  log.warn("request_body_too_large", {
    method: req.method,
    path: req.path.slice(0, 200),
    declaredLength: req.headers["content-length"] ?? null,
    limit: REQUEST_BODY_LIMIT_BYTES,
  });
  sendErrorPage(req, res, 413);

  if (req.complete) return;
  const socket = req.socket;
  let discarded = 0;
  const cut = () => socket.destroy();
  const timer = setTimeout(cut, DISCARD_AFTER_REFUSAL_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AFTER_REFUSAL_BYTES) {
      done();
      cut();
    }
  });
  req.once("end", done);
  req.once("close", done);
  req.resume();
}
