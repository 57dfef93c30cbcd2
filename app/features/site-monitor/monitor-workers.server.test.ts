import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import type { JobRecord } from "~/.server/jobs/job-store";
import { createServices, type Services, type ServicesOptions } from "~/services.server";
import { DIALECTS } from "../../../tests/support/databases";
import { killed, startJobProcess } from "../../../tests/support/job-processes";
import { MONITOR_CHECK_JOB, monitorCheckJob } from "./job.server";
import { enqueueDueChecks } from "./scheduler.server";
import { CLAIM_MS, type SiteWatch } from "./watch-store.server";

/*
 * The site monitor across workers, as replicas run it, on SQLite and on PostgreSQL:
 * - two services with a worker each on one database, both schedulers looking at the same due
 *   time: one check, one alert per change (turned noindex, still noindex, fixed);
 * - a worker in its own OS process (tests/support/job-process.ts) killed with SIGKILL while the
 *   check waits on the home page: once its lease is over another worker runs the check again, and
 *   the watch ends with its signals remembered and one alert stored.
 */

const DAY_MS = 24 * 60 * 60_000;
const OWNER = "sahibi@ornek.com.tr";
/** A short lease (the minimum) so a killed worker's check runs again within seconds; the worker process uses the same. */
const LEASE_SECONDS = "10";

