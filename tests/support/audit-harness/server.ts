import http from "node:http";
import https from "node:https";
import net from "node:net";
import { gzipSync } from "node:zlib";

/**
 * The loopback web server of the end-to-end rule harness: each site is a function from a request
 * to a reply, and every request is recorded (path, user agent, Accept, Accept-Encoding), so the
 * spec can show which of the audit's probes reached the site through the job.
 *
 * An https site answers TLS and plain http on one port, as the audit's probe of http:// of an
 * https home page keeps the address's port (on loopback the site has no ports 80 and 443): the
 * first byte of a connection tells them apart (0x16 opens a TLS handshake).
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
  /** Asked over plain http (an https site's http:// answer). */
  plain: boolean;
}

export type Handler = (request: SeenRequest) => Reply;

/** An https site: its certificate and key (PEM), and what it answers over plain http on the same port. */
export interface Tls {
  key: string;
  cert: string;
  plain: Handler;
}

export interface RunningSite {
  origin: string;
  requests: SeenRequest[];
  close: () => Promise<void>;
}

function answer(handle: Handler, requests: SeenRequest[], plain: boolean): http.RequestListener {
  return (request, response) => {
    // A probe that reads headers only closes the connection early: its reset is no failure here.
    response.on("error", () => undefined);
    const seen: SeenRequest = {
      path: request.url ?? "/",
      userAgent: request.headers["user-agent"] ?? "",
      accept: request.headers.accept ?? "",
      acceptEncoding: String(request.headers["accept-encoding"] ?? ""),
      plain,
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
  };
}

/** The first byte of a TLS connection: a handshake record (RFC 8446 §5.1, ContentType handshake). */
const TLS_HANDSHAKE = 0x16;

/**
 * A listener handing each connection to the https server or the http one by its first byte. The
 * two servers never listen themselves, so they do not track these connections: `sockets` does.
 */
export function tlsOrPlain(secure: https.Server, plain: http.Server, sockets: Set<net.Socket>): net.Server {
  return net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    socket.once("data", (first: Buffer) => {
      // Put the byte back: the server it goes to reads the connection from its start.
      socket.pause();
      socket.unshift(first);
      (first[0] === TLS_HANDSHAKE ? secure : plain).emit("connection", socket);
      process.nextTick(() => socket.resume());
    });
  });
}

/** Serves `handle` on host:port over http, or over https with `tls` (and its plain http answer on the same port). */
export async function serveSite(host: string, port: number, handle: Handler, tls?: Tls): Promise<RunningSite> {
  const requests: SeenRequest[] = [];
  const plain = http.createServer(answer(tls ? tls.plain : handle, requests, true));
  const secure = tls ? https.createServer({ key: tls.key, cert: tls.cert }, answer(handle, requests, false)) : null;
  // Once per connection, not per request: kept-alive connections carry many requests.
  for (const server of [plain, secure]) server?.on("connection", (socket: net.Socket) => socket.on("error", () => undefined));
  secure?.on("tlsClientError", () => undefined);
  const sockets = new Set<net.Socket>();
  const listener: net.Server = secure ? tlsOrPlain(secure, plain, sockets) : plain;
  await new Promise<void>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(port, host, () => resolve());
  });
  return {
    origin: `${tls ? "https" : "http"}://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        plain.closeAllConnections();
        for (const socket of sockets) socket.destroy();
        listener.close(() => resolve());
      }),
  };
}

/** The reply gzipped, as a server answers a client offering gzip. */
export function gzipped(reply: Reply, vary: boolean): Reply {
  const body = gzipSync(reply.body ?? "");
  return { ...reply, body, headers: { ...reply.headers, "content-encoding": "gzip", ...(vary ? { vary: "Accept-Encoding" } : {}) } };
}

export const HTML_TYPE = { "content-type": "text/html; charset=utf-8" } as const;
