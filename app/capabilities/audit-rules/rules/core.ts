import { SERP_LIMITS, arialTextWidth } from "~/capabilities/text-metrics/pixel-width";
import { directivesFor, parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";
import type { AuditPage } from "../audit-page";
import { pageRule } from "../rule";
import { isNoindex } from "../site-index";

/**
 * Core tags: what every page needs in its head for search results to show it well. Lengths are
 * judged the way the meta tag tool judges them: by the pixel width Google's results give a title
 * and a description (text-metrics), not by a character count.
 */

/** Below these, a title or a description says too little to earn the click (and Google tends to rewrite it). */
export const TITLE_MIN_CHARS = 25;
export const DESCRIPTION_MIN_CHARS = 70;

const tooWide = (text: string, limit: { fontSizePx: number; maxWidthPx: number }): boolean => arialTextWidth(text, limit.fontSizePx) > limit.maxWidthPx;

/** The value and its width, as the finding shows it. */
const withWidth = (text: string, fontSizePx: number): string => `${text} (${Math.round(arialTextWidth(text, fontSizePx))} px)`;

/** Judges a page's first title or description, the one search engines use; "n/a" when it has none. */
const first =
  (list: (page: AuditPage) => string[], judge: (text: string) => string | null) =>
  (page: AuditPage): string | null | "n/a" => {
    const text = list(page)[0];
    return text ? judge(text) : "n/a";
  };
const titleOf = (page: AuditPage): string[] => page.titles;
const descriptionOf = (page: AuditPage): string[] => page.descriptions;
const tooWideFor = (limit: { fontSizePx: number; maxWidthPx: number }) => (text: string): string | null => (tooWide(text, limit) ? withWidth(text, limit.fontSizePx) : null);

/**
 * The directive of robots values (meta contents or an X-Robots-Tag) that keeps Google from showing
 * a snippet: "nosnippet" or "max-snippet:0", for every crawler or for Googlebot. null when none does.
 */
function snippetBlock(values: readonly string[]): string | null {
  for (const directive of directivesFor(values, "googlebot")) {
    if (directive === "nosnippet") return "nosnippet";
    if (/^max-snippet\s*:\s*0+$/.test(directive)) return "max-snippet:0";
  }
  return null;
}

/** The page asks Google to show it without a snippet: where and how, as the finding shows it; "n/a" when it is not in the index as itself. */
function noSnippet(page: AuditPage): string | null | "n/a" {
  const googlebot = page.metaGooglebot ?? [];
  if (isNoindex(page) || parseRobotsDirectives(googlebot, "googlebot").noindex) return "n/a";
  const canonical = page.canonicals[0];
  if (canonical !== undefined && canonical !== "" && canonical !== page.url && canonical !== page.finalUrl) return "n/a";
  const header = page.headers["x-robots-tag"];
  const found: [string, string | null][] = [
    ['<meta name="robots">', snippetBlock(page.metaRobots)],
    ['<meta name="googlebot">', snippetBlock(googlebot)],
    ["X-Robots-Tag", header === undefined ? null : snippetBlock([header])],
  ];
  const where = found.find(([, directive]) => directive !== null);
  return where === undefined ? null : `${where[0]}: ${where[1]}`;
}

/**
 * When a core rule does not apply ("n/a"), always for a reason of the page itself:
 * - title-too-long, title-too-short: the page has no title (title-missing reports that).
 * - description-too-long, description-too-short: the page has no meta description (description-missing reports that).
 * - nosnippet: the page is noindex (for every crawler or for Googlebot: crawl/noindex reports it)
 *   or names another page as canonical (Google shows that page's snippet, not this one's).
 * - every other core rule applies to every HTML page that answered 2xx. Every field they read
 *   (titles, descriptions, headings, lang, charset, metaRefresh) is filled by page-record.ts on
 *   every such page.
 */
export const CORE_RULES = [
  pageRule({
    id: "core/title-missing",
    family: "core",
    severity: "error",
    weight: 9,
    check: (page) => page.titles.every((title) => title === ""),
  }),
  pageRule({
    id: "core/title-multiple",
    family: "core",
    severity: "warning",
    weight: 3,
    check: (page) => (page.titles.length > 1 ? page.titles.join(" | ") : null),
  }),
  pageRule({
    id: "core/title-too-long",
    family: "core",
    severity: "warning",
    weight: 4,
    check: first(titleOf, tooWideFor(SERP_LIMITS.desktop.title)),
  }),
  pageRule({
    id: "core/title-too-short",
    family: "core",
    severity: "notice",
    weight: 2,
    check: first(titleOf, (title) => (title.length < TITLE_MIN_CHARS ? title : null)),
  }),
  pageRule({
    id: "core/description-missing",
    family: "core",
    severity: "warning",
    weight: 6,
    check: (page) => page.descriptions.every((description) => description === ""),
  }),
  pageRule({
    id: "core/description-multiple",
    family: "core",
    severity: "warning",
    weight: 3,
    check: (page) => (page.descriptions.length > 1 ? page.descriptions.join(" | ") : null),
  }),
  pageRule({
    id: "core/description-too-long",
    family: "core",
    severity: "notice",
    weight: 2,
    check: first(descriptionOf, tooWideFor(SERP_LIMITS.desktop.description)),
  }),
  pageRule({
    id: "core/description-too-short",
    family: "core",
    severity: "notice",
    weight: 2,
    check: first(descriptionOf, (description) => (description.length < DESCRIPTION_MIN_CHARS ? description : null)),
  }),
  pageRule({
    id: "core/nosnippet",
    family: "core",
    // The result loses the two lines that earn the click, as with no description at all: a warning weighed close to description-missing.
    severity: "warning",
    weight: 5,
    check: noSnippet,
  }),
  pageRule({
    id: "core/h1-missing",
    family: "core",
    severity: "warning",
    weight: 6,
    // n/a on an empty app shell: scripts draw its heading, and agents/content-needs-javascript speaks for it.
    check: (page) => (page.emptyAppShell ? "n/a" : !page.headings.some((heading) => heading.level === 1 && heading.text !== "")),
  }),
  pageRule({
    id: "core/h1-multiple",
    family: "core",
    severity: "notice",
    weight: 2,
    check: (page) => {
      const h1s = page.headings.filter((heading) => heading.level === 1);
      return h1s.length > 1 ? h1s.map((heading) => heading.text).join(" | ") : null;
    },
  }),
  pageRule({
    id: "core/lang-missing",
    family: "core",
    severity: "warning",
    weight: 4,
    check: (page) => page.lang === null || page.lang.trim() === "",
  }),
  pageRule({
    id: "core/charset-missing",
    family: "core",
    severity: "warning",
    weight: 3,
    check: (page) => page.charset === null && !/charset=/i.test(page.headers["content-type"] ?? ""),
  }),
  pageRule({
    id: "core/meta-refresh",
    family: "core",
    severity: "warning",
    weight: 4,
    check: (page) => page.metaRefresh,
  }),
];
