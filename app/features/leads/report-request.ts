/**
 * "Raporu e-postama gönder" (docs/requirements.md R13): the form's rules, shared by the browser
 * script and the server, and the request's shape. Plain functions for the same reason as the
 * contact form's (contact-schema.ts): they are inlined into every page's small script.
 */
// Relative, not "~/": the route table loads this module (through api-paths.ts) before that alias exists.
import { isValidEmailAddress } from "../../shared/email-address";
import { isTicked } from "../../capabilities/lead-capture/form-values";
import { REPORT_REQUEST_TEXT } from "./report-request.content";

export { REPORT_REQUEST_TEXT };

/** Report e-mails one recipient address gets per day (Europe/Istanbul), whoever asks for them. */
export const REPORT_RECIPIENT_DAILY_LIMIT = 3;
export const REPORT_NAME_MAX_LENGTH = 120;
/** Lines of a result's summary in the e-mails; longer lists are cut, longer lines shortened. */
export const REPORT_SUMMARY_MAX_LINES = 5;
export const REPORT_SUMMARY_LINE_MAX_LENGTH = 200;
/** The largest result file stored and attached (UTF-8 bytes); a bigger one is offered for download only. */
export const REPORT_FILE_MAX_BYTES = 1_500_000;
/** The request body's limit: the file plus the form's fields and a CSV's quoting. */
export const REPORT_REQUEST_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export type ReportRequestField = "email" | "name" | "consent";
export type ReportRequestErrors = Partial<Record<ReportRequestField, string>>;


/** The form's own fields, checked the same way in the browser and on the server. */
export function validateReportForm(raw: Partial<Record<ReportRequestField, unknown>>): ReportRequestErrors {
  const errors: ReportRequestErrors = {};
  const email = typeof raw.email === "string" ? raw.email.trim() : "";
  if (email === "") errors.email = REPORT_REQUEST_TEXT.emailRequired;
  else if (!isValidEmailAddress(email)) errors.email = REPORT_REQUEST_TEXT.emailInvalid;
  const name = typeof raw.name === "string" ? raw.name.trim() : "";
  if (name.length > REPORT_NAME_MAX_LENGTH) errors.name = REPORT_REQUEST_TEXT.nameTooLong;
  if (!isTicked(raw.consent)) errors.consent = REPORT_REQUEST_TEXT.consentRequired;
  return errors;
}

/** What the report request answers; the form renders it with or without JavaScript. */
export type ReportRequestResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; message: string; errors: ReportRequestErrors }
  | { status: "failed"; message: string };

/**
 * The form's hidden fields, filled by the tool's screen: which tool, the site the result is about,
 * and either the site audit's report id or the result itself (summary lines and the file's text,
 * or its rows for a CSV file, which the server writes with the site's CSV rules).
 */
export const REPORT_HIDDEN_FIELDS = { tool: "tool", reportId: "reportId", site: "site", score: "score", result: "result" } as const;

export type { ReportResultPayload } from "../../shared/tool-report";
