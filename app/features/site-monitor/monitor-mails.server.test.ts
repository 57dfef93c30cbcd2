import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { createMonitorMailStore, type ComposedMail } from "./monitor-mails.server";

const NOW = Date.parse("2026-12-01T06:00:00.000Z");
const alert = (change: Partial<ComposedMail> = {}): ComposedMail => ({
  watchId: "8f0c2a5e-0000-4000-8000-000000000001",
  kind: "alert",
  dedupeKey: "8f0c2a5e-0000-4000-8000-000000000001:alert:home-noindex:2026-12-01T06:00:00.000Z",
  recipient: "sahibi@ornek.com.tr",
  subject: "www.ornek.com.tr: ana sayfanız aramadan çıkarılıyor",
  text: "…",
  html: "<p>…</p>",
  headers: { "List-Unsubscribe": "<https://ajans.example/takip/birak?t=x>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  ...change,
});

describe.each(DIALECTS)("monitor mail store on %s", (_dialect, createDatabase) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  async function open() {
    database = await createDatabase();
    handle = await openDatabase(database.url);
    return createMonitorMailStore(handle.db, handle.dialect);
  }

  it("stores a mail once per dedupe key, however many times it is stored, even at once", async () => {
    const mails = await open();
    const results = await Promise.all([mails.store(alert(), NOW), mails.store(alert(), NOW), mails.store(alert(), NOW + 1_000)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await mails.listForWatch(alert().watchId)).toHaveLength(1);
    // The next episode of the same signal is another mail.
    expect(await mails.store(alert({ dedupeKey: `${alert().dedupeKey}-2` }), NOW)).toBe(true);
  });

  it("hands each stored mail to one worker's outbox, and deletes a watch's mails on unsubscribe", async () => {
    const mails = await open();
    await mails.store(alert(), NOW);
    const first = await mails.queue.claimDue("worker-a", NOW, 60_000, 10);
    const second = await mails.queue.claimDue("worker-b", NOW, 60_000, 10);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(0);
    expect(JSON.parse(first[0]?.headers ?? "{}")).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(await mails.queue.markDelivered(first[0]?.id ?? "", "worker-a", NOW)).toBe(true);
    expect(await mails.removeForWatch(alert().watchId)).toBe(1);
    expect(await mails.listForWatch(alert().watchId)).toEqual([]);
  });
});
