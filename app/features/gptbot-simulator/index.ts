export { analyzePage, analyzePageWithinLimits } from "./analyze";
export { evaluateAiCrawlers } from "./ai-crawlers";
export { AI_CRAWLERS, ANALYZER_MESSAGES, GPTBOT_TOKEN, GPTBOT_USER_AGENT, REPORT_FILE_NAME } from "./constants";
export type { AiCrawler } from "./constants";
export { collapseWhitespace, extractPage } from "./extract";
export { atesmanScore, countSyllables, countText, measureReadability, readabilityBand } from "./readability";
export type { TextCounts } from "./readability";
export { REPORT_LIST_LIMIT, buildBotView, buildGptbotReport, describeDirectiveEntry, describeIndexing, structuredDataTypes } from "./report";
export { PASTED_HTML_MAX_BYTES, URL_MAX_LENGTH, URL_TOO_LONG_MESSAGE, checkAnalyzeUrl } from "./schema";
export type { AnalyzeError, AnalyzeResponse, AnalyzeSuccess, RobotsStatus, UrlCheck } from "./schema";
export type { ReportOptions } from "./report";
export { collectRobotsDirectives, indexingRulesFor, parseMetaRobots, parseXRobotsTag } from "./robots-directives";
export {
  ACCESSIBILITY_RULES,
  META_DESCRIPTION_MAX_LENGTH,
  SEO_RULES,
  THIN_CONTENT_WORDS,
  TITLE_MAX_LENGTH,
  VAGUE_LINK_TEXTS,
  applyRules,
  countHeadingSkips,
  isInternalLink,
  isVagueLinkText,
  scoreBand,
} from "./rules";
export type { Rule, RuleContext } from "./rules";
export type * from "./types";
export { ANALYSIS_TIME_LIMIT_MS, HTML_LIMITS, HtmlLimitError } from "./limits";
export { ANALYSIS_REFUSAL_MESSAGES } from "./messages";
export type { AnalysisOutcome, AnalysisRefusal, HtmlLimitKind } from "./limits";
