import { describe, expect, it } from "vitest";
import { getRenderedArticle } from "~/features/blog/blog.server";
import { BLOG_ARTICLES } from "~/features/blog/articles";
import { breadcrumbTrail } from "~/site/seo/json-ld";
import { articlePage, blogPostingJsonLd } from "./blog-posting-json-ld";
import { pageMeta } from "~/site/seo/meta";

const slug = BLOG_ARTICLES[0]?.slug ?? "";
const article = getRenderedArticle(slug);
if (!article) throw new Error("no article");

describe("BlogPosting JSON-LD", () => {
  it("carries headline, dates with time zone, author, publisher, image and word count", () => {
    const node = blogPostingJsonLd(article);
    expect(node).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: article.title,
      description: article.excerpt,
      url: `https://www.example.com/blog/${slug}`,
      mainEntityOfPage: { "@type": "WebPage", "@id": `https://www.example.com/blog/${slug}` },
      datePublished: `${article.date}T09:00:00+03:00`,
      dateModified: `${article.updated ?? article.date}T09:00:00+03:00`,
      author: { "@type": "Person", name: article.author },
      publisher: { "@type": "Organization", name: "Pusula Dijital" },
      image: { "@type": "ImageObject", url: `https://www.example.com${article.image.src}`, width: 1200, height: 630 },
      articleSection: article.categoryLabel,
      wordCount: article.wordCount,
      inLanguage: "tr-TR",
    });
    expect(String(node.headline).length).toBeLessThanOrEqual(110);
  });

  it("builds the page meta: canonical, article type, breadcrumbs Ana Sayfa > Blog > article", () => {
    const page = articlePage(article);
    expect(breadcrumbTrail(page).map((crumb) => crumb.label)).toEqual(["Ana Sayfa", "Blog", article.title]);
    const meta = pageMeta(page, { ogType: "article", jsonLd: [blogPostingJsonLd(article)] });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `https://www.example.com/blog/${slug}` });
    expect(meta).toContainEqual({ property: "og:type", content: "article" });
    const types = meta.flatMap((tag) => ("script:ld+json" in tag ? [(tag["script:ld+json"] as { "@type": string })["@type"]] : []));
    expect(types).toEqual(["BreadcrumbList", "BlogPosting"]);
  });
});
