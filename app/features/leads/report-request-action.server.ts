import { checkRateLimit } from "~/.server/json-api";
import { log } from "~/.server/log";
import type { RateLimitRule } from "~/.server/rate-limit";
import { csvText } from "~/shared/csv";
import { ATTRIBUTION_BODY_KEY, parseAttribution } from "~/capabilities/lead-capture/attribution";
import type { LeadReply, LeadSubmission } from "~/capabilities/lead-capture/submission.server";
import { HONEYPOT_FIELD } from "./contact-schema";
import { normaliseEmail } from "./repository.server";
import type { NewReportRequest } from "./report-requests.server";
import { isTicked } from "~/capabilities/lead-capture/form-values";
import {
  REPORT_FILE_MAX_BYTES,
  REPORT_HIDDEN_FIELDS,
  REPORT_RECIPIENT_DAILY_LIMIT,
  REPORT_REQUEST_TEXT,
  REPORT_SUMMARY_LINE_MAX_LENGTH,
  REPORT_SUMMARY_MAX_LINES,
  validateReportForm,
  type ReportRequestResult,
} from "./report-request";
import { reportTool, type ReportFileSpec } from "./report-sources";
import { REPORT_REQUEST_REPLIES } from "./report-request.content";

const DAY_MS = 24 * 60 * 60_000;
/** Turkey keeps UTC+3 all year: "a day" for the recipient limit starts at midnight in Istanbul. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60_000;

/** Per client address: CONTACT_RATE_LIMIT report requests in 10 minutes, counted apart from messages. */
export function reportRequestRateLimit(limit: number): RateLimitRule {
  return { bucket: "report-request", limit, windowMs: 10 * 60_000 };
}

/** Per recipient address, whoever asks: no sending report e-mails to a third party all day long. */
export const REPORT_RECIPIENT_RULE: RateLimitRule = {
  bucket: "report-recipient",
  limit: REPORT_RECIPIENT_DAILY_LIMIT,
  windowMs: DAY_MS,
  windowOffsetMs: ISTANBUL_OFFSET_MS,
};

type Refusal = { status: 400; body: ReportRequestResult };

const invalidResult = (message: string = REPORT_REQUEST_REPLIES.invalidResult): Refusal => ({
  status: 400,
  body: { status: "failed", message },
});

/** A text cut to `max` characters, an ellipsis included, without splitting an emoji's halves. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end)}…`;
}

/** The result a tool's screen sent: its summary lines and its file, written by our own rules. */
function readResult(raw: unknown, file: ReportFileSpec | null): { findings: string[]; file: NewReportRequest["file"] } | Refusal {
  let value = raw;
  if (typeof value === "string") {
    // A form field carries the result as JSON text; the JSON API as an object.
    try {
      value = JSON.parse(value);
    } catch {
      return invalidResult();
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return invalidResult();
  const { summary, file: content } = value as Record<string, unknown>;
  if (!Array.isArray(summary) || !summary.every((line) => typeof line === "string")) return invalidResult();
  const findings = summary.slice(0, REPORT_SUMMARY_MAX_LINES).map((line: string) => cut(line.trim(), REPORT_SUMMARY_LINE_MAX_LENGTH));
  if (!file || content === undefined || content === null) return { findings, file: null };
  let text: string;
  if (file.format === "csv") {
    const isRows = Array.isArray(content) && content.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === "string"));
    if (!isRows) return invalidResult();
    text = csvText(content as string[][], { bom: true });
  } else {
    if (typeof content !== "string") return invalidResult();
    text = content;
  }
  if (Buffer.byteLength(text, "utf8") > REPORT_FILE_MAX_BYTES) return invalidResult(REPORT_REQUEST_REPLIES.resultTooLarge);
  return { findings, file: { name: file.name, type: file.type, content: text } };
}

function textField(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text === "" ? null : cut(text, max);
}

/**
 * "Raporu e-postama gönder": validate, rate-limit per client and per recipient, **store**, then
 * hand the e-mails to the outbox. Nothing is sent for a refused request; a stored one is never
 * lost (the outbox retries every delivery until it goes out).
 */
