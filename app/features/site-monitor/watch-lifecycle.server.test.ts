import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { MONITOR_AUDITOR } from "~/job-kinds.server";
import { createServices, type Services } from "~/services.server";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { checkWatch } from "./job.server";
import { WATCH_REQUEST_REPLIES } from "./request-watch.content";
import { submitWatchRequest } from "./watch-action.server";
import { endAndSweepWatches } from "./watch-end.server";
import { confirmPage, openReport, unsubscribeAction, unsubscribePage } from "./watch-pages.server";
import { ENDED_WATCH_DAYS, UNENGAGED_WATCH_DAYS } from "./watch-store.server";

/*
 * A watch's life through its real parts: the request from a report, the confirmation e-mail
 * received by a real SMTP server on loopback, the confirmation link (a lead for the agency, by
 * e-mail and webhook), the report link that counts as reading, the one-click unsubscribe, a bounce
 * that ends a watch, and the end after six months nobody read us.
 */

const SITE_URL = "https://www.ajans.example";
const AGENCY = "ajans@ajans.example";
const DAY_MS = 24 * 60 * 60_000;
const REFUSED = "olmayan@ornek.com.tr";

const state = { noindex: false };
let site: Server;
let host = "";
let hook: Server;
let hookUrl = "";
const hookPosts: { event: string; text: string }[] = [];
let smtp: TestSmtpServer;

beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://${host}/</loc></url></urlset>`);
      return;
    }
    if (request.url !== "/") return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="tr"><head><title>Örnek Mobilya</title><meta name="description" content="Örnek Mobilya İstanbul">${state.noindex ? '<meta name="robots" content="noindex">' : ""}</head><body><h1>Örnek Mobilya</h1><p>Koltuk ve masa.</p></body></html>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(site.address() as AddressInfo).port}`;
  hook = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      hookPosts.push(JSON.parse(body) as { event: string; text: string });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
  smtp = await startTestSmtpServer(0, { refuse: (address) => address === REFUSED });
});
afterAll(async () => {
  await smtp.stop();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

/** The link to `path` in a received e-mail's plain text. */
function linkIn(text: string | undefined, path: string): string {
  const link = (text ?? "").match(/https:\/\/\S+/g)?.find((url) => url.startsWith(`${SITE_URL}${path}?t=`));
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link;
}

/** Opens one of our links as the site would serve it. */
function requestFor(link: string, method: "GET" | "POST" = "GET"): Request {
  const url = new URL(link);
  return new Request(`http://localhost${url.pathname}${url.search}`, {
    method,
    ...(method === "POST" ? { body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
  });
}

/** What a route's `data()` carries. */
const dataOf = <T,>(value: unknown) => value as { data: T; init: { status?: number } | null };

