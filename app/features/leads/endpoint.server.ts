import { json, serverEndpoint } from "~/.server/json-api";
import { CONTACT_API, NEWSLETTER_API, REPORT_REQUEST_API } from "./api-paths";
import { submissionFromRequest, type LeadReply } from "~/capabilities/lead-capture/submission.server";
import { submitContactMessage } from "./contact-action.server";
import { subscribeToNewsletter } from "./newsletter-action.server";
import { CONTACT_TEXT } from "./contact-schema";
import { NEWSLETTER_TEXT } from "./newsletter-schema";
import { submitReportRequest } from "./report-request-action.server";
import { REPORT_REQUEST_TEXT } from "./report-request";

const LEAD_ERROR_CODES: Readonly<Record<number, string>> = { 400: "validation", 429: "rate_limited", 503: "unavailable" };

/**
 * The lead forms' JSON endpoints under /api/leads (`CONTACT_API`, `NEWSLETTER_API`), used by the pages' enhancement
 * script (forms post here with JavaScript, to the page actions /iletisim and /bulten without it).
 * Same rules, same storage: both paths call the functions the route actions call.
 *
 * - POST /api/leads/contact `{ name, phone, email, subject, message, website }` → ContactActionResult
 * - POST /api/leads/newsletter `{ email }` → NewsletterResult
 * - POST /api/leads/report `{ email, name, consent, newsletter, tool, reportId | result, site, attribution }`
 *   → ReportRequestResult ("Raporu e-postama gönder"; its body may reach REPORT_REQUEST_BODY_LIMIT_BYTES)
 *
 * The contact and newsletter bodies may carry `attribution` (attribution.ts): where the visit came from.
 *
 * Invalid input answers 400, too many submissions 429 with Retry-After, an unwritable database 503,
 * each with `{ error, code }` too.
 */

/** Errors carry `error` and `code` like every /api error, next to the fields the enhancement script reads. */
function reply<T extends object>(answer: LeadReply<T>, invalidMessage: string): Response {
  if (answer.status < 400) return json(answer.body, answer.status, answer.headers);
  const error = "message" in answer.body && typeof answer.body.message === "string" ? answer.body.message : invalidMessage;
  return json({ ...answer.body, error, code: LEAD_ERROR_CODES[answer.status] ?? "failed" }, answer.status, answer.headers);
}

// The page actions (/iletisim, /bulten) share the validation and the rate limit with these
// endpoints, inside submitContactMessage and subscribeToNewsletter: the pipeline reads the body only.
export const contactEndpoint = serverEndpoint({
  contract: CONTACT_API,
  parse: "raw",
  rateLimit: null,
  handle: async ({ input, request, context }) =>
    reply(await submitContactMessage(input, submissionFromRequest(request, context)), CONTACT_TEXT.validationToast),
});

export const newsletterEndpoint = serverEndpoint({
  contract: NEWSLETTER_API,
  parse: "raw",
  rateLimit: null,
  handle: async ({ input, request, context }) =>
    reply(await subscribeToNewsletter(input.email, submissionFromRequest(request, context), input.attribution), NEWSLETTER_TEXT.invalidEmail),
});

export const reportRequestEndpoint = serverEndpoint({
  contract: REPORT_REQUEST_API,
  parse: "raw",
  // Two limits inside submitReportRequest: per client, and per recipient once the request is known good.
  rateLimit: null,
  handle: async ({ input, request, context }) =>
    reply(await submitReportRequest(input, submissionFromRequest(request, context)), REPORT_REQUEST_TEXT.validationToast),
});
