import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/shared/icons/content-icon";
import { SocialIcon } from "~/site/social-icons";
import type { ServiceItem } from "~/shared/content-types";
import { cn } from "~/shared/cn";

interface ServiceGridProps {
  items: readonly ServiceItem[];
  /** Label of each card's link (cards without `link` have none), e.g. "Detayları İncele". */
  linkLabel?: string;
  columns?: 2 | 3 | 4;
}

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-2 lg:grid-cols-3", 4: "md:grid-cols-2 xl:grid-cols-4" } as const;

/** Service cards: icon, title, description, feature list and an optional "details" link. */
export function ServiceGrid({ items, linkLabel, columns = 3 }: ServiceGridProps) {
  return (
    <ul className={cn("grid gap-6", COLUMNS[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
            {item.network ? <SocialIcon network={item.network} className="size-6" /> : <ContentIcon name={item.icon} className="size-6" />}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-800">
            {item.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
          {item.link && linkLabel ? (
            <div className="mt-auto pt-6">
              <Link
                to={item.link}
                prefetch="intent"
                aria-label={`${linkLabel}: ${item.title}`}
                className="inline-flex items-center gap-1.5 rounded-md font-semibold text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {linkLabel}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
