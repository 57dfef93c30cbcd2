import type { ItemGroup } from "~/shared/content-types";

/** Named groups of short items: the technology list, the equipment list. */
export function ItemGroups({ groups }: { groups: readonly ItemGroup[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {groups.map((group) => (
        <li key={group.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-950">{group.title}</h3>
          {group.description ? <p className="mt-1 text-sm text-slate-700">{group.description}</p> : null}
          <ul className="mt-4 flex flex-wrap gap-2">
            {group.items.map((item) => (
              <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                {item}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
