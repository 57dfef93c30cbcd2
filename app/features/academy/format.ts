import type { AcademySession } from "~/features/academy/content";
import { formatTurkishDate } from "~/features/blog/categories";

/** "12-13 Aralık 2026", or "31 Ocak-1 Şubat 2027" when the weekend spans two months. */
export function formatSessionRange(session: AcademySession): string {
  const saturday = formatTurkishDate(session.saturday);
  const sunday = formatTurkishDate(session.sunday);
  const [satDay, satMonth, satYear] = saturday.split(" ");
  const [sunDay, sunMonth, sunYear] = sunday.split(" ");
  if (satYear !== sunYear) return `${saturday}-${sunday}`;
  if (satMonth !== sunMonth) return `${satDay} ${satMonth}-${sunDay} ${sunMonth} ${sunYear}`;
  return `${satDay}-${sunDay} ${sunMonth} ${sunYear}`;
}
