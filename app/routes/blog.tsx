import { ChevronDown, Rss } from "lucide-react";
import { Link } from "react-router";
import { listArticleSummaries } from "~/features/blog/blog.server";
import { ArticleCard } from "~/features/blog/article-card";
import { CategoryChips } from "~/features/blog/category-chips";
import { CtaSection } from "~/site/sections/cta-section";
import { PageHeader } from "~/site/sections/page-header";
import { HTML_CACHE_CONTROL } from "~/shared/html-cache";
import { buttonVariants } from "~/shared/ui/button";
import {
  BLOG_PAGE_SIZE,
  BLOG_QUERY,
  blogListUrl,
  categoryLabel,
  parseCategoryParam,
  parsePageParam,
  type BlogCategorySlug,
} from "~/features/blog/categories";
import { BLOG_FEED_LINK_LABEL, BLOG_LIST_TEXT } from "~/features/blog/content";
import { BLOG_FEED } from "~/features/blog/feed.content";
import { getPage } from "~/site/pages";
import { pageMeta } from "~/site/seo/meta";
import type { Route } from "./+types/blog";

const page = getPage("/blog");

/** Each card's fragment id, so "load more" lands on the first newly shown article. */
const articleAnchor = (index: number) => `yazi-${index + 1}`;

export const meta: Route.MetaFunction = () => pageMeta(page);

/** A filtered list is rendered per request: cached like the prerendered pages (our own site audit found it sent no policy). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": HTML_CACHE_CONTROL });

/**
 * Every article summary, plus the filter of the request. `/blog` itself is prerendered without a
 * query; `/blog?kategori=seo` is rendered by the server (the page lists both parameters as
 * `dynamicQuery`), so the filtered list is in the HTML for visitors without JavaScript and crawlers.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  return {
    articles: listArticleSummaries(),
    category: parseCategoryParam(query.get(BLOG_QUERY.category)),
    page: parsePageParam(query.get(BLOG_QUERY.page)),
  };
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  // The page is plain HTML: a chip or "load more" is a link to `?kategori=` / `?sayfa=`, answered
  // by the server with the filtered list already in place (and the first new card in view).
  const { articles, category, page: pageNumber } = loaderData;

  const counts: Partial<Record<BlogCategorySlug, number>> = {};
  for (const article of articles) counts[article.category] = (counts[article.category] ?? 0) + 1;

  const filtered = category ? articles.filter((article) => article.category === category) : articles;
  const visibleCount = Math.min(filtered.length, pageNumber * BLOG_PAGE_SIZE);
  const visible = filtered.slice(0, visibleCount);
  const hasMore = visibleCount < filtered.length;

  const listTitle = category ? BLOG_LIST_TEXT.categoryTitle(categoryLabel(category)) : BLOG_LIST_TEXT.allArticlesTitle;

  return (
    <>
      <PageHeader page={page}>
        <CategoryChips active={category} counts={counts} total={articles.length} />
      </PageHeader>
      <section aria-labelledby="yazilar-baslik" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="yazilar-baslik" className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {listTitle}
          </h2>
          <p aria-live="polite" className="text-sm text-slate-700">
            {BLOG_LIST_TEXT.shownCount(filtered.length, visible.length)}
          </p>
          {/* A plain link to the file: feed readers take it from here, the head link serves browsers. */}
          <a
            href={BLOG_FEED.path}
            type="application/rss+xml"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            <Rss aria-hidden="true" className="size-4" />
            {BLOG_FEED_LINK_LABEL}
          </a>
        </div>
        {visible.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-slate-50 p-8 text-center text-slate-700">
            {BLOG_LIST_TEXT.emptyCategory}{" "}
            <Link to="/blog" className="font-semibold text-brand-800 underline">
              {BLOG_LIST_TEXT.emptyCategoryLink}
            </Link>
            {BLOG_LIST_TEXT.emptyCategoryEnd}
          </p>
        ) : (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {visible.map((article, index) => (
              <li key={article.slug} id={articleAnchor(index)} data-category={article.category} className="scroll-mt-24">
                <ArticleCard article={article} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <div className="mt-10 flex justify-center">
            <Link
              to={`${blogListUrl(category, pageNumber + 1)}#${articleAnchor(visibleCount)}`}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              <ChevronDown aria-hidden="true" />
              {BLOG_LIST_TEXT.loadMore}
            </Link>
          </div>
        ) : null}
      </section>
      <CtaSection
        title={BLOG_LIST_TEXT.cta.title}
        text={BLOG_LIST_TEXT.cta.text}
        buttonLabel={BLOG_LIST_TEXT.cta.buttonLabel}
        message={BLOG_LIST_TEXT.cta.message}
      />
    </>
  );
}
