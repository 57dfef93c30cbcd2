import type { Generated, Selectable } from "kysely";

/**
 * Times are ISO-8601 UTC strings ("2026-11-22T09:30:00.000Z") in both dialects: they sort and
 * compare correctly as text, so one set of queries serves SQLite and PostgreSQL.
 */
export type IsoTime = string;

export type DeliveryStatus = "pending" | "sending" | "delivered";
/** "skipped": stored before the webhook channel existed; never posted. */
export type WebhookDeliveryStatus = DeliveryStatus | "skipped";

/**
 * Where a lead came from (app/features/leads/attribution.ts): the same columns on every lead table,
 * null where the form did not send them (no JavaScript, or an older row).
 */
export interface AttributionColumns {
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
  /** The tool or page whose form was sent ("site-audit", "/iletisim"). */
  form_source: string | null;
}

export interface ContactMessagesTable extends AttributionColumns {
  id: string;
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  source_page: string | null;
  ip_address: string | null;
  user_agent: string | null;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: IsoTime;
  claimed_by: string | null;
  claimed_until: IsoTime | null;
  created_at: IsoTime;
  delivered_at: IsoTime | null;
  /**
   * The chat webhook's delivery, tracked apart from the e-mail's (the columns above): each
   * channel is claimed, retried and marked delivered on its own, so a Slack outage never resends
   * an e-mail and a mail outage never reposts to the chat.
   */
  webhook_status: WebhookDeliveryStatus;
  webhook_attempts: number;
  webhook_last_error: string | null;
  webhook_next_attempt_at: IsoTime;
  webhook_claimed_by: string | null;
  webhook_claimed_until: IsoTime | null;
  webhook_delivered_at: IsoTime | null;
}

/**
 * Double opt-in: "pending" until the confirmation link is opened, then "confirmed"; "unsubscribed"
 * after the unsubscribe link. Only "confirmed" addresses may receive the newsletter.
 */
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";
/** "skipped": no confirmation e-mail is owed (rows stored before double opt-in existed). */
export type ConfirmationMailStatus = DeliveryStatus | "skipped";

export interface NewsletterSubscribersTable extends AttributionColumns {
  id: string;
  /** Lower-cased, trimmed: one subscription per address whatever its spelling. */
  email: string;
  source_page: string | null;
  ip_address: string | null;
  created_at: IsoTime;
  status: SubscriptionStatus;
  confirmed_at: IsoTime | null;
  unsubscribed_at: IsoTime | null;
  /** The confirmation e-mail's delivery, claimed and retried like a contact message's e-mail. */
  mail_status: ConfirmationMailStatus;
  mail_attempts: number;
  mail_last_error: string | null;
  mail_next_attempt_at: IsoTime;
  mail_claimed_by: string | null;
  mail_claimed_until: IsoTime | null;
  mail_delivered_at: IsoTime | null;
}

export interface RateLimitsTable {
  /** Bucket, client and window, e.g. "contact:203.0.113.9:2941234". */
  key: string;
  count: number;
  expires_at: IsoTime;
}

/** Captcha ids already used (rank finder): one token buys one try, on every replica. */
export interface CaptchaUsedTable {
  id: string;
  /** When the token expires; after that the row can go (an expired token is refused anyway). */
  expires_at: IsoTime;
}

/** Rank finder results, 24 hours per normalised site + keyword + device. */
export interface RankCacheTable {
  /** "example.com|seo ajansı|desktop" */
  key: string;
  /** JSON of the provider's finding ({ rank, totalResults }). */
  response: string;
  expires_at: IsoTime;
}

/**
 * Site audit reports (app/features/site-audit): a row is written when the audit starts
 * ("running"), so its link works at once, and holds the report's JSON once it is "done" (or
 * "failed" when the process gave up). Rows go after `expires_at` (AUDIT_REPORT_DAYS).
 */
export type AuditReportStatus = "running" | "done" | "failed";

/**
 * A watched site ("Sitemi takip et", app/features/site-monitor): "pending" until its confirmation
 * link is opened (nothing is checked or sent before), then "active"; "ended" when its e-mails
 * bounce or nobody read them for six months (nothing more is checked). Deleted on unsubscribe.
 */
