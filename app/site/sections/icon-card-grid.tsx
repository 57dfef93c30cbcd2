import { ContentIcon } from "~/shared/icons/content-icon";
import type { IconName } from "~/shared/content-types";

export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
  /** A closing line under a rule (what the reader gains, for instance). */
  note?: string;
}

/** Up to four cards a row: icon on top, title, description and an optional note. */
export function IconCardGrid({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ContentIcon name={item.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-950">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{item.description}</p>
          {item.note ? <p className="mt-4 border-t border-slate-200 pt-4 text-sm font-medium text-brand-900">{item.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}
