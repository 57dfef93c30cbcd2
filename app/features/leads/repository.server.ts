import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Dialect } from "~/.server/db/connection";
import type { ContactMessage, Database, NewsletterSubscriber } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";

export interface ContactSubmission {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  sourcePage?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
}

export interface ListOptions {
  /** ISO date or time; only rows created at or after it. */
  since?: string;
}

export type SubscribeResult = "created" | "exists";

/** The ways a lead reaches people; each has its own delivery state on the message row. */
export type DeliveryChannel = "email" | "webhook";

/** Column names of one channel's delivery state (email keeps the table's original columns). */
const CHANNEL_COLUMNS = {
  email: {
    status: "status",
    attempts: "attempts",
    lastError: "last_error",
    nextAttemptAt: "next_attempt_at",
    claimedBy: "claimed_by",
    claimedUntil: "claimed_until",
    deliveredAt: "delivered_at",
  },
  webhook: {
    status: "webhook_status",
    attempts: "webhook_attempts",
    lastError: "webhook_last_error",
    nextAttemptAt: "webhook_next_attempt_at",
    claimedBy: "webhook_claimed_by",
    claimedUntil: "webhook_claimed_until",
    deliveredAt: "webhook_delivered_at",
  },
} as const satisfies Record<DeliveryChannel, Record<string, keyof ContactMessage>>;

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

/** Every read and write of leads, in queries that run unchanged on SQLite and PostgreSQL. */
export function createLeadsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Stores a message as pending delivery; the visitor's lead is safe once this resolves. */
    async insertContactMessage(input: ContactSubmission, now = Date.now()): Promise<ContactMessage> {
      const row = {
        id: randomUUID(),
        name: input.name,
        phone: input.phone,
        email: input.email,
        subject: input.subject,
        message: input.message,
        source_page: input.sourcePage?.slice(0, 300) ?? null,
        ip_address: input.ipAddress?.slice(0, 64) ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
        status: "pending" as const,
        attempts: 0,
        last_error: null,
        next_attempt_at: isoTime(now),
        claimed_by: null,
        claimed_until: null,
        created_at: isoTime(now),
        delivered_at: null,
        // Pending even while no webhook is configured: one configured later still gets the lead.
        webhook_status: "pending" as const,
        webhook_attempts: 0,
        webhook_last_error: null,
        webhook_next_attempt_at: isoTime(now),
        webhook_claimed_by: null,
        webhook_claimed_until: null,
        webhook_delivered_at: null,
      };
      await db.insertInto("contact_messages").values(row).execute();
      return row;
    },

    /**
     * Atomically claims up to `limit` messages that are due on `channel`, or whose previous claim
     * on it expired (a replica died mid-delivery). Two replicas never claim the same row for the
     * same channel: PostgreSQL skips rows another transaction holds, SQLite serialises writers.
     */
    async claimDue(
      workerId: string,
      now: number,
      leaseMs: number,
      limit: number,
      channel: DeliveryChannel = "email",
    ): Promise<ContactMessage[]> {
      const columns = CHANNEL_COLUMNS[channel];
      const nowIso = isoTime(now);
      // Due for a first try or a retry, or claimed by a worker whose lease ran out.
      const claimable = (eb: ExpressionBuilder<Database, "contact_messages">) =>
        eb.or([
          eb.and([eb(columns.status, "=", "pending"), eb(columns.nextAttemptAt, "<=", nowIso)]),
          eb.and([eb(columns.status, "=", "sending"), eb(columns.claimedUntil, "<", nowIso)]),
        ]);
      const due = db
        .selectFrom("contact_messages")
        .select("id")
        .where(claimable)
        .orderBy("created_at")
        .limit(limit)
        .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
      return db
        .updateTable("contact_messages")
        .set(columns.status, "sending")
        .set(columns.claimedBy, workerId)
        .set(columns.claimedUntil, isoTime(now + leaseMs))
        .where("id", "in", due)
        // Checked again on the row itself: another worker may have claimed it meanwhile.
        .where(claimable)
        .returningAll()
        .execute();
    },

    /** Marks a claimed message delivered on `channel`; false if the claim was lost to another worker. */
    async markDelivered(id: string, workerId: string, now: number, channel: DeliveryChannel = "email"): Promise<boolean> {
      const columns = CHANNEL_COLUMNS[channel];
      const result = await db
        .updateTable("contact_messages")
        .set(columns.status, "delivered")
        .set((eb) => ({ [columns.attempts]: eb(columns.attempts, "+", 1) }))
        .set(columns.deliveredAt, isoTime(now))
        .set(columns.lastError, null)
        .set(columns.claimedBy, null)
        .set(columns.claimedUntil, null)
        .where("id", "=", id)
        .where(columns.claimedBy, "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Puts a claimed message back in `channel`'s queue with its error and next attempt time. */
    async markAttemptFailed(
      id: string,
      workerId: string,
      error: string,
      nextAttemptAt: number,
      channel: DeliveryChannel = "email",
    ): Promise<boolean> {
      const columns = CHANNEL_COLUMNS[channel];
      const result = await db
        .updateTable("contact_messages")
        .set(columns.status, "pending")
        .set((eb) => ({ [columns.attempts]: eb(columns.attempts, "+", 1) }))
        .set(columns.lastError, error.slice(0, 1000))
        .set(columns.nextAttemptAt, isoTime(nextAttemptAt))
        .set(columns.claimedBy, null)
        .set(columns.claimedUntil, null)
        .where("id", "=", id)
        .where(columns.claimedBy, "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Makes every pending message due now on every channel (operator's "retry now"); counts e-mails. */
    async makePendingDue(now = Date.now()): Promise<number> {
      await db
        .updateTable("contact_messages")
        .set({ webhook_next_attempt_at: isoTime(now) })
        .where("webhook_status", "=", "pending")
        .execute();
      const result = await db
        .updateTable("contact_messages")
        .set({ next_attempt_at: isoTime(now) })
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async getContactMessage(id: string): Promise<ContactMessage | undefined> {
      return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
    },

    async listContactMessages(options: ListOptions = {}): Promise<ContactMessage[]> {
      return db
        .selectFrom("contact_messages")
        .selectAll()
        .$if(Boolean(options.since), (query) => query.where("created_at", ">=", options.since ?? ""))
        .orderBy("created_at")
        .execute();
    },

    async countByStatus(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom("contact_messages")
        .select((eb) => ["status", eb.fn.countAll<string | number>().as("count")])
        .groupBy("status")
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    },

    /** One subscription per address, case-insensitively; a second attempt is not an error. */
    async subscribe(
      email: string,
      meta: { sourcePage?: string | null; ipAddress?: string | null } = {},
      now = Date.now(),
    ): Promise<SubscribeResult> {
      const result = await db
        .insertInto("newsletter_subscribers")
        .values({
          id: randomUUID(),
          email: normaliseEmail(email),
          source_page: meta.sourcePage?.slice(0, 300) ?? null,
          ip_address: meta.ipAddress?.slice(0, 64) ?? null,
          created_at: isoTime(now),
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? "created" : "exists";
    },

    async listSubscribers(options: ListOptions = {}): Promise<NewsletterSubscriber[]> {
      return db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .$if(Boolean(options.since), (query) => query.where("created_at", ">=", options.since ?? ""))
        .orderBy("created_at")
        .execute();
    },
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLocaleLowerCase("en-US");
}
