import { createServer, type Server } from "node:http";
import { connect, createServer as createTcpServer, type Server as TcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LookupAll } from "~/.server/safe-fetch";
import { startGuardedProxy, type GuardedProxy } from "./guarded-proxy";

/*
 * The guarded proxy spoken to in raw HTTP, as a hostile client would: CONNECT tunnels and
 * absolute-form requests to every spelling of a loopback canary, names that resolve to private
 * addresses, the metadata address, a public address on a mail port, and the bounds on bytes and
 * connections. The canary counts every connection it gets; it must get none.
 */

let canary: TcpServer;
let canaryPort = 0;
let canaryHits = 0;
let site: Server;
let sitePort = 0;
const BIG = 3 * 1024 * 1024;

beforeAll(async () => {
  canary = createTcpServer((socket) => {
    canaryHits += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => canary.listen(0, "127.0.0.1", resolve));
  canaryPort = (canary.address() as AddressInfo).port;
  site = createServer((request, response) => {
    if (request.url === "/big") response.writeHead(200, { "content-type": "application/octet-stream" }).end(Buffer.alloc(BIG, 7));
    else response.writeHead(200, { "content-type": "text/plain" }).end("merhaba");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  sitePort = (site.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => canary.close(() => resolve()));
  site.closeAllConnections();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

/** Names the tests resolve, offline: a public address, a name with a private one among public ones, the metadata address. */
const lookup: LookupAll = async (hostname) => {
  const answers: Record<string, string[]> = {
    "genel.example": ["93.184.216.34"],
    "karisik.example": ["93.184.216.34", "10.0.0.7"],
    "metadata.example": ["169.254.169.254"],
    "geri-donen.example": ["127.0.0.1"],
  };
  const found = answers[hostname];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return found.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

/** Sends `head` to the proxy and answers the status line it gets back (or "closed"). */
function ask(proxy: GuardedProxy, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(proxy.url).port), "127.0.0.1");
    let answer = "";
    socket.setTimeout(8_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) {
        resolve(answer.split("\r\n")[0] ?? "");
        socket.destroy();
      }
    });
    socket.on("close", () => resolve(answer.split("\r\n")[0] || "closed"));
    socket.on("error", () => undefined);
    socket.write(head);
  });
}

/** Sends `head` and reads until the proxy closes the connection: answers the bytes received. */
function readToClose(proxy: GuardedProxy, head: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(proxy.url).port), "127.0.0.1");
    let received = 0;
    socket.setTimeout(8_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
    });
    socket.on("close", () => resolve(received));
    socket.on("error", () => undefined);
    socket.write(head);
  });
}

