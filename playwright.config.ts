import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./scripts/check-chromium";
import { SERVER_NODE_FLAGS } from "./server/node-flags";
import { ensureTestCa } from "./tests/support/tls-fixture";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BUILD_DIR = process.env.BUILD_DIR || "build";
/** The leads spec listens here with a real SMTP server; the site delivers to it. */
export const E2E_SMTP_PORT = PORT + 1000;
/** The leads spec listens here for the lead webhook (LEADS_WEBHOOK_URL); nothing listens otherwise and posts are retried. */
export const E2E_WEBHOOK_PORT = PORT + 1001;
/** The GPTBot simulator spec serves its fixture site here; the analyzer may fetch it (ANALYZER_ALLOWED_HOSTS). */
export const E2E_ANALYZER_FIXTURE_PORT = PORT + 2000;
/** The rank finder spec answers in SerpApi's format here. */
export const E2E_SERPAPI_PORT = PORT + 3000;
/**
 * The content writer spec runs its OpenAI-compatible fake here (tests/support/fake-openai.ts); the
 * second server below is configured with it, so its AI mode is tested there.
 */
export const E2E_AI_PORT = PORT + 3001;
export const E2E_AI_KEY = "sk-e2e-fake-0123456789";
/**
 * The live crawl specs serve their fixture websites here, one port per spec file (spec files run in
 * parallel; the tests of one file run in order); the crawler may fetch them.
 */
export const E2E_CRAWL_FIXTURE_PORTS = {
  sitemap: PORT + 4000,
  llmsTxt: PORT + 4001,
  api: PORT + 4002,
  hreflang: PORT + 4003,
  canonical: PORT + 4004,
  meta: PORT + 4005,
  aiAccess: PORT + 4006,
  siteAudit: PORT + 4007,
  prefill: PORT + 4008,
  leads: PORT + 4009,
  // The end-to-end rule harness (tests/e2e/audit-rules-harness.spec.ts): its main fixture site,
  // the variant sites with site-wide defects, and one site per platform page.
  harnessMain: PORT + 4010,
  harnessBare: PORT + 4011,
  harnessUnreachable: PORT + 4012,
  harnessClosed: PORT + 4013,
  harnessRefusing: PORT + 4014,
  harnessLighthouse: PORT + 4015,
  harnessExternal: PORT + 4016,
  platformWordpress: PORT + 4017,
  platformShopify: PORT + 4018,
  platformWix: PORT + 4019,
  platformTicimax: PORT + 4020,
  platformSsrApp: PORT + 4021,
  // Its https sites (TLS and plain http on one port, tests/support/audit-harness/server.ts).
  harnessSecure: PORT + 4023,
  harnessExpiring: PORT + 4024,
  harnessTemporary: PORT + 4025,
  // The audit's browser stage (tests/e2e/site-audit-browser.spec.ts, on the second server).
  browserStage: PORT + 4022,
} as const;
/**
 * The rule harness's second origin listens on another loopback address, so that links to it are
 * external to the audited host (127.0.0.1): external links, another host's canonical, media hosts.
 */
export const E2E_EXTERNAL_FIXTURE_HOST = `127.0.0.2:${E2E_CRAWL_FIXTURE_PORTS.harnessExternal}`;
/**
 * A second production server of the same build, started with the measurement settings
 * (docs/decisions/027) and an AI key: the consent spec and the content writer's AI mode run
 * against it, every other spec against the server without them, whose pages must stay free of any
 * measurement code.
 */
export const E2E_MEASUREMENT_PORT = PORT + 5000;
export const E2E_MEASUREMENT_ENV = {
  GA4_MEASUREMENT_ID: "G-E2ETEST123",
  GOOGLE_ADS_ID: "AW-123456789",
  GOOGLE_ADS_LEAD_LABEL: "e2e-lead_label",
  // Never fetched for real: the spec intercepts every third-party request.
  COOKIELESS_SCRIPT_URL: "https://analiz.example.test/js/script.js",
  COOKIELESS_SITE_ID: "ajans.example",
} as const;
/**
 * One id per test run, shared by the runner and its workers (they inherit its environment): the
 * specs that run the operator's commands find the main server's database by it.
 */
const RUN_ID = (process.env.E2E_RUN_ID ??= String(process.pid));

/**
 * A throwaway CA of this run (tests/support/tls-fixture.ts), made here because the main server
 * reads NODE_EXTRA_CA_CERTS when it starts: the rule harness's https sites have certificates it
 * signs, so the audit's fetcher trusts them as it trusts a real site's, through Node's CA store
 * and with every check in force. Test-only: nothing in the application knows of it.
 */
