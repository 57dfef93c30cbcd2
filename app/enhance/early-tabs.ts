import { tabIndexForKey } from "~/shared/tab-keys";
import { HYDRATED_ATTRIBUTE, PENDING_TAB_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

/**
 * Tool tabs before React runs them (docs/decisions/015). A tab's click or arrow key before
 * hydration changes nothing the browser keeps (unlike typing, which stays in the field), so it
 * would be lost. Until the tool's container is marked hydrated, the tab it leads to is marked and
 * an arrow key moves the focus there at once; the tool selects the marked tab once it is live
 * (app/shared/browser/prehydration-input.ts). The mark names the target, not the move, so a key
 * React handles itself during hydration is not applied twice.
 */

/** A tab of a tool that is not live yet, or null. */
function waitingTab(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const tab = target.closest<HTMLElement>('[role="tab"]');
  const body = tab?.closest(`[${TOOL_BODY_ATTRIBUTE}]`);
  return tab && body && !body.hasAttribute(HYDRATED_ATTRIBUTE) ? tab : null;
}

function mark(tab: HTMLElement, list: Element | null): void {
  for (const other of list?.querySelectorAll(`[${PENDING_TAB_ATTRIBUTE}]`) ?? []) other.removeAttribute(PENDING_TAB_ATTRIBUTE);
  tab.setAttribute(PENDING_TAB_ATTRIBUTE, "");
}

export function initEarlyTabs(): void {
  document.addEventListener("click", (event) => {
    const tab = waitingTab(event.target);
    if (tab) mark(tab, tab.closest('[role="tablist"]'));
  });
  document.addEventListener("keydown", (event) => {
    const tab = waitingTab(event.target);
    const list = tab?.closest('[role="tablist"]');
    if (!tab || !list) return;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabIndexForKey(event.key, tabs.indexOf(tab), tabs.length);
    const next = index === null ? undefined : tabs[index];
    if (!next) return;
    event.preventDefault();
    mark(next, list);
    next.focus();
  });
}
