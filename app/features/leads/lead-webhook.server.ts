import { escapeChatText } from "~/capabilities/markup/markup";
import type { ContactMessage, ReportRequest } from "~/.server/db/schema";
import { ATTRIBUTION_FIELDS, type Attribution } from "~/capabilities/lead-capture/attribution";
import { attributionRows } from "~/capabilities/lead-capture/attribution-rows";
import { REPORT_MAIL_TEXT } from "./report-mail.content";
import { requestFindings } from "./report-requests.server";
import { site } from "~/site/site.content";
import { formatDateTimeShort } from "~/shared/format";
import { LEAD_MAIL_TEXT } from "./lead-mail.content";
import type { LeadTransport } from "~/.server/outbox/outbox";
import { createJsonWebhookTransport, type WebhookOptions } from "~/capabilities/lead-capture/json-webhook.server";

export interface LeadWebhookPayload {
  /** Readable Turkish summary: Slack and Teams incoming webhooks show this field. */
  text: string;
  event: "contact_message";
  lead: {
    id: string;
    name: string;
    phone: string;
    email: string;
    subject: string;
    message: string;
    sourcePage: string | null;
    createdAt: string;
  };
  /** Where the visit came from (attribution.ts); null where unknown. */
  attribution: Attribution;
}

/** A report request ("Raporu e-postama gönder"), posted to the same webhook. */
export interface ReportRequestWebhookPayload {
  text: string;
  event: "report_request";
  request: {
    id: string;
    tool: string;
    toolTitle: string;
    email: string;
    name: string;
    site: string | null;
    score: number | null;
    findings: string[];
    reportUrl: string | null;
    newsletter: boolean;
    createdAt: string;
  };
  attribution: Attribution;
}

function attributionOf(row: Attribution): Attribution {
  return Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, row[field]])) as Attribution;
}

export function leadWebhookPayload(lead: ContactMessage): LeadWebhookPayload {
  const rows: [string, string][] = [
    [LEAD_MAIL_TEXT.labels.name, lead.name],
    [LEAD_MAIL_TEXT.labels.phone, lead.phone],
    [LEAD_MAIL_TEXT.labels.email, lead.email],
    [LEAD_MAIL_TEXT.labels.subject, lead.subject],
    [LEAD_MAIL_TEXT.labels.sentAt, formatDateTimeShort(lead.created_at)],
  ];
  if (lead.source_page) rows.push([LEAD_MAIL_TEXT.labels.sourcePage, lead.source_page]);
  const text = [
    LEAD_MAIL_TEXT.intro(site.name),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `${LEAD_MAIL_TEXT.messageHeading}:`,
    lead.message,
    ...attributionRows(lead).map(([label, value]) => `${label}: ${value}`),
  ]
    .map(escapeChatText)
    .join("\n");
  return {
    text,
    event: "contact_message",
    lead: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      subject: lead.subject,
      message: lead.message,
      sourcePage: lead.source_page,
      createdAt: lead.created_at,
    },
    attribution: attributionOf(lead),
  };
}

/** The webhook's body for a report request: the agency e-mail's facts, as JSON and a chat line. */
export function reportRequestWebhookPayload(request: ReportRequest, toolTitle: string, reportUrl: string | null): ReportRequestWebhookPayload {
  const labels = REPORT_MAIL_TEXT.agency.labels;
  const findings = requestFindings(request);
  const text = [
    REPORT_MAIL_TEXT.agency.intro(site.name),
    `${labels.tool}: ${toolTitle}`,
    ...(request.site ? [`${labels.site}: ${request.site}`] : []),
    ...(request.score === null ? [] : [`${labels.score}: ${request.score} / 100`]),
    `${labels.email}: ${request.email}`,
    ...(reportUrl ? [`${labels.report}: ${reportUrl}`] : []),
    ...findings.map((line) => `- ${line}`),
    ...attributionRows(request).map(([label, value]) => `${label}: ${value}`),
  ]
    .map(escapeChatText)
    .join("\n");
  return {
    text,
    event: "report_request",
    request: {
      id: request.id,
      tool: request.tool,
      toolTitle,
      email: request.email,
      name: request.name,
      site: request.site,
      score: request.score,
      findings,
      reportUrl,
      newsletter: request.newsletter === 1,
      createdAt: request.created_at,
    },
    attribution: attributionOf(request),
  };
}

/** Posts each contact message to the webhook (see createJsonWebhookTransport). */
export function createWebhookTransport(options: WebhookOptions, fetchImpl: typeof fetch = fetch): LeadTransport {
  return createJsonWebhookTransport(options, leadWebhookPayload, fetchImpl);
}
