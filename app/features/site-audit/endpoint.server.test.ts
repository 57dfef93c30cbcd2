import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  leaveJobWhen,
  cleanUpAfterEach,
  fixtureSite,
  postLiveCheck,
  readLiveLines,
  startLiveCheckApi,
} from "../../../tests/support/live-check";
import { json, type ApiHandler } from "~/.server/json-api";
import type { LookupAll } from "~/.server/safe-fetch";
import { createSiteAuditEndpoint } from "./endpoint.server";
import { siteAuditJob } from "./job.server";
import { endpointHandler } from "~/.server/json-api";
import { MAX_FOLLOWERS_PER_JOB, jobCancelEndpoint, jobFollowEndpoint } from "~/.server/jobs/endpoints";
import { SITE_AUDIT_MESSAGES } from "./messages.content";
import type { StoredReport } from "./report-store.server";
import type { SiteAuditLine } from "./schema";
import type { JobLine } from "~/shared/jobs";
import { JOB_TEXT } from "~/shared/jobs.content";

/* The audit endpoint behind the server's own adapter on loopback, auditing the generated fixture site. */

cleanUpAfterEach();

/** The fixture sites are IP literals; every name their pages link to (other.example.test) stays unresolved, offline. */
const lookup: LookupAll = async (hostname) => {
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), {
    code: "ENOTFOUND",
  });
};

/** Reads a stored report through the services the endpoint used (the report page does the same). */
const readStored: ApiHandler = async (request, { services }) => {
  const { id } = (await request.json()) as { id: string };
  return json({ stored: await services.auditReports.get(id) });
};

async function startApi(env: Record<string, string> = {}): Promise<string> {
  return startLiveCheckApi({
    env,
    trustProxy: true,
    services: {
      jobKinds: [siteAuditJob({ crawl: { concurrency: 4 }, fetch: { lookup } })],
    },
    routes: [
      {
        method: "POST",
        path: "/api/site-audit",
        handler: createSiteAuditEndpoint(),
      },
      {
        method: "POST",
        path: "/api/jobs/follow",
        handler: endpointHandler(jobFollowEndpoint),
      },
      {
        method: "POST",
        path: "/api/jobs/cancel",
        handler: endpointHandler(jobCancelEndpoint),
      },
      { method: "POST", path: "/test/stored", handler: readStored },
    ],
  });
}

type Line = SiteAuditLine | JobLine;

/** Posts as the client at `ip` (the server trusts X-Forwarded-For here). */
async function postAs(base: string, path: string, body: unknown, ip = "203.0.113.1", signal?: AbortSignal): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
    signal,
  });
}

function jobIdOf(lines: readonly Line[]): string {
  const first = lines[0];
  if (first?.type !== "job") throw new Error(`first line ${JSON.stringify(first)}`);
  return first.jobId;
}

async function stored(base: string, id: string): Promise<StoredReport | null> {
  const response = await postLiveCheck(base, "/test/stored", { id });
  return ((await response.json()) as { stored: StoredReport | null }).stored;
}

