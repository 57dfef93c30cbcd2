import type { AiCrawlerVerdict, Heading, Issue, IssueSeverity, PageImage, PageLink, RobotsDirectives, ScoreBand, ScoreResult } from "./types";
import { DOTLESS_SMALL_I, VAGUE_LINK_TEXTS } from "./link-text.lexicon";
import { ACCESSIBILITY_RULE_MESSAGES, SCORE_BANDS, SEO_RULE_MESSAGES } from "./rules.content";

/**
 * Scoring rules. A score starts at 100; every rule that fires subtracts its penalty once
 * (however many elements triggered it — the count goes into the message), and the result is
 * clamped at 0. The tables below are the whole scoring model; the screen and the report list
 * the fired rules with their penalties so a visitor can see where each point went.
 *
 * SEO
 * | id                        | penalty | severity | fires when                                          |
 * |---------------------------|---------|----------|-----------------------------------------------------|
 * | title-missing             | 20      | error    | no <title> or it is empty                           |
 * | title-too-long            | 5       | warning  | title longer than 60 characters                     |
 * | meta-description-missing  | 15      | error    | no meta description or it is empty                  |
 * | meta-description-too-long | 5       | warning  | meta description longer than 155 characters        |
 * | h1-missing                | 10      | error    | no H1                                               |
 * | h1-multiple               | 5       | warning  | more than one H1                                    |
 * | heading-skip              | 3       | warning  | a heading is more than one level below the previous |
 * | noindex                   | 30      | error    | meta robots / X-Robots-Tag noindex for all crawlers |
 * | gptbot-noindex            | 10      | warning  | noindex scoped to GPTBot only                       |
 * | gptbot-disallowed         | 10      | warning  | robots.txt disallows this URL for GPTBot            |
 * | thin-content              | 10      | warning  | fewer than 300 words                                |
 * | canonical-missing         | 5       | warning  | no <link rel="canonical">                           |
 * | structured-data-missing   | 5       | info     | no parsable JSON-LD block                           |
 * | structured-data-invalid   | 5       | error    | a JSON-LD block is not valid JSON                   |
 * | images-missing-alt        | 5       | warning  | an <img> has no alt attribute                       |
 * | no-internal-links         | 5       | warning  | no link to the same site                            |
 *
 * Accessibility
 * | id                    | penalty | severity | fires when                                                   |
 * |-----------------------|---------|----------|--------------------------------------------------------------|
 * | lang-missing          | 15      | error    | <html> has no lang                                           |
 * | images-missing-alt    | 15      | error    | an <img> has no alt attribute                                |
 * | empty-links           | 10      | error    | a link has no text, aria-label, title or image alt           |
 * | empty-buttons         | 10      | error    | a button has no accessible name                              |
 * | form-labels-missing   | 15      | error    | an input/select/textarea has no label, aria-label(ledby), title |
 * | heading-order         | 5       | warning  | heading levels skip (H2 → H4)                                |
 * | main-landmark-missing | 5       | warning  | no <main> and no role="main"                                 |
 * | vague-link-text       | 5       | warning  | link text like "tıklayın", "buraya", "devamı"                |
 * | title-missing         | 5       | warning  | no page title (WCAG 2.4.2)                                   |
 */

export const TITLE_MAX_LENGTH = 60;
export const META_DESCRIPTION_MAX_LENGTH = 155;
export const THIN_CONTENT_WORDS = 300;

export interface RuleContext {
  url: string;
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  lang: string | null;
  headings: readonly Heading[];
  images: readonly PageImage[];
  links: readonly PageLink[];
  structuredDataCount: number;
  structuredDataErrorCount: number;
  robots: RobotsDirectives;
  aiCrawlers: readonly AiCrawlerVerdict[] | null;
  wordCount: number;
  emptyButtons: number;
  unlabelledControls: number;
  hasMainLandmark: boolean;
}

export interface Rule {
  id: string;
  severity: IssueSeverity;
  penalty: number;
  /** 0/false = passes; true = fires; n > 0 = fires for n elements. */
  check: (ctx: RuleContext) => number | boolean;
  message: (count: number, ctx: RuleContext) => string;
}

const chars = (text: string): number => [...text].length;

