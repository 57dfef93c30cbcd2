import type { lookup } from "node:dns";
import type { Socket } from "node:net";
import { RequestError, Server } from "proxy-chain";
import { log } from "~/.server/log";
import { pinnedLookup, vetDestination, type DestinationPolicy } from "~/.server/safe-fetch";

/**
 * The proxy every connection of the audit's Chromium goes through (Chromium resolves and connects
 * to nothing by itself: chromium-flags.ts). For each CONNECT tunnel (https, wss) and each plain
 * http request it canonicalises the target with the WHATWG URL parser (so `2130706433`,
 * `0x7f000001` and `[::ffff:7f00:1]` are judged as the loopback addresses they are), vets it with
 * the fetcher's own policy (`vetDestination`: every resolved address public unicast unless exactly
 * this host:port is allow-listed, only ports 80, 443 and those the visitor typed, the target host's
 * hourly budget), and hands proxy-chain a lookup pinned to the address it vetted: the connection
 * goes there and nowhere else, with no second resolution for a rebinding name to exploit.
 *
 * Bounds: bytes sent to the browser per page (counted as each chunk is written, so a fast site
 * cannot overshoot by more than a chunk; over the cap every connection closes and new ones are
 * refused until the next page), connections open at once, idle sockets.
 */

/** What one sampled page may make the browser receive, all its resources together. */
export const BROWSER_PAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Connections open at once; Chromium opens at most 6 per host and a few dozen in all. */
export const PROXY_MAX_CONNECTIONS = 64;
/** A connection silent this long is closed. */
const PROXY_IDLE_MS = 20_000;
/** How long vetting one target (its name's resolution, the budget) may take. */
const VET_TIME_LIMIT_MS = 5_000;
/** Refusals kept for the log. */
const REFUSALS_KEPT = 50;

export type GuardedProxyPolicy = DestinationPolicy;

export interface ProxyLimits {
  pageMaxBytes?: number;
  maxConnections?: number;
}

export interface ProxyRefusal {
  target: string;
  reason: string;
}

export interface GuardedProxy {
  /** `http://127.0.0.1:<port>`, for Chromium's --proxy-server. */
  url: string;
  /**
   * A page's load begins: its byte count starts at 0 and connections are allowed again. `loads`:
   * how many times the step loads the page (the screenshots load it a second time at desktop width).
   */
  startPage(loads?: number): void;
  /** Bytes sent to the browser since the page began. */
  pageBytes(): number;
  /** Whether the page went over its byte cap. */
  pageCapHit(): boolean;
  /** Targets refused so far (the first REFUSALS_KEPT), for the log. */
  refusals(): readonly ProxyRefusal[];
  close(): Promise<void>;
}

/** The target as a special-scheme URL, so that its host is canonical (an IPv4 in any spelling becomes a dotted quad). */
function canonicalTarget(hostname: string, port: number): URL | null {
  try {
    const url = new URL(`http://${hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname}:${port}/`);
    return url.hostname === "" ? null : url;
  } catch {
    return null;
  }
}

export async function startGuardedProxy(policy: GuardedProxyPolicy, limits: ProxyLimits = {}): Promise<GuardedProxy> {
  const pageMaxBytes = limits.pageMaxBytes ?? BROWSER_PAGE_MAX_BYTES;
  const maxConnections = limits.maxConnections ?? PROXY_MAX_CONNECTIONS;
  const refused: ProxyRefusal[] = [];
  const sockets = new Set<Socket>();
  let bytes = 0;
  let capHit = false;
  let cap = pageMaxBytes;
  const closing = new AbortController();

  const refuse = (target: string, reason: string): never => {
    if (refused.length < REFUSALS_KEPT) refused.push({ target: target.slice(0, 300), reason });
    // Only the headless browser ever reads this answer.
    throw new RequestError("Refused by the audit proxy", 403);
  };

  const server = new Server({
    port: 0,
    host: "127.0.0.1",
    prepareRequestFunction: async ({ hostname, port, request }) => {
      if (capHit) refuse(`${hostname}:${port}`, "page byte cap");
      // A plain request names its whole URL; its scheme must be http (https and wss come as CONNECT).
      if (request.method !== "CONNECT" && !/^http:\/\//i.test(request.url ?? "")) refuse(String(request.url), "not an absolute http URL");
      const target = canonicalTarget(hostname, port);
      if (!target) return refuse(`${hostname}:${port}`, "unparsable target");
      try {
        const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(VET_TIME_LIMIT_MS)]);
        const { pinned } = await vetDestination(target, policy, signal);
        // proxy-chain types this as dns.lookup itself (with its __promisify__), but only hands it to
        // net.connect's and http.request's `lookup` option, which is what pinnedLookup is.
        return { dnsLookup: pinnedLookup(pinned) as unknown as typeof lookup };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        return refuse(target.host, typeof code === "string" ? code : String(error).slice(0, 100));
      }
    },
  });

  // Every byte written to the browser is counted as it is written: exact, whatever the site's speed.
  server.server.prependListener("connection", (socket: Socket) => {
    if (sockets.size >= maxConnections) {
      socket.destroy();
      if (refused.length < REFUSALS_KEPT) refused.push({ target: "-", reason: "too many connections" });
      return;
    }
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.setTimeout(PROXY_IDLE_MS);
    const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
    socket.write = ((chunk: unknown, ...rest: unknown[]): boolean => {
      const size = typeof chunk === "string" ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0;
      bytes += size;
      if (bytes > cap && !capHit) {
        capHit = true;
        for (const open of sockets) open.destroy();
        return false;
      }
      if (capHit) return false;
      return write(chunk, ...rest);
    }) as Socket["write"];
  });
  // A client that sends garbage gets its socket closed, not a crash.
  server.on("requestFailed", ({ error }: { error: unknown }) => log.debug("browser_proxy_request_failed", { error }));
  await server.listen();

  return {
    url: `http://127.0.0.1:${server.port}`,
    startPage(loads = 1) {
      bytes = 0;
      capHit = false;
      cap = pageMaxBytes * Math.max(1, loads);
    },
    pageBytes: () => bytes,
    pageCapHit: () => capHit,
    refusals: () => refused,
    async close() {
      closing.abort();
      for (const socket of sockets) socket.destroy();
      await server.close(true);
    },
  };
}
