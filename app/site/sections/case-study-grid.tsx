import { TrendingUp } from "lucide-react";
import { Badge } from "~/shared/ui/badge";
import type { CaseStudy } from "~/shared/content-types";
import { cn } from "~/shared/cn";

/** Case studies and project samples: image, category, result, story and metrics. */
export function CaseStudyGrid({ items }: { items: readonly CaseStudy[] }) {
  return (
    <ul className="grid gap-8 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <img
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] h-auto w-full bg-slate-100 object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p>
                <Badge>{item.category}</Badge>
              </p>
              <h3 className="mt-3 text-xl font-semibold text-slate-950">{item.title}</h3>
              <p className="mt-2 flex gap-2 font-semibold text-brand-800">
                <TrendingUp aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {item.improvement}
              </p>
              <p className="mt-3 flex-1 leading-relaxed text-slate-700">{item.description}</p>
              <dl
                className={cn(
                  "mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-6",
                  Object.keys(item.metrics).length === 3 && "sm:grid-cols-3",
                )}
              >
                {Object.entries(item.metrics).map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-sm text-slate-700">{label}</dt>
                    <dd className="text-lg font-bold text-slate-950">{value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
