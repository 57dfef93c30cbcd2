/**
 * A tool opened from an audit report carries the visitor's address in its query (`?adres=`):
 * the tool fills its live field with it and starts, so the fix is made with the visitor's data.
 * One name for every tool and the audit's own re-audit link.
 */
export const TOOL_PREFILL_PARAM = "adres";

/** `path` with the address to prefill. */
export function prefilledToolHref(path: string, address: string): string {
  return `${path}?${new URLSearchParams({ [TOOL_PREFILL_PARAM]: address })}`;
}

/** The address a tool was opened with, or null (read in the browser, once hydrated). */
export function prefillAddress(search: string): string | null {
  const value = new URLSearchParams(search).get(TOOL_PREFILL_PARAM);
  return value && value.trim() !== "" ? value.trim() : null;
}
