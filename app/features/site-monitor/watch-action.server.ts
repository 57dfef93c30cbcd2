import { log } from "~/.server/log";
import { ATTRIBUTION_BODY_KEY, parseAttribution } from "~/capabilities/lead-capture/attribution";
import type { LeadSubmission } from "~/capabilities/lead-capture/submission.server";
import { WATCH_REQUEST_REPLIES, WATCH_REQUEST_TEXT } from "./request-watch.content";
import { validateWatchForm, WATCH_FORM_SOURCE, WATCH_REPORT_FIELD } from "./request-watch";
import { requestWatch, type WatchReply } from "./request-watch.server";

/**
 * "Sitemi takip et" from a report page, with JavaScript (POST /api/site-monitor) or without (the
 * report page's action): the same checks, the same storage. The site watched is always the stored
 * report's, whatever else the body says.
 */
export async function submitWatchRequest(fields: Record<string, unknown>, { services, clientIp }: LeadSubmission): Promise<WatchReply | { status: 404 | 503; body: { status: "failed"; message: string } }> {
  if (!services.env.MONITOR_ENABLED) return { status: 404, body: { status: "failed", message: WATCH_REQUEST_REPLIES.unavailable } };
  // The fields first: a visitor who left one out hears about it before anything else.
  const errors = validateWatchForm(fields);
  const first = Object.values(errors)[0];
  if (first) return { status: 400, body: { status: "invalid", message: first, errors } };
  try {
    const reportId = fields[WATCH_REPORT_FIELD];
    const stored = typeof reportId === "string" && reportId.length <= 64 ? await services.auditReports.get(reportId) : null;
    if (stored?.status !== "done") return { status: 400, body: { status: "failed", message: WATCH_REQUEST_REPLIES.unknownReport } };
    const attribution = parseAttribution(fields[ATTRIBUTION_BODY_KEY]);
    attribution.form_source ??= WATCH_FORM_SOURCE;
    const { watches, mails } = services.monitor;
    const reply = await requestWatch(
      { id: stored.report.id, startUrl: stored.report.startUrl },
      { email: fields.email, name: fields.name, consent: fields.consent },
      {
        limiter: services.rateLimiter,
        subscribe: (watch, now) => watches.subscribe(watch, now),
        storeMail: (mail, now) => mails.store(mail, now),
        links: { siteUrl: services.env.SITE_URL, secret: services.newsletterSecret() },
        maxPerEmail: services.env.MONITOR_MAX_PER_EMAIL,
        clientIp,
        attribution,
      },
    );
    if (reply.status === 200) services.monitorOutbox?.kick();
    log.info("site_watch_requested", { status: reply.status, host: new URL(stored.report.startUrl).host });
    return reply;
  } catch (error) {
    log.error("site_watch_request_failed", { error });
    return { status: 503, body: { status: "failed", message: WATCH_REQUEST_TEXT.failed } };
  }
}