export async function submitReportRequest(
  fields: Record<string, unknown>,
  { services, clientIp, sourcePage, userAgent }: LeadSubmission,
): Promise<LeadReply<ReportRequestResult>> {
  const sent: LeadReply<ReportRequestResult> = { status: 200, body: { status: "sent", message: REPORT_REQUEST_REPLIES.successToast } };
  if (String(fields[HONEYPOT_FIELD] ?? "").trim() !== "") {
    log.warn("report_request_honeypot", { ip: clientIp });
    return sent;
  }
  const errors = validateReportForm(fields);
  if (Object.keys(errors).length > 0) {
    return { status: 400, body: { status: "invalid", message: REPORT_REQUEST_TEXT.validationToast, errors } };
  }
  const sources = services.reportSources;
  const toolKey = fields[REPORT_HIDDEN_FIELDS.tool];
  const tool = reportTool(sources, toolKey);
  if (!tool || typeof toolKey !== "string") return invalidResult();

  try {
    const clientRefusal = await checkRateLimit(services.rateLimiter, reportRequestRateLimit(services.env.CONTACT_RATE_LIMIT), clientIp, () => REPORT_REQUEST_REPLIES.rateLimited);
    if (clientRefusal) {
      log.warn("report_request_rate_limited", { ip: clientIp });
      return { status: 429, body: { status: "failed", message: clientRefusal.message }, headers: clientRefusal.headers };
    }

    let request: Pick<NewReportRequest, "site" | "reportId" | "score" | "findings" | "file">;
    if (toolKey === sources.auditTool) {
      const reportId = fields[REPORT_HIDDEN_FIELDS.reportId];
      const audit = typeof reportId === "string" ? await sources.loadAudit(reportId) : null;
      if (audit === null) return invalidResult(REPORT_REQUEST_REPLIES.unknownReport);
      if (audit === "not-ready") return invalidResult(REPORT_REQUEST_REPLIES.reportNotReady);
      request = { site: audit.site, reportId: reportId as string, score: audit.score, findings: audit.findings, file: null };
    } else {
      const result = readResult(fields[REPORT_HIDDEN_FIELDS.result], tool.file);
      if ("status" in result) return result;
      const score = Number(fields[REPORT_HIDDEN_FIELDS.score]);
      request = {
        site: textField(fields[REPORT_HIDDEN_FIELDS.site], 300),
        reportId: null,
        score: Number.isInteger(score) && score >= 0 && score <= 100 ? score : null,
        ...result,
      };
    }

    const email = String(fields.email).trim();
    // Counted last, once the request is known to be good: a refused request costs no recipient quota.
    const recipient = await services.rateLimiter.hit(REPORT_RECIPIENT_RULE, normaliseEmail(email));
    if (!recipient.allowed) {
      log.warn("report_request_recipient_limited", { ip: clientIp });
      return {
        status: 429,
        body: { status: "failed", message: REPORT_REQUEST_REPLIES.recipientLimit(REPORT_RECIPIENT_DAILY_LIMIT) },
        headers: { "Retry-After": String(recipient.retryAfterSeconds) },
      };
    }

    const attribution = parseAttribution(fields[ATTRIBUTION_BODY_KEY]);
    attribution.form_source ??= toolKey;
    const newsletter = isTicked(fields.newsletter);
    const stored = await services.reportRequests.insert({
      ...request,
      tool: toolKey,
      email,
      name: typeof fields.name === "string" ? fields.name.trim() : "",
      newsletter,
      ipAddress: clientIp,
      userAgent,
      attribution,
    });
    log.info("report_request_stored", { id: stored.id, tool: toolKey, delivery: services.reportOutbox ? "queued" : "no delivery configured" });
    services.reportOutbox?.kick();

    if (newsletter) {
      // The request is already safe; a sign-up that fails here is logged, never the visitor's problem.
      try {
        const result = await services.leads.subscribe(email, { sourcePage, ipAddress: clientIp, attribution });
        if (result !== "confirmed") services.newsletterOutbox?.kick();
      } catch (error) {
        log.error("report_request_newsletter_failed", { id: stored.id, error });
      }
    }
    return sent;
  } catch (error) {
    log.error("report_request_store_failed", { error });
    return { status: 503, body: { status: "failed", message: REPORT_REQUEST_TEXT.failureToast } };
  }
}
