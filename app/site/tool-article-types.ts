import type { FaqItem } from "~/shared/content-types";

/** A long-form guide shown under a tool (ToolPage's `article` slot), as typed content. */

export interface ToolArticleCode {
  /** What the snippet is, read before it (also its accessible name). */
  label: string;
  text: string;
}

export interface ToolArticleSection {
  /** Rendered as an H3 under the article's H2. */
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
  code?: ToolArticleCode;
  /** Paragraphs after the list or code sample. */
  after?: readonly string[];
}

export interface ToolArticle {
  /** Rendered as the article's H2. */
  title: string;
  intro: readonly string[];
  sections: readonly ToolArticleSection[];
}

/** Words of the article's visible text (title, paragraphs, lists, code), for length checks. */
export function countArticleWords(article: ToolArticle): number {
  const texts: string[] = [article.title, ...article.intro];
  for (const section of article.sections) {
    texts.push(section.heading, ...section.paragraphs, ...(section.bullets ?? []), ...(section.after ?? []));
    if (section.code) texts.push(section.code.label);
  }
  return texts
    .join(" ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** The how-to and FAQ every tool page shows under the tool. */
export interface ToolGuide {
  /** Short how-to, one step per item. */
  steps: readonly string[];
  faq: readonly FaqItem[];
}
