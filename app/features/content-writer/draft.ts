/**
 * The AI draft's fixed Markdown structure (the prompt asks for it, docs/decisions/029) and its
 * parser. The parser runs on every piece of streamed text, so it takes any prefix of a draft: a
 * section the model has not reached yet is empty, the one it is writing holds what came so far.
 * Pure: no React, no DOM.
 */

import { DRAFT_HEADINGS } from "./draft.content";
import { DRAFT_HEADING_ALIASES, FAQ_ANSWER_WORDS, FAQ_QUESTION_WORDS } from "./draft.lexicon";

export { DRAFT_HEADINGS };

export const DRAFT_SECTIONS = ["title", "description", "h1", "outline", "body", "faq", "cta"] as const;
export type DraftSection = (typeof DRAFT_SECTIONS)[number];

export interface OutlineItem {
  level: 2 | 3;
  text: string;
}

export interface FaqPair {
  question: string;
  answer: string;
}

export interface ParsedDraft {
  title: string;
  description: string;
  h1: string;
  outline: OutlineItem[];
  /** The body as Markdown (its own ### headings, lists and paragraphs). */
  body: string;
  faq: FaqPair[];
  cta: string;
  /**
   * Markdown the model wrote outside the known sections: before the first one, or under a heading
   * of its own (`# Başlık`, `## Neden biz?`) outside the body. Shown rather than lost.
   */
  extra: string;
  /** The section the text ends in: the one being written while the draft streams (null: outside them). */
  current: DraftSection | null;
}

