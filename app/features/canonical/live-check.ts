/**
 * The canonical live check's judgement: from what the server fetched (app/shared/live-check.ts
 * FetchedPage records: the page, its canonical target, the page again with campaign parameters)
 * to one row per URL with its findings, each with the sentence that says what to change, and one
 * Turkish verdict. Pure: the server (./live.server.ts) fetches, the screen (./live-checker.tsx)
 * shows and exports; both use this module.
 *
 * What is compared, following Google's guidance on canonicalisation:
 * - the HTML `<link rel="canonical">` against the `Link: rel="canonical"` header, and `og:url`
 *   against the canonical (signals that disagree may all be ignored);
 * - how the entered address reached the page (an address that redirects is not the one to link to;
 *   redirect chain, temporary hops);
 * - noindex together with a canonical (Google asks not to mix them);
 * - the canonical target: answered 200 directly (no redirect), indexable, and self-canonical;
 * - the page asked again with `utm_source` and `gclid`: it must canonicalise to the clean URL.
 * The site audit asks the same questions of its crawl (audit-rules/rules/canonical.ts): each is
 * answered once, in capabilities/canonical-check; this module adds the fetches' rows and the words.
 */
import { csvText } from "~/shared/csv";
import type { FetchedPage, PageSignals, RedirectHop } from "~/capabilities/live-check/live-check";
import {
  canonicalSignalsDisagree,
  canonicalTargetProblems,
  effectiveCanonical as canonicalOf,
  hasMultipleCanonicals,
  isRelativeHref,
  noindexWithCanonical,
  sameUrl,
  type CanonicalTargetProblem,
} from "~/capabilities/canonical-check/canonical-check";
import {
  CANONICAL_LIVE_CSV_HEADER,
  CANONICAL_LIVE_FINDINGS as F,
  CANONICAL_LIVE_STATUS,
  CANONICAL_LIVE_TEXT,
  CANONICAL_LIVE_VERDICTS,
} from "./live.content";

/** The campaign parameters the parameter test adds; a canonical must never carry them. */
export const TEST_PARAMETERS = { utm_source: "test", gclid: "test" } as const;

export type FindingSeverity = "error" | "warning" | "info";

export type FindingCode =
  | "fetch-failed"
  | "page-status"
  | "not-html"
  | "redirected"
  | "redirect-chain"
  | "temporary-redirect"
  | "no-canonical"
  | "multiple-canonicals"
  | "header-mismatch"
  | "relative-canonical"
  | "og-url-mismatch"
  | "canonical-elsewhere"
  | "noindex-elsewhere"
  | "noindex-self"
  | "target-failed"
  | "target-redirects"
  | "target-status"
  | "target-not-html"
  | "target-noindex"
  | "target-canonicalised"
  | "target-no-canonical"
  | "parameter-failed"
  | "parameter-no-canonical"
  | "parameter-echoed"
  | "parameter-other";

export interface CanonicalFinding {
  code: FindingCode;
  severity: FindingSeverity;
  /** What the check saw, in Turkish. */
  message: string;
  /** What to change, in Turkish. */
  fix: string;
}

export type VerdictLevel = "ok" | "warning" | "error" | "failed";

export interface CanonicalVerdict {
  level: VerdictLevel;
  /** "Sinyaller tutarlı", or how many things disagree (the findings say which and how to fix). */
  summary: string;
}

/** The canonical target as fetched (absent when the page is its own canonical or has none). */
export interface CanonicalTargetRow {
  url: string;
  finalUrl: string;
  status: number | null;
  redirects: RedirectHop[];
  /** The target's own canonical (HTML, else Link header). */
  canonical: string | null;
  noindex: boolean;
  error: string | null;
}

export interface ParameterTestRow {
  /** The page's address with the test parameters appended. */
  url: string;
  finalUrl: string;
  status: number | null;
  canonical: string | null;
  error: string | null;
}

/** One entered URL's outcome: streamed to the screen as soon as it is finished. */
export interface CanonicalLiveRow {
  /** Position in the visitor's list (0-based): rows arrive as they finish, the screen sorts. */
  index: number;
  url: string;
  finalUrl: string;
  status: number | null;
  redirects: RedirectHop[];
  /** Why the page could not be fetched (Turkish), or null. */
  error: string | null;
  htmlCanonical: string | null;
  /** The HTML canonical's href exactly as written. */
  canonicalHref: string | null;
  canonicalCount: number;
  headerCanonical: string | null;
  ogUrl: string | null;
  noindex: boolean;
  /** The canonical names the page's own final address. */
  selfCanonical: boolean;
  target: CanonicalTargetRow | null;
  parameterTest: ParameterTestRow | null;
  findings: CanonicalFinding[];
  verdict: CanonicalVerdict;
}