/** Number of places where a heading goes down more than one level. */
export function countHeadingSkips(headings: readonly Heading[]): number {
  let skips = 0;
  let previous: number | null = null;
  for (const { level } of headings) {
    if (previous !== null && level > previous + 1) skips += 1;
    previous = level;
  }
  return skips;
}

function siteHost(hostname: string): string {
  return hostname.toLowerCase().replace(/^www\./, "");
}

export function isInternalLink(href: string, pageUrl: string): boolean {
  try {
    const target = new URL(href);
    const page = new URL(pageUrl);
    if (target.protocol !== "http:" && target.protocol !== "https:") return false;
    return siteHost(target.hostname) === siteHost(page.hostname);
  } catch {
    return false;
  }
}

/** Turkish lower case without the (slow) locale-aware call: only I/İ differ from the default mapping. */
function turkishLower(text: string): string {
  return text.replace(/I/g, DOTLESS_SMALL_I).replace(/İ/g, "i").toLowerCase();
}

const LONGEST_VAGUE_TEXT = Math.max(...[...VAGUE_LINK_TEXTS].map((t) => t.length));

export function isVagueLinkText(text: string): boolean {
  // Longer texts cannot normalise down to a listed phrase by more than some punctuation.
  if (text.length > LONGEST_VAGUE_TEXT * 2) return false;
  const normalised = turkishLower(text)
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return VAGUE_LINK_TEXTS.has(normalised);
}

const missingAlt = (ctx: RuleContext): number => ctx.images.filter((i) => i.alt === null).length;

export const SEO_RULES: readonly Rule[] = [
  {
    id: "title-missing",
    severity: "error",
    penalty: 20,
    check: (c) => !c.title,
    message: () => SEO_RULE_MESSAGES.titleMissing,
  },
  {
    id: "title-too-long",
    severity: "warning",
    penalty: 5,
    check: (c) => (c.title && chars(c.title) > TITLE_MAX_LENGTH ? chars(c.title) : 0),
    message: (n) => SEO_RULE_MESSAGES.titleTooLong(n, TITLE_MAX_LENGTH),
  },
  {
    id: "meta-description-missing",
    severity: "error",
    penalty: 15,
    check: (c) => !c.metaDescription,
    message: () => SEO_RULE_MESSAGES.metaDescriptionMissing,
  },
  {
    id: "meta-description-too-long",
    severity: "warning",
    penalty: 5,
    check: (c) =>
      c.metaDescription && chars(c.metaDescription) > META_DESCRIPTION_MAX_LENGTH ? chars(c.metaDescription) : 0,
    message: (n) => SEO_RULE_MESSAGES.metaDescriptionTooLong(n, META_DESCRIPTION_MAX_LENGTH),
  },
  {
    id: "h1-missing",
    severity: "error",
    penalty: 10,
    check: (c) => !c.headings.some((h) => h.level === 1),
    message: () => SEO_RULE_MESSAGES.h1Missing,
  },
  {
    id: "h1-multiple",
    severity: "warning",
    penalty: 5,
    check: (c) => {
      const h1s = c.headings.filter((h) => h.level === 1).length;
      return h1s > 1 ? h1s : 0;
    },
    message: SEO_RULE_MESSAGES.h1Multiple,
  },
  {
    id: "heading-skip",
    severity: "warning",
    penalty: 3,
    check: (c) => countHeadingSkips(c.headings),
    message: SEO_RULE_MESSAGES.headingSkip,
  },
  {
    id: "noindex",
    severity: "error",
    penalty: 30,
    check: (c) => c.robots.noindex,
    message: () => SEO_RULE_MESSAGES.noindex,
  },
  {
    id: "gptbot-noindex",
    severity: "warning",
    penalty: 10,
    check: (c) => !c.robots.noindex && c.robots.gptbot.noindex,
    message: () => SEO_RULE_MESSAGES.gptbotNoindex,
  },
  {
    id: "gptbot-disallowed",
    severity: "warning",
    penalty: 10,
    check: (c) => c.aiCrawlers?.some((v) => v.bot === "GPTBot" && !v.allowed) ?? false,
    message: () => SEO_RULE_MESSAGES.gptbotDisallowed,
  },
  {
    id: "thin-content",
    severity: "warning",
    penalty: 10,
    check: (c) => c.wordCount < THIN_CONTENT_WORDS,
    message: (_n, c) => SEO_RULE_MESSAGES.thinContent(c.wordCount, THIN_CONTENT_WORDS),
  },
  {
    id: "canonical-missing",
    severity: "warning",
    penalty: 5,
    check: (c) => !c.canonical,
    message: () => SEO_RULE_MESSAGES.canonicalMissing,
  },
  {
    id: "structured-data-missing",
    severity: "info",
    penalty: 5,
    check: (c) => c.structuredDataCount === 0,
    message: () => SEO_RULE_MESSAGES.structuredDataMissing,
  },
  {
    id: "structured-data-invalid",
    severity: "error",
    penalty: 5,
    check: (c) => c.structuredDataErrorCount,
    message: SEO_RULE_MESSAGES.structuredDataInvalid,
  },
  {
    id: "images-missing-alt",
    severity: "warning",
    penalty: 5,
    check: missingAlt,
    message: SEO_RULE_MESSAGES.imagesMissingAlt,
  },
  {
    id: "no-internal-links",
    severity: "warning",
    penalty: 5,
    check: (c) => !c.links.some((l) => isInternalLink(l.href, c.url)),
    message: () => SEO_RULE_MESSAGES.noInternalLinks,
  },
];

