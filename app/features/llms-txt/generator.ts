/**
 * The standalone llms.txt generator: site name, URL, description, important pages, FAQs and
 * keywords, rendered through the shared format.
 *
 * FAQs and keywords go into the info block (the free Markdown between the summary and the first
 * section). The format's sections may hold nothing but link items, and a question with its answer
 * is not a link; the info block is the one place where the grammar allows arbitrary text, so the
 * file still parses with the reference parser. They are written as plain text and a list, not
 * headings, because llmstxt.org allows no headings there.
 */
import { checkHttpUrl } from "~/capabilities/url/http-url";
import { renderLlmsTxt } from "~/capabilities/llms-txt-grammar/render";
import type { LlmsDocument, LlmsLink, LlmsSection } from "~/capabilities/llms-txt-grammar/render";
import { DEFAULT_PROJECT_DESCRIPTION, DEFAULT_PROJECT_NAME } from "./hub-generator";
import {
  LLMS_FAQ_ANSWER_LABEL,
  LLMS_FAQ_HEADING,
  LLMS_FAQ_QUESTION_LABEL,
  LLMS_KEYWORDS_LABEL,
  LLMS_PAGES_SECTION_TITLE,
  LLMS_SITE_URL_LABEL,
} from "./llms-file.content";

export const LLMS_TXT_FILE_NAME = "llms.txt";

export interface LlmsPageInput {
  title: string;
  url: string;
  description: string;
  /** The H2 section the page goes under; blank = LLMS_PAGES_SECTION_TITLE. */
  section?: string;
}

export interface LlmsFaqInput {
  question: string;
  answer: string;
}

export interface LlmsTxtForm {
  siteName: string;
  siteUrl: string;
  description: string;
  pages: LlmsPageInput[];
  faqs: LlmsFaqInput[];
  /** Comma-separated, as typed. */
  keywords: string;
}

export function createLlmsPage(): LlmsPageInput {
  return { title: "", url: "", description: "" };
}

export function createLlmsFaq(): LlmsFaqInput {
  return { question: "", answer: "" };
}

/** Pages and FAQs start with one empty row each (docs/requirements.md R4.4). */
export function createLlmsTxtForm(): LlmsTxtForm {
  return {
    siteName: "",
    siteUrl: "",
    description: "",
    pages: [createLlmsPage()],
    faqs: [createLlmsFaq()],
    keywords: "",
  };
}

/** Trimmed, blank items dropped, repeats (compared in Turkish lower case) dropped. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of text.split(",")) {
    const keyword = raw.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("tr");
    if (keyword === "" || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Page addresses typed as paths (`/hizmetler`) are made absolute against the site URL when that is
 * a valid address: a reader of llms.txt may fetch them without knowing where the file came from.
 */
function pageLinks(pages: readonly LlmsPageInput[], siteUrl: string | null): LlmsLink[] {
  return pages
    .filter((page) => page.title.trim() !== "" && page.url.trim() !== "")
    .map((page) => {
      let url = page.url.trim();
      if (siteUrl !== null && !/^[a-z][a-z\d+.-]*:/i.test(url)) {
        try {
          url = new URL(url, siteUrl).href;
        } catch {
          // Kept as typed.
        }
      }
      const description = page.description.trim();
      return description === "" ? { title: page.title, url } : { title: page.title, url, description };
    });
}

/** Pages grouped by their section name (first appearance order); rows without one share LLMS_PAGES_SECTION_TITLE. */
function pageSections(pages: readonly LlmsPageInput[], siteUrl: string | null): LlmsSection[] {
  const groups = new Map<string, LlmsPageInput[]>();
  for (const page of pages) {
    const title = oneLine(page.section ?? "") || LLMS_PAGES_SECTION_TITLE;
    groups.set(title, [...(groups.get(title) ?? []), page]);
  }
  if (groups.size === 0) groups.set(LLMS_PAGES_SECTION_TITLE, []);
  return [...groups].map(([title, rows]) => ({ title, links: pageLinks(rows, siteUrl) }));
}

function infoBlock(form: LlmsTxtForm, siteUrl: string | null): string {
  const paragraphs: string[] = [];
  const typedUrl = oneLine(form.siteUrl);
  if (typedUrl !== "") paragraphs.push(`${LLMS_SITE_URL_LABEL}: ${siteUrl ?? typedUrl}`);

  const keywords = parseKeywords(form.keywords);
  if (keywords.length > 0) paragraphs.push(`${LLMS_KEYWORDS_LABEL}: ${keywords.join(", ")}`);

  const faqs = form.faqs
    .map((faq) => ({ question: oneLine(faq.question), answer: oneLine(faq.answer) }))
    .filter((faq) => faq.question !== "" && faq.answer !== "");
  if (faqs.length > 0) {
    const items = faqs.map(
      (faq) => `- ${LLMS_FAQ_QUESTION_LABEL}: ${faq.question}\n  ${LLMS_FAQ_ANSWER_LABEL}: ${faq.answer}`,
    );
    paragraphs.push(`${LLMS_FAQ_HEADING}:`, items.join("\n"));
  }
  return paragraphs.join("\n\n");
}

/** The document for a form, or null while nothing usable has been entered. */
export function buildLlmsDocument(form: LlmsTxtForm): LlmsDocument | null {
  const check = checkHttpUrl(form.siteUrl);
  const siteUrl = check.ok ? check.href : null;
  const links = pageLinks(form.pages, siteUrl);
  const info = infoBlock(form, siteUrl);
  const name = oneLine(form.siteName);
  const summary = oneLine(form.description);
  if (name === "" && summary === "" && info === "" && links.length === 0) return null;
  return {
    name: name || DEFAULT_PROJECT_NAME,
    summary: summary || DEFAULT_PROJECT_DESCRIPTION,
    ...(info === "" ? {} : { info }),
    sections: pageSections(form.pages, siteUrl),
  };
}

/**
 * The llms.txt text, or "" while the form is empty (the preview stays blank and copy or download
 * shows LLMS_EMPTY_FORM_MESSAGE; test with isLlmsTxtEmpty).
 */
export function generateLlmsTxt(form: LlmsTxtForm): string {
  const doc = buildLlmsDocument(form);
  return doc === null ? "" : renderLlmsTxt(doc);
}

export function isLlmsTxtEmpty(text: string): boolean {
  return text.trim() === "";
}
