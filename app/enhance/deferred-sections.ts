/**
 * Pages lay out and paint only their first screen before they are shown: content pages' sections
 * from the third on, the footer, and tool pages' how-to, article and FAQ start with
 * `content-visibility: auto` (app.css, docs/decisions/032 and 033).
 * Once the page has loaded, this draws them for good, one per idle period, so the work the browser
 * skipped comes in short tasks after the first paint instead of one long task before it. After
 * that the page is exactly what it would have been without the rule: full-page captures, the
 * accessibility checks that hit-test the page, and sub-pixel positions see every section drawn.
 *
 * Markup contract: `main[data-content-page]` (root.tsx, pages without React) and `data-draw-later`
 * (app/shared/draw-later.ts); a drawn section gets `data-drawn`, which lifts the rule. The selector
 * is app.css's.
 */
const DEFERRED = "main[data-content-page] > section ~ section ~ section:not([data-drawn]), [data-draw-later]:not([data-drawn])";

function whenIdle(callback: () => void): void {
  // Safari has no requestIdleCallback: a short timeout still leaves a frame between two sections.
  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: 500 });
  else setTimeout(callback, 50);
}

export function initDeferredSections(): void {
  const pending = [...document.querySelectorAll<HTMLElement>(DEFERRED)];
  if (pending.length === 0) return;
  const drawNext = (): void => {
    const section = pending.shift();
    if (!section) return;
    section.dataset.drawn = "";
    whenIdle(drawNext);
  };
  if (document.readyState === "complete") whenIdle(drawNext);
  else addEventListener("load", () => whenIdle(drawNext), { once: true });
}