/** What the live check answers when it ends (the rows came with the progress lines). */
export interface CanonicalLiveResult {
  /** Rows finished (equals the URLs asked for unless the check was cut short). */
  checked: number;
  /** A limit of the check that cut it short, or null. */
  stopReason: "request-limit" | "time-limit" | "byte-limit" | "cancelled" | "host-budget" | null;
}

/** `url` with the test parameters appended to its query as written (existing ones kept in order). */
export function withTestParameters(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  const added = Object.entries(TEST_PARAMETERS)
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  parsed.search = parsed.search === "" ? `?${added}` : `${parsed.search}&${added}`;
  return parsed.href;
}

/** The address carries one of the test parameters with the test value. */
export function hasTestParameters(url: string): boolean {
  try {
    const params = new URL(url).searchParams;
    return Object.entries(TEST_PARAMETERS).some(([name, value]) => params.getAll(name).includes(value));
  } catch {
    return false;
  }
}

export { sameUrl };

/** A robots rule for every crawler or for Google says noindex (or none), in a meta tag or X-Robots-Tag. */
export function isNoindex(signals: PageSignals | null): boolean {
  if (!signals) return false;
  return signals.robots.some(
    (entry) => (entry.scope === "*" || entry.scope === "googlebot") && entry.directives.some((d) => d === "noindex" || d === "none"),
  );
}

/** The canonical a search engine reads: the HTML tag, else the Link header. */
export function effectiveCanonical(page: FetchedPage): string | null {
  return canonicalOf(page.signals?.canonical ?? null, page.signals?.headerCanonical ?? null);
}

/** The page answered 200 with HTML, so its canonical signals can be judged. */
function judgeable(page: FetchedPage): page is FetchedPage & { signals: PageSignals } {
  return page.status === 200 && page.signals !== null;
}

export interface FollowUpFetches {
  /** The canonical target to fetch (null: no canonical, or the page itself). */
  target: string | null;
  /** The page with the test parameters (null: the page itself could not be judged). */
  parameter: string | null;
}

/** What the server fetches after the page: its canonical target and the parameter variant. */
export function followUpFetches(page: FetchedPage): FollowUpFetches {
  if (!judgeable(page)) return { target: null, parameter: null };
  const canonical = effectiveCanonical(page);
  return {
    target: canonical !== null && !sameUrl(canonical, page.finalUrl) ? canonical : null,
    parameter: withTestParameters(page.finalUrl),
  };
}

const TEMPORARY_REDIRECTS = new Set([302, 303, 307]);

/** "https://a/ (301) → https://b/ (302) → https://c/ (200)": every hop with its status. */
export function formatChain(page: Pick<FetchedPage, "redirects" | "finalUrl" | "status">): string {
  const final = page.status === null ? CANONICAL_LIVE_STATUS.notFetched : String(page.status);
  return [...page.redirects.map((hop) => `${hop.url} (${hop.status})`), `${page.finalUrl} (${final})`].join(" → ");
}

function finding(code: FindingCode, severity: FindingSeverity, message: string, fix: string): CanonicalFinding {
  return { code, severity, message, fix };
}

export function verdictOf(findings: readonly CanonicalFinding[]): CanonicalVerdict {
  if (findings.some((f) => f.code === "fetch-failed")) return { level: "failed", summary: CANONICAL_LIVE_VERDICTS.failed };
  const errors = findings.filter((f) => f.severity === "error").length;
  const warnings = findings.filter((f) => f.severity === "warning").length;
  if (errors > 0) return { level: "error", summary: CANONICAL_LIVE_VERDICTS.errors(errors + warnings) };
  if (warnings > 0) return { level: "warning", summary: CANONICAL_LIVE_VERDICTS.warnings(warnings) };
  return { level: "ok", summary: CANONICAL_LIVE_VERDICTS.consistent };
}

function redirectFindings(page: FetchedPage): CanonicalFinding[] {
  if (page.redirects.length === 0) return [];
  // A warning, not a note: the visitor checked an address that is not the one to link to, and the
  // signals of the page it lands on say nothing about that.
  const out = [finding("redirected", "warning", F.redirected.message(page.finalUrl), F.redirected.fix(page.finalUrl))];
  if (page.redirects.length > 1) out.push(finding("redirect-chain", "warning", F.redirectChain.message(page.redirects.length), F.redirectChain.fix));
  const temporary = page.redirects.find((hop) => TEMPORARY_REDIRECTS.has(hop.status));
  if (temporary) out.push(finding("temporary-redirect", "warning", F.temporaryRedirect.message(temporary.status), F.temporaryRedirect.fix));
  return out;
}

