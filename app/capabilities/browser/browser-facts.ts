/**
 * What the audit's browser stage (./.server/browser-stage.ts) hands the rules: for a few sampled
 * pages, Lighthouse's lab figures on its mobile profile, the opportunities it names, and what the
 * page looks like after JavaScript ran, beside the raw HTML the crawler read. Plain data, so rules
 * stay pure and a report can be rebuilt from it.
 */

/** Why a page was sampled: the home page, the page most linked to, a deep page, one page of each other template. */
export const SAMPLE_ROLES = ["home", "most-linked", "deep", "template"] as const;
export type SampleRole = (typeof SAMPLE_ROLES)[number];

/** How many pages the browser stage loads at most (the home page and four more). */
export const BROWSER_SAMPLE_PAGES = 5;

/** Lighthouse's lab figures for one page (mobile profile, simulated throttling), as PageSpeed Insights shows them. */
export interface LabMetrics {
  /** Performance score, 0 to 100. */
  score: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Cumulative Layout Shift, unitless. */
  cls: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Speed Index, ms. */
  siMs: number;
}

/**
 * The opportunities Lighthouse names that a site owner can act on: scripts and styles that block
 * the first paint, images larger or heavier than shown, JavaScript that is loaded and not run,
 * text sent uncompressed, a lazy-loaded LCP image, images without width and height.
 */
export const OPPORTUNITY_IDS = [
  "render-blocking",
  "image-delivery",
  "unused-javascript",
  "text-compression",
  "lcp-lazy-loaded",
  "unsized-images",
] as const;
export type OpportunityId = (typeof OPPORTUNITY_IDS)[number];

/** What one opportunity costs on one page, and the addresses it names (at most OPPORTUNITY_ITEMS). */
export interface Opportunity {
  id: OpportunityId;
  /** Estimated time saved, ms (null when Lighthouse gives none). */
  savingsMs: number | null;
  /** Estimated bytes saved (null when Lighthouse gives none). */
  savingsBytes: number | null;
  /** The resources it names (script, image … addresses), at most OPPORTUNITY_ITEMS. */
  items: string[];
}

export const OPPORTUNITY_ITEMS = 5;

/** The page after JavaScript ran, reduced to what the rules compare with the raw HTML's record. */
export interface RenderedFacts {
  title: string | null;
  /** The content of `<meta name="robots">` (lower case, joined when there are several), null when none. */
  robots: string | null;
  /** `<link rel="canonical">`'s href resolved against the page, null when none. */
  canonical: string | null;
  /** Absolute http(s) addresses of `<a href>` on the page's own host, fragments dropped, at most RENDERED_LINKS. */
  internalLinks: string[];
  /** Words of visible text in `<body>` (the same counting as the page record's word count). */
  wordCount: number;
}

export const RENDERED_LINKS = 500;

/** Why a sampled page has no figures: it took longer than the page bound, sent more than the byte bound, the browser ran out of memory or crashed, or it did not load. */
export type BrowserPageError = "timeout" | "too-large" | "memory" | "crashed" | "load-failed";

export interface BrowserPageFacts {
  url: string;
  role: SampleRole;
  /** null when Lighthouse could not measure the page (`error` says why). */
  lab: LabMetrics | null;
  opportunities: Opportunity[];
  /** null when the rendered page could not be read (`error` says why). */
  rendered: RenderedFacts | null;
  error: BrowserPageError | null;
}

/**
 * The stage as a whole. "measured": at least one page has figures. "off": AUDIT_BROWSER=off or no
 * Chromium was found. "failed": the browser could not be started or measured no page. The
 * screenshots are stored beside the report (not in these facts); here only whether each was taken.
 */
export interface BrowserFacts {
  status: "measured" | "off" | "failed";
  pages: BrowserPageFacts[];
  screenshots: { mobile: boolean; desktop: boolean };
  /** How long the stage took, ms. */
  durationMs: number;
}

/** Google's thresholds (web.dev/articles/vitals): good up to the first, poor above the second. */
export const METRIC_THRESHOLDS = {
  lcpMs: { good: 2_500, poor: 4_000 },
  cls: { good: 0.1, poor: 0.25 },
  tbtMs: { good: 200, poor: 600 },
  fcpMs: { good: 1_800, poor: 3_000 },
  siMs: { good: 3_400, poor: 5_800 },
  /** PageSpeed Insights' colours for the score: 90 and up green, below 50 red. */
  score: { good: 90, poor: 50 },
} as const;

export type MetricName = keyof LabMetrics;
export type MetricRating = "good" | "needs-improvement" | "poor";

/** A metric's colour as PageSpeed Insights gives it (the score is better when higher, the rest when lower). */
export function rateMetric(name: MetricName, value: number): MetricRating {
  const { good, poor } = METRIC_THRESHOLDS[name];
  if (name === "score") return value >= good ? "good" : value >= poor ? "needs-improvement" : "poor";
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/** Screenshot bounds: a 390 px wide phone screen and a 1350 px desktop one, each stored at most this large. */
export const SCREENSHOT_MAX_BYTES = 150 * 1024;
export const SCREENSHOT_VIEWPORTS = {
  mobile: { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true },
  desktop: { width: 1350, height: 940, deviceScaleFactor: 1, isMobile: false },
} as const;
export type ScreenshotKind = keyof typeof SCREENSHOT_VIEWPORTS;

/** A first-screen screenshot: JPEG, which the PDF export can embed. */
export interface Screenshot {
  mime: "image/jpeg";
  data: Uint8Array;
}