export type SiteWatchStatus = "pending" | "active" | "ended";

export interface SiteWatchesTable extends AttributionColumns {
  id: string;
  /** Lower-cased, trimmed: one watch per site and address whatever the spelling. */
  email: string;
  name: string | null;
  /** Lower-case host of start_url: "the same site". */
  host: string;
  start_url: string;
  /** The latest report of the site (the one subscribed from, then each weekly re-audit's). */
  report_id: string | null;
  status: SiteWatchStatus;
  /** JSON of the last known state of each signal (site-monitor/signals.ts SignalMemory). */
  signals: string;
  /** JSON array of up to five pages indexable at the last audit, re-read by the light check for noindex. */
  pages: string;
  created_at: IsoTime;
  /** When the KVKK consent box was ticked (the subscription itself). */
  consent_at: IsoTime;
  confirmed_at: IsoTime | null;
  next_check_at: IsoTime;
  next_audit_at: IsoTime;
  /** The last sign the owner reads our e-mails (confirmation, a link followed): six months without one ends the watch. */
  last_engaged_at: IsoTime;
  ip_address: string | null;
}

/**
 * What a watch's e-mail is: to the owner, the double opt-in, an alert, a recovery, the weekly
 * summary, the end of the watch; to the agency, a new confirmed watch (a lead) and an alert sent
 * to an owner ("şimdi aramanın tam zamanı").
 */
export type MonitorMailKind = "confirm" | "alert" | "recovered" | "summary" | "ended" | "agency-watch" | "agency-alert";

/** A watch's e-mail, composed when stored, delivered by the outbox; deleted with its watch. */
export interface MonitorMailsTable {
  id: string;
  watch_id: string;
  kind: MonitorMailKind;
  /** One mail per key: "<watch>:alert:<signal>:<episode start>", "<watch>:summary:<slot>" … */
  dedupe_key: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** JSON of the extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: string;
  created_at: IsoTime;
  mail_status: DeliveryStatus;
  mail_attempts: number;
  mail_last_error: string | null;
  mail_next_attempt_at: IsoTime;
  mail_claimed_by: string | null;
  mail_claimed_until: IsoTime | null;
  mail_delivered_at: IsoTime | null;
  /** The chat webhook: agency notices only ("skipped" on the owner's e-mails). */
  hook_status: WebhookDeliveryStatus;
  hook_attempts: number;
  hook_last_error: string | null;
  hook_next_attempt_at: IsoTime;
  hook_claimed_by: string | null;
  hook_claimed_until: IsoTime | null;
  hook_delivered_at: IsoTime | null;
}

/** A report's phone or desktop screenshot (the audit's browser stage), deleted with the report. */
export interface AuditScreenshotsTable {
  report_id: string;
  /** "mobile" or "desktop". */
  kind: string;
  mime: string;
  /** The image, base64. */
  image: string;
  /** The report's own expiry, so the sweep deletes both at once. */
  expires_at: IsoTime;
}

export interface AuditReportsTable {
  /** Unguessable: 128 random bits, base64url. */
  id: string;
  /** Lower-case host of the audited address: "the same site" for a comparison. */
  host: string;
  start_url: string;
  status: AuditReportStatus;
  /** JSON of the AuditReport; null while running. */
  report: string | null;
  created_at: IsoTime;
  expires_at: IsoTime;
}

/**
 * "Raporu e-postama gönder": a visitor asked for a tool's result by e-mail. Three deliveries, each
 * claimed and retried on its own like a contact message's: the visitor's e-mail (SMTP only), the
 * agency's e-mail and the chat webhook.
 */
