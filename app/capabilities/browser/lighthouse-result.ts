import { OPPORTUNITY_ITEMS, type LabMetrics, type Opportunity, type OpportunityId } from "./browser-facts";

/**
 * Lighthouse 13's result, reduced to our lab figures and the opportunities an owner can act on.
 * Read defensively: only the fields below, each checked, every list bounded (a hostile page can make
 * Lighthouse name thousands of resources). Lighthouse 13 replaced most of its old opportunity audits
 * with "insights"; which audit each opportunity comes from is written beside it.
 */

interface LighthouseAudit {
  score?: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  errorMessage?: string;
  metricSavings?: Record<string, number | undefined>;
  details?: {
    type?: string;
    /** A table's rows; for a "list", its parts (a checklist, a node, a table). */
    items?: unknown;
    overallSavingsMs?: number;
    overallSavingsBytes?: number;
  };
}

/** The parts of a Lighthouse result (`lhr`) read here; the real result is assignable to it. */
export interface LighthouseReport {
  /** The page's address after redirects: the LCP element's relative `src` is resolved against it. */
  finalDisplayedUrl?: string;
  requestedUrl?: string;
  runtimeError?: { code?: string; message?: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, LighthouseAudit | undefined>;
}

/** Items of a details table read at most: the first ones are the heaviest, Lighthouse sorts them. */
const ITEMS_READ = 200;
const URL_CHARS = 2_048;
/**
 * Text above this size sent without compression is worth compressing: gzip saves about two thirds
 * of HTML, CSS and JavaScript, and Lighthouse's own former audit ignored savings under 1.4 KB.
 */
const COMPRESSIBLE_BYTES = 4_096;
const ESTIMATED_COMPRESSION_SAVING = 0.65;
const TEXT_TYPES = new Set(["Document", "Script", "Stylesheet", "XHR", "Fetch"]);
const TEXT_MIME = /^(text\/|application\/(javascript|json|xml|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;

const METRIC_AUDITS: Record<Exclude<keyof LabMetrics, "score">, string> = {
  lcpMs: "largest-contentful-paint",
  cls: "cumulative-layout-shift",
  tbtMs: "total-blocking-time",
  fcpMs: "first-contentful-paint",
  siMs: "speed-index",
};

function finite(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function items(audit: LighthouseAudit | undefined): Record<string, unknown>[] {
  const list = audit?.details?.items;
  if (!Array.isArray(list)) return [];
  return list.slice(0, ITEMS_READ).filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null);
}

function itemUrls(list: readonly Record<string, unknown>[]): string[] {
  const urls: string[] = [];
  for (const item of list) {
    if (typeof item.url !== "string" || !/^https?:/i.test(item.url)) continue;
    const url = item.url.slice(0, URL_CHARS);
    if (!urls.includes(url)) urls.push(url);
    if (urls.length >= OPPORTUNITY_ITEMS) break;
  }
  return urls;
}

/** An audit that ran and did not pass (scores below 0.9 are what Lighthouse lists as failing). */
function failing(audit: LighthouseAudit | undefined): audit is LighthouseAudit {
  if (!audit || audit.errorMessage) return false;
  if (audit.scoreDisplayMode === "notApplicable" || audit.scoreDisplayMode === "error" || audit.scoreDisplayMode === "manual") return false;
  return finite(audit.score) && audit.score < 0.9;
}

function savingsMs(audit: LighthouseAudit): number | null {
  const values = [audit.metricSavings?.LCP, audit.metricSavings?.FCP, audit.details?.overallSavingsMs].filter(finite);
  return values.length > 0 ? Math.round(Math.max(...values)) : null;
}

function sumWasted(list: readonly Record<string, unknown>[]): number | null {
  const wasted = list.map((item) => item.wastedBytes).filter(finite);
  return wasted.length > 0 ? Math.round(wasted.reduce((sum, bytes) => sum + bytes, 0)) : null;
}

function fromAudit(id: OpportunityId, audit: LighthouseAudit | undefined, bytes: (list: Record<string, unknown>[]) => number | null): Opportunity | null {
  if (!failing(audit)) return null;
  const list = items(audit);
  const found: Opportunity = { id, savingsMs: savingsMs(audit), savingsBytes: bytes(list), items: itemUrls(list) };
  return found.items.length > 0 || found.savingsMs !== null || found.savingsBytes !== null ? found : null;
}

/**
 * Text resources sent uncompressed, from `network-requests` (what was sent, with transfer and
 * resource sizes): Lighthouse 13's `document-latency-insight` judges the HTML document only, and
 * scripts and stylesheets are where most uncompressed bytes are. The saving is an estimate.
 */
function uncompressedText(report: LighthouseReport): Opportunity | null {
  const heavy: { url: string; bytes: number }[] = [];
  for (const item of items(report.audits["network-requests"])) {
    const { url, transferSize, resourceSize, resourceType, mimeType, statusCode } = item;
    if (typeof url !== "string" || !finite(transferSize) || !finite(resourceSize) || statusCode !== 200) continue;
    if (!(typeof resourceType === "string" && TEXT_TYPES.has(resourceType)) && !(typeof mimeType === "string" && TEXT_MIME.test(mimeType))) continue;
    // A compressed answer's transfer is well under its size; headers make an uncompressed one a little over.
    if (resourceSize >= COMPRESSIBLE_BYTES && transferSize >= resourceSize * 0.95) heavy.push({ url, bytes: resourceSize });
  }
  if (heavy.length === 0) return null;
  heavy.sort((a, b) => b.bytes - a.bytes);
  const total = heavy.reduce((sum, entry) => sum + entry.bytes, 0);
  return { id: "text-compression", savingsMs: null, savingsBytes: Math.round(total * ESTIMATED_COMPRESSION_SAVING), items: itemUrls(heavy) };
}

/** The part of a details list of the given type (Lighthouse 13's insights send a checklist and a node in one list). */
function listPart(audit: LighthouseAudit, type: string): Record<string, unknown> | null {
  const parts = audit.details?.type === "list" ? audit.details.items : null;
  if (!Array.isArray(parts)) return null;
  const part: unknown = parts.slice(0, 10).find((entry) => typeof entry === "object" && entry !== null && (entry as { type?: unknown }).type === type);
  return (part as Record<string, unknown> | undefined) ?? null;
}

/** The `src` of the LCP element's HTML snippet, made absolute: the insight names the element, not its request. */
function lcpImageUrl(audit: LighthouseAudit, pageUrl: string | undefined): string[] {
  const snippet = listPart(audit, "node")?.snippet;
  if (typeof snippet !== "string" || !pageUrl) return [];
  const src = /\bsrc\s*=\s*(?:"([^"]{1,2048})"|'([^']{1,2048})')/i.exec(snippet.slice(0, 5_000));
  const value = src?.[1] ?? src?.[2];
  if (!value) return [];
  try {
    const url = new URL(value.replaceAll("&amp;", "&"), pageUrl);
    return /^https?:$/.test(url.protocol) ? [url.href.slice(0, URL_CHARS)] : [];
  } catch {
    return [];
  }
}

/** The LCP image is lazy-loaded: `lcp-discovery-insight`'s checklist says it was not loaded eagerly. */
function lazyLcp(report: LighthouseReport): Opportunity | null {
  const audit = report.audits["lcp-discovery-insight"];
  if (!audit || audit.scoreDisplayMode === "notApplicable" || audit.errorMessage) return null;
  const checklist = listPart(audit, "checklist")?.items;
  if (typeof checklist !== "object" || checklist === null || Array.isArray(checklist)) return null;
  const eager = (checklist as Record<string, { value?: unknown } | undefined>).eagerlyLoaded;
  if (eager?.value !== false) return null;
  return { id: "lcp-lazy-loaded", savingsMs: savingsMs(audit) || null, savingsBytes: null, items: lcpImageUrl(audit, report.finalDisplayedUrl ?? report.requestedUrl) };
}

export function labFromLighthouse(report: LighthouseReport): { lab: LabMetrics | null; opportunities: Opportunity[] } {
  const score = report.categories.performance?.score;
  const metrics: Partial<LabMetrics> = {};
  for (const [name, id] of Object.entries(METRIC_AUDITS) as [keyof typeof METRIC_AUDITS, string][]) {
    const audit = report.audits[id];
    if (!audit || audit.errorMessage || !finite(audit.numericValue)) break;
    metrics[name] = name === "cls" ? Math.round(audit.numericValue * 1_000) / 1_000 : Math.round(audit.numericValue);
  }
  const complete = Object.keys(metrics).length === Object.keys(METRIC_AUDITS).length;
  const lab: LabMetrics | null =
    !report.runtimeError && finite(score) && complete ? ({ score: Math.round(score * 100), ...metrics } as LabMetrics) : null;
  const opportunities = [
    fromAudit("render-blocking", report.audits["render-blocking-insight"], () => null),
    fromAudit("image-delivery", report.audits["image-delivery-insight"], sumWasted),
    fromAudit("unused-javascript", report.audits["unused-javascript"], (list) => {
      const overall = report.audits["unused-javascript"]?.details?.overallSavingsBytes;
      return finite(overall) ? Math.round(overall) : sumWasted(list);
    }),
    uncompressedText(report),
    lazyLcp(report),
    fromAudit("unsized-images", report.audits["unsized-images"], () => null),
  ].filter((found): found is Opportunity => found !== null);
  return { lab, opportunities };
}
