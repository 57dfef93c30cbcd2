/**
 * The hreflang live check's rules (Google, "Tell Google about localized versions of your page"),
 * from what the server fetched: one FetchedPage per page of the set and the sitemap's xhtml:link
 * entries. Pure, so it is tested on records and the screen could re-run it.
 *
 * The set is the union of what the pages say: the start page's annotations first, then those of
 * each alternate; a value's address is the first one claimed for it. Against that set:
 * - every page lists every version, itself included (return links, self-reference);
 * - x-default is present; each value is a valid language[-script][-region] (capabilities/hreflang-check/codes.ts);
 * - no value is claimed by two addresses;
 * - every alternate answers 200 without redirect, is indexable and canonical to itself;
 * - `<html lang>` agrees with the hreflang pointing to the page.
 * The site audit asks the same questions of its crawl (audit-rules/rules/international.ts): each is
 * answered once, in capabilities/hreflang-check; this module adds the set, the matrix and the words.
 */
import type { FetchedPage, HreflangAnnotation } from "~/capabilities/live-check/live-check";
import { effectiveCanonical } from "~/capabilities/canonical-check/canonical-check";
import { X_DEFAULT, checkHreflangCode, type HreflangCodeCheck } from "~/capabilities/hreflang-check/codes";
import {
  alternateProblems,
  duplicateValues,
  hasXDefault,
  langAgrees,
  linksTo,
  normalizeUrl,
  valueClaims,
  type AlternateProblem,
} from "~/capabilities/hreflang-check/hreflang-check";
import { LIVE_HREFLANG_TEXT } from "./live.content";

const PROBLEM_TEXT = LIVE_HREFLANG_TEXT.problems;

export type HreflangProblemCode =
  | "unreachable"
  | "http-status"
  | "redirected"
  | "not-html"
  | "noindex"
  | "canonical-elsewhere"
  | "no-annotations"
  | "missing-self"
  | "not-in-set"
  | "missing-return"
  | "missing-link"
  | "other-url"
  | "invalid-code"
  | "lang-mismatch"
  | "no-x-default"
  | "duplicate-value"
  | "single-version"
  | "capped"
  | "stopped";

export interface HreflangProblem {
  code: HreflangProblemCode;
  /** Turkish explanation shown as is. */
  message: string;
}

export type HreflangCellStatus = "ok" | "self" | "missing" | "missing-self" | "other-url" | "unread";

export interface HreflangCell {
  /** Column key (the lowercased value). */
  key: string;
  status: HreflangCellStatus;
  /** For "other-url": the address this page gives for the value. */
  found: string | null;
}

export interface HreflangColumn {
  /** Lowercased value ("en-gb"): values are case-insensitive. */
  key: string;
  /** As first written ("en-GB"). */
  value: string;
  /** The address the set gives this value (its first claim). */
  href: string;
  code: HreflangCodeCheck;
}

export interface HreflangPageReport {
  url: string;
  finalUrl: string;
  status: number | null;
  /** `<html lang>`, or null. */
  lang: string | null;
  /** Where this page's annotations came from. */
  sources: HreflangAnnotation["source"][];
  verdict: "ok" | "problems" | "unread";
  cells: HreflangCell[];
  problems: HreflangProblem[];
}

export interface HreflangFixLink {
  hreflang: string;
  href: string;
}

export interface HreflangFixPage {
  url: string;
  /** Tags of the corrected set this page does not carry yet. */
  missing: HreflangFixLink[];
}

export interface HreflangFixPack {
  /** The corrected set: valid (or corrected) values of pages that answer 200, indexable, self-canonical. */
  set: HreflangFixLink[];
  pages: HreflangFixPage[];
  /** Pages of the set left out of it (not 200, redirected, noindex, canonical elsewhere, unread). */
  leftOut: string[];
}

export interface HreflangLiveResult {
  startUrl: string;
  /** The sitemap whose xhtml:link entries were read, or null. */
  sitemapUrl: string | null;
  /** Sitemap files that were not read, and why (a file too large once inflated, ...), in Turkish. */
  sitemapNotes: string[];
  columns: HreflangColumn[];
  pages: HreflangPageReport[];
  clusterProblems: HreflangProblem[];
  fixPack: HreflangFixPack;
  /** Alternates not fetched because of the cap. */
  capped: string[];
}

/** One finished page while the check runs (the screen lists them if the visitor stops). */
export interface HreflangLiveItem {
  url: string;
  status: number | null;
}

export interface HreflangCheckInput {
  startUrl: string;
  /** The start page first, then the alternates fetched, each once. */
  pages: readonly FetchedPage[];
  sitemap: { url: string; annotations: Readonly<Record<string, readonly HreflangAnnotation[]>> } | null;
  sitemapNotes?: readonly string[];
  capped?: readonly string[];
  stopReason?: keyof typeof LIVE_HREFLANG_TEXT.stopReasons | null;
}

export { langAgrees, normalizeUrl };

