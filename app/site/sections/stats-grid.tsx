import type { Stat } from "~/shared/content-types";
import { cn } from "~/shared/cn";

export function StatsGrid({ stats, className, inverse = false }: { stats: readonly Stat[]; className?: string; inverse?: boolean }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 md:grid-cols-4", className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse rounded-2xl p-5 text-center",
            inverse ? "bg-white/10 text-white" : "bg-white shadow-sm ring-1 ring-slate-200",
          )}
        >
          <dt className={cn("mt-1 text-sm", inverse ? "text-white/90" : "text-slate-700")}>{stat.label}</dt>
          <dd className={cn("text-3xl font-bold", inverse ? "text-white" : "text-brand-800")}>{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
