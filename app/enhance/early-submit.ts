import { HYDRATED_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE, TOOL_BODY_ATTRIBUTE } from "~/shared/tool-markers";

/**
 * Tool forms before React runs them (docs/decisions/015). Enter in a field of a server-rendered
 * tool form on a slow phone would make the browser submit it itself: a reload of the same page
 * that throws away what was typed. Until the tool's container is marked hydrated, the submit is
 * held and the form marked; the tool submits it again once it is live
 * (app/shared/browser/prehydration-input.ts).
 */
export function initEarlySubmits(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    const body = form.closest(`[${TOOL_BODY_ATTRIBUTE}]`);
    if (!body || body.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    form.setAttribute(PENDING_SUBMIT_ATTRIBUTE, "");
  });
}
