import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import helmet from "helmet";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/.server/env";
import "../app/load-context.server";
import type { Services } from "../app/services.server";
import { handleUnexpectedErrors } from "./error-handler";
import { notFoundPages, type CachedPage } from "./not-found";
import { createRequestHandler } from "./react-router-handler";
import { rejectMalformedRequests } from "./request-guards";
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

export function createApp({ env, services, build, assets, notFoundPage }: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY_HOPS);

  app.use(
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
  );
  app.use(extraSecurityHeaders, rejectMalformedRequests);
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
