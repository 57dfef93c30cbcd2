import { FAMILY_NAMES, RULE_TEXTS, SEVERITY_NAMES } from "~/capabilities/audit-rules/catalogue.content";
import { csvText } from "~/shared/csv";
import { EXPORT_CSV } from "./export.content";
import type { AuditReport } from "./report";

/**
 * The findings as a spreadsheet (the shared writer: RFC 4180 quoting, CRLF, a BOM for Excel's
 * Turkish letters, formula and control-character guards): one row per affected address, one
 * row without an address for a finding that has none, and a closing note where the report cut a
 * finding's addresses at its limit.
 */
export function reportCsv(report: AuditReport): string {
  const rows: string[][] = [[...EXPORT_CSV.header]];
  for (const finding of report.findings) {
    const rule = [finding.id, FAMILY_NAMES[finding.family], SEVERITY_NAMES[finding.severity], RULE_TEXTS[finding.id]?.title ?? finding.id];
    if (finding.hits.length === 0) rows.push([...rule, "", ""]);
    for (const hit of finding.hits) rows.push([...rule, hit.url, hit.detail ?? ""]);
    if (finding.affected > finding.hits.length && finding.hits.length > 0) {
      rows.push([...rule, "", EXPORT_CSV.moreAddresses(finding.affected, finding.hits.length)]);
    }
  }
  return csvText(rows, { bom: true });
}