export const ACCESSIBILITY_RULES: readonly Rule[] = [
  {
    id: "lang-missing",
    severity: "error",
    penalty: 15,
    check: (c) => !c.lang,
    message: () => ACCESSIBILITY_RULE_MESSAGES.langMissing,
  },
  {
    id: "images-missing-alt",
    severity: "error",
    penalty: 15,
    check: missingAlt,
    message: ACCESSIBILITY_RULE_MESSAGES.imagesMissingAlt,
  },
  {
    id: "empty-links",
    severity: "error",
    penalty: 10,
    check: (c) => c.links.filter((l) => l.text === "").length,
    message: ACCESSIBILITY_RULE_MESSAGES.emptyLinks,
  },
  {
    id: "empty-buttons",
    severity: "error",
    penalty: 10,
    check: (c) => c.emptyButtons,
    message: ACCESSIBILITY_RULE_MESSAGES.emptyButtons,
  },
  {
    id: "form-labels-missing",
    severity: "error",
    penalty: 15,
    check: (c) => c.unlabelledControls,
    message: ACCESSIBILITY_RULE_MESSAGES.formLabelsMissing,
  },
  {
    id: "heading-order",
    severity: "warning",
    penalty: 5,
    check: (c) => countHeadingSkips(c.headings),
    message: ACCESSIBILITY_RULE_MESSAGES.headingOrder,
  },
  {
    id: "main-landmark-missing",
    severity: "warning",
    penalty: 5,
    check: (c) => !c.hasMainLandmark,
    message: () => ACCESSIBILITY_RULE_MESSAGES.mainLandmarkMissing,
  },
  {
    id: "vague-link-text",
    severity: "warning",
    penalty: 5,
    check: (c) => c.links.filter((l) => isVagueLinkText(l.text)).length,
    message: ACCESSIBILITY_RULE_MESSAGES.vagueLinkText,
  },
  {
    id: "title-missing",
    severity: "warning",
    penalty: 5,
    check: (c) => !c.title,
    message: () => ACCESSIBILITY_RULE_MESSAGES.titleMissing,
  },
];

/** docs/requirements.md R9.11: 80 or more excellent, 60 or more good, below weak. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return SCORE_BANDS.excellent;
  if (score >= 60) return SCORE_BANDS.good;
  return SCORE_BANDS.weak;
}

export function applyRules(rules: readonly Rule[], ctx: RuleContext): ScoreResult {
  const issues: Issue[] = [];
  let score = 100;
  for (const rule of rules) {
    const outcome = rule.check(ctx);
    if (outcome === false || outcome === 0) continue;
    const count = typeof outcome === "number" ? outcome : 1;
    const issue: Issue = { id: rule.id, severity: rule.severity, message: rule.message(count, ctx), penalty: rule.penalty };
    if (typeof outcome === "number") issue.count = outcome;
    issues.push(issue);
    score -= rule.penalty;
  }
  score = Math.max(0, score);
  return { score, band: scoreBand(score), issues };
}