/** Lower case, Turkish letters folded, letters and digits only: "Sıkça Sorulan Sorular:" → "sikcasorulansorular". */
function headingKey(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .replace(/[çğıöşü]/g, (ch) => ({ ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" })[ch] ?? ch)
    .replace(/[^a-z0-9]/g, "");
}

const SECTION_BY_KEY = new Map<string, DraftSection>(
  DRAFT_SECTIONS.map((section) => [headingKey(DRAFT_HEADINGS[section]), section]),
);
for (const [alias, section] of DRAFT_HEADING_ALIASES) {
  SECTION_BY_KEY.set(alias, section);
}

/** The section a line opens (`## Meta Açıklaması`), or null. Only level-2 headings open sections: the body keeps its ###. */
function sectionOf(line: string): DraftSection | null {
  const match = /^\s{0,3}##\s+(.+?)\s*#*\s*$/.exec(line);
  if (!match?.[1]) return null;
  return SECTION_BY_KEY.get(headingKey(match[1].replace(/\*\*/g, ""))) ?? null;
}

/** Sections whose own lines may be `#`/`##` headings: the body's headings, the outline's items. */
const HEADINGS_INSIDE: ReadonlySet<DraftSection> = new Set(["body", "outline"]);

/**
 * A `#` or `##` heading that opens no known section. Outside HEADINGS_INSIDE it starts text of the
 * model's own, which would otherwise be glued to a one-line section or read as an FAQ answer.
 */
function isOtherHeading(line: string): boolean {
  return /^\s{0,3}#{1,2}\s+\S/.test(line);
}

/** One line of plain text from a short section: no heading marks, emphasis or wrapping quotes. */
function oneLine(lines: readonly string[]): string {
  const text = lines
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(" ")
    .replace(/^#+\s*/, "")
    .replace(/\*\*|__/g, "")
    .trim();
  return text.replace(/^["“”'«](.*)["“”'»]$/u, "$1").trim();
}

function parseOutline(lines: readonly string[]): OutlineItem[] {
  const items: OutlineItem[] = [];
  for (const line of lines) {
    const match = /^(\s*)(?:[-*+]|\d+[.)])?\s*(?:(#{2,3})\s+)?(?:\*\*)?(?:H([23])\s*[:.)-]\s*)?(?:\*\*)?\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, indent = "", hashes, tag, rest = ""] = match;
    const text = rest.replace(/\*\*/g, "").trim();
    if (text === "") continue;
    const level: 2 | 3 = tag === "3" || hashes === "###" || (tag === undefined && hashes === undefined && indent.length >= 2) ? 3 : 2;
    items.push({ level, text });
  }
  return items;
}

const QUESTION_PREFIX = new RegExp(`^\\s*(?:#{3,4}\\s+|(?:\\*\\*)?(?:${FAQ_QUESTION_WORDS.join("|")})\\s*\\d*\\s*[:.)-]\\s*(?:\\*\\*)?\\s*)`, "i");
const ANSWER_PREFIX = new RegExp(`^\\s*(?:\\*\\*)?(?:${FAQ_ANSWER_WORDS.join("|")})\\s*\\d*\\s*[:.)-]\\s*(?:\\*\\*)?\\s*`, "i");

function parseFaq(lines: readonly string[]): FaqPair[] {
  const pairs: FaqPair[] = [];
  for (const line of lines) {
    if (line.trim() === "") continue;
    if (QUESTION_PREFIX.test(line) && !ANSWER_PREFIX.test(line)) {
      const question = line.replace(QUESTION_PREFIX, "").replace(/\*\*/g, "").trim();
      if (question !== "") pairs.push({ question, answer: "" });
      continue;
    }
    const last = pairs.at(-1);
    if (!last) continue;
    const text = line.replace(ANSWER_PREFIX, "").trim();
    last.answer = last.answer === "" ? text : `${last.answer} ${text}`;
  }
  return pairs;
}

/** A reply wrapped in a ```markdown fence loses the fence. */
function unfence(text: string): string {
  return text.replace(/^\s*```[a-z]*\s*\n/i, "").replace(/\n```\s*$/, "");
}

/** Parses a draft, or any prefix of one. Text outside the known sections is kept in `extra`. */
export function parseDraft(text: string): ParsedDraft {
  const lines: Record<DraftSection, string[]> = { title: [], description: [], h1: [], outline: [], body: [], faq: [], cta: [] };
  // Each stretch of text outside the sections on its own, so stretches stay apart when joined.
  const extra: string[][] = [];
  let stretch: string[] | null = null;
  let current: DraftSection | null = null;
  const all = unfence(text).split(/\r?\n/);
  // An unfinished last line that starts like a heading is held back until it is complete: while the
  // draft streams, "## Me" is the next section's heading being written, not the end of this one.
  const last = all.at(-1) ?? "";
  if (/^\s{0,3}#/.test(last) && sectionOf(last) === null) all.pop();
  for (const line of all) {
    const opened = sectionOf(line);
    if (opened) {
      current = opened;
      stretch = null;
      continue;
    }
    if (current !== null && !HEADINGS_INSIDE.has(current) && isOtherHeading(line)) current = null;
    if (current) {
      lines[current].push(line);
      continue;
    }
    if (!stretch) {
      stretch = [];
      extra.push(stretch);
    }
    stretch.push(line);
  }
  return {
    title: oneLine(lines.title),
    description: oneLine(lines.description),
    h1: oneLine(lines.h1),
    outline: parseOutline(lines.outline),
    body: lines.body.join("\n").trim(),
    faq: parseFaq(lines.faq),
    cta: lines.cta.join("\n").trim(),
    extra: extra
      .map((part) => part.join("\n").trim())
      .filter((part) => part !== "")
      .join("\n\n"),
    current,
  };
}

/** The draft's Markdown as it will be saved: trimmed, without a wrapping code fence. */
export function draftMarkdown(text: string): string {
  return `${unfence(text).trim()}\n`;
}

/**
 * Markdown as plain text: no heading marks, list bullets, emphasis, inline code or link targets.
 * For the .txt download and for counting words and sentences of the body.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, "")
        .replace(/^(\s*)[-*+]\s+/, "$1• ")
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/(\*\*|__)(.+?)\1/g, "$2")
        .replace(/(^|[^*\w])\*(?!\s)([^*]+?)\*(?!\w)/g, "$1$2")
        .replace(/`([^`]*)`/g, "$1")
        .trimEnd(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export type BodyBlock = { kind: "heading"; text: string } | { kind: "list"; items: string[] } | { kind: "paragraph"; text: string };

/**
 * The body's Markdown as blocks to show: its ### headings, bulleted or numbered lists and
 * paragraphs (consecutive lines joined), inline marks removed. Never HTML: the model's text is
 * rendered as text.
 */
export function bodyBlocks(markdown: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: markdownToPlainText(heading[1] ?? "") });
    } else if (item) {
      flush();
      const text = markdownToPlainText(item[1] ?? "");
      const last = blocks.at(-1);
      if (last?.kind === "list") last.items.push(text);
      else blocks.push({ kind: "list", items: [text] });
    } else {
      paragraph.push(markdownToPlainText(line));
    }
  }
  flush();
  return blocks;
}
