import { Parser } from "htmlparser2";
import { feedInTurns } from "~/.server/cpu-turns";
import { PAGE_LIMITS } from "~/capabilities/crawl/.server/page";
import { StopParse, stoppableParse } from "~/capabilities/markup/stoppable-parse";
import { resolveLink } from "~/capabilities/url/resolve-link";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";
import type { HreflangAnnotation, PageRobotsEntry, PageSignals } from "~/capabilities/live-check/live-check";
import { MOUNT_POINT_IDS, isEmptyAppShell } from "~/capabilities/ai-crawlers/app-shell";
import { parseLinkHeader } from "~/capabilities/live-check/link-header";

export { parseLinkHeader } from "~/capabilities/live-check/link-header";

/**
 * What the live checks read from one fetched page: the head's SEO signals, the HTTP headers that
 * carry the same signals (Link, X-Robots-Tag), and how much text a crawler that does not run
 * JavaScript gets. One bounded htmlparser2 pass, with the crawler's caps on elements and depth
 * (app/.server/crawler/page.ts): a page above them is read up to that point.
 */

export type HeaderValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Meta names read as robots rules besides "robots" (the AI crawler check passes its bots' names). */
export const DEFAULT_ROBOTS_META_NAMES = ["robots", "googlebot"] as const;

;
const HIDDEN_TEXT_ELEMENTS = new Set(["script", "style", "template", "head", "svg", "math"]);
/** Directives whose value follows a colon; any other "name:" prefix scopes a rule to a crawler. */
const VALUED_DIRECTIVES = new Set(["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"]);

export function headerValues(headers: HeaderValues, name: string): string[] {
  const value = headers[name.toLowerCase()];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
}

/** Robots rules of one meta content or X-Robots-Tag value; `scope` is the meta name or the value's "bot:" prefix. */
export function robotsEntry(source: PageRobotsEntry["source"], value: string, scope: string): PageRobotsEntry {
  let text = value.trim().toLowerCase();
  let entryScope = scope;
  const prefix = /^([a-z0-9_.-]+)\s*:\s*(.*)$/.exec(text);
  if (prefix && !VALUED_DIRECTIVES.has(prefix[1] ?? "")) {
    entryScope = prefix[1] ?? scope;
    text = prefix[2] ?? "";
  }
  const directives = text
    .split(/\s*,\s*/)
    .map((directive) => directive.trim())
    .filter(Boolean)
    .slice(0, 50);
  return { source, scope: entryScope, directives };
}

function countWords(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) count += 1;
  return count;
}

export function extractSignals(
  html: string,
  pageUrl: string,
  headers: HeaderValues = {},
  robotsMetaNames: readonly string[] = DEFAULT_ROBOTS_META_NAMES,
): PageSignals {
  const extractor = signalsExtractor(pageUrl, headers, robotsMetaNames);
  extractor.write(html);
  return extractor.finish();
}

/**
 * `extractSignals` in slices with turns of the event loop between them (`feedInTurns`): a live
 * check reads up to 200 pages of up to 5 MB, and one such page parsed in one piece held every
 * other request of the server for hundreds of milliseconds.
 */
export async function extractSignalsInTurns(html: string, pageUrl: string, headers: HeaderValues, robotsMetaNames: readonly string[]): Promise<PageSignals> {
  const extractor = signalsExtractor(pageUrl, headers, robotsMetaNames);
  await feedInTurns(html, extractor.write);
  return extractor.finish();
}

