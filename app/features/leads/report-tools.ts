import { SEO_TOOL_CARDS, type SeoToolId } from "~/features/seo-tools/content";

/** How a tool's result travels as an e-mail attachment. */
export interface ReportFileSpec {
  name: string;
  type: string;
  /** "csv": the screen sends rows and the server writes them (formula-like cells made inert); "text": as shown. */
  format: "text" | "csv";
}

/**
 * The tools whose result can be e-mailed, and their attachment. The site audit's is its PDF,
 * rendered from the stored report when the e-mail is sent. Markup snippets travel as plain text:
 * an HTML attachment from a web form is what phishing looks like to a mail filter.
 */
export const REPORT_TOOL_FILES: Readonly<Record<SeoToolId, ReportFileSpec | null>> = {
  "seo-analizi": null,
  "llms-txt-uretici": { name: "llms.txt", type: "text/plain", format: "text" },
  "hreflang-uretici": { name: "hreflang-etiketleri.txt", type: "text/plain", format: "text" },
  "canonical-uretici": { name: "canonical-etiketleri.txt", type: "text/plain", format: "text" },
  "sitemap-uretici": { name: "sitemap.xml", type: "application/xml", format: "text" },
  "meta-uretici": { name: "meta-etiketleri.csv", type: "text/csv", format: "csv" },
  "kelime-gruplayici": { name: "kelime-gruplari.csv", type: "text/csv", format: "csv" },
  "gptbot-simulatoru": { name: "ai-erisim-raporu.csv", type: "text/csv", format: "csv" },
  "sira-bulucu": { name: "sira-sonuclari.csv", type: "text/csv", format: "csv" },
  "icerik-yazari": { name: "icerik-brifi.md", type: "text/markdown", format: "text" },
};

/** The site audit: its request carries a report id instead of a result. */
export const SITE_AUDIT_TOOL: SeoToolId = "seo-analizi";

export function isReportTool(value: unknown): value is SeoToolId {
  return typeof value === "string" && Object.hasOwn(REPORT_TOOL_FILES, value);
}

/** The tool's name as its card shows it ("Ücretsiz SEO Analizi"). */
export function reportToolTitle(tool: string): string {
  return SEO_TOOL_CARDS.find((card) => card.id === tool)?.title ?? tool;
}
