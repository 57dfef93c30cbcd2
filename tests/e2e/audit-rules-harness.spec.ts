import { expect, test, type APIRequestContext } from "@playwright/test";
import { AI_CRAWLERS } from "../../app/capabilities/ai-crawlers/crawlers";
import { E2E_CRAWL_FIXTURE_PORTS, E2E_EXTERNAL_FIXTURE_HOST } from "../../playwright.config";
import { RULE_CASES, SITE_NAMES, rulesWithoutCase, type SiteName, type Where } from "../support/audit-harness/cases";
import { PLATFORM_NAMES, platformSite, type PlatformName } from "../support/audit-harness/platforms";
import { serveSite, type RunningSite } from "../support/audit-harness/server";
import { EXTERNAL_HOST, externalSite, harnessSites } from "../support/audit-harness/sites";
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
 * The fixture is http:// on loopback: security/http-page fires on every page (no twin can exist)
 * and the rules that judge https pages only (mixed content, HSTS, forms and links to http, secure
 * cookies, an http canonical or share image) are checked to be "not applicable" instead, by design.
 *
 * Besides: the audit's own requests must reach the site through the job (llms.txt, tdmrep.json,
 * robots.txt read again for its AI lines, the home page with each AI crawler's user agent), and
 * realistic platform pages (WordPress, Shopify, Wix, a Ticimax-style shop, a server-rendered app)
 * must get no error and no warning.
 */

test.describe.configure({ mode: "default" });

const PORTS: Record<SiteName, number> = {
  main: E2E_CRAWL_FIXTURE_PORTS.harnessMain,
  bare: E2E_CRAWL_FIXTURE_PORTS.harnessBare,
  unreachable: E2E_CRAWL_FIXTURE_PORTS.harnessUnreachable,
  closed: E2E_CRAWL_FIXTURE_PORTS.harnessClosed,
  refusing: E2E_CRAWL_FIXTURE_PORTS.harnessRefusing,
  lighthouse: E2E_CRAWL_FIXTURE_PORTS.harnessLighthouse,
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

const running: RunningSite[] = [];
const sites = {} as Record<SiteName, RunningSite>;
const reports = {} as Record<SiteName, ExportedReport>;
const platformReports = {} as Record<PlatformName, ExportedReport>;

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(240_000);
  const origins = Object.fromEntries(SITE_NAMES.map((name) => [name, origin(PORTS[name])])) as Record<SiteName, string>;
  const built = harnessSites(origins, EXTERNAL);
  for (const name of SITE_NAMES) {
    sites[name] = await serveSite("127.0.0.1", PORTS[name], built[name].handler);
    running.push(sites[name]);
  }
  running.push(await serveSite(EXTERNAL_HOST, E2E_CRAWL_FIXTURE_PORTS.harnessExternal, externalSite()));
  for (const name of PLATFORM_NAMES) running.push(await serveSite("127.0.0.1", PLATFORM_PORTS[name], platformSite(name, origin(PLATFORM_PORTS[name]), EXTERNAL)));

  // The server runs one audit at a time (WORKER_CONCURRENCY=1): they wait in line, each as a visitor of its own.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const audits = [
      ...SITE_NAMES.map(async (name, visitor) => void (reports[name] = await audit(request, `${origins[name]}/`, ownClientAddress(testInfo, visitor)))),
      ...PLATFORM_NAMES.map(async (name, index) => void (platformReports[name] = await audit(request, `${origin(PLATFORM_PORTS[name])}/`, ownClientAddress(testInfo, SITE_NAMES.length + index)))),
    ];
    await Promise.all(audits);
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  await Promise.all(running.map((site) => site.close()));
});

function addressOf(where: Where): string {
  return `${origin(PORTS[where.site])}${where.path}`;
}

function listed(report: ExportedReport, rule: string, url: string): boolean {
  return report.findings.some((finding) => finding.rule === rule && finding.addresses.some((address) => address.url === url));
}

