import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FetchAgent, withFetchAgent } from "./agent";
import { SafeFetchError } from "./errors";
import { SAFE_FETCH_MESSAGES } from "./messages.content";
import { safeFetch, type LookupAll, type ResolvedAddress } from "./safe-fetch";

/*
 * One keep-alive agent per job: a loopback server counts the sockets it is given and the ones
 * that were closed again, so reuse, separation and cleanup are measured where they happen.
 */

let server: http.Server;
let port = 0;
let opened = 0;
let closed = 0;
const sockets = new Set<Socket>();

const until = async (check: () => boolean): Promise<void> => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/to-b") {
      res.writeHead(302, { location: `http://b.example.test:${port}/page` });
      return void res.end();
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<p>${url.pathname}</p>`);
  });
  server.on("connection", (socket: Socket) => {
    opened += 1;
    sockets.add(socket);
    socket.on("close", () => {
      closed += 1;
      sockets.delete(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  // The last test's sockets must be gone before counting starts.
  server.closeAllConnections();
  await until(() => sockets.size === 0);
  opened = 0;
  closed = 0;
});

function table(answers: Record<string, string>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const fn = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const address = answers[hostname];
    if (!address) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return [{ address, family: 4 }];
  };
  return Object.assign(fn, { calls });
}


describe("keep-alive agent per job", () => {
  it("sends 50 sequential requests of one job over one socket, and two jobs over separate ones", async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    await withFetchAgent(async (agent) => {
      for (let i = 0; i < 50; i += 1) {
        const page = await safeFetch(`http://127.0.0.1:${port}/p${i}`, { allowHosts, agent });
        expect(page.body).toBe(`<p>/p${i}</p>`);
      }
      // undici opens a second socket when the first answer's end and the next request cross; then it reuses them.
      expect(agent.connectionsOpened).toBeLessThanOrEqual(2);
    });
    expect(opened).toBeLessThanOrEqual(2);
    const firstJob = opened;
    await withFetchAgent(async (agent) => {
      await safeFetch(`http://127.0.0.1:${port}/again`, { allowHosts, agent });
    });
    expect(opened).toBe(firstJob + 1);
  });

  it("closes every socket when the job ends, also when it ends with an abort", async () => {
    const allowHosts = [`127.0.0.1:${port}`];
    await withFetchAgent(async (agent) => {
      await Promise.all([1, 2, 3].map((i) => safeFetch(`http://127.0.0.1:${port}/c${i}`, { allowHosts, agent })));
    });
    const controller = new AbortController();
    await expect(
      withFetchAgent(async (agent) => {
        await safeFetch(`http://127.0.0.1:${port}/d`, { allowHosts, agent });
        controller.abort(new Error("Durdur"));
        await safeFetch(`http://127.0.0.1:${port}/e`, { allowHosts, agent, signal: controller.signal });
      }),
    ).rejects.toThrow("Durdur");
    expect(opened).toBeGreaterThanOrEqual(2);
    await until(() => closed === opened);
    expect(closed).toBe(opened);
    expect(sockets.size).toBe(0);
  });

  it("a call without a job opens its own connection and closes it", async () => {
    await safeFetch(`http://127.0.0.1:${port}/single`, { allowHosts: [`127.0.0.1:${port}`] });
    await until(() => closed === 1);
    expect({ opened, closed }).toEqual({ opened: 1, closed: 1 });
  });

  it("a redirect to another host gets its own connection, to an address vetted for that host", async () => {
    const lookup = table({ "a.example.test": "127.0.0.1", "b.example.test": "127.0.0.1" });
    const allowHosts = [`a.example.test:${port}`, `b.example.test:${port}`];
    await withFetchAgent(async (agent) => {
      const page = await safeFetch(`http://a.example.test:${port}/to-b`, { lookup, allowHosts, agent });
      expect(page.finalUrl).toBe(`http://b.example.test:${port}/page`);
      expect(lookup.calls).toEqual(["a.example.test", "b.example.test"]);
      // Same server, same address: only per-origin pooling keeps the hosts apart.
      expect(agent.connectionsOpened).toBe(2);
    });
    expect(opened).toBe(2);
  });

  it("vets every hop even with a kept-alive socket: a name that now resolves to a private address is refused", async () => {
    const answers: Record<string, string> = { "site.example.test": "127.0.0.1" };
    const lookup = table(answers);
    await withFetchAgent(async (agent) => {
      await safeFetch(`http://site.example.test:${port}/one`, { lookup, allowHosts: [`site.example.test:${port}`], agent });
      answers["site.example.test"] = "10.0.0.1";
      const error = await safeFetch(`http://site.example.test:${port}/two`, { lookup, allowPorts: [port], agent }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).code).toBe("blocked_address");
    });
    expect(opened).toBe(1);
  });

  it("never opens a connection to an address that fails the policy, whatever was pinned", async () => {
    const agent = new FetchAgent();
    try {
      agent.pin("private.example.test", port, { address: "127.0.0.1", family: 4 }, false);
      const error = await agent.undici.request({ origin: `http://private.example.test:${port}`, path: "/", method: "GET" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).message).toBe(SAFE_FETCH_MESSAGES.blocked_address);
      // A host nobody vetted is refused too: the connector never resolves a name itself.
      const unvetted = await agent.undici.request({ origin: `http://127.0.0.1:${port}`, path: "/", method: "GET" }).catch((e: unknown) => e);
      expect((unvetted as SafeFetchError).code).toBe("blocked_address");
      expect(agent.connectionsOpened).toBe(0);
    } finally {
      await agent.close();
    }
    expect(opened).toBe(0);
  });
});
