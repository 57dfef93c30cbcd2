import { jsonContract } from "../../shared/api-contract";
import type { ContactActionResult } from "./contact-schema";
import type { NewsletterResult } from "./newsletter-schema";
import { REPORT_REQUEST_BODY_LIMIT_BYTES, type ReportRequestResult } from "./report-request";

/**
 * Where the enhancement script posts the lead forms (app/features/leads/endpoint.server.ts answers).
 * The body is the form's fields as sent; the action the page shares validates them.
 */
export const CONTACT_API = jsonContract<Record<string, FormDataEntryValue>, ContactActionResult>("POST", "/api/leads/contact");
export const NEWSLETTER_API = jsonContract<Record<string, FormDataEntryValue>, NewsletterResult>("POST", "/api/leads/newsletter");

/** "Raporu e-postama gönder": the form's fields, the visit's attribution and the tool's result (its file can be large). */
export const REPORT_REQUEST_API = jsonContract<Record<string, unknown>, ReportRequestResult>("POST", "/api/leads/report", {
  bodyLimitBytes: REPORT_REQUEST_BODY_LIMIT_BYTES,
});

/** The paths by form, as the tests name them. */
export const LEAD_API_PATHS = { contact: CONTACT_API.path, newsletter: NEWSLETTER_API.path, report: REPORT_REQUEST_API.path } as const;
