import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { AUDIT_CLAIM_MS, CLAIM_MS, PENDING_WATCH_DAYS, createWatchStore, signalMemoryOf, watchPagesOf, type NewWatch } from "./watch-store.server";

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const START = Date.parse("2026-12-01T09:00:00.000Z");

const watch = (change: Partial<NewWatch> = {}): NewWatch => ({
  email: "Sahibi@Ornek.com.tr ",
  name: "Ayşe Yılmaz",
  startUrl: "https://www.ornek.com.tr/",
  reportId: "AbCdEfGhIjKlMnOpQrSt-_",
  ipAddress: "203.0.113.7",
  attribution: { utm_source: "google", form_source: "site-monitor" },
  ...change,
});

describe.each(DIALECTS)("site watch store on %s", (_dialect, createDatabase) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  async function store(jitter = 0.5) {
    database = await createDatabase();
    handle = await openDatabase(database.url);
    return createWatchStore(handle.db, { maxPerEmail: 3, checkHours: 24, auditDays: 7, jitter: () => jitter });
  }

  it("stores a watch pending, one per site and address whatever the spelling, and at most three per address", async () => {
    const watches = await store();
    const first = await watches.subscribe(watch(), START);
    expect(first.kind).toBe("created");
    if (first.kind !== "created") return;
    expect(first.watch).toMatchObject({ email: "sahibi@ornek.com.tr", host: "www.ornek.com.tr", status: "pending", utm_source: "google", form_source: "site-monitor" });
    expect((await watches.subscribe(watch({ email: "SAHIBI@ornek.com.tr" }), START)).kind).toBe("pending");
    expect((await watches.subscribe(watch({ startUrl: "https://ikinci.example/" }), START)).kind).toBe("created");
    expect((await watches.subscribe(watch({ startUrl: "https://ucuncu.example/" }), START)).kind).toBe("created");
    expect(await watches.subscribe(watch({ startUrl: "https://dorduncu.example/" }), START)).toEqual({ kind: "limit" });
    // Another address may watch the same site.
    expect((await watches.subscribe(watch({ email: "ortak@ornek.com.tr" }), START)).kind).toBe("created");
  });

  it("checks nothing before confirmation; confirming schedules the first check within a day and the re-audit a week on", async () => {
    const watches = await store(0.25);
    const created = await watches.subscribe(watch(), START);
    if (created.kind !== "created") throw new Error(created.kind);
    const confirmed = await watches.confirm(created.watch.id, START + HOUR_MS);
    expect(confirmed?.newlyConfirmed).toBe(true);
    expect(confirmed?.watch).toMatchObject({ status: "active", next_check_at: new Date(START + HOUR_MS + 6 * HOUR_MS).toISOString(), next_audit_at: new Date(START + HOUR_MS + 7 * DAY_MS).toISOString() });
    // A second click changes nothing; a subscription again says it is already watched.
    expect((await watches.confirm(created.watch.id, START + 2 * HOUR_MS))?.newlyConfirmed).toBe(false);
    expect((await watches.subscribe(watch(), START + 3 * HOUR_MS)).kind).toBe("active");
    expect(await watches.confirm("00000000-0000-0000-0000-000000000000", START)).toBeNull();
  });

  it("deletes the watch and its address on unsubscribe, and unconfirmed watches once their link has expired", async () => {
    const watches = await store();
    const kept = await watches.subscribe(watch(), START);
    const left = await watches.subscribe(watch({ email: "unutan@ornek.com.tr" }), START);
    if (kept.kind !== "created" || left.kind !== "created") throw new Error("not created");
    await watches.confirm(kept.watch.id, START);
    expect(await watches.sweep(START + (PENDING_WATCH_DAYS - 1) * DAY_MS)).toEqual([]);
    expect(await watches.sweep(START + (PENDING_WATCH_DAYS + 1) * DAY_MS)).toHaveLength(1);
    expect(await watches.get(left.watch.id)).toBeUndefined();
    expect(await watches.remove(kept.watch.id)).toBe(true);
    expect(await watches.remove(kept.watch.id)).toBe(false);
    expect(await watches.list()).toEqual([]);
  });

  it("remembers each signal's last known state, and reads a damaged memory as empty", async () => {
    const watches = await store();
    const created = await watches.subscribe(watch(), START);
    if (created.kind !== "created") throw new Error(created.kind);
    await watches.rememberSignals(created.watch.id, { "home-noindex": "bad", "robots-blocks": "ok" }, START + DAY_MS);
    const stored = await watches.get(created.watch.id);
    expect(stored && signalMemoryOf(stored)).toEqual({ "home-noindex": "bad", "robots-blocks": "ok" });
    expect(signalMemoryOf({ signals: "{not json" })).toEqual({});
    expect(signalMemoryOf({ signals: '{"home-down":"maybe","x":1}' })).toEqual({});
  });

  it("hands a due check to one scheduler only, keeps its slot, and tries a check that never reported back an hour later", async () => {
    const watches = await store(0);
    const created = await watches.subscribe(watch(), START);
    if (created.kind !== "created") throw new Error(created.kind);
    // Pending watches are never checked.
    expect(await watches.claimDueChecks(START + DAY_MS, 10)).toEqual([]);
    await watches.confirm(created.watch.id, START);
    const [first, second] = await Promise.all([watches.claimDueChecks(START + 1_000, 10), watches.claimDueChecks(START + 1_000, 10)]);
    expect([...(first ?? []), ...(second ?? [])].map((claimed) => claimed.next_check_at)).toEqual([new Date(START).toISOString()]);
    expect(await watches.claimDueChecks(START + 30 * 60_000, 10)).toEqual([]);
    expect(await watches.claimDueChecks(START + 1_000 + CLAIM_MS, 10)).toHaveLength(1);
  });

  it("hands a due re-audit to one scheduler only, keeps its slot apart from the check's, and tries one that never reported back hours later", async () => {
    const watches = await store(0);
    const created = await watches.subscribe(watch(), START);
    if (created.kind !== "created") throw new Error(created.kind);
    expect(await watches.claimDueAudits(START + 30 * DAY_MS, 10)).toEqual([]);
    await watches.confirm(created.watch.id, START);
    const slot = new Date(START + 7 * DAY_MS).toISOString();
    expect(await watches.claimDueAudits(START + 7 * DAY_MS - 1, 10)).toEqual([]);
    const due = START + 7 * DAY_MS + 1_000;
    const [first, second] = await Promise.all([watches.claimDueAudits(due, 10), watches.claimDueAudits(due, 10)]);
    const claimed = [...(first ?? []), ...(second ?? [])];
    expect(claimed.map((row) => row.next_audit_at)).toEqual([slot]);
    // Claiming the audit leaves the light check as it was (and the other way round).
    expect(claimed[0]?.next_check_at).toBe(new Date(START).toISOString());
    expect(await watches.claimDueChecks(due, 10)).toHaveLength(1);
    expect(await watches.claimDueAudits(due + CLAIM_MS, 10)).toEqual([]);
    expect(await watches.claimDueAudits(due + AUDIT_CLAIM_MS, 10)).toHaveLength(1);
  });

  it("remembers the re-audit's report, at most five pages and the next re-audit, and reads damaged pages as none", async () => {
    const watches = await store(0);
    const created = await watches.subscribe(watch(), START);
    if (created.kind !== "created") throw new Error(created.kind);
    await watches.confirm(created.watch.id, START);
    const pages = Array.from({ length: 7 }, (_, index) => `https://www.ornek.com.tr/sayfa-${index}`);
    await watches.rememberAudit(created.watch.id, { reportId: "ZyXwVuTsRqPoNmLkJiHgFe", pages, nextAuditAt: START + 14 * DAY_MS });
    const stored = await watches.get(created.watch.id);
    expect(stored).toMatchObject({ report_id: "ZyXwVuTsRqPoNmLkJiHgFe", next_audit_at: new Date(START + 14 * DAY_MS).toISOString(), status: "active" });
    expect(stored && watchPagesOf(stored)).toEqual(pages.slice(0, 5));
    // The next re-audit is due at the time remembered, not before.
    expect(await watches.claimDueAudits(START + 14 * DAY_MS - 1, 10)).toEqual([]);
    expect(await watches.claimDueAudits(START + 14 * DAY_MS, 10)).toHaveLength(1);
    expect(watchPagesOf({ pages: "[not json" })).toEqual([]);
    expect(watchPagesOf({ pages: '{"0":"https://a.example/"}' })).toEqual([]);
    expect(watchPagesOf({ pages: '["https://a.example/x", 3, "javascript:alert(1)", null]' })).toEqual(["https://a.example/x"]);
  });
});
