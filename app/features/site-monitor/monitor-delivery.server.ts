import nodemailer from "nodemailer";
import { log } from "~/.server/log";
import { escapeChatText } from "~/capabilities/markup/markup";
import { Outbox, type Transport } from "~/.server/outbox/outbox";
import { createJsonWebhookTransport } from "~/capabilities/lead-capture/json-webhook.server";
import { smtpTransportOptions } from "~/capabilities/mail/smtp.server";
import { isAgencyNotice, type MonitorMail, type MonitorMailStore } from "./monitor-mails.server";

/**
 * How the watched sites' stored e-mails leave: by SMTP to their recipient (the owner, or the agency
 * for its notices), and the agency's notices to the chat webhook too. One outbox per replica,
 * claimed per channel with a lease like every lead.
 */

/** SMTP's permanent failures: the address does not exist or refuses us. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

export interface MonitorMailTransportOptions {
  smtpUrl: string;
  from: string;
  /** An owner's address refused for good: the watch ends (nothing more can reach its owner). */
  onBounce: (mail: MonitorMail) => Promise<void>;
}

export function createMonitorMailTransport(options: MonitorMailTransportOptions): Transport<MonitorMail> {
  const transporter = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
  return {
    name: "smtp",
    channel: "email",
    async send(mail) {
      let headers: Record<string, string> = {};
      try {
        headers = JSON.parse(mail.headers) as Record<string, string>;
      } catch {
        // Written by us; a damaged value only loses the List-Unsubscribe headers, never the mail.
      }
      try {
        await transporter.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.text, html: mail.html, headers });
      } catch (error) {
        // A refused owner's address is a bounce: retrying would only knock on the same door.
        if (isAgencyNotice(mail.kind) || !isPermanentRefusal(error)) throw error;
        log.warn("monitor_mail_bounced", { watchId: mail.watch_id, kind: mail.kind, error });
        await options.onBounce(mail);
      }
    },
    close: () => transporter.close(),
  };
}

/** The chat webhook's message about an agency notice (Slack and Teams show `text`). */
export function monitorWebhookPayload(mail: MonitorMail) {
  return {
    // The owner's name and site are theirs: as text, never chat markup (links, mentions).
    text: [mail.subject, "", mail.text].map(escapeChatText).join("\n"),
    event: mail.kind === "agency-watch" ? "site_watch" : "site_watch_alert",
    watch: { id: mail.watch_id },
    subject: mail.subject,
    createdAt: mail.created_at,
  };
}

export interface MonitorOutboxOptions {
  smtpUrl: string | undefined;
  from: string;
  webhook: { url: string; secret?: string } | undefined;
  intervalMs: number;
  retryBaseMs: number;
  onBounce: (mail: MonitorMail) => Promise<void>;
}

/**
 * The outbox of the watches' e-mails and how to close its connections, or null with neither SMTP
 * nor a webhook (the e-mails stay stored; `npm run monitor -- list` shows the watches).
 */
export function createMonitorOutbox(mails: MonitorMailStore, options: MonitorOutboxOptions): { outbox: Outbox<MonitorMail>; close(): void } | null {
  const transports: Transport<MonitorMail>[] = [];
  if (options.smtpUrl) transports.push(createMonitorMailTransport({ smtpUrl: options.smtpUrl, from: options.from, onBounce: options.onBounce }));
  if (options.webhook) transports.push(createJsonWebhookTransport(options.webhook, monitorWebhookPayload));
  if (transports.length === 0) return null;
  const outbox = new Outbox(mails.queue, transports, { intervalMs: options.intervalMs, retryBaseMs: options.retryBaseMs, queueName: "site_monitor" });
  return { outbox, close: () => transports.forEach((transport) => transport.close?.()) };
}
