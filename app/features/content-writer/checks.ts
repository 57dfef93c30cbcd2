import { measureReadability, type Readability } from "~/capabilities/text-metrics/readability";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import {
  measureTextWidth,
  serpFont,
  SERP_DESCRIPTION_FONT_SIZE_PX,
  SERP_DESCRIPTION_MAX_WIDTH_PX,
  SERP_TITLE_FONT_SIZE_PX,
  SERP_TITLE_MAX_WIDTH_PX,
  type TextMeasurer,
} from "~/capabilities/text-metrics/pixel-width";
import { countChars, turkishLower } from "~/capabilities/text-metrics/text";
import { markdownToPlainText } from "./draft";

/**
 * Every result of the content writer (AI draft or rule-based brief) is checked with the site's own
 * tools: title and description against the meta generator's character and pixel limits, the body's
 * Ateşman readability as the GPTBot simulator computes it, and where the main keyword appears.
 */

export interface LengthCheck {
  chars: number;
  charLimit: number;
  widthPx: number;
  maxWidthPx: number;
  empty: boolean;
  /** Within both the character and the pixel limit. */
  ok: boolean;
}

export interface KeywordCheck {
  inTitle: boolean;
  inDescription: boolean;
  inH1: boolean;
  /** In the body's first paragraph (its first 100 words). */
  inIntro: boolean;
  /** Times the keyword starts a word of the body (Turkish suffixes allowed: "seo ajansımız"). */
  count: number;
  /** Keyword words per 100 body words, one decimal. */
  densityPercent: number;
}

export interface ResultChecks {
  title: LengthCheck;
  description: LengthCheck;
  /** Null when there is no body to read (a brief, or a draft before its body). */
  readability: Readability | null;
  keyword: KeywordCheck;
}

export interface CheckInput {
  title: string;
  description: string;
  h1: string;
  /** Markdown. */
  body: string;
  keyword: string;
}

function lengthCheck(text: string, charLimit: number, fontSizePx: number, maxWidthPx: number, measurer?: TextMeasurer): LengthCheck {
  const clean = text.replace(/\s+/g, " ").trim();
  const chars = countChars(clean);
  const widthPx = Math.round(measureTextWidth(clean, serpFont(fontSizePx), measurer));
  return { chars, charLimit, widthPx, maxWidthPx, empty: chars === 0, ok: chars > 0 && chars <= charLimit && widthPx <= maxWidthPx };
}

/**
 * The body as sentences for the readability formula: a heading or list item without its own full
 * stop would otherwise run into the next sentence and make it look longer than it reads.
 */
export function readableBodyText(markdown: string): string {
  return markdownToPlainText(markdown)
    .split("\n")
    .map((line) => line.replace(/^•\s*/, "").trim())
    .filter((line) => line !== "")
    .map((line) => (/[.!?…]$/.test(line) ? line : `${line.replace(/[:;,]$/, "")}.`))
    .join(" ");
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Occurrences of `phrase` that start a word of `text` (both already lower case, spaces collapsed). */
function countWordStarts(text: string, phrase: string): number {
  if (phrase === "") return 0;
  let count = 0;
  let from = 0;
  for (;;) {
    const index = text.indexOf(phrase, from);
    if (index === -1) return count;
    if (index === 0 || !WORD_CHAR.test(text.charAt(index - 1))) count += 1;
    from = index + phrase.length;
  }
}

const norm = (text: string): string => turkishLower(text).replace(/\s+/g, " ").trim();
const wordsOf = (text: string): string[] => text.split(/\s+/).filter((word) => WORD_CHAR.test(word));

export function checkKeyword(input: CheckInput): KeywordCheck {
  const keyword = norm(input.keyword);
  const plain = norm(markdownToPlainText(input.body));
  const words = wordsOf(plain);
  const count = countWordStarts(plain, keyword);
  const keywordWords = Math.max(1, wordsOf(keyword).length);
  const introWords = wordsOf(norm(markdownToPlainText(input.body.split(/\n\s*\n/).find((block) => !/^\s*#/.test(block)) ?? ""))).slice(0, 100);
  return {
    inTitle: countWordStarts(norm(input.title), keyword) > 0,
    inDescription: countWordStarts(norm(input.description), keyword) > 0,
    inH1: countWordStarts(norm(input.h1), keyword) > 0,
    inIntro: countWordStarts(introWords.join(" "), keyword) > 0,
    count,
    densityPercent: words.length === 0 ? 0 : Math.round(((count * keywordWords) / words.length) * 1000) / 10,
  };
}

export function checkResult(input: CheckInput, measurer?: TextMeasurer): ResultChecks {
  const bodyText = readableBodyText(input.body);
  return {
    title: lengthCheck(input.title, META_TITLE_LIMIT, SERP_TITLE_FONT_SIZE_PX, SERP_TITLE_MAX_WIDTH_PX, measurer),
    description: lengthCheck(input.description, META_DESCRIPTION_LIMIT, SERP_DESCRIPTION_FONT_SIZE_PX, SERP_DESCRIPTION_MAX_WIDTH_PX, measurer),
    readability: bodyText === "" ? null : measureReadability(bodyText),
    keyword: checkKeyword(input),
  };
}
