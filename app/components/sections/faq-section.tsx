import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import type { FaqItem } from "~/content/types";

interface FaqSectionProps {
  items: readonly FaqItem[];
  title?: string;
  intro?: string;
  id?: string;
}

/**
 * One answer open at a time, keyboard operable (Radix), answers present in the prerendered HTML.
 * The page adds `faqJsonLd(items)` to its meta so the structured data matches exactly.
 */
export function FaqSection({ items, title = "Sıkça Sorulan Sorular", intro, id = "sss" }: FaqSectionProps) {
  const headingId = `${id}-baslik`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      <Accordion className="mt-8">
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`${id}-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
