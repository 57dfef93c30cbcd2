import { tabIndexForKey } from "~/shared/tab-keys";
import { HYDRATED_ATTRIBUTE, PENDING_TAB_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

/**
 * Tool tabs and mode switches (a group of aria-pressed buttons, like the sitemap generator's
 * "Toplu yapıştır") before React runs them (docs/decisions/015). A click or arrow key before
 * hydration changes nothing the browser keeps (unlike typing, which stays in the field), so it
 * would be lost. Until the tool's container is marked hydrated, the tab or button it leads to is
 * marked and an arrow key moves the focus there at once; the tool selects the marked one once it
 * is live (app/shared/browser/prehydration-input.ts). The mark names the target, not the move, so
 * a key React handles itself during hydration is not applied twice. One listener for both events
 * keeps this script, which every page loads, small.
 */
function onTabEvent(event: Event): void {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"], [role="group"] [aria-pressed]') : null;
  const list = tab?.closest('[role="tablist"], [role="group"]');
  const body = tab?.closest(`[${TOOL_BODY_ATTRIBUTE}]`);
  if (!tab || !list || !body || body.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  let chosen: HTMLElement | undefined = tab;
  if (event instanceof KeyboardEvent) {
    // A button's Enter and Space arrive as its click; only tabs move with the arrow keys.
    if (tab.getAttribute("role") !== "tab") return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    chosen = index === null ? undefined : tabs[index];
    if (!chosen) return;
    event.preventDefault();
    chosen.focus();
  }
  list.querySelector(`[${PENDING_TAB_ATTRIBUTE}]`)?.removeAttribute(PENDING_TAB_ATTRIBUTE);
  chosen.setAttribute(PENDING_TAB_ATTRIBUTE, "");
}

export function initEarlyTabs(): void {
  document.addEventListener("click", onTabEvent);
  document.addEventListener("keydown", onTabEvent);
}