function targetFindings(canonical: string, target: FetchedPage): CanonicalFinding[] {
  const status = target.status;
  if (status === null) {
    return [finding("target-failed", "error", F.targetFailed.message(canonical, target.error?.message ?? ""), F.targetFailed.fix)];
  }
  const next = effectiveCanonical(target);
  const problems = canonicalTargetProblems({
    finalUrl: target.finalUrl,
    status,
    redirected: target.redirects.length > 0,
    html: target.signals !== null,
    noindex: isNoindex(target.signals),
    canonical: next,
  });
  const described: Record<CanonicalTargetProblem, () => CanonicalFinding> = {
    "target-redirects": () => finding("target-redirects", "error", F.targetRedirects.message(canonical, formatChain(target)), F.targetRedirects.fix),
    "target-status": () => finding("target-status", "error", F.targetStatus.message(canonical, status), F.targetStatus.fix),
    "target-not-html": () => finding("target-not-html", "error", F.targetNotHtml.message(canonical), F.targetNotHtml.fix),
    "target-noindex": () => finding("target-noindex", "error", F.targetNoindex.message(canonical), F.targetNoindex.fix),
    "target-no-canonical": () => finding("target-no-canonical", "warning", F.targetNoCanonical.message(canonical), F.targetNoCanonical.fix),
    "target-canonicalised": () => finding("target-canonicalised", "error", F.targetCanonicalised.message(canonical, next ?? ""), F.targetCanonicalised.fix(next ?? "")),
  };
  return problems.map((problem) => described[problem]());
}

function parameterFindings(expected: string, variant: FetchedPage): CanonicalFinding[] {
  if (variant.status === null) return [finding("parameter-failed", "warning", F.parameterFailed.message(variant.url, variant.error?.message ?? ""), F.parameterFailed.fix)];
  if (variant.status !== 200 || variant.signals === null) {
    const reason = variant.status !== 200 ? CANONICAL_LIVE_STATUS.http(variant.status) : (variant.contentType ?? "");
    return [finding("parameter-failed", "warning", F.parameterFailed.message(variant.url, reason), F.parameterFailed.fix)];
  }
  // A site that redirects the parameters away leaves no parameterised copy to canonicalise.
  if (!hasTestParameters(variant.finalUrl)) return [];
  const canonical = effectiveCanonical(variant);
  if (canonical === null) return [finding("parameter-no-canonical", "error", F.parameterNoCanonical.message(variant.url), F.parameterNoCanonical.fix)];
  if (hasTestParameters(canonical)) return [finding("parameter-echoed", "error", F.parameterEchoed.message(canonical), F.parameterEchoed.fix)];
  if (!sameUrl(canonical, expected)) return [finding("parameter-other", "warning", F.parameterOther.message(canonical, expected), F.parameterOther.fix(expected))];
  return [];
}

function targetRow(url: string, target: FetchedPage): CanonicalTargetRow {
  return {
    url,
    finalUrl: target.finalUrl,
    status: target.status,
    redirects: target.redirects,
    canonical: effectiveCanonical(target),
    noindex: isNoindex(target.signals),
    error: target.error?.message ?? null,
  };
}

export interface RowInput {
  index: number;
  page: FetchedPage;
  /** The fetch of followUpFetches(page).target, when there was one. */
  target: FetchedPage | null;
  /** The fetch of followUpFetches(page).parameter, when there was one. */
  parameter: FetchedPage | null;
}

