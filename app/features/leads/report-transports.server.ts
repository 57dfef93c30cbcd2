import nodemailer from "nodemailer";
import type { ReportRequest } from "~/.server/db/schema";
import { formatDateTimeShort } from "~/shared/format";
import { createJsonWebhookTransport, type WebhookOptions } from "~/capabilities/lead-capture/json-webhook.server";
import { reportRequestWebhookPayload } from "./lead-webhook.server";
import { smtpTransportOptions } from "~/capabilities/mail/smtp.server";
import { createEmailJsSender, type EmailJsOptions } from "./mail-transports.server";
import type { Transport } from "~/.server/outbox/outbox";
import { composeAgencyReportEmail, composeVisitorReportEmail, type ReportEmail, type ReportMailContext } from "./report-mail.server";
import { reportTool, type ReportSources } from "./report-sources";

export interface ReportDeliveryOptions {
  sources: ReportSources;
  siteUrl: string;
  /** The agency's address (CONTACT_TO_EMAIL). */
  agencyTo: string;
  from: string;
  /** SMTP_URL: the only way to write to the visitor. */
  smtpUrl?: string;
  /** The agency's EmailJS template, used when SMTP_URL is not set. */
  emailJs?: EmailJsOptions;
  webhook?: WebhookOptions;
}

export type ReportTransport = Transport<ReportRequest>;

function mailContext(request: ReportRequest, options: ReportDeliveryOptions): ReportMailContext {
  return {
    // A tool renamed or withdrawn since the request was stored still gets its e-mail, under its key.
    tool: reportTool(options.sources, request.tool) ?? { title: request.tool, file: null },
    reportUrl: request.report_id ? options.sources.auditReportUrl(request.report_id) : null,
    watchUrl: request.report_id ? options.sources.auditWatchUrl(request.report_id) : null,
    siteUrl: options.siteUrl,
    messageIdDomain: new URL(options.siteUrl).hostname,
  };
}

/** The visitor's attachment: the audit's PDF rendered now from its stored report, or the stored file. */
async function visitorAttachment(request: ReportRequest, sources: ReportSources) {
  if (request.report_id) {
    const pdf = await sources.auditPdf(request.report_id);
    return pdf ? { name: pdf.name, content: pdf.content, type: "application/pdf" } : null;
  }
  if (request.file_name && request.file_type && request.file_content !== null) {
    return { name: request.file_name, content: request.file_content, type: request.file_type };
  }
  return null;
}

function mailOf(email: ReportEmail, from: string, to: string, createdAt: string) {
  return {
    from,
    to,
    replyTo: email.replyTo,
    subject: email.subject,
    text: email.text,
    html: email.html,
    messageId: email.messageId,
    date: new Date(createdAt),
    attachments: email.attachments,
  };
}

/**
 * Every way a report request leaves the database: the visitor's e-mail (SMTP only: an EmailJS
 * template writes to the agency), the agency's e-mail (SMTP, else EmailJS) and the webhook. Each
 * is a channel of its own on the row, retried apart.
 */
export function selectReportTransports(options: ReportDeliveryOptions): ReportTransport[] {
  const transports: ReportTransport[] = [];
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
    transports.push({
      name: "smtp-visitor",
      channel: "visitor",
      async send(request) {
        const email = composeVisitorReportEmail(request, mailContext(request, options), await visitorAttachment(request, options.sources));
        await transporter.sendMail(mailOf(email, options.from, request.email, request.created_at));
      },
      close: () => transporter.close(),
    });
    transports.push({
      name: "smtp",
      channel: "email",
      async send(request) {
        const email = composeAgencyReportEmail(request, mailContext(request, options));
        await transporter.sendMail(mailOf(email, options.from, options.agencyTo, request.created_at));
      },
    });
  } else if (options.emailJs) {
    transports.push(
      createEmailJsSender<ReportRequest>(options.emailJs, (request, toEmail) => {
        const email = composeAgencyReportEmail(request, mailContext(request, options));
        return {
          from_name: request.name || request.email,
          from_phone: "",
          from_email: request.email,
          subject: email.subject,
          message: email.text,
          to_email: toEmail,
          reply_to: email.replyTo?.address ?? "",
          sent_at: formatDateTimeShort(request.created_at),
        };
      }),
    );
  }
  if (options.webhook) {
    transports.push(
      createJsonWebhookTransport<ReportRequest>(options.webhook, (request) => {
        const context = mailContext(request, options);
        return reportRequestWebhookPayload(request, context.tool.title, context.reportUrl);
      }),
    );
  }
  return transports;
}
