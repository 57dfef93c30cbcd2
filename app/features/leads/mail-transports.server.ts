import nodemailer from "nodemailer";
import type { LeadTransport, Transport } from "~/.server/outbox/outbox";
import { composeLeadEmail, emailTemplateParams } from "~/features/leads/lead-mail.server";
import { smtpTransportOptions } from "~/capabilities/mail/smtp.server";

/** Delivers one stored lead by e-mail; rejects with a readable reason when delivery failed. */
export interface MailTransport extends LeadTransport {
  readonly name: "smtp" | "emailjs";
  readonly channel: "email";
}

export interface SmtpOptions {
  url: string;
  from: string;
  to: string;
  messageIdDomain: string;
}

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transporter = nodemailer.createTransport(smtpTransportOptions(options.url));
  return {
    name: "smtp",
    channel: "email",
    async send(lead) {
      const email = composeLeadEmail(lead, options.messageIdDomain);
      await transporter.sendMail({
        from: options.from,
        to: options.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        date: new Date(lead.created_at),
      });
    },
    close: () => transporter.close(),
  };
}

export interface EmailJsOptions {
  apiUrl: string;
  serviceId: string;
  templateId: string;
  publicKey: string;
  privateKey?: string;
  to: string;
}

export class EmailJsError extends Error {
  override name = "EmailJsError";
  constructor(
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`EmailJS ${status}: ${responseText.slice(0, 300)}`);
  }
}

/** EmailJS REST API (POST /api/v1.0/email/send): success when the status is 200 or the text is OK. */
export function createEmailJsTransport(options: EmailJsOptions, fetchImpl: typeof fetch = fetch): MailTransport {
  return { ...createEmailJsSender(options, emailTemplateParams, fetchImpl), name: "emailjs" };
}

/**
 * Any stored item through the agency's EmailJS template: `paramsOf` maps it onto the template's
 * parameters (the contact form's, docs/requirements.md R7.1).
 */
export function createEmailJsSender<Item>(
  options: EmailJsOptions,
  paramsOf: (item: Item, toEmail: string) => Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Transport<Item> & { channel: "email" } {
  const endpoint = new URL("/api/v1.0/email/send", options.apiUrl).toString();
  return {
    name: "emailjs",
    channel: "email",
    async send(item) {
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          lib_version: "rest",
          user_id: options.publicKey,
          service_id: options.serviceId,
          template_id: options.templateId,
          template_params: paramsOf(item, options.to),
          ...(options.privateKey ? { accessToken: options.privateKey } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.text();
      if (response.status !== 200 && text.trim() !== "OK") throw new EmailJsError(response.status, text);
    },
  };
}
