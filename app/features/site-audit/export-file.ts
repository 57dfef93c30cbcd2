import { CSV_MIME } from "~/shared/csv";
import { EXPORT_FILE_PREFIX } from "./export.content";
import type { ReportExportFormat } from "./limits";
import type { AuditReport } from "./report";

export type ExportKind = ReportExportFormat;

export const EXPORT_MIME: Record<ExportKind, string> = {
  json: "application/json;charset=utf-8",
  csv: CSV_MIME,
  pdf: "application/pdf",
};

/**
 * The download's file name, for `Content-Disposition: attachment; filename="…"`: the host is the
 * audited site's choice, so only letters, digits, dots and hyphens of it are kept (no quote, slash
 * or line break can reach the header).
 */
export function exportFileName(report: Pick<AuditReport, "host" | "auditedAt">, kind: ExportKind): string {
  const host = report.host.toLowerCase().replace(/[^a-z0-9.-]+/g, "-").replace(/^[.-]+|[.-]+$/g, "").slice(0, 100) || "site";
  const date = /^\d{4}-\d{2}-\d{2}/.exec(report.auditedAt)?.[0];
  return `${[EXPORT_FILE_PREFIX, host, date].filter(Boolean).join("-")}.${kind}`;
}
