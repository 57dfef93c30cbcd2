import { evaluateAiCrawlers } from "./ai-crawlers";
import { extractPage } from "./extract";
import { HtmlLimitError, type AnalysisOutcome } from "./limits";
import { measureReadability } from "~/capabilities/text-metrics/readability";
import { invalidJsonLdBlockMessage } from "./messages.content";
import { collectRobotsDirectives } from "./robots-directives";
import { ACCESSIBILITY_RULES, SEO_RULES, applyRules } from "./rules";
import type { AnalyzePageInput, PageAnalysis, PageImage, PageLink } from "./types";

/**
 * Pure analysis: HTML (fetched by the server, or pasted by the visitor) in, PageAnalysis out.
 * No network access here, which is what lets the same code serve both modes and run in tests.
 */

function resolveAgainst(href: string, base: string): string | null {
  try {
    return new URL(href, base).href;
  } catch {
    return null;
  }
}

export function analyzePage(input: AnalyzePageInput): PageAnalysis {
  const pageUrl = new URL(input.url).href;
  const extracted = extractPage(input.html);

  // <base href> is itself relative to the document URL.
  const base = (extracted.baseHref && resolveAgainst(extracted.baseHref, pageUrl)) || pageUrl;

  const images: PageImage[] = [];
  for (const image of extracted.images) {
    const src = resolveAgainst(image.src, base);
    if (src) images.push({ src, alt: image.alt });
  }
  const links: PageLink[] = [];
  for (const link of extracted.links) {
    const raw = link.href.trim();
    // Fragment-only and empty hrefs point at this page; they are still links for accessibility.
    const href = raw === "" ? pageUrl : resolveAgainst(raw, base);
    if (href) links.push({ href, text: link.text });
  }

  const structuredData: unknown[] = [];
  const structuredDataErrors: string[] = [];
  extracted.jsonLd.forEach((block, i) => {
    try {
      structuredData.push(JSON.parse(block) as unknown);
    } catch {
      // The engine's own parse message is English; the visitor gets the Turkish position only.
      structuredDataErrors.push(invalidJsonLdBlockMessage(i + 1));
    }
  });

  const robotsDirectives = collectRobotsDirectives(extracted.robotsMetas, input.headers);
  const aiCrawlers = input.robotsTxt === undefined ? null : evaluateAiCrawlers(input.robotsTxt, pageUrl);
  const readability = measureReadability(extracted.content);
  const canonical = extracted.canonicalHref ? resolveAgainst(extracted.canonicalHref, base) : null;

  const unlabelledControls = extracted.formControls.filter(
    (c) => !c.insideLabel && !c.hasOwnName && !(c.id !== null && extracted.labelForIds.has(c.id)),
  ).length;

  const ctx = {
    url: pageUrl,
    title: extracted.title || null,
    metaDescription: extracted.metaDescription || null,
    canonical,
    lang: extracted.lang,
    headings: extracted.headings,
    images,
    links,
    structuredDataCount: structuredData.length,
    structuredDataErrorCount: structuredDataErrors.length,
    robots: robotsDirectives,
    aiCrawlers,
    wordCount: readability.wordCount,
    emptyButtons: extracted.emptyButtons,
    unlabelledControls,
    hasMainLandmark: extracted.hasMainLandmark,
  };

  return {
    url: pageUrl,
    title: ctx.title,
    metaDescription: ctx.metaDescription,
    canonical,
    lang: extracted.lang,
    headings: extracted.headings,
    content: extracted.content,
    images,
    links,
    structuredData,
    structuredDataErrors,
    robotsDirectives,
    aiCrawlers,
    accessibility: applyRules(ACCESSIBILITY_RULES, ctx),
    seoScore: applyRules(SEO_RULES, ctx),
    readability,
  };
}

/**
 * What both workers (server thread pool, browser Web Worker) run: the analysis, with a crossed
 * parse limit turned into a value that survives structured cloning.
 */
export function analyzePageWithinLimits(input: AnalyzePageInput): AnalysisOutcome {
  try {
    return { ok: true, analysis: analyzePage(input) };
  } catch (error) {
    if (error instanceof HtmlLimitError) return { ok: false, refusal: error.kind };
    throw error;
  }
}
