import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import type { ApiContext, ApiHandler } from "../../app/.server/json-api";
import routes from "../../app/routes";
import type { Services } from "../../app/services.server";
import { expressAdapter } from "../../server/react-router-handler";

export interface ApiRoute {
  /** "ALL" answers every method (a route module's loader and action together). */
  method: "GET" | "POST" | "ALL";
  path: string;
  handler: ApiHandler;
}

export interface ServedApi {
  base: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Endpoint handlers on a real HTTP server on loopback, behind the server's own Express → Fetch
 * adapter (bodies read within the limit, the request's signal aborted when the client goes away),
 * with the client address Express resolves (`trustProxy` lets a test pose as several clients).
 */
export async function serveApi(services: Services, routes: readonly ApiRoute[], options: { trustProxy?: boolean } = {}): Promise<ServedApi> {
  const app = express();
  if (options.trustProxy) app.set("trust proxy", true);
  for (const { method, path, handler } of routes) {
    const serve = expressAdapter(handler, (req) => ({ services, clientIp: req.ip ?? "unknown" }));
    if (method === "GET") app.get(path, serve);
    else if (method === "POST") app.post(path, serve);
    else app.all(path, serve);
  }
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

interface ResourceRouteModule {
  loader?: (args: { request: Request; context: ApiContext }) => Promise<Response>;
  action?: (args: { request: Request; context: ApiContext }) => Promise<Response>;
}

/**
 * Every `/api` route of app/routes.ts, in its order, served the way React Router calls a resource
 * route: GET and HEAD go to `loader`, other methods to `action`.
 */
export async function serveApiRoutes(services: Services, options: { trustProxy?: boolean } = {}): Promise<ServedApi> {
  // Inside the function: a child process run by tsx (tests/support/job-process.ts) imports this
  // file for serveApi, and only Vite knows import.meta.glob.
  const API_ROUTE_MODULES = import.meta.glob<ResourceRouteModule>("../../app/routes/api/*.ts");
  const apiRoutes: ApiRoute[] = [];
  for (const route of routes) {
    if (!route.path?.startsWith("api/")) continue;
    const load = API_ROUTE_MODULES[`../../app/${route.file}`];
    if (!load) throw new Error(`${route.file} is not under app/routes/api`);
    const module = await load();
    const handler: ApiHandler = async (request, context) => {
      const method = request.method === "GET" || request.method === "HEAD" ? module.loader : module.action;
      if (!method) throw new Error(`${route.file} has no handler for ${request.method}`);
      return method({ request, context });
    };
    apiRoutes.push({ method: "ALL", path: `/${route.path.replace(/\*$/, "{*splat}")}`, handler });
  }
  return serveApi(services, apiRoutes, options);
}
