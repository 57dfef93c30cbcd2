import { openDatabase, type DatabaseHandle } from "./.server/db/connection";
import type { Env } from "./.server/env";
import { createLeadsRepository, type LeadsRepository } from "./features/leads/repository.server";
import { Outbox, type LeadTransport } from "./.server/outbox/outbox";
import { createWebhookTransport } from "./features/leads/lead-webhook.server";
import { log } from "./.server/log";
import { createAnalysisPool, type AnalysisPool } from "./features/gptbot-simulator/analysis-pool.server";
import { createEmailJsTransport, createSmtpTransport, type EmailJsOptions, type MailTransport } from "./features/leads/mail-transports.server";
import { selectReportTransports } from "./features/leads/report-transports.server";
import type { ReportSources } from "./features/leads/report-sources";
import { createReportSources } from "./report-sources.server";
import { createRateLimiter, type RateLimiter } from "./.server/rate-limit";
import type { NewsletterSubscriber, ReportRequest } from "./.server/db/schema";
import { createConfirmationMailTransport } from "./features/leads/newsletter-mail.server";
import { newsletterSecret } from "./features/leads/newsletter-token.server";
import { createReportRequestRepository, type ReportRequestRepository } from "./features/leads/report-requests.server";
import { createAuditReportStore, type AuditReportStore } from "./features/site-audit/report-store.server";
import { createLeadDigest, type LeadDigestService } from "./features/leads/digest.server";
import { createJobQueue, type JobQueue, type JobWorker } from "./.server/jobs/job-queue";
import type { JobKind } from "./.server/jobs/run-job";
import { JOB_KINDS } from "./job-kinds.server";
import { createBrowserStage, type BrowserStage } from "./capabilities/browser/.server/browser-stage";
import { auditBrowserExecutable } from "./capabilities/browser/.server/chromium-path";
import { createMonitorMailStore, type MonitorMail, type MonitorMailStore } from "./features/site-monitor/monitor-mails.server";
import { createWatchStore, type WatchStore } from "./features/site-monitor/watch-store.server";
import { startMonitorScheduler } from "./features/site-monitor/scheduler.server";
import { createMonitorOutbox } from "./features/site-monitor/monitor-delivery.server";

/** Everything the server shares between requests; created once per process. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  leads: LeadsRepository;
  /** "Raporu e-postama gönder" requests, stored before any e-mail goes out. */
  reportRequests: ReportRequestRepository;
  rateLimiter: RateLimiter;
  /** Null when neither e-mail nor a webhook is configured: leads stay in the database, pending. */
  outbox: Outbox | null;
  /**
   * Delivers the newsletter's confirmation e-mails (SMTP only: EmailJS templates write to the
   * agency, not to a subscriber). Null without SMTP_URL: sign-ups stay pending.
   */
  newsletterOutbox: Outbox<NewsletterSubscriber> | null;
  /** The weekly leads digest to the agency; null unless LEADS_DIGEST=weekly. */
  leadDigest: LeadDigestService | null;
  /** Signs and checks the newsletter links (NEWSLETTER_SECRET, or one random secret per process). */
  newsletterSecret(): string;
  /** Names of the configured lead transports ("smtp" or "emailjs", "webhook"); empty: none. */
  delivery: readonly string[];
  /** Worker threads that analyse fetched pages with bounded CPU time (threads start on first use). */
  analysisPool: AnalysisPool;
  /** Delivers report requests to the visitor, the agency and the webhook; null with no transport at all. */
  reportOutbox: Outbox<ReportRequest> | null;
  /** What report requests need of the tools (app/report-sources.server.ts). */
  reportSources: ReportSources;
  /** The site audit's browser stage (AUDIT_BROWSER); disabled in processes that run no jobs. */
  browser: BrowserStage;
  /** "Sitemi takip et": the watched sites and their e-mails (app/features/site-monitor). */
  monitor: { watches: WatchStore; mails: MonitorMailStore };
  /** Delivers the watches' e-mails (SMTP) and the agency's notices (SMTP and the webhook); null with neither. */
  monitorOutbox: Outbox<MonitorMail> | null;
  /** Stored site audit reports (/seo-analizi/rapor/<id>). */
  auditReports: AuditReportStore;
  /** The durable jobs (site audits): put in line here, run by a worker, followed by id from any replica. */
  jobs: JobQueue;
  /** This process's worker of those jobs; null with RUN_WORKER=false (and until `createServices` returns). */
  worker: JobWorker | null;
  close(): Promise<void>;
}

