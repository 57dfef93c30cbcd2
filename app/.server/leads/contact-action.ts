import { data, type AppLoadContext } from "react-router";
import {
  CONTACT_FIELDS,
  CONTACT_TEXT,
  HONEYPOT_FIELD,
  subjectOrDefault,
  validateContact,
  type ContactActionResult,
  type ContactField,
} from "~/lib/contact-schema";
import { log } from "../log";

function formValues(form: FormData): Partial<Record<ContactField, string>> {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}

export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).pathname;
  } catch {
    return null;
  }
}

/**
 * Contact form action: validate, rate-limit, **store**, then hand the message to the outbox. The
 * visitor hears "sent" as soon as the row is written; delivery problems never lose the lead.
 */
export async function handleContactSubmission(request: Request, context: AppLoadContext) {
  const { services, clientIp } = context;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ContactActionResult>({ status: "invalid", errors: {}, values: {} }, { status: 400 });
  }
  const values = formValues(form);

  if (String(form.get(HONEYPOT_FIELD) ?? "").trim() !== "") {
    log.warn("contact_honeypot", { ip: clientIp });
    return data<ContactActionResult>({ status: "sent" });
  }

  const validation = validateContact(values);
  if (!validation.ok) {
    return data<ContactActionResult>({ status: "invalid", errors: validation.errors, values }, { status: 400 });
  }

  try {
    const limit = await services.rateLimiter.hit(services.rateLimits.contact, clientIp);
    if (!limit.allowed) {
      log.warn("contact_rate_limited", { ip: clientIp });
      return data<ContactActionResult>(
        { status: "failed", message: CONTACT_TEXT.rateLimited, values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    const lead = await services.leads.insertContactMessage({
      ...validation.data,
      subject: subjectOrDefault(validation.data.subject),
      sourcePage: refererPath(request),
      ipAddress: clientIp,
      userAgent: request.headers.get("user-agent"),
    });
    log.info("lead_stored", { id: lead.id, delivery: services.outbox ? "queued" : "no mail transport configured" });
    services.outbox?.kick();
    return data<ContactActionResult>({ status: "sent" });
  } catch (error) {
    // Only reached when the database itself refused the write: the visitor keeps the values.
    log.error("lead_store_failed", { error: String(error) });
    return data<ContactActionResult>({ status: "failed", message: CONTACT_TEXT.failureToast, values }, { status: 503 });
  }
}