/** One URL's row: its signals, every finding with its fix, and the verdict. */
export function canonicalRow({ index, page, target, parameter }: RowInput): CanonicalLiveRow {
  const signals = page.signals;
  const findings: CanonicalFinding[] = [];
  const canonical = effectiveCanonical(page);
  const selfCanonical = canonical !== null && sameUrl(canonical, page.finalUrl);
  const noindex = isNoindex(signals);

  if (page.status === null) {
    findings.push(finding("fetch-failed", "error", F.fetchFailed.message(page.error?.message ?? ""), F.fetchFailed.fix));
  } else {
    findings.push(...redirectFindings(page));
    if (page.status !== 200) findings.push(finding("page-status", "error", F.pageStatus.message(page.status), F.pageStatus.fix));
    else if (signals === null) findings.push(finding("not-html", "warning", F.notHtml.message(page.contentType ?? "?"), F.notHtml.fix));
  }

  if (judgeable(page)) {
    const html = page.signals.canonical;
    const header = page.signals.headerCanonical;
    if (canonical === null) findings.push(finding("no-canonical", "warning", F.noCanonical.message, F.noCanonical.fix));
    if (hasMultipleCanonicals(page.signals.canonicalCount)) {
      findings.push(finding("multiple-canonicals", "error", F.multipleCanonicals.message(page.signals.canonicalCount), F.multipleCanonicals.fix));
    }
    if (html !== null && header !== null && canonicalSignalsDisagree(html, header)) findings.push(finding("header-mismatch", "error", F.headerMismatch.message(html, header), F.headerMismatch.fix));
    const href = page.signals.canonicalHref;
    if (html !== null && href !== null && isRelativeHref(href)) findings.push(finding("relative-canonical", "info", F.relativeCanonical.message(href), F.relativeCanonical.fix));
    const ogUrl = page.signals.ogUrl;
    if (canonical !== null && ogUrl !== null && !sameUrl(ogUrl, canonical)) findings.push(finding("og-url-mismatch", "warning", F.ogUrlMismatch.message(ogUrl, canonical), F.ogUrlMismatch.fix));
    const mixed = canonical === null ? null : noindexWithCanonical(canonical, page.finalUrl, noindex);
    if (canonical !== null && mixed !== null) {
      findings.push(
        mixed === "self"
          ? finding("noindex-self", "error", F.noindexSelf.message, F.noindexSelf.fix)
          : finding("noindex-elsewhere", "error", F.noindexElsewhere.message(canonical), F.noindexElsewhere.fix),
      );
    }
    if (canonical !== null && !selfCanonical) {
      if (!noindex) findings.push(finding("canonical-elsewhere", "info", F.canonicalElsewhere.message(canonical), F.canonicalElsewhere.fix));
      if (target) findings.push(...targetFindings(canonical, target));
    }
    if (parameter) findings.push(...parameterFindings(canonical ?? page.finalUrl, parameter));
  }

  return {
    index,
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    redirects: page.redirects,
    error: page.error?.message ?? null,
    htmlCanonical: signals?.canonical ?? null,
    canonicalHref: signals?.canonicalHref ?? null,
    canonicalCount: signals?.canonicalCount ?? 0,
    headerCanonical: signals?.headerCanonical ?? null,
    ogUrl: signals?.ogUrl ?? null,
    noindex,
    selfCanonical,
    target: target && canonical !== null && !selfCanonical ? targetRow(canonical, target) : null,
    parameterTest: parameter
      ? { url: parameter.url, finalUrl: parameter.finalUrl, status: parameter.status, canonical: effectiveCanonical(parameter), error: parameter.error?.message ?? null }
      : null,
    findings,
    verdict: verdictOf(findings),
  };
}

/** The target's state in a few words: "sayfanın kendisi", a status chain, or "istenemedi". */
export function describeTarget(row: CanonicalLiveRow): string {
  if (row.selfCanonical) return CANONICAL_LIVE_STATUS.targetSelf;
  if (row.target === null) return CANONICAL_LIVE_TEXT.none;
  if (row.target.status === null) return `${CANONICAL_LIVE_STATUS.notFetched}: ${row.target.error ?? ""}`;
  return formatChain(row.target);
}

/** The parameter variant's canonical, or why there is none. */
export function describeParameterTest(row: CanonicalLiveRow): string {
  const test = row.parameterTest;
  if (test === null) return CANONICAL_LIVE_STATUS.parameterSkipped;
  if (test.status === null) return `${CANONICAL_LIVE_STATUS.notFetched}: ${test.error ?? ""}`;
  if (test.status !== 200) return CANONICAL_LIVE_STATUS.http(test.status);
  return test.canonical ?? CANONICAL_LIVE_TEXT.none;
}

/** Rows in the visitor's order. */
export function sortRows(rows: readonly CanonicalLiveRow[]): CanonicalLiveRow[] {
  return [...rows].sort((a, b) => a.index - b.index);
}

/** The CSV export: one line per URL, findings and fixes joined by line breaks inside their cells. */
export function canonicalLiveCsv(rows: readonly CanonicalLiveRow[]): string {
  const body = sortRows(rows).map((row) => {
    const problems = row.findings;
    return [
      row.url,
      row.finalUrl,
      row.status ?? CANONICAL_LIVE_STATUS.notFetched,
      row.redirects.length > 0 ? formatChain(row) : "",
      row.htmlCanonical ?? "",
      row.headerCanonical ?? "",
      row.ogUrl ?? "",
      describeTarget(row),
      describeParameterTest(row),
      row.verdict.summary,
      problems.map((f) => `${CANONICAL_LIVE_TEXT.severity[f.severity]}: ${f.message}`).join("\n"),
      problems.map((f) => f.fix).join("\n"),
    ];
  });
  return csvText([CANONICAL_LIVE_CSV_HEADER, ...body], { bom: true });
}
