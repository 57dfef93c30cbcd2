/**
 * Our own site is the audit's first customer: `npm run bench -- own-site` builds the site for a
 * loopback origin (SITE_URL, so its canonical URLs, sitemap and robots.txt name that origin, as a
 * production build names the real one), starts it with the browser stage on, audits it through
 * POST /api/site-audit, and reads the stored report's JSON export.
 *
 * The goal: no error and no warning beyond those written down below with their reason. A finding
 * not in the list fails the run and is printed with its pages, so a rule change that starts a
 * false alarm on an ordinary, well-kept site (ours) is seen. Notices are printed for reading.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { chromiumPath } from "../scripts/check-chromium";
import { startProductionServer } from "./production-server";
import { auditThroughEndpoint } from "./server-load";
import { runIfMain, type BenchRow } from "./types";

const PORT = Number(process.env.BENCH_PORT ?? 3400) + 90;
const BUILD_DIR = "build-own";

/**
 * Findings our own build may get, each with why. Errors and warnings outside this list fail the
 * run; the README's "our own site" paragraph says the same in prose.
 */
const EXPECTED: Record<string, string> = {
  "security/http-page": "loopback is served over http; production runs behind TLS",
  "structured-data/organization-recommended": "no geo coordinates: the office address is a placeholder until the agency's own is set in site.content.ts",
  "security/security-txt-missing": "no security contact to publish yet",
  "images/not-lazy-below-fold": "the blog's first three cards load at once on purpose; the rule's word count places them lower than the layout does",
  "analytics/measurement-missing": "a build without GA4_MEASUREMENT_ID or a cookieless script measures nothing; production sets one",
  "delivery/asset-cache-short": "files under /images/ have no content hash in their names, so they are cached a day; the hashed /assets/ a year",
};

interface ExportedReport {
  score: number;
  findings: { rule: string; severity: "error" | "warning" | "notice"; addresses: { url: string }[] }[];
  crawl?: { counts?: { fetched?: number } };
  browser?: { status: string; durationMs: number; pages: { url: string; lab: { score: number; lcpMs: number; cls: number; tbtMs: number } | null; error: string | null }[] };
}

function build(origin: string): void {
  const built = spawnSync("npm", ["run", "build"], { env: { ...process.env, SITE_URL: origin, BUILD_DIR }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (built.status !== 0) throw new Error(`the build for ${origin} failed (${built.status}): ${built.stderr.slice(-2_000)}`);
}

export async function run(): Promise<BenchRow[]> {
  const origin = `http://127.0.0.1:${PORT}`;
  build(origin);
  const previousBuildDir = process.env.BUILD_DIR;
  process.env.BUILD_DIR = BUILD_DIR;
  const browser = chromiumPath();
  const server = await startProductionServer(PORT, {
    ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${PORT}`,
    AUDIT_RATE_LIMIT: "1000",
    TARGET_HOST_HOURLY_REQUESTS: "1000000",
    ...(browser ? { AUDIT_BROWSER: browser } : {}),
  });
  try {
    const audited = await auditThroughEndpoint(origin, `${origin}/`);
    const report = (await (await fetch(`${origin}/seo-analizi/rapor/${audited.reportId}/json`)).json()) as ExportedReport;
    const unexpected = report.findings.filter((finding) => finding.severity !== "notice" && !(finding.rule in EXPECTED));
    const pagesOf = (finding: ExportedReport["findings"][number]): string =>
      finding.addresses
        .slice(0, 5)
        .map((address) => address.url.replace(origin, "") || "/")
        .join(", ");
    for (const finding of report.findings) {
      const why = EXPECTED[finding.rule];
      console.log(`${why ? "  " : "✗ "}${finding.severity} ${finding.rule} (${finding.addresses.length}): ${pagesOf(finding)}${why ? ` — ${why}` : ""}`);
    }
    for (const page of report.browser?.pages ?? []) {
      const lab = page.lab;
      console.log(`  browser ${page.url.replace(origin, "") || "/"}: ${lab ? `score ${lab.score}, LCP ${lab.lcpMs} ms, CLS ${lab.cls}, TBT ${lab.tbtMs} ms` : `not measured (${page.error})`}`);
    }
    const count = (severity: string): number => report.findings.filter((finding) => finding.severity === severity).length;
    const labScores = (report.browser?.pages ?? []).flatMap((page) => (page.lab ? [page.lab.score] : []));
    return [
      { figure: `own site: audit score (${audited.fetched} pages read)`, value: report.score, unit: "" },
      { figure: "own site: errors and warnings not written down with a reason (bench/own-site.ts)", value: unexpected.length, unit: "", goal: 0, goalKind: "max" },
      { figure: "own site: errors, all of them", value: count("error"), unit: "" },
      { figure: "own site: warnings, all of them", value: count("warning"), unit: "" },
      { figure: "own site: notices", value: count("notice"), unit: "" },
      { figure: `own site: browser stage, pages measured (${report.browser?.status ?? "none"})`, value: labScores.length, unit: "" },
      { figure: "own site: lowest Lighthouse mobile score of the sampled pages", value: labScores.length > 0 ? Math.min(...labScores) : 0, unit: "" },
      { figure: "own site: browser stage time", value: report.browser?.durationMs ?? 0, unit: "ms" },
    ];
  } finally {
    await server.stop();
    process.env.BUILD_DIR = previousBuildDir;
    rmSync(BUILD_DIR, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
