import { expect, test, type APIRequestContext, type TestInfo } from "@playwright/test";
import { AI_CRAWLERS } from "../../app/capabilities/ai-crawlers/crawlers";
import { E2E_CRAWL_FIXTURE_PORTS, E2E_EXTERNAL_FIXTURE_HOST, E2E_TLS_CA } from "../../playwright.config";
import { HTTPS_SITES, RULE_CASES, SITE_NAMES, rulesWithoutCase, type SiteName, type Where } from "../support/audit-harness/cases";
import { PLATFORM_NAMES, platformSite, type PlatformName } from "../support/audit-harness/platforms";
import { serveSite, type RunningSite } from "../support/audit-harness/server";
import { EXTERNAL_HOST, externalSite, harnessSites } from "../support/audit-harness/sites";
import { issueServerCertificate } from "../support/tls-fixture";
import { ownClientAddress } from "./helpers";

/*
 * The end-to-end rule harness: fixture sites on loopback (tests/support/audit-harness) that make
 * every rule of the audit applicable, audited through the production server's real endpoint and
 * job (POST /api/site-audit, its NDJSON stream to the result line, then the stored report's JSON
 * export), never by calling rules on records. Each rule's case (cases.ts) shows that it fires on
 * its defect (its finding lists that address) and stays silent on its twin, and that a rule the
 * fixture makes applicable is not reported "not applicable". Failures are collected into one
 * list, each naming its rule, so one run shows them all.
 *
 * Most fixture sites are http:// on loopback; three are https (HTTPS_SITES), with certificates of
 * the run's throwaway CA, which the main server trusts through NODE_EXTRA_CA_CERTS
 * (playwright.config.ts): the fetcher checks them as it checks any site's. So the rules that judge
 * https pages only (mixed content, HSTS, forms and links to http, secure cookies, an http canonical
 * or share image) have page cases on the https `secure` site, and the certificate's expiry and
 * http:// moving to https:// their site cases. Each https site answers plain http on its own port
 * too, as the audit's probe of http:// keeps the port.
 *
 * Besides: the audit's own requests must reach the site through the job (llms.txt, tdmrep.json,
 * robots.txt read again for its AI lines, the home page with each AI crawler's user agent), the
 * https site's clean pages must get no finding at all, and realistic platform pages (WordPress, Shopify, Wix, a Ticimax-style shop, a server-rendered app)
 * must get no error and no warning.
 */

const PORTS: Record<SiteName, number> = {
  main: E2E_CRAWL_FIXTURE_PORTS.harnessMain,
  bare: E2E_CRAWL_FIXTURE_PORTS.harnessBare,
  unreachable: E2E_CRAWL_FIXTURE_PORTS.harnessUnreachable,
  closed: E2E_CRAWL_FIXTURE_PORTS.harnessClosed,
  refusing: E2E_CRAWL_FIXTURE_PORTS.harnessRefusing,
  lighthouse: E2E_CRAWL_FIXTURE_PORTS.harnessLighthouse,
  secure: E2E_CRAWL_FIXTURE_PORTS.harnessSecure,
  expiring: E2E_CRAWL_FIXTURE_PORTS.harnessExpiring,
  temporary: E2E_CRAWL_FIXTURE_PORTS.harnessTemporary,
};
const PLATFORM_PORTS: Record<PlatformName, number> = {
  wordpress: E2E_CRAWL_FIXTURE_PORTS.platformWordpress,
  shopify: E2E_CRAWL_FIXTURE_PORTS.platformShopify,
  wix: E2E_CRAWL_FIXTURE_PORTS.platformWix,
  ticimax: E2E_CRAWL_FIXTURE_PORTS.platformTicimax,
  "ssr-app": E2E_CRAWL_FIXTURE_PORTS.platformSsrApp,
};
const EXTERNAL = `http://${E2E_EXTERNAL_FIXTURE_HOST}`;
const origin = (port: number): string => `http://127.0.0.1:${port}`;
/** A harness site's origin: https:// for the https sites. */
const siteOrigin = (name: SiteName): string => `${HTTPS_SITES[name] ? "https" : "http"}://127.0.0.1:${PORTS[name]}`;

