import type { IncomingHttpHeaders } from "node:http";
import { canonicalFixtureRoutes } from "./canonical";
import { metaFixtureRoutes } from "./meta";
import { hreflangFixtureRoutes } from "./hreflang";
import { aiFixtureRoutes } from "./ai";

/**
 * The live checks' cases on the fixture website (tests/support/fixture-site.ts): one module per
 * tool, each answering only under its own path prefix ("/hreflang/", "/canonical-live/",
 * "/meta-live/", "/ai/"), so the modules and the crawl cases never meet.
 */

export interface FixtureRequestInfo {
  path: string;
  url: URL;
  /** "http://127.0.0.1:4567" as the request addressed it. */
  origin: string;
  userAgent: string;
  headers: IncomingHttpHeaders;
}

export interface FixtureReply {
  status: number;
  /** Default content-type: text/html; charset=utf-8. */
  headers?: Record<string, string>;
  body?: string;
}

export interface FixtureRouteModule {
  /** Answers the request, or null when it is not this module's. */
  handle: (request: FixtureRequestInfo) => FixtureReply | null;
  /** Lines appended to the fixture's robots.txt (groups for other crawlers than ours; `*` is the crawl's). */
  robotsTxt?: readonly string[];
}

/** Every module the fixture website serves. */
export const LIVE_FIXTURE_ROUTES: readonly FixtureRouteModule[] = [canonicalFixtureRoutes, metaFixtureRoutes, hreflangFixtureRoutes, aiFixtureRoutes];
