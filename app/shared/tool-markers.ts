/**
 * The attributes by which a tool's container tells the inline enhancement script and tests how far
 * it is (docs/decisions/015). Set from the DOM, not by React, so hydration never sees them.
 */

/** On the container of a tool screen, in the server's HTML. */
export const TOOL_BODY_ATTRIBUTE = "data-tool-body";
/** Added once the tool is interactive and what was typed before hydration is in its state. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";
/** On a tool form the visitor submitted before hydration; the tool submits it again once live. */
export const PENDING_SUBMIT_ATTRIBUTE = "data-submit-pending";
/** On a tab the visitor chose (click or arrow key) before hydration; the tool selects it once live. */
export const PENDING_TAB_ATTRIBUTE = "data-tab-pending";
