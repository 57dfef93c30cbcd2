import { Clock, MapPin, Users } from "lucide-react";
import { ACADEMY, ACADEMY_PAGE, formatSessionRange, sessionTimes, type AcademySession } from "./content";
import { JoinButton } from "./join-button";

const text = ACADEMY_PAGE.sessions;

/**
 * The upcoming terms as cards, the next one highlighted; a note when none is announced yet. The
 * page is prerendered: each card carries its end time, and the page's own inline script
 * (AcademyDatesScript: app/enhance/academy-dates.ts) removes terms that ended after the build, moving the highlight
 * and showing the note when none is left (docs/decisions/026).
 */
export function SessionList({ sessions }: { sessions: readonly AcademySession[] }) {
  return (
    <div data-academy-sessions="">
      {sessions.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-3">
          {sessions.map((session, index) => (
            <SessionCard key={session.saturday} session={session} next={index === 0} />
          ))}
        </ul>
      ) : null}
      <p data-sessions-empty="" hidden={sessions.length > 0} className="rounded-2xl bg-slate-50 p-6 text-slate-700">
        {text.empty}
      </p>
    </div>
  );
}

function SessionCard({ session, next }: { session: AcademySession; next: boolean }) {
  return (
    <li
      data-session-end={sessionTimes(session).endDate}
      data-next-label={ACADEMY_PAGE.nextSession(formatSessionRange(session))}
      className={`flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${next ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200"}`}
    >
      {next ? (
        <p data-next-badge="" className="mb-3 self-start rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {text.nextBadge}
        </p>
      ) : null}
      <h3 className="text-xl font-bold text-slate-950">
        <time dateTime={session.saturday}>{formatSessionRange(session)}</time>
      </h3>
      <ul className="mt-4 space-y-2 text-slate-700">
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 text-brand-700" />
          {text.days}
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4 text-brand-700" />
          {text.seats}
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
          {text.venue}
        </li>
      </ul>
      <p className="mt-5 text-2xl font-bold text-slate-950">{ACADEMY.priceLabel}</p>
      <JoinButton label={text.join} variant={next ? "default" : "outline"} className="mt-5 w-full" />
    </li>
  );
}
