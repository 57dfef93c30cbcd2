import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { DIALECTS, type TestDatabase } from "../../../tests/support/databases";
import { AUDIT_RUNNING_STALE_MS } from "./limits";
import { buildReport } from "./report";
import { createAuditReportStore } from "./report-store.server";
import { SCREENSHOT_MAX_BYTES } from "~/capabilities/browser/browser-facts";

const DAY_MS = 24 * 60 * 60_000;

function reportFor(id: string, expiresAt: string) {
  return buildReport({
    id,
    startUrl: "https://ornek.com.tr/",
    homeUrl: "https://ornek.com.tr/",
    auditedAt: "2026-11-26T10:00:00.000Z",
    expiresAt,
    crawl: { stopReason: "done", durationMs: 1200, counts: { found: 3, fetched: 3, skipped: 0 } },
    outcome: {
      score: 90,
      families: [],
      outcomes: [
        { id: "core/title-missing", family: "core", severity: "error", weight: 8, status: "failed", applicable: 3, hits: [{ url: "https://ornek.com.tr/a" }] },
        { id: "core/lang-missing", family: "core", severity: "warning", weight: 3, status: "passed", applicable: 3, hits: [] },
      ],
    },
  });
}

describe.each(DIALECTS)("audit report store on %s", (_dialect, createDatabase) => {
  let database: TestDatabase | undefined;
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    await database?.drop();
  });

  async function store(clock: () => number) {
    database = await createDatabase();
    handle = await openDatabase(database.url);
    return createAuditReportStore(handle.db, { days: 30, clock });
  }

  it("keeps a report from its start to its expiry, and deletes it on request", async () => {
    let now = Date.parse("2026-11-26T10:00:00.000Z");
    const reports = await store(() => now);
    const { id, expiresAt } = await reports.begin("https://Ornek.com.tr/");
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(expiresAt).toBe(new Date(now + 30 * DAY_MS).toISOString());
    expect(await reports.get(id)).toEqual({ status: "running", startUrl: "https://Ornek.com.tr/", startedAt: "2026-11-26T10:00:00.000Z" });

    const report = reportFor(id, expiresAt);
    await reports.finish(report);
    expect(await reports.get(id)).toEqual({ status: "done", report });

    now += 30 * DAY_MS - 1;
    expect((await reports.get(id))?.status).toBe("done");
    now += 1;
    expect(await reports.get(id)).toBeNull();
    expect(await reports.sweep()).toBe(1);

    const second = await reports.begin("https://ornek.com.tr/");
    expect(await reports.remove(second.id)).toBe(true);
    expect(await reports.remove(second.id)).toBe(false);
    expect(await reports.get(second.id)).toBeNull();
  });

  it("reads a report left running by a process that went away as failed", async () => {
    let now = Date.parse("2026-11-26T10:00:00.000Z");
    const reports = await store(() => now);
    const { id } = await reports.begin("https://ornek.com.tr/");
    now += AUDIT_RUNNING_STALE_MS + 1;
    expect((await reports.get(id))?.status).toBe("failed");
    const other = await reports.begin("https://ornek.com.tr/");
    await reports.fail(other.id);
    expect((await reports.get(other.id))?.status).toBe("failed");
  });

  it("gives every report its own unguessable id and never reaches the database with a malformed one", async () => {
    const reports = await store(Date.now);
    const ids = new Set<string>();
    for (let index = 0; index < 50; index += 1) ids.add((await reports.begin("https://ornek.com.tr/")).id);
    expect(ids.size).toBe(50);
    expect(await reports.get("'; DROP TABLE audit_reports; --")).toBeNull();
    expect(await reports.remove("%")).toBe(false);
    expect((await reports.get([...ids][0] ?? ""))?.status).toBe("running");
  });

  it("keeps a report's screenshots while the report lives, and deletes them with it however it goes", async () => {
    let now = Date.parse("2026-11-26T10:00:00.000Z");
    const reports = await store(() => now);
    const jpeg = (size: number) => ({ mime: "image/jpeg" as const, data: new Uint8Array(size).fill(9) });
    const { id } = await reports.begin("https://ornek.com.tr/");
    await reports.putScreenshot(id, "mobile", jpeg(40_000));
    await reports.putScreenshot(id, "desktop", jpeg(SCREENSHOT_MAX_BYTES));
    expect((await reports.getScreenshot(id, "mobile"))?.data.byteLength).toBe(40_000);
    expect((await reports.getScreenshot(id, "desktop"))?.data).toEqual(jpeg(SCREENSHOT_MAX_BYTES).data);

    // Over the bound, another type, an unknown kind, a report that does not exist: refused, nothing stored.
    await expect(reports.putScreenshot(id, "mobile", jpeg(SCREENSHOT_MAX_BYTES + 1))).rejects.toThrow();
    await expect(reports.putScreenshot(id, "mobile", { mime: "image/svg+xml" as "image/jpeg", data: new Uint8Array(10) })).rejects.toThrow();
    await expect(reports.putScreenshot(id, "tablet" as "mobile", jpeg(10))).rejects.toThrow();
    await expect(reports.putScreenshot("AAAAAAAAAAAAAAAAAAAAAA", "mobile", jpeg(10))).rejects.toThrow();
    expect((await reports.getScreenshot(id, "mobile"))?.data.byteLength).toBe(40_000);
    expect(await reports.getScreenshot("../../etc/passwd", "mobile")).toBeNull();

    // A job's second run starts the report again, without the first run's screenshots.
    await reports.begin("https://ornek.com.tr/", id);
    expect(await reports.getScreenshot(id, "mobile")).toBeNull();
    await reports.putScreenshot(id, "mobile", jpeg(100));

    // Removed with its report.
    expect(await reports.remove(id)).toBe(true);
    expect(await reports.getScreenshot(id, "mobile")).toBeNull();

    // Expired and swept with its report.
    const later = await reports.begin("https://ornek.com.tr/");
    await reports.putScreenshot(later.id, "desktop", jpeg(100));
    now += 30 * DAY_MS;
    expect(await reports.getScreenshot(later.id, "desktop")).toBeNull();
    await reports.sweep();
    const left = await handle?.db.selectFrom("audit_screenshots").select("report_id").execute();
    expect(left).toEqual([]);
  });
});
