import type { ContactMessage, NewsletterSubscriber } from "~/.server/db/schema";
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

const SUBSCRIBER_COLUMNS = ["created_at", "email", "source_page", "id"] as const satisfies readonly (keyof NewsletterSubscriber)[];

function toCsv<Row, Column extends keyof Row>(rows: readonly Row[], columns: readonly Column[]): string {
  return csvText([columns, ...rows.map((row) => columns.map((column) => row[column]))]);
}

export function messagesToCsv(rows: readonly ContactMessage[]): string {
  return toCsv(rows, MESSAGE_COLUMNS);
}

export function subscribersToCsv(rows: readonly NewsletterSubscriber[]): string {
  return toCsv(rows, SUBSCRIBER_COLUMNS);
}
