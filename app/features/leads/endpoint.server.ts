import { json, jsonApi, readJsonObject } from "~/.server/json-api";
import { submissionFromRequest, submitContactMessage, type LeadReply } from "./contact-action.server";
import { subscribeToNewsletter } from "./newsletter-action.server";
import { CONTACT_TEXT } from "./contact-schema";
import { NEWSLETTER_TEXT } from "./newsletter-schema";

const LEAD_ERROR_CODES: Readonly<Record<number, string>> = { 400: "validation", 429: "rate_limited", 503: "unavailable" };

/**
 * The lead forms' JSON endpoints under /api/leads (`LEAD_API_PATHS`), used by the pages' enhancement
 * script (forms post here with JavaScript, to the page actions /iletisim and /bulten without it).
 * Same rules, same storage: both paths call the functions the route actions call.
 *
 * - POST /api/leads/contact `{ name, phone, email, subject, message, website }` → ContactActionResult
 * - POST /api/leads/newsletter `{ email }` → NewsletterResult
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

export const handleContactApi = jsonApi(async (request, context) => {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  return reply(await submitContactMessage(body.body, submissionFromRequest(request, context)), CONTACT_TEXT.validationToast);
});

export const handleNewsletterApi = jsonApi(async (request, context) => {
  const body = await readJsonObject(request);
  if (!body.ok) return body.response;
  return reply(await subscribeToNewsletter(body.body.email, submissionFromRequest(request, context)), NEWSLETTER_TEXT.invalidEmail);
});
