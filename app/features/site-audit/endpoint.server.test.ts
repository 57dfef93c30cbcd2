import { describe, expect, it } from "vitest";
import { abortLiveCheckWhen, cleanUpAfterEach, fixtureSite, postLiveCheck, readLiveLines, startLiveCheckApi } from "../../../tests/support/live-check";
import { json, type ApiHandler } from "~/.server/json-api";
import type { LookupAll } from "~/.server/safe-fetch";
import { createSiteAuditEndpoint } from "./endpoint.server";
import { SITE_AUDIT_MESSAGES } from "./messages.content";
import type { StoredReport } from "./report-store.server";
import type { SiteAuditLine } from "./schema";

/* The audit endpoint behind the server's own adapter on loopback, auditing the generated fixture site. */

cleanUpAfterEach();

/** The fixture sites are IP literals; every name their pages link to (other.example.test) stays unresolved, offline. */
const lookup: LookupAll = async (hostname) => {
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/** Reads a stored report through the services the endpoint used (the report page does the same). */
const readStored: ApiHandler = async (request, { services }) => {
  const { id } = (await request.json()) as { id: string };
  return json({ stored: await services.auditReports.get(id) });
};

async function startApi(env: Record<string, string> = {}): Promise<string> {
  return startLiveCheckApi({
    env,
    routes: [
      { method: "POST", path: "/api/site-audit", handler: createSiteAuditEndpoint({ crawl: { concurrency: 4 }, fetch: { lookup } }) },
      { method: "POST", path: "/test/stored", handler: readStored },
    ],
  });
}

async function stored(base: string, id: string): Promise<StoredReport | null> {
  const response = await postLiveCheck(base, "/test/stored", { id });
  return ((await response.json()) as { stored: StoredReport | null }).stored;
}

describe("POST /api/site-audit", () => {
  it("streams the report id first, progress through crawl and rules, then stores the report", async () => {
    const site = await fixtureSite({ pages: 12 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: site.host, AUDIT_MAX_PAGES: "20" });
    const response = await postLiveCheck(base, "/api/site-audit", { url: `${site.origin}/` });
    expect(response.status).toBe(200);
    const lines = await readLiveLines<SiteAuditLine>(response);
    const first = lines[0];
    if (first?.type !== "started") throw new Error(`first line ${JSON.stringify(first)}`);
    expect(first.reportId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const phases = new Set(lines.flatMap((line) => (line.type === "progress" ? [line.phase] : [])));
    expect(phases).toContain("crawl");
    expect(phases).toContain("saving");
    const last = lines.at(-1);
    if (last?.type !== "result") throw new Error(`last line ${JSON.stringify(last)}`);
    expect(last.reportId).toBe(first.reportId);
    const report = await stored(base, first.reportId);
    if (report?.status !== "done") throw new Error(`stored ${JSON.stringify(report)}`);
    expect(report.report.score).toBe(last.score);
    expect(report.report.crawl.pagesChecked).toBeGreaterThanOrEqual(10);
    expect(report.report.findings.length + report.report.passed.length).toBeGreaterThan(50);
    expect(report.report.comparison).toBeNull();
  });

  it("keeps what was found when the visitor stops: the report is stored under the id it was given", async () => {
    const site = await fixtureSite({ pages: 200, latencyMs: 30 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: site.host, AUDIT_MAX_PAGES: "200" });
    const controller = new AbortController();
    const response = await postLiveCheck(base, "/api/site-audit", { url: `${site.origin}/` }, controller.signal);
    let id = "";
    await abortLiveCheckWhen<SiteAuditLine>(response, controller, (line) => {
      if (line.type === "started") id = line.reportId;
      return line.type === "progress" && line.counts.fetched >= 5;
    });
    let report = await stored(base, id);
    for (let tries = 0; report?.status === "running" && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      report = await stored(base, id);
    }
    if (report?.status !== "done") throw new Error(`stored ${JSON.stringify(report)}`);
    expect(report.report.crawl.stopReason).toBe("cancelled");
    expect(report.report.crawl.pagesChecked).toBeGreaterThanOrEqual(5);
    expect(report.report.crawl.pagesChecked).toBeLessThan(200);
  });

  it("compares with the previous report of the same site, and ignores one of another site", async () => {
    const site = await fixtureSite({ pages: 5 });
    const other = await fixtureSite({ pages: 5 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: `${site.host},${other.host}` });
    const auditOf = async (url: string, previousId?: string): Promise<string> => {
      const lines = await readLiveLines<SiteAuditLine>(await postLiveCheck(base, "/api/site-audit", { url, previousId }));
      const last = lines.at(-1);
      if (last?.type !== "result") throw new Error(JSON.stringify(last));
      return last.reportId;
    };
    const first = await auditOf(`${site.origin}/`);
    const second = await auditOf(`${site.origin}/`, first);
    const again = await stored(base, second);
    if (again?.status !== "done") throw new Error("not stored");
    expect(again.report.comparison?.previousId).toBe(first);
    expect(again.report.comparison?.fixed).toEqual([]);
    expect(again.report.comparison?.appeared).toEqual([]);
    const elsewhere = await stored(base, await auditOf(`${other.origin}/`, first));
    if (elsewhere?.status !== "done") throw new Error("not stored");
    expect(elsewhere.report.comparison).toBeNull();
  });

  it("refuses a bad address or previous id with a Turkish 400, before any slot or quota is used", async () => {
    const base = await startApi({ AUDIT_RATE_LIMIT: "1" });
    for (const [body, message] of [
      [{ url: "" }, SITE_AUDIT_MESSAGES.emptyUrl],
      [{ url: "ftp://ornek.com" }, SITE_AUDIT_MESSAGES.invalidUrl],
      [{ url: "https://ornek.com", previousId: "../../etc/passwd" }, SITE_AUDIT_MESSAGES.invalidPrevious],
      [{}, SITE_AUDIT_MESSAGES.emptyUrl],
    ] as const) {
      const response = await postLiveCheck(base, "/api/site-audit", body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(message);
    }
  });

  it("an unknown or malformed report id reads as missing", async () => {
    const base = await startApi();
    expect(await stored(base, "AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
    expect(await stored(base, "x' OR 1=1 --")).toBeNull();
  });
});
