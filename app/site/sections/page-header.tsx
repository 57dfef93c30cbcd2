import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isToolPage, type PageDefinition } from "~/site/pages";
import { PAGE_HEADER_TEXT } from "~/shared/sections.content";
import { Breadcrumbs } from "./breadcrumbs";

interface PageHeaderProps {
  page: PageDefinition;
  /** Extra content under the introduction (buttons, figures). */
  children?: ReactNode;
}

/** Breadcrumbs, the page's single H1 and its introduction, straight from the page table. */
export function PageHeader({ page, children }: PageHeaderProps) {
  const isTool = isToolPage(page);
  return (
    <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl space-y-5 px-4 py-12 sm:px-6 md:py-16">
        {page.path === "/" ? null : <Breadcrumbs page={page} />}
        {isTool ? (
          <Link
            to="/seo-araclari"
            reloadDocument
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {PAGE_HEADER_TEXT.backToTools}
          </Link>
        ) : null}
        <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl md:text-5xl">{page.h1}</h1>
        <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{page.intro}</p>
        {children}
      </div>
    </section>
  );
}
