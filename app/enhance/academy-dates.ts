import { isOpen, MAX_TIMER_MS } from "~/features/academy/session-dates";

/**
 * Academy terms (academy/session-list.tsx, enrol-bar.tsx): the prerendered page lists the terms
 * that were open on build day; this removes those that have ended since, so a build served for
 * months never offers a past weekend (docs/decisions/026). Inlined by the academy page only
 * (academy-dates-main.ts), after the enhancement script.
 *
 * - `[data-academy-sessions]` wraps the list; each term is `[data-session-end="ISO"]` with
 *   `data-next-label` (the enrol bar's text when it is the next term), earliest first.
 * - The first term carries the "next term" highlight (its classes, `[data-next-badge]`, its
 *   button's classes): it moves to the first term still open.
 * - `[data-sessions-empty]` (hidden) is shown when none is left; `[data-academy-next]` (the
 *   enrol bar's "Sıradaki dönem") follows the first open term or goes.
 * - Event structured data of an ended term leaves the head too.
 */
export function initAcademyDates(): void {
  const root = document.querySelector("[data-academy-sessions]");
  if (!root) return;
  const update = (): void => {
    const now = Date.now();
    const terms = [...root.querySelectorAll<HTMLElement>("[data-session-end]")];
    const open = terms.filter((term) => isOpen(term.dataset.sessionEnd ?? "", now));
    const [first] = terms;
    const [next] = open;
    const label = document.querySelector("[data-academy-next]");
    if (first && next !== first) {
      if (next) {
        // All cards but the first share their classes: the first's markup is the highlight.
        next.className = first.className;
        const button = next.querySelector("a");
        if (button) button.className = first.querySelector("a")?.className ?? button.className;
        next.prepend(first.querySelector("[data-next-badge]") ?? "");
        if (label) label.textContent = next.dataset.nextLabel ?? "";
      } else {
        label?.parentElement?.remove();
        root.querySelector("ul")?.remove();
        root.querySelector("[data-sessions-empty]")?.removeAttribute("hidden");
      }
      for (const term of terms) if (!open.includes(term)) term.remove();
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        // Only our Event nodes carry an endDate; anything unreadable stays.
        const endDate = /"endDate":"([^"]+)"/.exec(script.textContent ?? "")?.[1];
        if (endDate && !isOpen(endDate, now)) script.remove();
      }
    }
    // A tab left open over a term's end updates itself then (re-checked at least every ~24 days).
    if (next) setTimeout(update, Math.min(Date.parse(next.dataset.sessionEnd ?? "") - now + 1_000, MAX_TIMER_MS));
  };
  update();
}
