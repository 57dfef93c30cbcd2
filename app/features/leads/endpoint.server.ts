import express, { type Request, type Response, type Router } from "express";
import { refererPath, submitContactMessage, type LeadReply, type LeadSubmission } from "./contact-action.server";
import { subscribeToNewsletter } from "./newsletter-action.server";
import type { Services } from "~/services.server";
import { CONTACT_TEXT } from "./contact-schema";
import { NEWSLETTER_TEXT } from "./newsletter-schema";

const LEAD_ERROR_CODES: Readonly<Record<number, string>> = { 400: "validation", 429: "rate_limited", 503: "unavailable" };

/**
 * The lead forms' JSON endpoints under /api/leads (`LEAD_API_PATHS`), used by the pages' enhancement script (forms post here with
 * JavaScript, to the page actions /iletisim and /bulten without it). Same rules, same storage:
 * both paths call the functions the route actions call.
 *
 * - POST /api/leads/contact `{ name, phone, email, subject, message, website }` → ContactActionResult
 * - POST /api/leads/newsletter `{ email }` → NewsletterResult
 *
 * Invalid input answers 400, too many submissions 429 with Retry-After, an unwritable database 503,
 * each with `{ error, code }` too.
 */
export function createLeadsRouter(services: Services): Router {
  const router = express.Router();

  const submission = (req: Request): LeadSubmission => ({
    services,
    clientIp: req.ip ?? "unknown",
    sourcePage: refererPath(req.get("referer")),
    userAgent: req.get("user-agent") ?? null,
  });
  // The API router already refuses bodies that are not one JSON object; direct callers may not.
  const fields = (req: Request): Record<string, unknown> =>
    typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  /** Errors carry `error` and `code` like every /api error, next to the fields the enhancement script reads. */
  const send = <T extends object>(res: Response, reply: LeadReply<T>, invalidMessage: string) => {
    if (reply.headers) res.set(reply.headers);
    if (reply.status < 400) {
      res.status(reply.status).json(reply.body);
      return;
    }
    const error = "message" in reply.body && typeof reply.body.message === "string" ? reply.body.message : invalidMessage;
    res.status(reply.status).json({ ...reply.body, error, code: LEAD_ERROR_CODES[reply.status] ?? "failed" });
  };

  router.post("/contact", async (req, res) => {
    send(res, await submitContactMessage(fields(req), submission(req)), CONTACT_TEXT.validationToast);
  });
  router.post("/newsletter", async (req, res) => {
    send(res, await subscribeToNewsletter(fields(req).email, submission(req)), NEWSLETTER_TEXT.invalidEmail);
  });
  return router;
}
