import { createElement } from "react";
import { site } from "~/site/site.content";
import { formatDateTimeShort } from "~/shared/format";
import { LEAD_MAIL_TEXT } from "./lead-mail.content";
import { isValidEmailAddress } from "~/shared/email-address";
import type { ContactMessage } from "~/.server/db/schema";
import { attributionRows } from "~/capabilities/lead-capture/attribution-rows";
import { LeadMail } from "./lead-mail";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";


export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  /** Absent when the stored address is not exactly one valid mailbox (see replyToAddress). */
  replyTo?: { name: string; address: string };
  /** Stable per lead, so a receiving system can drop a rare duplicate after a lost reply. */
  messageId: string;
}

/**
 * The visitor's address for Reply-To, or null. The forms already refuse anything else; this second
 * check keeps a row stored under an older, looser rule (or written by hand) from turning into a
 * Reply-To with a second address or a smuggled header. The address still appears in the body.
 */
export function replyToAddress(email: string): string | null {
  return isValidEmailAddress(email) ? email : null;
}

/** The e-mail the agency receives for one contact message: plain text and HTML rendered by React. */
export function composeLeadEmail(lead: ContactMessage, messageIdDomain: string): LeadEmail {
  const sentAt = formatDateTimeShort(lead.created_at);
  const rows: [string, string][] = [
    [LEAD_MAIL_TEXT.labels.name, lead.name],
    [LEAD_MAIL_TEXT.labels.phone, lead.phone],
    [LEAD_MAIL_TEXT.labels.email, lead.email],
    [LEAD_MAIL_TEXT.labels.subject, lead.subject],
    [LEAD_MAIL_TEXT.labels.sentAt, sentAt],
  ];
  if (lead.source_page) rows.push([LEAD_MAIL_TEXT.labels.sourcePage, lead.source_page]);
  const sourceRows = attributionRows(lead);

  const text = [
    LEAD_MAIL_TEXT.intro(site.name),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    `${LEAD_MAIL_TEXT.messageHeading}:`,
    lead.message,
    "",
    ...(sourceRows.length > 0 ? [`${LEAD_MAIL_TEXT.attribution.heading}:`, ...sourceRows.map(([label, value]) => `${label}: ${value}`), ""] : []),
    LEAD_MAIL_TEXT.replyHint,
  ].join("\n");

  const html = renderMailHtml(createElement(LeadMail, { rows, message: lead.message, sourceRows }));

  const replyTo = replyToAddress(lead.email);
  return {
    subject: LEAD_MAIL_TEXT.subject(lead.subject, lead.name),
    text,
    html,
    ...(replyTo === null ? {} : { replyTo: { name: lead.name, address: replyTo } }),
    messageId: `<lead-${lead.id}@${messageIdDomain}>`,
  };
}

/** Template parameters of the e-mail service call of docs/requirements.md R7.1, plus the time and reply address. */
export function emailTemplateParams(lead: ContactMessage, toEmail: string): Record<string, string> {
  return {
    from_name: lead.name,
    from_phone: lead.phone,
    from_email: lead.email,
    subject: lead.subject,
    message: lead.message,
    to_email: toEmail,
    reply_to: replyToAddress(lead.email) ?? "",
    sent_at: formatDateTimeShort(lead.created_at),
  };
}
