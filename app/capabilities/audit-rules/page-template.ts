import type { AuditPage } from "./audit-page";

/**
 * Which template a page is made from, the one notion of it the audit has: the report groups a
 * finding's addresses by the template words of their paths (app/features/site-audit/finding-groups.ts,
 * "ürün sayfalarının 212'sinde"), and the browser stage samples one page of each template
 * (app/capabilities/browser/sample-pages.ts). A path says it only when the site puts its pages in
 * folders; a WordPress site with `/%postname%/` addresses, or a shop with its products at
 * `/urun-adi`, keeps posts, pages and products side by side at the top level. `pageTemplate` then
 * reads what the page itself says: the template WordPress and Shopify name in `<body>`'s classes,
 * the JSON-LD types (Product, Article …), og:type; the path last.
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

/** The template a path segment names, given as `segmentWord` returns it; undefined for any other. */
export const templateKindOfSegment = (word: string): TemplateKind | undefined => KIND_OF_SEGMENT.get(word);

/** A language folder in front of a path (/en/, /tr-TR/): not a template. */
export const LANGUAGE_FOLDER = /^[a-z]{2}([-_][a-z]{2,4})?$/;

const TURKISH_FOLD: Record<string, string> = { ç: "c", ğ: "g", ı: "i", i̇: "i", ö: "o", ş: "s", ü: "u" };
const PLAIN_SEGMENT = /^[a-z0-9._-]*$/;

/** A path segment as the template words are written: decoded, lower case, Turkish letters folded. */
export function segmentWord(raw: string): string {
  // Most folders are plain ASCII already: the Turkish lower-casing below is the slow part.
  if (PLAIN_SEGMENT.test(raw)) return raw;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape is compared as written.
  }
  return decoded.toLocaleLowerCase("tr").replace(/i̇|[çğıöşü]/g, (letter) => TURKISH_FOLD[letter] ?? letter);
}

/**
 * The template `<body>`'s classes name: WordPress's (`single-product`, `single-post`,
 * `page-template-default` / `page-id-12`, `single-<type>` for a custom post type, `archive` with
 * `category`, `tag`, `author` or a taxonomy, WooCommerce's shop and product categories) and
 * Shopify's (`template-product`, `template-collection` …). Only classes these platforms write: a
 * plain `page` or `single` class on another site says nothing.
 */
function bodyTemplate(classes: readonly string[]): string | null {
  const has = new Set(classes);
  if (has.has("single-product")) return "product";
  if (has.has("tax-product_cat") || has.has("post-type-archive-product") || has.has("woocommerce-shop")) return "category";
  if (has.has("tax-product_tag")) return "tag";
  if (has.has("single-post")) return "blog";
  if (classes.some((name) => name.startsWith("page-template") || /^page-id-\d+$/.test(name))) return "page";
  if (has.has("single")) {
    const type = classes.map((name) => /^single-(?!format-)([a-z0-9_-]+)$/.exec(name)?.[1]).find((found) => found !== undefined);
    if (type !== undefined) return `single:${type}`;
  }
  if (has.has("archive")) {
    if (has.has("category")) return "category";
    if (has.has("tag")) return "tag";
    if (has.has("author")) return "author";
    return "archive";
  }
  const shopify = classes.map((name) => /^template-(product|collection|list-collections|article|blog|page|search)$/.exec(name)?.[1]).find((found) => found !== undefined);
  switch (shopify) {
    case "product":
      return "product";
    case "collection":
    case "list-collections":
      return "category";
    case "article":
      return "blog";
    case "blog":
      return "archive";
    case "page":
      return "page";
    default:
      return null;
  }
}

/** JSON-LD types that say what a page is, strongest first (a product page may list related items; a post's graph names its author). */
const SCHEMA_KINDS: readonly [TemplateKind, ReadonlySet<string>][] = [
  ["product", new Set(["product", "productgroup", "individualproduct", "productmodel", "vehicle", "car"])],
  ["news", new Set(["newsarticle", "reportagenewsarticle", "analysisnewsarticle", "opinionnewsarticle"])],
  ["blog", new Set(["article", "blogposting", "techarticle", "scholarlyarticle", "liveblogposting"])],
  ["category", new Set(["collectionpage", "itemlist", "offercatalog", "searchresultspage"])],
  ["author", new Set(["profilepage"])],
  ["service", new Set(["service"])],
];

/** The `@type`s of a JSON-LD value's top-level items and `@graph` members (not of what they contain). */
function schemaTypes(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 2 || value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const item of value) schemaTypes(item, into, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const types = Array.isArray(record["@type"]) ? record["@type"] : [record["@type"]];
  for (const type of types) if (typeof type === "string") into.add(type.replace(/^https?:\/\/schema\.org\//i, "").toLowerCase());
  if (record["@graph"] !== undefined) schemaTypes(record["@graph"], into, depth + 1);
}

function schemaTemplate(page: AuditPage): TemplateKind | null {
  const types = new Set<string>();
  for (const block of page.jsonLd) schemaTypes(block.value, types);
  return SCHEMA_KINDS.find(([, names]) => [...names].some((name) => types.has(name)))?.[0] ?? null;
}

/**
 * og:type, when it is specific: "product" and "profile" are set on those pages only, but SEO
 * plugins (Yoast, Rank Math) write "article" on every post and page alike, and mark posts apart in
 * their JSON-LD instead; so "article" counts only for a page the path says nothing about (a
 * top-level page of a flat site) and without JSON-LD.
 */
function openGraphTemplate(page: AuditPage, topLevel: boolean): TemplateKind | null {
  const type = (page.openGraph["og:type"] ?? "").trim().toLowerCase();
  if (type === "product" || type.startsWith("product.")) return "product";
  if (type === "profile") return "author";
  if (type === "article" && topLevel && !page.jsonLd.some((block) => !block.invalid)) return "blog";
  return null;
}

/**
 * The template the path names: a template word among its folders (the outermost, but a product
 * folder wins wherever it is, as in Shopify's /collections/x/products/y), else its first folder
 * (`folder:kampanya`), else the top level (`top`). A language folder in front is skipped.
 */
export function pathTemplate(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return "top";
  }
  const segments = path.split("/").filter(Boolean).map(segmentWord);
  const first = segments.length > 2 && LANGUAGE_FOLDER.test(segments[0] ?? "") ? 1 : 0;
  const folders = segments.slice(first, -1);
  let kind: TemplateKind | undefined;
  for (const folder of folders) {
    const found = templateKindOfSegment(folder);
    if (found !== undefined && (kind === undefined || found === "product")) kind = found;
  }
  if (kind !== undefined) return kind;
  return folders[0] === undefined ? "top" : `folder:${folders[0]}`;
}

/**
 * A key shared by the pages of one template: what the body's classes name, else the JSON-LD
 * types, else og:type, else the path (og:type "article" only as openGraphTemplate says). Kinds read
 * from any of them are the same key ("product" from `single-product`, a Product block, og:type
 * product or an /urun/ folder), so a shop whose products sit at the top level and one that puts
 * them under /urun/ are sampled alike.
 */
export function pageTemplate(page: AuditPage): string {
  const fromBody = page.bodyClasses === undefined ? null : bodyTemplate(page.bodyClasses);
  if (fromBody !== null) return fromBody;
  const fromSchema = schemaTemplate(page);
  if (fromSchema !== null) return fromSchema;
  const fromPath = pathTemplate(page.finalUrl);
  return openGraphTemplate(page, fromPath === "top") ?? fromPath;
}
