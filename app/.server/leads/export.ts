import type { ContactMessage, NewsletterSubscriber } from "../db/schema";

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

/**
 * One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs
 * a visitor's text as a formula.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv<Row, Column extends keyof Row>(rows: readonly Row[], columns: readonly Column[]): string {
  const lines = [columns.join(","), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}

export function messagesToCsv(rows: readonly ContactMessage[]): string {
  return toCsv(rows, MESSAGE_COLUMNS);
}

export function subscribersToCsv(rows: readonly NewsletterSubscriber[]): string {
  return toCsv(rows, SUBSCRIBER_COLUMNS);
}
