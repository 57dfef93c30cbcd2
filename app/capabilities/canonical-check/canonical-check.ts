/**
 * The canonical questions that the canonical tool's live check (features/canonical/live-check.ts,
 * over pages it fetches) and the site audit (audit-rules/rules/canonical.ts, over crawl records)
 * both ask, following Google's guidance on canonicalisation ("How to specify a canonical URL").
 * Each is asked here once: the callers bring their own records and their own words.
 */

/** What a check knows of a page another page points to: a canonical target or a hreflang alternate. */
export interface PointedPage {
  /** Where the answer came from, after redirects. */
  finalUrl: string;
  status: number;
  /** The address pointed to answered with a redirect. */
  redirected: boolean;
  /** The final answer was HTML, so its signals were read. */
  html: boolean;
  noindex: boolean;
  /** Its own canonical (the tag, else the Link header), or null. */
  canonical: string | null;
}

/** Same address once parsed (host case, default port, empty path, fragment do not count). */
export function sameUrl(a: string, b: string): boolean {
  try {
    const left = new URL(a);
    const right = new URL(b);
    left.hash = "";
    right.hash = "";
    return left.href === right.href;
  } catch {
    return a === b;
  }
}

/** The canonical a search engine reads: the HTML tag, else the Link header. */
export function effectiveCanonical(htmlCanonical: string | null, headerCanonical: string | null): string | null {
  return htmlCanonical ?? headerCanonical;
}

/** Google ignores every canonical of a page that declares more than one. */
export function hasMultipleCanonicals(canonicalCount: number): boolean {
  return canonicalCount > 1;
}

/** The tag and the `Link` header name different pages: signals that disagree may all be ignored. */
export function canonicalSignalsDisagree(htmlCanonical: string, headerCanonical: string): boolean {
  return !sameUrl(htmlCanonical, headerCanonical);
}

/**
 * The href as written is not an absolute http(s) address: Google asks for absolute canonicals (a
 * relative one breaks on copies of the page) and fully-qualified hreflang alternates.
 */
export function isRelativeHref(href: string): boolean {
  return !/^https?:\/\//i.test(href);
}

/**
 * A page with both noindex and a canonical sends opposite signals (Google asks not to mix them):
 * "self" when the canonical is the page itself, "elsewhere" when it names another page.
 */
export function noindexWithCanonical(canonical: string, finalUrl: string, noindex: boolean): "self" | "elsewhere" | null {
  if (!noindex) return null;
  return sameUrl(canonical, finalUrl) ? "self" : "elsewhere";
}

export type CanonicalTargetProblem = "target-redirects" | "target-status" | "target-not-html" | "target-noindex" | "target-canonicalised" | "target-no-canonical";

/**
 * What is wrong with the page a canonical names, in the order the live check reports it: Google
 * wants it to answer 200 directly, be indexable and name itself as canonical. A target that does
 * not answer 200, or not with HTML, is judged no further.
 */
export function canonicalTargetProblems(target: PointedPage): CanonicalTargetProblem[] {
  const out: CanonicalTargetProblem[] = [];
  if (target.redirected) out.push("target-redirects");
  if (target.status !== 200) return [...out, "target-status"];
  if (!target.html) return [...out, "target-not-html"];
  if (target.noindex) out.push("target-noindex");
  if (target.canonical === null) out.push("target-no-canonical");
  else if (!sameUrl(target.canonical, target.finalUrl)) out.push("target-canonicalised");
  return out;
}