/** The stored report as its JSON export gives it (app/features/site-audit/export-json.ts). */
interface ExportedReport {
  crawl: { stopReason: string; pagesChecked: number };
  findings: { rule: string; severity: string; addresses: { url: string; detail?: string }[] }[];
  passed: string[];
  notApplicable: string[];
}

interface Line {
  type: string;
  reportId?: string;
  error?: string;
}

/** One audit through the endpoint and the job, as the visitor at `client`; the stored report's JSON export. */
async function audit(request: APIRequestContext, url: string, client: string): Promise<ExportedReport> {
  const response = await request.post("/api/site-audit", {
    data: { url },
    headers: { "x-forwarded-for": client },
    timeout: 170_000,
  });
  expect(response.status(), `POST /api/site-audit ${url}`).toBe(200);
  const lines = (await response.text())
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Line);
  const result = lines.find((line) => line.type === "result");
  if (result?.reportId === undefined) throw new Error(`no result line for ${url}: ${JSON.stringify(lines.at(-1))}`);
  const exported = await request.get(`/seo-analizi/rapor/${result.reportId}/json`);
  expect(exported.status(), `the JSON export of ${url}`).toBe(200);
  return (await exported.json()) as ExportedReport;
}

/** Every fixture site served and audited: the harness's sites' reports and their recorded requests, and the platforms' reports. */
interface Audited {
  sites: Record<SiteName, RunningSite>;
  reports: Record<SiteName, ExportedReport>;
  platforms: Record<PlatformName, ExportedReport>;
}

async function serveAndAudit(request: APIRequestContext, testInfo: TestInfo, running: RunningSite[]): Promise<Audited> {
  const origins = Object.fromEntries(SITE_NAMES.map((name) => [name, siteOrigin(name)])) as Record<SiteName, string>;
  const built = harnessSites(origins, EXTERNAL);
  const sites = {} as Record<SiteName, RunningSite>;
  for (const name of SITE_NAMES) {
    const https = HTTPS_SITES[name];
    const { plainHttp } = built[name];
    const tls = https === undefined || plainHttp === null ? undefined : { ...issueServerCertificate(E2E_TLS_CA, https.certificateDays), plain: plainHttp };
    sites[name] = await serveSite("127.0.0.1", PORTS[name], built[name].handler, tls);
    running.push(sites[name]);
  }
  running.push(await serveSite(EXTERNAL_HOST, E2E_CRAWL_FIXTURE_PORTS.harnessExternal, externalSite()));
  for (const name of PLATFORM_NAMES) running.push(await serveSite("127.0.0.1", PLATFORM_PORTS[name], platformSite(name, origin(PLATFORM_PORTS[name]), EXTERNAL)));
  // The server runs one audit at a time (WORKER_CONCURRENCY=1): they wait in line, each as a visitor of its own.
  const reports = {} as Record<SiteName, ExportedReport>;
  const platforms = {} as Record<PlatformName, ExportedReport>;
  await Promise.all([
    ...SITE_NAMES.map(async (name, visitor) => void (reports[name] = await audit(request, `${origins[name]}/`, ownClientAddress(testInfo, visitor)))),
    ...PLATFORM_NAMES.map(async (name, index) => void (platforms[name] = await audit(request, `${origin(PLATFORM_PORTS[name])}/`, ownClientAddress(testInfo, SITE_NAMES.length + index)))),
  ]);
  return { sites, reports, platforms };
}

function addressOf(where: Where): string {
  if (where.external) return `${EXTERNAL}${where.path}`;
  return `${where.plainHttp ? origin(PORTS[where.site]) : siteOrigin(where.site)}${where.path}`;
}

