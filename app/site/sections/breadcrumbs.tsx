import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { PageDefinition } from "~/site/pages";
import { breadcrumbTrail } from "~/site/seo/json-ld";
import { BREADCRUMBS_LABEL } from "~/shared/sections.content";

/** Visible twin of the BreadcrumbList JSON-LD, from the same trail. */
export function Breadcrumbs({ page }: { page: PageDefinition }) {
  const trail = breadcrumbTrail(page);
  return (
    <nav aria-label={BREADCRUMBS_LABEL} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-700">
        {trail.map((crumb, index) => {
          const isLast = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {isLast ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="hover:text-brand-800 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4 text-slate-500" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
