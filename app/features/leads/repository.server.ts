import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import type { Dialect } from "~/.server/db/connection";
import type { ContactMessage, Database, NewsletterSubscriber, SubscriptionStatus } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
import { createDeliveryQueue, pendingChannel, prefixedChannelColumns, type ChannelColumns, type DeliveryChannel } from "~/.server/outbox/delivery-queue";
import { EMPTY_ATTRIBUTION, type Attribution } from "~/capabilities/lead-capture/attribution";

;

export interface ContactSubmission {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  sourcePage?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  /** Where the visit came from; every column null when absent. */
  attribution?: Attribution;
}

export interface ListOptions {
  /** ISO date or time; only rows created at or after it. */
  since?: string;
}

export interface SubscriberListOptions extends ListOptions {
  /** Only subscribers in these states; every state when absent. */
  statuses?: readonly SubscriptionStatus[];
}

/**
 * "created": a new pending address, a confirmation e-mail is queued. "resent": pending (or
 * unsubscribed) before, a new confirmation e-mail is queued. "confirmed": already confirmed,
 * nothing is sent. The visitor is told the same in every case (no address enumeration).
 */
export type SubscribeResult = "created" | "resent" | "confirmed";

/** What opening a confirmation link did. */
export type ConfirmResult = "confirmed" | "already-confirmed" | "unsubscribed" | "unknown";
/** What an unsubscribe request did; a repeat is answered like the first. */
export type UnsubscribeResult = "unsubscribed" | "already-unsubscribed" | "unknown";

/** The e-mail keeps the table's original columns; the webhook's were added with their prefix. */
const CONTACT_CHANNELS = {
  email: {
    status: "status",
    attempts: "attempts",
    lastError: "last_error",
    nextAttemptAt: "next_attempt_at",
    claimedBy: "claimed_by",
    claimedUntil: "claimed_until",
    deliveredAt: "delivered_at",
  },
  webhook: prefixedChannelColumns("webhook"),
} as const satisfies Partial<Record<DeliveryChannel, ChannelColumns>>;

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

/** Every read and write of leads, in queries that run unchanged on SQLite and PostgreSQL. */
export function createLeadsRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    /** Contact messages waiting for delivery, per channel: the outbox's queue. */
    ...createDeliveryQueue<ContactMessage>(db, dialect, "contact_messages", CONTACT_CHANNELS),

    /** Newsletter confirmation e-mails waiting for delivery: the outbox's queue for them (e-mail only). */
    confirmationMails: createConfirmationMailQueue(db, dialect),

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
        ...(input.attribution ?? EMPTY_ATTRIBUTION),
        status: "pending" as const,
        attempts: 0,
        last_error: null,
        next_attempt_at: isoTime(now),
        claimed_by: null,
        claimed_until: null,
        created_at: isoTime(now),
        delivered_at: null,
        // Pending even while no webhook is configured: one configured later still gets the lead.
        ...pendingChannel("webhook", now),
      };
      await db.insertInto("contact_messages").values(row).execute();
      return row;
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

    /**
     * One subscription per address, case-insensitively. A new or not yet confirmed address (or
     * one that unsubscribed) is pending with a confirmation e-mail due now; a confirmed one is
     * left alone.
     */
    async subscribe(
      email: string,
      meta: { sourcePage?: string | null; ipAddress?: string | null; attribution?: Attribution } = {},
      now = Date.now(),
    ): Promise<SubscribeResult> {
      const address = normaliseEmail(email);
      const result = await db
        .insertInto("newsletter_subscribers")
        .values({
          id: randomUUID(),
          email: address,
          source_page: meta.sourcePage?.slice(0, 300) ?? null,
          ip_address: meta.ipAddress?.slice(0, 64) ?? null,
          ...(meta.attribution ?? EMPTY_ATTRIBUTION),
          created_at: isoTime(now),
          status: "pending",
          confirmed_at: null,
          unsubscribed_at: null,
          ...pendingChannel("mail", now),
        })
        .onConflict((conflict) => conflict.column("email").doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) return "created";
      // A new link replaces the old one; a mail being sent right now is left to finish (its
      // claim is kept), the visitor gets that one.
      const resent = await db
        .updateTable("newsletter_subscribers")
        .set({
          status: "pending",
          mail_status: "pending",
          mail_next_attempt_at: isoTime(now),
          mail_claimed_by: null,
          mail_claimed_until: null,
        })
        .where("email", "=", address)
        .where("status", "in", ["pending", "unsubscribed"])
        .where("mail_status", "!=", "sending")
        .executeTakeFirst();
      if (resent.numUpdatedRows > 0n) return "resent";
      const row = await db.selectFrom("newsletter_subscribers").select("status").where("email", "=", address).executeTakeFirst();
      return row?.status === "confirmed" ? "confirmed" : "resent";
    },

    async getSubscriber(id: string): Promise<NewsletterSubscriber | undefined> {
      return db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** pending → confirmed (the confirmation link); any other state is reported, never changed. */
    async confirmSubscription(id: string, now = Date.now()): Promise<ConfirmResult> {
      const result = await db
        .updateTable("newsletter_subscribers")
        .set({ status: "confirmed", confirmed_at: isoTime(now) })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return "confirmed";
      const row = await db.selectFrom("newsletter_subscribers").select("status").where("id", "=", id).executeTakeFirst();
      if (!row) return "unknown";
      return row.status === "confirmed" ? "already-confirmed" : "unsubscribed";
    },

    /** Any state → unsubscribed; a pending confirmation e-mail that was not sent yet is dropped. */
    async unsubscribe(id: string, now = Date.now()): Promise<UnsubscribeResult> {
      const result = await db
        .updateTable("newsletter_subscribers")
        .set({ status: "unsubscribed", unsubscribed_at: isoTime(now) })
        .where("id", "=", id)
        .where("status", "!=", "unsubscribed")
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) return "unsubscribed";
      const row = await db.selectFrom("newsletter_subscribers").select("id").where("id", "=", id).executeTakeFirst();
      return row ? "already-unsubscribed" : "unknown";
    },

    async listSubscribers(options: SubscriberListOptions = {}): Promise<NewsletterSubscriber[]> {
      const statuses = options.statuses;
      return db
        .selectFrom("newsletter_subscribers")
        .selectAll()
        .$if(Boolean(options.since), (query) => query.where("created_at", ">=", options.since ?? ""))
        .$if(statuses !== undefined, (query) => query.where("status", "in", statuses?.length ? [...statuses] : ["__none__" as SubscriptionStatus]))
        .orderBy("created_at")
        .execute();
    },
  };
}