/** Whether the rule's finding lists `url` (any address starting with it, for one ending in "*"). */
function listed(report: ExportedReport, rule: string, url: string): boolean {
  const matches = url.endsWith("*") ? (address: string) => address.startsWith(url.slice(0, -1)) : (address: string) => address === url;
  return report.findings.some((finding) => finding.rule === rule && finding.addresses.some((address) => matches(address.url)));
}

function findingOf(report: ExportedReport, rule: string): string {
  const finding = report.findings.find((entry) => entry.rule === rule);
  if (finding === undefined) return report.notApplicable.includes(rule) ? "not applicable" : "passed";
  return `lists ${finding.addresses.map((address) => address.url).join(", ")}`;
}

/** Where each case's defect and twin are (a page case's under /k/<rule id>/ of its site, the main one or the secure one). */
function placesOf(id: string): { fires: Where; silent: Where } | null {
  const rule = RULE_CASES[id];
  if (rule === undefined || rule.kind === "n/a") return null;
  if (rule.kind === "site") return { fires: rule.fires, silent: rule.silent };
  const base = `/k/${id}`;
  const named = (name: string) => (name.startsWith("/") ? name : `${base}/${name}`);
  const site = rule.site ?? "main";
  return {
    fires: { site, path: rule.fires === undefined ? (rule.defectPath ?? `${base}/hata`) : named(rule.fires) },
    silent: { site, path: rule.silent === undefined ? (rule.twinPath ?? `${base}/ikiz`) : named(rule.silent) },
  };
}

/** Each case: the rule fires on its defect, is silent on its twin, and applies where the fixture makes it apply. */
function caseFailures({ reports }: Audited): string[] {
  const main = reports.main;
  const audited = new Set([...main.findings.map((finding) => finding.rule), ...main.passed, ...main.notApplicable]);
  const failures: string[] = [...rulesWithoutCase(audited)];
  for (const id of Object.keys(RULE_CASES)) if (!audited.has(id)) failures.push(`${id}: has a case but the audit has no such rule`);
  for (const [id, rule] of Object.entries(RULE_CASES)) {
    if (!audited.has(id)) continue;
    if (rule.kind === "n/a") {
      if (!main.notApplicable.includes(id)) failures.push(`${id}: expected "not applicable" on the main site (${rule.reason}), got: ${findingOf(main, id)}`);
      continue;
    }
    const places = placesOf(id);
    if (places === null) continue;
    const { fires, silent } = places;
    const defectReport = reports[fires.site];
    if (!listed(defectReport, id, addressOf(fires))) failures.push(`${id}: does not fire on ${addressOf(fires)} (${fires.site} site; ${findingOf(defectReport, id)})`);
    const twinReport = reports[silent.site];
    if (listed(twinReport, id, addressOf(silent))) failures.push(`${id}: fires on its twin ${addressOf(silent)} (${silent.site} site)`);
    if (twinReport.notApplicable.includes(id)) failures.push(`${id}: reported "not applicable" on the ${silent.site} site, which makes it apply`);
  }
  return failures;
}

/** The audit's own requests that the main site did not receive. */
function missingProbes({ sites, reports }: Audited): string[] {
  const requests = sites.main.requests;
  const paths = requests.map((request) => request.path);
  const failures: string[] = [];
  if (!paths.includes("/llms.txt")) failures.push("no request for /llms.txt");
  if (!paths.includes("/.well-known/tdmrep.json")) failures.push("no request for /.well-known/tdmrep.json");
  if (!paths.includes("/.well-known/security.txt")) failures.push("no request for /.well-known/security.txt");
  if (paths.filter((path) => path === "/robots.txt").length < 2) failures.push("robots.txt was read once: the agent probes did not read it again");
  if (!requests.some((request) => request.path === "/" && /text\/markdown/.test(request.accept))) failures.push("no request for the home page as Markdown");
  for (const bot of AI_CRAWLERS) {
    if (bot.userAgent !== null && !requests.some((request) => request.userAgent === bot.userAgent)) failures.push(`no request with ${bot.token}'s user agent`);
  }
  // The main site is read to its end: every page of every case was judged.
  if (reports.main.crawl.stopReason !== "done") failures.push(`the crawl of the main site stopped early: ${reports.main.crawl.stopReason}`);
  return failures;
}

