import type { PageDefinition } from "~/site/pages";
import { site } from "~/site/site.content";
import { absoluteUrl } from "~/site/site-url";
import { organizationRef, type JsonLd } from "~/site/seo/json-ld";
import type { RenderedArticle } from "./article-views";

/** What the JSON-LD needs of a rendered article (dates are YYYY-MM-DD). */
export type BlogPostingInput = Pick<
  RenderedArticle,
  "slug" | "title" | "excerpt" | "author" | "authorRole" | "date" | "updated" | "categoryLabel" | "readTime" | "wordCount"
> & { image: Pick<RenderedArticle["image"], "src" | "width" | "height"> };

/** Articles are published at 09:00 Istanbul time; a date alone would be read as UTC midnight. */
export function istanbulDateTime(isoDate: string, time = "09:00:00"): string {
  return `${isoDate}T${time}+03:00`;
}

/**
 * The page-table shape of an article, so pageMeta and the breadcrumbs treat it like any page. The
 * headline stays the H1 and the breadcrumb; the search result gets the SEO title and description
 * when the article has them (the headline or excerpt would be cut there).
 */
export function articlePage(
  article: Pick<BlogPostingInput, "slug" | "title" | "excerpt"> & Pick<RenderedArticle, "seoTitle" | "seoDescription">,
): PageDefinition {
  return {
    path: `/blog/${article.slug}`,
    title: article.seoTitle ?? article.title,
    description: article.seoDescription ?? article.excerpt,
    h1: article.title,
    intro: article.excerpt,
    label: article.title,
    group: "kaynak",
    parent: "/blog",
    sitemap: { changefreq: "yearly", priority: 0.6 },
  };
}

/** schema.org BlogPosting with the properties Google's Article rich result reads. */
export function blogPostingJsonLd(article: BlogPostingInput): JsonLd {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#makale`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.excerpt,
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(article.image.src),
      width: article.image.width,
      height: article.image.height,
    },
    datePublished: istanbulDateTime(article.date),
    dateModified: istanbulDateTime(article.updated ?? article.date),
    author: {
      "@type": "Person",
      name: article.author,
      jobTitle: article.authorRole,
      worksFor: organizationRef(),
      url: absoluteUrl("/hakkimizda"),
    },
    publisher: { ...organizationRef(), logo: { "@type": "ImageObject", url: absoluteUrl(site.logoPath) } },
    isPartOf: { "@type": "Blog", "@id": `${absoluteUrl("/blog")}#blog`, name: `${site.name} Blog`, url: absoluteUrl("/blog") },
    articleSection: article.categoryLabel,
    wordCount: article.wordCount,
    timeRequired: `PT${article.readTime}M`,
    inLanguage: "tr-TR",
  };
}
