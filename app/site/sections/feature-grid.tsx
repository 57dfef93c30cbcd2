import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/shared/icons/content-icon";
import type { FeatureItem } from "~/shared/content-types";
import { cn } from "~/shared/cn";

interface FeatureGridProps {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
}

const COLUMNS = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Benefits, goals, advantages, content types, tools: icon, title, description, optional link. */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={cn("grid gap-6", COLUMNS[columns])}>
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {item.icon ? (
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
              <ContentIcon name={item.icon} className="size-5" />
            </span>
          ) : null}
          <div>
            <h3 className="font-semibold text-slate-950">{item.title}</h3>
            <p className="mt-1.5 leading-relaxed text-slate-700">{item.description}</p>
            {item.link ? (
              <Link
                to={item.link.href}
                prefetch="intent"
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-brand-800 hover:underline"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
