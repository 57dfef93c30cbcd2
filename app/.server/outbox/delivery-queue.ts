import type { ExpressionBuilder, Kysely } from "kysely";
import type { Dialect } from "~/.server/db/connection";
import type { Database } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
import type { DeliveryQueue } from "./outbox";

/**
 * The ways a stored lead reaches people, each with its own delivery state on the row: "email" is
 * the agency's e-mail, "webhook" the chat webhook, "visitor" the e-mail to the visitor (report
 * requests only).
 */
export type DeliveryChannel = "email" | "webhook" | "visitor";

/** The column names of one channel's delivery state on a lead table. */
export interface ChannelColumns {
  status: string;
  attempts: string;
  lastError: string;
  nextAttemptAt: string;
  claimedBy: string;
  claimedUntil: string;
  deliveredAt: string;
}

/** `<prefix>_status`, `<prefix>_attempts`, …: the naming of every channel added after the first. */
export function prefixedChannelColumns(prefix: string): ChannelColumns {
  return {
    status: `${prefix}_status`,
    attempts: `${prefix}_attempts`,
    lastError: `${prefix}_last_error`,
    nextAttemptAt: `${prefix}_next_attempt_at`,
    claimedBy: `${prefix}_claimed_by`,
    claimedUntil: `${prefix}_claimed_until`,
    deliveredAt: `${prefix}_delivered_at`,
  };
}

/** A prefixed channel's columns on a new row: pending, due now, never tried. */
export type PendingChannel<P extends string> = Record<`${P}_status`, "pending"> &
  Record<`${P}_attempts`, number> &
  Record<`${P}_next_attempt_at`, string> &
  Record<`${P}_last_error` | `${P}_claimed_by` | `${P}_claimed_until` | `${P}_delivered_at`, null>;

/** The delivery state a new row starts with on the channel named `prefix` (`mail` → `mail_status`, …). */
export function pendingChannel<P extends string>(prefix: P, now: number): PendingChannel<P> {
  // Built by name at run time; the type above says what the names are.
  return {
    [`${prefix}_status`]: "pending",
    [`${prefix}_attempts`]: 0,
    [`${prefix}_last_error`]: null,
    [`${prefix}_next_attempt_at`]: isoTime(now),
    [`${prefix}_claimed_by`]: null,
    [`${prefix}_claimed_until`]: null,
    [`${prefix}_delivered_at`]: null,
  } as PendingChannel<P>;
}

/** The tables whose rows the outbox delivers channel by channel: leads, the weekly digests, the watched sites' e-mails. */
type LeadTable = "contact_messages" | "report_requests" | "lead_digests" | "monitor_mails";

/** A lead table as the queue sees it: any column by the name the channel map gives. */
type LooseTables = Record<LeadTable, Record<string, string | number | null>>;

/**
 * The outbox's queue over one lead table (docs/decisions/026 and 041): rows are claimed per channel
 * atomically with a lease, so two replicas never deliver the same row on the same channel;
 * PostgreSQL skips rows another transaction holds, SQLite serialises writers. A claim whose
 * lease ran out (its replica died mid-delivery) is claimable again.
 */
export function createDeliveryQueue<Row extends { id: string }>(
  database: Kysely<Database>,
  dialect: Dialect,
  table: LeadTable,
  channels: Partial<Record<DeliveryChannel, ChannelColumns>>,
): DeliveryQueue<Row> {
  // The channel's columns are named at run time from the map above; the queries are the same on
  // every lead table, so they are written once against a loose view of the table.
  const db = database as unknown as Kysely<LooseTables>;
  const columnsOf = (channel: DeliveryChannel = "email"): ChannelColumns => {
    const columns = channels[channel];
    if (!columns) throw new Error(`${table} has no ${channel} delivery`);
    return columns;
  };
  return {
    attemptsOf(row, channel) {
      return Number((row as unknown as Record<string, unknown>)[columnsOf(channel).attempts] ?? 0);
    },

    async claimDue(workerId, now, leaseMs, limit, channel) {
      const columns = columnsOf(channel);
      const nowIso = isoTime(now);
      // Due for a first try or a retry, or claimed by a worker whose lease ran out.
      const claimable = (eb: ExpressionBuilder<LooseTables, LeadTable>) =>
        eb.or([
          eb.and([eb(columns.status, "=", "pending"), eb(columns.nextAttemptAt, "<=", nowIso)]),
          eb.and([eb(columns.status, "=", "sending"), eb(columns.claimedUntil, "<", nowIso)]),
        ]);
      const due = db
        .selectFrom(table)
        .select("id")
        .where(claimable)
        .orderBy("created_at")
        .limit(limit)
        .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
      const rows = await db
        .updateTable(table)
        .set({ [columns.status]: "sending", [columns.claimedBy]: workerId, [columns.claimedUntil]: isoTime(now + leaseMs) })
        .where("id", "in", due)
        // Checked again on the row itself: another worker may have claimed it meanwhile.
        .where(claimable)
        .returningAll()
        .execute();
      return rows as unknown as Row[];
    },

    async markDelivered(id, workerId, now, channel) {
      const columns = columnsOf(channel);
      const result = await db
        .updateTable(table)
        .set((eb) => ({
          [columns.status]: "delivered",
          [columns.attempts]: eb(columns.attempts, "+", 1),
          [columns.deliveredAt]: isoTime(now),
          [columns.lastError]: null,
          [columns.claimedBy]: null,
          [columns.claimedUntil]: null,
        }))
        .where("id", "=", id)
        .where(columns.claimedBy, "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markAttemptFailed(id, workerId, error, nextAttemptAt, channel) {
      const columns = columnsOf(channel);
      const result = await db
        .updateTable(table)
        .set((eb) => ({
          [columns.status]: "pending",
          [columns.attempts]: eb(columns.attempts, "+", 1),
          [columns.lastError]: error.slice(0, 1000),
          [columns.nextAttemptAt]: isoTime(nextAttemptAt),
          [columns.claimedBy]: null,
          [columns.claimedUntil]: null,
        }))
        .where("id", "=", id)
        .where(columns.claimedBy, "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
