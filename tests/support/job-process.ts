/**
 * One process of the scale-out test (app/.server/jobs/scale-out.server.test.ts), run by tsx as a
 * separate OS process so that a worker can be killed with SIGKILL:
 *
 *   job-process.ts web <databaseUrl> <fixtureHost>     every /api route on a free loopback port, no worker
 *   job-process.ts worker <databaseUrl> <fixtureHost>  runs site audits, serves nothing
 *   job-process.ts monitor-worker <databaseUrl> <fixtureHost>
 *                                                      runs the site monitor's checks, serves nothing
 *
 * It says "port <n>" (web) or "ready" (worker) on stdout once it is up, and runs until killed.
 */
import { loadEnv } from "../../app/.server/env";
import type { ApiHandler } from "../../app/.server/json-api";
import type { LookupAll } from "../../app/.server/safe-fetch";
import { apiResourceRoute } from "../../app/api-endpoints.server";
import { API_ROUTES } from "../../app/api-routes";
import { siteAuditJob } from "../../app/features/site-audit/job.server";
import { monitorCheckJob } from "../../app/features/site-monitor/job.server";
import { createServices } from "../../app/services.server";
import { serveApi, type ApiRoute } from "./serve-api";

/** The monitor's mails are signed and linked as in the test's own services (monitor-workers.server.test.ts). */
const MONITOR_SECRET = "a-secret-of-at-least-sixteen";
const MONITOR_SITE_URL = "https://www.ajans.example";

/** The fixture site is an IP literal; every name its pages link to stays unresolved, offline. */
const lookup: LookupAll = async (hostname) => {
  throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
};

/** The /api routes as React Router serves them (GET and HEAD to the loader, the rest to the action). */
function apiRoutes(): ApiRoute[] {
  return API_ROUTES.map(({ file, contract }) => {
    const route = apiResourceRoute(file);
    const handler: ApiHandler = (request, context) =>
      (request.method === "GET" || request.method === "HEAD" ? route.loader : route.action)({ request, context });
    return { method: "ALL" as const, path: contract.path, handler };
  });
}

export type JobProcessRole = "web" | "worker" | "monitor-worker";

function isRole(role: string | undefined): role is JobProcessRole {
  return role === "web" || role === "worker" || role === "monitor-worker";
}

async function main(role: string | undefined, databaseUrl: string | undefined, fixtureHost: string | undefined): Promise<void> {
  if (!isRole(role) || !databaseUrl || !fixtureHost) {
    throw new Error("usage: job-process.ts web|worker|monitor-worker <databaseUrl> <fixtureHost>");
  }
  const env = loadEnv({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "error",
    ANALYZER_ALLOWED_HOSTS: fixtureHost,
    // A killed worker's audits run again 10 to 15 s later (the lease, then pg-boss's expiry and maintenance).
    JOB_LEASE_SECONDS: "10",
    WORKER_CONCURRENCY: "2",
    RUN_WORKER: role === "web" ? "false" : "true",
    // Twenty audits of one host exceed its default hourly budget.
    TARGET_HOST_HOURLY_REQUESTS: "100000",
    // The lease and retry tests are about the queue, not the browser stage.
    AUDIT_BROWSER: "off",
    ...(role === "monitor-worker" ? { NEWSLETTER_SECRET: MONITOR_SECRET, SITE_URL: MONITOR_SITE_URL } : {}),
  });
  if (role === "web") {
    const services = await createServices(env, { startOutbox: false, runWorker: false });
    // X-Forwarded-For names the client: the test poses as twenty visitors.
    const served = await serveApi(services, apiRoutes(), { trustProxy: true });
    process.stdout.write(`port ${new URL(served.base).port}\n`);
  } else if (role === "monitor-worker") {
    // startOutbox false: its mails stay stored, and the test's schedulers put the checks in line.
    await createServices(env, { startOutbox: false, runWorker: true, monitorScheduler: false, jobKinds: [monitorCheckJob({ lookup })] });
    process.stdout.write("ready\n");
  } else {
    await createServices(env, { startOutbox: false, runWorker: true, jobKinds: [siteAuditJob({ fetch: { lookup } })] });
    process.stdout.write("ready\n");
  }
}

await main(process.argv[2], process.argv[3], process.argv[4]);
