import { Send } from "lucide-react";
import { Link } from "react-router";
import { QuoteButton } from "~/site/quote-button";
import { buttonVariants } from "~/shared/ui/button";
import type { EngagementContent } from "~/shared/content-types";
import { ENGAGEMENT_SECTION_TEXT } from "~/shared/sections.content";
import { SectionShell } from "./section-shell";

/** How the price is set and how to start: the "what it costs, how to begin" part of a sales page. */
export function EngagementSection({ id = "baslangic", content, message }: { id?: string; content: EngagementContent; message: string }) {
  return (
    <SectionShell id={id} title={content.title} intro={content.intro} tone="muted">
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700">
          {content.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h3 className="text-lg font-semibold text-slate-950">{content.stepsTitle}</h3>
          <ol className="mt-5 space-y-4">
            {content.steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-slate-800">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <QuoteButton label={ENGAGEMENT_SECTION_TEXT.whatsappLabel} message={message} />
            <Link to="/iletisim" prefetch="intent" className={buttonVariants({ variant: "outline" })}>
              <Send aria-hidden="true" />
              {ENGAGEMENT_SECTION_TEXT.contactFormLink}
            </Link>
          </div>
        </div>
      </div>
    </SectionShell>
  );
}