describe.each(DIALECTS)("a watch's life on %s", (_dialect, createDatabase) => {
  let database: TestDatabase;
  let services: Services;
  let reportId = "";

  beforeEach(async () => {
    smtp.received.length = 0;
    hookPosts.length = 0;
    state.noindex = false;
    database = await createDatabase();
    services = await createServices(
      loadEnv({
        DATABASE_URL: database.url,
        LOG_LEVEL: "error",
        AUDIT_BROWSER: "off",
        ANALYZER_ALLOWED_HOSTS: host,
        NEWSLETTER_SECRET: "a-secret-of-at-least-sixteen",
        SITE_URL,
        SMTP_URL: smtp.url,
        CONTACT_TO_EMAIL: AGENCY,
        LEADS_WEBHOOK_URL: hookUrl,
      }),
      { startOutbox: false },
    );
    const { report } = await MONITOR_AUDITOR.audit(
      { id: "test", attempt: 1, signal: new AbortController().signal, deadline: Date.now() + 60_000, emit: () => undefined },
      { url: `http://${host}/`, reportId: MONITOR_AUDITOR.newReportId(), maxPages: 5 },
      services,
    );
    reportId = report.id;
  });
  afterEach(async () => {
    await services.close();
    await database.drop();
  });

  const ask = (email: string) =>
    submitWatchRequest(
      { email, name: "Ayşe Yılmaz", consent: "on", reportId, attribution: { utm_source: "google", utm_medium: "cpc", landing_page: "/seo-analizi" } },
      { services, clientIp: "203.0.113.7", sourcePage: "/seo-analizi", userAgent: null },
    );

  /** Delivers what is stored, as the outbox would on its next round. */
  const deliver = async () => {
    await services.monitorOutbox?.drain();
  };

  it("asks, confirms by the e-mailed link (a lead for the agency, once), leads to the report, and ends everything with one click", async () => {
    expect((await ask("Sahibi@Ornek.com.tr")).body).toEqual({ status: "sent", message: WATCH_REQUEST_REPLIES.sent(host) });
    // Nothing is checked before the confirmation.
    expect(await services.monitor.watches.claimDueChecks(Date.now() + 30 * DAY_MS, 10)).toEqual([]);
    await deliver();
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([["sahibi@ornek.com.tr"]]);
    const confirmation = smtp.received[0]?.parsed;
    expect(confirmation?.subject).toBe(`${host} için site takibini onaylayın`);
    const postHeader = confirmation?.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line;
    expect(postHeader).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const confirmed = dataOf<{ state: string; host: string }>(await confirmPage(requestFor(linkIn(confirmation?.text, "/site-takibi/onayla")), { services }));
    expect(confirmed.data).toEqual({ state: "confirmed", host });
    await deliver();
    const agencyMail = smtp.received.find((mail) => mail.envelopeTo.includes(AGENCY));
    expect(agencyMail?.parsed.subject).toBe(`Yeni site takibi: ${host}`);
    expect(agencyMail?.parsed.text).toContain("sahibi@ornek.com.tr");
    expect(agencyMail?.parsed.text).toContain("Kaynak: utm_source: google");
    expect(hookPosts.map((post) => post.event)).toEqual(["site_watch"]);
    // The second click: already watching, no second lead.
    expect(dataOf<{ state: string }>(await confirmPage(requestFor(linkIn(confirmation?.text, "/site-takibi/onayla")), { services })).data.state).toBe("already");
    await deliver();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(AGENCY))).toHaveLength(1);
    expect(hookPosts).toHaveLength(1);

    // An alert: the owner's e-mail carries the report link; following it is reading us.
    const [watch] = await services.monitor.watches.list();
    if (!watch) throw new Error("no watch");
    state.noindex = true;
    await checkWatch(services, watch, new Date().toISOString());
    await deliver();
    const alert = smtp.received.find((mail) => mail.envelopeTo.includes("sahibi@ornek.com.tr") && mail.parsed.subject?.includes("noindex"));
    expect(alert?.parsed.text).toContain("Uzmanla görüşün");
    expect(hookPosts.map((post) => post.event)).toEqual(["site_watch", "site_watch_alert"]);
    expect(hookPosts[1]?.text).toContain("şimdi aramanın tam zamanı");
    const before = (await services.monitor.watches.get(watch.id))?.last_engaged_at ?? "";
    await new Promise((resolve) => setTimeout(resolve, 5));
    const opened = await openReport(requestFor(linkIn(alert?.parsed.text, "/site-takibi/rapor")), { services });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/seo-analizi/rapor/${reportId}`);
    expect((await services.monitor.watches.get(watch.id))?.last_engaged_at ?? "").not.toBe(before);

    // Unsubscribing: the page asks, the one-click POST ends it; the watch, its address and e-mails go.
    const leave = linkIn(alert?.parsed.text, "/site-takibi/birak");
    expect(dataOf<{ state: string }>(await unsubscribePage(requestFor(leave), { services })).data).toMatchObject({ state: "ask", host });
    expect(dataOf<{ state: string }>(await unsubscribeAction(requestFor(leave, "POST"), { services })).data).toEqual({ state: "ended" });
    expect(dataOf<{ state: string }>(await unsubscribeAction(requestFor(leave, "POST"), { services })).data).toEqual({ state: "ended" });
    expect(await services.monitor.watches.list()).toEqual([]);
    expect(await services.monitor.mails.listForWatch(watch.id)).toEqual([]);
    expect(dataOf<{ state: string }>(await unsubscribePage(requestFor(leave), { services })).data).toEqual({ state: "ended" });
    // A forged or altered link changes nothing and says so.
    expect(dataOf<{ state: string }>(await confirmPage(requestFor(`${SITE_URL}/site-takibi/onayla?t=x.y`), { services })).data).toEqual({ state: "invalid" });
  }, 60_000);

  it("refuses a report that does not exist, and a fourth site for one address", async () => {
    const submission = { services, clientIp: "203.0.113.8", sourcePage: null, userAgent: null };
    expect(await submitWatchRequest({ email: "a@ornek.com.tr", consent: "on", reportId: "yok" }, submission)).toMatchObject({ status: 400, body: { message: WATCH_REQUEST_REPLIES.unknownReport } });
    for (const other of ["https://bir.example/", "https://iki.example/", "https://uc.example/"]) {
      await services.monitor.watches.subscribe({ email: "a@ornek.com.tr", name: null, startUrl: other, reportId: null, ipAddress: null, attribution: {} }, Date.now());
    }
    expect(await submitWatchRequest({ email: "a@ornek.com.tr", consent: "on", reportId }, submission)).toMatchObject({ status: 429, body: { message: WATCH_REQUEST_REPLIES.limit(3) } });
  });

  it("ends a watch whose owner's address bounces", async () => {
    await ask(REFUSED);
    const [watch] = await services.monitor.watches.list();
    if (!watch) throw new Error("no watch");
    await services.monitor.watches.confirm(watch.id, Date.now());
    state.noindex = true;
    await checkWatch(services, watch, new Date().toISOString());
    await deliver();
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(REFUSED))).toEqual([]);
    expect((await services.monitor.watches.get(watch.id))?.status).toBe("ended");
    expect(await services.monitor.watches.claimDueChecks(Date.now() + 30 * DAY_MS, 10)).toEqual([]);
  }, 60_000);

  it("ends a watch nobody read for six months, tells its owner once, and deletes it a month later", async () => {
    await ask("sahibi@ornek.com.tr");
    const [watch] = await services.monitor.watches.list();
    if (!watch) throw new Error("no watch");
    const start = Date.now();
    await services.monitor.watches.confirm(watch.id, start);
    expect(await endAndSweepWatches(services, start + (UNENGAGED_WATCH_DAYS - 1) * DAY_MS)).toEqual({ ended: 0, deleted: 0 });
    const late = start + (UNENGAGED_WATCH_DAYS + 1) * DAY_MS;
    expect(await endAndSweepWatches(services, late)).toEqual({ ended: 1, deleted: 0 });
    expect(await endAndSweepWatches(services, late + DAY_MS)).toEqual({ ended: 0, deleted: 0 });
    // Stored once, to go out when its time (six months from now in this test) comes.
    const ended = (await services.monitor.mails.listForWatch(watch.id)).filter((mail) => mail.kind === "ended");
    expect(ended.map((mail) => [mail.recipient, mail.subject, mail.mail_next_attempt_at])).toEqual([["sahibi@ornek.com.tr", `${host}: site takibi sona erdi`, new Date(late).toISOString()]]);
    expect(ended[0]?.text).toContain("/seo-analizi");
    expect((await services.monitor.watches.get(watch.id))?.status).toBe("ended");
    expect(await services.monitor.watches.claimDueChecks(late + 30 * DAY_MS, 10)).toEqual([]);
    expect(await endAndSweepWatches(services, late + (ENDED_WATCH_DAYS + 1) * DAY_MS)).toEqual({ ended: 0, deleted: 1 });
    expect(await services.monitor.watches.get(watch.id)).toBeUndefined();
    expect(await services.monitor.mails.listForWatch(watch.id)).toEqual([]);
  }, 60_000);
});
