import type { ReactNode } from "react";
import { cn } from "~/shared/cn";
import { CheckList } from "./check-list";

const TINTS = { brand: "bg-brand-50 text-brand-700", orange: "bg-orange-50 text-orange-700" } as const;
const BADGE = "inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800";

interface ResourceCardProps {
  /** A decorative icon (aria-hidden), shown on a tinted tile. */
  icon: ReactNode;
  tint?: keyof typeof TINTS;
  title: string;
  /** Format, size, language... */
  badges: readonly string[];
  description: string;
  contents: readonly string[];
  /** The card's buttons, pinned to its bottom. */
  actions: ReactNode;
  testId?: string;
}

/** A downloadable resource as a list item: what it is, what it holds and how to get it. */
export function ResourceCard({ icon, tint = "brand", title, badges, description, contents, actions, testId }: ResourceCardProps) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8" data-testid={testId}>
      <span className={cn("inline-flex size-14 items-center justify-center rounded-2xl", TINTS[tint])}>{icon}</span>
      <h3 className="mt-5 text-2xl font-bold text-slate-950">{title}</h3>
      <p className="mt-2 flex flex-wrap gap-2">
        {badges.map((badge) => (
          <span key={badge} className={BADGE}>
            {badge}
          </span>
        ))}
      </p>
      <p className="mt-4 leading-relaxed text-slate-700">{description}</p>
      <CheckList items={contents} className="mt-5 text-slate-800" />
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-8">{actions}</div>
    </li>
  );
}