describe("POST /api/site-audit", () => {
  it("streams the report id first, progress through crawl and rules, then stores the report", async () => {
    const site = await fixtureSite({ pages: 12 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: site.host,
      AUDIT_MAX_PAGES: "20",
    });
    const response = await postLiveCheck(base, "/api/site-audit", {
      url: `${site.origin}/`,
    });
    expect(response.status).toBe(200);
    const lines = await readLiveLines<Line>(response);
    jobIdOf(lines);
    const first = lines.find((line) => line.type === "started");
    if (first?.type !== "started") throw new Error(`no started line in ${JSON.stringify(lines.slice(0, 3))}`);
    expect(first.reportId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const phases = new Set(lines.flatMap((line) => (line.type === "progress" ? [line.phase] : [])));
    // Every stored line carries its place in the job's sequence, in order.
    const seqs = lines.flatMap((line) => ("seq" in line && typeof line.seq === "number" ? [line.seq] : []));
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
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

  it("reaches the audited site with every probe through the job, and judges a canonical target outside the crawl", async () => {
    // A site with robots.txt and a sitemap but no llms.txt; one page's canonical names an address
    // nothing links to, which answers 404. Only the probes can tell either.
    const seen: { path: string; userAgent: string }[] = [];
    const server = http.createServer((req, res) => {
      const path = req.url ?? "/";
      seen.push({ path, userAgent: req.headers["user-agent"] ?? "" });
      const origin = `http://${req.headers.host ?? ""}`;
      const page = (title: string, head = "") =>
        `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><h1>${title}</h1><a href="/">Ana sayfa</a> <a href="/hizmetler">Hizmetler</a></body></html>`;
      if (path === "/robots.txt") return res.writeHead(200, { "content-type": "text/plain" }).end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
      if (path === "/sitemap.xml") {
        return res
          .writeHead(200, { "content-type": "application/xml" })
          .end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url><url><loc>${origin}/hizmetler</loc></url></urlset>`);
      }
      if (path === "/") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("Ana Sayfa", `<link rel="canonical" href="${origin}/">`));
      if (path === "/hizmetler") return res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page("Hizmetler", `<link rel="canonical" href="${origin}/eski-hizmetler">`));
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end(page("Bulunamadı"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
      const base = await startApi({ ANALYZER_ALLOWED_HOSTS: host });
      const lines = await readLiveLines<Line>(await postAs(base, "/api/site-audit", { url: `http://${host}/` }, "203.0.113.40"));
      const last = lines.at(-1);
      if (last?.type !== "result") throw new Error(`last line ${JSON.stringify(last)}`);
      const stored_ = await stored(base, last.reportId);
      if (stored_?.status !== "done") throw new Error(`stored ${JSON.stringify(stored_)}`);
      const { report } = stored_;

      const paths = seen.map((request) => request.path);
      expect(paths).toContain("/llms.txt");
      expect(paths).toContain("/.well-known/tdmrep.json");
      expect(paths).toContain("/eski-hizmetler");
      // The crawl's robots.txt read, and the agent probe's second read for its AI lines.
      expect(paths.filter((path) => path === "/robots.txt")).toHaveLength(2);
      expect(seen.some((request) => request.path === "/" && /GPTBot/.test(request.userAgent))).toBe(true);

      // Each probe's rules are judged, not left "not applicable".
      for (const id of ["agents/llms-txt-missing", "agents/markdown-not-offered", "agents/content-signals-missing", "agents/server-refuses-ai-search", "canonical/to-error", "security/security-txt-missing"]) {
        expect(report.notApplicable, id).not.toContain(id);
      }
      const toError = report.findings.find((finding) => finding.id === "canonical/to-error");
      expect(toError?.hits).toEqual([{ url: `http://${host}/hizmetler`, detail: `http://${host}/eski-hizmetler (404)` }]);
      expect(report.findings.map((finding) => finding.id)).toContain("agents/llms-txt-missing");
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("keeps what was found when the visitor stops it: the report is stored under the id it was given", async () => {
    const site = await fixtureSite({ pages: 200, latencyMs: 30 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: site.host,
      AUDIT_MAX_PAGES: "200",
    });
    const response = await postAs(base, "/api/site-audit", {
      url: `${site.origin}/`,
    });
    let jobId = "";
    let cancelledAt = 0;
    const lines = await readLiveLines<Line>(response, (line) => {
      if (line.type === "job") jobId = line.jobId;
      if (cancelledAt === 0 && line.type === "progress" && line.counts.fetched >= 5) {
        cancelledAt = Date.now();
        void postAs(base, "/api/jobs/cancel", { id: jobId });
      }
    });
    // "Durdur" reaches the run within its poll, and the crawl's requests stop with it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const late = site.requests.filter((request) => request.at > cancelledAt + 1_000);
    expect(late).toEqual([]);
    const last = lines.at(-1);
    if (last?.type !== "result") throw new Error(`last line ${JSON.stringify(last)}`);
    const report = await stored(base, last.reportId);
    if (report?.status !== "done") throw new Error(`stored ${JSON.stringify(report)}`);
    expect(report.report.crawl.stopReason).toBe("cancelled");
    expect(report.report.crawl.pagesChecked).toBeGreaterThanOrEqual(5);
    expect(report.report.crawl.pagesChecked).toBeLessThan(200);
  });

  it("runs on when the visitor goes away; following the job again resumes after the last line seen", async () => {
    const site = await fixtureSite({ pages: 60, latencyMs: 10 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: site.host,
      AUDIT_MAX_PAGES: "60",
    });
    const controller = new AbortController();
    const response = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, undefined, controller.signal);
    const before: Line[] = [];
    await leaveJobWhen<Line>(response, controller, (line) => {
      before.push(line);
      return line.type === "progress" && line.counts.fetched >= 3;
    });
    const jobId = jobIdOf(before);
    const lastSeq = Math.max(...before.map((line) => ("seq" in line && typeof line.seq === "number" ? line.seq : 0)));
    expect(lastSeq).toBeGreaterThan(1);
    const after = await readLiveLines<Line>(await postAs(base, "/api/jobs/follow", { id: jobId, after: lastSeq }));
    expect(after[0]).toEqual({ type: "job", jobId });
    const seqs = after.flatMap((line) => ("seq" in line && typeof line.seq === "number" ? [line.seq] : []));
    expect(seqs[0]).toBe(lastSeq + 1);
    expect(seqs).toEqual(seqs.map((_, index) => lastSeq + 1 + index));
    const last = after.at(-1);
    if (last?.type !== "result") throw new Error(`last line ${JSON.stringify(last)}`);
    const report = await stored(base, last.reportId);
    if (report?.status !== "done") throw new Error(`stored ${JSON.stringify(report)}`);
    expect(report.report.crawl.stopReason).not.toBe("cancelled");
  });

  it("puts visitors beyond WORKER_CONCURRENCY in line with their place, and runs every audit", async () => {
    const site = await fixtureSite({ pages: 8, latencyMs: 20 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: site.host,
      WORKER_CONCURRENCY: "1",
    });
    const streams = ["203.0.113.11", "203.0.113.12", "203.0.113.13"].map(async (ip, index) => {
      // One after the other into the line, so the places are known.
      await new Promise((resolve) => setTimeout(resolve, index * 150));
      return readLiveLines<Line>(await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, ip));
    });
    const results = await Promise.all(streams);
    for (const lines of results) expect(lines.at(-1)?.type).toBe("result");
    const places = results.map((lines) => lines.flatMap((line) => (line.type === "queued" ? [line.position] : [])));
    expect(places[1]?.[0]).toBe(1);
    expect(places[2]?.[0]).toBe(2);
    // A place only ever moves up.
    expect(places[2]).toEqual([...(places[2] ?? [])].sort((a, b) => b - a));
    for (const lines of results.slice(1)) {
      const queued = lines.find((line) => line.type === "queued");
      if (queued?.type !== "queued") throw new Error("no queued line");
      expect(queued.etaSeconds).toBeGreaterThan(0);
      // The place comes before the audit's own lines.
      expect(lines.findIndex((line) => line.type === "queued")).toBeLessThan(lines.findIndex((line) => line.type === "started"));
    }
  });

  it("refuses a second audit of the same client while its first runs (409), and a full line (503), keeping the quota", async () => {
    const site = await fixtureSite({ pages: 40, latencyMs: 40 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: site.host,
      WORKER_CONCURRENCY: "1",
      QUEUE_MAX_WAITING: "1",
      AUDIT_RATE_LIMIT: "2",
    });
    const first = new AbortController();
    const running = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.21", first.signal);
    const firstLines: Line[] = [];
    await leaveJobWhen<Line>(running, first, (line) => {
      firstLines.push(line);
      return line.type === "started";
    });
    const again = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.21");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: string }).error).toBe(JOB_TEXT.clientBusy);
    const waiting = new AbortController();
    const second = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.22", waiting.signal);
    const secondLines: Line[] = [];
    await leaveJobWhen<Line>(second, waiting, (line) => {
      secondLines.push(line);
      return line.type === "queued";
    });
    const full = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.23");
    expect(full.status).toBe(503);
    expect(full.headers.get("retry-after")).toBe("60");
    expect(((await full.json()) as { error: string }).error).toBe(JOB_TEXT.queueFull);
    // "Durdur" while waiting: the job leaves the line and its stream says so.
    const cancel = await postAs(base, "/api/jobs/cancel", { id: jobIdOf(secondLines) }, "203.0.113.22");
    expect(await cancel.json()).toEqual({ ok: true, state: "cancelled" });
    const rest = await readLiveLines<Line>(await postAs(base, "/api/jobs/follow", { id: jobIdOf(secondLines), after: 0 }, "203.0.113.22"));
    expect(rest.at(-1)).toEqual({
      type: "error",
      code: "cancelled",
      error: JOB_TEXT.cancelled,
    });
    await postAs(base, "/api/jobs/cancel", { id: jobIdOf(firstLines) }, "203.0.113.21");
    // The refused visitors kept their quota: both may start two audits in this hour.
    const later = await readLiveLines<Line>(await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.23"));
    expect(later.at(-1)?.type).toBe("result");
  });

  it("lets a job be followed by a few streams at once, not by hundreds", async () => {
    const site = await fixtureSite({ pages: 40, latencyMs: 40 });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: site.host, AUDIT_MAX_PAGES: "40" });
    const controllers = [new AbortController()];
    const first = await postAs(base, "/api/site-audit", { url: `${site.origin}/` }, "203.0.113.31", controllers[0]?.signal);
    const lines: Line[] = [];
    await leaveJobWhen<Line>(first, controllers[0] ?? new AbortController(), (line) => {
      lines.push(line);
      return line.type === "job";
    });
    const id = jobIdOf(lines);
    // The aborted first stream lets go of its place once the server notices.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const open: AbortController[] = [];
    for (let index = 0; index < MAX_FOLLOWERS_PER_JOB; index += 1) {
      const controller = new AbortController();
      const response = await postAs(base, "/api/jobs/follow", { id, after: 0 }, "203.0.113.31", controller.signal);
      expect(response.status).toBe(200);
      open.push(controller);
    }
    const refused = await postAs(base, "/api/jobs/follow", { id, after: 0 }, "203.0.113.31");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toBe(JOB_TEXT.tooManyFollowers);
    for (const controller of open) controller.abort();
    await postAs(base, "/api/jobs/cancel", { id }, "203.0.113.31");
  });

  it("answers an unknown or malformed job id with a Turkish 404 or 400", async () => {
    const base = await startApi();
    const unknown = await postAs(base, "/api/jobs/follow", {
      id: "00000000-0000-4000-8000-000000000000",
      after: 0,
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe(JOB_TEXT.notFound);
    for (const body of [{ id: "../etc", after: 0 }, { id: "00000000-0000-4000-8000-000000000000", after: -1 }, {}]) {
      expect((await postAs(base, "/api/jobs/follow", body)).status).toBe(400);
    }
    expect((await postAs(base, "/api/jobs/cancel", { id: "x' OR 1=1" })).status).toBe(400);
    expect(
      (
        await postAs(base, "/api/jobs/cancel", {
          id: "00000000-0000-4000-8000-000000000000",
        })
      ).status,
    ).toBe(404);
  });

  it("compares with the previous report of the same site, and ignores one of another site", async () => {
    const site = await fixtureSite({ pages: 5 });
    const other = await fixtureSite({ pages: 5 });
    const base = await startApi({
      ANALYZER_ALLOWED_HOSTS: `${site.host},${other.host}`,
    });
    const auditOf = async (url: string, previousId?: string): Promise<string> => {
      const lines = await readLiveLines<Line>(await postLiveCheck(base, "/api/site-audit", { url, previousId }));
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
