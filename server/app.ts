import compression from "compression";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import express, { type Express, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/.server/env";
import "../app/load-context.server";
import type { Services } from "../app/services.server";
import { handleUnexpectedErrors } from "./error-handler";
import { notFoundPages, type CachedPage } from "./not-found";
import { createRequestHandler } from "./react-router-handler";
import { rejectMalformedRequests } from "./request-guards";
import { requestLogging } from "./request-log";
import { extraSecurityHeaders } from "./security-headers";

export interface AppOptions {
  env: Env;
  services: Services;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Middleware placed before everything else that serves files (static build or Vite). */
  assets: RequestHandler;
  /** The 404 page rendered once at start-up (production); unknown pages are answered from it. */
  notFoundPage?: CachedPage;
}

/** The headers every response carries: helmet's and ours (server/security-headers.ts). */
function securityHeaders(env: Env): RequestHandler[] {
  return [
    helmet({
      // Set per response instead: prerendered files and rendered pages each carry the hashes of
      // their own inline scripts (app/.server/csp.ts).
      contentSecurityPolicy: false,
      strictTransportSecurity: env.SITE_URL.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
      // Measured, not guessed (docs/decisions/020): each costs a process or agent-cluster switch on
      // navigation and protects nothing this site has (no cross-origin popups it relies on, no
      // SharedArrayBuffer, no document.domain, no signed-in state).
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    }),
    extraSecurityHeaders,
  ];
}

/**
 * The headers `securityHeaders` sets, recorded once: they do not depend on the request, so the
 * static fast path sends this list instead of running the middleware per request.
 */
export function fixedSecurityHeaders(env: Env): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => recorded.set(name, String(value)),
    removeHeader: (name: string) => recorded.delete(name),
  };
  // Only setHeader and removeHeader are used: helmet's and our middleware read nothing of the
  // request and nothing else of the response, and each calls next synchronously.
  const req = {} as Request;
  const res = recorder as unknown as Response;
  for (const middleware of securityHeaders(env)) {
    let called = false;
    void middleware(req, res, () => {
      called = true;
    });
    if (!called) throw new Error("a security-header middleware did not call next synchronously");
  }
  return [...recorded];
}

/**
 * The server's request listener: plain requests for build files and prerendered pages are
 * answered by `fastPath` (server/static-files.ts, staticFastPath), the rest by the app.
 */
export function withStaticFastPath(app: Express, fastPath: (req: IncomingMessage, res: ServerResponse) => boolean): RequestListener {
  return (req, res) => {
    if (!fastPath(req, res)) app(req, res);
  };
}

export function createApp({ env, services, build, assets, notFoundPage }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY_HOPS);

  // First, so even a refused request has its id on the refusal's log line and in the response.
  app.use(requestLogging());
  app.use(...securityHeaders(env), rejectMalformedRequests);
  app.use(assets);
  // Before compression, like the static files: its body is precompressed.
  if (typeof build !== "function" && notFoundPage) app.use(notFoundPages(build, notFoundPage));
  app.use(compression());
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV === "production" ? "production" : "development",
      getLoadContext: (req) => ({ services, clientIp: req.ip ?? "unknown" }),
    }),
  );
  app.use(handleUnexpectedErrors);
  return app;
}
