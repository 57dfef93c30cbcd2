import { CalendarDays, Clock } from "lucide-react";
import { cn } from "~/shared/cn";
import { formatDate } from "~/shared/format";
import { ARTICLE_META_TEXT } from "./content";

interface ArticleMetaProps {
  author: string;
  authorRole?: string;
  date: string;
  updated?: string;
  readTime: number;
  className?: string;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toLocaleUpperCase("tr");
}

/** Author, publication date and reading time: the byline of a card and of an article. */
export function ArticleMeta({ author, authorRole, date, updated, readTime, className }: ArticleMetaProps) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-700", className)}>
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-900"
        >
          {initials(author)}
        </span>
        <span>
          <span className="font-semibold text-slate-900">{author}</span>
          {authorRole ? <span className="block text-xs text-slate-600">{authorRole}</span> : null}
        </span>
      </span>
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4 text-slate-500" />
        <span className="sr-only">{ARTICLE_META_TEXT.publishedLabel}</span>
        <time dateTime={date}>{formatDate(date)}</time>
        {updated && updated !== date ? (
          <span>
            {" "}
            {ARTICLE_META_TEXT.updatedBefore}
            <time dateTime={updated}>{formatDate(updated)}</time>
            {ARTICLE_META_TEXT.updatedAfter}
          </span>
        ) : null}
      </span>
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4 text-slate-500" />
        {ARTICLE_META_TEXT.readTime(readTime)}
      </span>
    </div>
  );
}
