import type { MetaDescriptor } from "react-router";
import type { PageDefinition } from "~/site/pages";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";
import { breadcrumbJsonLd, organizationJsonLd, type JsonLd } from "./json-ld";

export interface PageMetaOptions {
  /** Extra JSON-LD nodes of the page (FAQPage, Service, Event, ...). */
  jsonLd?: readonly JsonLd[];
  ogType?: "website" | "article";
  noindex?: boolean;
  /** A 1200×630 PNG of this page (an article's own card) instead of the site's image. */
  image?: { path: string; alt: string };
}

export function documentTitle(page: Pick<PageDefinition, "path" | "title">): string {
  return page.path === "/" ? `${site.name} | ${page.title}` : `${page.title} | ${site.name}`;
}

/**
 * Every tag a page needs for search and sharing, from its one entry in the page table, so no
 * route can forget its canonical, Open Graph tags or breadcrumbs.
 */
export function pageMeta(page: PageDefinition, options: PageMetaOptions = {}): MetaDescriptor[] {
  const title = documentTitle(page);
  const url = absoluteUrl(page.path);
  const image = absoluteUrl(options.image?.path ?? site.ogImagePath);
  const imageAlt = options.image?.alt ?? `${site.name}: ${site.slogan}`;
  const structuredData: JsonLd[] = [
    page.path === "/" ? organizationJsonLd() : breadcrumbJsonLd(page),
    ...(options.jsonLd ?? []),
  ];
  return [
    { title },
    { name: "description", content: page.description },
    ...(options.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: options.ogType ?? "website" },
    { property: "og:locale", content: "tr_TR" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    ...structuredData.map((node) => ({ "script:ld+json": node })),
  ];
}
