import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { runLightCheck, type LightCheckDeps } from "./light-check.server";
import { createMonitorMailStore } from "./monitor-mails.server";
import { createWatchStore } from "./watch-store.server";

/* The light check end to end on a real database: a site turns noindex, is checked twice, is fixed. */

let noindex = false;
let server: Server;
let origin = "";
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><html lang="tr"><head><title>Örnek</title>${noindex ? '<meta name="robots" content="noindex">' : ""}</head><body><h1>Örnek</h1></body></html>`);
      return;
    }
    if (request.url === "/robots.txt") return response.writeHead(200, { "content-type": "text/plain" }).end(`User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap.xml\n`);
    if (request.url === "/sitemap.xml")
      return response.writeHead(200, { "content-type": "application/xml" }).end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc></url></urlset>`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe.each(DIALECTS)("the light check on %s", (_dialect, createDatabase) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("stores one alert when the home page turns noindex, none while it stays so, one düzeldi after the fix, even when a check runs twice", async () => {
    database = await createDatabase();
    handle = await openDatabase(database.url);
    const watches = createWatchStore(handle.db, { maxPerEmail: 3, checkHours: 24, auditDays: 7, jitter: () => 0 });
    const mails = createMonitorMailStore(handle.db, handle.dialect);
    let now = Date.parse("2026-12-01T06:00:00.000Z");
    const created = await watches.subscribe({ email: "sahibi@ornek.com.tr", name: null, startUrl: `${origin}/`, reportId: null, ipAddress: null, attribution: {} }, now);
    if (created.kind !== "created") throw new Error(created.kind);
    await watches.confirm(created.watch.id, now);
    const deps: LightCheckDeps = {
      fetch: { allowHosts: [new URL(origin).host] },
      pages: [],
      storeMail: (mail, at) => mails.store(mail, at),
      compose: (_watch, mail) => ({ subject: `${mail.kind} ${mail.signal}`, text: mail.detail ?? "", html: "<p></p>", headers: {} }),
      remember: (id, memory, next) => watches.rememberSignals(id, memory, next),
      nextCheckAt: (at) => at + 24 * 60 * 60_000,
      now: () => now,
    };
    const check = async () => {
      const watch = await watches.get(created.watch.id);
      if (!watch) throw new Error("watch gone");
      return runLightCheck(watch, deps);
    };
    const subjects = async () => (await mails.listForWatch(created.watch.id)).map((mail) => mail.subject);

    await check();
    expect(await subjects()).toEqual([]);
    noindex = true;
    now += 24 * 60 * 60_000;
    // Two workers run the same scheduled check: one alert between them.
    const watch = await watches.get(created.watch.id);
    if (!watch) throw new Error("watch gone");
    await Promise.all([runLightCheck(watch, deps), runLightCheck(watch, deps)]);
    expect(await subjects()).toEqual(["alert home-noindex"]);
    now += 24 * 60 * 60_000;
    await check();
    expect(await subjects()).toEqual(["alert home-noindex"]);
    noindex = false;
    now += 24 * 60 * 60_000;
    await check();
    expect(await subjects()).toEqual(["alert home-noindex", "recovered home-noindex"]);
    noindex = false;
  });
});
