/**
 * Lookups on the route table. The table itself, every page with its Turkish SEO fields, H1 and
 * introduction, is page-table.content.ts; importers keep reading it from here.
 */

// Relative: react-router.config.ts and vite.config.ts load this module before the ~/ alias exists.
import { PAGES, TOOLS_PATH, type PageDefinition } from "./page-table.content";

export { PAGES, TOOLS_PATH };
export type { PageDefinition, PageGroup } from "./page-table.content";

export type PagePath = (typeof PAGES)[number]["path"];

const pagesByPath = new Map<string, PageDefinition>(PAGES.map((page) => [page.path, page]));

export function getPage(path: PagePath): PageDefinition {
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

export function findPage(path: string): PageDefinition | undefined {
  return pagesByPath.get(path);
}

/** One of the nine tool pages under /seo-araclari/ (not the hub itself). */
export function isToolPage(page: Pick<PageDefinition, "path">): boolean {
  return page.path.startsWith(`${TOOLS_PATH}/`);
}

/** Every page is prerendered; the not-found route is not (prerender refuses non-200 pages). */
export const PRERENDERED_PATHS: readonly string[] = PAGES.map((page) => page.path);

/** Files generated from this table by resource routes, prerendered beside the pages. */
export const GENERATED_FILES = ["/sitemap.xml", "/robots.txt", "/llms.txt", "/blog/rss.xml"] as const;
