import { useMemo, useSyncExternalStore } from "react";
import { createCanvasMeasurer, type TextMeasurer } from "~/features/meta-tags/pixel-width";

const subscribeNever = () => () => {};

/**
 * The canvas measurer (the browser's real fonts) once hydrated; undefined, meaning the module's
 * Arial table, on the server and during hydration, so both render the same widths.
 */
export function useTextMeasurer(): TextMeasurer | undefined {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return useMemo(() => {
    if (!hydrated) return undefined;
    const context = document.createElement("canvas").getContext("2d");
    return context ? createCanvasMeasurer(context) : undefined;
  }, [hydrated]);
}