/** The watched site: its home page turns noindex and back, and can be held open mid-check. */
function startWatchedSite() {
  const state = {
    noindex: false,
    /** Home page requests are left unanswered while true. */
    hold: false,
    homeRequests: 0,
  };
  const held: ServerResponse[] = [];
  const waiters: (() => void)[] = [];
  const answerHome = (response: ServerResponse): void => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="tr"><head><title>Örnek</title>${state.noindex ? '<meta name="robots" content="noindex">' : ""}</head><body><h1>Örnek</h1></body></html>`,
    );
  };
  const server = createServer((request, response) => {
    if (request.url === "/") {
      state.homeRequests += 1;
      if (state.hold) {
        held.push(response);
        for (const wake of waiters.splice(0)) wake();
        return;
      }
      answerHome(response);
      return;
    }
    if (request.url === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://${request.headers.host ?? ""}/</loc></url></urlset>`);
      return;
    }
    // No robots.txt: nothing is blocked.
    response.writeHead(404).end();
  });
  return {
    state,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Resolves once a home page request is being held. */
    holding(ms: number): Promise<void> {
      if (held.length > 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no worker asked for the home page in time")), ms);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    /** Answers the held home page requests, and the next ones at once. */
    release(): void {
      state.hold = false;
      // A request whose worker was killed has nobody left to answer.
      for (const response of held.splice(0)) if (!response.destroyed && response.socket?.destroyed !== true) answerHome(response);
    },
    async close(): Promise<void> {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function monitorEnv(databaseUrl: string, host: string) {
  return loadEnv({
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "error",
    AUDIT_BROWSER: "off",
    ANALYZER_ALLOWED_HOSTS: host,
    JOB_LEASE_SECONDS: LEASE_SECONDS,
    // As in tests/support/job-process.ts (monitor-worker).
    NEWSLETTER_SECRET: "a-secret-of-at-least-sixteen",
    SITE_URL: "https://www.ajans.example",
  });
}

/** A replica's worker: runs the monitor's checks; no outbox (its mails stay stored) and no scheduler loop (the test calls it). */
const WORKER: ServicesOptions = { startOutbox: false, runWorker: true, monitorScheduler: false, jobKinds: [monitorCheckJob()] };

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms (last ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function checkJobs(services: Services): Promise<JobRecord[]> {
  return (await services.jobs.store.list(100)).filter((job) => job.kind === MONITOR_CHECK_JOB);
}

/** The process id in a worker's name ("host:pid:random"). */
function workerPid(worker: string | null): number {
  return Number(worker?.split(":").at(-2));
}

async function activeWatch(services: Services, startUrl: string): Promise<SiteWatch> {
  const { watches } = services.monitor;
  const created = await watches.subscribe({ email: OWNER, name: null, startUrl, reportId: null, ipAddress: null, attribution: {} }, Date.now());
  if (created.kind !== "created") throw new Error(created.kind);
  const confirmed = await watches.confirm(created.watch.id, Date.now());
  if (!confirmed?.newlyConfirmed) throw new Error("not confirmed");
  return confirmed.watch;
}

/** Each mail's kind, recipient and signal (its dedupe key is "<watch>:<kind>:<signal>:<slot>"). */
/** Each stored mail as [kind, recipient, signal], the agency's notices (keyed by the owner's alert) beside the owner's. */
function mailKinds(mails: readonly { kind: string; recipient: string; dedupe_key: string }[]): string[][] {
  return mails
    .map((mail) => {
      const agency = mail.kind.startsWith("agency");
      return [mail.kind, agency ? "agency" : mail.recipient, mail.dedupe_key.split(":")[agency ? 3 : 2] ?? ""];
    })
    .sort((a, b) => a.join().localeCompare(b.join()));
}

/** One alert to the owner, and the agency told of it once. */
const ONE_ALERT = [
  ["agency-alert", "agency", "home-noindex"],
  ["alert", OWNER, "home-noindex"],
];

describe.each(DIALECTS)("site monitoring across workers on %s", (_dialect, createDatabase) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A fresh database and watched site; `open` starts one replica's services on them. */
  async function setUp() {
    const database = await createDatabase();
    cleanups.push(() => database.drop());
    const site = startWatchedSite();
    const host = await site.listen();
    cleanups.push(() => site.close());
    const open = async (options: ServicesOptions): Promise<Services> => {
      const services = await createServices(monitorEnv(database.url, host), options);
      cleanups.push(() => services.close());
      return services;
    };
    return { database, site, host, open };
  }

  it("stores one alert per change with two workers and two schedulers on one database: turned noindex, still noindex, fixed", async () => {
    const { site, host, open } = await setUp();
    // The first replica creates the tables; the second then opens them, as replicas do.
    const first = await open(WORKER);
    const second = await open(WORKER);
    expect(first.worker).not.toBeNull();
    expect(second.worker).not.toBeNull();
    const watch = await activeWatch(first, `http://${host}/`);
    const { mails, watches } = second.monitor;

    /**
     * Both schedulers look for due checks at the same time; answers the cycle's jobs once all are
     * done. The home page waits until both have looked: a check that finished first would have put
     * the watch's next check a day after the real time, before `at` (the test's clock runs ahead).
     */
    const cycle = async (at: number, jobsSoFar: number): Promise<JobRecord[]> => {
      site.state.hold = true;
      const queued = await Promise.all([enqueueDueChecks(first, at), enqueueDueChecks(second, at)]);
      site.release();
      expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
      return until("the check's job done", () => checkJobs(first), (jobs) => jobs.length === jobsSoFar + 1 && jobs.every((job) => job.state === "done"), 15_000);
    };

    site.state.noindex = true;
    // Confirming put the first check somewhere in the first day.
    const firstJobs = await cycle(Date.now() + DAY_MS + 60 * 60_000, 0);
    const alerts = await mails.listForWatch(watch.id);
    expect(mailKinds(alerts)).toEqual(ONE_ALERT);
    expect(alerts[0]?.subject).toContain("noindex");
    expect(JSON.parse((await watches.get(watch.id))?.signals ?? "{}")).toMatchObject({ "home-noindex": "bad" });

    // The next day, still noindex: nothing new to say.
    await cycle(Date.now() + 3 * DAY_MS, 1);
    expect(mailKinds(await mails.listForWatch(watch.id))).toEqual(ONE_ALERT);

    // Fixed: one "düzeldi".
    site.state.noindex = false;
    const allJobs = await cycle(Date.now() + 6 * DAY_MS, 2);
    expect(mailKinds(await mails.listForWatch(watch.id))).toEqual([...ONE_ALERT, ["recovered", OWNER, "home-noindex"]]);
    expect(JSON.parse((await watches.get(watch.id))?.signals ?? "{}")).toMatchObject({ "home-noindex": "ok" });
    // One run per check: no check ran twice, none was lost.
    expect(site.state.homeRequests).toBe(3);
    expect(allJobs.map((job) => job.attempts)).toEqual([1, 1, 1]);
    expect(firstJobs).toHaveLength(1);
  }, 60_000);

  it("runs a check again on another worker after its worker is killed with SIGKILL mid-check: signals remembered, one alert", async () => {
    const { database, site, host, open } = await setUp();
    // A replica that serves and schedules but runs no jobs: the check goes to the worker process.
    const web = await open({ startOutbox: false, runWorker: false });
    const watch = await activeWatch(web, `http://${host}/`);
    const victim = await startJobProcess("monitor-worker", database.url, host, cleanups);

    site.state.noindex = true;
    site.state.hold = true;
    const due = Date.now() + DAY_MS + 60 * 60_000;
    expect(await enqueueDueChecks(web, due)).toBe(1);
    // The check is mid-flight on the worker process, waiting for the home page: the process dies
    // at once, well within the run's time limit (the lease less its margin, 5 s here).
    await site.holding(20_000);
    await killed(victim.child);
    // Read after the kill: the job stays "running" under the dead worker's name until its lease is over.
    const [cut] = await checkJobs(web);
    expect(cut?.state).toBe("running");
    expect(cut?.attempts).toBe(1);
    expect(workerPid(cut?.worker ?? null)).toBe(victim.child.pid);
    expect(await web.monitor.mails.listForWatch(watch.id)).toEqual([]);

    // Another replica's worker takes the check once its lease is over, and the site answers now.
    site.release();
    const survivor = await open(WORKER);
    expect(survivor.worker).not.toBeNull();
    const [rerun] = await until("the check run again", () => checkJobs(web), (jobs) => jobs[0]?.state === "done", 45_000);
    expect(rerun?.id).toBe(cut?.id);
    expect(rerun?.attempts).toBe(2);
    expect(workerPid(rerun?.worker ?? null)).toBe(process.pid);

    const stored = await web.monitor.mails.listForWatch(watch.id);
    expect(mailKinds(stored)).toEqual(ONE_ALERT);
    expect(stored[0]?.dedupe_key).toContain(watch.next_check_at);
    const remembered = await web.monitor.watches.get(watch.id);
    expect(JSON.parse(remembered?.signals ?? "{}")).toMatchObject({ "home-noindex": "bad" });
    // Rescheduled by the check itself (a day on), no longer at the claim's retry an hour after the slot.
    const next = Date.parse(remembered?.next_check_at ?? "");
    expect(next).toBeGreaterThan(Date.now() + DAY_MS - 60_000);
    expect(next).toBeLessThan(due + CLAIM_MS);
    // The killed run's request and the one that finished: nothing else asked.
    expect(site.state.homeRequests).toBe(2);
    expect(await checkJobs(web)).toHaveLength(1);
  }, 90_000);
});