const connectTo = (target: string) => `CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`;
const getFrom = (url: string, host = new URL(url).host) => `GET ${url} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

describe("the guarded proxy", () => {
  it("refuses every spelling of a loopback canary, as a tunnel and as a plain request, even with its port allowed", async () => {
    const proxy = await startGuardedProxy({ allowHosts: [`127.0.0.1:${sitePort}`], allowPorts: [canaryPort], lookup });
    try {
      const spellings = ["127.0.0.1", "localhost", "[::1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "2130706433", "0x7f000001", "0177.0.0.1", "127.1", "geri-donen.example"];
      for (const host of spellings) {
        expect(await ask(proxy, connectTo(`${host}:${canaryPort}`)), `CONNECT ${host}`).toMatch(/^HTTP\/1\.1 (403|400)/);
        expect(await ask(proxy, getFrom(`http://${host}:${canaryPort}/`)), `GET ${host}`).toMatch(/^HTTP\/1\.1 (403|400)/);
      }
      // The Host header is not what decides: the URL does.
      expect(await ask(proxy, getFrom(`http://127.0.0.1:${canaryPort}/`, `127.0.0.1:${sitePort}`))).toMatch(/^HTTP\/1\.1 403/);
      expect(canaryHits).toBe(0);
      expect(proxy.refusals().length).toBeGreaterThanOrEqual(spellings.length);
    } finally {
      await proxy.close();
    }
  });

  it("refuses a name with any private address, the metadata address, a public address on a mail port, and a neighbour of an allowed port", async () => {
    const proxy = await startGuardedProxy({ allowHosts: [`127.0.0.1:${sitePort}`], lookup });
    try {
      expect(await ask(proxy, connectTo("karisik.example:443"))).toMatch(/^HTTP\/1\.1 403/);
      expect(await ask(proxy, connectTo("metadata.example:80"))).toMatch(/^HTTP\/1\.1 403/);
      expect(await ask(proxy, getFrom("http://169.254.169.254/latest/meta-data/"))).toMatch(/^HTTP\/1\.1 403/);
      expect(await ask(proxy, connectTo("genel.example:25"))).toMatch(/^HTTP\/1\.1 403/);
      expect(await ask(proxy, connectTo(`127.0.0.1:${sitePort + 1}`))).toMatch(/^HTTP\/1\.1 403/);
      expect(await ask(proxy, "GET ftp://genel.example/ HTTP/1.1\r\nHost: genel.example\r\n\r\n")).toMatch(/^HTTP\/1\.1 (400|403)/);
      expect(proxy.refusals().map((refusal) => refusal.reason)).toEqual(expect.arrayContaining(["blocked_address", "blocked_port"]));
    } finally {
      await proxy.close();
    }
  });

  it("lets exactly the allowed host:port through, to the address it vetted", async () => {
    const proxy = await startGuardedProxy({ allowHosts: [`127.0.0.1:${sitePort}`], lookup });
    try {
      expect(await ask(proxy, connectTo(`127.0.0.1:${sitePort}`))).toBe("HTTP/1.1 200 Connection Established");
      expect(await ask(proxy, getFrom(`http://127.0.0.1:${sitePort}/`))).toBe("HTTP/1.1 200 OK");
    } finally {
      await proxy.close();
    }
  });

  it("cuts a page off at its byte cap and refuses more until the next page", async () => {
    const proxy = await startGuardedProxy({ allowHosts: [`127.0.0.1:${sitePort}`] }, { pageMaxBytes: 1024 * 1024 });
    try {
      proxy.startPage();
      // Read to the end: a client that hangs up early would stop the page before its cap.
      const received = await readToClose(proxy, getFrom(`http://127.0.0.1:${sitePort}/big`));
      expect(received).toBeLessThan(BIG);
      expect(proxy.pageCapHit()).toBe(true);
      expect(proxy.pageBytes()).toBeLessThan(1024 * 1024 + 128 * 1024);
      expect(await ask(proxy, getFrom(`http://127.0.0.1:${sitePort}/`))).toMatch(/^HTTP\/1\.1 403|closed/);
      proxy.startPage();
      expect(proxy.pageCapHit()).toBe(false);
      expect(await ask(proxy, getFrom(`http://127.0.0.1:${sitePort}/`))).toBe("HTTP/1.1 200 OK");
      // A step that loads the page twice (the desktop screenshot's reload) gets the cap twice.
      proxy.startPage(BIG / (1024 * 1024) + 1);
      expect(await readToClose(proxy, getFrom(`http://127.0.0.1:${sitePort}/big`))).toBeGreaterThanOrEqual(BIG);
      expect(proxy.pageCapHit()).toBe(false);
    } finally {
      await proxy.close();
    }
  });

  it("closes connections beyond its bound at once", async () => {
    const proxy = await startGuardedProxy({ allowHosts: [] }, { maxConnections: 3 });
    const port = Number(new URL(proxy.url).port);
    const sockets = Array.from({ length: 6 }, () => connect(port, "127.0.0.1").on("error", () => undefined));
    try {
      const closed = await Promise.all(
        sockets.map((socket) => new Promise<boolean>((resolve) => {
          socket.once("close", () => resolve(true));
          setTimeout(() => resolve(false), 1_000);
        })),
      );
      expect(closed.filter(Boolean).length).toBe(3);
    } finally {
      for (const socket of sockets) socket.destroy();
      await proxy.close();
    }
  });
});
