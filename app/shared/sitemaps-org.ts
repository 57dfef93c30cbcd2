/** The sitemaps.org protocol's change frequencies (tChangeFreq in sitemap.xsd): the site's own page table and the sitemap tool both use them. */
export const CHANGE_FREQUENCIES = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;
export type ChangeFrequency = (typeof CHANGE_FREQUENCIES)[number];
