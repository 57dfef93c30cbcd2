import { Link } from "react-router";
import { ALL_CATEGORIES_LABEL, BLOG_CATEGORIES, blogListUrl, type BlogCategorySlug } from "~/features/blog/categories";
import { cn } from "~/shared/cn";
import { CATEGORY_CHIPS_TEXT } from "./content";

interface CategoryChipsProps {
  active: BlogCategorySlug | null;
  /** Number of articles per category, shown in each chip. */
  counts: Readonly<Partial<Record<BlogCategorySlug, number>>>;
  total: number;
}

const chipClasses =
  "inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2";

/**
 * The filter chips are plain links (`/blog?kategori=seo`): a filtered list can be shared, opened in
 * a new tab and works without JavaScript; with JavaScript the list filters without a page load.
 */
export function CategoryChips({ active, counts, total }: CategoryChipsProps) {
  const chips = [
    { slug: null, label: ALL_CATEGORIES_LABEL, count: total },
    ...BLOG_CATEGORIES.map((category) => ({ slug: category.slug, label: category.label, count: counts[category.slug] ?? 0 })),
  ];
  return (
    <nav aria-label={CATEGORY_CHIPS_TEXT.navLabel}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const isActive = chip.slug === active;
          return (
            <li key={chip.label}>
              <Link
                to={blogListUrl(chip.slug)}
                aria-current={isActive ? "page" : undefined}
                aria-label={CATEGORY_CHIPS_TEXT.chipLabel(chip.label, chip.count)}
                className={cn(
                  chipClasses,
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800",
                )}
              >
                {chip.label}
                <span
                  aria-hidden="true"
                  className={cn("rounded-full px-1.5 text-xs", isActive ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700")}
                >
                  {chip.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
