import type { ContactMessage, NewsletterSubscriber, SubscriptionStatus } from "~/.server/db/schema";
import { csvText } from "~/shared/csv";

export { csvCell, neutraliseControlCharacters } from "~/shared/csv";

const MESSAGE_COLUMNS = [
  "created_at",
  "status",
  "attempts",
  "delivered_at",
  "name",
  "phone",
  "email",
  "subject",
  "message",
  "source_page",
  "last_error",
  "id",
] as const satisfies readonly (keyof ContactMessage)[];

const SUBSCRIBER_COLUMNS = [
  "created_at",
  "email",
  "status",
  "confirmed_at",
  "unsubscribed_at",
  "source_page",
  "id",
] as const satisfies readonly (keyof NewsletterSubscriber)[];

/**
 * Which subscribers an export lists: only those who confirmed (the only ones who consented to
 * receive the newsletter), unless every address is asked for explicitly (`--all`).
 */
export function subscriberExportStatuses(options: { all: boolean }): readonly SubscriptionStatus[] | undefined {
  return options.all ? undefined : ["confirmed"];
}

function toCsv<Row, Column extends keyof Row>(rows: readonly Row[], columns: readonly Column[]): string {
  return csvText([columns, ...rows.map((row) => columns.map((column) => row[column]))]);
}

export function messagesToCsv(rows: readonly ContactMessage[]): string {
  return toCsv(rows, MESSAGE_COLUMNS);
}

export function subscribersToCsv(rows: readonly NewsletterSubscriber[]): string {
  return toCsv(rows, SUBSCRIBER_COLUMNS);
}
