import type { Stat } from "~/shared/content-types";
import { cn } from "~/shared/cn";

const COLUMNS = { 2: "grid-cols-2", 3: "grid-cols-2 md:grid-cols-3", 4: "grid-cols-2 md:grid-cols-4" } as const;

/**
 * Figures as a description list, the number shown above its label and aligned to the top of the
 * card however many lines the label takes.
 */
export function FigureGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  const columns = stats.length === 3 ? 3 : stats.length === 2 ? 2 : 4;
  return (
    <dl className={cn("grid gap-4", COLUMNS[columns], className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <dt className="mt-1 text-sm text-slate-700">{stat.label}</dt>
          <dd className="text-3xl font-bold text-brand-800">{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
