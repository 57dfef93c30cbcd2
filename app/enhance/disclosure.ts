/**
 * Disclosure buttons: the mobile menu (site-header.tsx) and the WhatsApp chat card
 * (whatsapp-widget.tsx).
 *
 * - `<button data-disclosure aria-controls="ID" aria-expanded="false">` toggles the element
 *   `<… id="ID" data-disclosure-panel hidden>`. Children with `data-show-when="open"|"closed"`
 *   swap icon and label.
 * - `[data-disclosure-overlay="ID"]` is shown with the panel; a click on it closes the panel.
 * - Inside the panel, `[data-disclosure-close]` and any link close it; `[data-disclosure-autofocus]`
 *   receives focus when it opens. Escape closes every open panel and returns focus to its button
 *   when focus was inside.
 */
const TOGGLE_SELECTOR = "[data-disclosure]";

function panelOf(toggle: Element): HTMLElement | null {
  const id = toggle.getAttribute("aria-controls");
  return id ? document.getElementById(id) : null;
}

function toggleOf(panel: HTMLElement): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${TOGGLE_SELECTOR}[aria-controls="${CSS.escape(panel.id)}"]`);
}

export function setDisclosureOpen(toggle: HTMLElement, open: boolean): void {
  const panel = panelOf(toggle);
  if (!panel) return;
  toggle.setAttribute("aria-expanded", String(open));
  panel.hidden = !open;
  for (const part of toggle.querySelectorAll<HTMLElement>("[data-show-when]")) {
    part.hidden = part.dataset.showWhen !== (open ? "open" : "closed");
  }
  for (const overlay of document.querySelectorAll<HTMLElement>(`[data-disclosure-overlay="${CSS.escape(panel.id)}"]`)) {
    overlay.hidden = !open;
  }
  if (open) panel.querySelector<HTMLElement>("[data-disclosure-autofocus]")?.focus();
}

function closePanel(panel: HTMLElement, { returnFocus }: { returnFocus: boolean }) {
  const toggle = toggleOf(panel);
  if (!toggle) return;
  const focusWasInside = panel.contains(document.activeElement);
  setDisclosureOpen(toggle, false);
  if (returnFocus && focusWasInside) toggle.focus();
}

export function initDisclosures(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest<HTMLElement>(TOGGLE_SELECTOR);
    if (toggle) {
      setDisclosureOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    const overlay = event.target.closest<HTMLElement>("[data-disclosure-overlay]");
    const overlayPanel = overlay ? document.getElementById(overlay.dataset.disclosureOverlay ?? "") : null;
    if (overlayPanel) {
      closePanel(overlayPanel, { returnFocus: false });
      return;
    }
    const closer = event.target.closest("[data-disclosure-close], a[href]");
    const panel = closer?.closest<HTMLElement>("[data-disclosure-panel]");
    if (panel) closePanel(panel, { returnFocus: closer?.matches("[data-disclosure-close]") ?? false });
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const toggle of document.querySelectorAll<HTMLElement>(`${TOGGLE_SELECTOR}[aria-expanded="true"]`)) {
      const panel = panelOf(toggle);
      if (panel) closePanel(panel, { returnFocus: true });
    }
  });
}
