import express, { type Request, type Response, type Router } from "express";
import { refererPath, submitContactMessage, type LeadReply, type LeadSubmission } from "../../app/.server/leads/contact-action";
import { subscribeToNewsletter } from "../../app/.server/leads/newsletter-action";
import type { Services } from "../../app/.server/services";

/**
 * The lead forms' JSON endpoints under /api/leads (`LEAD_API_PATHS`), used by the pages' enhancement script (forms post here with
 * JavaScript, to the page actions /iletisim and /bulten without it). Same rules, same storage:
 * both paths call the functions the route actions call.
 *
 * - POST /api/leads/contact `{ name, phone, email, subject, message, website }` → ContactActionResult
 * - POST /api/leads/newsletter `{ email }` → NewsletterResult
 *
 * Invalid input answers 400, too many submissions 429 with Retry-After, an unwritable database 503.
 */
export function createLeadsRouter(services: Services): Router {
  const router = express.Router();

  const submission = (req: Request): LeadSubmission => ({
    services,
    clientIp: req.ip ?? "unknown",
    sourcePage: refererPath(req.get("referer")),
    userAgent: req.get("user-agent") ?? null,
  });
  // express.json() leaves the body undefined for other content types: treated as an empty form.
  const fields = (req: Request): Record<string, unknown> =>
    typeof req.body === "object" && req.body !== null && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const send = <T>(res: Response, reply: LeadReply<T>) => {
    if (reply.headers) res.set(reply.headers);
    res.status(reply.status).json(reply.body);
  };

  router.post("/contact", async (req, res) => {
    send(res, await submitContactMessage(fields(req), submission(req)));
  });
  router.post("/newsletter", async (req, res) => {
    send(res, await subscribeToNewsletter(fields(req).email, submission(req)));
  });
  return router;
}
