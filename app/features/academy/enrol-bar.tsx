import { CalendarDays } from "lucide-react";
import { ACADEMY_PAGE, formatSessionRange, type AcademySession } from "./content";
import { JoinButton } from "./join-button";

/** Under the page header: the join button with the price, and the dates of the next term. */
export function EnrolBar({ next }: { next: AcademySession | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 pt-2">
      <JoinButton label={ACADEMY_PAGE.join.withPrice} />
      {next ? (
        <p className="flex items-center gap-2 font-medium text-slate-800">
          <CalendarDays aria-hidden="true" className="size-5 text-brand-700" />
          {/* Kept current by app/enhance/academy-dates.ts when this term ends after the build. */}
          <span data-academy-next="">{ACADEMY_PAGE.nextSession(formatSessionRange(next))}</span>
        </p>
      ) : null}
    </div>
  );
}
