import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_VIEWPORTS, type Screenshot, type ScreenshotKind } from "~/capabilities/browser/browser-facts";
import { AUDIT_RUNNING_STALE_MS, REPORT_ID_PATTERN } from "./limits";
import { REPORT_VERSION, type AuditReport } from "./report";

/**
 * Stored audit reports (table audit_reports), shared by every replica: a row is written when
 * the audit starts, so the link the screen shows works at once and a visitor who stops the audit
 * lands on the report being written; it holds the report once done. A row past `expires_at`
 * (AUDIT_REPORT_DAYS) reads as missing and is swept on later writes.
 */

const DAY_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_WRITES = 50;

export type StoredReport =
  | { status: "running"; startUrl: string; startedAt: string }
  | { status: "failed"; startUrl: string; startedAt: string }
  | { status: "done"; report: AuditReport };

export interface AuditReportStore {
  /**
   * The "running" row of a report: under a new unguessable id, or under `id` (an audit job's
   * second run writes the row its first one began again).
   */
  begin(startUrl: string, id?: string): Promise<{ id: string; expiresAt: string }>;
  finish(report: AuditReport): Promise<void>;
  fail(id: string): Promise<void>;
  /** null: no such id, expired or deleted (the page answers 404). */
  get(id: string): Promise<StoredReport | null>;
  /** true when a report was deleted (its screenshots go with it). */
  remove(id: string): Promise<boolean>;
  /**
   * Stores a screenshot of a report's site (the browser stage's). Refuses an image over
   * SCREENSHOT_MAX_BYTES or of another type: a bound, not trust in the caller.
   */
  putScreenshot(id: string, kind: ScreenshotKind, image: Screenshot): Promise<void>;
  /** null: no such report or screenshot, or the report expired. */
  getScreenshot(id: string, kind: ScreenshotKind): Promise<Screenshot | null>;
  /** Deletes expired rows; returns how many went. */
  sweep(): Promise<number>;
}

const isScreenshotKind = (kind: string): kind is ScreenshotKind => Object.hasOwn(SCREENSHOT_VIEWPORTS, kind);

export function newReportId(): string {
  return randomBytes(16).toString("base64url");
}

function isReport(value: unknown): value is AuditReport {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === REPORT_VERSION;
}

export function createAuditReportStore(db: Kysely<Database>, options: { days: number; clock?: () => number }): AuditReportStore {
  const clock = options.clock ?? Date.now;
  let writes = 0;

  async function sweep(): Promise<number> {
    const now = isoTime(clock());
    await db.deleteFrom("audit_screenshots").where("expires_at", "<=", now).execute();
    const result = await db.deleteFrom("audit_reports").where("expires_at", "<=", now).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async function wrote(): Promise<void> {
    writes += 1;
    if (writes % SWEEP_EVERY_WRITES === 0) await sweep();
  }

  return {
    async begin(startUrl, given) {
      const id = given ?? newReportId();
      const now = clock();
      const expiresAt = isoTime(now + options.days * DAY_MS);
      await db
        .insertInto("audit_reports")
        .values({
          id,
          host: new URL(startUrl).host.toLowerCase(),
          start_url: startUrl,
          status: "running",
          report: null,
          created_at: isoTime(now),
          expires_at: expiresAt,
        })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ status: "running", report: null }))
        .execute();
      // A job's second run starts its report afresh, screenshots included.
      await db.deleteFrom("audit_screenshots").where("report_id", "=", id).execute();
      await wrote();
      return { id, expiresAt };
    },
    async finish(report) {
      await db
        .updateTable("audit_reports")
        .set({ status: "done", report: JSON.stringify(report) })
        .where("id", "=", report.id)
        .execute();
    },
    async fail(id) {
      await db.updateTable("audit_reports").set({ status: "failed" }).where("id", "=", id).where("status", "=", "running").execute();
    },
    async get(id) {
      // A malformed id never reaches the database.
      if (!REPORT_ID_PATTERN.test(id)) return null;
      const row = await db
        .selectFrom("audit_reports")
        .select(["status", "report", "start_url", "created_at"])
        .where("id", "=", id)
        .where("expires_at", ">", isoTime(clock()))
        .executeTakeFirst();
      if (!row) return null;
      if (row.status === "done" && row.report !== null) {
        const report: unknown = JSON.parse(row.report);
        return isReport(report) ? { status: "done", report } : null;
      }
      const stale = clock() - Date.parse(row.created_at) > AUDIT_RUNNING_STALE_MS;
      const status = row.status === "running" && !stale ? "running" : "failed";
      return { status, startUrl: row.start_url, startedAt: row.created_at };
    },
    async remove(id) {
      if (!REPORT_ID_PATTERN.test(id)) return false;
      await db.deleteFrom("audit_screenshots").where("report_id", "=", id).execute();
      const result = await db.deleteFrom("audit_reports").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async putScreenshot(id, kind, image) {
      if (!REPORT_ID_PATTERN.test(id) || !isScreenshotKind(kind)) throw new Error(`screenshot for an unusable report id or kind: ${kind}`);
      if (image.mime !== "image/jpeg" || image.data.byteLength === 0 || image.data.byteLength > SCREENSHOT_MAX_BYTES) {
        throw new Error(`screenshot refused: ${image.mime}, ${image.data.byteLength} bytes`);
      }
      const report = await db.selectFrom("audit_reports").select("expires_at").where("id", "=", id).executeTakeFirst();
      if (!report) throw new Error("screenshot for a report that does not exist");
      const row = { report_id: id, kind, mime: image.mime, image: Buffer.from(image.data).toString("base64"), expires_at: report.expires_at };
      await db
        .insertInto("audit_screenshots")
        .values(row)
        .onConflict((conflict) => conflict.columns(["report_id", "kind"]).doUpdateSet({ mime: row.mime, image: row.image, expires_at: row.expires_at }))
        .execute();
    },
    async getScreenshot(id, kind) {
      if (!REPORT_ID_PATTERN.test(id) || !isScreenshotKind(kind)) return null;
      const row = await db
        .selectFrom("audit_screenshots")
        .select(["mime", "image"])
        .where("report_id", "=", id)
        .where("kind", "=", kind)
        .where("expires_at", ">", isoTime(clock()))
        .executeTakeFirst();
      if (row?.mime !== "image/jpeg") return null;
      return { mime: row.mime, data: new Uint8Array(Buffer.from(row.image, "base64")) };
    },
    sweep,
  };
}