function findingOf(report: ExportedReport, rule: string): string {
  const finding = report.findings.find((entry) => entry.rule === rule);
  if (finding === undefined) return report.notApplicable.includes(rule) ? "not applicable" : "passed";
  return `lists ${finding.addresses.map((address) => address.url).join(", ")}`;
}

/** Where each case's defect and twin are (the main site's page cases under /k/<rule id>/). */
function placesOf(id: string): { fires: Where; silent: Where | null } | null {
  const rule = RULE_CASES[id];
  if (rule === undefined || rule.kind === "n/a") return null;
  if (rule.kind === "site") return { fires: rule.fires, silent: rule.silent };
  if (rule.kind === "everywhere") return { fires: rule.fires, silent: null };
  const base = `/k/${id}`;
  const named = (name: string) => (name.startsWith("/") ? name : `${base}/${name}`);
  return {
    fires: { site: "main", path: rule.fires === undefined ? (rule.defectPath ?? `${base}/hata`) : named(rule.fires) },
    silent: { site: "main", path: rule.silent === undefined ? (rule.twinPath ?? `${base}/ikiz`) : named(rule.silent) },
  };
}

test("every rule fires on its defect and stays silent on its twin, audited through the endpoint and the job", () => {
  const main = reports.main;
  const audited = new Set([...main.findings.map((finding) => finding.rule), ...main.passed, ...main.notApplicable]);
  const failures: string[] = [...rulesWithoutCase(audited)];
  for (const id of Object.keys(RULE_CASES)) if (!audited.has(id)) failures.push(`${id}: has a case but the audit has no such rule`);
  for (const [id, rule] of Object.entries(RULE_CASES)) {
    if (!audited.has(id)) continue;
    if (rule.kind === "n/a") {
      if (!main.notApplicable.includes(id)) failures.push(`${id}: expected "not applicable" on the http:// fixture (${rule.reason}), got: ${findingOf(main, id)}`);
      continue;
    }
    const places = placesOf(id);
    if (places === null) continue;
    const { fires, silent } = places;
    const defectReport = reports[fires.site];
    if (!listed(defectReport, id, addressOf(fires))) failures.push(`${id}: does not fire on ${addressOf(fires)} (${fires.site} site; ${findingOf(defectReport, id)})`);
    if (silent === null) continue;
    const twinReport = reports[silent.site];
    if (listed(twinReport, id, addressOf(silent))) failures.push(`${id}: fires on its twin ${addressOf(silent)} (${silent.site} site)`);
    if (twinReport.notApplicable.includes(id)) failures.push(`${id}: reported "not applicable" on the ${silent.site} site, which makes it apply`);
  }
  expect(failures).toEqual([]);
});

test("the audit's probes reach the site through the job: llms.txt, tdmrep.json, robots.txt again, every AI crawler's user agent", () => {
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
  expect(failures).toEqual([]);
  // The main site is read to its end: every page of every case was judged.
  expect(reports.main.crawl.stopReason).toBe("done");
});

test("a canonical naming a 404 address that nothing links to gets canonical/to-error", () => {
  const page = `${origin(PORTS.main)}/k/canonical/to-error/hata`;
  expect(findingOf(reports.main, "canonical/to-error")).toContain(page);
  expect(sites.main.requests.some((request) => request.path === "/k/canonical/to-error/hedef")).toBe(true);
});

test("well-configured platform pages get no error and no warning", () => {
  const failures: string[] = [];
  for (const name of PLATFORM_NAMES) {
    for (const finding of platformReports[name].findings) {
      // The fixture is http:// on loopback (see above): that finding is the fixture's, not the platform's.
      if (finding.rule === "security/http-page" || finding.severity === "notice") continue;
      const addresses = finding.addresses.map((address) => `${address.url.replace(origin(PLATFORM_PORTS[name]), "")}${address.detail ? ` [${address.detail}]` : ""}`);
      failures.push(`${name}: ${finding.severity} ${finding.rule}: ${addresses.join(", ")}`);
    }
  }
  expect(failures).toEqual([]);
});