/** A canonical naming a 404 address that nothing links to: the audit fetches the target and reports canonical/to-error. */
function unlinkedCanonicalTarget({ sites, reports }: Audited): string[] {
  const failures: string[] = [];
  const page = `${origin(PORTS.main)}/k/canonical/to-error/hata`;
  if (!sites.main.requests.some((request) => request.path === "/k/canonical/to-error/hedef")) failures.push("the unlinked canonical target /k/canonical/to-error/hedef was never requested");
  if (!listed(reports.main, "canonical/to-error", page)) failures.push(`canonical/to-error does not list ${page} (${findingOf(reports.main, "canonical/to-error")})`);
  return failures;
}

/**
 * Findings on the secure site's clean pages (its home page, hubs, contact page): an https site that
 * does everything right raises nothing but its cases' defects, under /k/<rule id>/.
 */
function secureSiteAlarms({ reports }: Audited): string[] {
  const failures: string[] = [];
  // A page of the site under its https:// address, or its http:// one (which moves to it).
  const path = (url: string): string => url.replace(siteOrigin("secure"), "").replace(origin(PORTS.secure), "");
  for (const finding of reports.secure.findings) {
    const clean = finding.addresses.filter((address) => !path(address.url).startsWith("/k/"));
    if (clean.length > 0) failures.push(`secure: ${finding.severity} ${finding.rule}: ${clean.map((address) => `${address.url}${address.detail ? ` [${address.detail}]` : ""}`).join(", ")}`);
  }
  return failures;
}

/** Errors and warnings on the well-configured platform sites. */
function platformAlarms({ platforms }: Audited): string[] {
  const failures: string[] = [];
  for (const name of PLATFORM_NAMES) {
    for (const finding of platforms[name].findings) {
      // The platform sites are http:// on loopback: that finding is the fixture's, not the platform's.
      if (finding.rule === "security/http-page" || finding.severity === "notice") continue;
      const addresses = finding.addresses.map((address) => `${address.url.replace(origin(PLATFORM_PORTS[name]), "")}${address.detail ? ` [${address.detail}]` : ""}`);
      failures.push(`${name}: ${finding.severity} ${finding.rule}: ${addresses.join(", ")}`);
    }
  }
  return failures;
}

// One test, so that the sites are audited once: each part is a soft assertion, and one run shows every failure.
test("every rule fires on its defect and not on its twin, the probes reach the site, and clean https and platform pages raise no false alarm", async ({ request }, testInfo) => {
  test.setTimeout(240_000);
  const running: RunningSite[] = [];
  try {
    const audited = await serveAndAudit(request, testInfo, running);
    await test.step("each rule's case, through the endpoint and the job", () => expect.soft(caseFailures(audited)).toEqual([]));
    await test.step("the audit's probes reach the site: llms.txt, tdmrep.json, robots.txt again, each AI crawler's user agent", () => expect.soft(missingProbes(audited)).toEqual([]));
    await test.step("a canonical naming an unlinked 404 address gets canonical/to-error", () => expect.soft(unlinkedCanonicalTarget(audited)).toEqual([]));
    await test.step("the https site's clean pages get no finding", () => expect.soft(secureSiteAlarms(audited)).toEqual([]));
    await test.step("well-configured platform pages get no error and no warning", () => expect.soft(platformAlarms(audited)).toEqual([]));
  } finally {
    await Promise.all(running.map((site) => site.close()));
  }
});
