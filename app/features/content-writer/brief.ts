import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import {
  measureTextWidth,
  serpFont,
  SERP_DESCRIPTION_FONT_SIZE_PX,
  SERP_DESCRIPTION_MAX_WIDTH_PX,
  SERP_TITLE_FONT_SIZE_PX,
  SERP_TITLE_MAX_WIDTH_PX,
} from "~/capabilities/text-metrics/pixel-width";
import { capitalizeFirst, countChars, toSentenceForm, toTurkishTitleCase } from "~/capabilities/text-metrics/text";
import type { FaqPair, OutlineItem } from "./draft";
import type { ContentWriterInput } from "./form";
import { BRIEF_H1_TEMPLATES, BRIEF_PLACEHOLDER_LABELS, BRIEF_RULES, briefKeywordPlacement } from "./brief.content";
import { BRIEF_LABEL, PAGE_TYPE_LABELS, TONE_GUIDANCE, TONE_LABELS } from "./messages.content";

/**
 * The rule-based content brief: what the site offers without an AI key, or when the provider
 * fails. A plan for a writer, never a generated text, and labelled so on screen and in its files:
 * the outline for the page type, where the keyword goes, a target length, the questions to answer,
 * the internal links to add and title/description templates filled with the visitor's words.
 * Pure and deterministic.
 */

export { BRIEF_LABEL };
export { briefMarkdown } from "./brief.content";

export interface ContentBrief {
  label: string;
  pageTypeLabel: string;
  toneLabel: string;
  toneGuidance: string;
  focus: string;
  targetWords: { min: number; max: number };
  /** Suggested SEO title and meta description, filled from the templates within the meta limits. */
  title: string;
  description: string;
  h1: string;
  titleTemplate: string;
  descriptionTemplate: string;
  outline: OutlineItem[];
  keywordPlacement: string[];
  faqQuestions: string[];
  internalLinks: string[];
  keyPoints: string[];
  cta: string;
}

/** `{k}` keyword as typed (acronyms in capitals), `{K}` in title case, `{b}` business, `{a}` audience. */
function filler(input: ContentWriterInput): (template: string) => string {
  const values: Record<string, string> = {
    k: toSentenceForm(input.keyword),
    K: toTurkishTitleCase(input.keyword),
    b: input.business,
    a: toSentenceForm(input.audience),
  };
  return (template) => capitalizeFirst(template.replace(/\{([kKba])\}/g, (_match, key: string) => values[key] ?? ""));
}

interface FieldLimit {
  chars: number;
  fontSizePx: number;
  maxWidthPx: number;
}

const TITLE_LIMIT: FieldLimit = { chars: META_TITLE_LIMIT, fontSizePx: SERP_TITLE_FONT_SIZE_PX, maxWidthPx: SERP_TITLE_MAX_WIDTH_PX };
const DESCRIPTION_LIMIT: FieldLimit = {
  chars: META_DESCRIPTION_LIMIT,
  fontSizePx: SERP_DESCRIPTION_FONT_SIZE_PX,
  maxWidthPx: SERP_DESCRIPTION_MAX_WIDTH_PX,
};

const fits = (text: string, limit: FieldLimit): boolean =>
  countChars(text) <= limit.chars && measureTextWidth(text, serpFont(limit.fontSizePx)) <= limit.maxWidthPx;

/**
 * The first filled template within the meta generator's limits (characters and pixels on its Arial
 * table), else the last one shortened word by word until it fits.
 */
function firstThatFits(templates: readonly string[], fill: (template: string) => string, limit: FieldLimit): string {
  const filled = templates.map(fill);
  const fitting = filled.find((text) => fits(text, limit));
  if (fitting) return fitting;
  const words = (filled.at(-1) ?? "").split(" ");
  while (words.length > 1 && !fits(words.join(" "), limit)) words.pop();
  const text = words.join(" ").replace(/[\s,;:|-]+$/, "");
  return fits(text, limit) ? text : Array.from(text).slice(0, Math.floor(limit.chars / 2)).join("");
}

/** Readable form of a template for the brief: "{K} | {b}" → "[Anahtar Kelime] | [İşletme]". */
function templateText(template: string): string {
  return template.replace(/\{([kKba])\}/g, (_match, key: "k" | "K" | "b" | "a") => BRIEF_PLACEHOLDER_LABELS[key]);
}

export function buildContentBrief(input: ContentWriterInput): ContentBrief {
  const rules = BRIEF_RULES[input.pageType];
  const fill = filler(input);
  const keyword = toSentenceForm(input.keyword);
  const outline = rules.outline.map(([level, text]) => ({ level, text: fill(text) }));
  const h1 = fill(BRIEF_H1_TEMPLATES[input.pageType]);
  return {
    label: BRIEF_LABEL,
    pageTypeLabel: PAGE_TYPE_LABELS[input.pageType],
    toneLabel: TONE_LABELS[input.tone],
    toneGuidance: TONE_GUIDANCE[input.tone],
    focus: rules.focus,
    targetWords: rules.words,
    title: firstThatFits(rules.titles, fill, TITLE_LIMIT),
    description: firstThatFits(rules.descriptions, fill, DESCRIPTION_LIMIT),
    h1,
    titleTemplate: templateText(rules.titles[0] ?? ""),
    descriptionTemplate: templateText(rules.descriptions[0] ?? ""),
    outline,
    keywordPlacement: briefKeywordPlacement(keyword, {
      min: Math.max(2, Math.round(rules.words.min / 250)),
      max: Math.max(3, Math.round(rules.words.max / 200)),
    }),
    faqQuestions: rules.faq.map(fill),
    internalLinks: rules.links.map((text) => capitalizeFirst(text)),
    keyPoints: input.keyPoints
      .split(/\r?\n|;/)
      .map((point) => point.replace(/^\s*[-*•]\s*/, "").trim())
      .filter((point) => point !== ""),
    cta: rules.cta,
  };
}

/** The brief's FAQ as pairs without answers, for the shared result view. */
export function briefFaq(brief: ContentBrief): FaqPair[] {
  return brief.faqQuestions.map((question) => ({ question, answer: "" }));
}
