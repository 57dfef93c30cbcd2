export interface Profile {
  name: string;
  /** Shown in the round badge in place of a photo. */
  initials: string;
  role: string;
  bio: readonly string[];
  highlights: readonly string[];
}

/** A person: initials badge, name, role, a short biography and highlight chips. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <div className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[10rem_1fr] md:p-8">
      <div
        aria-hidden="true"
        className="flex size-32 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-4xl font-bold text-white md:size-40"
      >
        {profile.initials}
      </div>
      <div>
        <h3 className="text-2xl font-bold text-slate-950">{profile.name}</h3>
        <p className="font-medium text-brand-800">{profile.role}</p>
        <div className="mt-4 space-y-3 leading-relaxed text-slate-700">
          {profile.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-5 flex flex-wrap gap-2">
          {profile.highlights.map((highlight) => (
            <li key={highlight} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
              {highlight}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
