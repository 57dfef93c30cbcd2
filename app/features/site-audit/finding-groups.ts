import type { Hit } from "~/capabilities/audit-rules/rule";

/**
 * A finding's addresses grouped by the page template they share, so the report can say "ürün
 * sayfalarının 212'sinde" once instead of listing 212 product pages. Pages share a template when
 * their path says so: a known template word before the last segment (/urun/…, /products/…,
 * /blog/…, /kategori/…, Shopify's /collections/x/products/…), or else the same parent folder
 * (/kampanya/2024/…) or, failing that, the same first folder (/kampanya/…). A language folder in
 * front (/en/blog/…) is not a template. Pure and cheap (a regular expression a URL, no URL
 * parsing), since the report page groups every finding on every request.
 */

export const TEMPLATE_KINDS = ["product", "category", "blog", "news", "tag", "brand", "author", "service"] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Path segments (lower case, Turkish letters folded) that name a template, by what they hold. */
const TEMPLATE_SEGMENTS: Record<TemplateKind, readonly string[]> = {
  product: ["urun", "urunler", "product", "products"],
  category: ["kategori", "kategoriler", "category", "categories", "collection", "collections", "product-category"],
  blog: ["blog", "blogs", "yazi", "yazilar", "makale", "makaleler", "post", "posts", "article", "articles"],
  news: ["haber", "haberler", "news"],
  tag: ["etiket", "etiketler", "tag", "tags", "product-tag"],
  brand: ["marka", "markalar", "brand", "brands"],
  author: ["yazar", "yazarlar", "author"],
  service: ["hizmet", "hizmetler", "hizmetlerimiz", "service", "services"],
};

const KIND_OF_SEGMENT = new Map<string, TemplateKind>(TEMPLATE_KINDS.flatMap((kind) => TEMPLATE_SEGMENTS[kind].map((segment) => [segment, kind] as const)));

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
const LANGUAGE_FOLDER = /^[a-z]{2}([-_][a-z]{2,4})?$/;
const TURKISH_FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", i̇: "i", ö: "o", ş: "s", ü: "u" };

function segmentWord(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.toLocaleLowerCase("tr").replace(/i̇|[çğıöşü]/g, (letter) => TURKISH_FOLD[letter] ?? letter);
}

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, "");

interface Place {
  /** Key and pattern of the narrow grouping (template, or the parent folder). */
  narrow: { key: string; kind: TemplateKind | null; pattern: string } | null;
  /** Key and pattern of the broad one (template, or the first folder). */
  broad: { key: string; kind: TemplateKind | null; pattern: string } | null;
}

function placeOf(url: string, homeHost: string): Place {
  const match = ADDRESS.exec(url);
  if (!match) return { narrow: null, broad: null };
  const host = bareHost(match[1] ?? "");
  const segments = (match[2] ?? "").split("/").filter(Boolean);
  const shown = (path: string[]) => `${host === homeHost ? "" : host}/${path.join("/")}/`;
  // Folders: every segment but the last (the page itself); a language folder in front is skipped.
  const first = segments.length > 2 && LANGUAGE_FOLDER.test(segmentWord(segments[0] ?? "")) ? 1 : 0;
  const folders = segments.slice(0, -1);
  if (folders.length <= first) return { narrow: null, broad: null };
  // The outermost template word names the pages (Shopify's /blogs/news/… are blog posts), but a
  // product folder wins wherever it is (Shopify's /collections/yaz/products/… are products).
  const known = folders.map((folder, index) => ({ index, kind: index < first ? undefined : KIND_OF_SEGMENT.get(segmentWord(folder)) }));
  const chosen = known.findLast((entry) => entry.kind === "product") ?? known.find((entry) => entry.kind !== undefined);
  if (chosen?.kind !== undefined) {
    // One group a template, however its pages' folders differ (/collections/a/products/x, /products/y).
    const template = { key: `${host}|${chosen.kind}`, kind: chosen.kind, pattern: shown(folders.slice(0, chosen.index + 1)) };
    return { narrow: template, broad: template };
  }
  const top = folders.slice(0, first + 1);
  return {
    narrow: { key: `${host}|${folders.join("/")}`, kind: null, pattern: shown(folders) },
    broad: { key: `${host}|${top.join("/")}`, kind: null, pattern: shown(top) },
  };
}

/**
 * Groups `hits` by template: first by the narrow place (a template, or the page's own folder),
 * then what is left by the broad one (a template, or the first folder); a place with fewer than
 * `minPages` addresses groups nothing. `homeUrl` decides which addresses are shown without host.
 */
export function groupHits(hits: readonly Hit[], homeUrl: string, minPages: number = GROUP_MIN_PAGES): GroupedHits {
  const homeHost = bareHost(ADDRESS.exec(homeUrl)?.[1] ?? "");
  const places = hits.map((hit) => placeOf(hit.url, homeHost));
  const grouped = new Map<string, FindingGroup>();
  const taken = new Array<boolean>(hits.length).fill(false);
  for (const level of ["narrow", "broad"] as const) {
    const counts = new Map<string, number>();
    places.forEach((place, index) => {
      const at = place[level];
      if (at && !taken[index]) counts.set(at.key, (counts.get(at.key) ?? 0) + 1);
    });
    places.forEach((place, index) => {
      const at = place[level];
      const hit = hits[index];
      if (!at || taken[index] || hit === undefined || (counts.get(at.key) ?? 0) < minPages) return;
      taken[index] = true;
      const key = `${level}|${at.key}`;
      const group = grouped.get(key) ?? { kind: at.kind, pattern: at.pattern, hits: [] };
      // A template's shortest folder names it (Shopify's /products/ rather than /collections/a/products/).
      if (at.pattern.length < group.pattern.length) group.pattern = at.pattern;
      group.hits.push(hit);
      grouped.set(key, group);
    });
  }
  const groups = [...grouped.values()].sort((a, b) => b.hits.length - a.hits.length || a.pattern.localeCompare(b.pattern));
  return { groups, rest: hits.filter((_, index) => !taken[index]) };
}
