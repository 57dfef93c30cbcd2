import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/shared/content-types";
import { DRAW_LATER } from "~/shared/draw-later";
import { FAQ_SECTION_TEXT } from "~/shared/sections.content";

interface FaqSectionProps {
  items: readonly FaqItem[];
  title?: string;
  intro?: string;
  id?: string;
  /** Below a page's first screen: drawn after the first paint (app/shared/draw-later.ts). */
  drawLater?: boolean;
}

/**
 * Native `<details>` sharing one `name`: the browser keeps one answer open at a time, collapsible,
 * keyboard operable and searchable with find-in-page, with no script at all. The answers are in
 * the HTML for crawlers; the page adds `faqJsonLd(items)` to its meta so the structured data matches.
 */
export function FaqSection({ items, title = FAQ_SECTION_TEXT.title, intro, id = "sss", drawLater = false }: FaqSectionProps) {
  const headingId = `${id}-baslik`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-16 sm:px-6" {...(drawLater ? DRAW_LATER : {})}>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      <div className="mt-8">
        {items.map((item) => (
          <details key={item.question} name={id} className="group border-b border-slate-200">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-slate-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              <h3 className="text-left text-base font-semibold">{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
            </summary>
            <p className="pb-4 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
