import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { getRenderedArticle } from "~/features/blog/blog.server";
import { ArticleBody } from "~/features/blog/article-body";
import { ArticleCard } from "~/features/blog/article-card";
import { ArticleMeta } from "~/features/blog/article-meta";
import { RelatedLinks } from "~/features/blog/related-links";
import { TableOfContents } from "~/features/blog/table-of-contents";
import { Breadcrumbs } from "~/site/sections/breadcrumbs";
import { CtaSection } from "~/site/sections/cta-section";
import { Badge } from "~/shared/ui/badge";
import { blogListUrl } from "~/features/blog/categories";
import { articlePage, blogPostingJsonLd } from "~/features/blog/blog-posting-json-ld";
import { ARTICLE_CARD_TEXT, BLOG_ARTICLE_TEXT } from "~/features/blog/content";
import { articleOgImagePath } from "~/features/blog/article-views";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/blog-article";

/** Prerendered for every file in app/features/blog/articles/; any other slug answers 404 (root ErrorBoundary). */
export function loader({ params }: Route.LoaderArgs) {
  const article = getRenderedArticle(params.slug);
  if (!article) throw data(null, { status: 404 });
  return { article };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: BLOG_ARTICLE_TEXT.notFoundTitle }, { name: "robots", content: "noindex, follow" }];
  const { article } = loaderData;
  return pageMeta(articlePage(article), {
    ogType: "article",
    image: { path: articleOgImagePath(article.slug), alt: article.title },
    jsonLd: [blogPostingJsonLd(article)],
  });
};

export default function BlogArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  const page = articlePage(article);
  return (
    <>
      <article aria-labelledby="makale-baslik">
        <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-4xl space-y-5 px-4 py-10 sm:px-6 md:py-14">
            <Breadcrumbs page={page} />
            <Link
              to={blogListUrl(article.category)}
              aria-label={ARTICLE_CARD_TEXT.categoryLinkLabel(article.categoryLabel)}
              className="inline-block rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <Badge>{article.categoryLabel}</Badge>
            </Link>
            <h1 id="makale-baslik" className="text-3xl font-bold leading-tight tracking-tight text-slate-950 sm:text-4xl md:text-5xl">
              {article.title}
            </h1>
            <p className="text-lg leading-relaxed text-slate-700 md:text-xl">{article.excerpt}</p>
            <ArticleMeta
              author={article.author}
              authorRole={article.authorRole}
              date={article.date}
              updated={article.updated}
              readTime={article.readTime}
            />
          </div>
        </header>
        <div className="mx-auto max-w-6xl px-4 pt-8 sm:px-6 md:pt-12">
          <img
            src={article.image.src}
            alt={article.image.alt}
            width={article.image.width}
            height={article.image.height}
            className="aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover shadow-sm"
          />
        </div>
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:py-14 lg:grid-cols-[17rem_minmax(0,1fr)]">
          <aside className="lg:order-1">
            <TableOfContents entries={article.toc} className="lg:sticky lg:top-24" />
          </aside>
          <div className="min-w-0 lg:order-2">
            <ArticleBody html={article.html} />
            <div className="mt-14 grid gap-6 md:grid-cols-2">
              <RelatedLinks id="ilgili-hizmetler" title={BLOG_ARTICLE_TEXT.relatedServicesTitle} links={article.relatedServices} />
              <RelatedLinks id="ilgili-araclar" title={BLOG_ARTICLE_TEXT.relatedToolsTitle} links={article.relatedTools} reloadDocument />
            </div>
            <p className="mt-10">
              <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {BLOG_ARTICLE_TEXT.backToList}
              </Link>
            </p>
          </div>
        </div>
      </article>
      {article.relatedArticles.length > 0 ? (
        <section aria-labelledby="diger-yazilar" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="diger-yazilar" className="text-2xl font-bold tracking-tight text-slate-950">
              {BLOG_ARTICLE_TEXT.relatedArticlesTitle}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {article.relatedArticles.map((related) => (
                <li key={related.slug}>
                  <ArticleCard article={related} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaSection
        title={BLOG_ARTICLE_TEXT.cta.title}
        text={BLOG_ARTICLE_TEXT.cta.text}
        message={BLOG_ARTICLE_TEXT.cta.message(article.title)}
      />
    </>
  );
}
