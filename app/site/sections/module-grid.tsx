import { CheckList } from "./check-list";

export interface NumberedModule {
  title: string;
  topics: readonly string[];
}

interface ModuleGridProps {
  modules: readonly NumberedModule[];
  /** Word before each module's number, e.g. "Modül" gives "Modül 1". */
  numberLabel: string;
}

/** Numbered modules of a course, each with its topics. */
export function ModuleGrid({ modules, numberLabel }: ModuleGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {modules.map((module, index) => (
        <li key={module.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-bold text-brand-800">{`${numberLabel} ${index + 1}`}</p>
          <h3 className="mt-1 text-lg font-semibold text-slate-950">{module.title}</h3>
          <CheckList items={module.topics} className="mt-3 text-slate-700" />
        </li>
      ))}
    </ul>
  );
}
