import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ArticleSummary } from "./article-views";
import { Badge } from "~/shared/ui/badge";
import { blogListUrl } from "~/features/blog/categories";
import { ArticleMeta } from "./article-meta";
import { ARTICLE_CARD_TEXT } from "./content";

interface ArticleCardProps {
  article: ArticleSummary;
  /** Cards below the first screen load their image lazily. */
  eager?: boolean;
  headingLevel?: "h2" | "h3";
}

export function ArticleCard({ article, eager = false, headingLevel: Heading = "h3" }: ArticleCardProps) {
  const href = `/blog/${article.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={article.image.src}
        alt={article.image.alt}
        width={article.image.width}
        height={article.image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-[1200/630] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-3">
          <Link
            to={blogListUrl(article.category)}
            aria-label={ARTICLE_CARD_TEXT.categoryLinkLabel(article.categoryLabel)}
            className="rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <Badge>{article.categoryLabel}</Badge>
          </Link>
        </div>
        <Heading className="text-xl font-bold leading-snug tracking-tight text-slate-950">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p className="text-slate-700">{article.excerpt}</p>
        <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} className="mt-auto" />
        <Link
          to={href}
          aria-label={ARTICLE_CARD_TEXT.readMoreLabel(article.title)}
          className="inline-flex items-center gap-2 self-start rounded-md font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          {ARTICLE_CARD_TEXT.readMore}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
