import { createElement } from "react";
import type { ReportRequest } from "~/.server/db/schema";
import { formatDateTimeShort } from "~/shared/format";
import { site } from "~/site/site.content";
import { attributionRows } from "~/capabilities/lead-capture/attribution-rows";
import { replyToAddress } from "./lead-mail.server";
import { renderMailHtml } from "~/capabilities/mail/mail-html.server";
import { AgencyReportMail, VisitorReportMail } from "./report-mail";
import { REPORT_MAIL_TEXT } from "./report-mail.content";
import { requestFindings } from "./report-requests.server";
import type { ReportTool } from "./report-sources";

export interface ReportEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
  /** Stable per request and recipient, so a rare duplicate after a lost reply can be dropped. */
  messageId: string;
  attachments: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface ReportMailContext {
  tool: ReportTool;
  /** The site audit's report page (absolute); null for the other tools. */
  reportUrl: string | null;
  /** "Sitemi takip et" on that page; null for the other tools, or while site monitoring is off. */
  watchUrl?: string | null;
  siteUrl: string;
  messageIdDomain: string;
}

/**
 * The visitor's e-mail: a short Turkish summary, the report's link (site audit), the result as an
 * attachment and the agency's contact details. React escapes every value from the request; the
 * attachment is the stored file (or the audit's PDF, rendered by the caller).
 */
export function composeVisitorReportEmail(
  request: ReportRequest,
  context: ReportMailContext,
  attachment: { name: string; content: string | Buffer; type: string } | null,
): ReportEmail {
  const text = REPORT_MAIL_TEXT.visitor;
  const findings = requestFindings(request);
  const contactUrl = new URL("/iletisim", context.siteUrl).toString();
  const attachmentLine = attachment ? text.attachment(attachment.name) : request.report_id ? text.attachmentMissing : null;
  const contactLine = `${site.phone.display} · ${site.email}`;

  const plain = [
    text.greeting(request.name),
    "",
    text.intro(request.site),
    request.score === null ? "" : text.score(request.score),
    "",
    ...(findings.length > 0 ? [`${text.findingsHeading}:`, ...findings.map((line) => `- ${line}`), ""] : []),
    context.reportUrl ? `${text.reportLink}: ${context.reportUrl}` : "",
    attachmentLine ?? "",
    ...(context.watchUrl ? ["", text.watchHeading, `${text.watchIntro} ${context.watchUrl}`] : []),
    "",
    `${text.ctaHeading}`,
    text.cta,
    contactLine,
    `${text.contactPage}: ${contactUrl}`,
    "",
    text.footer(site.name),
  ]
    .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
    .join("\n");

  const html = renderMailHtml(
    createElement(VisitorReportMail, {
      toolTitle: context.tool.title,
      name: request.name,
      site: request.site,
      score: request.score,
      findings,
      reportUrl: context.reportUrl,
      watchUrl: context.watchUrl ?? null,
      attachmentLine,
      contactLine,
      contactUrl,
      siteName: site.name,
    }),
  );

  return {
    subject: text.subject(context.tool.title, request.site),
    text: plain,
    html,
    // The visitor's reply reaches the agency, as a contact message would.
    replyTo: { name: site.name, address: site.email },
    messageId: `<report-${request.id}-visitor@${context.messageIdDomain}>`,
    attachments: attachment ? [{ filename: attachment.name, content: attachment.content, contentType: attachment.type }] : [],
  };
}

/** The agency's e-mail: who asked, for which site and tool, the score, the top findings and where the visit came from. */
export function composeAgencyReportEmail(request: ReportRequest, context: ReportMailContext): ReportEmail {
  const text = REPORT_MAIL_TEXT.agency;
  const findings = requestFindings(request);
  const rows: [string, string][] = [
    [text.labels.tool, context.tool.title],
    ...(request.site ? [[text.labels.site, request.site] as [string, string]] : []),
    ...(request.score === null ? [] : [[text.labels.score, `${request.score} / 100`] as [string, string]]),
    [text.labels.email, request.email],
    ...(request.name ? [[text.labels.name, request.name] as [string, string]] : []),
    [text.labels.newsletter, request.newsletter ? text.newsletterYes : text.newsletterNo],
    ...(context.reportUrl ? [[text.labels.report, context.reportUrl] as [string, string]] : []),
    [text.labels.sentAt, formatDateTimeShort(request.created_at)],
  ];
  const sourceRows = attributionRows(request);
  const plain = [
    text.intro(site.name),
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(findings.length > 0 ? [`${text.findingsHeading}:`, ...findings.map((line) => `- ${line}`), ""] : []),
    ...sourceRows.map(([label, value]) => `${label}: ${value}`),
    "",
    text.replyHint,
  ].join("\n");
  const html = renderMailHtml(createElement(AgencyReportMail, { rows: [...rows, ...sourceRows], findings }));
  const replyTo = replyToAddress(request.email);
  return {
    subject: text.subject(context.tool.title, request.site),
    text: plain,
    html,
    ...(replyTo === null ? {} : { replyTo: { name: request.name || request.email, address: replyTo } }),
    messageId: `<report-${request.id}-agency@${context.messageIdDomain}>`,
    attachments: [],
  };
}
