import { startTransition, useEffect, useState } from "react";
import { createCanvasMeasurer, type TextMeasurer } from "~/capabilities/text-metrics/pixel-width";

/**
 * The canvas measurer (the browser's real fonts) once the page is idle after hydration; undefined,
 * meaning the module's Arial table, on the server and until then, so hydration renders the server's
 * widths. It arrives in a transition started from an idle callback rather than as a synchronous
 * re-render right after the hydration commit: creating the canvas, loading its font and re-rendering
 * the generator with the preview made that commit's task the page's longest (decision 031).
 */
export function useTextMeasurer(): TextMeasurer | undefined {
  const [measurer, setMeasurer] = useState<TextMeasurer>();
  useEffect(() => {
    const install = () => {
      const context = document.createElement("canvas").getContext("2d");
      if (context) startTransition(() => setMeasurer(() => createCanvasMeasurer(context)));
    };
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(install, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(install, 0);
    return () => clearTimeout(handle);
  }, []);
  return measurer;
}
