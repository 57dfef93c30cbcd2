interface ProseWithFactsProps {
  paragraphs: readonly string[];
  /** Accessible name of the facts panel. */
  factsLabel: string;
  /** Small heading inside the panel. */
  factsTitle: string;
  facts: readonly { label: string; value: string }[];
}

/** Paragraphs at a readable measure with a panel of short facts beside them. */
export function ProseWithFacts({ paragraphs, factsLabel, factsTitle, facts }: ProseWithFactsProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </div>
      <aside aria-label={factsLabel} className="self-start rounded-2xl bg-brand-900 p-6 text-white">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{factsTitle}</p>
        <dl className="mt-4 space-y-4">
          {facts.map((fact) => (
            <div key={fact.label} className="border-b border-white/15 pb-3 last:border-0 last:pb-0">
              <dt className="text-sm text-white/80">{fact.label}</dt>
              <dd className="text-lg font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}
