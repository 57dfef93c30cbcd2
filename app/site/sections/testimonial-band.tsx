import { Quote } from "lucide-react";
import type { Testimonial } from "~/shared/content-types";

/** Quotes on a dark band, each with its author's name and role. */
export function TestimonialBand({ id, title, items }: { id: string; title: string; items: readonly Testimonial[] }) {
  const headingId = `${id}-baslik`;
  return (
    <section id={id} aria-labelledby={headingId} className="bg-brand-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white/10 p-6">
                <Quote aria-hidden="true" className="size-8 text-brand-200" />
                <blockquote className="mt-3 flex-1 leading-relaxed text-white/95">{testimonial.quote}</blockquote>
                <figcaption className="mt-5 border-t border-white/20 pt-4">
                  <span className="block font-semibold">{testimonial.name}</span>
                  <span className="block text-sm text-white/85">{testimonial.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
