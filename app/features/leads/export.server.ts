import type { ContactMessage, NewsletterSubscriber } from "~/.server/db/schema";

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

// C0 and C1 control characters except tab, line feed and carriage return (a message keeps its
// lines), and the bidirectional formatting characters that reorder what a spreadsheet displays.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Visitor text made harmless for an operator's terminal or spreadsheet: control characters are
 * written as escapes, `\x1B` as `list` (util.inspect) shows them, bidi controls as `\u202E`.
 */
export function neutraliseControlCharacters(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff
      ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
      : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`;
  });
}

/**
 * One CSV cell: control characters neutralised, quoted when needed, and a leading = + - @
 * neutralised so a spreadsheet never runs a visitor's text as a formula.
 */
export function csvCell(value: unknown): string {
  let text = neutraliseControlCharacters(value === null || value === undefined ? "" : String(value));
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
