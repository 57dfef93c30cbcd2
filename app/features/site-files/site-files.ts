import { PAGES, type PageDefinition } from "~/site/pages";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";
import { renderLlmsTxt, type LlmsSection } from "~/capabilities/llms-txt-grammar/render";
import type { ChangeFrequency } from "~/shared/sitemaps-org";
import { LLMS_TXT_SECTIONS, SITE_FILES_TEXT } from "./content";

/**
 * What the site files need of a blog article. The routes hand the blog's articles in
 * (blog/site-articles.ts), so this module does not import the blog feature.
 */
export interface SiteArticle {
  path: string;
  title: string;
  excerpt: string;
  /** The article's own date, or its last update. */
  lastmod: string;
}

/** One `<url>` of `/sitemap.xml`, in the shape of the sitemap tool's entries. */
export interface SiteSitemapEntry {
  url: string;
  priority: number;
  changefreq: ChangeFrequency;
  lastmod: string;
}

/**
 * The entries of `/sitemap.xml`: every page of the route table, then every blog article. The route
 * writes them with the same builder the sitemap tool uses.
 */
export function siteSitemapEntries(articles: readonly SiteArticle[], pages: readonly PageDefinition[] = PAGES): SiteSitemapEntry[] {
  return [
    ...pages.map((page) => ({
      url: absoluteUrl(page.path),
      priority: page.sitemap.priority,
      changefreq: page.sitemap.changefreq,
      // Left out on purpose: Google only trusts lastmod when it is accurate, and a build date is not.
      lastmod: "",
    })),
    // An article's own date (or its last update) is accurate, so it is given.
    ...articles.map((article) => ({
      url: absoluteUrl(article.path),
      priority: 0.6,
      changefreq: "yearly" as const,
      lastmod: article.lastmod,
    })),
  ];
}

/**
 * What the site lets its content be used for (contentsignals.org): found in search, used to
 * answer a question, and learned from by models, since an agency wants to be known and quoted by
 * assistants (docs/decisions/039).
 */
export const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=yes";

/**
 * `/robots.txt`: everything is open to every crawler, AI crawlers included (an agency wants to be
 * quoted by assistants); only the JSON API is kept out of indexes.
 */
export function siteRobotsTxt(): string {
  return [
    SITE_FILES_TEXT.robotsGreeting(site.name),
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    `Content-Signal: ${CONTENT_SIGNAL}`,
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** `/llms.txt` (llmstxt.org), grouped from the route table, with the blog articles; also offered on /indir. */
export function siteLlmsTxt(articles: readonly SiteArticle[], pages: readonly PageDefinition[] = PAGES): string {
  const sections: LlmsSection[] = LLMS_TXT_SECTIONS.map((section) => ({
    title: section.title,
    links: pages
      .filter((page) => section.groups.includes(page.group))
      .map((page) => ({ title: page.label, url: absoluteUrl(page.path), description: page.description })),
  }));
  // Articles come right before "Optional", which llmstxt.org keeps last.
  sections.splice(sections.length - 1, 0, {
    title: SITE_FILES_TEXT.blogSectionTitle,
    links: articles.map((article) => ({
      title: article.title,
      url: absoluteUrl(article.path),
      description: article.excerpt,
    })),
  });
  return renderLlmsTxt({
    name: site.name,
    summary: SITE_FILES_TEXT.llmsSummary(site.name),
    info: SITE_FILES_TEXT.llmsInfo(site).join(" "),
    sections,
  });
}
