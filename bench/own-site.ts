/**
 * Our own site is the audit's first customer: `npm run bench -- own-site` builds the site for a
 * loopback origin (SITE_URL, so its canonical URLs, sitemap and robots.txt name that origin, as a
 * production build names the real one), starts it, audits it through POST /api/site-audit and
 * reads the stored report's JSON export. Two passes:
 *
 * - **https**, as production is served: the server behind a TLS front on loopback (a certificate
 *   of a throwaway CA the server trusts through NODE_EXTRA_CA_CERTS, plain http on the same port
 *   answering 301 to https, as the deployment's proxy does), so the https rules judge it too. The
 *   browser stage is off here: our Chromium trusts no test CA, and nothing in it may be loosened.
 * - **http with the browser stage**: the same site measured by Lighthouse and rendered by
 *   Chromium (page speed and what JavaScript changes).
 *
 * The goal: no error and no warning beyond those written down below with their reason. A finding
 * not in the list fails the run and is printed with its pages, so a rule change that starts a
 * false alarm on an ordinary, well-kept site (ours) is seen. Notices are printed for reading.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumPath } from "../scripts/check-chromium";
import { tlsOrPlain } from "../tests/support/audit-harness/server";
import { ensureTestCa, issueServerCertificate } from "../tests/support/tls-fixture";
import { startProductionServer, type ProductionServer } from "./production-server";
import { auditThroughEndpoint } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 90;
const BUILD_DIR = "build-own";

/**
 * Findings our own build may get, each with why. Errors and warnings outside this list fail the
 * run; the README's "our own site" paragraph says the same in prose.
 */
const EXPECTED: Record<string, string> = {
  "structured-data/organization-recommended": "no geo coordinates: the office address is a placeholder until the agency's own is set in site.content.ts",
  "security/security-txt-missing": "no security contact to publish yet",
  "images/not-lazy-below-fold": "the blog's first three cards load at once on purpose; the rule's word count places them lower than the layout does",
  "analytics/measurement-missing": "a build without GA4_MEASUREMENT_ID or a cookieless script measures nothing; production sets one",
  "delivery/asset-cache-short": "files under /images/ have no content hash in their names, so they are cached a day; the hashed /assets/ a year",
};
/** The http pass only: its site is served over plain http on purpose. */
const EXPECTED_OVER_HTTP: Record<string, string> = { "security/http-page": "this pass serves the site over http on purpose (the https pass judges TLS)" };

interface ExportedReport {
  score: number;
  findings: { rule: string; severity: "error" | "warning" | "notice"; addresses: { url: string }[] }[];
  browser?: { status: string; durationMs: number; pages: { url: string; lab: { score: number; lcpMs: number; cls: number; tbtMs: number } | null; error: string | null }[] };
}

interface Pass {
  name: "https" | "http";
  fetched: number;
  report: ExportedReport;
  unexpected: number;
}

function build(siteUrl: string): void {
  const built = spawnSync("npm", ["run", "build"], { env: { ...process.env, SITE_URL: siteUrl, BUILD_DIR }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the build for ${siteUrl} failed (${built.status}): ${built.stderr.slice(-2_000)}`);
}

/** The production server of build-own/, with `env` (SITE_URL too: production reads it at run time as well, for HSTS among others). */
async function startOwnServer(port: number, env: Record<string, string>): Promise<ProductionServer> {
  const previous = process.env.BUILD_DIR;
  process.env.BUILD_DIR = BUILD_DIR;
  try {
    return await startProductionServer(port, { AUDIT_RATE_LIMIT: "1000", TARGET_HOST_HOURLY_REQUESTS: "1000000", ...env });
  } finally {
    process.env.BUILD_DIR = previous;
  }
}

/** Audits `origin` through `server`, prints every finding and the lab figures, and counts the findings not expected. */
async function auditPass(name: Pass["name"], server: string, origin: string, expected: Record<string, string>): Promise<Pass> {
  const audited = await auditThroughEndpoint(server, `${origin}/`);
  const report = (await (await fetch(`${server}/seo-analizi/rapor/${audited.reportId}/json`)).json()) as ExportedReport;
  console.log(`${name}: score ${report.score}, ${audited.fetched} pages`);
  for (const finding of report.findings) {
    const why = expected[finding.rule];
    const pages = finding.addresses
      .slice(0, 5)
      .map((address) => address.url.replace(origin, "") || "/")
      .join(", ");
    console.log(`${why || finding.severity === "notice" ? "  " : "✗ "}${finding.severity} ${finding.rule} (${finding.addresses.length}): ${pages}${why ? ` — ${why}` : ""}`);
  }
  for (const page of report.browser?.pages ?? []) {
    const lab = page.lab;
    console.log(`  browser ${page.url.replace(origin, "") || "/"}: ${lab ? `score ${lab.score}, LCP ${lab.lcpMs} ms, CLS ${lab.cls}, TBT ${lab.tbtMs} ms` : `not measured (${page.error})`}`);
  }
  const unexpected = report.findings.filter((finding) => finding.severity !== "notice" && !(finding.rule in expected)).length;
  return { name, fetched: audited.fetched, report, unexpected };
}

/**
 * A TLS front on `port`, as a deployment's proxy: https passed to the server on `upstream` with
 * X-Forwarded-For and -Proto, plain http on the same port answered with a 301 to https.
 */
async function startTlsFront(port: number, upstream: number, tls: { key: string; cert: string }): Promise<{ close(): Promise<void> }> {
  const secure = https.createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
    const forwarded = http.request(
      { host: "127.0.0.1", port: upstream, method: request.method, path: request.url, headers: { ...request.headers, "x-forwarded-for": request.socket.remoteAddress ?? "127.0.0.1", "x-forwarded-proto": "https" } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  const plain = http.createServer((request, response) => response.writeHead(301, { location: `https://127.0.0.1:${port}${request.url ?? "/"}` }).end());
  const sockets = new Set<Socket>();
  const front = tlsOrPlain(secure, plain, sockets);
  await new Promise<void>((resolve) => front.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        front.close(() => resolve());
      }),
  };
}

