import nodemailer from "nodemailer";
import { createElement } from "react";
import { site } from "~/site/site.content";
import type { NewsletterSubscriber } from "~/.server/db/schema";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { smtpTransportOptions } from "~/capabilities/mail/smtp.server";
import { ConfirmationMail } from "./newsletter-mail";
import { NEWSLETTER_MAIL_TEXT } from "./newsletter-mail.content";
import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, NEWSLETTER_TOKEN_PARAM } from "./newsletter-schema";
import { signNewsletterToken } from "./newsletter-token.server";
import type { Transport } from "~/.server/outbox/outbox";

export interface NewsletterLinkOptions {
  /** Absolute origin of the site (SITE_URL), without a trailing slash. */
  siteUrl: string;
  secret: string;
  now?: number;
}

function link(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, `${siteUrl}/`);
  url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
  return url.toString();
}

/** The unsubscribe link of one subscriber; it never expires. */
export function unsubscribeUrl(subscriberId: string, options: NewsletterLinkOptions): string {
  return link(options.siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, signNewsletterToken(options.secret, "unsubscribe", subscriberId, options.now));
}

/**
 * Headers every newsletter-related e-mail carries (RFC 2369, RFC 8058): mail clients show an
 * "unsubscribe" button that POSTs `List-Unsubscribe=One-Click` to the same signed URL.
 */
export function listUnsubscribeHeaders(subscriberId: string, options: NewsletterLinkOptions): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl(subscriberId, options)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export interface SubscriberEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  confirmUrl: string;
  unsubscribeUrl: string;
}

/** The double opt-in e-mail: the confirmation link (7 days) and the unsubscribe link. */
export function composeConfirmationEmail(subscriber: Pick<NewsletterSubscriber, "id">, options: NewsletterLinkOptions): SubscriberEmail {
  const confirmUrl = link(options.siteUrl, NEWSLETTER_CONFIRM_PATH, signNewsletterToken(options.secret, "confirm", subscriber.id, options.now));
  const leaveUrl = unsubscribeUrl(subscriber.id, options);
  const text = [
    NEWSLETTER_MAIL_TEXT.intro(site.name),
    "",
    confirmUrl,
    "",
    NEWSLETTER_MAIL_TEXT.validity,
    NEWSLETTER_MAIL_TEXT.notYou,
    "",
    `${NEWSLETTER_MAIL_TEXT.unsubscribeLead} ${leaveUrl}`,
  ].join("\n");
  const html = renderMailHtml(createElement(ConfirmationMail, { siteName: site.name, confirmUrl, unsubscribeUrl: leaveUrl }));
  return {
    subject: NEWSLETTER_MAIL_TEXT.confirmSubject(site.name),
    text,
    html,
    headers: listUnsubscribeHeaders(subscriber.id, options),
    confirmUrl,
    unsubscribeUrl: leaveUrl,
  };
}

export interface ConfirmationMailOptions {
  smtpUrl: string;
  from: string;
  siteUrl: string;
  /** Read when a mail is composed, so the secret (and its warning) exists only once mail is sent. */
  secret: () => string;
}

/** Sends the confirmation e-mail to the subscriber over SMTP; the outbox claims and retries it. */
export function createConfirmationMailTransport(options: ConfirmationMailOptions): Transport<NewsletterSubscriber> {
  const transporter = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl));
  return {
    name: "smtp",
    channel: "email",
    async send(subscriber) {
      // Signed at sending time: the 7 days count from when the visitor can first open the link.
      const email = composeConfirmationEmail(subscriber, { siteUrl: options.siteUrl, secret: options.secret() });
      await transporter.sendMail({
        from: options.from,
        to: subscriber.email,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
    close: () => transporter.close(),
  };
}