/** A page's annotations from HTML, Link header and sitemap (by the asked or the final address), duplicates removed. */
export function annotationsOf(page: FetchedPage, sitemap: HreflangCheckInput["sitemap"]): HreflangAnnotation[] {
  const all = [
    ...(page.signals?.hreflang ?? []),
    ...(sitemap?.annotations[normalizeUrl(page.url)] ?? sitemap?.annotations[normalizeUrl(page.finalUrl)] ?? []),
  ];
  const seen = new Set<string>();
  const out: HreflangAnnotation[] = [];
  for (const annotation of all) {
    const key = `${annotation.hreflang.toLowerCase()} ${normalizeUrl(annotation.href)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...annotation, href: normalizeUrl(annotation.href) });
  }
  return out;
}

/** Addresses the pages point to that are not among them yet (what to fetch next), in order. */
export function newAlternates(pages: readonly FetchedPage[], sitemap: HreflangCheckInput["sitemap"], known: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const seen = new Set(known);
  for (const page of pages) {
    for (const annotation of annotationsOf(page, sitemap)) {
      if (seen.has(annotation.href)) continue;
      seen.add(annotation.href);
      out.push(annotation.href);
    }
  }
  return out;
}

function isNoindex(page: FetchedPage): "meta" | "header" | null {
  for (const entry of page.signals?.robots ?? []) {
    if (entry.scope !== "*" && entry.scope !== "googlebot") continue;
    if (entry.directives.includes("noindex") || entry.directives.includes("none")) return entry.source;
  }
  return null;
}

/** Why a page cannot be in a hreflang set (Google: alternates must be 200, indexable, canonical to themselves). */
function eligibilityProblems(page: FetchedPage): HreflangProblem[] {
  const status = page.status;
  if (status === null) return [{ code: "unreachable", message: PROBLEM_TEXT.unreachable(page.error?.message ?? "") }];
  const noindex = isNoindex(page);
  const canonical = effectiveCanonical(page.signals?.canonical ?? null, page.signals?.headerCanonical ?? null);
  const message: Record<AlternateProblem, () => string> = {
    redirected: () => PROBLEM_TEXT.redirected(page.finalUrl),
    "http-status": () => PROBLEM_TEXT.httpStatus(status),
    "not-html": () => PROBLEM_TEXT.notHtml,
    noindex: () => PROBLEM_TEXT.noindex(noindex === "meta" ? PROBLEM_TEXT.noindexMeta : PROBLEM_TEXT.noindexHeader),
    "canonical-elsewhere": () => PROBLEM_TEXT.canonicalElsewhere(canonical ?? ""),
  };
  return alternateProblems({ finalUrl: page.finalUrl, status, redirected: page.redirects.length > 0, html: page.signals !== null, noindex: noindex !== null, canonical }).map(
    (code) => ({ code, message: message[code]() }),
  );
}

/** The value a tag should carry: the valid spelling, the suggested fix, or null when none can be told. */
function correctedValue(code: HreflangCodeCheck): string | null {
  return code.ok ? code.value : code.suggestion;
}

export function checkHreflangLive(input: HreflangCheckInput): HreflangLiveResult {
  const pages = input.pages;
  const annotations = new Map<string, HreflangAnnotation[]>(pages.map((page) => [normalizeUrl(page.url), annotationsOf(page, input.sitemap)]));

  // The set: value → first address claimed for it; every other address claimed for a value is a duplicate.
  const columns: HreflangColumn[] = [];
  const byKey = new Map<string, HreflangColumn>();
  const ordered = pages.flatMap((page) => annotations.get(normalizeUrl(page.url)) ?? []);
  const claims = valueClaims(ordered);
  for (const annotation of ordered) {
    const key = annotation.hreflang.toLowerCase();
    if (byKey.has(key)) continue;
    const column: HreflangColumn = { key, value: annotation.hreflang, href: annotation.href, code: checkHreflangCode(annotation.hreflang) };
    byKey.set(key, column);
    columns.push(column);
  }

  const clusterProblems: HreflangProblem[] = [];
  if (columns.length > 0 && !hasXDefault(byKey.keys())) clusterProblems.push({ code: "no-x-default", message: PROBLEM_TEXT.noXDefault });
  const duplicated = new Set(duplicateValues(claims));
  for (const column of columns) {
    if (duplicated.has(column.key)) {
      clusterProblems.push({ code: "duplicate-value", message: PROBLEM_TEXT.duplicateValue(column.value, [...(claims.get(column.key) ?? [])].join(", ")) });
    }
  }
  if (new Set(columns.map((column) => column.href)).size === 1) clusterProblems.push({ code: "single-version", message: PROBLEM_TEXT.singleVersion });
  if (input.capped && input.capped.length > 0) clusterProblems.push({ code: "capped", message: PROBLEM_TEXT.capped(input.capped.length) });
  if (input.stopReason) clusterProblems.push({ code: "stopped", message: PROBLEM_TEXT.stopped(LIVE_HREFLANG_TEXT.stopReasons[input.stopReason]) });

  const reports: HreflangPageReport[] = pages.map((page) => {
    const url = normalizeUrl(page.url);
    const own = annotations.get(url) ?? [];
    const problems = eligibilityProblems(page);
    // An error page's tags are not the site's: only an answer below 400 is read for the matrix.
    const readable = page.status !== null && page.status < 400 && (page.signals !== null || own.length > 0);
    const ownByKey = new Map<string, string[]>();
    for (const annotation of own) {
      const key = annotation.hreflang.toLowerCase();
      ownByKey.set(key, [...(ownByKey.get(key) ?? []), annotation.href]);
    }
    const pointingHere = columns.filter((column) => column.href === url);

    if (readable && own.length === 0) problems.push({ code: "no-annotations", message: PROBLEM_TEXT.noAnnotations });
    if (readable && own.length > 0 && pointingHere.length === 0) problems.push({ code: "not-in-set", message: PROBLEM_TEXT.notInSet });

    const seenValues = new Set<string>();
    for (const annotation of own) {
      const key = annotation.hreflang.toLowerCase();
      if (seenValues.has(key)) continue;
      seenValues.add(key);
      const code = checkHreflangCode(annotation.hreflang);
      if (!code.ok) problems.push({ code: "invalid-code", message: PROBLEM_TEXT.invalidCode(annotation.hreflang, code.problem, code.suggestion) });
    }

    const cells: HreflangCell[] = columns.map((column) => {
      const given = ownByKey.get(column.key);
      const isSelf = column.href === url;
      if (!readable) return { key: column.key, status: "unread", found: null };
      if (given?.includes(column.href)) return { key: column.key, status: isSelf ? "self" : "ok", found: null };
      if (given && given.length > 0) {
        const found = given[0] ?? "";
        problems.push({ code: "other-url", message: PROBLEM_TEXT.otherUrl(column.value, found, column.href) });
        return { key: column.key, status: "other-url", found };
      }
      if (isSelf) return { key: column.key, status: "missing-self", found: null };
      // A version that points to this page and is not pointed back to: a missing return link.
      const linksHere = linksTo(annotations.get(column.href) ?? [], url);
      problems.push({
        code: linksHere ? "missing-return" : "missing-link",
        message: linksHere ? PROBLEM_TEXT.missingReturn(column.value, column.href) : PROBLEM_TEXT.missingLink(column.value, column.href),
      });
      return { key: column.key, status: "missing", found: null };
    });
    if (cells.some((cell) => cell.status === "missing-self")) problems.push({ code: "missing-self", message: PROBLEM_TEXT.missingSelf });

    const lang = page.signals?.lang ?? null;
    const languageValues = pointingHere.filter((column) => column.key !== X_DEFAULT);
    if (lang !== null && lang !== "" && languageValues.length > 0 && !languageValues.some((column) => langAgrees(lang, correctedValue(column.code) ?? column.value))) {
      problems.push({ code: "lang-mismatch", message: PROBLEM_TEXT.langMismatch(lang, languageValues.map((column) => column.value).join(", ")) });
    }

    return {
      url,
      finalUrl: page.finalUrl,
      status: page.status,
      lang,
      sources: [...new Set(own.map((annotation) => annotation.source))],
      verdict: page.status === null ? "unread" : problems.length === 0 ? "ok" : "problems",
      cells,
      problems,
    };
  });

  return {
    startUrl: normalizeUrl(input.startUrl),
    sitemapUrl: input.sitemap !== null && Object.keys(input.sitemap.annotations).length > 0 ? input.sitemap.url : null,
    sitemapNotes: [...(input.sitemapNotes ?? [])],
    columns,
    pages: reports,
    clusterProblems,
    fixPack: buildFixPack(columns, pages, annotations),
    capped: [...(input.capped ?? [])],
  };
}

function buildFixPack(columns: readonly HreflangColumn[], pages: readonly FetchedPage[], annotations: ReadonlyMap<string, readonly HreflangAnnotation[]>): HreflangFixPack {
  const eligible = new Set(pages.filter((page) => eligibilityProblems(page).length === 0).map((page) => normalizeUrl(page.url)));
  const set: HreflangFixLink[] = [];
  const values = new Set<string>();
  const leftOut = new Set<string>();
  for (const column of columns) {
    if (!eligible.has(column.href)) {
      leftOut.add(column.href);
      continue;
    }
    const value = correctedValue(column.code);
    if (value === null || values.has(value.toLowerCase())) continue;
    values.add(value.toLowerCase());
    set.push({ hreflang: value, href: column.href });
  }
  const fixPages: HreflangFixPage[] = [];
  for (const url of new Set(set.map((link) => link.href))) {
    const own = annotations.get(url) ?? [];
    const missing = set.filter((link) => !own.some((annotation) => annotation.href === link.href && annotation.hreflang.toLowerCase() === link.hreflang.toLowerCase()));
    if (missing.length > 0) fixPages.push({ url, missing });
  }
  return { set, pages: fixPages, leftOut: [...leftOut] };
}
