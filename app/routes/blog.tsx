import { ChevronDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { listArticleSummaries } from "~/.server/blog";
import { ArticleCard } from "~/components/blog/article-card";
import { CategoryChips } from "~/components/blog/category-chips";
import { useHydrated } from "~/components/blog/use-hydrated";
import { CtaSection } from "~/components/sections/cta-section";
import { PageHeader } from "~/components/sections/page-header";
import { buttonVariants } from "~/components/ui/button";
import {
  BLOG_PAGE_SIZE,
  BLOG_QUERY,
  blogListUrl,
  categoryLabel,
  parseCategoryParam,
  parsePageParam,
  type BlogCategorySlug,
} from "~/content/blog-categories";
import { getPage } from "~/content/pages";
import { pageMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/blog";

const page = getPage("/blog");

export const meta: Route.MetaFunction = () => pageMeta(page);

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

/** The loader already sent every article: changing only the filter or page needs no new request. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const [searchParams] = useSearchParams();
  // The first render repeats the server's (its HTML may be the prerendered, unfiltered file); after
  // hydration the URL decides, so a filter works even where the HTML came from the static file.
  const hydrated = useHydrated();
  const category: BlogCategorySlug | null = hydrated ? parseCategoryParam(searchParams.get(BLOG_QUERY.category)) : loaderData.category;
  const pageNumber = hydrated ? parsePageParam(searchParams.get(BLOG_QUERY.page)) : loaderData.page;

  const counts: Partial<Record<BlogCategorySlug, number>> = {};
  for (const article of articles) counts[article.category] = (counts[article.category] ?? 0) + 1;

  const filtered = category ? articles.filter((article) => article.category === category) : articles;
  const visibleCount = Math.min(filtered.length, pageNumber * BLOG_PAGE_SIZE);
  const visible = filtered.slice(0, visibleCount);
  const hasMore = visibleCount < filtered.length;

  // "Daha Fazla Makale Yükle" disappears once everything is shown, so after it is used focus moves
  // to the first newly shown card instead of being lost. Changing the category does not move focus.
  const listRef = useRef<HTMLUListElement>(null);
  const previous = useRef({ category, visibleCount });
  useEffect(() => {
    const before = previous.current;
    if (before.category === category && visibleCount > before.visibleCount) {
      listRef.current?.querySelectorAll<HTMLElement>("h3 a")[before.visibleCount]?.focus();
    }
    previous.current = { category, visibleCount };
  }, [category, visibleCount]);

  const listTitle = category ? `${categoryLabel(category)} yazıları` : "Tüm yazılar";

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
            {filtered.length} yazıdan {visible.length} tanesi gösteriliyor
          </p>
        </div>
        {visible.length === 0 ? (
          <p className="mt-8 rounded-2xl bg-slate-50 p-8 text-center text-slate-700">
            Bu kategoride henüz yazı yok.{" "}
            <Link to="/blog" className="font-semibold text-brand-800 underline">
              Tüm yazılara göz atın
            </Link>
            .
          </p>
        ) : (
          <ul ref={listRef} className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {visible.map((article, index) => (
              <li key={article.slug} data-category={article.category}>
                <ArticleCard article={article} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        {hasMore ? (
          <div className="mt-10 flex justify-center">
            <Link
              to={blogListUrl(category, pageNumber + 1)}
              preventScrollReset
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              <ChevronDown aria-hidden="true" />
              Daha Fazla Makale Yükle
            </Link>
          </div>
        ) : null}
      </section>
      <CtaSection
        title="Bu yöntemleri sizin siteniz için uygulayalım"
        text="Yazılarda anlattığımız adımları işletmenize uyarlamak için ücretsiz bir ön görüşme yapalım; sitenizi inceleyip size öncelikli üç öneriyle dönelim."
        buttonLabel="Ücretsiz Ön Görüşme"
        message="Merhaba, blogunuzu okudum; sitem için ücretsiz ön görüşme yapmak istiyorum."
      />
    </>
  );
}
