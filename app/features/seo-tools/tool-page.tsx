import { Suspense, type ReactNode } from "react";
import { FaqSection } from "~/site/sections/faq-section";
import { PageHeader } from "~/site/sections/page-header";
import type { PageDefinition } from "~/site/pages";
import { DRAW_LATER } from "~/shared/draw-later";
import { PrehydrationScope } from "~/shared/tool-ui/prehydration-scope";
import type { ToolGuide } from "~/site/tool-article-types";
import { TOOL_PAGE_TEXT } from "./tool-page.content";

interface ToolPageProps {
  page: PageDefinition;
  guide: ToolGuide;
  /** The tool itself. */
  children: ReactNode;
  /** Long-form article or notes shown between the how-to and the FAQ. */
  article?: ReactNode;
}

/**
 * The tool, inside the Suspense boundary it hydrates with: what a visitor typed before hydration is
 * replayed into the screen's state once that boundary has hydrated.
 */
function ToolBody({ children }: { children: ReactNode }) {
  return <PrehydrationScope className="mx-auto max-w-7xl px-4 py-10 sm:px-6">{children}</PrehydrationScope>;
}

/**
 * Frame of every tool page: breadcrumbs, back link, H1 and introduction (PageHeader), the tool,
 * a how-to, optional article, and the FAQ whose JSON-LD `toolMeta` emits. Everything but the
 * tool's live output is in the prerendered HTML. The how-to, the article's parts (ToolArticleView) and
 * the FAQ are drawn after the first paint (DRAW_LATER, docs/decisions/033): a phone's first screen
 * shows the tool.
 *
 * The Suspense boundaries suspend nothing: each lets React hydrate that part of the page as a
 * unit of its own, so hydration is several short tasks instead of one long one that would keep
 * the page from answering input (Total Blocking Time).
 */
export function ToolPage({ page, guide, children, article }: ToolPageProps) {
  return (
    <>
      <PageHeader page={page} />
      <Suspense>
        <ToolBody>{children}</ToolBody>
      </Suspense>
      <Suspense>
        <section aria-labelledby="nasil-kullanilir" className="border-t border-slate-200 bg-slate-50" {...DRAW_LATER}>
          <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
            <h2 id="nasil-kullanilir" className="text-2xl font-bold tracking-tight text-slate-950">
              {TOOL_PAGE_TEXT.howToTitle}
            </h2>
            <ol className="mt-6 space-y-3">
              {guide.steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="pt-0.5 text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </Suspense>
      {article ? (
        <Suspense>
          <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">{article}</div>
        </Suspense>
      ) : null}
      <Suspense>
        <FaqSection items={guide.faq} drawLater />
      </Suspense>
    </>
  );
}