/** A streaming extraction: `write` answers false once the page's parse limits stopped it. */
function signalsExtractor(pageUrl: string, headers: HeaderValues, robotsMetaNames: readonly string[]): { write: (chunk: string) => boolean; finish: () => PageSignals } {
  const robotsNames = new Set(robotsMetaNames.map((name) => name.toLowerCase()));
  let base = pageUrl;
  let title: string | null = null;
  let titleText: string | null = null;
  let metaDescription: string | null = null;
  let lang: string | null = null;
  let canonical: string | null = null;
  let canonicalHref: string | null = null;
  let canonicalCount = 0;
  let ogUrl: string | null = null;
  const hreflang: HreflangAnnotation[] = [];
  const robots: PageRobotsEntry[] = [];
  let scriptCount = 0;
  let mountPoint = false;
  let bodyElements = 0;
  let inBody = false;
  let hidden = 0;
  let inSvg = 0;
  let elements = 0;
  let depth = 0;
  let truncated = false;
  let words = 0;
  let pendingText = "";

  const flushText = (): void => {
    if (pendingText !== "") words += countWords(pendingText);
    pendingText = "";
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        elements += 1;
        depth += 1;
        if (elements > PAGE_LIMITS.maxElements || depth > PAGE_LIMITS.maxDepth) {
          truncated = true;
          throw new StopParse();
        }
        if (HIDDEN_TEXT_ELEMENTS.has(name)) hidden += 1;
        if (name === "svg" || name === "math") inSvg += 1;
        if (inBody) bodyElements += 1;
        switch (name) {
          case "html":
            if (lang === null && attribs.lang !== undefined) lang = attribs.lang.trim();
            break;
          case "body":
            inBody = true;
            break;
          case "base":
            if (attribs.href) base = resolveLink(attribs.href, pageUrl) ?? base;
            break;
          case "title":
            if (title === null && inSvg === 0) titleText = "";
            break;
          case "meta": {
            const metaName = attribs.name?.trim().toLowerCase();
            const content = attribs.content ?? "";
            if (metaName === "description" && metaDescription === null) metaDescription = content.replace(/\s+/g, " ").trim();
            if (metaName !== undefined && robotsNames.has(metaName) && robots.length < 50) {
              robots.push(robotsEntry("meta", content, metaName === "robots" ? "*" : metaName));
            }
            if (attribs.property?.trim().toLowerCase() === "og:url" && ogUrl === null && content.trim() !== "") {
              ogUrl = resolveLink(content, base);
            }
            break;
          }
          case "link": {
            const rels = (attribs.rel ?? "").toLowerCase().split(/\s+/);
            if (rels.includes("canonical") && attribs.href !== undefined) {
              canonicalCount += 1;
              if (canonical === null) {
                // As written, for the report; a hostile page must not make it megabytes long.
                canonicalHref = attribs.href.trim().slice(0, URL_MAX_LENGTH);
                canonical = resolveLink(attribs.href, base);
              }
            }
            if (rels.includes("alternate") && attribs.hreflang !== undefined && attribs.href !== undefined && hreflang.length < 500) {
              const href = resolveLink(attribs.href, base);
              if (href !== null) hreflang.push({ hreflang: attribs.hreflang.trim(), href, source: "html" });
            }
            break;
          }
          case "script":
            scriptCount += 1;
            break;
        }
        if (inBody && attribs.id !== undefined && MOUNT_POINT_IDS.has(attribs.id.trim().toLowerCase())) mountPoint = true;
      },
      ontext(text) {
        if (titleText !== null) titleText += text.slice(0, PAGE_LIMITS.maxTextChars);
        if (hidden > 0) return;
        pendingText += text;
        // Counted in pieces so a huge text node never becomes one huge string.
        if (pendingText.length > 64 * 1024) flushText();
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (name === "title" && titleText !== null) {
          title = titleText.replace(/\s+/g, " ").trim().slice(0, PAGE_LIMITS.maxTextChars);
          titleText = null;
        }
        if (HIDDEN_TEXT_ELEMENTS.has(name)) hidden = Math.max(0, hidden - 1);
        if (name === "svg" || name === "math") inSvg = Math.max(0, inSvg - 1);
        // Element boundaries separate words ("<p>a</p><p>b</p>" is two words).
        pendingText += " ";
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const parse = stoppableParse(parser);
  return { write: parse.write, finish };

  function finish(): PageSignals {
    parse.end();
    flushText();

    const linkEntries = parseLinkHeader(headerValues(headers, "link"), pageUrl);
    for (const entry of linkEntries) {
      if (entry.rels.includes("alternate") && entry.hreflang !== null && hreflang.length < 500) {
        hreflang.push({ hreflang: entry.hreflang, href: entry.href, source: "header" });
      }
    }
    for (const value of headerValues(headers, "x-robots-tag").slice(0, 50)) robots.push(robotsEntry("header", value, "*"));

    return {
      title,
      metaDescription,
      lang,
      canonical,
      canonicalHref,
      canonicalCount,
      headerCanonical: linkEntries.find((entry) => entry.rels.includes("canonical"))?.href ?? null,
      ogUrl,
      hreflang,
      robots,
      wordCount: words,
      scriptCount,
      emptyAppShell: isEmptyAppShell({ words, scripts: scriptCount, mountPoint, bodyElements }),
      truncated,
    };
  }
}
