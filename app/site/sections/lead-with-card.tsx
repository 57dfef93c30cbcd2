interface LeadWithCardProps {
  /** The statement, set large. */
  lead: string;
  card: { title: string; text: string };
}

/** A large lead statement beside a card with a second, related one (mission and vision). */
export function LeadWithCard({ lead, card }: LeadWithCardProps) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <p className="text-xl leading-relaxed text-slate-800">{lead}</p>
      <div className="rounded-2xl border border-brand-200 bg-white p-6 shadow-sm">
        <h3 className="text-lg font-semibold text-slate-950">{card.title}</h3>
        <p className="mt-2 leading-relaxed text-slate-700">{card.text}</p>
      </div>
    </div>
  );
}
