export interface TimelineEntry {
  year: string;
  title: string;
  text: string;
}

/** Dated milestones on a vertical line, oldest first. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <ol className="relative space-y-8 border-l-2 border-brand-200 pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[2.55rem] top-1 size-4 rounded-full border-4 border-white bg-brand-700 ring-2 ring-brand-200"
          />
          <p className="text-sm font-bold text-brand-800">{entry.year}</p>
          <h3 className="text-lg font-semibold text-slate-950">{entry.title}</h3>
          <p className="mt-1 text-slate-700">{entry.text}</p>
        </li>
      ))}
    </ol>
  );
}
