import http from "node:http";
import { gzipSync } from "node:zlib";

/**
 * The loopback web server of the end-to-end rule harness: each site is a function from a request
 * to a reply, and every request is recorded (path, user agent, Accept, Accept-Encoding), so the
 * spec can show which of the audit's probes reached the site through the job.
 */

export interface Reply {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Milliseconds before the headers go out: the answer's time to first byte. */
  delayMs?: number;
}

export interface SeenRequest {
  /** Path and query, as requested. */
  path: string;
  userAgent: string;
  accept: string;
  acceptEncoding: string;
}

export type Handler = (request: SeenRequest) => Reply;

export interface RunningSite {
  origin: string;
  requests: SeenRequest[];
  close: () => Promise<void>;
}

export async function serveSite(host: string, port: number, handle: Handler): Promise<RunningSite> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    // A probe that reads headers only closes the connection early: its reset is no failure here.
    response.on("error", () => undefined);
    const seen: SeenRequest = {
      path: request.url ?? "/",
      userAgent: request.headers["user-agent"] ?? "",
      accept: request.headers.accept ?? "",
      acceptEncoding: String(request.headers["accept-encoding"] ?? ""),
    };
    requests.push(seen);
    let reply: Reply;
    try {
      reply = handle(seen);
    } catch (error) {
      reply = { status: 500, headers: { "content-type": "text/plain" }, body: `fixture error: ${String(error)}` };
    }
    const send = (): void => {
      if (response.destroyed) return;
      const body = reply.body ?? "";
      response.writeHead(reply.status ?? 200, { "content-length": String(Buffer.byteLength(body)), ...reply.headers });
      response.end(body);
    };
    if (reply.delayMs) setTimeout(send, reply.delayMs);
    else send();
  });
  // Once per connection, not per request: kept-alive connections carry many requests.
  server.on("connection", (socket) => socket.on("error", () => undefined));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    origin: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The reply gzipped, as a server answers a client offering gzip. */
export function gzipped(reply: Reply, vary: boolean): Reply {
  const body = gzipSync(reply.body ?? "");
  return { ...reply, body, headers: { ...reply.headers, "content-encoding": "gzip", ...(vary ? { vary: "Accept-Encoding" } : {}) } };
}

export const HTML_TYPE = { "content-type": "text/html; charset=utf-8" } as const;
