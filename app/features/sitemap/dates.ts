/** Dates as sitemaps want them: W3C Datetime, restricted to what sitemap.xsd's xsd:date / xsd:dateTime accept. */

/** YYYY-MM-DD of the given moment in the user's local time zone (what "today" means to them). */
export function formatLocalDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, "0");
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${year}-${month}-${day}`;
}

// The W3C note allows hh:mm without seconds, but sitemap.xsd validates with xsd:dateTime, which
// requires seconds; the time zone is required by the W3C note, so both are required here.
const W3C_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:Z|[+-](\d{2}):(\d{2})))?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isW3cDate(value: string): boolean {
  const match = W3C_DATE.exec(value);
  if (!match) return false;
  const [, yearText, monthText, dayText, hourText, minuteText, secondText, zoneHourText, zoneMinuteText] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  if (hourText !== undefined && (Number(hourText) > 23 || Number(minuteText) > 59 || Number(secondText) > 59)) {
    return false;
  }
  if (zoneHourText !== undefined) {
    const zoneMinutes = Number(zoneHourText) * 60 + Number(zoneMinuteText);
    if (Number(zoneMinuteText) > 59 || zoneMinutes > 14 * 60) return false;
  }
  return true;
}
