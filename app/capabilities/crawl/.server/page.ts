import { Parser } from "htmlparser2";
import { HTML_PARSE_LIMITS } from "~/capabilities/markup/parse-limits";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";
import { StopParse, stoppableParse } from "~/capabilities/markup/stoppable-parse";
import { TOO_LONG, isSameOriginReference, resolveLink, resolveLinkUrl } from "~/capabilities/url/resolve-link";
import { feedInTurns } from "~/.server/cpu-turns";
import { parseRobotsDirectives } from "~/capabilities/crawl/robots-directives";
import type { LastmodEvidence, RobotsDirectives } from "~/capabilities/crawl/site-crawl";

/**
 * What the crawler reads from one HTML page, in one bounded pass of htmlparser2.
 *
 * Bounds (same idea as the AI crawler simulator's analysis limits): the element count and the
 * open-element depth are capped because htmlparser2's cost per tag grows with the depth; a page
 * above them is read up to that point (its head, where the metadata lives, comes first). Link
 * and JSON-LD lists are capped so one page cannot fill the job's memory.
 */
export const PAGE_LIMITS = {
  ...HTML_PARSE_LIMITS,
  maxLinksPerPage: 2_000,
  maxJsonLdBlocks: 20,
  maxJsonLdChars: 200_000,
  maxTextChars: 2_000,
} as const;

/** What the crawler reads from a page besides its links, which go to a `LinkSink` as they are read. */
export interface PageFacts {
  title: string | null;
  metaDescription: string | null;
  /** Absolute URL of `<link rel="canonical">`, or null. */
  canonical: string | null;
  metaRobots: RobotsDirectives;
  /** More links than `maxLinksPerPage`: the rest were not read. */
  linksTruncated: boolean;
  /** `<a href>` targets longer than URL_MAX_LENGTH once resolved: dropped, not in the lists. */
  longLinks: number;
  lastmod: LastmodEvidence[];
  /** The element or depth cap stopped the parse early. */
  truncated: boolean;
}

export interface PageExtract extends PageFacts {
  /** Absolute http(s) URLs of `<a href>` without rel=nofollow, fragment removed, in page order, unique. */
  links: string[];
  /** Same for links marked rel=nofollow (never followed). */
  nofollowLinks: string[];
}

/**
 * Takes each `<a href>` of a page as the parse reads it: absolute, http(s), without fragment, at
 * most URL_MAX_LENGTH characters, parsed (so the taker need not parse it again). The same `href`
 * written twice on a page comes once; two spellings of one address may both come.
 *
 * Why links are handed over rather than collected: a page can name thousands of links that
 * resolve to long addresses (a long `<base href>` under short relative links multiplies its
 * size by 100). Collected per page, they live while the page is parsed in slices, survive the
 * young generation's collections and pile up in the old one (200+ MB for 60 such pages). Handed
 * over, the ones the crawl has no room for die at once.
 */
export type LinkSink = (url: URL, nofollow: boolean) => void;

/**
 * Asked before a same-origin relative link is resolved (see `isSameOriginReference`): true when
 * the taker has counted it as a link it has no room for, so it is never built. Once the crawl's
 * queue and kept-link budgets are full, a page of thousands of long relative links would
 * otherwise cost a URL parse and a 2 KB string each only to be counted: what made a crawl of
 * such pages churn hundreds of megabytes through the collector.
 */
export type FullFor = (base: URL, href: string, nofollow: boolean) => boolean;

/** ISO string of a date the site wrote, or null when it is not a date. */
export function normaliseDate(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "" || value.length > 64) return null;
  const time = Date.parse(value.trim());
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** `rel="canonical"` target of HTTP Link header values (RFC 8288), absolute, or null. */
export function canonicalFromLinkHeader(values: readonly string[], base: string): string | null {
  for (const value of values) {
    // <url>; param; param, <url>; ... — URLs cannot contain '>' unescaped.
    for (const match of value.matchAll(/<([^>]*)>([^<]*)/g)) {
      const params = match[2] ?? "";
      const rel = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
      const rels = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
      if (rels.includes("canonical")) return resolveLink(match[1] ?? "", base);
    }
  }
  return null;
}

function collectDateModified(node: unknown, out: string[], depth: number): void {
  if (depth > 8 || out.length >= 10 || node === null || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node.slice(0, 200)) collectDateModified(item, out, depth + 1);
    return;
  }
  const record = node as Record<string, unknown>;
  const date = normaliseDate(record.dateModified);
  if (date) out.push(date);
  for (const key of ["@graph", "mainEntity", "mainEntityOfPage"]) {
    if (key in record) collectDateModified(record[key], out, depth + 1);
  }
}

/** `dateModified` values of JSON-LD blocks; invalid JSON is ignored (it is the site's problem). */
export function jsonLdDates(blocks: readonly string[]): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    try {
      collectDateModified(JSON.parse(block) as unknown, out, 0);
    } catch {
      // Not JSON: no evidence.
    }
  }
  return [...new Set(out)];
}

function clip(text: string): string {
  return text.replace(/\s+/g, " ").trim().slice(0, PAGE_LIMITS.maxTextChars);
}

/** The page's facts and its links, each list unique, in one piece (tests, small pages). */
export function extractPage(html: string, baseUrl: string, productToken: string): PageExtract {
  const links = new Set<string>();
  const nofollowLinks = new Set<string>();
  const extractor = pageExtractor(baseUrl, productToken, (url, nofollow) => void (nofollow ? nofollowLinks : links).add(url.href));
  extractor.write(html);
  return { ...extractor.finish(), links: [...links], nofollowLinks: [...nofollowLinks] };
}

