import { RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import { formatNumber } from "~/shared/format";
import type { AuditReport } from "./report";

/**
 * The report's most costly findings as short lines ("Hata: Başlık etiketi eksik (12 sayfa)"), for
 * the e-mails a report request sends (app/features/leads): the report keeps them in that order.
 */
export function reportSummaryLines(report: Pick<AuditReport, "findings">, max: number): string[] {
  return report.findings.slice(0, max).map((finding) => {
    const title = RULE_TEXTS[finding.id]?.title ?? finding.id;
    return `${SEVERITY_NAMES[finding.severity]}: ${title} (${formatNumber(finding.affected)} adres)`;
  });
}
