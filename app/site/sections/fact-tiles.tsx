import { ContentIcon } from "~/shared/icons/content-icon";
import type { IconName } from "~/shared/content-types";

export interface FactTile {
  value: string;
  label: string;
  icon: IconName;
}

/** Key facts in small tiles (icon, value, label), for a page header. */
export function FactTiles({ facts }: { facts: readonly FactTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 pt-2 md:grid-cols-4">
      {facts.map((fact) => (
        <li
          key={fact.label}
          className="flex flex-col items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center"
        >
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ContentIcon name={fact.icon} className="size-5" />
          </span>
          <span>
            <span className="block text-xl font-bold text-brand-800">{fact.value}</span>
            <span className="block text-sm text-slate-700">{fact.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
