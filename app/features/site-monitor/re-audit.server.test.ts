import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import { loadEnv } from "~/.server/env";
import { JOB_KINDS, MONITOR_AUDITOR } from "~/job-kinds.server";
import { createServices, type Services } from "~/services.server";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { MONITOR_AUDIT_JOB, runMonitorAudit, type AuditRunContext } from "./re-audit.server";
import { enqueueDueAudits } from "./scheduler.server";
import { watchPagesOf, type SiteWatch } from "./watch-store.server";

/*
 * The weekly re-audit through the real worker: the site audit (as the site-audit job runs it,
 * handed in by app/job-kinds.server.ts) of a fixture site on loopback, its report stored, compared
 * with the watch's previous one, one summary when something changed, the pages kept for the light
 * check.
 */

const DAY_MS = 24 * 60 * 60_000;
/** What the fixture serves at the moment: the services page loses its title, then gets it back. */
let servicesTitle = true;
let server: Server;
let host = "";

const page = (title: string | null, body: string, head = "") =>
  `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${title === null ? "" : `<title>${title}</title>`}<meta name="description" content="${title ?? "Hizmetlerimiz"} sayfası, örnek bir işletmenin sitesi.">${head}</head><body><h1>${title ?? "Hizmetlerimiz"}</h1><p>${body}</p></body></html>`;

const nav = `<a href="/hakkimizda">Hakkımızda</a> <a href="/hizmetler">Hizmetler</a> <a href="/gizli">Gizli</a> <a href="/yok">Yok</a> <a href="/iletisim">İletişim</a>`;

