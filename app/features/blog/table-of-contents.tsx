import { ListOrdered } from "lucide-react";
import type { TocEntry } from "./article-views";
import { cn } from "~/shared/cn";
import { TABLE_OF_CONTENTS_TITLE } from "./content";

/** "İçindekiler": links to the article's H2 and H3 headings (plain anchors, no script). */
export function TableOfContents({ entries, className }: { entries: readonly TocEntry[]; className?: string }) {
  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="icindekiler-baslik" className={cn("rounded-2xl border border-slate-200 bg-slate-50 p-5", className)}>
      <h2 id="icindekiler-baslik" className="flex items-center gap-2 text-base font-bold text-slate-950">
        <ListOrdered aria-hidden="true" className="size-5 text-brand-700" />
        {TABLE_OF_CONTENTS_TITLE}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className={cn(
                "block rounded-md px-2 py-1.5 leading-snug hover:bg-white hover:text-brand-800",
                entry.level === 2 ? "font-medium text-slate-900" : "text-slate-700",
              )}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
