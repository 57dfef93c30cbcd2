import { data, type AppLoadContext } from "react-router";
import {
  CONTACT_FIELDS,
  CONTACT_TEXT,
  echoedValue,
  HONEYPOT_FIELD,
  subjectOrDefault,
  validateContact,
  type ContactActionResult,
  type ContactField,
} from "~/features/leads/contact-schema";
import { checkRateLimit } from "~/.server/json-api";
import { ATTRIBUTION_BODY_KEY, parseAttribution } from "~/capabilities/lead-capture/attribution";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { submissionFromRequest, type LeadReply, type LeadSubmission } from "~/capabilities/lead-capture/submission.server";

/** Per client address: CONTACT_RATE_LIMIT messages in 10 minutes (5 by default). */
export function contactRateLimit(limit: number): RateLimitRule {
  return { bucket: "contact", limit, windowMs: 10 * 60_000 };
}

/**
 * Validate, rate-limit, **store**, then hand the message to the outbox. The visitor hears "sent"
 * as soon as the row is written; delivery problems never lose the lead.
 */
export async function submitContactMessage(
  fields: Partial<Record<ContactField | typeof HONEYPOT_FIELD | typeof ATTRIBUTION_BODY_KEY, unknown>>,
  { services, clientIp, sourcePage, userAgent }: LeadSubmission,
): Promise<LeadReply<ContactActionResult>> {
  // Anything but a string (a file, a number in JSON, a missing key) counts as empty.
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = fields[field];
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as Record<ContactField, string>;

  if (String(fields[HONEYPOT_FIELD] ?? "").trim() !== "") {
    log.warn("contact_honeypot", { ip: clientIp });
    return { status: 200, body: { status: "sent" } };
  }

  const validation = validateContact(values);
  const echoed = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, echoedValue(field, values[field])]));
  if (!validation.ok) {
    return { status: 400, body: { status: "invalid", errors: validation.errors, values: echoed } };
  }

  try {
    const refusal = await checkRateLimit(services.rateLimiter, contactRateLimit(services.env.CONTACT_RATE_LIMIT), clientIp, () => CONTACT_TEXT.rateLimited);
    if (refusal) {
      log.warn("contact_rate_limited", { ip: clientIp });
      return { status: refusal.status, body: { status: "failed", message: refusal.message, values: echoed }, headers: refusal.headers };
    }
    const attribution = parseAttribution(fields[ATTRIBUTION_BODY_KEY]);
    attribution.form_source ??= sourcePage;
    const lead = await services.leads.insertContactMessage({
      ...validation.data,
      attribution,
      subject: subjectOrDefault(validation.data.subject),
      sourcePage,
      ipAddress: clientIp,
      userAgent,
    });
    log.info("lead_stored", { id: lead.id, delivery: services.outbox ? "queued" : "no delivery configured" });
    services.outbox?.kick();
    return { status: 200, body: { status: "sent" } };
  } catch (error) {
    // Only reached when the database itself refused the write: the visitor keeps the values.
    log.error("lead_store_failed", { error });
    return { status: 503, body: { status: "failed", message: CONTACT_TEXT.failureToast, values: echoed } };
  }
}

/** The /iletisim route action: a form post from a browser without JavaScript (or from a bot). */
export async function handleContactSubmission(request: Request, context: AppLoadContext) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactActionResult>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  const reply = await submitContactMessage(Object.fromEntries(form), submissionFromRequest(request, context));
  return data(reply.body, { status: reply.status, headers: reply.headers });
}
