import { data, type AppLoadContext } from "react-router";
import { echoedValue } from "~/features/leads/contact-schema";
import { isValidNewsletterEmail, NEWSLETTER_TEXT, type NewsletterResult } from "~/features/leads/newsletter-schema";
import { log } from "~/.server/log";
import { submissionFromRequest, type LeadReply, type LeadSubmission } from "./contact-action.server";

/** Stores the address once (a repeat is answered kindly, not as an error). */
export async function subscribeToNewsletter(
  rawEmail: unknown,
  { services, clientIp, sourcePage }: LeadSubmission,
): Promise<LeadReply<NewsletterResult>> {
  const email = typeof rawEmail === "string" ? rawEmail.trim() : "";
  if (!isValidNewsletterEmail(email)) {
    return { status: 400, body: { status: "invalid", message: NEWSLETTER_TEXT.invalidEmail, email: echoedValue("email", email) } };
  }
  try {
    const limit = await services.rateLimiter.hit(services.rateLimits.newsletter, clientIp);
    if (!limit.allowed) {
      return {
        status: 429,
        body: { status: "failed", message: NEWSLETTER_TEXT.rateLimited, email },
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      };
    }
    const result = await services.leads.subscribe(email, { sourcePage, ipAddress: clientIp });
    log.info("newsletter_subscription", { result });
    return {
      status: 200,
      body:
        result === "created"
          ? { status: "subscribed", message: NEWSLETTER_TEXT.subscribed }
          : { status: "already", message: NEWSLETTER_TEXT.alreadySubscribed },
    };
  } catch (error) {
    log.error("newsletter_store_failed", { error: String(error) });
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
