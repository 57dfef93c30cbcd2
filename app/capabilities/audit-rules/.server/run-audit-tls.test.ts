import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FetchAgent } from "~/.server/safe-fetch";
import { startTlsFixture, type TlsFixture } from "../../../../tests/support/tls-fixture";
import { runAudit } from "./run-audit";

/* An audit of an https site whose certificate runs out in 10 days: read from the crawl's own connection, and reported. */

let site: TlsFixture;
beforeAll(async () => {
  site = await startTlsFixture(10, (_request, response) => {
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end('<!doctype html><html lang="tr"><head><title>Güvenli site</title></head><body><h1>Merhaba</h1></body></html>');
  });
});
afterAll(() => site.close());

describe("the audit over https", () => {
  it("reads the home page's certificate from its own connection and reports its expiry within 14 days", async () => {
    const agent = new FetchAgent({ ca: site.ca });
    try {
      const run = await runAudit(`${site.origin}/`, { crawl: { maxPages: 3, fetch: { allowHosts: [site.host], agent } }, probesTimeLimitMs: 5_000 });
      expect(run.site.certificate).toEqual({ url: `${site.origin}/`, validTo: site.validTo.toISOString(), issuer: "Deneme Kok Sertifikasi" });
      const rule = run.outcome.outcomes.find((outcome) => outcome.id === "security/certificate-expiring");
      expect(rule?.status).toBe("failed");
      expect(rule?.hits[0]?.detail).toMatch(/^(9|10) · /);
    } finally {
      await agent.close();
    }
  }, 60_000);
});
