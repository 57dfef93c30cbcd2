import { BLOG_ARTICLES } from "~/features/blog/articles";
import { articlePath, type ArticleSource } from "~/features/blog/article-schema";
import { PAGES, type PageDefinition, type PageGroup } from "~/site/pages";
import { site } from "~/site/site";
import { absoluteUrl } from "~/site/site-url";
import { renderLlmsTxt, type LlmsSection } from "~/features/llms-txt/render";
import { buildSitemapXml } from "~/features/sitemap/sitemap";

/** What the site files need of a blog article (app/features/blog/articles/*.md). */
export type SiteArticle = Pick<ArticleSource, "slug" | "title" | "excerpt" | "date" | "updated">;

/** `/sitemap.xml`: every page of the route table, then every blog article, through the same builder the sitemap tool uses. */
export function siteSitemapXml(pages: readonly PageDefinition[] = PAGES, articles: readonly SiteArticle[] = BLOG_ARTICLES): string {
  const result = buildSitemapXml([
    ...pages.map((page) => ({
      url: absoluteUrl(page.path),
      priority: page.sitemap.priority,
      changefreq: page.sitemap.changefreq,
      // Left out on purpose: Google only trusts lastmod when it is accurate, and a build date is not.
      lastmod: "",
    })),
    // An article's own date (or its last update) is accurate, so it is given.
    ...articles.map((article) => ({
      url: absoluteUrl(articlePath(article.slug)),
      priority: 0.6,
      changefreq: "yearly" as const,
      lastmod: article.updated ?? article.date,
    })),
  ]);
  if (!result.ok) throw new Error(`Site sitemap could not be built: ${result.message}`);
  return result.xml;
}

/**
 * `/robots.txt`: everything is open to every crawler, AI crawlers included (an agency wants to be
 * quoted by assistants); only the JSON API is kept out of indexes.
 */
export function siteRobotsTxt(): string {
  return [
    `# ${site.name}: arama motorları ve yapay zekâ tarayıcıları (GPTBot, ClaudeBot, PerplexityBot...) hoş gelir.`,
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl("/sitemap.xml")}`,
    "",
  ].join("\n");
}

const LLMS_SECTIONS: readonly { title: string; groups: readonly PageGroup[] }[] = [
  { title: "Hizmetler", groups: ["hizmet"] },
  { title: "Ücretsiz SEO Araçları", groups: ["arac"] },
  { title: "Kurumsal", groups: ["kurumsal"] },
  { title: "Eğitim ve Kaynaklar", groups: ["kaynak"] },
  // llmstxt.org: links under "Optional" may be skipped when a shorter context is needed.
  { title: "Optional", groups: ["yasal"] },
];

/** `/llms.txt` (llmstxt.org), grouped from the route table, with the blog articles; also offered on /indir. */
export function siteLlmsTxt(pages: readonly PageDefinition[] = PAGES, articles: readonly SiteArticle[] = BLOG_ARTICLES): string {
  const sections: LlmsSection[] = LLMS_SECTIONS.map((section) => ({
    title: section.title,
    links: pages
      .filter((page) => section.groups.includes(page.group))
      .map((page) => ({ title: page.label, url: absoluteUrl(page.path), description: page.description })),
  }));
  // Articles come right before "Optional", which llmstxt.org keeps last.
  sections.splice(sections.length - 1, 0, {
    title: "Blog Yazıları",
    links: articles.map((article) => ({
      title: article.title,
      url: absoluteUrl(articlePath(article.slug)),
      description: article.excerpt,
    })),
  });
  return renderLlmsTxt({
    name: site.name,
    summary: `${site.name}, Türkiye'deki işletmelere web tasarım, SEO, Google Ads, sosyal medya ve video prodüksiyon hizmeti veren bir dijital pazarlama ajansıdır.`,
    info: [
      `Merkezimiz ${site.address.locality}/${site.address.region}; ${site.foundingYear} yılından beri KOBİ'lerle çalışıyoruz.`,
      `İletişim: ${site.phone.display}, ${site.email}. Çalışma saatleri: ${site.openingHours
        .map((row) => `${row.label} ${row.opens}-${row.closes}`)
        .join(", ")}.`,
      "Sitedeki SEO araçları ücretsizdir ve kayıt gerektirmez.",
    ].join(" "),
    sections,
  });
}
