import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTlsFixture, type TlsFixture } from "../../../tests/support/tls-fixture";
import { FetchAgent } from "./agent";
import { safeFetch } from "./safe-fetch";

/*
 * The fetcher over TLS through the job's agent (docs/decisions/050): a real handshake with a
 * certificate of a throwaway CA, verified (an untrusted one is refused), and the certificate that
 * very connection presented handed back with the answer, so a check of its expiry never opens a
 * second, unvetted connection.
 */

let site: TlsFixture;
beforeAll(async () => {
  site = await startTlsFixture(10);
});
afterAll(() => site.close());

describe("safeFetch over https", () => {
  it("verifies the server's certificate and answers with what it presented", async () => {
    const agent = new FetchAgent({ ca: site.ca });
    const answer = await safeFetch(`${site.origin}/`, { allowHosts: [site.host], agent }).finally(() => agent.close());
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Güvenli");
    expect(answer.certificate).toEqual({ validTo: site.validTo.toISOString(), subject: "ornek-test.example", issuer: "Deneme Kok Sertifikasi" });
    const daysLeft = (Date.parse(answer.certificate?.validTo ?? "") - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(9.9);
    expect(daysLeft).toBeLessThan(10.1);
  });

  it("hands the certificate back with every answer of the job, from its own connections", async () => {
    const agent = new FetchAgent({ ca: site.ca });
    try {
      await safeFetch(`${site.origin}/`, { allowHosts: [site.host], agent });
      const second = await safeFetch(`${site.origin}/ikinci`, { allowHosts: [site.host], agent });
      expect(agent.connectionsOpened).toBeGreaterThanOrEqual(1);
      expect(second.certificate?.validTo).toBe(site.validTo.toISOString());
    } finally {
      await agent.close();
    }
  });

  it("refuses a certificate it cannot trust, and has none to give over http", async () => {
    await expect(safeFetch(`${site.origin}/`, { allowHosts: [site.host] })).rejects.toMatchObject({ code: "network" });
    const plain = await import("node:http").then(({ createServer }) => createServer((_request, response) => response.end("düz")));
    await new Promise<void>((resolve) => plain.listen(0, "127.0.0.1", resolve));
    try {
      const port = (plain.address() as { port: number }).port;
      const answer = await safeFetch(`http://127.0.0.1:${port}/`, { allowHosts: [`127.0.0.1:${port}`] });
      expect(answer.certificate).toBeNull();
    } finally {
      plain.close();
    }
  });
});