/**
 * The page's facts, its links handed to `onLink` as they are read, in slices with turns of the
 * event loop between them (`feedInTurns`): a page of 2,000 long links costs tens of ms of URL
 * parsing, which must not hold the server in one piece.
 */
export async function extractPageInTurns(
  html: string,
  baseUrl: string,
  productToken: string,
  onLink: LinkSink,
  fullFor?: FullFor,
): Promise<PageFacts> {
  const extractor = pageExtractor(baseUrl, productToken, onLink, fullFor);
  await feedInTurns(html, extractor.write);
  return extractor.finish();
}

/** A streaming extraction: `write` answers false once the page's parse limits stopped it. */
function pageExtractor(
  baseUrl: string,
  productToken: string,
  onLink: LinkSink,
  fullFor?: FullFor,
): { write: (chunk: string) => boolean; finish: () => PageFacts } {
  let base = baseUrl;
  // Parsed once per base, for `fullFor`.
  let parsedBase: URL | null = null;
  let title: string | null = null;
  let titleText: string | null = null;
  let metaDescription: string | null = null;
  let canonical: string | null = null;
  const robotsValues: string[] = [];
  // The hrefs as written, not the addresses they resolve to: what this costs is bounded by the
  // page's bytes, while resolved addresses are not (see LinkSink). Emptied when <base> changes.
  const hrefsRead = { followed: new Set<string>(), nofollow: new Set<string>() };
  let linksRead = 0;
  let linksTruncated = false;
  let longLinks = 0;
  const jsonLd: string[] = [];
  let jsonLdText: string | null = null;
  let modifiedTime: string | null = null;
  let elements = 0;
  let depth = 0;
  let truncated = false;
  let inSvg = 0;
  const token = productToken.toLowerCase();

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        elements += 1;
        depth += 1;
        if (elements > PAGE_LIMITS.maxElements || depth > PAGE_LIMITS.maxDepth) {
          truncated = true;
          throw new StopParse();
        }
        if (name === "svg") inSvg += 1;
        switch (name) {
          case "base":
            // One too long is ignored like an invalid one: links resolve against the page's URL.
            if (attribs.href) {
              base = resolveLink(attribs.href, baseUrl) ?? base;
              parsedBase = null;
              hrefsRead.followed.clear();
              hrefsRead.nofollow.clear();
            }
            break;
          case "title":
            if (title === null && inSvg === 0) titleText = "";
            break;
          case "meta": {
            const metaName = attribs.name?.toLowerCase();
            const content = attribs.content ?? "";
            if (metaName === "description" && metaDescription === null) metaDescription = clip(content);
            if (metaName === "robots" || metaName === token) robotsValues.push(content);
            if (attribs.property?.toLowerCase() === "article:modified_time" && modifiedTime === null) {
              modifiedTime = normaliseDate(content);
            }
            break;
          }
          case "link": {
            const rels = (attribs.rel ?? "").toLowerCase().split(/\s+/);
            if (rels.includes("canonical") && canonical === null && attribs.href !== undefined) {
              canonical = resolveLink(attribs.href, base);
            }
            break;
          }
          case "a": {
            const href = attribs.href;
            if (href === undefined) break;
            const nofollow = (attribs.rel ?? "").toLowerCase().split(/\s+/).includes("nofollow");
            const read = nofollow ? hrefsRead.nofollow : hrefsRead.followed;
            if (read.has(href)) break;
            // An href longer than any address we keep goes the usual way: resolveLinkUrl counts it as too long.
            if (fullFor !== undefined && linksRead < PAGE_LIMITS.maxLinksPerPage && href.length <= URL_MAX_LENGTH && isSameOriginReference(href)) {
              parsedBase ??= new URL(base);
              if (fullFor(parsedBase, href, nofollow)) {
                read.add(href);
                linksRead += 1;
                break;
              }
            }
            const url = resolveLinkUrl(href, base);
            if (url === TOO_LONG) longLinks += 1;
            if (url === null || url === TOO_LONG) break;
            if (linksRead >= PAGE_LIMITS.maxLinksPerPage) {
              linksTruncated = true;
              break;
            }
            read.add(href);
            linksRead += 1;
            onLink(url, nofollow);
            break;
          }
          case "script":
            if ((attribs.type ?? "").trim().toLowerCase() === "application/ld+json" && jsonLd.length < PAGE_LIMITS.maxJsonLdBlocks) {
              jsonLdText = "";
            }
            break;
        }
      },
      ontext(text) {
        if (titleText !== null) titleText += text.slice(0, PAGE_LIMITS.maxTextChars);
        if (jsonLdText !== null && jsonLdText.length < PAGE_LIMITS.maxJsonLdChars) jsonLdText += text;
      },
      onclosetag(name) {
        depth = Math.max(0, depth - 1);
        if (name === "svg") inSvg = Math.max(0, inSvg - 1);
        if (name === "title" && titleText !== null) {
          title = clip(titleText);
          titleText = null;
        }
        if (name === "script" && jsonLdText !== null) {
          if (jsonLdText.length < PAGE_LIMITS.maxJsonLdChars) jsonLd.push(jsonLdText);
          jsonLdText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const parse = stoppableParse(parser);

  return {
    write: parse.write,
    finish: () => {
      parse.end();
      const lastmod: LastmodEvidence[] = jsonLdDates(jsonLd).map((value) => ({ source: "json-ld", value }));
      if (modifiedTime !== null) lastmod.push({ source: "article:modified_time", value: modifiedTime });
      return {
        title,
        metaDescription,
        canonical,
        metaRobots: parseRobotsDirectives(robotsValues, productToken),
        linksTruncated,
        longLinks,
        lastmod,
        truncated,
      };
    },
  };
}
