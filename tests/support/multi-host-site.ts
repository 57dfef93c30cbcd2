import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { postLiveCheck, readLiveLines } from "./live-check";

/*
 * Several small sites on loopback, one port each, for the live checks' per-host turns (the job
 * counts them by host and port) and their shared byte budget (issue 28, items 1 and 2):
 *
 * - /page/<n>: a page with a title;
 * - /hreflang/<k>: a language version whose alternates are every version of every site (so an
 *   hreflang check spans them all): `hreflangOnFirst` versions on the first site, one on each
 *   other (see multiHostHreflangSet);
 * - anything else (robots.txt, sitemaps): 404.
 */

export interface MultiHostSite {
  /** "127.0.0.1:<port>" of each site, as ANALYZER_ALLOWED_HOSTS names them. */
  hosts: string[];
  /** Requests each site received. */
  requests: number[];
  close: () => Promise<void>;
}

export interface MultiHostOptions {
  count: number;
  /** Milliseconds every answer waits (keeps requests in flight together). */
  latencyMs: number;
  /** Versions of the hreflang set on the first site (default 1). */
  hreflangOnFirst?: number;
}

/** Every version of the hreflang set the sites serve, the first site's /hreflang/0 first. */
export function multiHostHreflangSet(hosts: readonly string[], hreflangOnFirst = 1): string[] {
  return hosts.flatMap((host, n) => Array.from({ length: n === 0 ? hreflangOnFirst : 1 }, (_, k) => `http://${host}/hreflang/${k}`));
}

export async function startMultiHostSite(options: MultiHostOptions): Promise<MultiHostSite> {
  const hosts: string[] = [];
  const requests: number[] = [];
  const servers: http.Server[] = [];
  for (let index = 0; index < options.count; index += 1) {
    requests.push(0);
    const server = http.createServer((req, res) => {
      requests[index] = (requests[index] ?? 0) + 1;
      const path = new URL(req.url ?? "/", "http://fixture").pathname;
      let status = 200;
      let head = "";
      if (path.startsWith("/hreflang/")) {
        head = multiHostHreflangSet(hosts, options.hreflangOnFirst)
          .map((href, n) => `<link rel="alternate" hreflang="x${n}" href="${href}">`)
          .join("");
      } else if (!path.startsWith("/page/")) status = 404;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
        res.end(`<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Site ${index} ${path}</title>${head}</head><body>x</body></html>`);
      }, options.latencyMs);
    });
    server.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => server.once("listening", resolve));
    servers.push(server);
    hosts.push(`127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const close = async (): Promise<void> => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  };
  return { hosts, requests, close };
}

/** `count` addresses /page/<from>… on `host`. */
export function multiHostPages(host: string, count: number, from = 0): string[] {
  return Array.from({ length: count }, (_, n) => `http://${host}/page/${from + n}`);
}

/**
 * Hang-catching bound only: a finished or stopped check settles within a second or two here;
 * before issue 28's fix these checks never settled at all. Far above (≥10×) a correct run.
 */
export const LIVE_CHECK_HANG_BOUND_MS = 15_000;

/** Posts a check that must be accepted and reads it to its end; fails (hanging up) when it does not end within LIVE_CHECK_HANG_BOUND_MS. */
export async function readLiveCheckToEnd<Line>(base: string, path: string, body: unknown): Promise<Line[]> {
  const visitor = new AbortController();
  const response = await postLiveCheck(base, path, body, visitor.signal);
  expect(response.status).toBe(200);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<"hung">((resolve) => {
    timer = setTimeout(() => resolve("hung"), LIVE_CHECK_HANG_BOUND_MS);
  });
  const lines = await Promise.race([readLiveLines<Line>(response), hung]);
  clearTimeout(timer);
  if (lines === "hung") {
    visitor.abort();
    throw new Error(`the check at ${path} did not end`);
  }
  return lines;
}
