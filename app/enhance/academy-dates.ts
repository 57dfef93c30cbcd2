import { isOpen, msUntilNextChange } from "~/features/academy/session-dates";

/**
 * Academy terms (academy/session-list.tsx, enrol-bar.tsx): the prerendered page lists the terms
 * that were open on build day; this removes those that have ended since, so a build served for
 * months never offers a past weekend (docs/decisions/026).
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
  const root = document.querySelector<HTMLElement>("[data-academy-sessions]");
  if (!root) return;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const update = (): void => {
    clearTimeout(timer);
    const now = Date.now();
    const terms = [...root.querySelectorAll<HTMLElement>("[data-session-end]")];
    const ended = terms.filter((term) => !isOpen(term.dataset.sessionEnd ?? "", now));
    const open = terms.filter((term) => !ended.includes(term));
    const [first] = terms;
    const [next] = open;

    if (first && next && first !== next) {
      // All cards but the first share their classes: the first's markup is the highlight.
      const firstButton = first.querySelector("a");
      const nextButton = next.querySelector("a");
      if (firstButton && nextButton) nextButton.className = firstButton.className;
      next.className = first.className;
      const badge = first.querySelector("[data-next-badge]");
      if (badge) next.prepend(badge);
    }
    for (const term of ended) term.remove();

    const nextLabel = document.querySelector<HTMLElement>("[data-academy-next]");
    if (next?.dataset.nextLabel && nextLabel) nextLabel.textContent = next.dataset.nextLabel;
    if (!next) {
      nextLabel?.closest("p")?.remove();
      root.querySelector("ul")?.remove();
      root.querySelector<HTMLElement>("[data-sessions-empty]")?.removeAttribute("hidden");
    }

    if (ended.length > 0) {
      for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
        try {
          const data = JSON.parse(script.textContent ?? "") as { "@type"?: unknown; endDate?: unknown };
          if (
            typeof data["@type"] === "string" &&
            data["@type"].endsWith("Event") &&
            typeof data.endDate === "string" &&
            !isOpen(data.endDate, now)
          ) {
            script.remove();
          }
        } catch {
          // Not ours to judge: leave structured data we cannot read.
        }
      }
    }

    // A tab left open over a term's end updates itself then.
    const wait = msUntilNextChange(
      open.map((term) => term.dataset.sessionEnd ?? ""),
      now,
    );
    if (wait !== null) timer = setTimeout(update, wait + 1_000);
  };
  update();
}
