/**
 * Canonical generator: pairs of (page URL, canonical URL) turned into `<link rel="canonical">`
 * tags, with the checks of Lighthouse's canonical audit applied to each pair.
 */
import { checkHttpUrl } from "~/capabilities/url/http-url";
import type { HttpUrlCheck } from "~/capabilities/url/http-url";
import { escapeHtmlAttribute } from "~/capabilities/markup/markup";
import { CANONICAL_URL_INVALID_MESSAGE, CANONICAL_WARNING_MESSAGES, PAGE_URL_INVALID_MESSAGE } from "./generator.content";

export interface CanonicalEntry {
  /** The page that will carry the tag. */
  url: string;
  /** The address the page declares as its preferred version. */
  canonicalUrl: string;
}

export function createCanonicalEntry(): CanonicalEntry {
  return { url: "", canonicalUrl: "" };
}

/** The "copy the page URL" button: fills the canonical field only while it is empty. */
export function fillCanonicalFromPageUrl(entry: CanonicalEntry): CanonicalEntry {
  if (entry.canonicalUrl.trim() !== "") return entry;
  return { ...entry, canonicalUrl: entry.url.trim() };
}

/** "empty" gets neither a red border nor a green check: the user has not typed yet. */
export type CanonicalFieldState = { status: "empty" } | { status: "valid" } | { status: "invalid"; message: string };

export interface CanonicalEntryValidation {
  url: CanonicalFieldState;
  canonicalUrl: CanonicalFieldState;
}

function fieldState(check: HttpUrlCheck, message: string): CanonicalFieldState {
  if (check.ok) return { status: "valid" };
  return check.problem === "empty" ? { status: "empty" } : { status: "invalid", message };
}

export function validateCanonicalEntry(entry: CanonicalEntry): CanonicalEntryValidation {
  return {
    url: fieldState(checkHttpUrl(entry.url), PAGE_URL_INVALID_MESSAGE),
    canonicalUrl: fieldState(checkHttpUrl(entry.canonicalUrl), CANONICAL_URL_INVALID_MESSAGE),
  };
}

interface CompletePair {
  entryIndex: number;
  page: Extract<HttpUrlCheck, { ok: true }>;
  canonical: Extract<HttpUrlCheck, { ok: true }>;
}

export function completePairs(entries: readonly CanonicalEntry[]): CompletePair[] {
  const pairs: CompletePair[] = [];
  entries.forEach((entry, entryIndex) => {
    const page = checkHttpUrl(entry.url);
    const canonical = checkHttpUrl(entry.canonicalUrl);
    if (page.ok && canonical.ok) pairs.push({ entryIndex, page, canonical });
  });
  return pairs;
}

/**
 * One tag per complete, valid pair, each preceded by a comment naming the page it belongs on
 * (several pages' tags would otherwise be indistinguishable). Repeated pairs appear once.
 * Addresses are written normalized (percent-encoded), so no `-->` can end the comment early.
 * Empty string when nothing is complete: the screen then shows URLS_REQUIRED_MESSAGE.
 */
export function buildCanonicalTags(entries: readonly CanonicalEntry[]): string {
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const { page, canonical } of completePairs(entries)) {
    const key = `${page.href} ${canonical.href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    blocks.push(`<!-- Sayfa: ${page.href} -->\n<link rel="canonical" href="${escapeHtmlAttribute(canonical.href)}">`);
  }
  return blocks.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Checks, after Lighthouse's canonical audit (core/audits/seo/canonical.js in GoogleChrome/lighthouse):
// invalid URL, relative URL, several conflicting canonicals, canonical pointing at the domain root
// from a deeper page. Lighthouse's hreflang cross-check is out of scope here (no hreflang data).
// Lighthouse stopped failing cross-domain canonicals, since syndication uses them on purpose; it
// is kept as a warning because a staging or old domain left in a canonical is a classic mistake.

export type CanonicalWarningCode = "invalid" | "relative" | "conflict" | "points-to-root" | "cross-domain";

export interface CanonicalWarning {
  code: CanonicalWarningCode;
  message: string;
  /** Form row the warning is about. */
  entryIndex: number;
}

export function checkCanonicalEntries(entries: readonly CanonicalEntry[]): CanonicalWarning[] {
  const warnings: CanonicalWarning[] = [];

  entries.forEach((entry, entryIndex) => {
    const row = entryIndex + 1;
    const typed = entry.canonicalUrl.trim();
    const canonical = checkHttpUrl(typed);
    if (canonical.ok || canonical.problem === "empty") return;
    warnings.push(
      canonical.problem === "relative"
        ? {
            code: "relative",
            entryIndex,
            message: CANONICAL_WARNING_MESSAGES.relative(row, typed),
          }
        : { code: "invalid", entryIndex, message: CANONICAL_WARNING_MESSAGES.invalid(row, typed) },
    );
  });

  const pairs = completePairs(entries);
  const canonicalsByPage = new Map<string, { canonicals: Set<string>; reported: boolean }>();
  for (const { entryIndex, page, canonical } of pairs) {
    const row = entryIndex + 1;

    let known = canonicalsByPage.get(page.href);
    if (known === undefined) {
      known = { canonicals: new Set(), reported: false };
      canonicalsByPage.set(page.href, known);
    }
    known.canonicals.add(canonical.href);
    if (known.canonicals.size > 1 && !known.reported) {
      known.reported = true;
      warnings.push({
        code: "conflict",
        entryIndex,
        message: CANONICAL_WARNING_MESSAGES.conflict(row, page.href, [...known.canonicals]),
      });
    }

    if (page.url.hostname !== canonical.url.hostname) {
      warnings.push({
        code: "cross-domain",
        entryIndex,
        message: CANONICAL_WARNING_MESSAGES.crossDomain(row, canonical.url.hostname),
      });
    } else if (
      canonical.url.origin === page.url.origin &&
      canonical.url.pathname === "/" &&
      page.url.pathname !== "/"
    ) {
      warnings.push({
        code: "points-to-root",
        entryIndex,
        message: CANONICAL_WARNING_MESSAGES.pointsToRoot(row),
      });
    }
  }

  return warnings.sort((first, second) => first.entryIndex - second.entryIndex);
}
