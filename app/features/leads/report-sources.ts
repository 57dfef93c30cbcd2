/**
 * What a report request needs to know of the tools, handed in by the composition root
 * (app/report-sources.server.ts): a feature never imports another feature, so the tools' names,
 * their attachments and the site audit's stored reports reach the leads feature through this.
 */

/** How a tool's result travels as an e-mail attachment. */
export interface ReportFileSpec {
  name: string;
  type: string;
  /** "csv": the screen sends rows and the server writes them (formula-like cells made inert); "text": as shown. */
  format: "text" | "csv";
}

export interface ReportTool {
  /** The tool's name as its card shows it ("XML Sitemap Oluşturucu"). */
  title: string;
  /** The attachment, or null when the tool has none (the site audit's PDF is rendered, not sent). */
  file: ReportFileSpec | null;
}

/** A stored site audit as its report request's e-mails show it. */
export interface AuditSummary {
  site: string;
  score: number;
  /** The most costly findings, one line each. */
  findings: string[];
  /** The report page's absolute address. */
  reportUrl: string;
}

export interface ReportSources {
  /** The tools whose result can be e-mailed, by key (the tool's slug). */
  tools: Readonly<Record<string, ReportTool>>;
  /** The site audit's key: its requests name a stored report instead of carrying a result. */
  auditTool: string;
  /** null: no such report (or expired); "not-ready": still running or failed. */
  loadAudit(reportId: string): Promise<AuditSummary | "not-ready" | null>;
  /** The report page's absolute address. */
  auditReportUrl(reportId: string): string;
  /** Where the report page offers "Sitemi takip et" (absolute), or null while site monitoring is off. */
  auditWatchUrl(reportId: string): string | null;
  /** The report's PDF when its e-mail is sent; null when the report is gone meanwhile. */
  auditPdf(reportId: string): Promise<{ name: string; content: Buffer } | null>;
}

export function reportTool(sources: Pick<ReportSources, "tools">, key: unknown): ReportTool | null {
  return typeof key === "string" && Object.hasOwn(sources.tools, key) ? (sources.tools[key] ?? null) : null;
}
