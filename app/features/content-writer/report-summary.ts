import type { ReportResultPayload } from "~/shared/tool-report";
import type { ParsedDraft } from "./draft";
import { resultFields, resultMarkdown, type ContentResult } from "./export";
import { CONTENT_REPORT_TEXT } from "./report.content";

/** What the result is, then its title, description and H1 (the lines a page needs first); blanks left out. */
export function contentReportSummary(result: ContentResult, draft: ParsedDraft | null): string[] {
  const fields = resultFields(result, draft);
  const kind =
    result.kind === "brief"
      ? CONTENT_REPORT_TEXT.brief(result.brief.pageTypeLabel, result.brief.targetWords.min, result.brief.targetWords.max)
      : CONTENT_REPORT_TEXT.draft;
  return [
    kind,
    ...(fields.title.trim() ? [CONTENT_REPORT_TEXT.title(fields.title.trim())] : []),
    ...(fields.description.trim() ? [CONTENT_REPORT_TEXT.description(fields.description.trim())] : []),
    ...(fields.h1.trim() ? [CONTENT_REPORT_TEXT.h1(fields.h1.trim())] : []),
  ];
}

/** The summary and the same Markdown as the ".md indir" button. */
export function contentReportPayload(result: ContentResult, draft: ParsedDraft | null): ReportResultPayload {
  return { summary: contentReportSummary(result, draft), file: resultMarkdown(result) };
}