export function selectMailTransport(env: Env): MailTransport | null {
  if (env.SMTP_URL) {
    return createSmtpTransport({
      url: env.SMTP_URL,
      from: env.MAIL_FROM,
      to: env.CONTACT_TO_EMAIL,
      messageIdDomain: new URL(env.SITE_URL).hostname,
    });
  }
  const emailJs = emailJsOptions(env);
  return emailJs ? createEmailJsTransport(emailJs) : null;
}

/** The agency's EmailJS template, when EMAILJS_* is complete. */
function emailJsOptions(env: Env): EmailJsOptions | null {
  if (!env.EMAILJS_SERVICE_ID || !env.EMAILJS_TEMPLATE_ID || !env.EMAILJS_PUBLIC_KEY) return null;
  return {
    apiUrl: env.EMAILJS_API_URL,
    serviceId: env.EMAILJS_SERVICE_ID,
    templateId: env.EMAILJS_TEMPLATE_ID,
    publicKey: env.EMAILJS_PUBLIC_KEY,
    privateKey: env.EMAILJS_PRIVATE_KEY,
    to: env.CONTACT_TO_EMAIL,
  };
}

/** Every way leads leave the database: at most one e-mail transport, plus the webhook. */
export function selectLeadTransports(env: Env): LeadTransport[] {
  const transports: LeadTransport[] = [];
  const mail = selectMailTransport(env);
  if (mail) transports.push(mail);
  if (env.LEADS_WEBHOOK_URL) transports.push(createWebhookTransport({ url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET }));
  return transports;
}

/** How long closing the services waits for running crawls and live checks to end. */
const JOB_DRAIN_MS = 5_000;

export interface ServicesOptions {
  startOutbox?: boolean;
  /** The page analyser's built worker (production); without it the TypeScript source runs through tsx. */
  analysisWorkerFile?: string;
  /** The browser stage's built child (production); without it the TypeScript source runs through tsx. */
  browserWorkerFile?: string;
  /** Whether this process runs jobs (default: RUN_WORKER). */
  runWorker?: boolean;
  /**
   * Whether a process that runs jobs also looks for due site checks (default: MONITOR_ENABLED);
   * tests that drive the monitor's scheduler by hand leave it off.
   */
  monitorScheduler?: boolean;
  /** Whether this process may start the audit's browser (default: when it runs jobs); the operator's re-audit does. */
  auditBrowser?: boolean;
  /** The kinds of job this process runs (tests shorten their bounds); default JOB_KINDS. */
  jobKinds?: readonly JobKind<Services>[];
}

