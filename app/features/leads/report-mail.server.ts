import type { ReportRequest } from "~/.server/db/schema";
import { formatDateTimeShort } from "~/shared/format";
import { site } from "~/site/site.content";
import { attributionRows, escapeHtml, htmlRows, replyToAddress } from "./lead-mail.server";
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
  siteUrl: string;
  messageIdDomain: string;
}

const BODY_STYLE = "font-family:Arial,sans-serif;color:#0f172a;max-width:640px";

function findingsHtml(heading: string, findings: readonly string[]): string {
  if (findings.length === 0) return "";
  return `<h2 style="font-size:16px">${escapeHtml(heading)}</h2>\n<ul>\n${findings.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}\n</ul>`;
}

/**
 * The visitor's e-mail: a short Turkish summary, the report's link (site audit), the result as an
 * attachment and the agency's contact details. Every value from the request is escaped; the
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

  const html = `<!DOCTYPE html><html lang="tr"><body style="${BODY_STYLE}">
<h1 style="font-size:20px">${escapeHtml(text.heading(context.tool.title))}</h1>
<p>${escapeHtml(text.greeting(request.name))}</p>
<p>${escapeHtml(text.intro(request.site))}</p>
${request.score === null ? "" : `<p style="font-size:18px;font-weight:bold">${escapeHtml(text.score(request.score))}</p>`}
${findingsHtml(text.findingsHeading, findings)}
${context.reportUrl ? `<p><a href="${escapeHtml(context.reportUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(text.reportLink)}</a></p>` : ""}
${attachmentLine ? `<p>${escapeHtml(attachmentLine)}</p>` : ""}
<h2 style="font-size:16px">${escapeHtml(text.ctaHeading)}</h2>
<p>${escapeHtml(text.cta)}<br>${escapeHtml(contactLine)}<br><a href="${escapeHtml(contactUrl)}">${escapeHtml(text.contactPage)}</a></p>
<p style="color:#475569;font-size:12px">${escapeHtml(text.footer(site.name))}</p>
</body></html>`;

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
  const html = `<!DOCTYPE html><html lang="tr"><body style="${BODY_STYLE}">
<h1 style="font-size:18px">${escapeHtml(text.heading)}</h1>
<table cellpadding="6" style="border-collapse:collapse">
${htmlRows([...rows, ...sourceRows])}
</table>
${findingsHtml(text.findingsHeading, findings)}
<p style="color:#475569;font-size:12px">${escapeHtml(text.replyHint)}</p>
</body></html>`;
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
