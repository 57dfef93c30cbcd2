import { openDatabase, type DatabaseHandle } from "./.server/db/connection";
import type { Env } from "./.server/env";
import { createLeadsRepository, type LeadsRepository } from "./features/leads/repository.server";
import { Outbox } from "./features/leads/outbox.server";
import { log } from "./.server/log";
import { createAnalysisPool, type AnalysisPool } from "./features/gptbot-simulator/analysis-pool.server";
import { createEmailJsTransport, createSmtpTransport, type MailTransport } from "./features/leads/mail-transports.server";
import { createRateLimiter, type RateLimiter } from "./.server/rate-limit";

/** Everything the server shares between requests; created once per process. */
export interface Services {
  env: Env;
  database: DatabaseHandle;
  leads: LeadsRepository;
  rateLimiter: RateLimiter;
  /** Null when no e-mail transport is configured: leads stay in the database, pending. */
  outbox: Outbox | null;
  /** Worker threads that analyse fetched pages with bounded CPU time (threads start on first use). */
  analysisPool: AnalysisPool;
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
  if (env.EMAILJS_SERVICE_ID && env.EMAILJS_TEMPLATE_ID && env.EMAILJS_PUBLIC_KEY) {
    return createEmailJsTransport({
      apiUrl: env.EMAILJS_API_URL,
      serviceId: env.EMAILJS_SERVICE_ID,
      templateId: env.EMAILJS_TEMPLATE_ID,
      publicKey: env.EMAILJS_PUBLIC_KEY,
      privateKey: env.EMAILJS_PRIVATE_KEY,
      to: env.CONTACT_TO_EMAIL,
    });
  }
  return null;
}

export async function createServices(env: Env, options: { startOutbox?: boolean } = {}): Promise<Services> {
  const database = await openDatabase(env.DATABASE_URL);
  const leads = createLeadsRepository(database.db, database.dialect);
  const transport = selectMailTransport(env);
  const outbox = transport ? new Outbox(leads, transport, { intervalMs: env.OUTBOX_INTERVAL_MS, retryBaseMs: env.OUTBOX_RETRY_BASE_MS }) : null;
  if (outbox && options.startOutbox !== false) outbox.start();
  log.info("services_ready", {
    database: database.description,
    mailTransport: transport?.name ?? "none (messages are stored and logged only)",
  });
  const analysisPool = createAnalysisPool();
  return {
    env,
    database,
    leads,
    rateLimiter: createRateLimiter(database.db),
    outbox,
    analysisPool,
    async close() {
      await outbox?.stop();
      await analysisPool.close();
      transport?.close?.();
      await database.close();
    },
  };
}
