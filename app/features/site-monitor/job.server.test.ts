import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "~/.server/env";
import { createServices, type Services } from "~/services.server";
import { sqliteTestDatabase } from "../../../tests/support/databases";
import { monitorCheckJob } from "./job.server";
import { enqueueDueChecks } from "./scheduler.server";
import { SIGNAL_TEXT } from "./watch-mail.content";

/* The light check as a durable job: claimed by the scheduler, run by the worker, its alert stored once. */

const noindex = true;
let server: Server;
let host = "";
let services: Services;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="tr"><head><title>Örnek</title>${noindex ? '<meta name="robots" content="noindex">' : ""}</head><body><h1>Örnek</h1></body></html>`);
      return;
    }
    if (request.url === "/urun") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="tr"><head><title>Ürün</title><meta name="robots" content="noindex"></head><body><h1>Ürün</h1></body></html>`);
      return;
    }
    if (request.url === "/sitemap.xml") {
      response.writeHead(200, { "content-type": "application/xml" });
      response.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>http://${host}/</loc></url></urlset>`);
      return;
    }
    // No robots.txt: nothing is blocked.
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const database = sqliteTestDatabase();
  services = await createServices(
    loadEnv({ DATABASE_URL: database.url, LOG_LEVEL: "error", AUDIT_BROWSER: "off", ANALYZER_ALLOWED_HOSTS: host, NEWSLETTER_SECRET: "a-secret-of-at-least-sixteen", SITE_URL: "https://www.ajans.example" }),
    { startOutbox: false, runWorker: true, monitorScheduler: false, jobKinds: [monitorCheckJob()] },
  );
});
afterAll(async () => {
  await services.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the monitor check job", () => {
  it("checks a confirmed watch when it is due, once across two schedulers, and stores its alert once", async () => {
    const { watches, mails } = services.monitor;
    const created = await watches.subscribe({ email: "sahibi@ornek.com.tr", name: null, startUrl: `http://${host}/`, reportId: null, ipAddress: null, attribution: {} }, Date.now());
    if (created.kind !== "created") throw new Error(created.kind);
    expect(await enqueueDueChecks(services, Date.now() + 2 * 24 * 60 * 60_000)).toBe(0);
    await watches.confirm(created.watch.id, Date.now());
    const later = Date.now() + 25 * 60 * 60_000;
    const queued = await Promise.all([enqueueDueChecks(services, later), enqueueDueChecks(services, later)]);
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(1);
    const stored = await until(() => mails.listForWatch(created.watch.id), (list) => list.length > 1);
    // The owner's alert, and the agency told of it: "şimdi aramanın tam zamanı".
    expect(stored.map((mail) => [mail.kind, mail.recipient]).sort()).toEqual([
      ["agency-alert", services.env.CONTACT_TO_EMAIL],
      ["alert", "sahibi@ornek.com.tr"],
    ]);
    expect(stored.find((mail) => mail.kind === "agency-alert")?.subject).toContain("şimdi aramanın tam zamanı");
    expect(stored[0]?.subject).toContain("noindex");
    const watch = await until(() => watches.get(created.watch.id), (row) => row?.signals.includes("bad") ?? false);
    expect(JSON.parse(watch?.signals ?? "{}")).toMatchObject({ "home-noindex": "bad" });
  });

  it("re-reads the pages the last re-audit kept on the watch", async () => {
    const { watches, mails } = services.monitor;
    const created = await watches.subscribe({ email: "urun@ornek.com.tr", name: null, startUrl: `http://${host}/`, reportId: null, ipAddress: null, attribution: {} }, Date.now());
    if (created.kind !== "created") throw new Error(created.kind);
    await watches.confirm(created.watch.id, Date.now());
    await watches.rememberAudit(created.watch.id, { reportId: "AbCdEfGhIjKlMnOpQrSt-_", pages: [`http://${host}/urun`], nextAuditAt: Date.now() + 7 * 24 * 60 * 60_000 });
    await enqueueDueChecks(services, Date.now() + 25 * 60 * 60_000);
    const stored = await until(() => mails.listForWatch(created.watch.id), (list) => list.some((mail) => mail.subject.includes(SIGNAL_TEXT["page-noindex"].title)));
    expect(stored.map((mail) => mail.subject)).toContain(`${host}: ${SIGNAL_TEXT["page-noindex"].title}`);
  });
});
