import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Dialect } from "~/.server/db/connection";
import type { Database, MonitorMailKind, MonitorMailsTable } from "~/.server/db/schema";
import { createDeliveryQueue, pendingChannel, prefixedChannelColumns } from "~/.server/outbox/delivery-queue";
import type { DeliveryQueue } from "~/.server/outbox/outbox";
import { isoTime } from "~/.server/time";

/**
 * The watched sites' e-mails (the owner's confirmation, alerts, recoveries, summaries, the end of a
 * watch), each composed and stored before anything is sent, then delivered by the outbox like every
 * lead. A mail is stored once per dedupe key: two workers, or a retry of the same check, that both
 * see the home page turn noindex store one alert between them.
 */

export type MonitorMail = Selectable<MonitorMailsTable>;

export interface ComposedMail {
  watchId: string;
  kind: MonitorMailKind;
  dedupeKey: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The notices written to the agency (a new watch, an alert sent to an owner), not to the owner. */
export function isAgencyNotice(kind: MonitorMailKind): boolean {
  return kind === "agency-watch" || kind === "agency-alert";
}

function skippedChannel(prefix: "hook", now: number) {
  return { ...pendingChannel(prefix, now), [`${prefix}_status`]: "skipped" as const };
}

export function createMonitorMailStore(db: Kysely<Database>, dialect: Dialect) {
  const queue: DeliveryQueue<MonitorMail> = createDeliveryQueue<MonitorMail>(db, dialect, "monitor_mails", {
    email: prefixedChannelColumns("mail"),
    webhook: prefixedChannelColumns("hook"),
  });
  return {
    queue,

    /** Stores `mail` unless one with its dedupe key is stored already; true when this call stored it. */
    async store(mail: ComposedMail, now: number): Promise<boolean> {
      const result = await db
        .insertInto("monitor_mails")
        .values({
          id: randomUUID(),
          watch_id: mail.watchId,
          kind: mail.kind,
          dedupe_key: mail.dedupeKey.slice(0, 200),
          recipient: mail.recipient,
          subject: mail.subject.slice(0, 300),
          text: mail.text,
          html: mail.html,
          headers: JSON.stringify(mail.headers),
          created_at: isoTime(now),
          ...pendingChannel("mail", now),
          // The chat webhook is the agency's: it gets the agency's notices, never an owner's e-mail.
          ...(isAgencyNotice(mail.kind) ? pendingChannel("hook", now) : skippedChannel("hook", now)),
        })
        .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Unsubscribing: every mail of the watch goes, sent or not, so nothing more reaches the address. */
    async removeForWatch(watchId: string): Promise<number> {
      const deleted = await db.deleteFrom("monitor_mails").where("watch_id", "=", watchId).executeTakeFirst();
      return Number(deleted.numDeletedRows);
    },

    listForWatch(watchId: string): Promise<MonitorMail[]> {
      return db.selectFrom("monitor_mails").selectAll().where("watch_id", "=", watchId).orderBy("created_at").execute();
    },
  };
}

export type MonitorMailStore = ReturnType<typeof createMonitorMailStore>;
