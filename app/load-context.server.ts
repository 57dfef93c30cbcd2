import type { Services } from "./services.server";

/** What the Express server hands every loader and action (server/app.ts: getLoadContext). */
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address as Express resolved it (honours TRUST_PROXY_HOPS). */
    clientIp: string;
  }
}

export {};
