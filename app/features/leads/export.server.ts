import type { ContactMessage, NewsletterSubscriber, ReportRequest, SubscriptionStatus } from "~/.server/db/schema";
import { csvText } from "~/shared/csv";
import { ATTRIBUTION_FIELDS } from "~/capabilities/lead-capture/attribution";

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
  // Appended after the original columns, so a sheet that reads them by position keeps working.
  ...ATTRIBUTION_FIELDS,
] as const satisfies readonly (keyof ContactMessage)[];

const SUBSCRIBER_COLUMNS = [
  "created_at",
  "email",
  "status",
  "confirmed_at",
  "unsubscribed_at",
  "source_page",
  "id",
  ...ATTRIBUTION_FIELDS,
] as const satisfies readonly (keyof NewsletterSubscriber)[];

/** A report request without its attachment's text (the tool's result, possibly large). */
export type ExportedReportRequest = Omit<ReportRequest, "file_content">;

const REPORT_REQUEST_COLUMNS = [
  "created_at",
  "tool",
  "email",
  "name",
  "site",
  "score",
  "report_id",
  "findings",
  "file_name",
  "newsletter",
  "visitor_mail_status",
  "agency_mail_status",
  "webhook_status",
  "id",
  ...ATTRIBUTION_FIELDS,
] as const satisfies readonly (keyof ExportedReportRequest)[];

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

export function reportRequestsToCsv(rows: readonly ExportedReportRequest[]): string {
  return toCsv(rows, REPORT_REQUEST_COLUMNS);
}