/**
 * The confirmation e-mails' delivery state on the subscriber rows, claimed like contact messages
 * (see claimDue above). Only subscribers still pending are claimed: an address confirmed or
 * unsubscribed meanwhile is not mailed.
 */
function createConfirmationMailQueue(db: Kysely<Database>, dialect: Dialect) {
  const claimable = (nowIso: string) => (eb: ExpressionBuilder<Database, "newsletter_subscribers">) =>
    eb.and([
      eb("status", "=", "pending"),
      eb.or([
        eb.and([eb("mail_status", "=", "pending"), eb("mail_next_attempt_at", "<=", nowIso)]),
        eb.and([eb("mail_status", "=", "sending"), eb("mail_claimed_until", "<", nowIso)]),
      ]),
    ]);
  return {
    attemptsOf(subscriber: NewsletterSubscriber): number {
      return subscriber.mail_attempts;
    },

    async claimDue(workerId: string, now: number, leaseMs: number, limit: number): Promise<NewsletterSubscriber[]> {
      const nowIso = isoTime(now);
      const due = db
        .selectFrom("newsletter_subscribers")
        .select("id")
        .where(claimable(nowIso))
        .orderBy("mail_next_attempt_at")
        .limit(limit)
        .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
      return db
        .updateTable("newsletter_subscribers")
        .set({ mail_status: "sending", mail_claimed_by: workerId, mail_claimed_until: isoTime(now + leaseMs) })
        .where("id", "in", due)
        .where(claimable(nowIso))
        .returningAll()
        .execute();
    },

    async markDelivered(id: string, workerId: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable("newsletter_subscribers")
        .set((eb) => ({
          mail_status: "delivered",
          mail_attempts: eb("mail_attempts", "+", 1),
          mail_delivered_at: isoTime(now),
          mail_last_error: null,
          mail_claimed_by: null,
          mail_claimed_until: null,
        }))
        .where("id", "=", id)
        .where("mail_claimed_by", "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async markAttemptFailed(id: string, workerId: string, error: string, nextAttemptAt: number): Promise<boolean> {
      const result = await db
        .updateTable("newsletter_subscribers")
        .set((eb) => ({
          mail_status: "pending",
          mail_attempts: eb("mail_attempts", "+", 1),
          mail_last_error: error.slice(0, 1000),
          mail_next_attempt_at: isoTime(nextAttemptAt),
          mail_claimed_by: null,
          mail_claimed_until: null,
        }))
        .where("id", "=", id)
        .where("mail_claimed_by", "=", workerId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLocaleLowerCase("en-US");
}
