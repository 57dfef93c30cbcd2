import { EXPORT_MIME, exportFileName } from "~/features/site-audit/export-file";
import { REPORT_EXPORT_FORMATS, type ReportExportFormat } from "~/features/site-audit/limits";
import { REPORT_TEXT } from "~/features/site-audit/content";
import type { ReportScreenshots } from "~/features/site-audit/export-pdf.server";
import type { AuditReportStore } from "~/features/site-audit/report-store.server";
import type { Route } from "./+types/rapor-indir";

/**
 * A stored report's download: JSON, CSV or PDF (app/features/site-audit/export-*). Per request,
 * never cached by a shared cache or indexed; a report that is missing, expired or deleted is a
 * Turkish 404 in plain text.
 */

const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "X-Content-Type-Options": "nosniff" };

function isFormat(value: string): value is ReportExportFormat {
  return (REPORT_EXPORT_FORMATS as readonly string[]).includes(value);
}

function notFound(): Response {
  return new Response(`${REPORT_TEXT.notFoundTitle}. ${REPORT_TEXT.notFoundText}\n`, {
    status: 404,
    headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The report's stored screenshots, for the PDF. */
async function screenshotsOf(store: AuditReportStore, id: string): Promise<ReportScreenshots> {
  const [mobile, desktop] = await Promise.all([store.getScreenshot(id, "mobile"), store.getScreenshot(id, "desktop")]);
  return { ...(mobile ? { mobile } : {}), ...(desktop ? { desktop } : {}) };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isFormat(params.format)) return notFound();
  const stored = await context.services.auditReports.get(params.id);
  if (stored?.status !== "done") return notFound();
  const { report } = stored;
  const body =
    params.format === "pdf"
      ? new Uint8Array(await (await import("~/features/site-audit/export-pdf.server")).reportPdf(report, await screenshotsOf(context.services.auditReports, report.id)))
      : params.format === "csv"
        ? (await import("~/features/site-audit/export-csv")).reportCsv(report)
        : (await import("~/features/site-audit/export-json")).reportJson(report);
  return new Response(body, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": EXPORT_MIME[params.format],
      "Content-Disposition": `attachment; filename="${exportFileName(report, params.format)}"`,
    },
  });
}
