import type { ReportFileSpec, ReportSources } from "./features/leads/report-sources";
import { SEO_TOOL_CARDS, SITE_AUDIT_CARD_ID, type SeoToolId } from "./features/seo-tools/content";
import { SITEMAP_FILE_NAME } from "./features/sitemap/constants";
import { CLUSTER_FILE_NAME } from "./features/keyword-clustering/messages.content";
import { LIVE_META_TEXT } from "./features/meta-tags/live.content";
import { CONTENT_WRITER_TEXT } from "./features/content-writer/content";
import { LIVE_ACCESS_CSV } from "./features/gptbot-simulator/live-access.content";
import { SEARCH_CONSOLE_FILE_NAMES } from "./features/rank-finder/search-console.content";
import { exportFileName } from "./features/site-audit/export-file";
import { reportPath } from "./features/site-audit/limits";
import type { AuditReportStore } from "./features/site-audit/report-store.server";
import { reportSummaryLines } from "./features/site-audit/report-summary";
import { REPORT_SUMMARY_MAX_LINES } from "./features/leads/report-request";
import { WATCH_ANCHOR } from "./features/site-monitor/request-watch";

/**
 * Each tool's result as an e-mail attachment ("Raporu e-postama gönder"). The site audit's is its
 * PDF, rendered when the e-mail is sent. Markup snippets travel as plain text: an HTML attachment
 * from a web form is what phishing looks like to a mail filter.
 */
const REPORT_FILES: Readonly<Record<SeoToolId, ReportFileSpec | null>> = {
  "seo-analizi": null,
  "llms-txt-uretici": { name: "llms.txt", type: "text/plain", format: "text" },
  "hreflang-uretici": { name: "hreflang-etiketleri.txt", type: "text/plain", format: "text" },
  "canonical-uretici": { name: "canonical-etiketleri.txt", type: "text/plain", format: "text" },
  "sitemap-uretici": { name: SITEMAP_FILE_NAME, type: "application/xml", format: "text" },
  "meta-uretici": { name: LIVE_META_TEXT.csvFileName, type: "text/csv", format: "csv" },
  // The clusters go as the tool's own download, a text report (a second, CSV serializer would drift).
  "kelime-gruplayici": { name: CLUSTER_FILE_NAME, type: "text/plain", format: "text" },
  // The live AI-crawler check's CSV download (the page analysis sends its summary only).
  "gptbot-simulatoru": { name: LIVE_ACCESS_CSV.fileName, type: "text/csv", format: "csv" },
  // The Search Console import's queries table, as its own download (the live check sends no file).
  "sira-bulucu": { name: SEARCH_CONSOLE_FILE_NAMES.query, type: "text/csv", format: "csv" },
  // Named as the tool's own .md download of a brief (an AI draft goes under the same name).
  "icerik-yazari": { name: `${CONTENT_WRITER_TEXT.briefFileName}.md`, type: "text/markdown", format: "text" },
};

/**
 * What the leads feature needs of the tools for report requests (app/features/leads/report-sources.ts),
 * assembled here because a feature never imports another feature.
 */
export function createReportSources(auditReports: AuditReportStore, siteUrl: string, options: { monitorEnabled: boolean } = { monitorEnabled: false }): ReportSources {
  const auditReportUrl = (reportId: string) => new URL(reportPath(reportId), siteUrl).toString();
  return {
    tools: Object.fromEntries(
      SEO_TOOL_CARDS.filter((card) => card.available).map((card) => [card.id, { title: card.title, file: REPORT_FILES[card.id] }]),
    ),
    auditTool: SITE_AUDIT_CARD_ID,
    auditReportUrl,
    auditWatchUrl: (reportId) => (options.monitorEnabled ? `${auditReportUrl(reportId)}#${WATCH_ANCHOR}` : null),
    async loadAudit(reportId) {
      const stored = await auditReports.get(reportId);
      if (!stored) return null;
      if (stored.status !== "done") return "not-ready";
      const { report } = stored;
      return {
        site: report.startUrl,
        score: report.score,
        findings: reportSummaryLines(report, REPORT_SUMMARY_MAX_LINES),
        reportUrl: auditReportUrl(reportId),
      };
    },
    async auditPdf(reportId) {
      const stored = await auditReports.get(reportId);
      if (stored?.status !== "done") return null;
      // pdfkit loads on the first report e-mail only, as on the report's PDF download.
      const { reportPdf } = await import("./features/site-audit/export-pdf.server");
      return { name: exportFileName(stored.report, "pdf"), content: await reportPdf(stored.report) };
    },
  };
}

