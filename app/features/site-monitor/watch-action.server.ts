import { log } from "~/.server/log";
import { ATTRIBUTION_BODY_KEY, parseAttribution } from "~/capabilities/lead-capture/attribution";
import type { LeadSubmission } from "~/capabilities/lead-capture/submission.server";
import { WATCH_REQUEST_REPLIES, WATCH_REQUEST_TEXT } from "./request-watch.content";
import { WATCH_FORM_SOURCE, WATCH_REPORT_FIELD } from "./request-watch";
import { requestWatch, type WatchReply } from "./request-watch.server";

/**
 * "Sitemi takip et" from a report page, with JavaScript (POST /api/site-monitor) or without (the
 * report page's action): the same checks, the same storage. The site watched is always the stored
 * report's, whatever else the body says.
 */
export async function submitWatchRequest(fields: Record<string, unknown>, { services, clientIp }: LeadSubmission): Promise<WatchReply | { status: 404 | 503; body: { status: "failed"; message: string } }> {
  if (!services.env.MONITOR_ENABLED) return { status: 404, body: { status: "failed", message: WATCH_REQUEST_REPLIES.unavailable } };
  try {
    const reportId = fields[WATCH_REPORT_FIELD];
    const loadReport = async () => {
      const stored = typeof reportId === "string" && reportId.length <= 64 ? await services.auditReports.get(reportId) : null;
      return stored?.status === "done" ? { id: stored.report.id, startUrl: stored.report.startUrl } : null;
    };
    const attribution = parseAttribution(fields[ATTRIBUTION_BODY_KEY]);
    attribution.form_source ??= WATCH_FORM_SOURCE;
    const { watches, mails } = services.monitor;
    const reply = await requestWatch(
      loadReport,
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
    log.info("site_watch_requested", { status: reply.status });
    return reply;
  } catch (error) {
    log.error("site_watch_request_failed", { error });
    return { status: 503, body: { status: "failed", message: WATCH_REQUEST_TEXT.failed } };
  }
}
