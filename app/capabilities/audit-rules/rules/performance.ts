import type { AuditSite } from "../audit-page";
import { type Hit, siteRule } from "../rule";
import { type BrowserPageFacts, type LabMetrics, type OpportunityId, rateMetric } from "~/capabilities/browser/browser-facts";
import { PERFORMANCE_DETAIL } from "./performance.content";

/**
 * Page speed as a real browser measured it (the audit's browser stage, app/capabilities/browser):
 * Lighthouse's lab figures on its mobile profile for the sampled pages, judged by Google's
 * thresholds (METRIC_THRESHOLDS through rateMetric: one place for the numbers), and the
 * opportunities Lighthouse names that an owner can act on. One hit per sampled page.
 *
 * Every rule here is "not applicable" when the browser stage did not measure (no Chromium,
 * AUDIT_BROWSER=off, a home page that did not answer, every page over a bound) or when no sampled
 * page has the figure it reads: a speed nobody measured is neither good nor bad.
 *
 * The HTML rules of the delivery and images families (a script in the head without defer, an img
 * without width and height) judge every crawled page by its markup; these judge what the measured
 * pages cost in time and bytes, and say so ("ölçüldü").
 */

/** The measured pages, or null when the stage measured none. */
function measuredPages(site: AuditSite): BrowserPageFacts[] | null {
  if (site.browser?.status !== "measured") return null;
  const pages = site.browser.pages.filter((page) => page.lab !== null);
  return pages.length > 0 ? pages : null;
}

type RatedMetric = Exclude<keyof LabMetrics, "score" | "fcpMs" | "siMs">;

/** A page counts in one rule of a metric's pair: poor in the error, needs-improvement in the warning. */
function metricRule(metric: RatedMetric, rating: "poor" | "needs-improvement") {
  return (site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" => {
    const pages = measuredPages(site);
    if (!pages) return "n/a";
    const hits = pages.flatMap((page) => {
      const value = page.lab?.[metric];
      return value !== undefined && rateMetric(metric, value) === rating ? [{ url: page.url, detail: PERFORMANCE_DETAIL[metric](value) }] : [];
    });
    return { hits, applicable: pages.length };
  };
}

/**
 * Savings worth an owner's time: Lighthouse lists anything over a few KB or ms; a finding here
 * should be a change a visitor would notice on a phone.
 */
export const WORTH_MS = 150;
export const WORTH_BYTES: Partial<Record<OpportunityId, number>> = {
  "image-delivery": 100 * 1024,
  "unused-javascript": 50 * 1024,
  "text-compression": 10 * 1024,
};

/**
 * Whether the page's first paint is slower than Google's "good" (FCP over 1.8 s). Blocking
 * resources cost only the first paint: Lighthouse names the site's own stylesheet on almost any
 * page, and on a page that paints within 1.8 s (our own score 100 pages) that is no advice worth
 * an owner's money.
 */
function firstPaintSlow(page: BrowserPageFacts): boolean {
  return page.lab !== null && rateMetric("fcpMs", page.lab.fcpMs) !== "good";
}

function opportunityRule(id: OpportunityId) {
  return (site: AuditSite): { hits: Hit[]; applicable: number } | "n/a" => {
    const pages = measuredPages(site);
    if (!pages) return "n/a";
    const hits = pages.flatMap((page) => {
      const found = page.opportunities.find((opportunity) => opportunity.id === id);
      if (!found) return [];
      const bytesBar = WORTH_BYTES[id];
      const worth =
        id === "lcp-lazy-loaded" || id === "unsized-images"
          ? true
          : id === "render-blocking"
            ? (found.savingsMs ?? 0) >= WORTH_MS && firstPaintSlow(page)
            : bytesBar !== undefined && (found.savingsBytes ?? 0) >= bytesBar;
      return worth ? [{ url: page.url, detail: PERFORMANCE_DETAIL.opportunity(found) }] : [];
    });
    return { hits, applicable: pages.length };
  };
}

export const PERFORMANCE_RULES = [
  siteRule({ id: "performance/lcp-poor", family: "performance", severity: "error", weight: 8, check: metricRule("lcpMs", "poor") }),
  siteRule({ id: "performance/lcp-slow", family: "performance", severity: "warning", weight: 5, check: metricRule("lcpMs", "needs-improvement") }),
  siteRule({ id: "performance/cls-poor", family: "performance", severity: "error", weight: 6, check: metricRule("cls", "poor") }),
  siteRule({ id: "performance/cls-high", family: "performance", severity: "warning", weight: 4, check: metricRule("cls", "needs-improvement") }),
  siteRule({ id: "performance/tbt-poor", family: "performance", severity: "error", weight: 6, check: metricRule("tbtMs", "poor") }),
  siteRule({ id: "performance/tbt-high", family: "performance", severity: "warning", weight: 4, check: metricRule("tbtMs", "needs-improvement") }),
  siteRule({ id: "performance/render-blocking", family: "performance", severity: "warning", weight: 4, check: opportunityRule("render-blocking") }),
  siteRule({ id: "performance/image-delivery", family: "performance", severity: "warning", weight: 4, check: opportunityRule("image-delivery") }),
  siteRule({ id: "performance/unused-javascript", family: "performance", severity: "notice", weight: 3, check: opportunityRule("unused-javascript") }),
  siteRule({ id: "performance/text-compression", family: "performance", severity: "warning", weight: 4, check: opportunityRule("text-compression") }),
  siteRule({ id: "performance/lcp-lazy-loaded", family: "performance", severity: "warning", weight: 5, check: opportunityRule("lcp-lazy-loaded") }),
  siteRule({ id: "performance/unsized-images", family: "performance", severity: "warning", weight: 3, check: opportunityRule("unsized-images") }),
];
