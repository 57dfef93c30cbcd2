import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Dialect } from "~/.server/db/connection";
import type { Database, ReportRequest } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
import { EMPTY_ATTRIBUTION, type Attribution } from "~/capabilities/lead-capture/attribution";
import { createDeliveryQueue, pendingChannel, prefixedChannelColumns } from "~/.server/outbox/delivery-queue";
import type { ListOptions } from "./repository.server";

export interface NewReportRequest {
  tool: string;
  email: string;
  name: string;
  site: string | null;
  reportId: string | null;
  score: number | null;
  findings: readonly string[];
  file: { name: string; type: string; content: string } | null;
  newsletter: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  attribution: Attribution;
}

/** Every column but the file's text. */
const LISTED_COLUMNS = [
  "id", "tool", "email", "name", "site", "report_id", "score", "findings", "file_name", "file_type", "newsletter", "consent_at",
  "ip_address", "user_agent", "created_at", "landing_page", "referrer_host", "utm_source", "utm_medium", "utm_campaign", "utm_term",
  "utm_content", "gclid", "fbclid", "form_source",
  ...(["visitor_mail", "agency_mail", "webhook"] as const).flatMap((channel) =>
    (["status", "attempts", "last_error", "next_attempt_at", "claimed_by", "claimed_until", "delivered_at"] as const).map(
      (field) => `${channel}_${field}` as const,
    ),
  ),
] as const satisfies readonly Exclude<keyof ReportRequest, "file_content">[];

export type ReportRequestRepository = ReturnType<typeof createReportRequestRepository>;

/** Report requests ("Raporu e-postama gönder"): stored first, then delivered per channel by the outbox. */
export function createReportRequestRepository(db: Kysely<Database>, dialect: Dialect) {
  return {
    ...createDeliveryQueue<ReportRequest>(db, dialect, "report_requests", {
      visitor: prefixedChannelColumns("visitor_mail"),
      email: prefixedChannelColumns("agency_mail"),
      webhook: prefixedChannelColumns("webhook"),
    }),

    /** The request is safe once this resolves; every delivery is pending and due now. */
    async insert(input: NewReportRequest, now = Date.now()): Promise<ReportRequest> {
      const row = {
        id: randomUUID(),
        tool: input.tool,
        email: input.email,
        name: input.name,
        site: input.site?.slice(0, 300) ?? null,
        report_id: input.reportId,
        score: input.score,
        findings: JSON.stringify(input.findings),
        file_name: input.file?.name ?? null,
        file_type: input.file?.type ?? null,
        file_content: input.file?.content ?? null,
        newsletter: input.newsletter ? 1 : 0,
        consent_at: isoTime(now),
        ip_address: input.ipAddress?.slice(0, 64) ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
        created_at: isoTime(now),
        ...EMPTY_ATTRIBUTION,
        ...input.attribution,
        ...pendingChannel("visitor_mail", now),
        ...pendingChannel("agency_mail", now),
        ...pendingChannel("webhook", now),
      } as ReportRequest;
      await db.insertInto("report_requests").values(row).execute();
      return row;
    },

    async get(id: string): Promise<ReportRequest | undefined> {
      return db.selectFrom("report_requests").selectAll().where("id", "=", id).executeTakeFirst();
    },

    /** Every request, oldest first; the file's text is not read (it can be large). */
    async list(options: ListOptions = {}): Promise<Omit<ReportRequest, "file_content">[]> {
      return db
        .selectFrom("report_requests")
        .select(LISTED_COLUMNS)
        .$if(Boolean(options.since), (query) => query.where("created_at", ">=", options.since ?? ""))
        .orderBy("created_at")
        .execute();
    },
  };
}

/** The stored summary lines of a request. */
export function requestFindings(request: Pick<ReportRequest, "findings">): string[] {
  try {
    const parsed: unknown = JSON.parse(request.findings);
    return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === "string") : [];
  } catch {
    return [];
  }
}
