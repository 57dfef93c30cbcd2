import { data, type AppLoadContext } from "react-router";
import { echoedValue } from "~/features/leads/contact-schema";
import { isValidNewsletterEmail, NEWSLETTER_TEXT, type NewsletterResult } from "~/features/leads/newsletter-schema";
import { checkRateLimit } from "~/.server/json-api";
import { parseAttribution } from "~/capabilities/lead-capture/attribution";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { submissionFromRequest, type LeadReply, type LeadSubmission } from "~/capabilities/lead-capture/submission.server";

/** Per client address: NEWSLETTER_RATE_LIMIT sign-ups an hour (10 by default). */
export function newsletterRateLimit(limit: number): RateLimitRule {
  return { bucket: "newsletter", limit, windowMs: 60 * 60_000 };
}

/**
 * Stores the address as pending and queues the confirmation e-mail (double opt-in). Every valid
 * address gets the same answer, whether new, pending or already confirmed.
 */
export async function subscribeToNewsletter(
  rawEmail: unknown,
  { services, clientIp, sourcePage }: LeadSubmission,
  rawAttribution?: unknown,
): Promise<LeadReply<NewsletterResult>> {
  const email = typeof rawEmail === "string" ? rawEmail.trim() : "";
  if (!isValidNewsletterEmail(email)) {
    return { status: 400, body: { status: "invalid", message: NEWSLETTER_TEXT.invalidEmail, email: echoedValue("email", email) } };
  }
  try {
    const refusal = await checkRateLimit(services.rateLimiter, newsletterRateLimit(services.env.NEWSLETTER_RATE_LIMIT), clientIp, () => NEWSLETTER_TEXT.rateLimited);
    if (refusal) return { status: refusal.status, body: { status: "failed", message: refusal.message, email }, headers: refusal.headers };
    const attribution = parseAttribution(rawAttribution);
    attribution.form_source ??= sourcePage;
    const result = await services.leads.subscribe(email, { sourcePage, ipAddress: clientIp, attribution });
    log.info("newsletter_subscription", {
      result,
      delivery: services.newsletterOutbox ? "queued" : "no confirmation e-mail transport configured",
    });
    if (result !== "confirmed") services.newsletterOutbox?.kick();
    return { status: 200, body: { status: "subscribed", message: NEWSLETTER_TEXT.subscribed } };
  } catch (error) {
    log.error("newsletter_store_failed", { error });
    return { status: 503, body: { status: "failed", message: NEWSLETTER_TEXT.failed, email } };
  }
}

/** The /bulten route action: the footer form posted without JavaScript. */
export async function handleNewsletterSubscription(request: Request, context: AppLoadContext) {
  let email: FormDataEntryValue | null = null;
  try {
    email = (await request.formData()).get("email");
  } catch {
    // An unreadable body is treated like an empty address.
  }
  const reply = await subscribeToNewsletter(email, submissionFromRequest(request, context));
  return data(reply.body, { status: reply.status, headers: reply.headers });
}
