import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
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
  /** true when a report was deleted. */
  remove(id: string): Promise<boolean>;
  /** Deletes expired rows; returns how many went. */
  sweep(): Promise<number>;
}

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
    const result = await db.deleteFrom("audit_reports").where("expires_at", "<=", isoTime(clock())).executeTakeFirst();
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
      const result = await db.deleteFrom("audit_reports").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    sweep,
  };
}
