import type { PointedPage } from "~/capabilities/canonical-check/canonical-check";
import { X_DEFAULT, primaryLanguage, regionOf } from "./codes";

/**
 * The hreflang questions that the hreflang tool's live check (features/hreflang/live-check.ts,
 * over the pages of one set it fetches) and the site audit (audit-rules/rules/international.ts,
 * over crawl records) both ask, following Google's "Tell Google about localized versions of
 * your page". Each is asked here once: the callers bring their own records and their own words.
 */

/** One annotation as both callers hold it: the value as written and the absolute address. */
export interface HreflangLink {
  hreflang: string;
  href: string;
}

/** Absolute URL without fragment, as annotations carry it; the input when it is no URL. */
export function normalizeUrl(href: string): string {
  try {
    const url = new URL(href);
    url.hash = "";
    return url.href;
  } catch {
    return href;
  }
}

/** The addresses claimed for each value (lowercased: values are case-insensitive), in the order first written. */
export function valueClaims(annotations: Iterable<HreflangLink>): Map<string, Set<string>> {
  const claims = new Map<string, Set<string>>();
  for (const annotation of annotations) {
    const key = annotation.hreflang.toLowerCase();
    const claimed = claims.get(key) ?? new Set<string>();
    claimed.add(annotation.href);
    claims.set(key, claimed);
  }
  return claims;
}

/** Google ignores a value given to two addresses: the values of `claims` that have more than one. */
export function duplicateValues(claims: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return [...claims].filter(([, addresses]) => addresses.size > 1).map(([key]) => key);
}

/** Google recommends an x-default version for visitors no other version matches. */
export function hasXDefault(values: Iterable<string>): boolean {
  for (const value of values) if (value.toLowerCase() === X_DEFAULT) return true;
  return false;
}

/** The annotations name `url` (a return link, or the page's own self-reference). */
export function linksTo(annotations: readonly HreflangLink[], url: string): boolean {
  return annotations.some((annotation) => annotation.href === url);
}

export type AlternateProblem = "redirected" | "http-status" | "not-html" | "noindex" | "canonical-elsewhere";

/** Why a page cannot be in a hreflang set (Google: alternates must be 200, indexable, canonical to themselves). */
export function alternateProblems(page: PointedPage): AlternateProblem[] {
  const problems: AlternateProblem[] = [];
  if (page.redirected) problems.push("redirected");
  if (page.status !== 200) problems.push("http-status");
  else if (!page.html) problems.push("not-html");
  if (page.noindex) problems.push("noindex");
  if (page.canonical !== null && normalizeUrl(page.canonical) !== normalizeUrl(page.finalUrl)) problems.push("canonical-elsewhere");
  return problems;
}

/** `<html lang>` agrees with a value when the languages are the same and, if both name a region, the regions too. */
export function langAgrees(lang: string, value: string): boolean {
  const language = primaryLanguage(lang);
  if (language === null || language !== primaryLanguage(value)) return false;
  const langRegion = regionOf(lang);
  const valueRegion = regionOf(value);
  return langRegion === null || valueRegion === null || langRegion === valueRegion;
}
