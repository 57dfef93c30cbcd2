/**
 * Which announced terms are still open at a given moment, for the page's enhancement script
 * (app/enhance/academy-dates.ts): the page is prerendered, so the list baked in on build day is
 * corrected in the browser from each term's end time (docs/decisions/026).
 */

/** A term is open until its Sunday ends; `endDate` is ISO 8601 with Istanbul's offset. */
export function isOpen(endDate: string, now: number): boolean {
  const end = Date.parse(endDate);
  return Number.isFinite(end) && end > now;
}

/** setTimeout's ceiling (about 24.8 days): a later end is re-checked when that timer fires. */
export const MAX_TIMER_MS = 2_147_483_647;
