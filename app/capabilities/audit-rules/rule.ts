import type { AuditPage, AuditSite } from "./audit-page";

/**
 * A rule of the site audit: a small pure check over audit records with a stable id
 * (`family/name`), its family, its scope, how bad a finding is and how much it weighs in the
 * score. What it says to the visitor (title, why it matters, how to fix it) is in the family's
 * content module, keyed by the same id, so logic and Turkish text stay apart (and a missing text
 * is a type error, see rule-texts.ts).
 */

export const FAMILIES = [
  "crawl",
  "core",
  "links",
  "content",
  "url",
  "international",
  "canonical",
  "social",
  "structured-data",
  "security",
  "images",
  "mobile",
  "delivery",
  "performance",
  "agents",
  "trust",
  "local",
  "integrity",
  "analytics",
] as const;
export type Family = (typeof FAMILIES)[number];

/** error: costs visibility or visitors now; warning: likely costs them; notice: worth doing. */
export const SEVERITIES = ["error", "warning", "notice"] as const;
export type Severity = (typeof SEVERITIES)[number];

export type RuleId = `${Family}/${string}`;

/** One affected address and, where it helps, what was found there (a title, a header value …). */
export interface Hit {
  url: string;
  detail?: string;
}

interface RuleBase<Id extends RuleId> {
  id: Id;
  family: Family;
  severity: Severity;
  /** 1 to 10: how much the rule counts in the score among the rules that apply. */
  weight: number;
}

/**
 * Checks one page: a hit (or true, for a hit without detail) when the page has the defect,
 * null or false when it does not, and "n/a" when the rule does not apply to it (an image rule on
 * a page without images counts neither as passed nor as failed).
 */
export interface PageRule<Id extends RuleId = RuleId> extends RuleBase<Id> {
  scope: "page";
  /** Which pages the rule looks at: "html" (an HTML page answering 2xx, the default) or "all" (any answer). */
  pages?: "html" | "all";
  check: (page: AuditPage, site: AuditSite) => string | boolean | null | "n/a";
}

/**
 * Checks the site as a whole (duplicates across pages, robots.txt, sitemaps): the affected
 * addresses (empty when it passes), or "n/a". `applicable` is how many addresses it judged, for
 * the score; 1 for a site-wide fact such as "robots.txt is missing".
 */
export interface SiteRule<Id extends RuleId = RuleId> extends RuleBase<Id> {
  scope: "site";
  check: (site: AuditSite) => { hits: Hit[]; applicable: number } | "n/a";
}

export type Rule<Id extends RuleId = RuleId> = PageRule<Id> | SiteRule<Id>;

/** A site rule's verdict on one site-wide fact (robots.txt is missing, the home page is not compressed …): judged once, at `url`. */
export function siteFact(failed: boolean, url: string, detail?: string | null): { hits: Hit[]; applicable: number } {
  return { hits: failed ? [detail === undefined || detail === null ? { url } : { url, detail }] : [], applicable: 1 };
}

/** Helps TypeScript keep each rule's literal id (so its texts can be required by id). */
export function pageRule<const Id extends RuleId>(rule: Omit<PageRule<Id>, "scope">): PageRule<Id> {
  return { ...rule, scope: "page" };
}

export function siteRule<const Id extends RuleId>(rule: Omit<SiteRule<Id>, "scope">): SiteRule<Id> {
  return { ...rule, scope: "site" };
}
