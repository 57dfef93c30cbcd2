/** The sitemaps.org protocol's change frequencies (tChangeFreq in sitemap.xsd): the site's own page table and the sitemap tool both use them. */
export const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];

/** The protocol's XML namespace: the sitemap tool's files and the hreflang tool's sitemap both declare it. */
export const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
