import { useEffect, useRef } from "react";
import { takePrefillAddress } from "~/shared/tool-prefill";

/**
 * A tool opened from an audit report (`?adres=`): once the screen has hydrated, `onAddress` gets
 * the address, to fill the live field and start as if the visitor had typed it and pressed the
 * button; the parameter leaves the address bar at the same time, so a reload does not start again.
 * `null` for a screen that shares the panel but is not an audit link's target: the parameter is
 * then neither read nor removed.
 */
export function usePrefillAddress(onAddress: ((address: string) => void) | null): void {
  // The effect runs once, after the first commit: that render's callback is the current one.
  const first = useRef(onAddress);
  useEffect(() => {
    const apply = first.current;
    if (apply === null) return;
    const address = takePrefillAddress(window.location, window.history);
    if (address !== null) apply(address);
  }, []);
}
