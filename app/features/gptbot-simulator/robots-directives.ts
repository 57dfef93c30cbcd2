import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import type { HeaderMap, IndexingRules, RobotsDirectiveEntry, RobotsDirectives } from "./types";

/**
 * Page-level robots rules from <meta name="robots|<bot>"> and the X-Robots-Tag header, following
 * Google's documented syntax (developers.google.com/search/docs/crawling-indexing/robots-meta-tag):
 * a header value may start with "<token>:" to scope the directives that follow to one crawler,
 * until the next token; without one they apply to everybody.
 */

/** Directives that themselves contain a colon, so "max-snippet: 20" is not read as a bot named max-snippet. */
const COLON_DIRECTIVES = new Set(["max-snippet", "max-image-preview", "max-video-preview", "unavailable_after"]);

/** Meta names treated as crawler-scoped robots tags (besides "robots"). */
const KNOWN_CRAWLER_META_NAMES = new Set([
  "googlebot",
  "googlebot-news",
  "bingbot",
  "yandex",
  ...AI_CRAWLERS.map((c) => c.token.toLowerCase()),
]);

function splitDirectives(value: string): string[] {
  return value
    .split(",")
    .map((d) => d.trim().toLowerCase().replace(/\s*:\s*/, ":"))
    .filter((d) => d !== "");
}

export function parseMetaRobots(metas: readonly { name: string; content: string }[]): RobotsDirectiveEntry[] {
  const entries: RobotsDirectiveEntry[] = [];
  for (const { name, content } of metas) {
    const scope = name === "robots" ? "*" : KNOWN_CRAWLER_META_NAMES.has(name) ? name : null;
    if (scope === null) continue;
    entries.push({ source: "meta", scope, directives: splitDirectives(content) });
  }
  return entries;
}

/** Parses one or more X-Robots-Tag header values; each value starts unscoped. */
export function parseXRobotsTag(values: string | readonly string[]): RobotsDirectiveEntry[] {
  const list = typeof values === "string" ? [values] : values;
  const entries: RobotsDirectiveEntry[] = [];
  for (const value of list) {
    let current: RobotsDirectiveEntry | null = null;
    for (const raw of value.split(",")) {
      let piece = raw.trim();
      if (piece === "") continue;
      const colon = piece.indexOf(":");
      if (colon > 0) {
        const head = piece.slice(0, colon).trim().toLowerCase();
        if (!COLON_DIRECTIVES.has(head) && /^[a-z0-9_.-]+$/.test(head)) {
          current = { source: "header", scope: head, directives: [] };
          entries.push(current);
          piece = piece.slice(colon + 1).trim();
          if (piece === "") continue;
        }
      }
      if (current === null) {
        current = { source: "header", scope: "*", directives: [] };
        entries.push(current);
      }
      current.directives.push(...splitDirectives(piece));
    }
  }
  return entries;
}

/** Indexing rules that apply to a crawler token ("*" for the general rules only). */
export function indexingRulesFor(entries: readonly RobotsDirectiveEntry[], token: string): IndexingRules {
  const scope = token.toLowerCase();
  let noindex = false;
  let nofollow = false;
  for (const entry of entries) {
    if (entry.scope !== "*" && entry.scope !== scope) continue;
    for (const d of entry.directives) {
      if (d === "noindex" || d === "none") noindex = true;
      if (d === "nofollow" || d === "none") nofollow = true;
    }
  }
  return { noindex, nofollow };
}

function headerValues(headers: HeaderMap | undefined, name: string): readonly string[] {
  if (!headers) return [];
  const found: string[] = [];
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== name || value === undefined) continue;
    if (typeof value === "string") found.push(value);
    else found.push(...value);
  }
  return found;
}

export function collectRobotsDirectives(
  metas: readonly { name: string; content: string }[],
  headers: HeaderMap | undefined,
): RobotsDirectives {
  const entries = [...parseMetaRobots(metas), ...parseXRobotsTag(headerValues(headers, "x-robots-tag"))];
  return { entries, ...indexingRulesFor(entries, "*"), gptbot: indexingRulesFor(entries, "gptbot") };
}
