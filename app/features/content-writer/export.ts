import type { ContentBrief } from "./brief";
import { draftMarkdown, markdownToPlainText, parseDraft, type ParsedDraft } from "./draft";

/**
 * What the result view shows, checks and exports, whichever mode made it: the AI draft as parsed
 * from its Markdown, or the rule-based brief. Pure.
 */
export type ContentResult =
  | { kind: "draft"; text: string }
  /** `markdown`: briefMarkdown(brief), made with the brief (brief.ts loads on demand). */
  | { kind: "brief"; brief: ContentBrief; markdown: string };

export interface ResultFields {
  title: string;
  description: string;
  h1: string;
  body: string;
}

export function resultFields(result: ContentResult, draft: ParsedDraft | null): ResultFields {
  if (result.kind === "brief") return { title: result.brief.title, description: result.brief.description, h1: result.brief.h1, body: "" };
  const parsed = draft ?? parseDraft(result.text);
  return { title: parsed.title, description: parsed.description, h1: parsed.h1, body: parsed.body };
}

export function resultMarkdown(result: ContentResult): string {
  return result.kind === "brief" ? result.markdown : draftMarkdown(result.text);
}

export function resultPlainText(result: ContentResult): string {
  return `${markdownToPlainText(resultMarkdown(result))}\n`;
}
