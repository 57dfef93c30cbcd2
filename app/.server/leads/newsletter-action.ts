import { data, type AppLoadContext } from "react-router";
import { isValidNewsletterEmail, NEWSLETTER_TEXT, type NewsletterResult } from "~/lib/newsletter";
import { log } from "../log";
import { refererPath } from "./contact-action";

export async function handleNewsletterSubscription(request: Request, context: AppLoadContext) {
  const { services, clientIp } = context;
  let email = "";
  try {
    const value = (await request.formData()).get("email");
    email = typeof value === "string" ? value.trim() : "";
  } catch {
    // An unreadable body is treated like an empty address.
  }
  if (!isValidNewsletterEmail(email)) {
    return data<NewsletterResult>({ status: "invalid", message: NEWSLETTER_TEXT.invalidEmail, email }, { status: 400 });
  }
  try {
    const limit = await services.rateLimiter.hit(services.rateLimits.newsletter, clientIp);
    if (!limit.allowed) {
      return data<NewsletterResult>(
        { status: "failed", message: NEWSLETTER_TEXT.rateLimited, email },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const result = await services.leads.subscribe(email, { sourcePage: refererPath(request), ipAddress: clientIp });
    log.info("newsletter_subscription", { result });
    return data<NewsletterResult>(
      result === "created"
        ? { status: "subscribed", message: NEWSLETTER_TEXT.subscribed }
        : { status: "already", message: NEWSLETTER_TEXT.alreadySubscribed },
    );
  } catch (error) {
    log.error("newsletter_store_failed", { error: String(error) });
    return data<NewsletterResult>({ status: "failed", message: NEWSLETTER_TEXT.failed, email }, { status: 503 });
  }
}
