import { createSocket, type Socket as UdpSocket } from "node:dgram";
import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer, type Server as TcpServer } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A page that tries every way a browser can be made to reach an address it should not, for the
 * audit's browser stage: a canary (TCP on 127.0.0.1 and ::1, UDP for STUN) counts every connection
 * and datagram, and an allowed site (the only host:port the test allow-lists) serves a page whose
 * every subresource, navigation and side channel aims at the canary, in every spelling of loopback.
 * The allowed site also counts what reached it, so a test can show the page did load (a fence that
 * lets nothing through at all proves nothing).
 */

export interface HostileBrowserSite {
  /** The allowed site's origin (allow-list `allowedHost`). */
  origin: string;
  allowedHost: string;
  canaryPort: number;
  /** TCP connections the canary accepted, on any of its addresses. */
  canaryConnections(): number;
  /**
   * The paths asked for on those connections (the request line's target: `/beacon`, `/socket` for
   * a WebSocket, `/redirected` …), so a control run can show which channels reach an unfenced canary.
   */
  canaryPaths(): string[];
  /** UDP datagrams the canary received (STUN). */
  canaryDatagrams(): number;
  /** Paths the allowed site served. */
  allowedRequests: string[];
  close(): Promise<void>;
}

/** Every spelling of the canary: loopback as a name, a dotted quad, IPv6, IPv4-mapped, decimal and hex. */
function canaryHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `[::ffff:127.0.0.1]:${port}`, `2130706433:${port}`, `0x7f000001:${port}`, `127.1:${port}`];
}

function hostilePage(canaryPort: number): string {
  const hosts = canaryHosts(canaryPort);
  const http = hosts.map((host) => `http://${host}`);
  const tags = http
    .map(
      (base, i) => `<img src="${base}/img${i}.png" alt="">
<script src="${base}/script${i}.js"></script>
<link rel="stylesheet" href="${base}/style${i}.css">
<link rel="prefetch" href="${base}/prefetch${i}">
<link rel="preconnect" href="${base}">
<link rel="dns-prefetch" href="${base}">
<iframe src="${base}/frame${i}" title="f${i}"></iframe>
<video src="${base}/video${i}.mp4"></video>
<object data="${base}/object${i}"></object>`,
    )
    .join("\n");
  const script = `
const bases = ${JSON.stringify(http)};
const wsBases = ${JSON.stringify(hosts.map((host) => `ws://${host}`))};
for (const base of bases) {
  fetch(base + "/fetch").catch(() => {});
  fetch(base + "/no-cors", { mode: "no-cors" }).catch(() => {});
  try { const x = new XMLHttpRequest(); x.open("GET", base + "/xhr"); x.send(); } catch {}
  try { navigator.sendBeacon(base + "/beacon", "x"); } catch {}
  try { new EventSource(base + "/events"); } catch {}
  try { new Image().src = base + "/pixel.gif"; } catch {}
  try { const f = document.createElement("form"); f.method = "POST"; f.action = base + "/form"; f.target = "sink"; document.body.appendChild(f); f.submit(); } catch {}
}
for (const base of wsBases) { try { new WebSocket(base + "/socket"); } catch {} }
try {
  const pc = new RTCPeerConnection({ iceServers: [{ urls: "stun:127.0.0.1:${canaryPort}" }, { urls: "turn:127.0.0.1:${canaryPort}", username: "u", credential: "p" }] });
  pc.createDataChannel("x");
  pc.createOffer().then((offer) => pc.setLocalDescription(offer)).catch(() => {});
} catch {}
try { navigator.serviceWorker.register("/sw.js").catch(() => {}); } catch {}
try { new Worker("/worker.js"); } catch {}
fetch("/redirect-to-canary").catch(() => {});
setTimeout(() => { location.href = bases[0] + "/navigated"; }, 1500);
`;
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Zararlı sayfa</title>
<style>@import url("${http[0]}/import.css"); body { background: url("${http[1]}/bg.png"); }</style>
<link rel="stylesheet" href="/allowed.css">
<meta http-equiv="refresh" content="3;url=${http[2]}/refresh">
</head><body><h1>Bu sayfa her yolu dener</h1><iframe name="sink" title="sink"></iframe>
<iframe src="/redirect-to-canary" title="redirect"></iframe>
${tags}
<script>${script}</script></body></html>`;
}

export async function startHostileBrowserSite(): Promise<HostileBrowserSite> {
  let connections = 0;
  let datagrams = 0;
  const paths: string[] = [];
  const tcp: TcpServer[] = [];
  // Each connection is counted at once, then held until its request line (or 2 s) to learn what it asked for.
  const count = (server: TcpServer): TcpServer => server.on("connection", (socket) => {
    connections += 1;
    let head = "";
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on("error", () => undefined);
    socket.on("data", (chunk: Buffer) => {
      head += chunk.toString("latin1");
      const line = /^[A-Z]+ (\S+) HTTP\//.exec(head);
      if (line?.[1]) paths.push(line[1]);
      if (line || head.length > 2_048 || head.includes("\r\n")) socket.destroy();
    });
  });
  const v4 = count(createTcpServer());
  await new Promise<void>((resolve) => v4.listen(0, "127.0.0.1", resolve));
  tcp.push(v4);
  const canaryPort = (v4.address() as AddressInfo).port;
  // The same port on ::1 where the machine has IPv6 loopback; without it, [::1] cannot be reached anyway.
  const v6 = count(createTcpServer());
  await new Promise<void>((resolve) => {
    v6.once("error", () => resolve());
    v6.listen(canaryPort, "::1", () => {
      tcp.push(v6);
      resolve();
    });
  });
  const udp: UdpSocket = createSocket("udp4");
  udp.on("message", () => {
    datagrams += 1;
  });
  await new Promise<void>((resolve) => udp.bind(canaryPort, "127.0.0.1", resolve));

  const allowedRequests: string[] = [];
  const allowed: Server = createHttpServer((request, response) => {
    const path = request.url ?? "/";
    allowedRequests.push(path);
    if (path === "/redirect-to-canary") {
      response.writeHead(302, { location: `http://127.0.0.1:${canaryPort}/redirected` }).end();
      return;
    }
    if (path === "/sw.js" || path === "/worker.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(`fetch("http://127.0.0.1:${canaryPort}/from-worker").catch(() => {});`);
      return;
    }
    if (path === "/allowed.css") {
      response.writeHead(200, { "content-type": "text/css" }).end(`@import url("http://[::ffff:7f00:1]:${canaryPort}/css-import.css"); h1 { color: #333 }`);
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostilePage(canaryPort));
  });
  await new Promise<void>((resolve) => allowed.listen(0, "127.0.0.1", resolve));
  const allowedPort = (allowed.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${allowedPort}`,
    allowedHost: `127.0.0.1:${allowedPort}`,
    canaryPort,
    canaryConnections: () => connections,
    canaryPaths: () => paths,
    canaryDatagrams: () => datagrams,
    allowedRequests,
    async close() {
      allowed.closeAllConnections();
      await new Promise<void>((resolve) => allowed.close(() => resolve()));
      for (const server of tcp) await new Promise<void>((resolve) => server.close(() => resolve()));
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
