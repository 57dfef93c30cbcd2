/** PageAnalysis entity of docs/requirements.md R3, filled from real HTML instead of the original fixed sample. */

import type { RobotsReason, RobotsVerdict } from "~/capabilities/robots-txt/match";
import type { Readability } from "~/capabilities/text-metrics/readability";
import type { SCORE_BANDS } from "./rules.content";

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface Heading {
  level: HeadingLevel;
  text: string;
}

export interface PageImage {
  /** Absolute URL. */
  src: string;
  /** null when the attribute is absent; "" is a deliberate decorative image. */
  alt: string | null;
}

export interface PageLink {
  /** Absolute URL (mailto:, tel: kept as written). */
  href: string;
  /** Accessible text: content, else aria-label, else title, else alt of an image inside. */
  text: string;
}

export type IssueSeverity = "error" | "warning" | "info";

export interface Issue {
  id: string;
  severity: IssueSeverity;
  message: string;
  penalty: number;
  /** Elements that triggered the rule (for length rules: the measured length). */
  count?: number;
}

export type ScoreBand = (typeof SCORE_BANDS)[keyof typeof SCORE_BANDS];

export interface ScoreResult {
  score: number;
  band: ScoreBand;
  issues: Issue[];
}

export type { Readability,  };

export interface RobotsDirectiveEntry {
  source: "meta" | "header";
  /** "*" for everybody, otherwise the lowercased crawler token ("googlebot", "gptbot"). */
  scope: string;
  /** Lowercased directives as written ("noindex", "max-snippet:50"). */
  directives: string[];
}

export interface IndexingRules {
  noindex: boolean;
  nofollow: boolean;
}

export interface RobotsDirectives extends IndexingRules {
  entries: RobotsDirectiveEntry[];
  /** What applies to GPTBot: general rules plus the ones scoped to "gptbot". */
  gptbot: IndexingRules;
}

/** A crawler's robots.txt verdict, with the group and rule that decided (see matchRobots). */
export interface AiCrawlerVerdict extends Omit<RobotsVerdict, "reason"> {
  bot: string;
  vendor: string;
  purpose: string;
  /** As RobotsVerdict's, plus "no-robots-txt" when the site has none (everything allowed). */
  reason: RobotsReason | "no-robots-txt";
}

export interface PageAnalysis {
  url: string;
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  lang: string | null;
  headings: Heading[];
  /** Text a non-rendering crawler extracts: one block per line. */
  content: string;
  images: PageImage[];
  links: PageLink[];
  /** Parsed JSON-LD blocks, in document order. */
  structuredData: unknown[];
  /** One entry per JSON-LD block that did not parse. */
  structuredDataErrors: string[];
  robotsDirectives: RobotsDirectives;
  /** robots.txt verdicts; null when no robots.txt was supplied to the analysis. */
  aiCrawlers: AiCrawlerVerdict[] | null;
  accessibility: ScoreResult;
  seoScore: ScoreResult;
  readability: Readability;
}

export type HeaderMap = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface AnalyzePageInput {
  url: string;
  html: string;
  headers?: HeaderMap;
  /** Body of robots.txt; null = the site has none (404), so everything is allowed. */
  robotsTxt?: string | null;
}