async function httpsPass(): Promise<Pass> {
  const origin = `https://127.0.0.1:${PORT}`;
  build(origin);
  const caDir = mkdtempSync(path.join(tmpdir(), "own-site-ca-"));
  try {
    const ca = ensureTestCa(path.join(caDir, "ca"));
    const front = await startTlsFront(PORT, PORT + 1, issueServerCertificate(ca, 365));
    const server = await startOwnServer(PORT + 1, { SITE_URL: origin, ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${PORT}`, NODE_EXTRA_CA_CERTS: ca.certPath, TRUST_PROXY_HOPS: "1", AUDIT_BROWSER: "off" });
    try {
      return await auditPass("https", server.origin, origin, EXPECTED);
    } finally {
      await server.stop();
      await front.close();
    }
  } finally {
    rmSync(caDir, { recursive: true, force: true });
  }
}

async function httpPassWithBrowser(): Promise<Pass> {
  const origin = `http://127.0.0.1:${PORT}`;
  build(origin);
  const browser = chromiumPath();
  const server = await startOwnServer(PORT, { SITE_URL: origin, ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${PORT}`, ...(browser ? { AUDIT_BROWSER: browser } : {}) });
  try {
    return await auditPass("http", server.origin, origin, { ...EXPECTED, ...EXPECTED_OVER_HTTP });
  } finally {
    await server.stop();
  }
}

export async function run(): Promise<BenchRow[]> {
  try {
    const secure = await httpsPass();
    const plain = await httpPassWithBrowser();
    const count = (pass: Pass, severity: string): number => pass.report.findings.filter((finding) => finding.severity === severity).length;
    const labScores = (plain.report.browser?.pages ?? []).flatMap((page) => (page.lab ? [page.lab.score] : []));
    return [
      { figure: `own site over https: audit score (${secure.fetched} pages read)`, value: secure.report.score, unit: "" },
      { figure: "own site over https: errors and warnings not written down with a reason (bench/own-site.ts)", value: secure.unexpected, unit: "", goal: 0, goalKind: "max" },
      { figure: "own site over https: errors", value: count(secure, "error"), unit: "" },
      { figure: "own site over https: warnings", value: count(secure, "warning"), unit: "" },
      { figure: "own site over https: notices", value: count(secure, "notice"), unit: "" },
      { figure: "own site over http with the browser stage: errors and warnings not written down with a reason", value: plain.unexpected, unit: "", goal: 0, goalKind: "max" },
      { figure: `own site, browser stage: pages measured (${plain.report.browser?.status ?? "none"})`, value: labScores.length, unit: "" },
      { figure: "own site, browser stage: lowest Lighthouse mobile score of the sampled pages", value: labScores.length > 0 ? Math.min(...labScores) : 0, unit: "" },
      { figure: "own site, browser stage: stage time", value: plain.report.browser?.durationMs ?? 0, unit: "ms" },
    ];
  } finally {
    rmSync(BUILD_DIR, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