export interface ReportRequestsTable extends AttributionColumns {
  id: string;
  /** The tool's key (app/features/leads/report-tools.ts). */
  tool: string;
  /** As typed (trimmed); the per-recipient daily limit counts it lower-cased. */
  email: string;
  /** Optional: "" when not given. */
  name: string;
  /** The site the result is about, when the tool has one. */
  site: string | null;
  /** The site audit's report id; the PDF is rendered from it when the e-mail is sent. */
  report_id: string | null;
  score: number | null;
  /** JSON array of the result's top lines (at most REPORT_SUMMARY_MAX_LINES). */
  findings: string;
  /** The tool's result file, stored as the visitor saw it (null for the site audit and tools without a file). */
  file_name: string | null;
  file_type: string | null;
  file_content: string | null;
  /** 1 when the visitor also asked for the newsletter (its double opt-in runs apart). */
  newsletter: number;
  /** When the visitor ticked the KVKK consent. */
  consent_at: IsoTime;
  ip_address: string | null;
  user_agent: string | null;
  created_at: IsoTime;
  visitor_mail_status: DeliveryStatus;
  visitor_mail_attempts: number;
  visitor_mail_last_error: string | null;
  visitor_mail_next_attempt_at: IsoTime;
  visitor_mail_claimed_by: string | null;
  visitor_mail_claimed_until: IsoTime | null;
  visitor_mail_delivered_at: IsoTime | null;
  agency_mail_status: DeliveryStatus;
  agency_mail_attempts: number;
  agency_mail_last_error: string | null;
  agency_mail_next_attempt_at: IsoTime;
  agency_mail_claimed_by: string | null;
  agency_mail_claimed_until: IsoTime | null;
  agency_mail_delivered_at: IsoTime | null;
  webhook_status: DeliveryStatus;
  webhook_attempts: number;
  webhook_last_error: string | null;
  webhook_next_attempt_at: IsoTime;
  webhook_claimed_by: string | null;
  webhook_claimed_until: IsoTime | null;
  webhook_delivered_at: IsoTime | null;
}

/**
 * The weekly leads digest to the agency (LEADS_DIGEST=weekly): one row per week, inserted by
 * whichever replica notices first, its text composed then; the outbox delivers it like a lead.
 */
export interface LeadDigestsTable {
  id: string;
  /** The week's Monday in Europe/Istanbul, "2026-11-16"; unique. */
  week_start: string;
  subject: string;
  text: string;
  html: string;
  created_at: IsoTime;
  mail_status: DeliveryStatus;
  mail_attempts: number;
  mail_last_error: string | null;
  mail_next_attempt_at: IsoTime;
  mail_claimed_by: string | null;
  mail_claimed_until: IsoTime | null;
  mail_delivered_at: IsoTime | null;
}

/**
 * The durable jobs (app/.server/jobs): audits waiting in line or running on a worker. `attempts`
 * counts the runs begun (at most two); a run writes only while its attempt is the row's, so a
 * worker that lost its lease cannot write over the next one.
 */
export type JobState = "waiting" | "running" | "done" | "failed" | "cancelled";

export interface JobsTable {
  id: string;
  kind: string;
  /** The client the per-client rules count (its address). */
  client_key: string;
  state: JobState;
  /** The job's input as JSON. */
  input: string;
  attempts: Generated<number>;
  /** The sequence number of the last stored event. */
  last_seq: Generated<number>;
  /** 1 once "Durdur" was pressed; the running worker aborts within a second. */
  cancel_requested: Generated<number>;
  worker: string | null;
  lease_until: IsoTime | null;
  /** The Turkish reason shown when the job failed. */
  error: string | null;
  created_at: IsoTime;
  started_at: IsoTime | null;
  finished_at: IsoTime | null;
  /** The job and its events are deleted from then on. */
  expires_at: IsoTime;
}

/** A job's progress lines in order, so any replica can stream them and a reconnect resumes. */
export interface JobEventsTable {
  job_id: string;
  seq: number;
  /** The line as JSON. */
  line: string;
  created_at: IsoTime;
}

export interface Database {
  contact_messages: ContactMessagesTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  rate_limits: RateLimitsTable;
  captcha_used: CaptchaUsedTable;
  rank_cache: RankCacheTable;
  audit_reports: AuditReportsTable;
  audit_screenshots: AuditScreenshotsTable;
  site_watches: SiteWatchesTable;
  monitor_mails: MonitorMailsTable;
  report_requests: ReportRequestsTable;
  lead_digests: LeadDigestsTable;
  jobs: JobsTable;
  job_events: JobEventsTable;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewsletterSubscriber = Selectable<NewsletterSubscribersTable>;
export type ReportRequest = Selectable<ReportRequestsTable>;
export type LeadDigest = Selectable<LeadDigestsTable>;
export type { Generated };
