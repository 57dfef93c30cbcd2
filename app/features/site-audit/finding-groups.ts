import type { Hit } from "~/capabilities/audit-rules/rule";
import { LANGUAGE_FOLDER, segmentWord, templateKindOfSegment, type TemplateKind } from "~/capabilities/audit-rules/page-template";

/**
 * A finding's addresses grouped by the page template they share, so the report can say "ürün
 * sayfalarının 212'sinde" once instead of listing 212 product pages. Pages share a template when
 * their path says so: a known template word before the last segment (/urun/…, /products/…,
 * /blog/…, /kategori/…, Shopify's /collections/x/products/…), or else the same parent folder
 * (/kampanya/2024/…) or, failing that, the same first folder (/kampanya/…). A language folder in
 * front (/en/blog/…) is not a template. The template words are the audit's one list of them
 * (~/capabilities/audit-rules/page-template.ts), which the browser stage's sampling reads too.
 * Pure and cheap (a regular expression a URL, no URL parsing), since the report page groups every
 * finding on every request.
 */

export type { TemplateKind } from "~/capabilities/audit-rules/page-template";

/** A group needs this many addresses: fewer read better as a list. */
export const GROUP_MIN_PAGES = 5;

export interface FindingGroup {
  /** Set for a known template, null for a folder without one (the pattern names it). */
  kind: TemplateKind | null;
  /** The folder the pages are under, as the report shows it ("/urun/", "/en/blog/", or "magaza.ornek.com/urun/" on another host). */
  pattern: string;
  hits: Hit[];
}

export interface GroupedHits {
  /** Largest first. */
  groups: FindingGroup[];
  /** Addresses in no group, in their order. */
  rest: Hit[];
}

const ADDRESS = /^https?:\/\/([^/?#]+)([^?#]*)/i;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** Where an address sits: its host, its folders, and the depth of its narrow and broad places. */
interface Place {
  host: string;
  folders: string[];
  kind: TemplateKind | null;
  /** Folders that make the narrow place (a template's folder, or the page's own folder) and the broad one (a template's, or the first folder). */
  narrowDepth: number;
  broadDepth: number;
  narrowKey: string;
  broadKey: string;
}

function placeOf(url: string, words: (segment: string) => string): Place | null {
  const match = ADDRESS.exec(url);
  if (!match) return null;
  const host = bareHost(match[1] ?? "");
  const segments = (match[2] ?? "").split("/").filter(Boolean);
  // Folders: every segment but the last (the page itself); a language folder in front is skipped.
  const first = segments.length > 2 && LANGUAGE_FOLDER.test(words(segments[0] ?? "")) ? 1 : 0;
  const folders = segments.slice(0, -1);
  if (folders.length <= first) return null;
  // The outermost template word names the pages (Shopify's /blogs/news/… are blog posts), but a
  // product folder wins wherever it is (Shopify's /collections/yaz/products/… are products).
  let chosen = -1;
  let kind: TemplateKind | null = null;
  for (let index = first; index < folders.length; index += 1) {
    const found = templateKindOfSegment(words(folders[index] ?? ""));
    if (found === undefined || (kind !== null && found !== "product")) continue;
    chosen = index;
    kind = found;
  }
  if (kind !== null) {
    // One group a template, however its pages' folders differ (/collections/a/products/x, /products/y).
    const key = `${host}|${kind}`;
    return { host, folders, kind, narrowDepth: chosen + 1, broadDepth: chosen + 1, narrowKey: key, broadKey: key };
  }
  return {
    host,
    folders,
    kind,
    narrowDepth: folders.length,
    broadDepth: first + 1,
    narrowKey: `${host}|${folders.join("/")}`,
    broadKey: `${host}|${folders.slice(0, first + 1).join("/")}`,
  };
}

/**
 * Groups `hits` by template: first by the narrow place (a template, or the page's own folder),
 * then what is left by the broad one (a template, or the first folder); a place with fewer than
 * `minPages` addresses groups nothing; beyond the `maxGroups` largest groups, the addresses go
 * back to the list. `homeUrl` decides which addresses are shown without host.
 */
export function groupHits(hits: readonly Hit[], homeUrl: string, options: { minPages?: number; maxGroups?: number } = {}): GroupedHits {
  const { minPages = GROUP_MIN_PAGES, maxGroups = Number.POSITIVE_INFINITY } = options;
  const homeHost = bareHost(ADDRESS.exec(homeUrl)?.[1] ?? "");
  const memo = new Map<string, string>();
  const words = (segment: string): string => {
    let word = memo.get(segment);
    if (word === undefined) {
      word = segmentWord(segment);
      memo.set(segment, word);
    }
    return word;
  };
  const places = hits.map((hit) => placeOf(hit.url, words));
  const shown = (place: Place, depth: number) => `${place.host === homeHost ? "" : place.host}/${place.folders.slice(0, depth).join("/")}/`;
  const grouped = new Map<string, FindingGroup & { depth: number; indexes: number[] }>();
  const taken = new Array<boolean>(hits.length).fill(false);
  for (const level of ["narrow", "broad"] as const) {
    const keyOf = (place: Place) => (level === "narrow" ? place.narrowKey : place.broadKey);
    const counts = new Map<string, number>();
    places.forEach((place, index) => {
      if (place && !taken[index]) counts.set(keyOf(place), (counts.get(keyOf(place)) ?? 0) + 1);
    });
    places.forEach((place, index) => {
      const hit = hits[index];
      if (!place || taken[index] || hit === undefined || (counts.get(keyOf(place)) ?? 0) < minPages) return;
      taken[index] = true;
      const key = `${level}|${keyOf(place)}`;
      const depth = level === "narrow" ? place.narrowDepth : place.broadDepth;
      let group = grouped.get(key);
      if (group === undefined) {
        group = { kind: place.kind, pattern: shown(place, depth), depth, hits: [], indexes: [] };
        grouped.set(key, group);
      } else if (depth < group.depth) {
        // A template's shortest folder names it (Shopify's /products/ rather than /collections/a/products/).
        group.pattern = shown(place, depth);
        group.depth = depth;
      }
      group.hits.push(hit);
      group.indexes.push(index);
    });
  }
  const sorted = [...grouped.values()].sort((a, b) => b.hits.length - a.hits.length || a.pattern.localeCompare(b.pattern));
  // The addresses of the groups beyond maxGroups go back to the list, in their order.
  for (const dropped of sorted.slice(maxGroups)) for (const index of dropped.indexes) taken[index] = false;
  const groups = sorted.slice(0, maxGroups).map(({ kind, pattern, hits: members }) => ({ kind, pattern, hits: members }));
  return { groups, rest: hits.filter((_, index) => !taken[index]) };
}
