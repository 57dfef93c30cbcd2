export interface ScheduleSlot {
  time: string;
  title: string;
  detail: string;
}

export interface ScheduleDay {
  day: string;
  theme: string;
  slots: readonly ScheduleSlot[];
}

/** A programme day by day, each a card with its time slots. */
export function DaySchedule({ days }: { days: readonly ScheduleDay[] }) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {days.map((day) => (
        <div key={day.day} className="rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div className="rounded-t-2xl bg-brand-900 px-6 py-4 text-white">
            <h3 className="text-lg font-bold">{day.day}</h3>
            <p className="text-sm text-white/90">{day.theme}</p>
          </div>
          <ol className="divide-y divide-slate-200">
            {day.slots.map((slot) => (
              <li key={slot.time} className="grid gap-1 px-6 py-4 sm:grid-cols-[7.5rem_1fr] sm:gap-4">
                <span className="font-mono text-sm font-semibold text-brand-800">{slot.time}</span>
                <span>
                  <span className="block font-semibold text-slate-950">{slot.title}</span>
                  <span className="block text-sm text-slate-700">{slot.detail}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
