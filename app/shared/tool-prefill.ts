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

/**
 * The address bar's path, query and hash without the prefill parameter: a reload, a bookmark or
 * a shared link of the tool must not start the live action again.
 */
export function withoutPrefillParam(location: Pick<Location, "pathname" | "search" | "hash">): string {
  const params = new URLSearchParams(location.search);
  params.delete(TOOL_PREFILL_PARAM);
  const query = params.toString();
  return `${location.pathname}${query === "" ? "" : `?${query}`}${location.hash}`;
}

/**
 * The address a tool was opened with (null if none), taken off the address bar as it is read, so
 * it is used once. React Router's entry state is kept: back and forward still work.
 */
export function takePrefillAddress(
  location: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "state" | "replaceState">,
): string | null {
  const address = prefillAddress(location.search);
  if (address === null) return null;
  history.replaceState(history.state, "", withoutPrefillParam(location));
  return address;
}