beforeAll(async () => {
  server = createServer((request, response) => {
    const html = (status: number, text: string) => {
      response.writeHead(status, {
        "content-type": "text/html; charset=utf-8",
      });
      response.end(text);
    };
    switch (request.url) {
      case "/":
        return html(200, page("Örnek İşletme", `Hoş geldiniz. ${nav}`));
      case "/hakkimizda":
        return html(200, page("Hakkımızda", `Biz kimiz. ${nav}`));
      case "/hizmetler":
        return html(200, page(servicesTitle ? "Hizmetler" : null, `Neler yapıyoruz. ${nav}`));
      case "/iletisim":
        return html(200, page("İletişim", `Bize yazın. ${nav}`));
      case "/gizli":
        return html(200, page("Gizli", `Aramada görünmez. ${nav}`, '<meta name="robots" content="noindex">'));
      default:
        response.writeHead(404, { "content-type": "text/plain" }).end("yok");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A run of the site audit outside any job, as a visitor's audit leaves a report to subscribe from. */
function ownRun(): AuditRunContext {
  return {
    id: "test",
    attempt: 1,
    signal: new AbortController().signal,
    deadline: Date.now() + MONITOR_AUDITOR.timeLimitMs,
    emit: () => undefined,
  };
}

describe.each(DIALECTS)("the weekly re-audit of a watched site on %s", (_dialect, createDatabase) => {
  let services: Services;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createDatabase();
    services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        LOG_LEVEL: "error",
        AUDIT_BROWSER: "off",
        ANALYZER_ALLOWED_HOSTS: host,
        NEWSLETTER_SECRET: "a-secret-of-at-least-sixteen",
        SITE_URL: "https://www.ajans.example",
        MONITOR_AUDIT_DAYS: "7",
        // Re-audits may fill a quarter of the line: one here.
        QUEUE_MAX_WAITING: "4",
      }),
      {
        startOutbox: false,
        runWorker: true,
        monitorScheduler: false,
        jobKinds: JOB_KINDS.filter((kind) => kind.kind === MONITOR_AUDIT_JOB),
      },
    );
  }, 30_000);
  afterAll(async () => {
    await services.close();
    await database.drop();
  });

  async function subscribedWatch(email: string, withReport: boolean): Promise<SiteWatch> {
    let reportId: string | null = null;
    if (withReport) {
      const { report } = await MONITOR_AUDITOR.audit(
        ownRun(),
        {
          url: `http://${host}/`,
          reportId: MONITOR_AUDITOR.newReportId(),
          maxPages: 20,
        },
        services,
      );
      reportId = report.id;
    }
    const created = await services.monitor.watches.subscribe(
      {
        email,
        name: null,
        startUrl: `http://${host}/`,
        reportId,
        ipAddress: null,
        attribution: {},
      },
      Date.now(),
    );
    if (created.kind !== "created") throw new Error(created.kind);
    const confirmed = await services.monitor.watches.confirm(created.watch.id, Date.now());
    if (!confirmed) throw new Error("not confirmed");
    return confirmed.watch;
  }

  /** Runs the due re-audits as the scheduler does at `at`, and waits for the watch to move on to a new report. */
  async function reAuditThroughWorker(watch: SiteWatch, at: number): Promise<SiteWatch> {
    const before = (await services.monitor.watches.get(watch.id))?.report_id;
    // Two replicas' schedulers look at once: one re-audit goes in line.
    const queued = await Promise.all([enqueueDueAudits(services, at), enqueueDueAudits(services, at)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    const after = await until(
      () => services.monitor.watches.get(watch.id),
      (row) => row !== undefined && row.report_id !== before,
    );
    if (!after || after.report_id === before) throw new Error("the re-audit did not finish");
    return after;
  }

  const summariesOf = async (watchId: string) => (await services.monitor.mails.listForWatch(watchId)).filter((mail) => mail.kind === "summary");

  it("re-audits when due, compares with the report subscribed from, mails a summary only when a problem was fixed or appeared, and keeps the indexable pages", async () => {
    servicesTitle = true;
    const watch = await subscribedWatch("sahibi@ornek.com.tr", true);
    const subscribedFrom = watch.report_id;
    // Not due before its week is over.
    expect(await enqueueDueAudits(services, Date.now() + 6 * DAY_MS)).toBe(0);

    // Week one: nothing changed since the report it was subscribed from, no mail.
    const first = await reAuditThroughWorker(watch, Date.now() + 7 * DAY_MS + 1_000);
    expect(first.report_id).not.toBe(subscribedFrom);
    const report = await services.auditReports.get(first.report_id ?? "");
    expect(report?.status).toBe("done");
    if (report?.status !== "done") return;
    expect(report.report.comparison).toMatchObject({
      previousId: subscribedFrom,
      fixed: [],
      appeared: [],
    });
    // Not the home page, the noindex page or the missing one (in the crawl's order, which its concurrency may shuffle).
    expect(watchPagesOf(first).toSorted()).toEqual([`http://${host}/hakkimizda`, `http://${host}/hizmetler`, `http://${host}/iletisim`]);
    expect(Date.parse(first.next_audit_at)).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect(await summariesOf(watch.id)).toEqual([]);

    // Week two: a page lost its title, one summary names it.
    servicesTitle = false;
    await reAuditThroughWorker(watch, Date.now() + 15 * DAY_MS);
    const mails = await summariesOf(watch.id);
    expect(mails).toHaveLength(1);
    const [summary] = mails;
    expect(summary?.recipient).toBe("sahibi@ornek.com.tr");
    expect(summary?.subject).toBe(`${host}: haftalık analiz, 1 yeni sorun`);
    expect(summary?.text).toContain(RULE_TEXTS["core/title-missing"]?.title);
    // Its report link leads to the watch's latest report: this audit's, remembered with it.
    expect(summary?.html).toContain("https://www.ajans.example/site-takibi/rapor?t=");
    expect(JSON.parse(summary?.headers ?? "{}")).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // Week three: no change since week two, no new mail.
    const third = await reAuditThroughWorker(watch, Date.now() + 23 * DAY_MS);
    expect(await summariesOf(watch.id)).toHaveLength(1);

    // A line with a job waiting already (of a kind no worker here runs) has no room for a re-audit:
    // the watch is not claimed, and stays due.
    const waiting = await services.jobs.submit("test-waiting", "test", {});
    if (!waiting.ok) throw new Error(waiting.reason);
    expect(await enqueueDueAudits(services, Date.now() + 31 * DAY_MS)).toBe(0);
    expect((await services.monitor.watches.get(watch.id))?.next_audit_at).toBe(third.next_audit_at);
    await services.jobs.store.cancel(waiting.id);
  }, 180_000);

  it("stores one summary when the same slot runs twice, and none for a watch with no earlier report to compare with", async () => {
    servicesTitle = false;
    const watch = await subscribedWatch("ikinci@ornek.com.tr", true);
    // The title is back: both runs of the slot find it fixed, one summary is stored between them.
    servicesTitle = true;
    const slot = "2026-12-08T09:00:00.000Z";
    const outcomes = await Promise.all([runMonitorAudit(services, watch.id, MONITOR_AUDITOR, { slot }), runMonitorAudit(services, watch.id, MONITOR_AUDITOR, { slot })]);
    expect(outcomes.map((outcome) => outcome.kind === "audited" && outcome.fixed)).toEqual([1, 1]);
    expect(outcomes.filter((outcome) => outcome.kind === "audited" && outcome.summary)).toHaveLength(1);
    const mails = await summariesOf(watch.id);
    expect(mails.map((mail) => mail.subject)).toEqual([`${host}: haftalık analiz, 1 sorun düzeldi`]);
    expect(mails[0]?.text).toContain(RULE_TEXTS["core/title-missing"]?.title);

    // Subscribed without a report: the first re-audit has nothing to compare with, and says nothing.
    servicesTitle = false;
    const bare = await subscribedWatch("ucuncu@ornek.com.tr", false);
    const outcome = await runMonitorAudit(services, bare.id, MONITOR_AUDITOR);
    expect(outcome).toMatchObject({
      kind: "audited",
      summary: false,
      fixed: 0,
      appeared: 0,
    });
    expect(await summariesOf(bare.id)).toEqual([]);
    expect((await services.monitor.watches.get(bare.id))?.report_id).toBe(outcome.kind === "audited" ? outcome.reportId : "?");

    // Unsubscribed: nothing is audited.
    await services.monitor.watches.remove(bare.id);
    expect(await runMonitorAudit(services, bare.id, MONITOR_AUDITOR)).toEqual({ kind: "skipped" });
  }, 180_000);
});