export async function createServices(env: Env, options: ServicesOptions = {}): Promise<Services> {
  const database = await openDatabase(env.DATABASE_URL);
  const leads = createLeadsRepository(database.db, database.dialect);
  const reportRequests = createReportRequestRepository(database.db, database.dialect);
  const transports = selectLeadTransports(env);
  const outbox =
    transports.length > 0 ? new Outbox(leads, transports, { intervalMs: env.OUTBOX_INTERVAL_MS, retryBaseMs: env.OUTBOX_RETRY_BASE_MS }) : null;
  if (outbox && options.startOutbox !== false) outbox.start();
  // Made on first use: a process that never signs or checks a link logs no warning about it.
  let secret: string | undefined;
  const getNewsletterSecret = () => (secret ??= newsletterSecret(env.NEWSLETTER_SECRET));
  const confirmationTransport = env.SMTP_URL
    ? createConfirmationMailTransport({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, siteUrl: env.SITE_URL, secret: getNewsletterSecret })
    : null;
  const newsletterOutbox = confirmationTransport
    ? new Outbox(leads.confirmationMails, confirmationTransport, {
        intervalMs: env.OUTBOX_INTERVAL_MS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        queueName: "newsletter_confirmation",
      })
    : null;
  if (newsletterOutbox && options.startOutbox !== false) newsletterOutbox.start();
  const delivery = transports.map((transport) => transport.name);
  log.info("services_ready", {
    database: database.description,
    delivery: delivery.length > 0 ? delivery : "none (messages are stored and logged only)",
  });
  if (!newsletterOutbox && env.NODE_ENV === "production") {
    log.warn("newsletter_confirmation_not_configured", {
      message: "SMTP_URL is not set: newsletter sign-ups are stored as pending and get no confirmation e-mail (double opt-in).",
    });
  }
  if (delivery.length === 0 && env.NODE_ENV === "production") {
    // Loud on purpose: a live site that only stores leads loses customers until someone looks.
    log.error("lead_delivery_not_configured", {
      message:
        "NO LEAD DELIVERY CONFIGURED: contact messages are only stored in the database. Set SMTP_URL, EMAILJS_* or LEADS_WEBHOOK_URL, or read them with npm run leads.",
    });
  }
  const auditReports = createAuditReportStore(database.db, { days: env.AUDIT_REPORT_DAYS });
  const monitor = {
    watches: createWatchStore(database.db, { maxPerEmail: env.MONITOR_MAX_PER_EMAIL, checkHours: env.MONITOR_CHECK_HOURS, auditDays: env.MONITOR_AUDIT_DAYS }),
    mails: createMonitorMailStore(database.db, database.dialect),
  };
  const monitorDelivery = createMonitorOutbox(monitor.mails, {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    webhook: env.LEADS_WEBHOOK_URL ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET } : undefined,
    intervalMs: env.OUTBOX_INTERVAL_MS,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    // Nothing more can reach an owner whose address refuses us: the watch ends.
    onBounce: async (mail) => {
      if (await monitor.watches.end(mail.watch_id, Date.now())) log.info("site_watch_ended", { watchId: mail.watch_id, reason: "bounce" });
    },
  });
  if (monitorDelivery && options.startOutbox !== false) monitorDelivery.outbox.start();
  const reportSources = createReportSources(auditReports, env.SITE_URL, { monitorEnabled: env.MONITOR_ENABLED });
  const reportTransports = selectReportTransports({
    sources: reportSources,
    siteUrl: env.SITE_URL,
    agencyTo: env.CONTACT_TO_EMAIL,
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    emailJs: emailJsOptions(env) ?? undefined,
    webhook: env.LEADS_WEBHOOK_URL ? { url: env.LEADS_WEBHOOK_URL, secret: env.LEADS_WEBHOOK_SECRET } : undefined,
  });
  const reportOutbox =
    reportTransports.length > 0
      ? new Outbox(reportRequests, reportTransports, {
          intervalMs: env.OUTBOX_INTERVAL_MS,
          retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
          queueName: "report_request",
        })
      : null;
  if (reportOutbox && options.startOutbox !== false) reportOutbox.start();
  const leadDigest = createLeadDigest(database, env, reportSources);
  if (leadDigest && options.startOutbox !== false) leadDigest.start();
  const analysisPool = createAnalysisPool({ workerFile: options.analysisWorkerFile });
  const browser = createBrowserStage({
    // A web replica that leaves the jobs to workers never starts a browser.
    executable: (options.auditBrowser ?? options.runWorker ?? env.RUN_WORKER) ? auditBrowserExecutable(env) : null,
    concurrency: env.BROWSER_CONCURRENCY,
    memoryBytes: env.BROWSER_MEMORY_MB * 1_048_576,
    workerFile: options.browserWorkerFile,
  });
  if (options.runWorker ?? env.RUN_WORKER) log.info("audit_browser", { browser: browser.executable ?? "off" });
  const jobs = createJobQueue(database, {
    leaseSeconds: env.JOB_LEASE_SECONDS,
    maxWaiting: env.QUEUE_MAX_WAITING,
    keepDays: env.AUDIT_REPORT_DAYS,
  });
  let monitorScheduler: { stop(): void } | null = null;
  const services: Services = {
    env,
    database,
    leads,
    reportRequests,
    rateLimiter: createRateLimiter(database.db),
    outbox,
    newsletterOutbox,
    leadDigest,
    newsletterSecret: getNewsletterSecret,
    delivery,
    analysisPool,
    browser,
    monitor,
    monitorOutbox: monitorDelivery?.outbox ?? null,
    auditReports,
    reportOutbox,
    reportSources,
    jobs,
    worker: null,
    async close() {
      monitorScheduler?.stop();
      // A job still unwinding writes its target hosts' unused budget back before the database
      // closes. A job still running after the drain is run again by another worker once its
      // lease is over.
      await services.worker?.stop(JOB_DRAIN_MS);
      await jobs.close();
      await outbox?.stop();
      await newsletterOutbox?.stop();
      await reportOutbox?.stop();
      await monitorDelivery?.outbox.stop();
      monitorDelivery?.close();
      for (const transport of reportTransports) transport.close?.();
      await leadDigest?.stop();
      confirmationTransport?.close?.();
      await analysisPool.close();
      for (const transport of transports) transport.close?.();
      await database.close();
    },
  };
  if (options.runWorker ?? env.RUN_WORKER) {
    services.worker = await jobs.startWorker(options.jobKinds ?? JOB_KINDS, services, env.WORKER_CONCURRENCY);
    // Every process that runs jobs looks for due checks (a dedicated worker too): a watch is claimed by one of them.
    if (env.MONITOR_ENABLED && options.monitorScheduler !== false) monitorScheduler = startMonitorScheduler(services);
  } else if (database.dialect === "sqlite") {
    log.warn("job_worker_not_running", { message: "RUN_WORKER=false: audits wait in line until `npm run worker` runs against the same database." });
  }
  return services;
}