export const E2E_TLS_CA = ensureTestCa(path.join(tmpdir(), `e2e-tls-${PORT}-${RUN_ID}`));

/** The main server's settings; `npm run monitor` runs with them in the site monitoring spec. */
export const E2E_MAIN_ENV: Record<string, string> = {
  PORT: String(PORT),
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  // A throwaway database per run, never the developer's ./data.
  DATABASE_URL: path.join(tmpdir(), `e2e-${PORT}-${RUN_ID}.db`),
  // Set, not drawn at random: `npm run monitor` in the site monitoring spec signs the e-mails' links too.
  NEWSLETTER_SECRET: "e2e-link-secret-0123456789abcdef",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  CONTACT_TO_EMAIL: "teklif@ajans.example",
  LEADS_WEBHOOK_URL: `http://127.0.0.1:${E2E_WEBHOOK_PORT}/lead`,
  // Every test submits from 127.0.0.1; the limits themselves are covered by unit tests.
  CONTACT_RATE_LIMIT: "1000",
  NEWSLETTER_RATE_LIMIT: "1000",
  OUTBOX_INTERVAL_MS: "1000",
  ANALYZER_RATE_LIMIT: "1000",
  ANALYZER_ALLOWED_HOSTS: [...[E2E_ANALYZER_FIXTURE_PORT, ...Object.values(E2E_CRAWL_FIXTURE_PORTS)].map((port) => `127.0.0.1:${port}`), E2E_EXTERNAL_FIXTURE_HOST].join(","),
  CRAWL_RATE_LIMIT: "1000",
  LIVE_CHECK_RATE_LIMIT: "1000",
  AUDIT_RATE_LIMIT: "1000",
  // The rule harness's main fixture site has about 400 pages, one audit reads them all.
  AUDIT_MAX_PAGES: "500",
  // The browser stage adds half a minute to each audit: its spec runs on the second server.
  AUDIT_BROWSER: "off",
  // One audit, one crawl and one live check at a time: a screen that starts one while
  // another test's runs waits in line (a few seconds at most for crawls and checks).
  WORKER_CONCURRENCY: "1",
  // Tests that start audits, crawls or live checks pose as visitors of their own
  // (X-Forwarded-For, tests/e2e/helpers.ts): a visitor has one job per tool at a time.
  TRUST_PROXY_HOPS: "1",
  // Every fixture site is 127.0.0.1: one host name for the whole run. The budget has endpoint tests.
  TARGET_HOST_HOURLY_REQUESTS: "1000000",
  RANK_RATE_LIMIT: "1000",
  SERP_PROVIDER: "serpapi",
  SERP_API_KEY: "test-key",
  SERP_BASE_URL: `http://127.0.0.1:${E2E_SERPAPI_PORT}`,
  CAPTCHA_SECRET: "e2e-captcha-secret-0123456789",
  NODE_EXTRA_CA_CERTS: E2E_TLS_CA.certPath,
};

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Runs against the production build (`npm run build` first; `npm run test:e2e` does both).
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${BUILD_DIR}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `node ${SERVER_NODE_FLAGS.join(" ")} ${BUILD_DIR}/server/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: E2E_MAIN_ENV,
    },
    {
      command: `node ${SERVER_NODE_FLAGS.join(" ")} ${BUILD_DIR}/server/main.js`,
      url: `http://127.0.0.1:${E2E_MEASUREMENT_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_MEASUREMENT_PORT),
        HOST: "127.0.0.1",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        DATABASE_URL: path.join(tmpdir(), `e2e-${E2E_MEASUREMENT_PORT}-${RUN_ID}.db`),
        CONTACT_RATE_LIMIT: "1000",
        NEWSLETTER_RATE_LIMIT: "1000",
        ...E2E_MEASUREMENT_ENV,
        // The AI tools' mode; the main server has no key and shows their rule-based answers.
        AI_API_KEY: E2E_AI_KEY,
        AI_BASE_URL: `http://127.0.0.1:${E2E_AI_PORT}/v1`,
        AI_MODEL: "fake-model",
        AI_RATE_LIMIT: "1000",
        // The audit's browser stage runs here only (its spec): on the main server it would add half a
        // minute to every audit of the other specs.
        AUDIT_BROWSER: chromiumPath(),
        ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${E2E_CRAWL_FIXTURE_PORTS.browserStage}`,
        AUDIT_RATE_LIMIT: "1000",
        TARGET_HOST_HOURLY_REQUESTS: "1000000",
      },
    },
  ],
});
