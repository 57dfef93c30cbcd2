import { createHmac } from "node:crypto";
import { escapeChatText } from "~/capabilities/markup/markup";
import type { ContactMessage, ReportRequest } from "~/.server/db/schema";
import { ATTRIBUTION_FIELDS, type Attribution } from "./attribution";
import { attributionRows } from "./lead-mail.server";
import { REPORT_MAIL_TEXT } from "./report-mail.content";
import { requestFindings } from "./report-requests.server";
import { site } from "~/site/site.content";
import { formatDateTimeShort } from "~/shared/format";
import { LEAD_MAIL_TEXT } from "./lead-mail.content";
import type { LeadTransport, Transport } from "~/.server/outbox/outbox";

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`, only sent when LEADS_WEBHOOK_SECRET is set. */
export const WEBHOOK_SIGNATURE_HEADER = "X-Pusula-Signature";
/** Unix time in seconds when the request was signed; part of the signed string, so a replay can be refused. */
export const WEBHOOK_TIMESTAMP_HEADER = "X-Pusula-Timestamp";

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

/** The signature header's value for one request: HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function signWebhookBody(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

export class WebhookError extends Error {
  override name = "WebhookError";
}

/** Reads at most `maxBytes` of a body and drops the rest: a misbehaving endpoint cannot fill memory. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value.subarray(0, maxBytes - size));
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export interface WebhookOptions {
  url: string;
  secret?: string;
  /** Whole request, answer included. */
  timeoutMs?: number;
  /** How much of an answer is read (only used in the error message). */
  maxResponseBytes?: number;
  now?: () => number;
}

/** Posts each contact message to the webhook (see createJsonWebhookTransport). */
export function createWebhookTransport(options: WebhookOptions, fetchImpl: typeof fetch = fetch): LeadTransport {
  return createJsonWebhookTransport(options, leadWebhookPayload, fetchImpl);
}

/**
 * Posts each stored item as JSON (`payloadOf`) to the operator's chat webhook (Slack, Teams or
 * their own endpoint). Success is any 2xx; a redirect, another status, a timeout or a refused
 * connection is a failure the outbox retries.
 */
export function createJsonWebhookTransport<Item>(
  options: WebhookOptions,
  payloadOf: (item: Item) => unknown,
  fetchImpl: typeof fetch = fetch,
): Transport<Item> & { channel: "webhook" } {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxResponseBytes = options.maxResponseBytes ?? 16 * 1024;
  const now = options.now ?? Date.now;
  return {
    name: "webhook",
    channel: "webhook",
    async send(item) {
      const body = JSON.stringify(payloadOf(item));
      const timestamp = Math.floor(now() / 1000);
      const headers: Record<string, string> = {
        "Content-Type": "application/json; charset=utf-8",
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      };
      if (options.secret) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhookBody(options.secret, timestamp, body);
      const response = await fetchImpl(options.url, {
        method: "POST",
        headers,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await boundedText(response, maxResponseBytes);
      if (response.status < 200 || response.status > 299) {
        throw new WebhookError(`webhook ${response.status}: ${answer.slice(0, 300)}`);
      }
    },
  };
}
