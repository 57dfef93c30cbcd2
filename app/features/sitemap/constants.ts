/** Sitemap tool constants (docs/requirements.md R9.7); the Turkish texts the screen shows are in generator.content.ts. */

export const SITEMAP_FILE_NAME = "sitemap.xml";
export const SITEMAP_INDEX_FILE_NAME = "sitemap-index.xml";
export const SITEMAP_ZIP_FILE_NAME = "sitemap.zip";

export { SITEMAP_NAMESPACE } from "../../shared/sitemaps-org";

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_SITEMAP_BYTES = 52_428_800;
/** A sitemap index has the same ceiling on the number of sitemaps it lists. */
export const MAX_SITEMAPS_PER_INDEX = 50_000;

/** The `tLoc` type of sitemap.xsd accepts 12 to 2048 characters. */
export const MIN_LOC_LENGTH = 12;
export const MAX_LOC_LENGTH = 2048;

/** 1.0 down to 0.1, as the select box lists them. */
export const SITEMAP_PRIORITIES = [1.0, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1] as const;

import { CHANGE_FREQUENCIES, type ChangeFrequency } from "../../shared/sitemaps-org";

export { CHANGE_FREQUENCIES, type ChangeFrequency };

export interface EntryDefaults {
  priority: number;
  changefreq: ChangeFrequency;
}

export const FIRST_ENTRY_DEFAULTS: Readonly<EntryDefaults> = { priority: 1.0, changefreq: "weekly" };
export const ADDED_ENTRY_DEFAULTS: Readonly<EntryDefaults> = { priority: 0.8, changefreq: "weekly" };

export interface CommonPage extends EntryDefaults {
  /** Appended to the base URL; the empty path is the home page. */
  path: string;
}

export const COMMON_PAGES: readonly CommonPage[] = [
  { path: "", priority: 1.0, changefreq: "daily" },
  { path: "/hakkimizda", priority: 0.8, changefreq: "monthly" },
  { path: "/hizmetler", priority: 0.9, changefreq: "weekly" },
  { path: "/iletisim", priority: 0.7, changefreq: "monthly" },
  { path: "/blog", priority: 0.8, changefreq: "weekly" },
];
